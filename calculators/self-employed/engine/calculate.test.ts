import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import type { SelfEmployedResult } from './types.ts';
import { selfEmployedParameters, selfEmployedTax } from './calculate.ts';
import { selfEmployedWorking } from './working.ts';
import { paymentsOnAccountOf } from '../../../engine/rules/payments-on-account.ts';

const p2025 = selfEmployedParameters('2025-26');
const p2026 = selfEmployedParameters('2026-27');

// Figures of the Scottish, loan, pension and payment-on-account tables (circumstances.test.ts).
// The charges and Marriage Allowance have tables of their own (adjustments.test.ts).
type NewFigures =
  | 'studentLoanRepayment'
  | 'pensionRelief'
  | 'paymentsOnAccount'
  | 'paymentsDue'
  | 'marginal'
  | 'annualAllowanceCharge'
  | 'childBenefitCharge'
  | 'marriageAllowance'
  | 'statePension'
  | 'savings'
  | 'dividends'
  | 'statePensionYear'
  | 'tradingAllowance'
  | 'makingTaxDigital'
  | 'vatRegistration'
  | 'employment';

interface Case {
  name: string;
  income: number;
  expenses: number;
  expected: Omit<SelfEmployedResult, NewFigures | 'personalAllowance'> & {
    personalAllowance?: number;
  };
}

// Allowance 12,570, less half the profit above 100,000, rounded up to £1 (ITA 2007 s35). Bands on
// taxable profit (profit less allowance): 20% to 37,700, 40% to 125,140, 45% above.
// Class 4: 6% between 12,570 and 50,270, 2% above. Each figure rounded to whole pounds.
const cases: Case[] = [
  {
    // Nothing earned: every figure 0, effective rate 0 by rule.
    name: 'no income',
    income: 0,
    expenses: 0,
    expected: {
      profit: 0,
      incomeTax: 0,
      class2NI: 0,
      class4NI: 0,
      totalTax: 0,
      netIncome: 0,
      effectiveRate: 0,
      monthlyNet: 0,
    },
  },
  {
    // profit = max(0, 10,000 − 15,000) = 0.
    name: 'expenses above income give no profit',
    income: 10_000,
    expenses: 15_000,
    expected: {
      profit: 0,
      incomeTax: 0,
      class2NI: 0,
      class4NI: 0,
      totalTax: 0,
      netIncome: 0,
      effectiveRate: 0,
      monthlyNet: 0,
    },
  },
  {
    // Profit equals the allowance and the lower profits limit: no tax; monthly 12,570 / 12 = 1,047.5 → 1,048.
    name: 'profit at the personal allowance (12,570)',
    income: 12_570,
    expenses: 0,
    expected: {
      profit: 12_570,
      incomeTax: 0,
      class2NI: 0,
      class4NI: 0,
      totalTax: 0,
      netIncome: 12_570,
      effectiveRate: 0,
      monthlyNet: 1_048,
    },
  },
  {
    // 25,000 profit: tax 12,430 × 20% = 2,486; Class 4 12,430 × 6% = 745.80 → 746; total 3,232;
    // net 21,768; rate 3,232 / 25,000 = 12.928% → 12.93; monthly 1,814.
    name: 'basic rate profit after expenses (30,000 − 5,000)',
    income: 30_000,
    expenses: 5_000,
    expected: {
      profit: 25_000,
      incomeTax: 2_486,
      class2NI: 0,
      class4NI: 746,
      totalTax: 3_232,
      netIncome: 21_768,
      effectiveRate: 12.93,
      monthlyNet: 1_814,
    },
  },
  {
    // Top of the basic band: tax 37,700 × 20% = 7,540; Class 4 37,700 × 6% = 2,262; total 9,802;
    // net 40,468; rate 9,802 / 50,270 = 19.4987% → 19.5; monthly 3,372.33 → 3,372.
    name: 'profit at the higher rate threshold (50,270)',
    income: 50_270,
    expenses: 0,
    expected: {
      profit: 50_270,
      incomeTax: 7_540,
      class2NI: 0,
      class4NI: 2_262,
      totalTax: 9_802,
      netIncome: 40_468,
      effectiveRate: 19.5,
      monthlyNet: 3_372,
    },
  },
  {
    // Tax 7,540 + 49,730 × 40% (19,892) = 27,432; Class 4 2,262 + 49,730 × 2% (994.60) = 3,256.60 → 3,257;
    // total 30,689; net 69,311; rate 30.689% → 30.69; monthly 5,775.92 → 5,776.
    name: 'profit of 100,000',
    income: 100_000,
    expenses: 0,
    expected: {
      profit: 100_000,
      incomeTax: 27_432,
      class2NI: 0,
      class4NI: 3_257,
      totalTax: 30_689,
      netIncome: 69_311,
      effectiveRate: 30.69,
      monthlyNet: 5_776,
    },
  },
  {
    // Allowance 12,570 − 0.50 = 12,569.50, rounded up to 12,570: tax 27,432 + 0.40 = 27,432.40 → 27,432;
    // Class 4 3,256.62 → 3,257; total 30,689; net 69,312; rate 30.6887% → 30.69; monthly 5,776.
    name: 'profit of 100,001: the half-pound taper rounds back up',
    income: 100_001,
    expenses: 0,
    expected: {
      profit: 100_001,
      incomeTax: 27_432,
      class2NI: 0,
      class4NI: 3_257,
      totalTax: 30_689,
      netIncome: 69_312,
      effectiveRate: 30.69,
      monthlyNet: 5_776,
    },
  },
  {
    // Allowance 12,570 − 10,000 / 2 = 7,570; taxable 102,430: 7,540 + 64,730 × 40% (25,892) = 33,432;
    // Class 4 2,262 + 59,730 × 2% (1,194.60) = 3,456.60 → 3,457; total 36,889; net 73,111;
    // rate 33.5355% → 33.54; monthly 6,092.58 → 6,093.
    name: 'profit of 110,000: the allowance tapered to 7,570',
    income: 110_000,
    expenses: 0,
    expected: {
      profit: 110_000,
      personalAllowance: 7_570,
      incomeTax: 33_432,
      class2NI: 0,
      class4NI: 3_457,
      totalTax: 36_889,
      netIncome: 73_111,
      effectiveRate: 33.54,
      monthlyNet: 6_093,
    },
  },
  {
    // Allowance 12,570 − 25,140 / 2 = 0; taxable 125,140: 7,540 + 87,440 × 40% (34,976) = 42,516
    // (HMRC's figure; the original calculator kept the allowance and showed 37,488);
    // Class 4 2,262 + 74,870 × 2% (1,497.40) → 3,759; total 46,275; net 78,865;
    // rate 36.9786% → 36.98; monthly 6,572.08 → 6,572.
    name: 'profit at the additional rate threshold (125,140): no allowance left',
    income: 125_140,
    expenses: 0,
    expected: {
      profit: 125_140,
      personalAllowance: 0,
      incomeTax: 42_516,
      class2NI: 0,
      class4NI: 3_759,
      totalTax: 46_275,
      netIncome: 78_865,
      effectiveRate: 36.98,
      monthlyNet: 6_572,
    },
  },
  {
    // Tax 42,516 + 9,874,860 × 45% (4,443,687) = 4,486,203; Class 4 2,262 + 9,949,730 × 2% (198,994.60)
    // = 201,256.60 → 201,257; total 4,687,460; net 5,312,540; rate 46.8746% → 46.87;
    // monthly 442,711.67 → 442,712.
    name: 'profit at the input limit (10,000,000)',
    income: 10_000_000,
    expenses: 0,
    expected: {
      profit: 10_000_000,
      personalAllowance: 0,
      incomeTax: 4_486_203,
      class2NI: 0,
      class4NI: 201_257,
      totalTax: 4_687_460,
      netIncome: 5_312_540,
      effectiveRate: 46.87,
      monthlyNet: 442_712,
    },
  },
];

