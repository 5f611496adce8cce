// The one date every test runs at, so a test that depends on "today" (the calculators' starting
// tax year, the year the site is prerendered for) gives the same answer on any day it runs. Plain
// data: the Playwright fixture (test.ts), the Vitest setup and the test build (run-tests.ts) read it.
import { taxYearOn, taxYearStart, TAX_YEARS, type TaxYear } from '../../engine/index.ts';

/** The tests' today: 25 November 2025, inside 2025/26, the year the figures in the tests are for. */
export const TEST_DATE = new Date('2025-11-25T12:00:00Z');

/** The year the tests' today falls in. */
export const TEST_TAX_YEAR: TaxYear = taxYearOn(TEST_DATE);

/** The test build's date as SOURCE_DATE_EPOCH (seconds): its pages are prerendered for TEST_TAX_YEAR. */
export const TEST_SOURCE_DATE_EPOCH = String(TEST_DATE.getTime() / 1000);

/** Noon (UK time) on the first day of `year`, a date inside it for tests that move the clock. */
export function dateIn(year: TaxYear): Date {
  return new Date(`${taxYearStart(year)}T11:00:00Z`);
}

/** A year the engine has after the tests' own, for tests that prove the default moves with the clock. */
export const LATER_TAX_YEAR: TaxYear = TAX_YEARS[TAX_YEARS.indexOf(TEST_TAX_YEAR) + 1]!;
