// The annual allowance charge, the High Income Child Benefit Charge and Marriage Allowance, through
// both calculators that apply them, at the boundaries, in both years. Each case has its arithmetic.
import { describe, expect, it } from 'vitest';
import {
  calculateDirector,
  calculateSelfEmployed,
  explainDirector,
  explainSelfEmployed,
  ratesFor,
  type SelfEmployedInput,
} from '../index.ts';
import { TAX_YEARS } from '../parameters/tax-years.ts';
import type { TaxYear } from '../types.ts';

type SoleTrader = Partial<SelfEmployedInput> & { profit: number };
const soleTraderInput = ({ profit, ...rest }: SoleTrader) => ({
  income: profit,
  expenses: 0,
  ...rest,
});
const soleTrader = (year: TaxYear, input: SoleTrader) =>
  calculateSelfEmployed(soleTraderInput(input), year);
const soleTraderWorking = (year: TaxYear, input: SoleTrader) =>
  explainSelfEmployed(soleTraderInput(input), year);

describe('High Income Child Benefit Charge (ITEPA 2003 s681C)', () => {
  // 2025-26: £26.05 a week for the eldest, £17.25 for each other, 52 Monday-weeks from 7 April 2025.
  // 2026-27: £27.05 and £17.90, 53 Monday-weeks (6 April 2026 and 5 April 2027 are both Mondays).
  const cases: {
    name: string;
    year: TaxYear;
    profit: number;
    children: number;
    pension?: number;
    charge: number;
  }[] = [
    // Adjusted net income 60,000: not over the threshold.
    { name: '£60,000, one child', year: '2025-26', profit: 60_000, children: 1, charge: 0 },
    // 199 over: not a whole £200, 0%.
    { name: '£60,199, one child', year: '2025-26', profit: 60_199, children: 1, charge: 0 },
    // s681C(3) rounds the benefit, the percentage and the charge down to whole numbers.
    // 200 over: 26.05 × 52 = 1,354.60 → £1,354; 1% = 13.54 → £13.
    { name: '£60,200, one child', year: '2025-26', profit: 60_200, children: 1, charge: 13 },
    // 10,000 over: (26.05 + 17.25) × 52 = 2,251.60 → £2,251; 50% = 1,125.50 → £1,125.
    { name: '£70,000, two children', year: '2025-26', profit: 70_000, children: 2, charge: 1_125 },
    // 20,000 over: 100% of £2,251.
    { name: '£80,000, two children', year: '2025-26', profit: 80_000, children: 2, charge: 2_251 },
    // Beyond 100%: still the whole benefit.
    {
      name: '£150,000, two children',
      year: '2025-26',
      profit: 150_000,
      children: 2,
      charge: 2_251,
    },
    // Pension contributions of 10,000 take adjusted net income from 70,000 to 60,000: no charge.
    {
      name: '£70,000 less £10,000 of pension, two children',
      year: '2025-26',
      profit: 70_000,
      children: 2,
      pension: 10_000,
      charge: 0,
    },
    // 2026-27, 100%: (27.05 + 17.90) × 53 = 2,382.35 → £2,382.
    {
      name: '2026-27: £80,000, two children',
      year: '2026-27',
      profit: 80_000,
      children: 2,
      charge: 2_382,
    },
    // 2026-27, 1%: 27.05 × 53 = 1,433.65 → £1,433; 1% = 14.33 → £14.
    {
      name: '2026-27: £60,200, one child',
      year: '2026-27',
      profit: 60_200,
      children: 1,
      charge: 14,
    },
  ];

  it.each(cases)('self-employed, $name', ({ year, profit, children, pension, charge }) => {
    const input = { profit, childBenefitChildren: children, pensionContributions: pension };
    const r = soleTrader(year, input);
    expect(r.childBenefitCharge).toBe(charge);
    expect(r.totalTax).toBe(r.incomeTax + r.class2NI + r.class4NI + charge);
    expect(r.netIncome + r.totalTax).toBe(r.profit);
    const working = soleTraderWorking(year, input).find(
      (figure) => figure.figure === 'childBenefitCharge',
    );
    expect(working?.value).toBe(charge);
  });

  it('is charged in whole pounds, rounded down, on a director too: salary 12,570 and dividends 47,630 (£60,200), one child', () => {
    // 1,354.60 → £1,354; 1% = 13.54 → £13.
    const r = calculateDirector(
      { salary: 12_570, dividends: 47_630, savings: 0, childBenefitChildren: 1 },
      '2025-26',
    );
    expect(r.childBenefitCharge).toBe(13);
    expect(r.totalTax).toBeCloseTo(
      r.salaryTax + r.dividendTax + r.savingsTax + r.employeeNI + 13,
      2,
    );
  });

  it('shows each rounding down in its working, with the law that asks for it', () => {
    // £70,000, two children: 2,251.60 → £2,251, then 50% = 1,125.50 → £1,125.
    const steps = soleTraderWorking('2025-26', { profit: 70_000, childBenefitChildren: 2 }).find(
      (figure) => figure.figure === 'childBenefitCharge',
    )?.steps;
    const texts = steps?.map(({ text }) => text) ?? [];
    expect(texts[0]).toMatch(/= £2,251\.60, rounded down to £2,251$/);
    const rounding = steps?.find(({ text }) => text.startsWith('Rounded down'));
    expect(rounding?.amount).toBeCloseTo(-0.5, 9);
    expect(rounding?.references.map(({ title }) => title)).toEqual(['ITEPA 2003 s681C']);
    expect(texts.join(' ')).not.toMatch(/nearest/);
  });

  it('counts in the marginal rate between £60,000 and £80,000', () => {
    // At 65,000 the charge is 25% of £2,251 = 562.75 → £562; at 66,000, 30% = 675.30 → £675:
    // the next £1,000 keeps £113 less.
    const without = soleTrader('2025-26', { profit: 65_000 });
    const withChildren = soleTrader('2025-26', { profit: 65_000, childBenefitChildren: 2 });
    expect(without.marginal.keeps - withChildren.marginal.keeps).toBe(113);
  });
});

