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

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when UK summer time starts (March) or ends (October). */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The calendar date in the UK at `instant`, 'YYYY-MM-DD', to compare with the engine's due dates.
 * The UK keeps GMT, and GMT + 1 from 01:00 GMT on the last Sunday in March to 01:00 GMT on the last
 * Sunday in October (Summer Time Act 1972 s1, as the Summer Time Order 2002 set it).
 */
export function ukDateOn(instant: Date): string {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  return new Date(time + (summer ? HOUR_MS : 0)).toISOString().slice(0, 10);
}
