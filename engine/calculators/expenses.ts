// Expense calculator: preset annual costs per ticked category plus the user's own figure.
import type { TaxParameters } from '../parameters/parameters-for.ts';
import { EXPENSE_CATEGORIES, type ExpensesInput, type ExpensesResult } from '../types.ts';
import { roundTo, safeAmount } from './arithmetic.ts';

const MONTHS_PER_YEAR = 12;

export function expensesEstimate(input: ExpensesInput, parameters: TaxParameters): ExpensesResult {
  const { presets, taxRelief } = parameters.expenses;
  const monthlyRevenue = safeAmount(input.monthlyRevenue, parameters.inputLimit);
  const additional = safeAmount(input.additionalExpenses, parameters.inputLimit);
  const categories = input.categories ?? {};
  const presetTotal = EXPENSE_CATEGORIES.reduce(
    (sum, category) => (categories[category] === true ? sum + presets[category] : sum),
    0,
  );
  const annualRevenue = monthlyRevenue * MONTHS_PER_YEAR;
  const totalExpenses = presetTotal + additional;
  return {
    annualRevenue: roundTo(annualRevenue, 2),
    totalExpenses: roundTo(totalExpenses, 2),
    taxableProfit: roundTo(Math.max(0, annualRevenue - totalExpenses), 2),
    estimatedSavings: roundTo(totalExpenses * taxRelief, 2),
  };
}
