// Expense form: the spec validates nothing here, so amounts are clamped to 0..limit and never refused.
import * as z from 'zod/mini';
import { EXPENSE_CATEGORIES, type ExpensesFormRaw, type ExpensesFormResult } from '../types.ts';
import { INPUT_LIMIT, clampedAmountField, field, toFormResult } from './amount.ts';

const ticked = z.transform(
  (value: unknown) => value === true || value === 'on' || value === 'true',
);

export const expensesFormSchema = z.object({
  monthlyRevenue: clampedAmountField(INPUT_LIMIT),
  categories: z.object({
    office: ticked,
    travel: ticked,
    equipment: ticked,
    marketing: ticked,
    professional: ticked,
  }),
  additionalExpenses: clampedAmountField(INPUT_LIMIT),
});

export function parseExpensesForm(raw: ExpensesFormRaw | null | undefined): ExpensesFormResult {
  const categories = field(raw, 'categories');
  return toFormResult(
    expensesFormSchema.safeParse({
      monthlyRevenue: field(raw, 'monthlyRevenue'),
      categories: Object.fromEntries(
        EXPENSE_CATEGORIES.map((category) => [category, field(categories, category)]),
      ),
      additionalExpenses: field(raw, 'additionalExpenses'),
    }),
  );
}
