import { describe, expect, it } from 'vitest';
import {
  DEFAULT_TAX_YEAR,
  TAX_YEARS,
  isTaxYear,
  taxYearAfter,
  taxYearLabel,
  taxYearStart,
  yearOrDefault,
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
      expect(yearOrDefault(year)).toBe(year);
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
    expect(() => yearOrDefault(unknown as typeof last)).toThrow(
      new RangeError(`Unknown tax year "${unknown}": expected one of ${TAX_YEARS.join(', ')}`),
    );
  });

  it('uses the default year, one the engine has, when none is given', () => {
    expect(isTaxYear(DEFAULT_TAX_YEAR)).toBe(true);
    expect(yearOrDefault(undefined)).toBe(DEFAULT_TAX_YEAR);
  });
});
