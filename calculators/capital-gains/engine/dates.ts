// Days as the calculator reads, counts and writes them: ISO days ('2025-08-14'), counted in UTC so
// that no clock change moves a due date.

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
];

const DAY_MS = 86_400_000;

function isoOf(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** The day a year, month (1–12) and day make, as an ISO day; null when there is no such day. */
export function isoDay(year: number, month: number, day: number): string | null {
  if (!Number.isInteger(year) || year < 1000 || year > 9999) return null;
  const time = Date.UTC(year, month - 1, day);
  const date = new Date(time);
  // 31 June rolls over to 1 July: not a day.
  if (date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return isoOf(time);
}

/** `text` when it is a real day written 'YYYY-MM-DD', else null. */
export function realIsoDay(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return null;
  return isoDay(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** The day `days` after `iso`: the 60th day after 10 September 2025 is 9 November 2025. */
export function daysAfter(iso: string, days: number): string {
  return isoOf(Date.parse(`${iso}T00:00:00Z`) + days * DAY_MS);
}

/** A day as the working writes it: '2025-11-09' → '9 November 2025'. */
export function longDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1] ?? ''} ${year ?? ''}`;
}
