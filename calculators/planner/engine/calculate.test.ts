// The salary and dividends planner: known points, the identity of every split, and the best salary
// checked against every whole-pound salary.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import {
  calculateDirector,
  explainSalaryAndDividends,
  planSalaryAndDividends as plan,
} from '../../../engine/index.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import type { PlannerResult, PlannerSplit } from './types.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { bestSplit, corporationTaxOn, plannerParameters, splitFor } from './calculate.ts';

const pence = (value: number) => Math.round(value * 100);

function expectIdentity(split: PlannerSplit, profit: number): void {
  expect(
    pence(
      split.salary +
        split.employerNI +
        split.corporationTax +
        split.dividends +
        split.retained +
        split.employerPension,
    ),
  ).toBe(pence(profit));
  // Pennies are never a dividend: under £1 stays in the company.
  expect(split.dividends === 0 || split.dividends >= 1).toBe(true);
  expect(split.retained).toBeGreaterThanOrEqual(0);
  expect(split.retained).toBeLessThan(1);
  expect(pence(split.salary + split.dividends - split.employeeNI - split.incomeTax)).toBe(
    pence(split.takeHome),
  );
  for (const value of [split.salary, split.dividends, split.employerNI, split.corporationTax]) {
    expect(value).toBeGreaterThanOrEqual(0);
  }
}

/**
 * The exact optimum is the searched one, and the advice is it or a rounder salary less than £1 below
 * it, with the difference stated.
 */
function expectOptimum(result: PlannerResult, searched: PlannerSplit): void {
  const exact = result.exactOptimum ?? result.best;
  expect(exact.takeHome).toBe(searched.takeHome);
  expect(exact.salary).toBe(searched.salary);
  expect(searched.takeHome - result.best.takeHome).toBeLessThan(1);
  if (result.exactOptimum !== null) {
    expect(result.exactOptimum.gain).toBe(roundTo(searched.takeHome - result.best.takeHome, 2));
    expect(result.best.salary).not.toBe(searched.salary);
  }
}

/** Take-home of every whole-pound salary the profit pays, searched without the planner's shortcuts. */
function bruteForce(
  profit: number,
  employmentAllowance: boolean,
  year: TaxYear,
  upTo = Infinity,
  director: { scottish?: boolean; pension?: number; employerPension?: number } = {},
) {
  const c = {
    employmentAllowance,
    ...director,
    profit: profit - (director.employerPension ?? 0),
    p: plannerParameters(year),
  };
  let best = splitFor(0, c);
  for (let salary = 1; salary <= upTo; salary += 1) {
    const split = splitFor(salary, c);
    if (salary + split.employerNI > c.profit) break;
    if (split.takeHome > best.takeHome) best = split;
  }
  return best;
}

