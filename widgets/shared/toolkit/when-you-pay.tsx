import type { ReactNode } from 'react';
import {
  percent,
  taxYearAfter,
  taxYearLabel,
  type PaymentsOnAccount,
  type TaxYear,
  type Working,
} from '../../../engine/index.ts';
import { formatIsoDate } from './dates.ts';
import { formatMoney, formatPounds } from './money.ts';
import { Explain, ResultList, ResultRow } from './result-row.tsx';
import { workingNotes } from './working-disclosure.tsx';

export interface WhenYouPayProps {
  /** The result's payments on account, as the engine gives them. */
  poa: PaymentsOnAccount;
  year: TaxYear;
  /** The result's working, whose notes on `paymentsOnAccount.instalment` the "?" opens. */
  working: Working | null;
  /** The return's bill has Class 4 in it, and so each payment on account. */
  class4?: boolean;
  /** Whose first year the first year's timeline is for ('your first year of trading'); none without it. */
  firstYear?: string;
  /** The heading's id, for a table under it to be named by. */
  titleId?: string;
  /** Rows under the heading, before the payments on account. */
  rows?: ReactNode;
  /** What follows the payments on account, before the first year's timeline. */
  children?: ReactNode;
}

/**
 * "When you pay" for a result settled through a Self Assessment return: the payments on account
 * the year's bill sets for the next year (TMA 1970 s59A), or why there are none, and the timeline
 * of a first year, in which nothing is due on account.
 */
export function WhenYouPay({
  poa,
  year,
  working,
  class4 = false,
  firstYear,
  titleId,
  rows,
  children,
}: WhenYouPayProps) {
  const label = taxYearLabel(year);
  const next = taxYearLabel(taxYearAfter(year));
  const tax = class4 ? 'income tax and Class 4' : 'income tax';
  // The next year's two payments fall on the dates of the first year's timeline: 31 January and
  // 31 July after the year.
  const dates = poa.firstYear.map((payment) => formatIsoDate(payment.date)).join(' and ');
  return (
    <>
      <h4 className="acct-results__subtitle" id={titleId}>
        When you pay
      </h4>
      {rows}
      {poa.due ? (
        <div className="acct-results__note" part="note">
          Payments on account for {next}: {formatMoney(poa.instalment)} on each of {dates}, each
          half of {label}&apos;s {tax} through your return.
          <Explain about="payments on account">
            Payments made in advance towards the next year&apos;s bill, each half of the year
            before&apos;s. HMRC does not ask for them when the tax through your return is under
            {formatPounds(poa.limits.minimumLiability)}, or when PAYE collects more than{' '}
            {percent(poa.limits.deductedAtSourceShare)} of your tax.{' '}
            {workingNotes(working ?? [], 'paymentsOnAccount.instalment')}
          </Explain>
        </div>
      ) : (
        <p className="acct-results__note" part="note">
          No payments on account for {next}: {label}&apos;s {tax} through your return{' '}
          {class4 ? 'are' : 'is'} under {formatPounds(poa.limits.minimumLiability)}, or PAYE takes
          more than {percent(poa.limits.deductedAtSourceShare)} of the year&apos;s tax.
        </p>
      )}
      {children}
      {firstYear && poa.firstYear.length > 0 ? (
        <>
          <p className="acct-results__note">
            If {label} is {firstYear}, nothing is due on account for it:
          </p>
          <ResultList>
            {poa.firstYear.map((payment) => (
              <ResultRow
                key={payment.date}
                label={`${formatIsoDate(payment.date)}: ${payment.label}`}
                value={formatMoney(payment.amount)}
              />
            ))}
          </ResultList>
        </>
      ) : null}
    </>
  );
}
