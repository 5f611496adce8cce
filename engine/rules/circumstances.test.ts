// Boundary tables for the circumstances both tax calculators accept: Scottish bands, student loans,
// pension contributions under relief at source, payments on account and the marginal rate. Each row
// carries its arithmetic.
import { describe, expect, it } from 'vitest';
import {
  calculateDirector,
  calculateSelfEmployed,
  explainDirector,
  explainSelfEmployed,
  type DirectorInput,
} from '../index.ts';
import { TAX_YEARS } from '../parameters/tax-years.ts';
import type { StudentLoanPlan, TaxYear } from '../types.ts';

const salaryOnly = (salary: number, more: Partial<DirectorInput> = {}): DirectorInput => ({
  salary,
  dividends: 0,
  savings: 0,
  ...more,
});

describe('Scottish rates on salary (bands of taxable income; allowance 12,570 below 100,000)', () => {
  // 2026-27: starter 19% to 3,967, basic 20% to 16,956, intermediate 21% to 31,092, higher 42% to
  // 62,430, advanced 45% to 125,140, top 48% above.
  const y2026: [string, number, number][] = [
    // Starter band ends at £16,537 of income: 3,967 × 19% = 753.73.
    ['starter band end', 16_537, 753.73],
    // 753.73 + (16,956 − 3,967) 12,989 × 20% = 2,597.80 → 3,351.53.
    ['basic band end', 29_526, 3_351.53],
    // Known check: taxable 17,430: 753.73 + 2,597.80 + 474 × 21% = 99.54 → 3,451.07.
    ['£30,000 (known check)', 30_000, 3_451.07],
    // 3,351.53 + (31,092 − 16,956) 14,136 × 21% = 2,968.56 → 6,320.09.
    ['intermediate band end', 43_662, 6_320.09],
    // 6,320.09 + (62,430 − 31,092) 31,338 × 42% = 13,161.96 → 19,482.05.
    ['higher band end', 75_000, 19_482.05],
    // Taxable 87,430: 19,482.05 + 25,000 × 45% = 11,250 → 30,732.05.
    ['£100,000, full allowance', 100_000, 30_732.05],
    // No allowance; 19,482.05 + (125,140 − 62,430) 62,710 × 45% = 28,219.50 → 47,701.55.
    ['advanced band end', 125_140, 47_701.55],
    // Known check: 47,701.55 + 24,860 × 48% = 11,932.80 → 59,634.35.
    ['£150,000 (known check)', 150_000, 59_634.35],
  ];
  // 2025-26: starter to 2,827, basic to 14,921, then as 2026-27.
  const y2025: [string, number, number][] = [
    // 2,827 × 19% = 537.13.
    ['starter band end', 15_397, 537.13],
    // 537.13 + 12,094 × 20% = 2,418.80 → 2,955.93.
    ['basic band end', 27_491, 2_955.93],
    // 2,955.93 + 16,171 × 21% = 3,395.91 → 6,351.84.
    ['intermediate band end', 43_662, 6_351.84],
    // 6,351.84 + 31,338 × 42% = 13,161.96 → 19,513.80.
    ['higher band end', 75_000, 19_513.8],
    // 19,513.80 + 62,710 × 45% = 28,219.50 → 47,733.30.
    ['advanced band end', 125_140, 47_733.3],
    // 47,733.30 + 24,860 × 48% = 11,932.80 → 59,666.10.
    ['top rate', 150_000, 59_666.1],
  ];
  it.each(y2026)('2026-27 %s: %d → %d', (_name, salary, tax) => {
    const r = calculateDirector(salaryOnly(salary, { scottishTaxpayer: true }), '2026-27');
    expect(r.salaryTax).toBe(tax);
  });
  it.each(y2025)('2025-26 %s: %d → %d', (_name, salary, tax) => {
    const r = calculateDirector(salaryOnly(salary, { scottishTaxpayer: true }), '2025-26');
    expect(r.salaryTax).toBe(tax);
  });

  it('the self-employed pay the same on profit, in whole pounds, and the same Class 4', () => {
    // 3,451.07 → 3,451; Class 4 is UK-wide: 17,430 × 6% = 1,045.80 → 1,046.
    const p = '2026-27';
    const scot = calculateSelfEmployed({ income: 30_000, expenses: 0, scottishTaxpayer: true }, p);
    const uk = calculateSelfEmployed({ income: 30_000, expenses: 0 }, p);
    expect(scot.incomeTax).toBe(3_451);
    expect(scot.class4NI).toBe(uk.class4NI);
    expect(scot.class4NI).toBe(1_046);
  });

  it('keeps UK rates and the UK basic band for dividends, stacked above Scottish salary', () => {
    // 2026-27, salary 50,000 + dividends 10,000. Taxable salary 37,430: 753.73 + 2,597.80 +
    // 2,968.56 + 6,338 × 42% = 2,661.96 → 8,982.05. Dividends from 37,430: 500 at 0% (to 37,930),
    // then 9,500 above the UK basic band (37,700) at 35.75% = 3,396.25. Employee NI is UK-wide.
    const p = '2026-27';
    const r = calculateDirector(
      salaryOnly(50_000, { dividends: 10_000, scottishTaxpayer: true }),
      p,
    );
    expect(r.salaryTax).toBe(8_982.05);
    expect(r.dividendTax).toBe(3_396.25);
    expect(r.employeeNI).toBe(calculateDirector(salaryOnly(50_000), p).employeeNI);
  });

  it('says in the working that Scottish rates applied', () => {
    const working = explainDirector(salaryOnly(30_000, { scottishTaxpayer: true }), '2026-27');
    const texts = working.find(({ figure }) => figure === 'salaryTax')?.steps.map((s) => s.text);
    expect(texts).toContain('£3,967 at 19% (Scottish starter rate band) = £753.73');
    expect(texts).toContain('£474 at 21% (Scottish intermediate rate band) = £99.54');
  });
});

