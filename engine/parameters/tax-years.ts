// The tax years the engine has rates for: the one list every year id, label, start date and check
// derives from. A new year is one entry here, and a value or a review for it in every parameter
// (see parameter.ts); the engine refuses a year any parameter has not been reviewed for.

/** The years the engine has, oldest first. */
export const TAX_YEARS = ['2025-26', '2026-27', '2027-28'] as const;

/** A tax year the engine has, by id (`'2025-26'`: 6 April 2025 to 5 April 2026). */
export type TaxYear = (typeof TAX_YEARS)[number];

/**
 * The years whose figures are not all law yet: some only announced, others not announced and the
 * year before's assumed (each such value is marked provisional in the parameter files, and
 * parameters.test.ts checks that a year is listed here exactly when one of its values is). The
 * calculators say so when one of these years is chosen.
 */
export const PROVISIONAL_TAX_YEARS: readonly TaxYear[] = ['2027-28'];

export function isProvisionalYear(year: TaxYear): boolean {
  return PROVISIONAL_TAX_YEARS.indexOf(year) >= 0;
}

const startYearOf = (year: string): number => Number(year.slice(0, 4));

/** The id of the year starting on 6 April of `startYear`, whether the engine has it or not. */
const idOfYearStarting = (startYear: number): string =>
  `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;

/** The id of the year that starts on `date`, a 6 April (`'2028-04-06'` → `'2028-29'`), known or not. */
export const taxYearStartingOn = (date: string): string => idOfYearStarting(startYearOf(date));

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

const HOUR_MS = 3_600_000;

/** 01:00 UTC on the last Sunday of a month (0-based): when UK summer time starts (March) or ends (October). */
function lastSundayAtOne(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 24 * HOUR_MS;
}

/**
 * The calendar date in the UK at `instant`, 'YYYY-MM-DD': the day a tax year starts on, and the
 * day a due date is compared with. The UK keeps GMT, and GMT + 1 from 01:00 GMT on the last Sunday
 * in March to 01:00 GMT on the last Sunday in October (Summer Time Act 1972 s1, as the Summer Time
 * Order 2002 set it). Written out rather than read with Intl: a page's first Intl formatter loads
 * the browser's locale data, a long task on a phone.
 */
export function ukDateOn(instant: Date): string {
  const time = instant.getTime();
  const year = instant.getUTCFullYear();
  const summer = time >= lastSundayAtOne(year, 2) && time < lastSundayAtOne(year, 9);
  return new Date(time + (summer ? HOUR_MS : 0)).toISOString().slice(0, 10);
}

/**
 * The year the instant `date` falls in, among the years the engine has: the last whose 6 April is
 * on or before the UK's date then. A date before the first year's start (or an invalid date) gives
 * the first year, one after the last year's start the last. Pure: the caller says what "today" is.
 */
export function taxYearOn(date: Date): TaxYear {
  if (Number.isNaN(date.getTime())) return TAX_YEARS[0];
  const today = ukDateOn(date);
  let year: TaxYear = TAX_YEARS[0];
  for (const candidate of TAX_YEARS) if (today >= taxYearStart(candidate)) year = candidate;
  return year;
}

/**
 * The year asked for, checked: an unknown year throws rather than silently using another year's
 * rates; widgets check with `isTaxYear` and fall back themselves.
 */
export function knownYear(taxYear: TaxYear): TaxYear {
  if (isTaxYear(taxYear)) return taxYear;
  throw new RangeError(
    `Unknown tax year "${String(taxYear)}": expected one of ${TAX_YEARS.join(', ')}`,
  );
}
