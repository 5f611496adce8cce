// Dates as British English writes them ('14 September 2025', 'October 2025'), written out rather
// than with Intl: a page's first Intl formatter loads the browser's locale data, about 30 ms of CPU
// here and four times that on a mid-range phone, in the middle of the page's start-up.
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** The date's month and year, in UTC: 'October 2025'. */
export function formatMonthYear(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** The date's day, month and year: '14 September 2025', in UTC, or the visitor's own day with `local`. */
export function formatLongDate(date: Date, zone: 'utc' | 'local' = 'utc'): string {
  return zone === 'utc'
    ? `${date.getUTCDate()} ${formatMonthYear(date)}`
    : `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** A calendar date as the engine gives it, 'YYYY-MM-DD', written out: '31 January 2027'. */
export function formatIsoDate(iso: string): string {
  return formatLongDate(new Date(`${iso}T00:00:00Z`));
}