describe('student loan repayments (9% above the plan threshold, 6% postgraduate, whole pounds)', () => {
  const loan = (year: TaxYear, profit: number, plans: StudentLoanPlan[]) =>
    calculateSelfEmployed({ income: profit, expenses: 0, studentLoanPlans: plans }, year)
      .studentLoanRepayment;
  const table: [TaxYear, StudentLoanPlan, number][] = [
    ['2025-26', 'plan1', 26_065],
    ['2025-26', 'plan2', 28_470],
    ['2025-26', 'plan4', 32_745],
    ['2026-27', 'plan1', 26_900],
    ['2026-27', 'plan2', 29_385],
    ['2026-27', 'plan4', 33_795],
    ['2026-27', 'plan5', 25_000],
  ];
  it.each(table)('%s %s: nothing at %d, 9% of £1,000 = £90 above it', (year, plan, threshold) => {
    expect(loan(year, threshold, [plan])).toBe(0);
    expect(loan(year, threshold + 1_000, [plan])).toBe(90);
  });

  it.each(TAX_YEARS)('%s postgraduate: 6% above 21,000', (year) => {
    // 22,000 − 21,000 = 1,000 × 6% = 60.
    expect(loan(year, 21_000, ['postgraduate'])).toBe(0);
    expect(loan(year, 22_000, ['postgraduate'])).toBe(60);
  });

  it('rounds down to whole pounds', () => {
    // 2025-26 plan 2: 28,481 − 28,470 = 11 × 9% = 0.99 → 0; 28,492: 22 × 9% = 1.98 → 1.
    expect(loan('2025-26', 28_481, ['plan2'])).toBe(0);
    expect(loan('2025-26', 28_492, ['plan2'])).toBe(1);
  });

  it('with two undergraduate plans uses the lowest threshold; postgraduate adds on', () => {
    // 2025-26, 40,000: plans 1 and 2 → 9% × (40,000 − 26,065) = 1,254.15 → 1,254; plus
    // postgraduate 6% × 19,000 = 1,140 → 2,394.
    expect(loan('2025-26', 40_000, ['plan2', 'plan1'])).toBe(1_254);
    expect(loan('2025-26', 40_000, ['plan1', 'plan2', 'postgraduate'])).toBe(2_394);
  });

  it('Plan 5 repayments start in 2026-27', () => {
    expect(loan('2025-26', 40_000, ['plan5'])).toBe(0);
    // 9% × 15,000 = 1,350.
    expect(loan('2026-27', 40_000, ['plan5'])).toBe(1_350);
  });

  it('is taken off net income, not added to total tax', () => {
    // 2025-26 profit 30,000: tax 3,486 + Class 4 1,046 = 4,532; plan 2: 1,530 × 9% = 137.70 → 137.
    const r = calculateSelfEmployed(
      { income: 30_000, expenses: 0, studentLoanPlans: ['plan2'] },
      '2025-26',
    );
    expect(r).toMatchObject({ totalTax: 4_532, studentLoanRepayment: 137, netIncome: 25_331 });
  });

  it('adds a director’s dividends and interest only above £2,000', () => {
    const p = '2025-26';
    // 30,000 + 2,000 unearned (not over 2,000): 1,530 × 9% = 137.70 → 137.
    expect(
      calculateDirector(salaryOnly(30_000, { dividends: 2_000, studentLoanPlans: ['plan2'] }), p)
        .studentLoanRepayment,
    ).toBe(137);
    // 30,000 + 1,001 dividends + 1,000 interest = 32,001: 3,531 × 9% = 317.79 → 317.
    expect(
      calculateDirector(
        salaryOnly(30_000, { dividends: 1_001, savings: 1_000, studentLoanPlans: ['plan2'] }),
        p,
      ).studentLoanRepayment,
    ).toBe(317);
  });
});

