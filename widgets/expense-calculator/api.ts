import {
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  calculateEvent,
} from '../shared/shared-api.ts';
import { declareWidget } from '../shared/widget-api.ts';

export const expenseCalculatorApi = declareWidget({
  tag: 'acct-expense-calculator',
  name: 'Expense calculator',
  description:
    'Typical allowable business expenses, the taxable profit they leave and the tax they could save.',
  className: 'AcctExpenseCalculatorElement',
  attributes: [BOOKING_URL_ATTRIBUTE, HIDE_WORKING_ATTRIBUTE],
  events: [
    calculateEvent(
      'AcctExpensesInput',
      'AcctExpensesResult',
      '`{ taxYear: null, input: { monthlyRevenue, categories, additionalExpenses }, result: { annualRevenue, totalExpenses, taxableProfit, estimatedSavings } }`',
    ),
  ],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    { name: 'categories', description: 'the expense checkboxes group' },
    { name: 'checkbox', description: 'each expense checkbox row' },
    { name: 'note', description: 'the savings note' },
    WORKING_PART,
  ],
});