describe('planSalaryAndDividends', () => {
  it('pays £12,570 salary from £75,000 of profit in 2025-26, for £54,369.72 take-home', () => {
    const { best } = plan({ companyProfit: 75_000 }, '2025-26');
    expect(best).toEqual({
      salary: 12_570,
      // 15% of (£12,570 − £5,000)
      employerNI: 1_135.5,
      // 25% of £61,294.50 less 3/200 × (£250,000 − £61,294.50)
      corporationTax: 12_493.04,
      dividends: 48_801.46,
      retained: 0,
      employerPension: 0,
      employeeNI: 0,
      // £37,200 at 8.75% + £11,101.46 at 33.75% (after the £500 dividend allowance)
      incomeTax: 7_001.74,
      annualAllowanceCharge: 0,
      studentLoanRepayment: 0,
      takeHome: 54_369.72,
    });
  });

  it('uses 2026-27’s dividend rates: £53,403.69 take-home from £75,000', () => {
    const { best } = plan({ companyProfit: 75_000 }, '2026-27');
    expect(best.salary).toBe(12_570);
    // £37,200 at 10.75% + £11,101.46 at 35.75%
    expect(best.incomeTax).toBe(7_967.77);
    expect(best.takeHome).toBe(53_403.69);
  });

  it('pays no more than the secondary threshold where the allowance taper and marginal relief bite', () => {
    // At £200,000 the marginal relief band makes each pound of salary above £5,000 cost more in
    // employer NI and lost relief than it saves in dividend tax.
    expect(plan({ companyProfit: 200_000 }, '2025-26').best.salary).toBe(5_000);
    expect(plan({ companyProfit: 200_000 }, '2025-26').best.takeHome).toBe(108_147.58);
    // Every salary up to £12,600; the property below searches whole ranges at smaller profits.
    expect(bruteForce(200_000, false, '2025-26', 12_600).salary).toBe(5_000);
  }, 30_000);

  it('corporation tax follows the small profits rate, marginal relief and the main rate', () => {
    const p = plannerParameters('2025-26');
    expect(corporationTaxOn(50_000, p)).toBeCloseTo(9_500, 6);
    expect(corporationTaxOn(100_000, p)).toBeCloseTo(22_750, 6);
    expect(corporationTaxOn(250_000, p)).toBeCloseTo(62_500, 6);
    expect(corporationTaxOn(-10, p)).toBe(0);
  });

  it('sets the Employment Allowance against employer NI only when the company can claim it', () => {
    const without = plan({ companyProfit: 75_000 }, '2025-26').strategies[2];
    const withAllowance = plan({ companyProfit: 75_000, employmentAllowance: true }, '2025-26')
      .strategies[2];
    expect(without?.employerNI).toBe(1_135.5);
    expect(withAllowance?.employerNI).toBe(0);
  });

  // The comparison weighs many profits with the advised split alone: it must be the plan's.
  it('gives the plan’s advised split alone, for any profit and circumstances', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 400_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.integer({ min: 0, max: 70_000 }),
        fc.constantFrom(...TAX_YEARS),
        (companyProfit, employmentAllowance, scottishTaxpayer, pensionContributions, year) => {
          const input = {
            companyProfit,
            employmentAllowance,
            scottishTaxpayer,
            pensionContributions,
          };
          const p = plannerParameters(year);
          expect(bestSplit(input, p)).toEqual(plan(input, year).best);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('lists the usual strategies, capped at what the profit pays', () => {
    const salaries = (profit: number, year: TaxYear) =>
      plan({ companyProfit: profit }, year).strategies.map((s) => [s.strategy, s.salary]);
    expect(salaries(75_000, '2025-26')).toEqual([
      ['secondaryThreshold', 5_000],
      ['lowerEarningsLimit', 6_500],
      ['personalAllowance', 12_570],
      // (£75,000 + 15% of £5,000) ÷ 1.15, to the pound below
      ['allSalary', 65_869],
    ]);
    expect(salaries(75_000, '2026-27')[1]).toEqual(['lowerEarningsLimit', 6_708]);
    expect(salaries(6_000, '2025-26').map(([, salary]) => salary)).toEqual([
      5_000, 5_869, 5_869, 5_869,
    ]);
  });

  it('draws the curve from £0 to all salary, through the best point and the strategies', () => {
    const result = plan({ companyProfit: 120_000 }, '2025-26');
    const salaries = result.curve.map((point) => point.salary);
    expect(salaries[0]).toBe(0);
    expect(salaries.at(-1)).toBe(result.strategies[3]?.salary);
    expect([...salaries].sort((a, b) => a - b)).toEqual(salaries);
    expect(result.curve).toContainEqual({
      salary: result.best.salary,
      takeHome: result.best.takeHome,
    });
    const most = (result.exactOptimum ?? result.best).takeHome;
    for (const point of result.curve) expect(point.takeHome).toBeLessThanOrEqual(most);
  });

  it('draws the curve through its break points: between two points it is a straight line', () => {
    const c = { profit: 150_000, employmentAllowance: false, p: plannerParameters('2025-26') };
    const { curve } = plan({ companyProfit: 150_000 }, '2025-26');
    for (let i = 0; i + 1 < curve.length; i += 1) {
      const [from, to] = [curve[i]!, curve[i + 1]!];
      if (to.salary - from.salary < 4) continue;
      const middle = Math.round((from.salary + to.salary) / 2);
      const chord =
        from.takeHome +
        ((to.takeHome - from.takeHome) * (middle - from.salary)) / (to.salary - from.salary);
      // Rounding to pence and the taper's rounding to a pound move it by under £1.
      expect(Math.abs(splitFor(middle, c).takeHome - chord)).toBeLessThan(1);
    }
  });

  it('advises £5,000 at £150,000, not £4,996 for 20p more, and says what the exact optimum adds', () => {
    const { best, exactOptimum } = plan({ companyProfit: 150_000 }, '2025-26');
    const working = explainSalaryAndDividends({ companyProfit: 150_000 }, '2025-26');
    expect(best.salary).toBe(5_000);
    expect(exactOptimum).toEqual({
      salary: 4_996,
      takeHome: best.takeHome + 0.2,
      gain: 0.2,
    });
    expect(working[0]?.steps[0]?.text).toContain('£0.20 more than this rounder one');
    expect(bruteForce(150_000, false, '2025-26', 12_600).salary).toBe(4_996);
  }, 30_000);

  // The advice rule: the roundest salary less than £1 a year below the exact optimum, a threshold
  // a strategy names (employer NI threshold, lower earnings limit, personal allowance) counting
  // rounder than any multiple, then £1,000, £500, £100, £50, £10, £5.
  it.each([
    {
      // £4 more salary: corporation tax £1.06 less, dividends £2.94 less, income tax £1.26 more
      // (income in the allowance's taper): 4 − 2.94 − 1.26 = −£0.20, so £5,000, the named threshold.
      name: 'the employer NI threshold, 20p below £4,996',
      profit: 150_000,
      employmentAllowance: false,
      year: '2025-26' as const,
      best: { salary: 5_000, takeHome: 87_517.66 },
      exact: { salary: 4_996, takeHome: 87_517.86, gain: 0.2 },
    },
    {
      // £30 more salary: corporation tax £5.70 less, dividends £24.30 less, employee NI £2.40 and
      // income tax £3.88 more: 30 − 24.30 − 2.40 − 3.88 = −£0.58. £12,600 is a multiple of £100
      // within £1, but the personal allowance is named, so it stays.
      name: 'the personal allowance over a rounder £12,600 within £1',
      profit: 20_000,
      employmentAllowance: true,
      year: '2025-26' as const,
      best: { salary: 12_570, takeHome: 18_105.45 },
      exact: null,
    },
    {
      // £9,346 + £651.90 employer NI leaves £1.70 of dividend after £0.40 of corporation tax;
      // £9,340 leaves £7.29: 9,340 + 7.29 = 9,347.29, 41p below 9,346 + 1.70. No £100 comes close.
      name: 'a multiple of £10 when no £100 is within £1',
      profit: 10_000,
      employmentAllowance: false,
      year: '2025-26' as const,
      best: { salary: 9_340, takeHome: 9_347.29 },
      exact: { salary: 9_346, takeHome: 9_347.7, gain: 0.41 },
    },
    {
      // £26 more salary: employer NI £3.90 more, corporation tax £5.68 less, dividends £24.22 less,
      // employee NI £0.52 and income tax £2.17 more: 26 − 24.22 − 0.52 − 2.17 = −£0.91.
      name: 'a multiple of £100 91p below the exact optimum',
      profit: 300_000,
      employmentAllowance: true,
      year: '2025-26' as const,
      best: { salary: 227_200, takeHome: 156_947.66 },
      exact: { salary: 227_174, takeHome: 156_948.57, gain: 0.91 },
    },
    {
      // No rounder salary comes within £1 of the personal allowance, so the exact optimum stands.
      name: 'the exact optimum at the personal allowance',
      profit: 75_000,
      employmentAllowance: false,
      year: '2025-26' as const,
      best: { salary: 12_570, takeHome: 54_369.72 },
      exact: null,
    },
  ])('advises $name', ({ profit, employmentAllowance, year, best, exact }) => {
    const result = plan({ companyProfit: profit, employmentAllowance }, year);
    expect({ salary: result.best.salary, takeHome: result.best.takeHome }).toEqual(best);
    expect(result.exactOptimum).toEqual(exact);
  });

  it('pays no dividend of pennies: under £1 stays in the company', () => {
    const allSalary = plan({ companyProfit: 150_000 }, '2025-26').strategies[3]!;
    expect(allSalary.dividends).toBe(0);
    expect(allSalary.retained).toBeGreaterThan(0);
    expect(allSalary.retained).toBeLessThan(1);
    expectIdentity(allSalary, 150_000);
  });

  it('returns zeros for no profit and treats bad input as none', () => {
    for (const companyProfit of [0, -5, Number.NaN, Infinity * -1]) {
      const { best, curve } = plan({ companyProfit }, '2025-26');
      expect(best.takeHome).toBe(0);
      expect(curve).toEqual([{ salary: 0, takeHome: 0 }]);
    }
  });

  it('every split adds up to the profit and its take-home to its parts', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 10_000_000, noNaN: true }),
        fc.boolean(),
        fc.constantFrom(...TAX_YEARS),
        (profit, employmentAllowance, year) => {
          const result = plan({ companyProfit: profit, employmentAllowance }, year);
          // The profit as the planner reads it: to the penny, half away from zero.
          const shown = roundTo(profit, 2);
          expectIdentity(result.best, shown);
          const most = (result.exactOptimum ?? result.best).takeHome;
          expect(most - result.best.takeHome).toBeLessThan(1);
          for (const strategy of result.strategies) {
            expectIdentity(strategy, shown);
            expect(strategy.takeHome).toBeLessThanOrEqual(most);
          }
        },
      ),
      { numRuns: 40 },
    );
  });

  it('no whole-pound salary beats the best one', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 90_000 }),
        fc.boolean(),
        fc.constantFrom(...TAX_YEARS),
        (profit, employmentAllowance, year) => {
          const result = plan({ companyProfit: profit, employmentAllowance }, year);
          expectOptimum(result, bruteForce(profit, employmentAllowance, year));
        },
      ),
      { numRuns: 4 },
    );
  }, 60_000);

  it('no whole-pound salary beats the best one for a Scottish taxpayer or with pension contributions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_000 }),
        fc.boolean(),
        fc.integer({ min: 0, max: 40_000 }),
        fc.constantFrom(...TAX_YEARS),
        (profit, scottishTaxpayer, pensionContributions, year) => {
          const input = { companyProfit: profit, scottishTaxpayer, pensionContributions };
          const searched = bruteForce(profit, false, year, Infinity, {
            scottish: scottishTaxpayer,
            pension: pensionContributions,
          });
          expectOptimum(plan(input, year), searched);
        },
      ),
      { numRuns: 2 },
    );
  }, 60_000);

  it('no whole-pound salary beats the exact optimum at larger profits, in every year, with any circumstances', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 90_000, max: 260_000 }),
        fc.boolean(),
        fc.boolean(),
        fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 60_000 })),
        fc.constantFrom(...TAX_YEARS),
        (profit, employmentAllowance, scottishTaxpayer, pensionContributions, year) => {
          const input = {
            companyProfit: profit,
            employmentAllowance,
            scottishTaxpayer,
            pensionContributions,
          };
          const searched = bruteForce(profit, employmentAllowance, year, Infinity, {
            scottish: scottishTaxpayer,
            pension: pensionContributions,
          });
          expectOptimum(plan(input, year), searched);
        },
      ),
      { numRuns: 3 },
    );
  }, 180_000);

  it('takes the company’s pension contributions off the profit before the split: no NI, less corporation tax', () => {
    // £100,000 less £20,000 paid in leaves £80,000 to split, as a company with £80,000 of profit;
    // £20,000 of pension savings is within the £60,000 annual allowance, so no charge.
    const paying = plan(
      { companyProfit: 100_000, employerPensionContributions: 20_000 },
      '2025-26',
    );
    const { employerPension: _, ...split } = paying.best;
    const { employerPension: none, ...without } = plan({ companyProfit: 80_000 }, '2025-26').best;
    expect(paying.best.employerPension).toBe(20_000);
    expect(paying.best.annualAllowanceCharge).toBe(0);
    expect(none).toBe(0);
    expect(split).toEqual(without);
    expectIdentity(paying.best, 100_000);
    // The company cannot pay in more than its profit: all of it goes in and nothing is left to split.
    const all = plan({ companyProfit: 30_000, employerPensionContributions: 50_000 }, '2025-26');
    expect(all.best).toMatchObject({
      employerPension: 30_000,
      salary: 0,
      dividends: 0,
      takeHome: 0,
    });
    expectIdentity(all.best, 30_000);
  });

  it('charges the company’s and the director’s pension savings above the annual allowance, as the director calculator does', () => {
    // £150,000 less £50,000 paid in by the company; with £25,000 of the director's own, £75,000 of
    // savings is £15,000 over the £60,000 allowance, taxed at the director's own top rates.
    const input = {
      companyProfit: 150_000,
      pensionContributions: 25_000,
      employerPensionContributions: 50_000,
    };
    const { best } = plan(input, '2025-26');
    const director = calculateDirector(
      {
        salary: best.salary,
        dividends: best.dividends,
        savings: 0,
        pensionContributions: 25_000,
        employerPensionContributions: 50_000,
      },
      '2025-26',
    );
    expect(director.annualAllowanceCharge).toBeGreaterThan(0);
    expect(best.annualAllowanceCharge).toBe(director.annualAllowanceCharge);
    expect(best.incomeTax).toBe(
      roundTo(director.salaryTax + director.dividendTax + director.annualAllowanceCharge, 2),
    );
    expect(best.takeHome).toBe(director.netIncome);
    expectIdentity(best, 150_000);
    expectOptimum(
      plan(input, '2025-26'),
      bruteForce(150_000, false, '2025-26', Infinity, { pension: 25_000, employerPension: 50_000 }),
    );
  });

  it('no whole-pound salary beats the best one where the annual allowance is tapered and charged', () => {
    // £380,000 less £60,000 paid in: threshold income passes £200,000 and adjusted income (with the
    // company's £60,000) £260,000 over a range of salaries, so the allowance tapers and the £70,000
    // of savings is charged above it.
    for (const year of TAX_YEARS) {
      const input = {
        companyProfit: 380_000,
        pensionContributions: 10_000,
        employerPensionContributions: 60_000,
      };
      const searched = bruteForce(380_000, false, year, Infinity, {
        pension: 10_000,
        employerPension: 60_000,
      });
      expectOptimum(plan(input, year), searched);
    }
  }, 180_000);

  it('passes Scottish rates and pension contributions through to the director’s tax', () => {
    const uk = plan({ companyProfit: 75_000 }, '2025-26').best;
    const scottish = plan({ companyProfit: 75_000, scottishTaxpayer: true }, '2025-26').best;
    const pension = plan({ companyProfit: 75_000, pensionContributions: 10_000 }, '2025-26').best;
    // Dividends keep the UK bands; Scottish rates reach salary only, and £12,570 is all allowance.
    expect(scottish.salary).toBe(uk.salary);
    // £10,000 gross moves the higher rate threshold up: less dividend tax at 33.75%.
    expect(pension.incomeTax).toBeLessThan(uk.incomeTax);
    expectIdentity(pension, 75_000);
  });
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach what it does beyond the plain case. */
const onAPage = (engine: Engine) => {
  const withAllowance = {
    companyProfit: 90_000,
    employmentAllowance: true,
    pensionContributions: 5_000,
  };
  return {
    figures: [
      engine.planSalaryAndDividends({ companyProfit: 150_000 }, '2025-26'),
      engine.planSalaryAndDividends(withAllowance, '2026-27'),
    ],
    working: engine.explainSalaryAndDividends(withAllowance, '2026-27'),
    form: engine.parsePlannerForm({ companyProfit: '(100)' }),
  };
};

