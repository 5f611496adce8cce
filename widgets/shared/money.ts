// The widgets' money and percentage text. Money is the engine's format (`gbp`), so a result, its
// working and the site's pages write the same amount the same way.
import { gbp } from '../../engine/index.ts';

const percent = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats an amount as pounds with thousands separators: `£45,000` or, with pence, `£45,000.00`. */
export function formatMoney(amount: number, options: { pence?: boolean } = {}): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  if (options.pence) return gbp(safe, true);
  // Whole pounds, half a pound rounded away from zero (as pence are); a figure of nothing is £0.
  return gbp(Math.sign(safe) * Math.round(Math.abs(safe)));
}

/** Formats a percentage figure (already ×100) to two decimals: `16.64%`. */
export function formatPercent(value: number): string {
  return `${percent.format(Number.isFinite(value) ? value : 0)}%`;
}
