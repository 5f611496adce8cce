import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import { EXPENSE_CATEGORIES } from '../../../engine/types.ts';
import { type ExpensesInput, type ExpensesResult } from './types.ts';
import { expensesEstimate, expensesParameters } from './calculate.ts';
import { expensesWorking } from './working.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { expectWorkingAddsUp } from '../../../engine/rules/testing.ts';

const parameters = expensesParameters('2025-26');
const none = {
  office: false,
  travel: false,
  equipment: false,
  marketing: false,
  professional: false,
};
const all = { office: true, travel: true, equipment: true, marketing: true, professional: true };

interface Case {
  name: string;
  input: ExpensesInput;
  expected: ExpensesResult;
}

// Presets a year: office 2,400, travel 1,800, equipment 1,200, marketing 1,500, professional 2,000.
const cases: Case[] = [
  {
    // Nothing at all.
    name: 'no revenue and no expenses',
    input: { monthlyRevenue: 0, categories: none, additionalExpenses: 0 },
    expected: { annualRevenue: 0, totalExpenses: 0, taxableProfit: 0, estimatedSavings: 0 },
  },
  {
    // 5,000 × 12 = 60,000; 2,400 + 1,800 + 100 = 4,300; profit 55,700; savings 4,300 × 20% = 860.
    name: 'two categories and an additional amount',
    input: {
      monthlyRevenue: 5_000,
      categories: { office: true, travel: true },
      additionalExpenses: 100,
    },
    expected: {
      annualRevenue: 60_000,
      totalExpenses: 4_300,
      taxableProfit: 55_700,
      estimatedSavings: 860,
    },
  },
  {
    // All five presets 8,900; revenue 500 × 12 = 6,000 < 8,900 so profit 0; savings 8,900 × 20% = 1,780.
    name: 'expenses above revenue give no taxable profit',
    input: { monthlyRevenue: 500, categories: all, additionalExpenses: 0 },
    expected: {
      annualRevenue: 6_000,
      totalExpenses: 8_900,
      taxableProfit: 0,
      estimatedSavings: 1_780,
    },
  },
  {
    // 12,570 a month → 150,840; expenses 1,200 + 12,570 = 13,770; profit 137,070; savings 2,754.
    name: 'one category with additional expenses',
    input: { monthlyRevenue: 12_570, categories: { equipment: true }, additionalExpenses: 12_570 },
    expected: {
      annualRevenue: 150_840,
      totalExpenses: 13_770,
      taxableProfit: 137_070,
      estimatedSavings: 2_754,
    },
  },
  {
    // 10,000,000 × 12 = 120,000,000; expenses 8,900 + 10,000,000 = 10,008,900;
    // profit 109,991,100; savings 2,001,780.
    name: 'amounts at the input limit',
    input: { monthlyRevenue: 10_000_000, categories: all, additionalExpenses: 10_000_000 },
    expected: {
      annualRevenue: 120_000_000,
      totalExpenses: 10_008_900,
      taxableProfit: 109_991_100,
      estimatedSavings: 2_001_780,
    },
  },
];

describe('expensesEstimate', () => {
  it.each(cases)('$name', ({ input, expected }) => {
    expect(expensesEstimate(input, parameters)).toMatchObject(expected);
  });

  it('counts each preset only when ticked', () => {
    for (const category of EXPENSE_CATEGORIES) {
      const result = expensesEstimate(
        { monthlyRevenue: 0, categories: { [category]: true }, additionalExpenses: 0 },
        parameters,
      );
      expect(result.totalExpenses).toBe(parameters.expensePresets[category]);
    }
  });

  it('keeps every figure finite and non-negative', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity));
    fc.assert(
      fc.property(
        anyNumber,
        anyNumber,
        fc.record({ office: fc.boolean(), travel: fc.boolean() }),
        (monthlyRevenue, additionalExpenses, categories) => {
          const result = expensesEstimate(
            { monthlyRevenue, categories, additionalExpenses },
            parameters,
          );
          for (const value of Object.values(result)) {
            expect(Number.isFinite(value)).toBe(true);
            expect(value).toBeGreaterThanOrEqual(0);
          }
        },
      ),
    );
  });
});

describe.each(TAX_YEARS)('the expense calculator in %s', (year) => {
  it('gives finite figures, each explained by a working that adds up to it', () => {
    const money = fc.double({ min: 0, max: 10_000_000, noNaN: true });
    fc.assert(
      fc.property(money, money, (revenue, extra) => {
        const spent = {
          monthlyRevenue: revenue,
          categories: { office: true },
          additionalExpenses: extra,
        };
        const p = expensesParameters(year);
        expectWorkingAddsUp(expensesWorking(spent, p), expensesEstimate(spent, p));
      }),
    );
  });
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach what it does beyond the plain case. */
const onAPage = (engine: Engine) => {
  const input = {
    monthlyRevenue: 4_000,
    categories: { office: true, travel: true, professional: true },
    additionalExpenses: 500,
  };
  return {
    figures: engine.calculateExpenses(input, '2025-26'),
    working: engine.explainExpenses(input, '2025-26'),
    form: engine.parseExpensesForm({ monthlyRevenue: '4 000', categories: { office: 'on' } }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  });
});
