import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import { PAYROLL_PACKAGE_FEATURES } from '../../../engine/parameters/practice.ts';
import { PAYROLL_FREQUENCIES } from './types.ts';
import { payrollEstimate, payrollParameters } from './calculate.ts';
import { payrollWorking } from './working.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { expectWorkingAddsUp } from '../../../engine/rules/testing.ts';

const parameters = payrollParameters('2025-26');

interface Case {
  name: string;
  employees: number;
  monthlyCost: number;
  annualCost: number;
  comparisonCost: number;
  savings: number;
}

// Fee: £25 a month up to 5 employees; £6 each for 6–20; £4 each above 20. Annual = monthly × 12.
// Comparison = employees × 2 × 25 × 12 + employees × 100 (= 700 per employee). Savings never below 0.
const cases: Case[] = [
  // 25 × 12 = 300; comparison 0; savings max(0, 0 − 300) = 0.
  {
    name: 'no employees',
    employees: 0,
    monthlyCost: 25,
    annualCost: 300,
    comparisonCost: 0,
    savings: 0,
  },
  // comparison 700; savings 700 − 300 = 400.
  {
    name: 'one employee',
    employees: 1,
    monthlyCost: 25,
    annualCost: 300,
    comparisonCost: 700,
    savings: 400,
  },
  // Top of Basic: comparison 3,500; savings 3,200.
  {
    name: '5 employees (Basic edge)',
    employees: 5,
    monthlyCost: 25,
    annualCost: 300,
    comparisonCost: 3_500,
    savings: 3_200,
  },
  // 6 × 6 = 36; 432 a year; comparison 4,200; savings 3,768.
  {
    name: '6 employees (Standard starts)',
    employees: 6,
    monthlyCost: 36,
    annualCost: 432,
    comparisonCost: 4_200,
    savings: 3_768,
  },
  // 20 × 6 = 120; 1,440; comparison 14,000; savings 12,560.
  {
    name: '20 employees (Standard edge)',
    employees: 20,
    monthlyCost: 120,
    annualCost: 1_440,
    comparisonCost: 14_000,
    savings: 12_560,
  },
  // 21 × 4 = 84; 1,008; comparison 14,700; savings 13,692.
  {
    name: '21 employees (per-employee rate of 4)',
    employees: 21,
    monthlyCost: 84,
    annualCost: 1_008,
    comparisonCost: 14_700,
    savings: 13_692,
  },
  // 100 × 4 = 400; 4,800; comparison 70,000; savings 65,200.
  {
    name: '100 employees',
    employees: 100,
    monthlyCost: 400,
    annualCost: 4_800,
    comparisonCost: 70_000,
    savings: 65_200,
  },
  // Fractions round up: 5.5 → 6 employees, as the 6-employee case.
  {
    name: '5.5 employees count as 6',
    employees: 5.5,
    monthlyCost: 36,
    annualCost: 432,
    comparisonCost: 4_200,
    savings: 3_768,
  },
];

describe('payrollEstimate', () => {
  it.each(cases)('$name', ({ name: _name, employees, ...expected }) => {
    const result = payrollEstimate(
      { employees, averageSalary: 30_000, frequency: 'monthly' },
      parameters,
    );
    expect(result).toMatchObject(expected);
    expect(result.includes).toEqual(PAYROLL_PACKAGE_FEATURES);
  });

  it('records the frequency without changing the fee', () => {
    const fees = PAYROLL_FREQUENCIES.map((frequency) => {
      const result = payrollEstimate({ employees: 12, averageSalary: 0, frequency }, parameters);
      expect(result.frequency).toBe(frequency);
      return result.annualCost;
    });
    expect(new Set(fees).size).toBe(1);
  });

  it('lists what the package includes', () => {
    const { includes } = payrollEstimate(
      { employees: 3, averageSalary: 0, frequency: 'weekly' },
      parameters,
    );
    expect(includes.length).toBeGreaterThanOrEqual(5);
    expect(includes.some((item) => item.includes('RTI'))).toBe(true);
  });

  it('keeps savings = max(0, comparison − annual) and every figure finite', () => {
    const anyNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity));
    fc.assert(
      fc.property(anyNumber, anyNumber, (employees, averageSalary) => {
        const r = payrollEstimate({ employees, averageSalary, frequency: 'monthly' }, parameters);
        for (const value of [r.monthlyCost, r.annualCost, r.comparisonCost, r.savings]) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
        expect(r.savings).toBe(Math.max(0, r.comparisonCost - r.annualCost));
        expect(r.annualCost).toBe(r.monthlyCost * 12);
      }),
    );
  });
});

describe.each(TAX_YEARS)('the payroll calculator in %s', (year) => {
  it('gives finite figures, each explained by a working that adds up to it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 500 }), (employees) => {
        const staff = { employees, averageSalary: 0, frequency: 'monthly' as const };
        const p = payrollParameters(year);
        const pay = payrollEstimate(staff, p);
        expect(pay.annualCost).toBe(pay.monthlyCost * 12);
        expectWorkingAddsUp(payrollWorking(staff, p), pay);
      }),
    );
  });
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach what it does beyond the plain case. */
const onAPage = (engine: Engine) => {
  const input = { employees: 12, averageSalary: 28_000, frequency: 'weekly' } as const;
  return {
    figures: engine.calculatePayroll(input, '2025-26'),
    working: engine.explainPayroll(input, '2025-26'),
    form: engine.parsePayrollForm({ employees: '12', averageSalary: '28k', frequency: 'weekly' }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  });
});
