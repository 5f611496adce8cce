// The calculators' working, a pass of its own beside their figures (calculate.ts): each takes the
// same input and year as its calculator and gives the steps of every figure that calculator shows,
// read from the same rules. A widget calls it only where it shows the working.
import { directorParameters } from './calculators/director.ts';
import { directorWorking } from './calculators/director-working.ts';
import { expensesParameters, expensesWorking } from './calculators/expenses.ts';
import { incorporationParameters } from './calculators/incorporation.ts';
import { comparisonWorking } from './calculators/incorporation-working.ts';
import { payrollParameters, payrollWorking } from './calculators/payroll.ts';
import { plannerParameters } from './calculators/planner.ts';
import { plannerWorking } from './calculators/planner-working.ts';
import { selfEmployedParameters } from './calculators/self-employed.ts';
import { selfEmployedWorking } from './calculators/self-employed-working.ts';
import { knownYear } from './parameters/tax-years.ts';
import type {
  BusinessStructureFigure,
  BusinessStructureInput,
  DirectorFigure,
  DirectorInput,
  ExpensesFigure,
  ExpensesInput,
  PayrollFigure,
  PayrollInput,
  PlannerFigure,
  PlannerInput,
  SelfEmployedFigure,
  SelfEmployedInput,
  TaxYear,
  Working,
} from './types.ts';

/** How `calculateSelfEmployed(input, taxYear)` worked out each figure. */
export function explainSelfEmployed(
  input: SelfEmployedInput,
  taxYear: TaxYear,
): Working<SelfEmployedFigure> {
  return selfEmployedWorking(input, selfEmployedParameters(knownYear(taxYear)));
}

/** How `calculateDirector(input, taxYear)` worked out each figure. */
export function explainDirector(input: DirectorInput, taxYear: TaxYear): Working<DirectorFigure> {
  return directorWorking(input, directorParameters(knownYear(taxYear)));
}

/** How `calculateExpenses(input, taxYear)` worked out each figure. */
export function explainExpenses(input: ExpensesInput, taxYear: TaxYear): Working<ExpensesFigure> {
  return expensesWorking(input, expensesParameters(knownYear(taxYear)));
}

/** How `calculatePayroll(input, taxYear)` worked out each figure. */
export function explainPayroll(input: PayrollInput, taxYear: TaxYear): Working<PayrollFigure> {
  return payrollWorking(input, payrollParameters(knownYear(taxYear)));
}

/** How `planSalaryAndDividends(input, taxYear)` worked out the advised split's figures. */
export function explainSalaryAndDividends(
  input: PlannerInput,
  taxYear: TaxYear,
): Working<PlannerFigure> {
  return plannerWorking(input, plannerParameters(knownYear(taxYear)));
}

/**
 * How `compareBusinessStructures(input, taxYear)` worked out its figures: the sole trader's working,
 * then the company's (the planner's), each figure under its side's name, then the comparison's own.
 */
export function explainBusinessStructures(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): Working<BusinessStructureFigure> {
  const year = knownYear(taxYear);
  return comparisonWorking(input, year, incorporationParameters(year));
}
