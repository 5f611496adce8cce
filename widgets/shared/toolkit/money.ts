// The widgets' money, percentage and count text, by one rule: a figure worked out for the visitor
// (a headline, a result row, a year comparison, a figure of the working) is written in pounds and
// pence, `£7,912.00`, in every calculator; an amount inside a sentence or on a chart's axis is
// written whole, `£30,000`. Money is the engine's format (`gbp`), so a result, its working and the
// site's pages write an amount the same way. None uses Intl: a page's first Intl formatter loads
// the browser's locale data, about 30 ms of CPU here and four times that on a mid-range phone.
import { gbp } from '../../../engine/index.ts';

const finite = (amount: number) => (Number.isFinite(amount) ? amount : 0);

/** A figure of a result: pounds and pence with thousands separators, `£45,000.00`. */
export function formatMoney(amount: number): string {
  return gbp(finite(amount), true);
}

/** An amount in a sentence or on an axis, in whole pounds: `£45,000` (half a pound rounds away from zero). */
export function formatPounds(amount: number): string {
  const safe = finite(amount);
  return gbp(Math.sign(safe) * Math.round(Math.abs(safe)));
}

/** Formats a percentage figure (already ×100) to two decimals: `16.64%`. */
export function formatPercent(value: number): string {
  return `${formatMoney(value).replace('£', '')}%`;
}

/** Formats a count as a whole number with thousands separators: `1,234`. */
export function formatCount(count: number): string {
  return formatPounds(count).replace('£', '');
}
