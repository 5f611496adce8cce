// The calculators' public entry points: the year checked (always given, as the engine reads no
// clock), then each calculator with only the parameter groups it reads.
import { directorParameters, directorTax } from './calculators/director.ts';
import { compareStructures, incorporationParameters } from './calculators/incorporation.ts';
import { expensesEstimate, expensesParameters } from './calculators/expenses.ts';
import { payrollEstimate, payrollParameters } from './calculators/payroll.ts';
import { planSalaryAndDividends as plan, plannerParameters } from './calculators/planner.ts';
import { selfEmployedParameters, selfEmployedTax } from './calculators/self-employed.ts';
import { knownYear } from './parameters/tax-years.ts';
import type {
  BusinessStructureInput,
  BusinessStructureResult,
  DirectorInput,
  DirectorResult,
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

export function calculateSelfEmployed(
  input: SelfEmployedInput,
  taxYear: TaxYear,
): SelfEmployedResult {
  return selfEmployedTax(input, selfEmployedParameters(knownYear(taxYear)));
}

export function calculateDirector(input: DirectorInput, taxYear: TaxYear): DirectorResult {
  return directorTax(input, directorParameters(knownYear(taxYear)));
}

export function calculateExpenses(input: ExpensesInput, taxYear: TaxYear): ExpensesResult {
  return expensesEstimate(input, expensesParameters(knownYear(taxYear)));
}

export function calculatePayroll(input: PayrollInput, taxYear: TaxYear): PayrollResult {
  return payrollEstimate(input, payrollParameters(knownYear(taxYear)));
}

/**
 * The salary, to the pound, that leaves a company's one director-shareholder the most after tax when
 * everything left after corporation tax is paid as dividends, with the usual strategies beside it and
 * the take-home against salary for a chart.
 */
export function planSalaryAndDividends(input: PlannerInput, taxYear: TaxYear): PlannerResult {
  return plan(input, plannerParameters(knownYear(taxYear)));
}

/**
 * The same profit as a sole trader and as a one-director company paying the planner's advised
 * salary and dividends: each side's take-home, optionally after the practice's fees, the difference,
 * the profit from which a company first leaves more, and the difference against profit for a chart.
 */
export function compareBusinessStructures(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): BusinessStructureResult {
  const year = knownYear(taxYear);
  return compareStructures(input, year, incorporationParameters(year));
}
