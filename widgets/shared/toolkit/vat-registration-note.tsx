// The VAT registration notice a result shows when the year's figures are over the threshold: the
// self-employed calculator on turnover, the comparison on profit (which turnover is at least).
import { VAT_REGISTRATION_GUIDE, type VatRegistration } from '../../../engine/index.ts';
import { formatPounds } from './money.ts';

/**
 * Turnover over the VAT registration threshold. The test is taxable turnover over any 12 months in a
 * row (or expected in the next 30 days alone), not the tax year's income, so it asks to check.
 */
export function VatRegistrationNote({ vat }: { vat: VatRegistration }) {
  if (!vat.over) return null;
  return (
    <p className="acct-results__note" part="note">
      VAT: a business must register once its taxable turnover over the last 12 months goes over{' '}
      {formatPounds(vat.threshold)}, or is expected to in the next 30 days alone. That is measured
      month by month on sales, not profit or the tax year, so check your turnover at each month end.{' '}
      <a className="acct-working__link" href={VAT_REGISTRATION_GUIDE.href}>
        {VAT_REGISTRATION_GUIDE.title}
      </a>
    </p>
  );
}
