// Properties of the capital gains calculator over arbitrary years' worth of sales: finite figures
// that add up, tax that never falls as a gain or income rises or as losses fall, losses and the
// exempt amount set against the gains in the way leaving the least tax (checked against a search of
// every split), and a working that adds up to each figure and cites every step.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import type { TaxYear } from '../../../engine/types.ts';
import {
  calculateCapitalGains,
  capitalGainsParameters,
  chargeOf,
  type ChargeBasis,
} from './calculate.ts';
import type { CapitalGainsDisposal, CapitalGainsInput } from './types.ts';
import { explainCapitalGains } from './working.ts';

const pounds = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((p) => p / 100);
const day = fc
  .integer({ min: Date.UTC(2025, 3, 6), max: Date.UTC(2026, 3, 5) })
  .map((time) => new Date(time - (time % 86_400_000)).toISOString().slice(0, 10));

const disposal: fc.Arbitrary<CapitalGainsDisposal> = fc.record({
  kind: fc.constantFrom('other' as const, 'residential' as const),
  proceeds: pounds(400_000),
  cost: pounds(300_000),
  costs: pounds(20_000),
  badr: fc.boolean(),
  completionDate: fc.option(day, { nil: null }),
});

const input: fc.Arbitrary<CapitalGainsInput> = fc.record({
  disposals: fc.array(disposal, { minLength: 1, maxLength: 6 }),
  lossesThisYear: pounds(30_000),
  lossesBroughtForward: pounds(50_000),
  income: pounds(200_000),
  scottishTaxpayer: fc.boolean(),
  badrLifetimeUsed: fc.constantFrom(0, 500_000, 950_000, 1_000_000),
});

const year = fc.constantFrom(...TAX_YEARS);

const close = (a: number, b: number) => Math.abs(a - b) < 1e-6;

