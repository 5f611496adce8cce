// The payroll calculator's working, written from the figures calculate.ts works out.
import { parameterUse } from '../../../engine/parameters/parameters-for.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { MONTHS_PER_YEAR } from '../../../engine/rules/arithmetic.ts';
import { FigureSteps, gbp } from '../../../engine/rules/working.ts';
import type { TaxYear, Working } from '../../../engine/types.ts';
import { evaluate, payrollParameters, type PayrollParameters } from './calculate.ts';
import type { PayrollFigure, PayrollInput } from './types.ts';

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

/** How `calculatePayroll(input, taxYear)` worked out each figure. */
export function explainPayroll(input: PayrollInput, taxYear: TaxYear): Working<PayrollFigure> {
  return payrollWorking(input, payrollParameters(knownYear(taxYear)));
}
