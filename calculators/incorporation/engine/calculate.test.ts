import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import {
  businessStructureSides,
  calculateDirector,
  calculateSelfEmployed,
  businessStructureChart,
  compareBusinessStructures,
  explainBusinessStructures,
  explainDirector,
  explainSalaryAndDividends,
  explainSelfEmployed,
  planSalaryAndDividends,
} from '../../../engine/index.ts';
import * as C from '../../../engine/parameters/citations.ts';
import { ACCOUNTANCY_FEES, PAYROLL_FEES, VAT_RATE } from '../../../engine/practice-figures.ts';
import { STUDENT_LOAN_PLANS, type TaxYear } from '../../../engine/types.ts';
import { type BusinessStructureInput } from './types.ts';
import { incorporationParameters, inputsFor, sidesAt } from './calculate.ts';
import { compareStructures, CURVE_STEP, CURVE_TOP, prepareComparisonChart } from './chart.ts';
import { TAX_YEARS, taxYearAfter } from '../../../engine/parameters/tax-years.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';

// The slow part of every comparison is the planner at each point of the curve: a comparison takes a
// good part of a second on a shared machine, so the tests that make many allow for it.
const SLOW = 180_000;

/** Company take-home less the sole trader's at a whole-pound profit, as the search weighs it. */
function differenceAt(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  side: 'beforeFees' | 'afterFees',
): number {
  const { company, soleTrader } = sidesAt(profit, input, year, incorporationParameters(year))
    .takeHomes[side];
  return Math.round((company - soleTrader) * 100) / 100;
}

/** The difference the comparison calls worth stating: £100 a year. */
const MARGIN = 100;

/**
 * Confirms a profit from which the company stays ahead by brute force: a pound below it the company
 * is short of the margin; from it, every whole pound of the £300 above, and every £250 step to the
 * top of the curve, leaves at least the margin more.
 */
function confirmStaysAhead(
  found: number,
  input: BusinessStructureInput,
  year: TaxYear,
  side: 'beforeFees' | 'afterFees',
) {
  expect(differenceAt(found - 1, input, year, side)).toBeLessThan(MARGIN);
  for (let profit = found; profit < found + 300; profit += 1) {
    expect(differenceAt(profit, input, year, side), `£${profit}`).toBeGreaterThanOrEqual(MARGIN);
  }
  for (let profit = found + 300; profit <= CURVE_TOP; profit += 250) {
    expect(differenceAt(profit, input, year, side), `£${profit}`).toBeGreaterThanOrEqual(MARGIN);
  }
}

/**
 * Confirms where the company leads most by brute force: no whole pound within £300 of it, nor any
 * £250 step from £0 to the top of the curve, leaves more than a pound more than it.
 */
function confirmLeadsMost(
  found: { profit: number; difference: number },
  input: BusinessStructureInput,
  year: TaxYear,
  side: 'beforeFees' | 'afterFees',
) {
  expect(differenceAt(found.profit, input, year, side)).toBe(found.difference);
  const near = Math.max(0, found.profit - 300);
  for (let profit = near; profit <= found.profit + 300; profit += 1) {
    expect(differenceAt(profit, input, year, side), `£${profit}`).toBeLessThanOrEqual(
      found.difference + 1,
    );
  }
  for (let profit = 0; profit <= CURVE_TOP; profit += 250) {
    expect(differenceAt(profit, input, year, side), `£${profit}`).toBeLessThanOrEqual(
      found.difference + 1,
    );
  }
}

