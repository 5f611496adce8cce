// The one money rule of every calculator: results (headline figures, result rows, notes, the period
// view, comparisons, booking notes) in whole pounds, as a visitor plans with them; "How we worked
// this out" in pounds and pence, where each step's arithmetic must add up to the penny.

const wholePounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

const pence = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

const percent = new Intl.NumberFormat('en-GB', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** What a figure that is not a number shows: never a £0 that could be read as a result. */
export const NOT_A_FIGURE = '—';

/**
 * An amount as a result shows it, in whole pounds with thousands separators (`£45,000`). `pence`
 * is for the working only (`£45,000.00`): see `formatWorkingMoney`.
 */
export function formatMoney(amount: number, options: { pence?: boolean } = {}): string {
  if (!Number.isFinite(amount)) return NOT_A_FIGURE;
  // Intl renders -0 (and an amount that rounds to it) as "-£0"; a tax figure of nothing is £0.
  const formatter = options.pence ? pence : wholePounds;
  const text = formatter.format(amount);
  return text === formatter.format(-0) ? formatter.format(0) : text;
}

/** An amount as "How we worked this out" shows it, in pounds and pence: `£45,000.00`. */
export function formatWorkingMoney(amount: number): string {
  return formatMoney(amount, { pence: true });
}

/** Formats a percentage figure (already ×100) to two decimals: `16.64%`. */
export function formatPercent(value: number): string {
  return Number.isFinite(value) ? `${percent.format(value)}%` : NOT_A_FIGURE;
}
