// Properties over arbitrary pay and circumstances: finite figures, the parts adding up to the pay,
// each figure's working adding up to it, take-home never falling as pay rises.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTakeHome } from './figures.ts';
import { explainTakeHome } from './working.ts';
import { TAX_CODE_REGIONS } from './tax-code.ts';
import type { TakeHomeInput } from './types.ts';

const input = fc.record({
  pay: fc.integer({ min: 0, max: 300_000 }),
  frequency: fc.constantFrom('weekly', 'fortnightly', 'four-weekly', 'monthly' as const),
  extraPayday: fc.boolean(),
  bonus: fc.integer({ min: 0, max: 20_000 }),
  residence: fc.constantFrom(...TAX_CODE_REGIONS),
  studentLoanPlans: fc.subarray(['plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'] as const),
  pensionMethod: fc.option(
    fc.constantFrom('relief-at-source', 'net-pay', 'salary-sacrifice' as const),
    { nil: undefined },
  ),
  pensionEmployeePercent: fc.constantFrom(0, 3, 5, 10),
  pensionEmployerPercent: fc.constantFrom(0, 3, 5),
  pensionBasis: fc.constantFrom('qualifying-earnings', 'all-pay' as const),
  childBenefitChildren: fc.integer({ min: 0, max: 3 }),
  overStatePensionAge: fc.boolean(),
}) as fc.Arbitrary<TakeHomeInput>;

const years = fc.constantFrom('2025-26', '2026-27', '2027-28' as const);

describe('take-home properties', () => {
  it('every figure is finite and the year’s parts add up to the pay', () => {
    fc.assert(
      fc.property(input, years, (given, year) => {
        const r = calculateTakeHome(given, year);
        let parts = 0;
        for (const share of r.breakdown) {
          expect(Number.isFinite(share.amount)).toBe(true);
          parts += share.amount;
        }
        expect(Math.abs(parts - r.grossPay)).toBeLessThan(0.005);
        let slips = 0;
        for (const slip of r.payslips) slips += slip.takeHome;
        expect(Math.abs(slips - r.takeHome)).toBeLessThan(0.005);
        expect(Number.isFinite(r.marginal.keeps)).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('each figure’s working adds up to it', () => {
    fc.assert(
      fc.property(input, years, (given, year) => {
        for (const figure of explainTakeHome(given, year)) {
          let sum = 0;
          for (const step of figure.steps) sum += step.amount ?? 0;
          expect(Math.abs(sum - figure.value), figure.figure).toBeLessThan(1e-6);
        }
      }),
      { numRuns: 30 },
    );
  });

  it('more pay never leaves less after the year (monthly, standard code, no pension)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 250_000 }),
        fc.integer({ min: 1, max: 5_000 }),
        years,
        (pay, more, year) => {
          const now = calculateTakeHome({ pay }, year);
          const next = calculateTakeHome({ pay: pay + more }, year);
          expect(next.afterTheYear!.takeHome).toBeGreaterThanOrEqual(
            now.afterTheYear!.takeHome - 0.01,
          );
        },
      ),
      { numRuns: 60 },
    );
  });
});
