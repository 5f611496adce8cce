// Properties the rental income calculator holds for any input, in every tax year: finite figures,
// sums that add up, the reduction's three limits, tax that never falls as income rises (outside the
// Scottish starter band, where the law's 20% reduction can beat a 19% tax), and working that adds up
// to each figure it explains and cites a source for every parameter.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { STUDENT_LOAN_PLANS, type FigureWorking } from '../../../engine/types.ts';
import { evaluate } from './figures.ts';
import { propertyParameters } from './tax.ts';
import { OTHER_INCOME_KINDS, type PropertyInput } from './types.ts';
import { propertyWorking } from './working.ts';

const money = fc.double({ min: 0, max: 10_000_000, noNaN: true });
const everyday = fc.integer({ min: 0, max: 250_000 });

const inputs = fc.record({
  rents: fc.oneof(everyday, money),
  expenses: fc.oneof(fc.constant(0), everyday),
  financeCosts: fc.oneof(fc.constant(0), everyday),
  ownershipShare: fc.oneof(fc.constant(100), fc.integer({ min: 1, max: 100 })),
  propertyAllowance: fc.boolean(),
  financeCostsBroughtForward: fc.oneof(fc.constant(0), everyday),
  otherIncome: fc.oneof(fc.constant(0), everyday),
  otherIncomeKind: fc.constantFrom(...OTHER_INCOME_KINDS),
  tradingTurnover: fc.oneof(fc.constant(0), everyday),
  scottishTaxpayer: fc.boolean(),
  studentLoanPlans: fc.subarray([...STUDENT_LOAN_PLANS]),
});

/** Every number in a value, however deep. */
function numbersIn(value: unknown): number[] {
  if (typeof value === 'number') return [value];
  if (typeof value !== 'object' || value === null) return [];
  return Object.values(value).flatMap(numbersIn);
}

/** The steps of each figure add up to it, it is the figure the result shows, and each use is cited. */
function expectWorkingAddsUp(working: readonly FigureWorking[], result: object): void {
  for (const { figure, value, steps } of working) {
    const sum = steps.reduce((total, step) => total + (step.amount ?? 0), 0);
    expect(Math.abs(sum - value), figure).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(value)));
    const shown = figure
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], result);
    expect(value, figure).toBe(shown);
    for (const step of steps) {
      expect(step.text.length, figure).toBeGreaterThan(0);
      expect(step.text, figure).not.toMatch(/NaN|undefined|Infinity/);
      for (const use of step.parameters) expect(use.references.length, use.name).toBeGreaterThan(0);
    }
  }
}

/** 97% of £38,825 of finance costs, relieved at 22% in 2027-28: £8,285.255, half a penny. */
const HALF_A_PENNY: PropertyInput = {
  rents: 38_825,
  expenses: 0,
  financeCosts: 38_825,
  ownershipShare: 97,
  propertyAllowance: false,
  financeCostsBroughtForward: 0,
  otherIncome: 12_570,
  otherIncomeKind: 'employment',
  tradingTurnover: 0,
  scottishTaxpayer: false,
  studentLoanPlans: [],
};

describe.each(TAX_YEARS)('the rental income calculator in %s', (year) => {
  const p = propertyParameters(year);

  it('gives finite figures that add up, and working that adds up to each', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { result: r } = evaluate(input, p);
        expect(numbersIn(r).every(Number.isFinite)).toBe(true);
        expect(r.selfAssessmentBill).toBeCloseTo(
          r.incomeTaxDue + r.class4NI + r.studentLoanRepayment,
          6,
        );
        const relief = r.financeCostRelief;
        expect(relief.reliefBase).toBeLessThanOrEqual(relief.relievable);
        expect(relief.reliefBase).toBeLessThanOrEqual(r.propertyProfit);
        expect(relief.reliefBase).toBeLessThanOrEqual(relief.adjustedTotalIncome);
        // Half a penny rounds up, as the engine rounds: 37,660.25 × 22% = 8,285.255 is £8,285.26,
        // which Math.round on the binary product (828,525.4999…) would make £8,285.25.
        expect(relief.reduction + relief.unusable).toBeCloseTo(
          roundTo(relief.rate * relief.reliefBase, 2),
          6,
        );
        if (!r.propertyAllowance.claimed) {
          expect(relief.carriedForward + relief.reliefBase).toBeCloseTo(relief.relievable, 6);
        }
        expect(r.incomeTax).toBeGreaterThanOrEqual(0);
        expect(r.company.yourShare).toBeCloseTo(r.company.profitAfterTax * r.share, 1);
        expectWorkingAddsUp(propertyWorking(input, p), r);
      }),
      // Always also the case whose relief is exactly half a penny (8,285.255 in 2027-28).
      { numRuns: 150, examples: [[HALF_A_PENNY]] },
    );
  });

  it('says which of the allowance and the expenses is better the same way, whichever is claimed', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const claimed = evaluate({ ...input, propertyAllowance: true }, p).result.propertyAllowance;
        const not = evaluate({ ...input, propertyAllowance: false }, p).result.propertyAllowance;
        expect(claimed.better).toBe(not.better);
        expect(claimed.difference).toBe(not.difference);
      }),
      { numRuns: 100 },
    );
  });

  it('never lowers the income tax as the rents or the other income rise (outside Scotland)', () => {
    const field = fc.constantFrom('rents', 'otherIncome' as const);
    fc.assert(
      fc.property(inputs, field, everyday, (input, name, extra) => {
        const plain: PropertyInput = { ...input, scottishTaxpayer: false };
        const more = { ...plain, [name]: (plain[name] ?? 0) + extra };
        const before = evaluate(plain, p).result;
        const after = evaluate(more, p).result;
        expect(after.incomeTax).toBeGreaterThanOrEqual(before.incomeTax - 1e-9);
        if (name === 'rents') expect(after.propertyTax).toBeGreaterThanOrEqual(before.propertyTax);
      }),
      { numRuns: 150 },
    );
  });
});
