// Expense calculator: preset annual costs per ticked category plus the user's own figure.
import { parameterUse, type TaxParameters } from '../parameters/parameters-for.ts';
import { EXPENSE_CATEGORIES, type ExpensesInput, type ExpensesResult } from '../types.ts';
import { roundTo, safeAmount } from './arithmetic.ts';
import { FigureSteps, gbp, percent } from './working.ts';

const MONTHS_PER_YEAR = 12;

export function expensesEstimate(input: ExpensesInput, parameters: TaxParameters): ExpensesResult {
  const { presets, taxRelief } = parameters.expenses;
  const monthlyRevenue = safeAmount(input.monthlyRevenue, parameters.inputLimit);
  const additional = safeAmount(input.additionalExpenses, parameters.inputLimit);
  const categories = input.categories ?? {};
  const ticked = EXPENSE_CATEGORIES.filter((category) => categories[category] === true);
  const presetTotal = ticked.reduce((sum, category) => sum + presets[category], 0);
  const annualRevenue = monthlyRevenue * MONTHS_PER_YEAR;
  const totalExpenses = presetTotal + additional;
  const taxableProfit = Math.max(0, annualRevenue - totalExpenses);
  const estimatedSavings = totalExpenses * taxRelief;

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

  return {
    annualRevenue: roundTo(annualRevenue, 2),
    totalExpenses: roundTo(totalExpenses, 2),
    taxableProfit: roundTo(taxableProfit, 2),
    estimatedSavings: roundTo(estimatedSavings, 2),
    working: [
      new FigureSteps()
        .add(`${gbp(monthlyRevenue)} a month × ${MONTHS_PER_YEAR}`, annualRevenue)
        .done('annualRevenue', 'Annual revenue', roundTo(annualRevenue, 2)),
      expenseSteps.done('totalExpenses', 'Total expenses', roundTo(totalExpenses, 2)),
      profitSteps.done('taxableProfit', 'Taxable profit', roundTo(taxableProfit, 2)),
      new FigureSteps()
        .add(
          `${gbp(totalExpenses)} at ${percent(taxRelief)} = ${gbp(estimatedSavings, true)}`,
          estimatedSavings,
          [parameterUse(parameters, 'expenses.taxRelief')],
        )
        .done('estimatedSavings', 'Estimated tax saving', roundTo(estimatedSavings, 2)),
    ],
  };
}
