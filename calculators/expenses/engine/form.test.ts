import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectHostileInputHandled } from '../../../engine/forms/testing.ts';
import { EXPENSES_OPTIONAL_FIELDS, parseExpensesForm } from './form.ts';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';

const NO_CATEGORIES = {
  office: false,
  travel: false,
  equipment: false,
  marketing: false,
  professional: false,
};

describe('parseExpensesForm', () => {
  it('reads amounts and ticked categories', () => {
    expect(
      parseExpensesForm({
        monthlyRevenue: '£4,000',
        categories: { office: true, travel: 'on', marketing: false },
        additionalExpenses: '250.50',
      }),
    ).toEqual({
      success: true,
      data: {
        monthlyRevenue: 4_000,
        categories: { ...NO_CATEGORIES, office: true, travel: true },
        additionalExpenses: 250.5,
      },
    });
  });

  it('requires the revenue; the additional expenses may be left empty', () => {
    expect(EXPENSES_OPTIONAL_FIELDS).toEqual(['additionalExpenses']);
    expect(parseExpensesForm({ monthlyRevenue: '4k' })).toEqual({
      success: true,
      data: { monthlyRevenue: 4_000, categories: NO_CATEGORIES, additionalExpenses: 0 },
    });
    expect(parseExpensesForm({ monthlyRevenue: '', additionalExpenses: '' })).toEqual({
      success: false,
      errors: { monthlyRevenue: AMOUNT_HINT },
    });
  });

  it('refuses what is not an amount, negative amounts and amounts above the limit', () => {
    expect(parseExpensesForm({ monthlyRevenue: 'abc', additionalExpenses: '-20' })).toEqual({
      success: false,
      errors: {
        monthlyRevenue: AMOUNT_HINT,
        additionalExpenses: 'Additional expenses must be positive',
      },
    });
    expect(parseExpensesForm({ monthlyRevenue: '10.5m', additionalExpenses: '(5)' })).toEqual({
      success: false,
      errors: {
        monthlyRevenue: 'Monthly revenue too large',
        additionalExpenses: 'Additional expenses must be positive',
      },
    });
  });

  it('is total over arbitrary text: finite amounts or messages', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.anything(), (revenue, extra, categories) => {
        const result = parseExpensesForm({
          monthlyRevenue: revenue,
          additionalExpenses: extra,
          categories: categories as never,
        });
        if (result.success) {
          expect(Number.isFinite(result.data.monthlyRevenue)).toBe(true);
          expect(Number.isFinite(result.data.additionalExpenses)).toBe(true);
        } else {
          for (const message of Object.values(result.errors)) expect(message).toBeTruthy();
        }
      }),
    );
  });
});

describe('parseExpensesForm over input a page could hand a widget', () => {
  it('reads what throws as missing, refuses objects, never throws or gives a non-finite number', () => {
    expectHostileInputHandled(parseExpensesForm, [
      'monthlyRevenue',
      'categories',
      'additionalExpenses',
    ]);
  });
});
