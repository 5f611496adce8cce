// The planner's working: the best split's figures step by step, each rate with its source, the
// steps summing to the figures.
import { describe, expect, it } from 'vitest';
import { explainSalaryAndDividends, planSalaryAndDividends } from '../../../engine/index.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import type { PlannerInput } from './types.ts';
import type { TaxYear } from '../../../engine/types.ts';

/** The plan's figures and their working, each from its own pass. */
const plan = (input: PlannerInput, year: TaxYear) => ({
  ...planSalaryAndDividends(input, year),
  working: explainSalaryAndDividends(input, year),
});

type Plan = ReturnType<typeof plan>;

const figure = (result: Plan, name: string) =>
  result.working.find((entry) => entry.figure === name);

const texts = (result: Plan, name: string) => figure(result, name)?.steps.map(({ text }) => text);

describe('explainSalaryAndDividends', () => {
  it('works out the best split of £75,000 in 2025-26 step by step', () => {
    const result = plan({ companyProfit: 75_000 }, '2025-26');
    expect(texts(result, 'best.employerNI')).toEqual([
      '£7,570 of salary above £5,000 at 15% = £1,135.50',
      'No Employment Allowance: a company cannot claim it when the only employee paid above the secondary threshold (£5,000) is a director',
    ]);
    expect(texts(result, 'best.corporationTax')).toEqual([
      'Taxable profit: £75,000.00 less salary £12,570.00 and employer National Insurance £1,135.50 = £61,294.50',
      '£61,294.50 at 25% (main rate) = £15,323.63',
      'Less marginal relief, profit between £50,000 and £250,000: 1.5% of (£250,000 − £61,294.50) = £2,830.58',
      'Rounded to the nearest penny: £12,493.04',
    ]);
    expect(texts(result, 'dividendTax')).toEqual([
      'Taxable dividends £48,801.46 fill taxable income from £0.00 to £48,801.46, after salary and savings',
      '£500 at 0% (dividend allowance) = £0.00',
      '£37,200 at 8.75% (basic rate band) = £3,255.00',
      '£11,101.46 at 33.75% (higher rate band) = £3,746.74',
      'Rounded to the nearest penny: £7,001.74',
    ]);
    expect(figure(result, 'allowanceSplit')?.steps[0]?.text).toBe('£12,570.00 set against salary');
  });

  it('cites every rate it uses on gov.uk or legislation.gov.uk', () => {
    const result = plan({ companyProfit: 75_000 }, '2026-27');
    const marginal = figure(result, 'best.corporationTax')?.steps[2]?.parameters;
    expect(marginal?.map(({ name }) => name)).toContain('corporationTax.marginalReliefFraction');
    const uses = result.working.flatMap(({ steps }) => steps.flatMap((step) => step.parameters));
    expect(uses.length).toBeGreaterThan(5);
    for (const use of uses) {
      expect(use.references.length).toBeGreaterThan(0);
      for (const { href } of use.references) {
        expect(href).toMatch(/^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//);
      }
    }
    const dividendRate = uses.find(({ name }) => name === 'dividends.ordinaryRate');
    expect(dividendRate?.value).toBe(0.1075);
  });

  it('explains each headline figure, its steps summing to it, in every year and case', () => {
    for (const year of TAX_YEARS) {
      for (const input of [
        { companyProfit: 0 },
        { companyProfit: 30_000, employmentAllowance: true },
        { companyProfit: 75_000 },
        { companyProfit: 400_000, scottishTaxpayer: true, pensionContributions: 10_000 },
        {
          companyProfit: 150_000,
          pensionContributions: 25_000,
          employerPensionContributions: 50_000,
        },
        { companyProfit: 20_000, employerPensionContributions: 25_000 },
      ]) {
        const result = plan(input, year);
        const { best } = result;
        const shown: Record<string, number> = {
          'best.salary': best.salary,
          'best.employerNI': best.employerNI,
          'best.corporationTax': best.corporationTax,
          'best.dividends': best.dividends,
          'best.incomeTax': best.incomeTax,
          'best.employeeNI': best.employeeNI,
          'best.takeHome': best.takeHome,
        };
        for (const [name, value] of Object.entries(shown)) {
          const entry = figure(result, name);
          expect(entry?.value, `${year} ${name}`).toBe(value);
          const sum = entry?.steps.reduce((total, step) => total + (step.amount ?? 0), 0);
          expect(sum, `${year} ${name}`).toBeCloseTo(value, 6);
        }
      }
    }
  });

  it('sets the Employment Allowance off when the company claims it', () => {
    const result = plan({ companyProfit: 120_000, employmentAllowance: true }, '2025-26');
    const steps = figure(result, 'best.employerNI')?.steps ?? [];
    const allowance = steps.find(({ text }) => text.startsWith('Less the Employment Allowance'));
    expect(allowance?.parameters[0]?.name).toBe('employerNI.employmentAllowance');
    expect(allowance?.amount).toBeLessThan(0);
    // The planner has one director: it says what it assumes of anyone else on the payroll.
    expect(texts(result, 'best.employerNI')).toContain(
      "This assumes the whole allowance is left for the director's salary: the other employees' National Insurance, which it also covers, is not counted here",
    );
  });

  it('takes the company’s pension contributions off the profit and charges savings above the annual allowance', () => {
    const result = plan(
      {
        companyProfit: 150_000,
        pensionContributions: 25_000,
        employerPensionContributions: 50_000,
      },
      '2025-26',
    );
    const { best } = result;
    expect(texts(result, 'best.dividends')?.slice(0, 2)).toEqual([
      'Company profit £150,000.00',
      'Less its contributions to your pension £50,000.00',
    ]);
    expect(texts(result, 'best.corporationTax')?.[0]).toMatch(
      /^Taxable profit: £150,000\.00 less salary £[\d,.]+, pension contributions £50,000\.00 and employer/,
    );
    // £25,000 of the director's own and £50,000 of the company's: £15,000 over £60,000, taxed as
    // the top slice; the income tax's steps name it and sum to the figure with it.
    const incomeTax = figure(result, 'best.incomeTax')?.steps ?? [];
    expect(incomeTax.at(-1)?.text).toMatch(
      /^Annual allowance charge: £15,000 of pension savings \(yours and the company's\) above the £60,000 allowance, taxed at your top rates = £[\d,]+\.\d\d$/,
    );
    expect(incomeTax.at(-1)?.amount).toBeGreaterThan(0);
    expect(incomeTax.at(-1)?.references[0]?.href).toMatch(
      /legislation\.gov\.uk\/ukpga\/2004\/12\/section\/227/,
    );
    expect(best.employerPension).toBe(50_000);
  });
});

describe('the planner’s working with a student loan', () => {
  it('takes the repayments off take-home, saying what payroll takes and what the return collects', () => {
    const working = explainSalaryAndDividends(
      { companyProfit: 90_000, employmentAllowance: true, studentLoanPlans: ['plan2'] },
      '2025-26',
    );
    const loan = working.find(({ figure }) => figure === 'best.studentLoanRepayment');
    // 9% of (£12,570 + £60,661.05 − £28,470) = £4,028.49, rounded down; the salary alone is
    // under the threshold, so payroll takes nothing and the return collects it all.
    expect(loan?.value).toBe(4_028);
    const text = JSON.stringify(loan);
    expect(text).toContain('Plan 2');
    expect(text).toContain('through the tax return');
    const takeHome = working.find(({ figure }) => figure === 'best.takeHome');
    expect(JSON.stringify(takeHome)).toContain('Less student loan repayments £4,028');
    expect(takeHome?.value).toBe(58_198.7);
  });
});
