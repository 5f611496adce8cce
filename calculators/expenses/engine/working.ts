// The expense calculator's working, written from the figures calculate.ts works out.
import { parameterUse } from '../../../engine/parameters/parameters-for.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { MONTHS_PER_YEAR } from '../../../engine/rules/arithmetic.ts';
import { FigureSteps, gbp, percent } from '../../../engine/rules/working.ts';
import type { TaxYear, Working } from '../../../engine/types.ts';
import { evaluate, expensesParameters, type ExpensesParameters } from './calculate.ts';
import type { ExpensesFigure, ExpensesInput } from './types.ts';

/** Each figure's working: the year's revenue, the expenses, the profit and the tax they save. */
export function expensesWorking(
  input: ExpensesInput,
  parameters: ExpensesParameters,
): Working<ExpensesFigure> {
  const { result, exact, monthlyRevenue, additional, ticked, presets, taxRelief } = evaluate(
    input,
    parameters,
  );
  const { annualRevenue, totalExpenses, estimatedSavings } = exact;
  const expenseSteps = new FigureSteps();
  for (const category of ticked) {
    expenseSteps.add(`${category}: ${gbp(presets[category])} a year`, presets[category], [
      parameterUse(parameters, `expensePresets.${category}`),
    ]);
  }
  expenseSteps.add(`Additional expenses ${gbp(additional)}`, additional);
  const profitSteps = new FigureSteps()
    .add(`Annual revenue ${gbp(annualRevenue)}`, annualRevenue)
    .add(`Less total expenses ${gbp(totalExpenses)}`, -totalExpenses);
  if (annualRevenue < totalExpenses) {
    profitSteps.add('A loss counts as no profit', totalExpenses - annualRevenue);
  }
  return [
    new FigureSteps()
      .add(`${gbp(monthlyRevenue)} a month × ${MONTHS_PER_YEAR}`, annualRevenue)
      .done('annualRevenue', 'Annual revenue', result.annualRevenue),
    expenseSteps.done('totalExpenses', 'Total expenses', result.totalExpenses),
    profitSteps.done('taxableProfit', 'Taxable profit', result.taxableProfit),
    new FigureSteps()
      .add(
        `${gbp(totalExpenses)} at ${percent(taxRelief)} = ${gbp(estimatedSavings, true)}`,
        estimatedSavings,
        [parameterUse(parameters, 'expenses.taxRelief')],
      )
      .done('estimatedSavings', 'Estimated tax saving', result.estimatedSavings),
  ];
}

/** How `calculateExpenses(input, taxYear)` worked out each figure. */
export function explainExpenses(input: ExpensesInput, taxYear: TaxYear): Working<ExpensesFigure> {
  return expensesWorking(input, expensesParameters(knownYear(taxYear)));
}
