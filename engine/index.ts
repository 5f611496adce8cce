// The engine's public API: nothing else in engine/ is imported from outside.
import { directorTax } from './calculators/director.ts';
import { expensesEstimate } from './calculators/expenses.ts';
import { payrollEstimate } from './calculators/payroll.ts';
import { selfEmployedTax } from './calculators/self-employed.ts';
import { parametersFor } from './parameters/parameters-for.ts';
import { DEFAULT_TAX_YEAR, isTaxYear } from './parameters/tax-years.ts';
import type {
  DirectorInput,
  DirectorResult,
  ExpenseCategory,
  ExpensesInput,
  ExpensesResult,
  PayrollInput,
  PayrollResult,
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
export { EXPENSE_CATEGORIES, PAYROLL_FREQUENCIES } from './types.ts';
export type * from './types.ts';

/** An unknown tax year falls back to the default rather than throwing in a widget. */
function yearOrDefault(taxYear: TaxYear | undefined): TaxYear {
  return isTaxYear(taxYear) ? taxYear : DEFAULT_TAX_YEAR;
}

/** Annual preset amounts of the expense calculator's five categories, in pounds. */
export const EXPENSE_PRESETS: Readonly<Record<ExpenseCategory, number>> =
  parametersFor(DEFAULT_TAX_YEAR).expenses.presets;

/** The calculators' largest accepted amount (10,000,000). */
export const CALCULATOR_INPUT_LIMIT: number = parametersFor(DEFAULT_TAX_YEAR).inputLimit;

/** The payroll packages' fees and employee bands, as the payroll calculator charges them. */
export const PAYROLL_FEES = parametersFor(DEFAULT_TAX_YEAR).payroll;

export function calculateSelfEmployed(
  input: SelfEmployedInput,
  taxYear?: TaxYear,
): SelfEmployedResult {
  return selfEmployedTax(input, parametersFor(yearOrDefault(taxYear)));
}

export function calculateDirector(input: DirectorInput, taxYear?: TaxYear): DirectorResult {
  return directorTax(input, parametersFor(yearOrDefault(taxYear)));
}

export function calculateExpenses(input: ExpensesInput, taxYear?: TaxYear): ExpensesResult {
  return expensesEstimate(input, parametersFor(yearOrDefault(taxYear)));
}

export function calculatePayroll(input: PayrollInput, taxYear?: TaxYear): PayrollResult {
  return payrollEstimate(input, parametersFor(yearOrDefault(taxYear)));
}