describe('selfEmployedTax 2025-26', () => {
  it.each(cases)('$name', ({ income, expenses, expected }) => {
    const result = selfEmployedTax({ income, expenses }, p2025);
    const {
      studentLoanRepayment,
      pensionRelief: _relief,
      paymentsOnAccount: _poa,
      paymentsDue: _due,
      marginal: _marginal,
      annualAllowanceCharge,
      childBenefitCharge,
      marriageAllowance,
      statePension: _received,
      savings: _savings,
      dividends: _dividends,
      statePensionYear: _statePension,
      tradingAllowance: _trading,
      makingTaxDigital: _mtd,
      vatRegistration: _vat,
      employment,
      ...figures
    } = result;
    expect(figures).toEqual({ personalAllowance: 12_570, ...expected });
    // Nothing asked for, nothing charged or applied.
    expect([annualAllowanceCharge, childBenefitCharge]).toEqual([0, 0]);
    expect(employment).toBeNull();
    expect(marriageAllowance).toEqual({ claim: null, applied: false, amount: 0, reason: null });
    expect(studentLoanRepayment).toBe(0);
  });

  it('is the same in 2026-27, where none of its rates changed (only Class 2’s voluntary figures)', () => {
    for (const { income, expenses } of cases) {
      const {
        paymentsOnAccount: _c,
        paymentsDue: _g,
        statePensionYear: _e,
        ...after
      } = selfEmployedTax({ income, expenses }, p2026);
      const {
        paymentsOnAccount: _d,
        paymentsDue: _h,
        statePensionYear: _f,
        ...before
      } = selfEmployedTax({ income, expenses }, p2025);
      expect(after).toEqual(before);
    }
  });

  it('treats impossible inputs as 0 and caps amounts at the input limit', () => {
    // NaN income and negative expenses → 0; 20,000,000 → 10,000,000 as above.
    expect(selfEmployedTax({ income: Number.NaN, expenses: -5 }, p2025).profit).toBe(0);
    expect(selfEmployedTax({ income: Infinity, expenses: 0 }, p2025).profit).toBe(0);
    expect(selfEmployedTax({ income: 20_000_000, expenses: 0 }, p2025).profit).toBe(10_000_000);
  });

  it('rounds pence of profit to whole pounds', () => {
    // 30,000.50 − 0 → profit 30,000.50 → 30,001; tax 17,430.50 × 20% = 3,486.10 → 3,486.
    const result = selfEmployedTax({ income: 30_000.5, expenses: 0 }, p2025);
    expect(result.profit).toBe(30_001);
    expect(result.incomeTax).toBe(3_486);
  });
});

