import { describe, expect, it } from 'vitest';
import { formatIsoDate, formatLongDate, formatMonthYear, ukDateOn } from './dates.ts';

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

describe('ukDateOn', () => {
  const intl = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });

  it('gives the UK’s date as Intl does, each hour of a year and across eight years’ clock changes', () => {
    const start = Date.UTC(2026, 0, 1);
    for (let hour = 0; hour < 366 * 24; hour++) {
      const instant = new Date(start + hour * 3_600_000);
      expect(ukDateOn(instant), instant.toISOString()).toBe(intl.format(instant));
    }
    for (let year = 2024; year <= 2031; year++)
      for (const month of [2, 9])
        for (let day = 24; day <= 31; day++)
          for (const [hour, minute, second] of [
            [0, 59, 59],
            [1, 0, 0],
            [22, 59, 59],
            [23, 0, 0],
            [23, 59, 59],
          ] as const) {
            const instant = new Date(Date.UTC(year, month, day, hour, minute, second));
            expect(ukDateOn(instant), instant.toISOString()).toBe(intl.format(instant));
          }
  });

  it('changes the date at midnight in the UK, not in UTC, in summer', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in BST; in January, 23:30 UTC is still that day.
    expect(ukDateOn(new Date(Date.UTC(2026, 5, 30, 23, 30)))).toBe('2026-07-01');
    expect(ukDateOn(new Date(Date.UTC(2026, 0, 31, 23, 30)))).toBe('2026-01-31');
    // Summer time in 2026 begins at 01:00 GMT on 29 March and ends at 01:00 GMT on 25 October.
    expect(ukDateOn(new Date(Date.UTC(2026, 2, 29, 0, 59, 59)))).toBe('2026-03-29');
    expect(ukDateOn(new Date(Date.UTC(2026, 9, 24, 23, 0)))).toBe('2026-10-25');
    expect(ukDateOn(new Date(Date.UTC(2026, 9, 25, 23, 0)))).toBe('2026-10-25');
  });
});
