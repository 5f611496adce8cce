import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLongDate, formatMonthYear } from './dates.ts';

// The first day of each month of two years and the last of each, at the edges of the UTC day.
const DAYS = [2025, 2026].flatMap((year) =>
  Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(year, month, 1, 0, 0, 0)),
    new Date(Date.UTC(year, month + 1, 0, 23, 59, 59)),
  ]).flat(),
);

describe('formatLongDate and formatMonthYear', () => {
  it('write what Intl writes in British English, day by day of the UTC calendar', () => {
    const long = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' });
    const month = new Intl.DateTimeFormat('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (const day of DAYS) {
      expect(formatLongDate(day)).toBe(long.format(day));
      expect(formatMonthYear(day)).toBe(month.format(day));
    }
  });

  it('gives the visitor’s own day with `local`', () => {
    const local = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long' });
    for (const day of DAYS) expect(formatLongDate(day, 'local')).toBe(local.format(day));
    expect(formatLongDate(new Date(2025, 8, 14, 0, 30), 'local')).toBe('14 September 2025');
  });

  it('writes an ISO calendar date as that day, wherever the visitor is', () => {
    for (const day of DAYS)
      expect(formatIsoDate(day.toISOString().slice(0, 10))).toBe(formatLongDate(day));
    expect(formatIsoDate('2027-01-31')).toBe('31 January 2027');
    expect(formatIsoDate('2027-07-31')).toBe('31 July 2027');
  });
});
