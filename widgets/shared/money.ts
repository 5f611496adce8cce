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

/** Formats an amount as pounds with thousands separators: `£45,000` or, with pence, `£45,000.00`. */
export function formatMoney(amount: number, options: { pence?: boolean } = {}): string {
  const safe = Number.isFinite(amount) ? amount : 0;
  // Intl renders -0 as "-£0"; a tax figure of nothing is just £0.
  const value = Object.is(safe, -0) ? 0 : safe;
  return (options.pence ? pence : wholePounds).format(value);
}

/** Formats a percentage figure (already ×100) to two decimals: `16.64%`. */
export function formatPercent(value: number): string {
  return `${percent.format(Number.isFinite(value) ? value : 0)}%`;
}
