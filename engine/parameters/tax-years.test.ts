import { describe, expect, it } from 'vitest';
import {
  TAX_YEARS,
  isTaxYear,
  knownYear,
  taxYearAfter,
  taxYearLabel,
  taxYearOn,
  taxYearStart,
  ukDateOn,
} from './tax-years.ts';

const last = TAX_YEARS[TAX_YEARS.length - 1]!;

describe('tax years', () => {
  it.each(TAX_YEARS)(
    '%s starts on 6 April of its first calendar year and ends in the next',
    (year) => {
      const [first, second] = year.split('-');
      expect(taxYearStart(year)).toBe(`${first}-04-06`);
      expect(Number(second)).toBe((Number(first) + 1) % 100);
      expect(taxYearLabel(year)).toBe(`${first}/${second}`);
      expect(isTaxYear(year)).toBe(true);
      expect(knownYear(year)).toBe(year);
    },
  );

  it('lists consecutive years, oldest first, each the year after the one before', () => {
    for (let i = 1; i < TAX_YEARS.length; i++) {
      expect(taxYearAfter(TAX_YEARS[i - 1]!)).toBe(TAX_YEARS[i]);
    }
  });

  it('writes the year after across a century', () => {
    expect(taxYearAfter('2098-99' as typeof last)).toBe('2099-00');
    expect(taxYearLabel('2099-00')).toBe('2099/00');
  });

  it('refuses the year after the last, and anything not a year id', () => {
    const unknown = taxYearAfter(last);
    expect(isTaxYear(unknown)).toBe(false);
    for (const value of [undefined, null, 2025, '', last.replace('-', '/'), ` ${last}`]) {
      expect(isTaxYear(value)).toBe(false);
    }
    expect(() => knownYear(unknown as typeof last)).toThrow(
      new RangeError(`Unknown tax year "${unknown}": expected one of ${TAX_YEARS.join(', ')}`),
    );
  });
});

describe('taxYearOn: the year a date falls in', () => {
  const first = TAX_YEARS[0];
  const startYear = (year: string) => Number(year.slice(0, 4));
  // Each year's start in UTC, where UK midnight on 6 April is 23:00 on 5 April (British Summer Time).
  const rows = TAX_YEARS.flatMap((year, i) => {
    const y = startYear(year);
    const before = i === 0 ? first : TAX_YEARS[i - 1]!;
    return [
      [`${y}-04-05T12:00:00Z`, before, `${year}: noon on 5 April is still the year before`],
      [`${y}-04-05T22:59:59.999Z`, before, `${year}: 23:59:59.999 UK time on 5 April`],
      [`${y}-04-05T23:00:00Z`, year, `${year}: midnight UK time on 6 April`],
      [`${y}-04-06T00:30:00Z`, year, `${year}: 01:30 UK time on 6 April`],
      [`${y}-12-31T23:59:59Z`, year, `${year}: new year's eve`],
      [`${y + 1}-01-01T00:00:00Z`, year, `${year}: January of its second calendar year`],
      [`${y + 1}-04-05T22:59:59Z`, year, `${year}: its last second, UK time`],
    ] as const;
  });

  it.each(rows)('%s → %s (%s)', (iso, expected) => {
    expect(taxYearOn(new Date(iso))).toBe(expected);
  });

  it('gives the first year for a date before it, and for an invalid date', () => {
    expect(taxYearOn(new Date(`${startYear(first) - 3}-07-01T00:00:00Z`))).toBe(first);
    expect(taxYearOn(new Date(Number.NaN))).toBe(first);
  });

  it('gives the last year for a date after it, however far', () => {
    const after = startYear(last) + 1;
    expect(taxYearOn(new Date(`${after}-04-06T12:00:00Z`))).toBe(last);
    expect(taxYearOn(new Date(`${after + 40}-01-01T00:00:00Z`))).toBe(last);
  });

  it('reads the instant, not the local time zone of the machine', () => {
    // 6 April 00:00 in UK time written with an offset: the same instant as 23:00 UTC on 5 April.
    const y = startYear(last);
    expect(taxYearOn(new Date(`${y}-04-06T00:00:00+01:00`))).toBe(last);
    expect(taxYearOn(new Date(`${y}-04-05T23:59:59+01:00`))).not.toBe(last);
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
