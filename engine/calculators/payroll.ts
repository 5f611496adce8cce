// Payroll package cost against running payroll in house.
import type { TaxParameters } from '../parameters/parameters-for.ts';
import { PAYROLL_PACKAGE_FEATURES } from '../parameters/practice.ts';
import { PAYROLL_FREQUENCIES, type PayrollInput, type PayrollResult } from '../types.ts';
import { roundTo, safeAmount } from './arithmetic.ts';

const MONTHS_PER_YEAR = 12;

/** Whole employees: a part of a person still needs a payslip, so fractions round up. */
export function employeeCount(value: number, limit: number): number {
  return Math.ceil(safeAmount(value, limit));
}

export function payrollEstimate(input: PayrollInput, parameters: TaxParameters): PayrollResult {
  const fees = parameters.payroll;
  const employees = employeeCount(input.employees, parameters.inputLimit);
  const monthlyCost =
    employees <= fees.basicMaxEmployees
      ? fees.basicMonthlyFee
      : employees <= fees.standardMaxEmployees
        ? employees * fees.standardPerEmployee
        : employees * fees.largePerEmployee;
  const annualCost = monthlyCost * MONTHS_PER_YEAR;
  const comparisonCost =
    employees * fees.comparisonHoursPerEmployee * fees.comparisonHourlyRate * MONTHS_PER_YEAR +
    employees * fees.comparisonAnnualPerEmployee;
  const frequency = PAYROLL_FREQUENCIES.includes(input.frequency) ? input.frequency : 'monthly';
  return {
    monthlyCost: roundTo(monthlyCost, 2),
    annualCost: roundTo(annualCost, 2),
    savings: roundTo(Math.max(0, comparisonCost - annualCost), 2),
    comparisonCost: roundTo(comparisonCost, 2),
    includes: PAYROLL_PACKAGE_FEATURES,
    frequency,
  };
}