const money = fc.double({ min: 0, max: 10_000_000, noNaN: true });
const anyNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0));

describe('selfEmployedTax properties', () => {
  it('returns finite, non-negative figures for any input', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, (income, expenses) => {
        const r = selfEmployedTax({ income, expenses }, p2025);
        const {
          pensionRelief: _p,
          paymentsOnAccount,
          paymentsDue: _due,
          marginal,
          marriageAllowance: _m,
          statePensionYear: _s,
          tradingAllowance: _t,
          makingTaxDigital: _d,
          vatRegistration: _v,
          employment: _j,
          ...result
        } = r;
        expect(Number.isFinite(paymentsOnAccount.instalment)).toBe(true);
        expect(Number.isFinite(marginal.keeps)).toBe(true);
        for (const value of Object.values(result)) {
          expect(Number.isFinite(value)).toBe(true);
          expect(value).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });

  it('net income + total tax = profit, and the total is the sum of its parts', () => {
    fc.assert(
      fc.property(money, money, (income, expenses) => {
        const r = selfEmployedTax({ income, expenses }, p2025);
        expect(r.netIncome + r.totalTax).toBe(r.profit);
        expect(r.incomeTax + r.class2NI + r.class4NI).toBe(r.totalTax);
        expect(Math.abs(r.monthlyNet * 12 - r.netIncome)).toBeLessThanOrEqual(6);
      }),
    );
  });

  it('tax never falls as income rises', () => {
    fc.assert(
      fc.property(money, money, money, (a, b, expenses) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const lower = selfEmployedTax({ income: low, expenses }, p2025);
        const higher = selfEmployedTax({ income: high, expenses }, p2025);
        expect(higher.incomeTax).toBeGreaterThanOrEqual(lower.incomeTax);
        expect(higher.class4NI).toBeGreaterThanOrEqual(lower.class4NI);
        expect(higher.totalTax).toBeGreaterThanOrEqual(lower.totalTax);
        expect(higher.netIncome).toBeGreaterThanOrEqual(lower.netIncome);
      }),
    );
  });

  it('the effective rate stays between 0 and the top marginal rate', () => {
    fc.assert(
      fc.property(money, (income) => {
        const { effectiveRate } = selfEmployedTax({ income, expenses: 0 }, p2025);
        expect(effectiveRate).toBeGreaterThanOrEqual(0);
        expect(effectiveRate).toBeLessThanOrEqual(47.5);
      }),
    );
  });
});

