// Payroll package cost against running payroll in house.
import {
  parameterUse,
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../parameters/parameters-for.ts';
import { PAYROLL_PACKAGE_FEATURES, calculator, payroll } from '../parameters/practice.ts';
import { PAYROLL_FREQUENCIES, type PayrollInput, type PayrollResult } from '../types.ts';
import { MONTHS_PER_YEAR, roundTo, safeAmount } from './arithmetic.ts';
import { FigureSteps, gbp } from './working.ts';

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

export function payrollEstimate(input: PayrollInput, parameters: PayrollParameters): PayrollResult {
  const fees = parameters.payroll;
  const param = (name: string) => parameterUse(parameters, `payroll.${name}`);
  const employees = employeeCount(input.employees, parameters.calculator.inputLimit);
  const monthly = new FigureSteps();
  let monthlyCost: number;
  if (employees <= fees.basicMaxEmployees) {
    monthlyCost = fees.basicMonthlyFee;
    monthly.add(
      `${employees} employees: Basic package, ${gbp(fees.basicMonthlyFee)} a month`,
      monthlyCost,
      [param('basicMaxEmployees'), param('basicMonthlyFee')],
    );
  } else if (employees <= fees.standardMaxEmployees) {
    monthlyCost = employees * fees.standardPerEmployee;
    monthly.add(
      `${employees} employees × ${gbp(fees.standardPerEmployee)} (Standard package)`,
      monthlyCost,
      [param('standardMaxEmployees'), param('standardPerEmployee')],
    );
  } else {
    monthlyCost = employees * fees.largePerEmployee;
    monthly.add(
      `${employees} employees × ${gbp(fees.largePerEmployee)} (above ${fees.standardMaxEmployees} employees)`,
      monthlyCost,
      [param('standardMaxEmployees'), param('largePerEmployee')],
    );
  }
  const annualCost = monthlyCost * MONTHS_PER_YEAR;
  const inHouseTime =
    employees * fees.comparisonHoursPerEmployee * fees.comparisonHourlyRate * MONTHS_PER_YEAR;
  const inHouseYearly = employees * fees.comparisonAnnualPerEmployee;
  const comparisonCost = inHouseTime + inHouseYearly;
  const savings = Math.max(0, comparisonCost - annualCost);
  const frequency = PAYROLL_FREQUENCIES.indexOf(input.frequency) >= 0 ? input.frequency : 'monthly';

  const savingsSteps = new FigureSteps()
    .add(`In-house cost ${gbp(comparisonCost)}`, comparisonCost)
    .add(`Less our annual fee ${gbp(annualCost)}`, -annualCost);
  if (comparisonCost < annualCost)
    savingsSteps.add('No saving is shown as £0', annualCost - comparisonCost);

  return {
    monthlyCost: roundTo(monthlyCost, 2),
    annualCost: roundTo(annualCost, 2),
    savings: roundTo(savings, 2),
    comparisonCost: roundTo(comparisonCost, 2),
    includes: PAYROLL_PACKAGE_FEATURES,
    frequency,
    working: [
      monthly.done('monthlyCost', 'Monthly cost', roundTo(monthlyCost, 2)),
      new FigureSteps()
        .add(`${gbp(monthlyCost)} × ${MONTHS_PER_YEAR} months`, annualCost)
        .done('annualCost', 'Annual cost', roundTo(annualCost, 2)),
      new FigureSteps()
        .add(
          `${employees} × ${fees.comparisonHoursPerEmployee} hours × ${gbp(fees.comparisonHourlyRate)} × ${MONTHS_PER_YEAR} months`,
          inHouseTime,
          [param('comparisonHoursPerEmployee'), param('comparisonHourlyRate')],
        )
        .add(`${employees} × ${gbp(fees.comparisonAnnualPerEmployee)} a year`, inHouseYearly, [
          param('comparisonAnnualPerEmployee'),
        ])
        .done('comparisonCost', 'In-house cost', roundTo(comparisonCost, 2)),
      savingsSteps.done('savings', 'Saving', roundTo(savings, 2)),
    ],
  };
}
