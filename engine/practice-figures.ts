// The practice's own figures the site quotes (fees, presets, the input limit, the VAT rate its fees
// are quoted with), each resolving only its group, apart from the calculators so the pages that quote a fee carry no calculator.
import { resolverFor, type TaxParameters } from './parameters/parameters-for.ts';
import { accountancyFees, calculator, expensePresets, payroll } from './parameters/practice.ts';
import { TAX_YEARS } from './parameters/tax-years.ts';
import { vat } from './parameters/vat.ts';
import type { ExpenseCategory, TaxYear } from './types.ts';

// The practice quotes its figures as they stand in the newest year the engine has: constants, so
// they read no clock.
const NEWEST_YEAR = TAX_YEARS[TAX_YEARS.length - 1]!;

// The constants below each resolve their one group in a function marked free of side effects, so
// a bundle that does not read a constant drops it and its group (a property read after a call at
// module level would count as a side effect).

/* #__NO_SIDE_EFFECTS__ */
function expensePresetsOf(taxYear: TaxYear): Readonly<Record<ExpenseCategory, number>> {
  return resolverFor({ expensePresets })(taxYear).expensePresets;
}

/* #__NO_SIDE_EFFECTS__ */
function payrollFeesOf(taxYear: TaxYear): TaxParameters['payroll'] {
  return resolverFor({ payroll })(taxYear).payroll;
}

/** Annual preset amounts of the expense calculator's five categories, in pounds. */
export const EXPENSE_PRESETS: Readonly<Record<ExpenseCategory, number>> =
  /* @__PURE__ */ expensePresetsOf(NEWEST_YEAR);

/* #__NO_SIDE_EFFECTS__ */
function inputLimitOf(taxYear: TaxYear): number {
  return resolverFor({ calculator })(taxYear).calculator.inputLimit;
}

/** The calculators' largest accepted amount (10,000,000), the same in every tax year. */
export const CALCULATOR_INPUT_LIMIT: number = /* @__PURE__ */ inputLimitOf(NEWEST_YEAR);

/** The payroll packages' fees and employee bands, as the payroll calculator charges them. */
export const PAYROLL_FEES: TaxParameters['payroll'] = /* @__PURE__ */ payrollFeesOf(NEWEST_YEAR);

/* #__NO_SIDE_EFFECTS__ */
function accountancyFeesOf(taxYear: TaxYear): TaxParameters['accountancyFees'] {
  return resolverFor({ accountancyFees })(taxYear).accountancyFees;
}

/**
 * The fixed fees of a sole trader's and a small company's year: the self-employed return (VAT
 * included), the smallest company's accounts and corporation tax return (before VAT), as the
 * business structure comparison charges them.
 */
export const ACCOUNTANCY_FEES: TaxParameters['accountancyFees'] =
  /* @__PURE__ */ accountancyFeesOf(NEWEST_YEAR);

/* #__NO_SIDE_EFFECTS__ */
function vatRateOf(taxYear: TaxYear): number {
  return resolverFor({ vat })(taxYear).vat.standardRate;
}

/** The standard rate of VAT (0.2), added to the fees quoted before VAT. */
export const VAT_RATE: number = /* @__PURE__ */ vatRateOf(NEWEST_YEAR);