describe('selfEmployedWorking', () => {
  it('shows the taper and the bands behind HMRC’s 42,516 at 125,140', () => {
    const working = selfEmployedWorking({ income: 125_140, expenses: 0 }, p2025);
    const tax = working.find(({ figure }) => figure === 'incomeTax');
    expect(tax?.steps.map(({ text }) => text)).toEqual([
      'Taxable profit: £125,140 less the allowance £0 = £125,140',
      '£37,700 at 20% (basic rate band) = £7,540.00',
      '£87,440 at 40% (higher rate band) = £34,976.00',
    ]);
    const allowance = working.find(({ figure }) => figure === 'personalAllowance');
    expect(allowance?.steps.map(({ amount }) => amount)).toEqual([12_570, -12_570]);
  });

  it('clamps a fully withdrawn allowance at £0 without rounding a negative amount first', () => {
    // 137,278.50: 37,278.50 over the limit, half of it 18,639.25 withdrawn: 12,570 − 18,639.25 is
    // −6,069.25, which is simply £0, not "rounded up" to −£6,069 first.
    const working = selfEmployedWorking({ income: 137_278.5, expenses: 0 }, p2025);
    const allowance = working.find(({ figure }) => figure === 'personalAllowance');
    expect(allowance?.steps.map(({ text }) => text)).toEqual([
      'Personal allowance £12,570',
      'Adjusted net income £137,278.50 is £37,278.50 over £100,000; 50% of that, £18,639.25, is withdrawn',
      'An allowance cannot fall below £0',
    ]);
    expect(allowance?.value).toBe(0);
  });

  it('says whether the year counts towards the State Pension, at the small profits threshold', () => {
    // 2025-26: threshold £6,845; voluntary Class 2 £3.50 a week, £182 for 52 weeks.
    const at = selfEmployedTax({ income: 6_845, expenses: 0 }, p2025).statePensionYear;
    const above = selfEmployedTax({ income: 6_846, expenses: 0 }, p2025).statePensionYear;
    expect(at).toEqual({
      credited: false,
      overStatePensionAge: false,
      smallProfitsThreshold: 6_845,
      voluntaryClass2Weekly: 3.5,
      voluntaryClass2Year: 182,
    });
    expect(above.credited).toBe(true);
    // 2026-27: £7,105 and £3.65 a week, £189.80 a year.
    const next = selfEmployedTax({ income: 7_000, expenses: 0 }, p2026).statePensionYear;
    expect(next).toEqual({
      credited: false,
      overStatePensionAge: false,
      smallProfitsThreshold: 7_105,
      voluntaryClass2Weekly: 3.65,
      voluntaryClass2Year: 189.8,
    });
  });

  it('compares the £1,000 trading allowance with the expenses, and uses it when claimed', () => {
    // Turnover 900, expenses 0: the allowance (full relief) leaves the same, as no tax is due.
    const small = selfEmployedTax({ income: 900, expenses: 0, tradingAllowance: true }, p2025);
    expect(small.profit).toBe(0);
    expect(small.tradingAllowance.better).toBe('either');
    expect(small.tradingAllowance.verdict).toBe(
      'The £1,000 trading allowance and the expenses leave the same',
    );
    // Turnover 30,000, expenses 200: the allowance takes 800 more off the profit, saving 20% income
    // tax and 6% Class 4 on it: 160 + 48 = £208.
    const claimed = selfEmployedTax(
      { income: 30_000, expenses: 200, tradingAllowance: true },
      p2025,
    );
    expect(claimed.profit).toBe(29_000);
    expect(claimed.tradingAllowance).toEqual({
      claimed: true,
      allowance: 1_000,
      better: 'allowance',
      difference: 208,
      verdict: 'The £1,000 trading allowance instead of the expenses leaves £208 more',
    });
    // The profit's working says it in the same words.
    const claimedWorking = selfEmployedWorking(
      { income: 30_000, expenses: 200, tradingAllowance: true },
      p2025,
    );
    expect(claimedWorking.find((f) => f.figure === 'profit')?.steps.map((s) => s.text)).toContain(
      claimed.tradingAllowance.verdict,
    );
    const notClaimed = selfEmployedTax({ income: 30_000, expenses: 200 }, p2025);
    expect(notClaimed.profit).toBe(29_800);
    expect(notClaimed.tradingAllowance.better).toBe('allowance');
    // Expenses of 5,000 beat the allowance by 4,000 × 26% = £1,040.
    const expensesWin = selfEmployedTax(
      { income: 30_000, expenses: 5_000, tradingAllowance: true },
      p2025,
    );
    expect(expensesWin.tradingAllowance).toMatchObject({
      better: 'expenses',
      difference: 1_040,
      verdict: 'The expenses leave £1,040 more than the £1,000 trading allowance would',
    });
  });

  // VATA 1994 Sch 1 para 1: registration when turnover goes *over* £90,000 (from 1 April 2024,
  // SI 2024/308; held since), measured on turnover, not profit: expenses do not matter.
  it.each([
    { name: '£90,000 exactly, 2025-26: not over', income: 90_000, p: p2025, over: false },
    { name: '£90,000.01, 2025-26: over', income: 90_000.01, p: p2025, over: true },
    {
      name: '£90,000.01 with £80,000 of expenses: still over',
      income: 90_000.01,
      expenses: 80_000,
      p: p2025,
      over: true,
    },
    { name: '£90,000 exactly, 2026-27: not over', income: 90_000, p: p2026, over: false },
    { name: '£95,000, 2026-27: over', income: 95_000, p: p2026, over: true },
  ])(
    'compares turnover with the VAT registration threshold: $name',
    ({ income, expenses, p, over }) => {
      expect(selfEmployedTax({ income, expenses: expenses ?? 0 }, p).vatRegistration).toEqual({
        turnover: income,
        threshold: 90_000,
        over,
      });
    },
  );

  it('says from when Making Tax Digital applies, on turnover rather than profit', () => {
    const at = (income: number) =>
      selfEmployedTax({ income, expenses: income / 2 }, p2025).makingTaxDigital;
    expect(at(50_001)).toEqual({
      qualifyingIncome: 50_001,
      appliesFrom: '2026-04-06',
      taxYear: '2026-27',
      threshold: 50_000,
    });
    expect(at(50_000).appliesFrom).toBe('2027-04-06');
    expect(at(30_001).appliesFrom).toBe('2027-04-06');
    expect(at(20_001)).toMatchObject({
      appliesFrom: '2028-04-06',
      taxYear: '2028-29',
      threshold: 20_000,
    });
    expect(at(20_000)).toEqual({
      qualifyingIncome: 20_000,
      appliesFrom: null,
      taxYear: null,
      threshold: null,
    });
  });

  it('taxes a PAYE job’s pay below the profit and leaves the return what PAYE does not take', () => {
    // Pay 40,000 and profit 20,000, 2025-26. PAYE: 40,000 − 12,570 = 27,430 at 20% = 5,486.
    // Together: 60,000 − 12,570 = 47,430: 37,700 at 20% (7,540) + 9,730 at 40% (3,892) = 11,432.
    // Through the return: 11,432 − 5,486 = 5,946. Class 4 on the profit: 6% of 7,430 = 445.80,
    // but no more than reg 100's maximum beside the job's Class 1 of 8% × 27,430 = 2,194.40:
    // 2,262 − 2,194.40 = 67.60 at 6% (1,126.67 of profit), 2% on the other 6,303.33 = 126.07,
    // 193.67 → 194.
    const r = selfEmployedTax({ income: 20_000, expenses: 0, employmentIncome: 40_000 }, p2025);
    expect(r.employment).toEqual({
      pay: 40_000,
      taxDeductedAtSource: 5_486,
      studentLoanDeductedAtSource: 0,
    });
    expect(r.incomeTax).toBe(5_946);
    expect(r.class4NI).toBe(194);
    expect(r.netIncome + r.totalTax).toBe(r.profit);
    // Liability through the return 5,946 + 194 = 6,140; PAYE's 5,486 is under 80% of 11,626:
    // payments on account of 3,070 each.
    expect(r.paymentsOnAccount).toMatchObject({ due: true, instalment: 3_070 });
  });

  it('asks no payments on account when PAYE collected more than 80% of the year’s tax (SI 1996/1654 reg 4)', () => {
    // Pay 100,000 (PAYE 27,432), profit 5,000: the return adds 40% of 5,000 plus the allowance
    // lost (2,500 at 40%): 3,000; 27,432 is 90% of 30,432.
    const r = selfEmployedTax({ income: 5_000, expenses: 0, employmentIncome: 100_000 }, p2025);
    expect(r.employment?.taxDeductedAtSource).toBe(27_432);
    expect(r.incomeTax).toBe(3_000);
    expect(r.paymentsOnAccount.due).toBe(false);
    const steps = selfEmployedWorking(
      { income: 5_000, expenses: 0, employmentIncome: 100_000 },
      p2025,
    ).find(({ figure }) => figure === 'paymentsOnAccount.instalment')?.steps;
    expect(steps?.map(({ text }) => text).join(' ')).toMatch(/more than 80%/);
  });

  // SS(C)R 2001 reg 100: beside a job, Class 4 is at most 6% of the profits band (12,570 to
  // 50,270: 2,262) less the job's Class 1 at 8%, plus 2% on the profit above 12,570 that the
  // rest of the band does not cover. Profit 30,000 throughout (17,430 above 12,570; 1,045.80
  // on the bands alone). Class 1 on an annual earnings period.
  it.each([
    // No Class 1 below the primary threshold: the regulation does not apply.
    { name: 'pay £12,570 (no Class 1)', pay: 12_570, class4: 1_046 },
    // Class 1 8% × 430 = 34.40: 2,227.60 at 6% covers 37,126.67 of profit, more than 17,430:
    // the maximum (2,227.60) is above the Class 4 due.
    { name: 'pay £13,000 (the maximum does not bind)', pay: 13_000, class4: 1_046 },
    // Class 1 8% × 17,430 = 1,394.40: 867.60 at 6% covers 14,460; 2% × 2,970 = 59.40; 927.00.
    { name: 'pay £30,000 (Case 2)', pay: 30_000, class4: 927 },
    // Class 1 8% × 37,700 = 3,016 is more than 2,262: only 2% × 17,430 = 348.60 → 349.
    { name: 'pay £50,270 (Case 3)', pay: 50_270, class4: 349 },
    // Above the upper earnings limit Class 1 at the main rate stays 3,016: the same.
    { name: 'pay £80,000 (Case 3, Class 1 at 2% not counted)', pay: 80_000, class4: 349 },
  ])('caps Class 4 beside a job (SS(C)R 2001 reg 100): $name', ({ pay, class4 }) => {
    const input = { income: 30_000, expenses: 0, employmentIncome: pay };
    const r = selfEmployedTax(input, p2025);
    expect(r.class4NI).toBe(class4);
    const steps = selfEmployedWorking(input, p2025).find(
      ({ figure }) => figure === 'class4NI',
    )?.steps;
    const sum = steps?.reduce((total, step) => total + (step.amount ?? 0), 0);
    expect(sum).toBeCloseTo(class4, 9);
    const capped = steps?.find(({ text }) => text.startsWith('Annual maximum beside a job'));
    expect(capped === undefined).toBe(class4 === 1_046);
    if (capped)
      expect(capped.references.map(({ title }) => title)).toEqual(['SS(C)R 2001 reg 100']);
  });

  // FA 2004 s190, s192(4): relief on gross contributions up to relevant earnings (here the
  // profit), and only the relieved part moves the thresholds; a Scottish taxpayer's profit is on
  // the Scottish scale, so it is the Scottish thresholds from the intermediate rate up that move.
  it.each([
    {
      name: '£10,000 paid on £60,000 of profit: all relieved',
      input: { income: 60_000, expenses: 0, pensionContributions: 10_000 },
      text: 'Gross pension contributions of £10,000 raise the basic rate band and the higher thresholds by £10,000',
      cited: ['incomeTax.basicRateBand', 'incomeTax.higherRateLimit'],
    },
    {
      // Relevant earnings 60,000 < 70,000 paid: 60,000 relieved.
      name: '£70,000 paid on £60,000 of profit: £60,000 relieved',
      input: { income: 60_000, expenses: 0, pensionContributions: 70_000 },
      text: 'Gross pension contributions: £60,000 relieved of the £70,000 paid raise the basic rate band and the higher thresholds by £60,000',
      cited: ['incomeTax.basicRateBand', 'incomeTax.higherRateLimit'],
    },
    {
      name: 'a Scottish taxpayer paying £10,000 on £60,000 of profit',
      input: { income: 60_000, expenses: 0, pensionContributions: 10_000, scottishTaxpayer: true },
      text: 'Gross pension contributions of £10,000 raise the Scottish intermediate rate threshold and those above it by £10,000',
      cited: [
        'scottishIncomeTax.intermediateRateFrom',
        'scottishIncomeTax.higherRateFrom',
        'scottishIncomeTax.advancedRateFrom',
        'scottishIncomeTax.topRateFrom',
      ],
    },
  ])(
    'says which thresholds the contributions move, and by how much: $name',
    ({ input, text, cited }) => {
      const steps = selfEmployedWorking(input, p2025).find(
        ({ figure }) => figure === 'incomeTax',
      )?.steps;
      const note = steps?.find((step) => step.text.startsWith('Gross pension contributions'));
      expect(note?.text).toBe(text);
      expect(note?.parameters.map(({ name }) => name)).toEqual(cited);
    },
  );

  it('asks payments on account at exactly 80% collected by PAYE (TMA 1970 s59A(1)(d))', () => {
    // Not deducted at source is then exactly a fifth, "not less than" a fifth: they are due.
    const p = p2025;
    const at80 = paymentsOnAccountOf(
      { liability: 2_000, deductedAtSource: 8_000, paye: true, bill: 2_000 },
      p,
    );
    expect(at80.mostlyAtSource).toBe(false);
    expect(at80.schedule).toMatchObject({ due: true, instalment: 1_000 });
    // A penny more at source: more than 80%, none due.
    const above = paymentsOnAccountOf(
      { liability: 1_999.99, deductedAtSource: 8_000.01, paye: true, bill: 1_999.99 },
      p,
    );
    expect(above.mostlyAtSource).toBe(true);
    expect(above.schedule.due).toBe(false);
  });

  it('splits student loan repayments between PAYE on the pay and the return', () => {
    // Plan 2 (28,470): PAYE takes 9% of 40,000 − 28,470 = 1,037.70 → 1,037; on 60,000 together,
    // 9% of 31,530 = 2,837.70 → 2,837; the return collects 1,800.
    const r = selfEmployedTax(
      { income: 20_000, expenses: 0, employmentIncome: 40_000, studentLoanPlans: ['plan2'] },
      p2025,
    );
    expect(r.employment?.studentLoanDeductedAtSource).toBe(1_037);
    expect(r.studentLoanRepayment).toBe(1_800);
  });
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach what it does beyond the plain case. */
const onAPage = (engine: Engine) => {
  const everything = {
    income: 112_345.67,
    expenses: 2_000,
    studentLoanPlans: ['plan2', 'plan1', 'postgraduate'] as const,
    pensionContributions: 3_000,
  };
  const scottish = { income: 48_000, expenses: 0, scottishTaxpayer: true };
  return {
    figures: [
      engine.calculateSelfEmployed(everything, '2025-26'),
      engine.calculateSelfEmployed(scottish, '2026-27'),
    ],
    working: [
      engine.explainSelfEmployed(everything, '2025-26'),
      engine.explainSelfEmployed(scottish, '2026-27'),
    ],
    form: engine.parseSelfEmployedForm({
      income: '48k',
      expenses: '£1,234.50',
      studentLoanPlans: 'plan2',
    }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  });
});

interface PensionAgeCase {
  name: string;
  income: number;
  statePension?: number;
  overStatePensionAge: boolean;
  expected: Pick<
    SelfEmployedResult,
    'incomeTax' | 'class2NI' | 'class4NI' | 'totalTax' | 'netIncome' | 'effectiveRate'
  > & { instalment: number; keeps: number; credited: boolean };
}

// 2025-26. State Pension age reached before 6 April: no Class 4 for the year (SS(C)R 2001 reg 93)
// and no Class 2. A State Pension is taxed as non-savings income before the profit, with no NI.
// £11,973 is a year of the full new State Pension (£230.25 × 52).
const pensionAgeCases: PensionAgeCase[] = [
  {
    // Tax (30,000 − 12,570) × 20% = 3,486; Class 4 would be 17,430 × 6% = 1,045.80 → 1,046.
    name: 'under State Pension age: Class 4 on the profit',
    income: 30_000,
    overStatePensionAge: false,
    // Payments on account (3,486 + 1,046) ÷ 2 = 2,266; the next £1,000 pays 200 + 60, keeps 740.
    expected: {
      incomeTax: 3_486,
      class2NI: 0,
      class4NI: 1_046,
      totalTax: 4_532,
      netIncome: 25_468,
      effectiveRate: 15.11,
      instalment: 2_266,
      keeps: 740,
      credited: true,
    },
  },
  {
    // The same profit over State Pension age: tax 3,486 alone; 3,486 ÷ 30,000 = 11.62%.
    name: 'over State Pension age: no Class 4, and the year builds no State Pension',
    income: 30_000,
    overStatePensionAge: true,
    // Payments on account 3,486 ÷ 2 = 1,743; the next £1,000 pays 200 only.
    expected: {
      incomeTax: 3_486,
      class2NI: 0,
      class4NI: 0,
      totalTax: 3_486,
      netIncome: 26_514,
      effectiveRate: 11.62,
      instalment: 1_743,
      keeps: 800,
      credited: false,
    },
  },
  {
    // 11,973 + 20,000 = 31,973 − 12,570 = 19,403 × 20% = 3,880.60 → 3,881; net 31,973 − 3,881 =
    // 28,092; 3,881 ÷ 31,973 = 12.138…%. Payments on account 3,881 ÷ 2 = 1,940.50.
    name: 'a State Pension taxed with the profit, over State Pension age',
    income: 20_000,
    statePension: 11_973,
    overStatePensionAge: true,
    expected: {
      incomeTax: 3_881,
      class2NI: 0,
      class4NI: 0,
      totalTax: 3_881,
      netIncome: 28_092,
      effectiveRate: 12.14,
      instalment: 1_940.5,
      keeps: 800,
      credited: false,
    },
  },
  {
    // Reached State Pension age in the year: the pension uses 11,973 of the allowance first, so
    // 1,000 of profit leaves 12,973 − 12,570 = 403 taxable × 20% = 80.60 → 81; profit under the
    // lower profits limit, no Class 4; under £1,000 through the return, no payments on account.
    name: 'a State Pension uses the personal allowance before the profit',
    income: 1_000,
    statePension: 11_973,
    overStatePensionAge: false,
    // The next £1,000 pays 200 of tax; Class 4 still starts at 12,570 of profit.
    expected: {
      incomeTax: 81,
      class2NI: 0,
      class4NI: 0,
      totalTax: 81,
      netIncome: 12_892,
      effectiveRate: 0.62,
      instalment: 0,
      keeps: 800,
      credited: false,
    },
  },
  {
    // 11,973 + 45,000 = 56,973 − 12,570 = 44,403: 37,700 × 20% = 7,540 + 6,703 × 40% = 2,681.20
    // = 10,221.20 → 10,221; 10,221 ÷ 56,973 = 17.940…%. Payments on account 5,110.50.
    name: 'a State Pension pushes the profit into the higher rate',
    income: 45_000,
    statePension: 11_973,
    overStatePensionAge: true,
    expected: {
      incomeTax: 10_221,
      class2NI: 0,
      class4NI: 0,
      totalTax: 10_221,
      netIncome: 46_752,
      effectiveRate: 17.94,
      instalment: 5_110.5,
      keeps: 600,
      credited: false,
    },
  },
  {
    // Adjusted net income 11,973 + 100,000 = 111,973: allowance 12,570 − 11,973 ÷ 2 = 6,583.50,
    // 6,584 rounded up. 111,973 − 6,584 = 105,389: 7,540 + 67,689 × 40% = 27,075.60 → 34,615.60
    // → 34,616. The next £1,000 loses 500 of allowance too: 1,500 × 40% = 600, keeps 400.
    name: 'a State Pension counts towards the allowance’s taper',
    income: 100_000,
    statePension: 11_973,
    overStatePensionAge: true,
    expected: {
      incomeTax: 34_616,
      class2NI: 0,
      class4NI: 0,
      totalTax: 34_616,
      netIncome: 77_357,
      effectiveRate: 30.91,
      instalment: 17_308,
      keeps: 400,
      credited: false,
    },
  },
];

describe('selfEmployedTax at State Pension age, 2025-26', () => {
  it.each(pensionAgeCases)('$name', ({ income, statePension, overStatePensionAge, expected }) => {
    const r = selfEmployedTax({ income, expenses: 0, statePension, overStatePensionAge }, p2025);
    const { instalment, keeps, credited, ...figures } = expected;
    expect({
      incomeTax: r.incomeTax,
      class2NI: r.class2NI,
      class4NI: r.class4NI,
      totalTax: r.totalTax,
      netIncome: r.netIncome,
      effectiveRate: r.effectiveRate,
    }).toEqual(figures);
    expect(r.statePension).toBe(statePension ?? 0);
    expect(r.paymentsOnAccount.instalment).toBe(instalment);
    expect(r.marginal.keeps).toBe(keeps);
    expect(r.statePensionYear.credited).toBe(credited);
    expect(r.statePensionYear.overStatePensionAge).toBe(overStatePensionAge);
  });

  it('cites the exception from Class 4 and the State Pension’s charge in the working', () => {
    const working = selfEmployedWorking(
      { income: 20_000, expenses: 0, statePension: 11_973, overStatePensionAge: true },
      p2025,
    );
    const steps = (figure: string) => working.find((w) => w.figure === figure)?.steps ?? [];
    const class4 = steps('class4NI');
    expect(class4.map((s) => s.text)).toEqual([
      'State Pension age was reached before 6 April, the first day of the tax year: no Class 4 is due for the year',
    ]);
    expect(class4[0]?.references.map((r) => r.title)).toEqual([
      'SSCBA 1992 s15',
      'SS(C)R 2001 reg 93',
    ]);
    expect(steps('class2NI').map((s) => s.text)).not.toContain(
      expect.stringContaining('counts towards the State Pension'),
    );
    expect(steps('incomeTax')[1]?.text).toBe(
      'Taxable income: £11,973 of State Pension, taxed first, and £20,000 of profit, less the allowance £12,570 = £19,403',
    );
    expect(steps('incomeTax')[0]?.references.map((r) => r.title)).toContain('ITEPA 2003 s577');
    expect(steps('netIncome').map((s) => s.text)).toContain('State Pension £11,973');
  });
});

interface OtherIncomeCase {
  name: string;
  income: number;
  savings?: number;
  dividends?: number;
  expected: Pick<SelfEmployedResult, 'incomeTax' | 'class4NI' | 'totalTax' | 'netIncome'>;
}

// 2025-26, England. Savings then dividends are stacked above the profit (ITA 2007 s16), the
// allowance placed where it leaves least tax (s25(2)): the starting rate for savings (0% on £5,000,
// less every pound of taxable non-savings income), the personal savings allowance (£1,000 basic,
// £500 higher), the £500 dividend allowance, then 8.75% / 33.75% on dividends. Class 4 stays on
// the profit alone.
const otherIncomeCases: OtherIncomeCase[] = [
  {
    // Allowance 10,000 against the profit, 2,570 against savings: 2,430 of savings in the starting
    // rate band at 0%. Nothing to pay; net 15,000.
    name: 'savings inside the starting rate for savings',
    income: 10_000,
    savings: 5_000,
    expected: { incomeTax: 0, class4NI: 0, totalTax: 0, netIncome: 15_000 },
  },
  {
    // Taxable profit 2,430 × 20% = 486; the band shrinks to 5,000 − 2,430 = 2,570 at 0%, the other
    // 430 in the £1,000 savings allowance. Class 4 2,430 × 6% = 145.80 → 146.
    name: 'the starting rate band shrinks by the taxable profit',
    income: 15_000,
    savings: 3_000,
    expected: { incomeTax: 486, class4NI: 146, totalTax: 632, netIncome: 17_368 },
  },
  {
    // Taxable profit 17,430 × 20% = 3,486; no starting rate left; 1,000 in the savings allowance,
    // 1,000 × 20% = 200. Class 4 17,430 × 6% = 1,045.80 → 1,046.
    name: 'the basic rate savings allowance, then 20%',
    income: 30_000,
    savings: 2_000,
    expected: { incomeTax: 3_686, class4NI: 1_046, totalTax: 4_732, netIncome: 27_268 },
  },
  {
    // Taxable 39,430 is over 37,700: a £500 savings allowance. In HMRC's order the allowance sits
    // at 37,430–37,930 and 1,500 × 40% = 600 (8,086 in all), but 270 of the personal allowance set
    // against savings instead moves it above the band: profit 37,700 × 20% = 7,540; savings 500 at
    // 0%, 1,230 × 40% = 492; 8,032. Class 4 37,430 × 6% = 2,245.80 → 2,246.
    name: 'a higher rate savings allowance, with the personal allowance placed to leave least tax',
    income: 50_000,
    savings: 2_000,
    expected: { incomeTax: 8_032, class4NI: 2_246, totalTax: 10_278, netIncome: 41_722 },
  },
  {
    // Taxable profit 17,430 × 20% = 3,486; dividends 500 at 0%, 2,500 × 8.75% = 218.75;
    // 3,704.75 → 3,705.
    name: 'the dividend allowance, then the ordinary rate',
    income: 30_000,
    dividends: 3_000,
    expected: { incomeTax: 3_705, class4NI: 1_046, totalTax: 4_751, netIncome: 28_249 },
  },
  {
    // Taxable profit 27,430 × 20% = 5,486; dividends from 27,430: 500 at 0%, 27,930–37,700 =
    // 9,770 × 8.75% = 854.875, 37,700–42,430 = 4,730 × 33.75% = 1,596.375; 7,937.25 → 7,937.
    // Class 4 27,430 × 6% = 1,645.80 → 1,646.
    name: 'dividends across the higher rate threshold',
    income: 40_000,
    dividends: 15_000,
    expected: { incomeTax: 7_937, class4NI: 1_646, totalTax: 9_583, netIncome: 45_417 },
  },
];

describe('selfEmployedTax with savings and dividends, 2025-26', () => {
  it.each(otherIncomeCases)('$name', ({ income, savings, dividends, expected }) => {
    const r = selfEmployedTax({ income, expenses: 0, savings, dividends }, p2025);
    expect({
      incomeTax: r.incomeTax,
      class4NI: r.class4NI,
      totalTax: r.totalTax,
      netIncome: r.netIncome,
    }).toEqual(expected);
    // The tax through the return, Class 4 included, is what payments on account are half of.
    expect(r.paymentsOnAccount.instalment).toBe(
      r.paymentsOnAccount.due ? (expected.incomeTax + expected.class4NI) / 2 : 0,
    );
  });

  it('lays out each slice of savings and dividends in the working, adding up to the tax', () => {
    const working = selfEmployedWorking(
      { income: 50_000, expenses: 0, savings: 2_000, dividends: 1_000 },
      p2025,
    );
    const tax = working.find((w) => w.figure === 'incomeTax');
    const texts = tax?.steps.map((s) => s.text) ?? [];
    expect(texts).toContain(
      'Taxable income: £50,000 of profit, then £2,000 of savings interest and £1,000 of dividends above it, less the allowance £12,570 = £40,430',
    );
    expect(texts.some((t) => t.startsWith('Savings interest:'))).toBe(true);
    expect(texts.some((t) => t.startsWith('Dividends:'))).toBe(true);
    let sum = 0;
    for (const step of tax?.steps ?? []) sum += step.amount ?? 0;
    expect(sum).toBe(tax?.value);
  });
});
