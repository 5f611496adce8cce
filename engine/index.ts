// The engine's public API: nothing else in engine/ is imported from outside.
import { directorParameters, directorTax } from './calculators/director.ts';
import { expensesEstimate, expensesParameters } from './calculators/expenses.ts';
import { payrollEstimate, payrollParameters } from './calculators/payroll.ts';
import { planSalaryAndDividends as plan, plannerParameters } from './calculators/planner.ts';
import { selfEmployedParameters, selfEmployedTax } from './calculators/self-employed.ts';
import { INPUT_LIMIT } from './forms/amount.ts';
import { corporationTax, employerNI } from './parameters/company.ts';
import { dividends, incomeTax, savings, scottishIncomeTax } from './parameters/income-tax.ts';
import { employeeNI, selfEmployedNI } from './parameters/national-insurance.ts';
import { resolverFor, type TaxParameters } from './parameters/parameters-for.ts';
import { expensePresets, payroll } from './parameters/practice.ts';
import { paymentsOnAccount, pensions, studentLoans } from './parameters/self-assessment.ts';
import { DEFAULT_TAX_YEAR, TAX_YEARS, isTaxYear } from './parameters/tax-years.ts';
import type {
  DirectorInput,
  DirectorResult,
  ExpenseCategory,
  ExpensesInput,
  ExpensesResult,
  PayrollInput,
  PayrollResult,
  PlannerInput,
  PlannerResult,
  SelfEmployedInput,
  SelfEmployedResult,
  TaxYear,
} from './types.ts';

export { DEFAULT_TAX_YEAR, TAX_YEARS, isTaxYear } from './parameters/tax-years.ts';
export { PAYROLL_PACKAGE_FEATURES } from './parameters/practice.ts';
export { parseSelfEmployedForm } from './forms/self-employed-form.ts';
export { parseDirectorForm } from './forms/director-form.ts';
export { parseExpensesForm } from './forms/expenses-form.ts';
export { parsePayrollForm } from './forms/payroll-form.ts';
export { parsePlannerForm } from './forms/planner-form.ts';
export { EXPENSE_CATEGORIES, PAYROLL_FREQUENCIES, STUDENT_LOAN_PLANS } from './types.ts';
export type * from './types.ts';

/** Rates and thresholds of a tax year, as `ratesFor` returns them (rates as fractions). */
export type TaxRates = Pick<
  TaxParameters,
  | 'incomeTax'
  | 'dividends'
  | 'savings'
  | 'selfEmployedNI'
  | 'employeeNI'
  | 'scottishIncomeTax'
  | 'studentLoans'
  | 'pensions'
  | 'paymentsOnAccount'
  | 'employerNI'
  | 'corporationTax'
>;

/**
 * The year asked for, or the default when none is given. An unknown year throws rather than
 * silently using another year's rates; widgets check with `isTaxYear` and fall back themselves.
 */
function yearOrDefault(taxYear: TaxYear | undefined): TaxYear {
  if (taxYear === undefined) return DEFAULT_TAX_YEAR;
  if (isTaxYear(taxYear)) return taxYear;
  throw new RangeError(
    `Unknown tax year ${JSON.stringify(taxYear)}: expected one of ${TAX_YEARS.join(', ')}`,
  );
}

// Every tax group but the practice's figures: only a bundle that calls ratesFor carries them all.
const rates = /* @__PURE__ */ resolverFor({
  incomeTax,
  dividends,
  savings,
  selfEmployedNI,
  employeeNI,
  scottishIncomeTax,
  studentLoans,
  pensions,
  paymentsOnAccount,
  employerNI,
  corporationTax,
});

/**
 * The rates and thresholds in force in `taxYear` (default: the default year), for text that quotes
 * them: `ratesFor('2026-27').dividends.ordinaryRate` is 0.1075. Throws a RangeError for an unknown year.
 */
export function ratesFor(taxYear?: TaxYear): TaxRates {
  const p = rates(yearOrDefault(taxYear));
  return {
    incomeTax: p.incomeTax,
    dividends: p.dividends,
    savings: p.savings,
    selfEmployedNI: p.selfEmployedNI,
    employeeNI: p.employeeNI,
    scottishIncomeTax: p.scottishIncomeTax,
    studentLoans: p.studentLoans,
    pensions: p.pensions,
    paymentsOnAccount: p.paymentsOnAccount,
    employerNI: p.employerNI,
    corporationTax: p.corporationTax,
  };
}

// The constants below each resolve their one group in a function marked free of side effects, so
// a bundle that does not read a constant drops it and its group (a property read after a call at
// module level would count as a side effect).

/* #__NO_SIDE_EFFECTS__ */
function expensePresetsOf(taxYear: TaxYear): Readonly<Record<ExpenseCategory, number>> {
  return resolverFor({ expensePresets })(taxYear).expenses.presets;
}

/* #__NO_SIDE_EFFECTS__ */
function payrollFeesOf(taxYear: TaxYear): TaxParameters['payroll'] {
  return resolverFor({ payroll })(taxYear).payroll;
}

/** Annual preset amounts of the expense calculator's five categories, in pounds. */
export const EXPENSE_PRESETS: Readonly<Record<ExpenseCategory, number>> =
  /* @__PURE__ */ expensePresetsOf(DEFAULT_TAX_YEAR);

/** The calculators' largest accepted amount (10,000,000). */
export const CALCULATOR_INPUT_LIMIT: number = INPUT_LIMIT;

/** The payroll packages' fees and employee bands, as the payroll calculator charges them. */
export const PAYROLL_FEES: TaxParameters['payroll'] =
  /* @__PURE__ */ payrollFeesOf(DEFAULT_TAX_YEAR);

export function calculateSelfEmployed(
  input: SelfEmployedInput,
  taxYear?: TaxYear,
): SelfEmployedResult {
  return selfEmployedTax(input, selfEmployedParameters(yearOrDefault(taxYear)));
}

export function calculateDirector(input: DirectorInput, taxYear?: TaxYear): DirectorResult {
  return directorTax(input, directorParameters(yearOrDefault(taxYear)));
}

export function calculateExpenses(input: ExpensesInput, taxYear?: TaxYear): ExpensesResult {
  return expensesEstimate(input, expensesParameters(yearOrDefault(taxYear)));
}

export function calculatePayroll(input: PayrollInput, taxYear?: TaxYear): PayrollResult {
  return payrollEstimate(input, payrollParameters(yearOrDefault(taxYear)));
}

/**
 * The salary, to the pound, that leaves a company's one director-shareholder the most after tax when
 * everything left after corporation tax is paid as dividends, with the usual strategies beside it and
 * the take-home against salary for a chart.
 */
export function planSalaryAndDividends(input: PlannerInput, taxYear?: TaxYear): PlannerResult {
  return plan(input, plannerParameters(yearOrDefault(taxYear)));
}
