import { Link } from 'react-router-dom';
import {
  ACCOUNTS_FEES,
  FROM_PRICES,
  SELF_ASSESSMENT_FEES,
  formatPounds,
  fromPriceText,
  incomeFeeText,
  withVat,
} from '../content/fees.ts';

// Compact cells on phones so the tables fit 320 px without scrolling sideways.
const tableClass =
  'w-full border-collapse text-left text-sm sm:text-base [&_td]:border-t [&_td]:border-ink-100 [&_td]:px-3 [&_td]:py-3.5 sm:[&_td]:px-4 sm:[&_td]:py-4 [&_th]:px-3 [&_th]:py-3 sm:[&_th]:px-4';

export function AccountsFeeTable({ caption }: { caption?: string }) {
  return (
    <div
      data-price=""
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100"
    >
      <table className={tableClass}>
        <caption className="px-4 pt-4 pb-2 text-left text-sm text-ink-600">
          {caption ?? 'Annual accounts and corporation tax return, fixed fees excluding VAT.'}
        </caption>
        <thead className="bg-ink-50 text-sm text-ink-700">
          <tr>
            <th scope="col">Team size</th>
            <th scope="col">Annual fee</th>
            <th scope="col">Monthly fee</th>
            <th scope="col" className="hidden sm:table-cell">
              Annual incl. VAT
            </th>
          </tr>
        </thead>
        <tbody>
          {ACCOUNTS_FEES.map((row) => (
            <tr key={row.teamSize}>
              <th scope="row" className="border-t border-ink-100 font-medium text-ink-900">
                {row.teamSize}
              </th>
              <td className="font-semibold text-ink-950">{formatPounds(row.annual)}</td>
              <td>
                {formatPounds(row.monthly)}
                <span className="text-ink-600">/month</span>
              </td>
              <td className="hidden text-ink-600 sm:table-cell">
                {formatPounds(withVat(row.annual))}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function SelfAssessmentFeeTable() {
  return (
    <div
      data-price=""
      className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-ink-100"
    >
      <table className={tableClass}>
        <caption className="px-4 pt-4 pb-2 text-left text-sm text-ink-600">
          Self-assessment tax return, fixed fees including VAT.
        </caption>
        <thead className="bg-ink-50 text-sm text-ink-700">
          <tr>
            <th scope="col">Income type</th>
            <th scope="col" className="text-right">
              Fee
            </th>
          </tr>
        </thead>
        <tbody>
          {SELF_ASSESSMENT_FEES.map((row) => (
            <tr key={row.incomeType}>
              <th
                scope="row"
                className="border-t border-ink-100 py-3.5 align-top font-medium text-ink-900 sm:py-4"
              >
                {row.incomeType}
                <span className="mt-1 block text-sm font-normal text-ink-600">{row.detail}</span>
              </th>
              <td className="text-right align-top font-semibold whitespace-nowrap text-ink-950">
                {incomeFeeText(row)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {/* The other personal return the site prices, so the two cannot be read as one. */}
      <p className="border-t border-ink-100 bg-ink-50 px-4 py-3 text-sm text-ink-700">
        Only employment or pension income?{' '}
        <Link to="/tax-services" className="font-medium text-brand-700 underline">
          {fromPriceText(FROM_PRICES.personalTax)}
        </Link>
        .
      </p>
    </div>
  );
}
