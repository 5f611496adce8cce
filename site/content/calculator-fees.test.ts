import { describe, expect, it } from 'vitest';
import { calculatePayroll, compareBusinessStructures } from '../../engine/index.ts';
import { CALCULATORS, type CalculatorScenario } from '../../widgets/index.ts';
import { calculatorFees } from './calculator-fees.ts';
import { decodeQuote } from './quote.ts';

const scenario = (kind: CalculatorScenario['kind'], fields: Record<string, string>) => ({
  kind,
  fields,
});

// Each calculator's case and the fee sentence under its result; the figures are the quote's (see
// quote.test.ts for their arithmetic).
describe('the fee under each calculator’s result', () => {
  it.each([
    [
      'a £48k sole trader: the self-employed return, £250 + VAT',
      scenario('self-employed', { income: '48000', expenses: '5000' }),
      ['We would file this return for £300 including VAT (£250 + VAT).'],
    ],
    [
      'a director: their own tax return, an individual’s fee with VAT',
      scenario('director', { salary: '12570', dividends: '40000' }),
      ['We would file this tax return for £180 including VAT.'],
    ],
    [
      'the planner: accounts, payroll and the director’s return, £1,200 + VAT',
      scenario('planner', { profit: '60000' }),
      [
        'We would look after your company’s accounts, corporation tax return and payroll, and your own tax return, for £1,440 a year including VAT (£1,200 + VAT).',
      ],
    ],
    [
      'the comparison: both sides, as its own fee rows charge them',
      scenario('incorporation', { profit: '50000' }),
      [
        'As a sole trader, we would file your tax return for £300 a year including VAT (£250 + VAT).',
        'Through a company, we would look after its accounts, corporation tax return and payroll, and your own tax return, for £1,440 a year including VAT (£1,200 + VAT).',
      ],
    ],
    [
      'a landlord with a job: the personal return, £180, and one or two properties, £170, with VAT',
      scenario('property', { rents: '24000', otherIncome: '40000' }),
      [
        'For one or two let properties, we would file this tax return with its rental income for £350 including VAT.',
      ],
    ],
    [
      'a landlord with a trade: the self-employed return, £300, and the rents, £170, with VAT (£391.67 + VAT)',
      scenario('property', {
        rents: '24000',
        otherIncome: '30000',
        otherIncomeKind: 'selfEmployment',
        tradingTurnover: '60000',
      }),
      [
        'For one or two let properties, we would file this tax return with your trade and its rental income for £470 including VAT (£391.67 + VAT).',
      ],
    ],
    [
      'an employee taxed through PAYE alone: no return, the personal return’s fee should one be needed',
      scenario('take-home', { pay: '50000', per: 'year', taxCode: '1257L' }),
      [
        'Taxed through PAYE alone, you need no tax return; should you need one, we would file it for £180 including VAT.',
      ],
    ],
    [
      'an employee with Child Benefit: the return its charge needs, £150 + VAT',
      scenario('take-home', { pay: '70000', per: 'year', childBenefitChildren: '2' }),
      [
        'If the Child Benefit charge is yours to pay, we would file the tax return it needs for £180 including VAT.',
      ],
    ],
    [
      '£5,000 a month of sales: Startup bookkeeping, £150 + VAT a month',
      scenario('expenses', { monthlyRevenue: '5000' }),
      ['We would keep these books for £180 a month including VAT (£150 + VAT).'],
    ],
    [
      '£10,000 a month (£120,000 a year): Growth bookkeeping, £300 + VAT a month',
      scenario('expenses', { monthlyRevenue: '10000' }),
      ['We would keep these books for £360 a month including VAT (£300 + VAT).'],
    ],
    [
      'eight employees: Standard payroll, 8 × £6 = £48 + VAT a month',
      scenario('payroll', { employees: '8', averageSalary: '28000', frequency: 'monthly' }),
      ['We would run this payroll for £57.60 a month including VAT (£48 + VAT).'],
    ],
  ])('%s', (_name, given, sentences) => {
    expect(calculatorFees(given).map((fee) => fee.text)).toEqual(sentences);
  });

  it.each(CALCULATORS.map(({ id }) => id))(
    'the %s calculator has a fee, and its link opens the quote with the same answers',
    (kind) => {
      const fees = calculatorFees({ kind, fields: {} });
      expect(fees.length).toBeGreaterThan(0);
      for (const fee of fees) {
        expect(fee.text).toMatch(/£[\d,.]+ (a (year|month) )?including VAT/);
        expect(fee.href).toMatch(/^\/quote#quote=/);
        expect(decodeQuote(fee.href.slice(fee.href.indexOf('#')))).toEqual(fee.answers);
      }
    },
  );

  it('agrees with the comparison calculator’s own fees, side by side', () => {
    for (const year of ['2025-26', '2026-27'] as const) {
      const result = compareBusinessStructures(
        { profit: 50_000, includeAccountancyFees: true },
        year,
      );
      const [sole, company] = calculatorFees(scenario('incorporation', { profit: '50000' }));
      expect(sole?.text).toContain(`£${result.soleTrader.accountancyFees!.total}`);
      expect(company?.text).toContain(
        `£${result.limitedCompany.accountancyFees!.total.toLocaleString('en-GB')}`,
      );
    }
  });

  it('agrees with the payroll calculator’s charge, with VAT added', () => {
    for (const employees of [1, 5, 6, 20, 21, 250]) {
      const { monthlyCost } = calculatePayroll(
        { employees, averageSalary: 30_000, frequency: 'monthly' },
        '2026-27',
      );
      const [fee] = calculatorFees(scenario('payroll', { employees: String(employees) }));
      expect(fee?.text, `${employees} employees`).toContain(
        `(£${monthlyCost.toLocaleString('en-GB')} + VAT)`,
      );
    }
  });
});
