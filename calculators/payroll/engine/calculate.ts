// Payroll package cost against running payroll in house. The figures only: working.ts writes their
// working.
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import {
  PAYROLL_PACKAGE_FEATURES,
  calculator,
  payroll,
} from '../../../engine/parameters/practice.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { MONTHS_PER_YEAR, roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { PAYROLL_FREQUENCIES, type PayrollInput, type PayrollResult } from './types.ts';

/** The parameter groups the payroll calculator reads: the practice's fees only. */
export type PayrollParameters = ParametersOf<'payroll' | 'calculator'>;

/** The payroll calculator's groups for a tax year. */
export const payrollParameters: Resolver<PayrollParameters> = /* @__PURE__ */ resolverFor({
  payroll,
  calculator,
});

/** Whole employees: a part of a person still needs a payslip, so fractions round up. */
export function employeeCount(value: number, limit: number): number {
  return Math.ceil(safeAmount(value, limit));
}

/** The package's fee band for a number of employees, and its monthly fee. */
function monthlyFee(employees: number, fees: PayrollParameters['payroll']) {
  if (employees <= fees.basicMaxEmployees) {
    return { band: 'basic' as const, monthlyCost: fees.basicMonthlyFee };
  }
  if (employees <= fees.standardMaxEmployees) {
    return { band: 'standard' as const, monthlyCost: employees * fees.standardPerEmployee };
  }
  return { band: 'large' as const, monthlyCost: employees * fees.largePerEmployee };
}

/** The figures, unrounded and as the result shows them. */
export function evaluate(input: PayrollInput, parameters: PayrollParameters) {
  const fees = parameters.payroll;
  const employees = employeeCount(input.employees, parameters.calculator.inputLimit);
  const { band, monthlyCost } = monthlyFee(employees, fees);
  const annualCost = monthlyCost * MONTHS_PER_YEAR;
  const inHouseTime =
    employees * fees.comparisonHoursPerEmployee * fees.comparisonHourlyRate * MONTHS_PER_YEAR;
  const inHouseYearly = employees * fees.comparisonAnnualPerEmployee;
  const comparisonCost = inHouseTime + inHouseYearly;
  const savings = Math.max(0, comparisonCost - annualCost);
  const frequency = PAYROLL_FREQUENCIES.indexOf(input.frequency) >= 0 ? input.frequency : 'monthly';
  const result: PayrollResult = {
    monthlyCost: roundTo(monthlyCost, 2),
    annualCost: roundTo(annualCost, 2),
    savings: roundTo(savings, 2),
    comparisonCost: roundTo(comparisonCost, 2),
    includes: PAYROLL_PACKAGE_FEATURES,
    frequency,
  };
  const exact = { monthlyCost, annualCost, inHouseTime, inHouseYearly, comparisonCost };
  return { result, exact, employees, band };
}

export function payrollEstimate(input: PayrollInput, parameters: PayrollParameters): PayrollResult {
  return evaluate(input, parameters).result;
}

/** The payroll calculator's figures (`explainPayroll` gives their working). */
export function calculatePayroll(input: PayrollInput, taxYear: TaxYear): PayrollResult {
  return payrollEstimate(input, payrollParameters(knownYear(taxYear)));
}