describe('capital gains properties', () => {
  it('finite figures that add up', () => {
    fc.assert(
      fc.property(input, year, (given, taxYear) => {
        const r = calculateCapitalGains(given, taxYear);
        const numbers = JSON.stringify(r).match(/-?\d+(\.\d+)?(e[+-]?\d+)?/g) ?? [];
        for (const text of numbers) expect(Number.isFinite(Number(text))).toBe(true);
        expect(JSON.stringify(r)).not.toMatch(/NaN|Infinity/);
        // Gains less what came off them are the taxable gains, and the slices share them out.
        expect(
          roundTo(
            r.gains -
              r.losses.thisYearUsed -
              r.annualExemptAmount.used -
              r.losses.broughtForwardUsed,
            2,
          ),
        ).toBe(r.taxableGains);
        const { badr, basicRate, higherRate } = r.charge;
        expect(
          close(roundTo(badr.amount + basicRate.amount + higherRate.amount, 2), r.taxableGains),
        ).toBe(true);
        expect(r.capitalGainsTax).toBeGreaterThanOrEqual(0);
        expect(
          Math.abs(badr.tax + basicRate.tax + higherRate.tax - r.capitalGainsTax),
        ).toBeLessThan(0.02);
        // The 60-day payments and the balancing payment make the year's tax.
        let paid = 0;
        for (const residential of r.residentialReturns) paid += residential.payment;
        expect(roundTo(paid + r.balancingPayment.amount, 2)).toBe(r.capitalGainsTax);
        // Losses used never exceed those there are; what is not used is carried on.
        expect(r.losses.thisYearUsed).toBeLessThanOrEqual(r.losses.thisYear);
        expect(r.losses.broughtForwardUsed).toBeLessThanOrEqual(r.losses.broughtForward);
        expect(r.annualExemptAmount.used).toBeLessThanOrEqual(r.annualExemptAmount.available);
        // BADR gains within the limit; the Scottish flag changes nothing.
        expect(r.badr.usedBefore + r.badr.usedThisYear).toBeLessThanOrEqual(
          Math.max(1_000_000, r.badr.usedBefore),
        );
        expect(
          calculateCapitalGains({ ...given, scottishTaxpayer: !given.scottishTaxpayer }, taxYear),
        ).toEqual(r);
      }),
      { numRuns: 300 },
    );
  });

  it('tax never falls as a gain or income rises, nor rises as losses do', () => {
    fc.assert(
      fc.property(input, year, pounds(50_000), fc.nat(5), (given, taxYear, more, which) => {
        const tax = (changed: CapitalGainsInput) =>
          calculateCapitalGains(changed, taxYear).capitalGainsTax;
        const base = tax(given);
        const index = which % given.disposals.length;
        const disposals = given.disposals.map((sale, at) =>
          at === index ? { ...sale, proceeds: sale.proceeds + more } : sale,
        );
        expect(tax({ ...given, disposals })).toBeGreaterThanOrEqual(base);
        expect(tax({ ...given, income: given.income + more })).toBeGreaterThanOrEqual(base);
        expect(
          tax({ ...given, lossesThisYear: (given.lossesThisYear ?? 0) + more }),
        ).toBeLessThanOrEqual(base);
        expect(
          tax({ ...given, lossesBroughtForward: (given.lossesBroughtForward ?? 0) + more }),
        ).toBeLessThanOrEqual(base);
      }),
      { numRuns: 300 },
    );
  });

  it('losses and the exempt amount come off the gains the way that leaves the least tax', () => {
    // Every split of the deductions between BADR gains and others, at 400 even steps and both ends,
    // against the split the rule chose (s1F, s1K(5)).
    const basis: fc.Arbitrary<ChargeBasis> = fc.record({
      badrGains: pounds(60_000),
      mainGains: pounds(60_000),
      lossesThisYear: pounds(20_000),
      lossesBroughtForward: pounds(20_000),
      basicRateBandLeft: pounds(37_700),
    });
    fc.assert(
      fc.property(basis, year, (b, taxYear) => {
        const p = capitalGainsParameters(taxYear as TaxYear);
        const chosen = chargeOf(b, p);
        const deductions = chosen.deductedFromBadr + chosen.deductedFromMain;
        const low = Math.max(0, deductions - b.mainGains);
        const high = Math.min(deductions, b.badrGains);
        const { badrRate, basicRate, higherRate } = p.capitalGains;
        const taxWith = (fromBadr: number) => {
          const badr = b.badrGains - fromBadr;
          const main = b.mainGains - (deductions - fromBadr);
          const basic = Math.min(main, Math.max(0, b.basicRateBandLeft - badr));
          return badr * badrRate + basic * basicRate + (main - basic) * higherRate;
        };
        const step = Math.max((high - low) / 400, 0.01);
        for (let x = low; x <= high; x += step) {
          expect(chosen.exactTax).toBeLessThanOrEqual(taxWith(x) + 1e-6);
        }
        expect(chosen.exactTax).toBeLessThanOrEqual(taxWith(high) + 1e-6);
      }),
      { numRuns: 200 },
    );
  });

  it('the working adds up to each figure, and every step cites a parameter or a rule', () => {
    fc.assert(
      fc.property(input, year, (given, taxYear) => {
        const result = calculateCapitalGains(given, taxYear) as unknown as Record<string, unknown>;
        for (const figure of explainCapitalGains(given, taxYear)) {
          let sum = 0;
          for (const step of figure.steps) {
            sum += step.amount ?? 0;
            const rounding = step.text.startsWith('Rounded to the nearest');
            if (!rounding) {
              expect(step.parameters.length + step.references.length, step.text).toBeGreaterThan(0);
            }
            for (const use of step.parameters) expect(use.references.length).toBeGreaterThan(0);
          }
          expect(Math.abs(sum - figure.value), figure.figure).toBeLessThan(1e-6);
          // The value is the result's own figure, found by its path.
          let at: unknown = result;
          for (const key of figure.figure.split('.')) at = (at as Record<string, unknown>)[key];
          expect(figure.value, figure.figure).toBe(at);
        }
      }),
      { numRuns: 200 },
    );
  });
});
