// Payroll package cost against running payroll in house, and the working of each figure.
import {
  parameterUse,
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../parameters/parameters-for.ts';
import { PAYROLL_PACKAGE_FEATURES, calculator, payroll } from '../parameters/practice.ts';
import {
  PAYROLL_FREQUENCIES,
  type PayrollFigure,
  type PayrollInput,
  type PayrollResult,
  type Working,
} from '../types.ts';
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
function evaluate(input: PayrollInput, parameters: PayrollParameters) {
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

/** Each figure's working: the package's fee, the year's, the in-house cost and the saving. */
export function payrollWorking(
  input: PayrollInput,
  parameters: PayrollParameters,
): Working<PayrollFigure> {
  const fees = parameters.payroll;
  const param = (name: string) => parameterUse(parameters, `payroll.${name}`);
  const { result, exact, employees, band } = evaluate(input, parameters);
  const { monthlyCost, annualCost, inHouseTime, inHouseYearly, comparisonCost } = exact;
  const monthly = new FigureSteps();
  if (band === 'basic') {
    monthly.add(
      `${employees} employees: Basic package, ${gbp(fees.basicMonthlyFee)} a month`,
      monthlyCost,
      [param('basicMaxEmployees'), param('basicMonthlyFee')],
    );
  } else if (band === 'standard') {
    monthly.add(
      `${employees} employees × ${gbp(fees.standardPerEmployee)} (Standard package)`,
      monthlyCost,
      [param('standardMaxEmployees'), param('standardPerEmployee')],
    );
  } else {
    monthly.add(
      `${employees} employees × ${gbp(fees.largePerEmployee)} (above ${fees.standardMaxEmployees} employees)`,
      monthlyCost,
      [param('standardMaxEmployees'), param('largePerEmployee')],
    );
  }
  const savingsSteps = new FigureSteps()
    .add(`In-house cost ${gbp(comparisonCost)}`, comparisonCost)
    .add(`Less our annual fee ${gbp(annualCost)}`, -annualCost);
  if (comparisonCost < annualCost)
    savingsSteps.add('No saving is shown as £0', annualCost - comparisonCost);
  return [
    monthly.done('monthlyCost', 'Monthly cost', result.monthlyCost),
    new FigureSteps()
      .add(`${gbp(monthlyCost)} × ${MONTHS_PER_YEAR} months`, annualCost)
      .done('annualCost', 'Annual cost', result.annualCost),
    new FigureSteps()
      .add(
        `${employees} × ${fees.comparisonHoursPerEmployee} hours × ${gbp(fees.comparisonHourlyRate)} × ${MONTHS_PER_YEAR} months`,
        inHouseTime,
        [param('comparisonHoursPerEmployee'), param('comparisonHourlyRate')],
      )
      .add(`${employees} × ${gbp(fees.comparisonAnnualPerEmployee)} a year`, inHouseYearly, [
        param('comparisonAnnualPerEmployee'),
      ])
      .done('comparisonCost', 'In-house cost', result.comparisonCost),
    savingsSteps.done('savings', 'Saving', result.savings),
  ];
}