describe('Marriage Allowance (ITA 2007 s55B, s55C)', () => {
  // Transferable amount: 10% of 12,570 = 1,257, rounded up to £10 = 1,260; the reduction 20% of it.
  it('gives the recipient £252 off at £50,270 of profit, taxable 37,700, all within the basic rate band', () => {
    const r = soleTrader('2025-26', { profit: 50_270, marriageAllowance: 'receive' });
    expect(r.marriageAllowance).toEqual({
      claim: 'receive',
      applied: true,
      amount: 252,
      reason: null,
    });
    expect(r.totalTax).toBe(r.incomeTax + r.class2NI + r.class4NI - 252);
  });

  it('refuses it at £50,271, where £1 is taxed at the higher rate, and says why', () => {
    const r = soleTrader('2025-26', { profit: 50_271, marriageAllowance: 'receive' });
    expect(r.marriageAllowance.applied).toBe(false);
    expect(r.marriageAllowance.amount).toBe(0);
    expect(r.marriageAllowance.reason).toMatch(
      /£1 of taxable income would be taxed above the basic rate/,
    );
    expect(r.totalTax).toBe(r.incomeTax + r.class2NI + r.class4NI);
  });

  it('never reduces tax below nothing: profit 13,000 has £86 of income tax', () => {
    // Taxable 430 at 20% = 86, less than 252.
    const r = soleTrader('2025-26', { profit: 13_000, marriageAllowance: 'receive' });
    expect(r.incomeTax).toBe(86);
    expect(r.marriageAllowance.amount).toBe(86);
  });

  it('lets a Scottish taxpayer pay the intermediate rate, not the higher', () => {
    // The Scottish higher rate starts at 31,092 of taxable income: profit 12,570 + 31,092.
    const edge = 12_570 + ratesFor('2025-26').scottishIncomeTax.higherRateFrom;
    const at = soleTrader('2025-26', {
      profit: edge,
      scottishTaxpayer: true,
      marriageAllowance: 'receive',
    });
    const over = soleTrader('2025-26', {
      profit: edge + 1,
      scottishTaxpayer: true,
      marriageAllowance: 'receive',
    });
    expect(at.marriageAllowance.amount).toBe(252);
    expect(over.marriageAllowance.applied).toBe(false);
    expect(over.marriageAllowance.reason).toMatch(/above the intermediate rate/);
  });

  it('counts dividends and their allowance where they sit, on a director at £50,270 and £50,271', () => {
    const p = '2025-26';
    const at = calculateDirector(
      { salary: 12_570, dividends: 37_700, savings: 0, marriageAllowance: 'receive' },
      p,
    );
    const over = calculateDirector(
      { salary: 12_570, dividends: 37_701, savings: 0, marriageAllowance: 'receive' },
      p,
    );
    expect(at.marriageAllowance.amount).toBe(252);
    expect(over.marriageAllowance.applied).toBe(false);
  });

  it('takes £1,260 off a transferor’s allowance: profit 12,000 leaves 690 taxable, £138 of tax', () => {
    const r = soleTrader('2025-26', { profit: 12_000, marriageAllowance: 'transfer' });
    expect(r.personalAllowance).toBe(11_310);
    expect(r.incomeTax).toBe(138);
    expect(r.marriageAllowance).toEqual({
      claim: 'transfer',
      applied: true,
      amount: 1_260,
      reason: null,
    });
  });

  it('refuses a transfer that would leave income above the basic rate', () => {
    // 49,500 of profit: taxable 36,930 with the allowance, 38,190 without 1,260 of it.
    const r = soleTrader('2025-26', { profit: 49_500, marriageAllowance: 'transfer' });
    expect(r.marriageAllowance.applied).toBe(false);
    expect(r.personalAllowance).toBe(12_570);
    expect(r.marriageAllowance.reason).toMatch(/with £1,260 of the allowance transferred, £490/);
  });
});