describe('compareBusinessStructures', () => {
  it(
    'each side equals the existing calculators for the same profit and circumstances',
    () => {
      fc.assert(
        fc.property(
          fc.integer({ min: 0, max: 30_000_000 }).map((pence) => pence / 100),
          fc.boolean(),
          fc.subarray([...STUDENT_LOAN_PLANS]),
          fc.integer({ min: 0, max: 30_000 }),
          fc.boolean(),
          fc.constantFrom<TaxYear>('2025-26', '2026-27'),
          (profit, scottishTaxpayer, studentLoanPlans, pensionContributions, ea, year) => {
            const circumstances = { scottishTaxpayer, studentLoanPlans, pensionContributions };
            const result = compareBusinessStructures(
              { profit, ...circumstances, employmentAllowance: ea },
              year,
            );
            const selfEmployed = calculateSelfEmployed(
              { income: profit, expenses: 0, ...circumstances },
              year,
            );
            // The planner weighs the loans: its best split is best after them.
            const planner = planSalaryAndDividends(
              {
                companyProfit: profit,
                scottishTaxpayer,
                studentLoanPlans,
                pensionContributions,
                employmentAllowance: ea,
              },
              year,
            );
            const { best } = planner;
            const director = calculateDirector(
              { salary: best.salary, dividends: best.dividends, savings: 0, ...circumstances },
              year,
            );
            expect(result.soleTrader.selfEmployed).toEqual(selfEmployed);
            // Relief at source on contributions above relevant earnings (the profit; the salary)
            // is recovered: 20% of the excess.
            const excess = (earnings: number) =>
              Math.round(Math.max(0, pensionContributions - Math.max(3_600, earnings)) * 20) / 100;
            // The self-employed calculator relieves up to the exact profit, before its rounding.
            const soleRecovered =
              Math.round((pensionContributions - selfEmployed.pensionRelief.relieved) * 20) / 100;
            expect(result.soleTrader).toMatchObject({
              incomeTax: selfEmployed.incomeTax,
              class4NI: selfEmployed.class4NI,
              class2NI: selfEmployed.class2NI,
              studentLoanRepayment: selfEmployed.studentLoanRepayment,
              reliefRecovered: soleRecovered,
            });
            expect(result.soleTrader.takeHome).toBeCloseTo(
              selfEmployed.netIncome - soleRecovered,
              2,
            );
            expect(result.limitedCompany.planner).toEqual(planner);
            // The split's repayment is the director calculator's on its salary and dividends.
            const loan = studentLoanPlans.length > 0 ? director.studentLoanRepayment : 0;
            expect(best.studentLoanRepayment).toBe(loan);
            expect(best.takeHome).toBeCloseTo(director.netIncome, 2);
            expect(result.limitedCompany).toMatchObject({
              salary: best.salary,
              dividends: best.dividends,
              employerNI: best.employerNI,
              corporationTax: best.corporationTax,
              employeeNI: best.employeeNI,
              incomeTax: best.incomeTax,
              studentLoanRepayment: loan,
              reliefRecovered: excess(best.salary),
            });
            // The split's take-home is after the repayment.
            expect(result.limitedCompany.takeHome).toBeCloseTo(
              best.takeHome - excess(best.salary),
              2,
            );
            expect(result.difference).toBeCloseTo(
              result.limitedCompany.takeHome - result.soleTrader.takeHome,
              2,
            );
            expect(result.difference).toBe(result.differenceBeforeFees);
          },
        ),
        { numRuns: 8, seed: 27 },
      );
    },
    SLOW,
  );

  it(
    'gives the difference at known profits in both years, before and after fees',
    () => {
      // £50,000, 2025-26. Sole trader: income tax (50,000 − 12,570) × 20% = 7,486; Class 4
      // 37,430 × 6% = 2,245.80 → 2,246; take-home 50,000 − 7,486 − 2,246 = 40,268.
      // Company: salary 12,570; employer NI (12,570 − 5,000) × 15% = 1,135.50; corporation tax
      // (50,000 − 12,570 − 1,135.50) × 19% = 36,294.50 × 19% = 6,895.955; dividends 29,398.54;
      // dividend tax (29,398.54 − 500) × 8.75% = 2,528.62; take-home 12,570 + 29,398.54 − 2,528.62
      // = 39,439.92. Difference 39,439.92 − 40,268 = −828.08.
      const at50 = compareBusinessStructures({ profit: 50_000 }, '2025-26');
      expect(at50.soleTrader.takeHome).toBe(40_268);
      expect(at50.limitedCompany).toMatchObject({ salary: 12_570, takeHome: 39_439.92 });
      expect(at50.difference).toBe(-828.08);
      // After fees. The sole trader's return £300 (VAT included) comes off take-home: 39,968.
      // The company's accounts £750 and payroll 12 × £25 = £300, each + 20% VAT: 900 + 360 = 1,260,
      // are its expenses (CTA 2009 s54), so it splits 50,000 − 1,260 = 48,740: corporation tax
      // (48,740 − 12,570 − 1,135.50) × 19% = 35,034.50 × 19% = 6,656.555; dividends 28,377.94;
      // dividend tax (28,377.94 − 500) × 8.75% = 2,439.32; take-home 12,570 + 28,377.94 − 2,439.32
      // = 38,508.62: £328.70 more than taking the fees off after tax (39,439.92 − 1,260 = 38,179.92),
      // 1,260 × (19% + 81% × 8.75%). Dividends over £10,000 need the director's own return, £180
      // with VAT, from take-home: 38,328.62. Difference 38,328.62 − 39,968 = −1,639.38.
      const withFees = compareBusinessStructures(
        { profit: 50_000, includeAccountancyFees: true },
        '2025-26',
      );
      expect(withFees.soleTrader.accountancyFees?.total).toBe(300);
      expect(withFees.limitedCompany.accountancyFees?.total).toBe(1_440);
      expect(withFees.limitedCompany).toMatchObject({
        companyProfit: 48_740,
        salary: 12_570,
        dividends: 28_377.94,
        takeHome: 38_328.62,
      });
      expect(withFees.difference).toBe(-1_639.38);
      expect(withFees.differenceBeforeFees).toBe(-828.08);

      // 2026-27: the sole trader's figures are unchanged (40,268); the dividend ordinary rate is
      // 10.75%: 28,898.54 × 10.75% = 3,106.59, take-home 41,968.54 − 3,106.59 = 38,861.95.
      // Difference 38,861.95 − 40,268 = −1,406.05.
      expect(compareBusinessStructures({ profit: 50_000 }, '2026-27').difference).toBe(-1_406.05);

      // £60,000. Sole trader: tax 37,700 × 20% + (60,000 − 50,270) × 40% = 7,540 + 3,892 = 11,432;
      // Class 4 37,700 × 6% + 9,730 × 2% = 2,262 + 194.60 → 2,457; take-home 46,111. Company: salary
      // 12,570, employer NI 1,135.50, corporation tax 46,294.50 × 19% = 8,795.955, dividends
      // 37,498.54, all in the basic rate band: (37,498.54 − 500) × 8.75% = 3,237.37, take-home
      // 12,570 + 37,498.54 − 3,237.37 = 46,831.17. Difference +720.17: the company leaves more.
      expect(compareBusinessStructures({ profit: 60_000 }, '2025-26').difference).toBe(720.17);
      // 2026-27: (37,498.54 − 500) × 10.75% = 3,977.34, take-home 46,091.20: −19.80.
      expect(compareBusinessStructures({ profit: 60_000 }, '2026-27').difference).toBe(-19.8);

      // 2026-27 with the Employment Allowance and fees. Sole trader 46,111 − 300 = 45,811. The
      // company splits 60,000 − 1,260 = 58,740; salary 12,570, its employer NI met by the
      // allowance; corporation tax 46,170 × 19% = 8,772.30; dividends 37,397.70; income 49,967.70
      // is under £50,270: dividend tax 36,897.70 × 10.75% = 3,966.50; take-home 46,001.20. Taking
      // the fees off after tax left 46,810 − 1,260 = 45,550 − … : the engine gave −£338.49, the
      // deduction alone +£190.20 (46,001.20 − 45,811). The director's return, £180: +£10.20.
      const allowance = compareBusinessStructures(
        { profit: 60_000, employmentAllowance: true, includeAccountancyFees: true },
        '2026-27',
      );
      expect(allowance.limitedCompany.planner.best.takeHome).toBe(46_001.2);
      expect(allowance.limitedCompany.takeHome).toBe(45_821.2);
      expect(allowance.difference).toBe(10.2);
    },
    SLOW,
  );

  it(
    'recovers relief at source on contributions above relevant earnings, the director’s being the salary',
    () => {
      // £20,000 of gross contributions at £60,000 of profit in 2026-27. The sole trader's profit is
      // relevant earnings: all relieved, nothing recovered; the band extended by £20,000 leaves the
      // whole profit in the basic rate band: take-home 48,057. The director's relevant earnings are
      // the advised salary, £12,570: relief at source on the other £7,430 is recovered, 7,430 × 20% =
      // 1,486: take-home 46,091.20 − 1,486 = 44,605.20. Difference 44,605.20 − 48,057 = −3,451.80.
      const result = compareBusinessStructures(
        { profit: 60_000, pensionContributions: 20_000 },
        '2026-27',
      );
      expect(result.soleTrader).toMatchObject({ reliefRecovered: 0, takeHome: 48_057 });
      expect(result.limitedCompany).toMatchObject({
        salary: 12_570,
        reliefRecovered: 1_486,
        takeHome: 44_605.2,
      });
      expect(result.difference).toBe(-3_451.8);
      // £10,000 at £3,000 of profit: both sides relieve up to the £3,600 basic amount and recover
      // 20% of the other £6,400, 1,280 each.
      const small = compareBusinessStructures(
        { profit: 3_000, pensionContributions: 10_000 },
        '2025-26',
      );
      expect(small.soleTrader.reliefRecovered).toBe(1_280);
      expect(small.limitedCompany.reliefRecovered).toBe(1_280);
    },
    SLOW,
  );

  it(
    'works out the deemed employment payment inside IR35 beside the advised split',
    () => {
      // £90,000 in 2025-26. Paid out: 90,000 × 95% = 85,500, with the employer NI on it:
      // (85,500 + 5,000 × 15%) / 1.15 = 75,000 of employment income, employer NI (75,000 − 5,000)
      // × 15% = 10,500. The 5% left, 4,500: corporation tax 855, dividends 3,645. Employee NI
      // 37,700 × 8% + 24,730 × 2% = 3,510.60. Income tax 37,700 × 20% + 24,730 × 40% = 17,432, and
      // (3,645 − 500) × 33.75% = 1,061.44 on the dividends: 18,493.44. Take-home 75,000 + 3,645 −
      // 3,510.60 − 18,493.44 = 56,640.96, against the sole trader's 63,511: −6,870.04.
      const result = compareBusinessStructures({ profit: 90_000 }, '2025-26');
      expect(result.insideIR35).toEqual({
        runningCostsAllowance: 4_500,
        employmentIncome: 75_000,
        employerNI: 10_500,
        employeeNI: 3_510.6,
        incomeTax: 18_493.44,
        corporationTax: 855,
        dividends: 3_645,
        studentLoanRepayment: 0,
        reliefRecovered: 0,
        accountancyFees: null,
        unfundedFees: 0,
        takeHome: 56_640.96,
        difference: -6_870.04,
      });
      // £10,000 with fees: 9,500 paid out, 8,913.04 of it employment income and 586.96 employer
      // NI. The company's £1,260 of fees are more than the £500 left: the owner funds the other
      // £760, so the take-home is 8,913.04 − 760 = 8,153.04 against the sole trader's 9,700.
      const small = compareBusinessStructures(
        { profit: 10_000, includeAccountancyFees: true },
        '2025-26',
      ).insideIR35;
      expect(small).toMatchObject({
        employmentIncome: 8_913.04,
        employerNI: 586.96,
        corporationTax: 0,
        dividends: 0,
        unfundedFees: 760,
        takeHome: 8_153.04,
        difference: -1_546.96,
      });
      expect(small.accountancyFees).toMatchObject({
        total: 1_260,
        byPayer: { company: 1_260, owner: 0 },
      });

      // Outside IR35 at £500 with fees the split pays no salary, so no payroll: the company's
      // £900 of accounts (£750 + VAT) are £400 more than its profit, which the owner funds.
      const tiny = compareBusinessStructures(
        { profit: 500, includeAccountancyFees: true },
        '2025-26',
      ).limitedCompany;
      expect(tiny).toMatchObject({
        companyProfit: 0,
        salary: 0,
        unfundedFees: 400,
        takeHome: -400,
      });
      expect(tiny.accountancyFees?.byPayer).toEqual({ company: 900, owner: 0 });
    },
    SLOW,
  );

  it(
    'finds where a company leads most, and that it never stays ahead, in both years',
    () => {
      // 2025-26: the sole trader pays 40% + 2% from £50,270 of profit while the company's
      // dividends stay in the basic rate band longer; the company's lead peaks where they leave it,
      // then the 33.75% dividend rate takes it back, and above £100,000 the company falls behind.
      const y2025 = compareBusinessStructures({ profit: 40_000 }, '2025-26');
      expect(y2025.breakEvenProfit).toEqual({ beforeFees: null, afterFees: null });
      expect(y2025.companyLeadsMost.beforeFees).toEqual({ profit: 60_250, difference: 759.69 });
      confirmLeadsMost(y2025.companyLeadsMost.beforeFees, { profit: 0 }, '2025-26', 'beforeFees');
      // After fees the company's £1,440 against £300 leaves it £148.69 ahead at most.
      expect(y2025.companyLeadsMost.afterFees).toEqual({ profit: 61_510, difference: 148.69 });

      // 2026-27: dividends at 10.75% leave a window narrower than the curve's £5,000 step (the
      // curve's £60,000 point is −£19.80), and a lead of at most £15.67: never worth stating.
      const y2026 = compareBusinessStructures({ profit: 40_000 }, '2026-27');
      expect(y2026.breakEvenProfit).toEqual({ beforeFees: null, afterFees: null });
      expect(y2026.companyLeadsMost.beforeFees).toEqual({ profit: 60_250, difference: 15.67 });
      confirmLeadsMost(y2026.companyLeadsMost.beforeFees, { profit: 0 }, '2026-27', 'beforeFees');
      expect(differenceAt(60_000, { profit: 0 }, '2026-27', 'beforeFees')).toBeLessThan(0);
      expect(differenceAt(65_000, { profit: 0 }, '2026-27', 'beforeFees')).toBeLessThan(0);
    },
    SLOW,
  );

  it(
    'finds the profit from which a company stays ahead, confirmed by a brute-force scan',
    () => {
      // A Scottish taxpayer with Plan 2 and Postgraduate loans and the Employment Allowance: the
      // sole trader's Scottish rates and 15% of loan repayments on all of the profit, against
      // dividends at UK rates with loans on what corporation tax leaves. From £22,579 the company
      // leaves at least £100 more all the way to £300,000 (£3,161.16 more there).
      const circumstances = {
        profit: 0,
        scottishTaxpayer: true,
        employmentAllowance: true,
        studentLoanPlans: ['plan2', 'postgraduate'] as const,
      };
      const result = compareBusinessStructures(circumstances, '2025-26');
      expect(result.breakEvenProfit).toEqual({ beforeFees: 22_579, afterFees: 36_293 });
      confirmStaysAhead(22_579, circumstances, '2025-26', 'beforeFees');
      confirmStaysAhead(36_293, circumstances, '2025-26', 'afterFees');
    },
    SLOW,
  );

  it(
    'draws the difference from £0 to £300,000 in equal steps, each point as the search weighs it',
    () => {
      const { curve } = compareBusinessStructures({ profit: 75_000 }, '2026-27');
      expect(curve).toHaveLength(CURVE_TOP / CURVE_STEP + 1);
      expect(curve[0]).toEqual({ profit: 0, beforeFees: 0, afterFees: -900 + 300 });
      expect(curve.at(-1)?.profit).toBe(300_000);
      for (const point of [curve[12]!, curve[40]!]) {
        expect(point.beforeFees).toBe(
          differenceAt(point.profit, { profit: 0 }, '2026-27', 'beforeFees'),
        );
        // Above £0 the company pays a salary, so payroll: its £1,260 comes off before corporation
        // tax, which saves some of it; the director's return and the sole trader's £300 do not.
        expect(point.afterFees).toBe(
          differenceAt(point.profit, { profit: 0 }, '2026-27', 'afterFees'),
        );
      }
      // £60,000 after fees: the company splits 58,740; corporation tax (58,740 − 12,570 − 1,135.50)
      // × 19% = 8,556.555; dividends 36,477.94, within the basic rate band: (36,477.94 − 500) ×
      // 10.75% = 3,867.63; take-home 12,570 + 36,477.94 − 3,867.63 = 45,180.31, less the director's
      // return 180 = 45,000.31. Sole trader 46,111 − 300 = 45,811. Difference −810.69.
      expect(curve[12]).toEqual({ profit: 60_000, beforeFees: -19.8, afterFees: -810.69 });
    },
    SLOW,
  );

  it(
    'charges the fee table’s rows, with VAT as the table quotes them',
    () => {
      const result = compareBusinessStructures(
        { profit: 80_000, includeAccountancyFees: true },
        '2025-26',
      );
      expect(result.soleTrader.accountancyFees?.fees).toEqual([
        expect.objectContaining({
          service: 'selfEmployedReturn',
          price: ACCOUNTANCY_FEES.selfEmployedReturn,
          vatIncluded: true,
          vat: 0,
          amount: ACCOUNTANCY_FEES.selfEmployedReturn,
          source: C.practiceFees,
        }),
      ]);
      const payrollYear = PAYROLL_FEES.basicMonthlyFee * 12;
      expect(result.limitedCompany.accountancyFees?.fees).toEqual([
        expect.objectContaining({
          service: 'companyAccounts',
          price: ACCOUNTANCY_FEES.companyAccountsAnnual,
          vatIncluded: false,
          vat: ACCOUNTANCY_FEES.companyAccountsAnnual * VAT_RATE,
          amount: ACCOUNTANCY_FEES.companyAccountsAnnual * (1 + VAT_RATE),
          source: C.practiceFees,
        }),
        expect.objectContaining({
          service: 'payroll',
          price: payrollYear,
          vat: payrollYear * VAT_RATE,
          paidBy: 'company',
          source: C.practicePayrollFees,
        }),
        expect.objectContaining({
          service: 'directorReturn',
          price: ACCOUNTANCY_FEES.personalReturn,
          vatIncluded: true,
          vat: 0,
          paidBy: 'owner',
          source: C.practiceFees,
        }),
      ]);
      expect(result.soleTrader.takeHome).toBe(
        result.soleTrader.takeHomeBeforeFees - ACCOUNTANCY_FEES.selfEmployedReturn,
      );
      // Without the option the fees are not charged, though the curve and break-even still weigh them.
      const without = compareBusinessStructures({ profit: 80_000 }, '2025-26');
      expect(without.soleTrader.accountancyFees).toBeNull();
      expect(without.limitedCompany.accountancyFees).toBeNull();
      expect(without.curve).toEqual(result.curve);
      // No salary, no payroll: at £0 of profit the company pays for its accounts alone.
      const none = compareBusinessStructures(
        { profit: 0, includeAccountancyFees: true },
        '2025-26',
      );
      expect(none.limitedCompany.accountancyFees?.fees.map((fee) => fee.service)).toEqual([
        'companyAccounts',
      ]);
    },
    SLOW,
  );

  it(
    'carries both sides’ working and its own, each step adding up and citing its sources',
    () => {
      const input = {
        profit: 70_000,
        studentLoanPlans: ['plan1' as const],
        includeAccountancyFees: true,
      };
      const result = compareBusinessStructures(input, '2025-26');
      const working = explainBusinessStructures(input, '2025-26');
      const figures = working.map((entry) => entry.figure);
      const sides = inputsFor(input.profit, input);
      const soleFigures = explainSelfEmployed(sides.soleTrader, '2025-26').map(
        (e) => `soleTrader.${e.figure}`,
      );
      const companyFigures = explainSalaryAndDividends(sides.company, '2025-26').map(
        (e) => `limitedCompany.${e.figure}`,
      );
      expect(figures.slice(0, soleFigures.length + companyFigures.length)).toEqual([
        ...soleFigures,
        ...companyFigures,
      ]);
      expect(figures.slice(soleFigures.length + companyFigures.length)).toEqual([
        'limitedCompany.studentLoanRepayment',
        'soleTrader.accountancyFees.total',
        'limitedCompany.accountancyFees.total',
        'soleTrader.takeHome',
        'limitedCompany.takeHome',
        'differenceBeforeFees',
        'difference',
        'insideIR35.takeHome',
        ...(result.breakEvenProfit.beforeFees === null ? [] : ['breakEvenProfit.beforeFees']),
        ...(result.breakEvenProfit.afterFees === null ? [] : ['breakEvenProfit.afterFees']),
        'companyLeadsMost.beforeFees.difference',
        'companyLeadsMost.afterFees.difference',
      ]);
      const valueOf = (figure: string) => working.find((e) => e.figure === figure)?.value;
      expect(valueOf('difference')).toBe(result.difference);
      expect(valueOf('limitedCompany.takeHome')).toBe(result.limitedCompany.takeHome);
      expect(valueOf('limitedCompany.studentLoanRepayment')).toBe(
        result.limitedCompany.studentLoanRepayment,
      );
      for (const entry of working) {
        let sum = 0;
        for (const step of entry.steps) sum += step.amount ?? 0;
        expect(sum, entry.figure).toBeCloseTo(entry.value, 6);
      }
      // Every fee step cites the fee table and the parameter it read; VAT cites the Act.
      for (const figure of [
        'soleTrader.accountancyFees.total',
        'limitedCompany.accountancyFees.total',
      ]) {
        const steps = working.find((e) => e.figure === figure)!.steps;
        for (const step of steps.filter((s) => s.amount !== null)) {
          expect(step.parameters.length, step.text).toBeGreaterThan(0);
          for (const use of step.parameters)
            expect(use.references.length, use.name).toBeGreaterThan(0);
        }
        expect(steps[0]?.text).toMatch(/not VAT-registered/);
      }
      const companyFees = working.find((e) => e.figure === 'limitedCompany.accountancyFees.total')!;
      const cited = companyFees.steps.flatMap((s) => [
        ...s.references,
        ...s.parameters.flatMap((u) => u.references),
      ]);
      expect(cited).toContain(C.practiceFees);
      expect(cited).toContain(C.practicePayrollFees);
      expect(cited).toContain(C.vata1994s2);
      // The company's loan is the director calculator's figure, its steps kept.
      const director = explainDirector(
        {
          salary: result.limitedCompany.salary,
          dividends: result.limitedCompany.dividends,
          savings: 0,
          studentLoanPlans: ['plan1'],
        },
        '2025-26',
      );
      const loanSteps = director.find((e) => e.figure === 'studentLoanRepayment')!.steps;
      const ours = working.find((e) => e.figure === 'limitedCompany.studentLoanRepayment')!;
      expect(ours.steps.slice(1)).toEqual(loanSteps);
    },
    SLOW,
  );

  // A year counts towards the State Pension when Class 1 earnings reach 52 times the weekly lower
  // earnings limit (Pensions Act 2014 s2(4), earnings factors by SSCBA 1992 s22): £6,500 in 2025-26, £6,708 in 2026-27. Dividends carry no NI.
  it.each([
    // At £6,000 of profit the planner advises £5,860 of salary: under £6,500.
    ['2025-26', 6_000, 5_860, false],
    // The advised salary is the personal allowance, £12,570.
    ['2025-26', 50_000, 12_570, true],
    // At £200,000 the secondary threshold, £5,000, is advised: the year is lost.
    ['2025-26', 200_000, 5_000, false],
    ['2026-27', 50_000, 12_570, true],
  ] as const)(
    'says whether the director’s salary keeps the year for the State Pension: %s, £%i of profit',
    (year, profit, salary, credited) => {
      const { limitedCompany } = compareBusinessStructures({ profit }, year);
      expect(limitedCompany.salary).toBe(salary);
      expect(limitedCompany.statePensionYear.credited).toBe(credited);
      const note = explainBusinessStructures({ profit }, year)
        .find((entry) => entry.figure === 'limitedCompany.takeHome')!
        .steps.find((step) => step.text.includes('lower earnings limit'))!;
      expect(note.text).toContain(
        credited ? 'the year counts towards the State Pension' : 'the year does not count',
      );
      expect(note.references.map((reference) => reference.title)).toEqual([
        'Pensions Act 2014 s2',
        'SSCBA 1992 s22',
      ]);
    },
    SLOW,
  );

  // The curve and break-evens are kept for the circumstances a visitor has not changed: worked out
  // afresh (parameters no comparison has seen yet) they must be the same, at every profit typed.
  // The fresh side works its chart out once a year, at the first profit, and looks it up at the
  // others, as the chart is the circumstances' alone (tested below); its sides are each profit's.
  it.each([
    ['no circumstances', {}],
    ['Employment Allowance and fees', { employmentAllowance: true, includeAccountancyFees: true }],
    [
      'Scottish, a loan and contributions',
      {
        scottishTaxpayer: true,
        studentLoanPlans: ['plan2'] as const,
        pensionContributions: 8_000,
      },
    ],
  ] as const)(
    'gives the figures of a fresh comparison after others of the same circumstances, %s',
    (_, circumstances: Omit<BusinessStructureInput, 'profit'>) => {
      for (const year of TAX_YEARS) {
        const unseen = { ...incorporationParameters(year) };
        for (const profit of [12_570, 52_000, 60_144.5, 125_140, 300_000]) {
          const input = { ...circumstances, profit };
          const kept = compareBusinessStructures(input, year);
          const fresh = compareStructures(input, year, unseen);
          expect(kept, `${year} £${profit}`).toEqual(fresh);
        }
      }
    },
    SLOW,
  );

  it(
    'works out the chart in slices that each stop when told, to the chart worked out at once',
    () => {
      const input = { profit: 52_000, pensionContributions: 3_210, includeAccountancyFees: true };
      const fresh = compareStructures(input, '2025-26', { ...incorporationParameters('2025-26') });
      let slices = 0;
      let weighed = 0;
      for (let done = false; !done; slices += 1) {
        // Each slice weighs at most three profits: the fourth ask says enough.
        let asked = 0;
        done = prepareComparisonChart({ ...input, profit: 0 }, '2025-26', () => {
          asked += 1;
          return asked > 3;
        });
        weighed += Math.min(asked, 3);
        expect(slices).toBeLessThan(500);
      }
      // The curve alone is 61 profits: it took many slices, each going on from the last.
      expect(slices).toBeGreaterThan(61 / 3);
      expect(weighed).toBeGreaterThan(61);
      expect(prepareComparisonChart(input, '2025-26', () => true)).toBe(true);
      expect(compareBusinessStructures(input, '2025-26')).toEqual(fresh);
    },
    SLOW,
  );

  it(
    'advises the split that is best after the director’s student loan repayment',
    () => {
      // £150,000 in 2025-26 with a Postgraduate Loan: the split best before the loan pays £5,000
      // of salary and £110,325 of dividends, repaying £5,659 (6% over £21,000 of both); the one
      // best after it pays £4,950 and £110,361.75, repaying £5,658, and leaves £1.00 more.
      const input = { profit: 150_000, studentLoanPlans: ['postgraduate'] as const };
      const { limitedCompany } = compareBusinessStructures(input, '2025-26');
      const unaware = planSalaryAndDividends({ companyProfit: 150_000 }, '2025-26').best;
      expect(unaware).toMatchObject({ salary: 5_000, dividends: 110_325 });
      expect(limitedCompany).toMatchObject({
        salary: 4_950,
        dividends: 110_361.75,
        studentLoanRepayment: 5_658,
      });
      const repaidOnUnaware = calculateDirector(
        { ...input, salary: unaware.salary, dividends: unaware.dividends, savings: 0 },
        '2025-26',
      );
      expect(repaidOnUnaware.studentLoanRepayment).toBe(5_659);
      expect(roundTo(limitedCompany.takeHome - repaidOnUnaware.netIncome, 2)).toBe(1);
    },
    SLOW,
  );

  it(
    'is its sides at the profit and its chart of the circumstances, each also given alone',
    () => {
      const input = {
        profit: 74_500,
        studentLoanPlans: ['plan1'] as const,
        pensionContributions: 2_000,
        includeAccountancyFees: true,
      };
      const whole = compareBusinessStructures(input, '2026-27');
      const { breakEvenProfit, companyLeadsMost, curve, ...sides } = whole;
      expect(businessStructureSides(input, '2026-27')).toEqual(sides);
      // The chart is the circumstances': the same for another profit and without the fees.
      expect(
        businessStructureChart({ ...input, profit: 1, includeAccountancyFees: false }, '2026-27'),
      ).toEqual({ breakEvenProfit, companyLeadsMost, curve });
    },
    SLOW,
  );

  it(
    'reads its input as the calculators do and refuses an unknown year',
    () => {
      const hostile = compareBusinessStructures({ profit: Number.NaN }, '2025-26');
      expect(hostile.profit).toBe(0);
      expect(hostile.difference).toBe(0);
      const unknown = taxYearAfter(TAX_YEARS[TAX_YEARS.length - 1]!) as TaxYear;
      expect(() => compareBusinessStructures({ profit: 1 }, unknown)).toThrow(RangeError);
    },
    SLOW,
  );
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach what it does beyond the plain case. */
const onAPage = (engine: Engine) => {
  const input = {
    profit: 58_000,
    studentLoanPlans: ['plan2'] as const,
    includeAccountancyFees: true,
  };
  return {
    figures: engine.compareBusinessStructures(input, '2026-27'),
    working: engine.explainBusinessStructures(input, '2026-27'),
    form: engine.parseIncorporationForm({ profit: '58k', studentLoanPlans: 'plan2' }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  }, 60_000);
});
