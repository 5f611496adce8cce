// The tax years the engine has rates for: the one list every year id, label, start date and check
// derives from. A new year is its parameter values and citations plus one entry here.

/** The years the engine has, oldest first. */
export const TAX_YEARS = ['2025-26', '2026-27'] as const;

/** A tax year the engine has, by id (`'2025-26'`: 6 April 2025 to 5 April 2026). */
export type TaxYear = (typeof TAX_YEARS)[number];

/** The spec's year, the first the engine has. */
export const DEFAULT_TAX_YEAR: TaxYear = TAX_YEARS[0];

const startYearOf = (year: string): number => Number(year.slice(0, 4));

/** The id of the year starting on 6 April of `startYear`, whether the engine has it or not. */
const idOfYearStarting = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

export function isTaxYear(value: unknown): value is TaxYear {
  return typeof value === 'string' && (TAX_YEARS as readonly string[]).indexOf(value) >= 0;
}

/** A UK tax year runs from 6 April to 5 April (ITA 2007 s4): `'2025-26'` → `'2025-04-06'`. */
export function taxYearStart(year: TaxYear): string {
  return `${startYearOf(year)}-04-06`;
}

/** A year as people write it and the calculators show it: `'2025-26'` → `'2025/26'`; any year's id. */
export function taxYearLabel(year: string): string {
  return year.replace('-', '/');
}

/**
 * The id of the year after `year` (`'2026-27'` → `'2027-28'`): the next year a caller may ask for
 * before the engine has it, which `isTaxYear` refuses while it is not in `TAX_YEARS`.
 */
export function taxYearAfter(year: TaxYear): string {
  return idOfYearStarting(startYearOf(year) + 1);
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
