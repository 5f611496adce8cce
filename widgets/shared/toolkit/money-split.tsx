// Where each pound goes: take-home, income tax, National Insurance, student loan and pension as
// shares of one bar. The bar is a picture of the list under it, which holds every amount and share as
// text, so screen readers skip the bar and read the list. The bar is SVG, sized by attributes, so it
// needs no inline style (which a strict Content-Security-Policy may refuse).
import { formatMoney } from './money.ts';

export interface Share {
  label: string;
  amount: number;
}

export function MoneySplit({ title, shares }: { title: string; shares: readonly Share[] }) {
  // A plain loop rather than reduce: a partner's page may have replaced Array.prototype.reduce.
  let whole = 0;
  let negative = false;
  for (const share of shares) {
    whole += share.amount;
    if (share.amount < 0) negative = true;
  }
  // A charge larger than the income leaves no honest split to draw.
  if (negative || !(whole > 0)) return null;
  // Each share of a positive amount, with where its part of the bar starts and how wide it is.
  const shown: Array<Share & { x: number; width: number }> = [];
  let x = 0;
  for (const share of shares) {
    if (!(share.amount > 0)) continue;
    const width = (share.amount / whole) * 100;
    shown.push({ ...share, x, width });
    x += width;
  }
  return (
    <figure className="acct-split" part="split">
      <figcaption className="acct-results__subtitle">{title}</figcaption>
      <svg className="acct-split__bar" aria-hidden="true" focusable="false">
        {shown.map((share) => (
          <rect key={share.label} x={`${share.x}%`} width={`${share.width}%`} height="100%" />
        ))}
      </svg>
      <ul className="acct-split__list">
        {shown.map((share) => (
          <li key={share.label}>
            {share.label} <strong>{formatMoney(share.amount)}</strong> (
            {Math.round(share.width)}%)
          </li>
        ))}
      </ul>
    </figure>
  );
}