describe('planSalaryAndDividends with student loans', () => {
  it('weighs each salary after the repayments: £12,570 from £90,000 with Plan 2, not £75,000', () => {
    const options = { companyProfit: 90_000, employmentAllowance: true };
    // Without a loan: £75,000 of salary (no employer NI after the £10,500 Employment Allowance,
    // 15% of £70,000 = £10,500), £12,150 of dividends, £62,275.52 take-home.
    const without = plan(options, '2025-26').best;
    expect([without.salary, without.takeHome]).toEqual([75_000, 62_275.52]);
    // With Plan 2 the dividends count too, being over £2,000: at £75,000 of salary 9% of
    // (£75,000 + £12,150 − £28,470) = £5,281.20, £5,281; at £12,570, 9% of (£12,570 +
    // £60,661.05 − £28,470) = £4,028.49, £4,028, and the lower salary keeps £58,198.70.
    const { best, exactOptimum } = plan({ ...options, studentLoanPlans: ['plan2'] }, '2025-26');
    expect(exactOptimum).toBeNull();
    expect(best).toMatchObject({
      salary: 12_570,
      dividends: 60_661.05,
      studentLoanRepayment: 4_028,
      takeHome: 58_198.7,
    });
  });

  it('counts the dividends only over the £2,000 unearned income limit, as the director calculator does', () => {
    // £15,000 with the Employment Allowance: £12,570 of salary leaves £1,968.30 of dividends, not
    // over £2,000, so income for the postgraduate loan is the salary alone, under £21,000: nothing.
    const { best } = plan(
      { companyProfit: 15_000, employmentAllowance: true, studentLoanPlans: ['postgraduate'] },
      '2025-26',
    );
    expect([best.salary, best.dividends, best.studentLoanRepayment]).toEqual([12_570, 1_968.3, 0]);
  });

  it('takes home what the director calculator leaves on every split it shows, loans and all', () => {
    for (const year of ['2025-26', '2026-27'] as const) {
      for (const studentLoanPlans of [['plan1'], ['plan2', 'postgraduate'], ['plan5']] as const) {
        const input = { companyProfit: 64_321.09, studentLoanPlans, scottishTaxpayer: true };
        const result = plan(input, year);
        for (const split of [result.best, ...result.strategies]) {
          const director = calculateDirector(
            {
              salary: split.salary,
              dividends: split.dividends,
              savings: 0,
              scottishTaxpayer: true,
              studentLoanPlans,
            },
            year,
          );
          expect(split.studentLoanRepayment).toBe(director.studentLoanRepayment);
          expect(split.takeHome).toBe(director.netIncome);
        }
      }
    }
  });
});

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
    expect(onAPage(clean).figures[0]?.best.salary).toBe(5_000);
  });
});
