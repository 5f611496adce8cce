// Expense calculator: preset annual costs per ticked category plus the user's own figure.
import {
  parameterUse,
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../parameters/parameters-for.ts';
import { calculator, expensePresets, expenses } from '../parameters/practice.ts';
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategory,
  type ExpensesInput,
  type ExpensesResult,
} from '../types.ts';
import { MONTHS_PER_YEAR, roundTo, safeAmount } from './arithmetic.ts';
import { FigureSteps, gbp, percent } from './working.ts';

/** The parameter groups the expense calculator reads: the practice's presets and estimates only. */
export type ExpensesParameters = ParametersOf<'expensePresets' | 'expenses' | 'calculator'>;

/** The expense calculator's groups for a tax year. */
export const expensesParameters: Resolver<ExpensesParameters> = /* @__PURE__ */ resolverFor({
  expensePresets,
  expenses,
  calculator,
});

export function expensesEstimate(
  input: ExpensesInput,
  parameters: ExpensesParameters,
): ExpensesResult {
  const presets = parameters.expensePresets;
  const { taxRelief } = parameters.expenses;
  const { inputLimit } = parameters.calculator;
  const monthlyRevenue = safeAmount(input.monthlyRevenue, inputLimit);
  const additional = safeAmount(input.additionalExpenses, inputLimit);
  const categories = input.categories ?? {};
  const ticked: ExpenseCategory[] = [];
  let presetTotal = 0;
  for (const category of EXPENSE_CATEGORIES) {
    if (categories[category] !== true) continue;
    ticked.push(category);
    presetTotal += presets[category];
  }
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
