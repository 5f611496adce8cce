// Properties the director calculator holds in every tax year, and its placement of the allowance
// checked against a search of the placements.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { expectWorkingAddsUp } from '../../../engine/rules/testing.ts';
import { STUDENT_LOAN_PLANS } from '../../../engine/types.ts';
import { directorParameters, directorTax } from './calculate.ts';
import { directorWorking } from './working.ts';
import { incomeTaxWithSplit } from './testing.ts';

const money = fc.double({ min: 0, max: 10_000_000, noNaN: true });
const everyday = fc.integer({ min: 0, max: 200_000 });

describe.each(TAX_YEARS)('the director calculator in %s', (year) => {
  const forDirector = directorParameters(year);

  const circumstances = fc.record({
    scottishTaxpayer: fc.boolean(),
    studentLoanPlans: fc.subarray([...STUDENT_LOAN_PLANS]),
    pensionContributions: fc.oneof(fc.constant(0), money),
    unusedAnnualAllowance: fc.oneof(fc.constant(0), everyday),
    childBenefitChildren: fc.integer({ min: 0, max: 4 }),
    // Not 'transfer': a transferor whose income rises into the higher rate loses the election
    // (ITA 2007 s55C(1)(c)) and gets the whole allowance back, so tax can fall as income rises.
    marriageAllowance: fc.constantFrom(undefined, 'receive' as const),
  });

  it('director: finite, adds up, working adds up; never falls as any income rises, but where more salary relieves more contributions', () => {
    const inputs = fc.record({ salary: money, dividends: money, savings: money });
    const field = fc.constantFrom('salary', 'dividends', 'savings' as const);
    fc.assert(
      fc.property(inputs, field, money, circumstances, (plain, name, extra, c) => {
        const input = { ...plain, ...c };
        const r = directorTax(input, forDirector);
        const more = directorTax({ ...input, [name]: input[name] + extra }, forDirector);
        expect(
          Math.abs(r.netIncome + r.totalTax + r.studentLoanRepayment - r.totalIncome),
        ).toBeLessThanOrEqual(0.01);
        // Contributions beyond the salary: more salary relieves more of them, extending the bands
        // an annual allowance charge is taxed in, so tax can rightly fall (FA 2004 s190, s192).
        const moreRelieved =
          name === 'salary' && r.pensionRelief.relieved < r.pensionRelief.contributions;
        if (!moreRelieved) expect(more.totalTax).toBeGreaterThanOrEqual(r.totalTax);
        const split = r.breakdown.allowanceSplit;
        // Each part and the total income are rounded to pennies on their own, so pence can differ:
        // 62.761914 + 0.003086 of income shows as 62.77, its split as 62.76 + 0.00.
        const allowanceUsed = Math.min(r.breakdown.personalAllowance, r.totalIncome);
        expect(
          Math.abs(split.salary + split.savings + split.dividends - allowanceUsed),
        ).toBeLessThanOrEqual(0.02);
        expectWorkingAddsUp(directorWorking(input, forDirector), r);
      }),
    );
  });

  it('director: no placement of the allowance the year allows gives less tax, and the best equals it', () => {
    // Scottish bands on salary and pension-extended bands included: their edges are candidates too.
    const pension = fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40_000 }));
    fc.assert(
      fc.property(
        everyday,
        everyday,
        everyday,
        fc.boolean(),
        pension,
        (salary, dividends, savings, scottishTaxpayer, pensionContributions) => {
          const input = { salary, dividends, savings, scottishTaxpayer, pensionContributions };
          const r = directorTax(input, forDirector);
          const engineTax = r.salaryTax + r.savingsTax + r.dividendTax;
          const allowance = Math.min(r.breakdown.personalAllowance, r.totalIncome);
          const taxWith = (toSalary: number, toSavings: number): number | null => {
            const toDividends = allowance - toSalary - toSavings;
            if (toSalary > salary || toSavings > savings) return null;
            if (toDividends < -1e-9 || toDividends > dividends + 1e-9) return null;
            const split = { salary: toSalary, savings: toSavings, dividends: toDividends };
            return incomeTaxWithSplit(input, split, forDirector);
          };
          // A coarse grid over every split, then a £10 search around its best point: the parameters'
          // edges are whole multiples of £10, so with whole-pound incomes near the optimum this finds it.
          const coarse = Math.max(10, Math.ceil(allowance / 40 / 10) * 10);
          let best = { tax: Infinity, salary: 0, savings: 0 };
          const consider = (toSalary: number, toSavings: number) => {
            const tax = taxWith(toSalary, toSavings);
            if (tax !== null && tax < best.tax)
              best = { tax, salary: toSalary, savings: toSavings };
          };
          const edges = (limit: number, step: number) => {
            const points = [];
            for (let x = 0; x < limit; x += step) points.push(x);
            points.push(limit);
            return points;
          };
          // From 2027-28 the allowance goes against salary first (Finance Act 2026 s6): only the
          // rest is placed, between savings and dividends.
          const salaryFirst = forDirector.incomeTax.allowanceAgainstOtherIncomeFirst === 1;
          const salaryShares = salaryFirst
            ? [Math.min(allowance, salary)]
            : edges(Math.min(allowance, salary), coarse);
          const around = (centre: number, from: number, to: number, step: number) => {
            if (salaryFirst) return [centre];
            const points = [];
            for (let d = from; d <= to; d += step) points.push(Math.max(0, centre + d));
            return points;
          };
          for (const a of salaryShares) {
            for (const b of edges(Math.min(allowance - a, savings), coarse)) consider(a, b);
          }
          const centre = best;
          for (const a of around(centre.salary, -2 * coarse, 2 * coarse, 10)) {
            for (let db = -2 * coarse; db <= 2 * coarse; db += 10) {
              consider(a, Math.max(0, centre.savings + db));
            }
          }
          // Scottish thresholds and pension-moved ones need not be multiples of £10: a £1 search.
          const near = best;
          for (const a of around(near.salary, -12, 12, 1)) {
            for (let db = -12; db <= 12; db += 1) {
              consider(a, Math.max(0, near.savings + db));
            }
          }
          // Never more than any placement tried (to the penny, as the figures are rounded)...
          expect(engineTax).toBeLessThanOrEqual(best.tax + 0.015);
          // ...and no less than the best found, so the engine's split is a real placement.
          expect(Math.abs(engineTax - best.tax)).toBeLessThanOrEqual(0.015);
        },
      ),
      { numRuns: 80, seed: 20252026 },
    );
  });
});
