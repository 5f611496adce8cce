import type { TaxYear } from '../types.ts';

export const TAX_YEARS: readonly TaxYear[] = ['2025-26', '2026-27'];

/** The spec's year. */
export const DEFAULT_TAX_YEAR: TaxYear = '2025-26';

/** A UK tax year runs from 6 April to 5 April (ITA 2007 s4). */
export const TAX_YEAR_START: Readonly<Record<TaxYear, string>> = {
  '2025-26': '2025-04-06',
  '2026-27': '2026-04-06',
};

export function isTaxYear(value: unknown): value is TaxYear {
  return typeof value === 'string' && (TAX_YEARS as readonly string[]).indexOf(value) >= 0;
}

/**
 * The year asked for, or the default when none is given. An unknown year throws rather than
 * silently using another year's rates; widgets check with `isTaxYear` and fall back themselves.
 */
export function yearOrDefault(taxYear: TaxYear | undefined): TaxYear {
  if (taxYear === undefined) return DEFAULT_TAX_YEAR;
  if (isTaxYear(taxYear)) return taxYear;
  throw new RangeError(
    `Unknown tax year "${String(taxYear)}": expected one of ${TAX_YEARS.join(', ')}`,
  );
}
