// Expense form: the monthly revenue is required, the additional expenses optional; both are amounts
// as people type them, refused below 0 or above the input limit like every other form's amounts.
import {
  EXPENSE_CATEGORIES,
  type ExpenseCategories,
  type ExpenseCategory,
} from '../../../engine/types.ts';
import { type ExpensesFormRaw, type ExpensesFormResult } from './types.ts';
import { amountField, optionalFieldsOf, toSwitch } from '../../../engine/forms/amount.ts';
import { field, parseFields, valueField } from '../../../engine/forms/fields.ts';

const expensesFormFields = {
  monthlyRevenue: amountField(
    'Monthly revenue must be positive',
    'Monthly revenue too large',
    'required',
  ),
  categories: valueField((raw): ExpenseCategories => {
    const ticked = {} as Record<ExpenseCategory, boolean>;
    for (const category of EXPENSE_CATEGORIES) ticked[category] = toSwitch(field(raw, category));
    return ticked;
  }),
  additionalExpenses: amountField(
    'Additional expenses must be positive',
    'Additional expenses too large',
    'optional',
  ),
};

/** The expense form's fields that may be left empty (and then count as 0). */
export const EXPENSES_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(expensesFormFields);

export function parseExpensesForm(raw: ExpensesFormRaw | null | undefined): ExpensesFormResult {
  return parseFields(expensesFormFields, raw);
}