describe('pension contributions under relief at source (gross amounts)', () => {
  it.each(TAX_YEARS)('%s: £10,000 restores the allowance at £110,000 of profit', (year) => {
    // Adjusted net income 110,000 − 10,000 = 100,000: allowance 12,570 (without: 7,570).
    // Taxable 97,430; basic band 37,700 + 10,000 = 47,700: 47,700 × 20% = 9,540 + 49,730 × 40%
    // = 19,892 → 29,432. Without: taxable 102,430: 7,540 + 64,730 × 40% = 25,892 → 33,432.
    // Relief: 20% of 10,000 = 2,000 at source + 4,000 through the return = 6,000 (60%).
    const r = calculateSelfEmployed(
      { income: 110_000, expenses: 0, pensionContributions: 10_000 },
      year,
    );
    expect(r.personalAllowance).toBe(12_570);
    expect(r.incomeTax).toBe(29_432);
    expect(r.pensionRelief).toEqual({
      contributions: 10_000,
      relieved: 10_000,
      atSource: 2_000,
      throughReturn: 4_000,
      total: 6_000,
    });
  });

  it('extends the additional rate threshold too', () => {
    // 2025-26 profit 200,000, 20,000 gross: ANI 180,000 → no allowance. Bands 57,700 and 145,140:
    // 57,700 × 20% = 11,540 + 87,440 × 40% = 34,976 + 54,860 × 45% = 24,687 → 71,203.
    // Without: 7,540 + 34,976 + 74,860 × 45% = 33,687 → 76,203; through the return 5,000 (25%).
    const r = calculateSelfEmployed(
      { income: 200_000, expenses: 0, pensionContributions: 20_000 },
      '2025-26',
    );
    expect(r.incomeTax).toBe(71_203);
    expect(r.pensionRelief.throughReturn).toBe(5_000);
  });

  it('extends the Scottish bands above the basic band’s start', () => {
    // 2026-27 Scottish salary 60,000, 5,000 gross: taxable 47,430; intermediate from 21,956,
    // higher from 36,092: 753.73 + 17,989 × 20% = 3,597.80 + 14,136 × 21% = 2,968.56 + 11,338 ×
    // 42% = 4,761.96 → 12,082.05. Without: 13,182.05. Through the return 1,100 = 5,000 × 22%.
    const r = calculateDirector(
      salaryOnly(60_000, { scottishTaxpayer: true, pensionContributions: 5_000 }),
      '2026-27',
    );
    expect(r.salaryTax).toBe(12_082.05);
    expect(r.pensionRelief).toMatchObject({ atSource: 1_000, throughReturn: 1_100, total: 2_100 });
  });

  it('relieves no more than relevant earnings (salary, not dividends), or £3,600', () => {
    // Dividends only: relevant earnings 0, so 3,600 of the 10,000 is relieved: 720 at source.
    const r = calculateDirector(
      { salary: 0, dividends: 50_000, savings: 0, pensionContributions: 10_000 },
      '2025-26',
    );
    expect(r.pensionRelief).toMatchObject({ relieved: 3_600, atSource: 720 });
  });
});

