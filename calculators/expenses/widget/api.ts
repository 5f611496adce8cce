import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { EXPENSE_CATEGORIES } from '../../../engine/index.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import type { ExpenseCategory, ExpensesInput, ExpensesResult } from '../../../engine/index.ts';

export const expenseCalculatorApi = declareWidget({
  tag: 'acct-expense-calculator',
  name: 'Expense calculator',
  description:
    'Typical allowable business expenses, the taxable profit they leave and the tax they could save.',
  className: 'AcctExpenseCalculatorElement',
  reservedHeight: 'clamp(42.7em, calc(68.3em - 31.5cqw), 62.4em)',
  calculator: {
    id: 'expenses',
    title: 'Business expense calculator',
    route: '/bookkeeping',
    order: 3,
  },
  attributes: [
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute('monthly-revenue', 'Monthly revenue', 'revenue a month in pounds', '5000'),
    {
      name: 'categories',
      type: { kind: 'string' },
      field: { kind: 'list', values: EXPENSE_CATEGORIES },
      label: 'Expense categories',
      summary:
        'Categories ticked at the start, space-separated: office travel equipment marketing professional.',
      description:
        'Space- or comma-separated expense categories to start with ticked: `office`, `travel`, `equipment`, `marketing`, `professional` (e.g. `office travel`); unknown names are ignored. Applied when the widget loads and when the attribute changes. The visitor can change them.',
      example: 'office travel',
    },
    fieldAttribute(
      'additional-expenses',
      'Additional expenses',
      'other allowable costs over the year in pounds',
      '1000',
    ),
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctExpensesInput', 'AcctExpensesResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    { name: 'categories', description: 'the expense checkboxes group' },
    { name: 'checkbox', description: 'each expense checkbox row' },
    { name: 'note', description: 'the savings note' },
    WORKING_PART,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctExpenseCategory = ExpenseCategory;
export type AcctExpensesInput = ExpensesInput;
export type AcctExpensesResult = ExpensesResult;
