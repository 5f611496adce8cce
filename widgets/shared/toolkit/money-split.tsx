// Where each pound goes: take-home, income tax, National Insurance, student loan and pension as
// shares of one bar. The bar is a picture of the list under it, which holds every amount and share as
// text, so screen readers skip the bar and read the list. The bar is SVG, sized by attributes, so it
// needs no inline style (which a strict Content-Security-Policy may refuse).
import type { ReactNode } from 'react';
import type { PensionRelief } from '../../../engine/index.ts';
import { paidIntoPension } from './circumstances-fields.tsx';
import { formatMoney } from './money.ts';

export interface Share {
  label: string;
  amount: number;
}

/**
 * Where a tax result's income goes: what is left after tax, National Insurance, loan repayments and
 * the pension contribution paid, which add up to the income. `ni` is the NI in `totalTax`.
 */
export function incomeShares(
  result: {
    netIncome: number;
    totalTax: number;
    studentLoanRepayment: number;
    pensionRelief: PensionRelief;
  },
  ni: number,
): Share[] {
  const paid = paidIntoPension(result.pensionRelief);
  return [
    { label: 'Take-home', amount: result.netIncome - paid },
    { label: 'Income tax', amount: result.totalTax - ni },
    { label: 'National Insurance', amount: ni },
    { label: 'Student loan', amount: result.studentLoanRepayment },
    { label: 'Pension', amount: paid },
  ];
}

export function MoneySplit({
  title,
  shares,
  show = formatMoney,
}: {
  title: string;
  /** Annual amounts: each share's part of the bar is the same whatever the period shown. */
  shares: readonly Share[];
  /** Writes an annual amount for the period shown. */
  show?: (amount: number) => string;
}) {
  // Plain loops rather than reduce: a partner's page may have replaced Array.prototype.reduce.
  let whole = 0;
  for (const { amount } of shares) {
    // A charge larger than the income leaves no honest split to draw.
    if (amount < 0) return null;
    whole += amount;
  }
  if (!(whole > 0)) return null;
  // Each share of a positive amount: its part of the bar, from where the last one ends, and its line.
  const bar: ReactNode[] = [];
  const list: ReactNode[] = [];
  let x = 0;
  for (const { label, amount } of shares) {
    if (!(amount > 0)) continue;
    const width = (amount / whole) * 100;
    bar.push(<rect key={label} x={`${x}%`} width={`${width}%`} height="100%" />);
    list.push(
      <li key={label}>
        {label} <strong>{show(amount)}</strong> ({Math.round(width)}%)
      </li>,
    );
    x += width;
  }
  return (
    <figure className="acct-split" part="split">
      <figcaption className="acct-results__subtitle">{title}</figcaption>
      <svg className="acct-split__bar" aria-hidden="true">
        {bar}
      </svg>
      <ul className="acct-split__list">{list}</ul>
    </figure>
  );
}
