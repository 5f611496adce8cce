// Expense calculator: preset annual costs per ticked category plus the user's own figure. The
// figures only: working.ts writes their working.
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { calculator, expensePresets, expenses } from '../../../engine/parameters/practice.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { MONTHS_PER_YEAR, roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { EXPENSE_CATEGORIES, type ExpenseCategory, type TaxYear } from '../../../engine/types.ts';
import type { ExpensesInput, ExpensesResult } from './types.ts';

/** The parameter groups the expense calculator reads: the practice's presets and estimates only. */
export type ExpensesParameters = ParametersOf<'expensePresets' | 'expenses' | 'calculator'>;

/** The expense calculator's groups for a tax year. */
export const expensesParameters: Resolver<ExpensesParameters> = /* @__PURE__ */ resolverFor({
  expensePresets,
  expenses,
  calculator,
});

/** The figures, unrounded and as the result shows them, with the categories ticked. */
export function evaluate(input: ExpensesInput, parameters: ExpensesParameters) {
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

/** The expense calculator's figures (`explainExpenses` gives their working). */
export function calculateExpenses(input: ExpensesInput, taxYear: TaxYear): ExpensesResult {
  return expensesEstimate(input, expensesParameters(knownYear(taxYear)));
}