describe('payments on account (each half of income tax + Class 4; none below £1,000)', () => {
  const p = '2025-26';
  it('none at £999', () => {
    // Profit 16,412: 3,842 × 20% = 768.40 → 768; × 6% = 230.52 → 231; 999 < 1,000.
    const r = calculateSelfEmployed({ income: 16_412, expenses: 0 }, p);
    expect(r.incomeTax + r.class4NI).toBe(999);
    expect(r.paymentsOnAccount).toEqual({
      due: false,
      instalment: 0,
      payments: [],
      firstYear: [{ date: '2027-01-31', amount: 999, label: 'Balancing payment for 2025/26' }],
      limits: { minimumLiability: 1_000, deductedAtSourceShare: 0.8 },
    });
  });

  it('£500 each at £1,000', () => {
    // Profit 16,416: 3,846 × 20% = 769.20 → 769; × 6% = 230.76 → 231; 1,000 → 500 each.
    const r = calculateSelfEmployed({ income: 16_416, expenses: 0 }, p);
    expect(r.paymentsOnAccount.instalment).toBe(500);
  });

  it('the first year: the whole bill and the first instalment in January, then July', () => {
    // Profit 30,000: 3,486 + 1,046 = 4,532 → 2,266 each; plan 2 137 is paid with the bill only.
    const r = calculateSelfEmployed(
      { income: 30_000, expenses: 0, studentLoanPlans: ['plan2'] },
      '2025-26',
    );
    expect(r.paymentsOnAccount.payments.map(({ date, amount }) => [date, amount])).toEqual([
      ['2026-01-31', 2_266],
      ['2026-07-31', 2_266],
    ]);
    // 31 January 2027: 4,532 + 137 + 2,266 = 6,935; 31 July 2027: 2,266.
    expect(r.paymentsOnAccount.firstYear).toEqual([
      {
        date: '2027-01-31',
        amount: 6_935,
        label: 'Balancing payment for 2025/26 and first payment on account for 2026/27',
      },
      { date: '2027-07-31', amount: 2_266, label: 'Second payment on account for 2026/27' },
    ]);
  });
});

describe('the marginal rate: what the next £1,000 keeps', () => {
  it('60% in the allowance taper, plus Class 4', () => {
    // 2025-26 profit 110,000: 1,000 × 40% + 500 of allowance lost × 40% = 600; Class 4 2% = 20.
    const r = calculateSelfEmployed({ income: 110_000, expenses: 0 }, '2025-26');
    expect(r.marginal).toEqual({ step: 1_000, keeps: 380, rate: 62 });
  });

  it('Scottish equivalent: 45% + 22.5% in the taper', () => {
    // 2026-27 profit 110,000, taxable 102,430 in the advanced band: 450 + 225 = 675; Class 4 20.
    const r = calculateSelfEmployed(
      { income: 110_000, expenses: 0, scottishTaxpayer: true },
      '2026-27',
    );
    expect(r.marginal).toEqual({ step: 1_000, keeps: 305, rate: 69.5 });
  });

  it('a director’s next £1,000 of salary and of dividends', () => {
    // 2025-26 salary 60,000 and dividends 1,000 (the £500 allowance used): salary 40% + 2% NI →
    // keeps 580; dividends 33.75% → keeps 662.50.
    const r = calculateDirector(salaryOnly(60_000, { dividends: 1_000 }), '2025-26');
    expect(r.marginal.salary).toEqual({ step: 1_000, keeps: 580, rate: 42 });
    expect(r.marginal.dividends).toEqual({ step: 1_000, keeps: 662.5, rate: 33.75 });
  });

  it('counts the loan repayments it triggers', () => {
    // 2025-26 profit 40,000, plan 2: 20% + 6% + 9% → keeps 650.
    const r = calculateSelfEmployed(
      { income: 40_000, expenses: 0, studentLoanPlans: ['plan2'] },
      '2025-26',
    );
    expect(r.marginal.keeps).toBe(650);
  });
});

describe('working shows the new lines only when they apply', () => {
  it('no loan, pension lines without them; payments on account and the marginal rate always', () => {
    const p = '2025-26';
    const figures = explainSelfEmployed({ income: 30_000, expenses: 0 }, p).map((w) => w.figure);
    expect(figures).not.toContain('studentLoanRepayment');
    expect(figures).not.toContain('pensionRelief.total');
    expect(figures).toContain('paymentsOnAccount.instalment');
    const all = explainSelfEmployed(
      { income: 30_000, expenses: 0, studentLoanPlans: ['plan1'], pensionContributions: 1_000 },
      p,
    ).map((w) => w.figure);
    expect(all).toContain('studentLoanRepayment');
    expect(all).toContain('pensionRelief.total');
  });
});