describe('annual allowance charge (FA 2004 s227, s228, s228ZA)', () => {
  const cases: {
    name: string;
    profit: number;
    pension: number;
    unused?: number;
    charge: number;
  }[] = [
    // 60,000 of 100,000: within the £60,000 allowance.
    { name: 'at the allowance', profit: 100_000, pension: 60_000, charge: 0 },
    // 60,001: £1 over. Adjusted net income 39,999, so the whole allowance; taxable 87,431 on bands
    // extended by 60,001 (basic rate to 97,701): the £1 at 20%, 20p, rounds to £0.
    { name: '£1 above the allowance', profit: 100_000, pension: 60_001, charge: 0 },
    // 70,000: 10,000 over, from 87,430 of taxable income, all below 107,700 (basic band extended
    // by 70,000): 10,000 at 20% = 2,000.
    {
      name: '£10,000 above, in the extended basic band',
      profit: 100_000,
      pension: 70_000,
      charge: 2_000,
    },
    // 260,000 profit, 60,000 paid: threshold income 200,000 is not over £200,000: no taper.
    { name: 'threshold income at £200,000: no taper', profit: 260_000, pension: 60_000, charge: 0 },
    // 320,000 profit, 60,000 paid: threshold income 260,000, adjusted income 320,000: allowance
    // 60,000 − (60,000 ÷ 2) = 30,000, so 30,000 over. Allowance nil (ANI 260,000), taxable 320,000;
    // the additional rate band starts at 125,140 + 60,000: the 30,000 at 45% = 13,500.
    { name: 'tapered to £30,000 at £320,000', profit: 320_000, pension: 60_000, charge: 13_500 },
    // The same with 30,000 unused from earlier years carried forward: no charge.
    {
      name: 'carry-forward covers it',
      profit: 320_000,
      pension: 60_000,
      unused: 30_000,
      charge: 0,
    },
    // 500,000 profit, 40,000 paid: adjusted income 500,000 would take 120,000 off; the minimum
    // £10,000 allowance remains, 30,000 over at 45% = 13,500.
    { name: 'the £10,000 minimum', profit: 500_000, pension: 40_000, charge: 13_500 },
  ];

  it.each(cases)('self-employed, $name', ({ profit, pension, unused, charge }) => {
    for (const year of TAX_YEARS) {
      const r = soleTrader(year, {
        profit,
        pensionContributions: pension,
        unusedAnnualAllowance: unused,
      });
      expect(r.annualAllowanceCharge).toBe(charge);
      expect(r.netIncome + r.totalTax).toBe(r.profit);
    }
  });

  it('charges £1 over the allowance at the basic rate, in pence on a director', () => {
    // Salary 100,000, 60,001 paid: the £1 at 20% = £0.20.
    const r = calculateDirector(
      { salary: 100_000, dividends: 0, savings: 0, pensionContributions: 60_001 },
      '2025-26',
    );
    expect(r.annualAllowanceCharge).toBe(0.2);
  });

  it('relieves only up to earnings: a director with £10,000 of salary paying £60,000', () => {
    // Relief on 10,000 (relevant UK earnings); all 60,000 still counts as pension savings: within
    // the allowance, so no charge.
    const r = calculateDirector(
      { salary: 10_000, dividends: 200_000, savings: 0, pensionContributions: 60_000 },
      '2025-26',
    );
    expect(r.pensionRelief.relieved).toBe(10_000);
    expect(r.annualAllowanceCharge).toBe(0);
  });

  const directorInput = (employerPensionContributions: number) => ({
    salary: 12_570,
    dividends: 250_000,
    savings: 0,
    pensionContributions: 10_000,
    employerPensionContributions,
  });
  const director = (employerPensionContributions: number) =>
    calculateDirector(directorInput(employerPensionContributions), '2025-26');

  it('counts what the company pays in as savings and in adjusted income, not as income', () => {
    // 10,000 of the director's own and 40,000 from the company: 50,000 of savings. Threshold income
    // 262,570 − 10,000 relieved = 252,570 is over £200,000; adjusted income 262,570 + 40,000 =
    // 302,570 takes (302,570 − 260,000) ÷ 2 = 21,285 off: a 38,715 allowance, 11,285 over. Taxable
    // 262,570 (no personal allowance) on bands extended by 10,000: the 11,285 at 45% = £5,078.25.
    const r = director(40_000);
    expect(r.annualAllowanceCharge).toBe(5_078.25);
    // The company's contributions are not the director's income, nor relieved at source.
    expect(r.totalIncome).toBe(262_570);
    expect(r.pensionRelief.relieved).toBe(10_000);
    const working = explainDirector(directorInput(40_000), '2025-26');
    expect(working.find(({ figure }) => figure === 'annualAllowanceCharge')?.steps[0]?.text).toBe(
      'Pension savings this year: £50,000 gross, £40,000 of it paid by the company (also counted in adjusted income)',
    );
    // Without them the 10,000 is within the allowance, tapered or not: no charge.
    expect(director(0).annualAllowanceCharge).toBe(0);
  });
});
