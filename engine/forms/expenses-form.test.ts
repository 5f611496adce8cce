import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseExpensesForm } from './expenses-form.ts';

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
        categories: {
          office: true,
          travel: true,
          equipment: false,
          marketing: false,
          professional: false,
        },
        additionalExpenses: 250.5,
      },
    });
  });

  it('never refuses: negative becomes 0 and huge becomes the limit', () => {
    const result = parseExpensesForm({ monthlyRevenue: '1e400', additionalExpenses: '-20' });
    expect(result).toMatchObject({
      success: true,
      data: { monthlyRevenue: 10_000_000, additionalExpenses: 0 },
    });
  });

  it('is total over arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.anything(), (revenue, extra, categories) => {
        const result = parseExpensesForm({
          monthlyRevenue: revenue,
          additionalExpenses: extra,
          categories: categories as never,
        });
        expect(result.success).toBe(true);
        if (result.success) {
          expect(Number.isFinite(result.data.monthlyRevenue)).toBe(true);
          expect(Number.isFinite(result.data.additionalExpenses)).toBe(true);
        }
      }),
    );
  });
});
