// Expense calculator: preset annual costs per ticked category plus the user's own figure, and the
// working of each figure.
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
  type ExpensesFigure,
  type ExpensesInput,
  type ExpensesResult,
  type Working,
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

/** The figures, unrounded and as the result shows them, with the categories ticked. */
function evaluate(input: ExpensesInput, parameters: ExpensesParameters) {
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
  const result: ExpensesResult = {
    annualRevenue: roundTo(annualRevenue, 2),
    totalExpenses: roundTo(totalExpenses, 2),
    taxableProfit: roundTo(taxableProfit, 2),
    estimatedSavings: roundTo(estimatedSavings, 2),
  };
  const exact = { annualRevenue, totalExpenses, estimatedSavings };
  return { result, exact, monthlyRevenue, additional, ticked, presets, taxRelief };
}

export function expensesEstimate(
  input: ExpensesInput,
  parameters: ExpensesParameters,
): ExpensesResult {
  return evaluate(input, parameters).result;
}

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
