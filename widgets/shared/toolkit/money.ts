// The widgets' money, percentage and count text. Money is the engine's format (`gbp`), so a result,
// its working and the site's pages write the same amount the same way; percentages and counts are
// written as money is, less the pound sign. None uses Intl: a page's first Intl formatter loads the
// browser's locale data, about 30 ms of CPU here and four times that on a mid-range phone.
import { gbp } from '../../../engine/index.ts';

/** Formats an amount as pounds with thousands separators: `£45,000` or, with pence, `£45,000.00`. */
export function formatMoney(amount: number, options: { pence?: boolean } = {}): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  if (options.pence) return gbp(safe, true);
  // Whole pounds, half a pound rounded away from zero (as pence are); a figure of nothing is £0.
  return gbp(Math.sign(safe) * Math.round(Math.abs(safe)));
}

/** Formats a percentage figure (already ×100) to two decimals: `16.64%`. */
export function formatPercent(value: number): string {
  return `${formatMoney(value, { pence: true }).replace('£', '')}%`;
}

/** Formats a count as a whole number with thousands separators: `1,234`. */
export function formatCount(count: number): string {
  return formatMoney(count).replace('£', '');
}
