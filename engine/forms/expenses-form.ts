// Expense form: the spec validates nothing here, so amounts are clamped to 0..limit and never refused.
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategories,
  type ExpenseCategory,
  type ExpensesFormRaw,
  type ExpensesFormResult,
} from '../types.ts';
import { CALCULATOR_INPUT_LIMIT } from '../practice-figures.ts';
import { clampedAmountField, toSwitch } from './amount.ts';
import { field, parseFields, valueField } from './fields.ts';

const expensesFormFields = {
  monthlyRevenue: clampedAmountField(CALCULATOR_INPUT_LIMIT),
  categories: valueField(
    (raw): ExpenseCategories =>
      Object.fromEntries(
        EXPENSE_CATEGORIES.map((category) => [category, toSwitch(field(raw, category))]),
      ) as Record<ExpenseCategory, boolean>,
  ),
  additionalExpenses: clampedAmountField(CALCULATOR_INPUT_LIMIT),
};

export function parseExpensesForm(raw: ExpensesFormRaw | null | undefined): ExpensesFormResult {
  return parseFields(expensesFormFields, raw);
}
