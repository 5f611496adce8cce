import { describe, expect, it } from 'vitest';
import { CALCULATOR_INPUT_LIMIT, TAX_YEARS } from '../engine/index.ts';
import { CALCULATOR_APIS } from './api.ts';
import {
  calculatorHasTaxYear,
  decodeFragment,
  describeScenario,
  encodeFragment,
  scenarioFromInput,
  shareUrl,
} from './scenarios.ts';
import { MAX_FRAGMENT_LENGTH } from './shared/toolkit/share-fragment.ts';
import { propertyName, type ScenarioColumn } from './shared/runtime/widget-api.ts';

// Typical inputs, as each calculator's acct-calculate event carries it: examples of the codec's rules.
// Each calculator's own tests round-trip its scenario through the fragment and its form.
const DIRECTOR = {
  salary: 12570,
  dividends: 37700,
  savings: 250,
  scottishTaxpayer: false,
  studentLoanPlans: [],
  pensionContributions: 0,
  unusedAnnualAllowance: 0,
  childBenefitChildren: 0,
  marriageAllowance: 'receive',
};
const SELF_EMPLOYED = {
  income: 52000.5,
  expenses: 4100,
  tradingAllowance: false,
  employmentIncome: 18000,
  scottishTaxpayer: true,
  studentLoanPlans: ['plan2', 'postgraduate'],
  pensionContributions: 3000,
  unusedAnnualAllowance: 20000,
  childBenefitChildren: 2,
  marriageAllowance: 'transfer',
};
const PLANNER = {
  companyProfit: 75000,
  employerPensionContributions: 0,
  employmentAllowance: true,
  scottishTaxpayer: false,
};
const EXPENSES = {
  monthlyRevenue: 5000,
  categories: {
    office: true,
    travel: false,
    equipment: true,
    marketing: false,
    professional: false,
  },
  additionalExpenses: 1200,
};
const PAYROLL = { employees: 8, averageSalary: 28000, frequency: 'weekly' };

/** A row of a `rows` field with each column at its longest: amounts at the limit, a day. */
function longestRow(columns: readonly ScenarioColumn[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const { name, field } of columns)
    row[name] =
      field.kind === 'amount'
        ? CALCULATOR_INPUT_LIMIT - 0.01
        : field.kind === 'switch'
          ? true
          : field.kind === 'date'
            ? '2026-04-05'
            : [...field.values].sort((a, b) => b.length - a.length)[0];
  return row;
}

// A year the engine does not have, computed so that adding a year never makes it known.
const UNKNOWN_YEAR = `${Number(TAX_YEARS[TAX_YEARS.length - 1]?.slice(0, 4)) + 50}-00`;

describe('scenario fragment', () => {
  it('carries the tax year only for calculators whose figures depend on it', () => {
    const director = encodeFragment(scenarioFromInput('director', '2026-27', DIRECTOR));
    expect(director).toBe(
      'calc=director&year=2026-27&salary=12570&dividends=37700&savings=250&pensionContributions=0&childBenefitChildren=0&marriageAllowance=receive&unusedAnnualAllowance=0',
    );
    expect(decodeFragment(director)?.taxYear).toBe('2026-27');
    const payroll = encodeFragment(scenarioFromInput('payroll', '2026-27', PAYROLL));
    expect(payroll).toBe('calc=payroll&employees=8&averageSalary=28000&frequency=weekly');
    expect(calculatorHasTaxYear('director')).toBe(true);
    expect(calculatorHasTaxYear('payroll')).toBe(false);
  });

  it('drops a year the engine does not have', () => {
    expect(TAX_YEARS).not.toContain(UNKNOWN_YEAR);
    const decoded = decodeFragment(`calc=planner&year=${UNKNOWN_YEAR}&companyProfit=75000`);
    expect(decoded).toEqual({ kind: 'planner', fields: { companyProfit: '75000' } });
  });

  it('refuses junk: other calculators, unknown ones, other fragments, empty and overlong ones', () => {
    const director = encodeFragment(scenarioFromInput('director', '2025-26', DIRECTOR));
    expect(decodeFragment(director, 'self-employed')).toBeNull();
    for (const junk of [
      '',
      '#',
      '#calculator',
      '#booking-widget',
      'calc=',
      '%E0%A4%A',
      '#calc=nope',
      '#calc=__proto__',
      '#calc=constructor',
    ]) {
      expect(decodeFragment(junk), junk).toBeNull();
    }
    const long = `calc=director&salary=1&x=${'a'.repeat(MAX_FRAGMENT_LENGTH)}`;
    expect(decodeFragment(long)).toBeNull();
  });

  it('keeps only values a calculator could have written', () => {
    const decoded = decodeFragment(
      [
        'calc=self-employed',
        `income=${encodeURIComponent('<img src=x onerror=alert(1)>')}`,
        `expenses=${CALCULATOR_INPUT_LIMIT + 1}`,
        'pensionContributions=-5',
        'scottishTaxpayer=yes',
        'studentLoanPlans=plan9+%3Cb%3E',
        '__proto__=x',
        'salary=5',
      ].join('&'),
    );
    expect(decoded).toEqual({ kind: 'self-employed', fields: {} });
    const payroll = decodeFragment('calc=payroll&employees=1.5&averageSalary=abc&frequency=daily');
    expect(payroll).toEqual({ kind: 'payroll', fields: {} });
  });

  it('reads amounts as people type them, writing them as plain digits', () => {
    const decoded = decodeFragment(
      'calc=director&salary=%C2%A348%2C000.50&dividends=40k&studentLoanPlans=postgraduate,plan1,plan1',
    );
    expect(decoded?.fields).toEqual({
      salary: '48000.5',
      dividends: '40000',
      studentLoanPlans: 'plan1 postgraduate',
    });
  });

  it('keeps a headline only when it holds no markup', () => {
    const base = 'calc=payroll&employees=8';
    expect(decodeFragment(`${base}&headline=Annual%20savings%20%C2%A31%2C200`)?.headline).toBe(
      'Annual savings £1,200',
    );
    for (const hostile of ['<img src=x>', 'a"onmouseover="x', 'x'.repeat(121), ''])
      expect(decodeFragment(`${base}&headline=${encodeURIComponent(hostile)}`)).not.toHaveProperty(
        'headline',
      );
  });

  it('reads a scenario after the page’s own anchor, as a booking link carries it', () => {
    const scenario = scenarioFromInput('planner', '2025-26', PLANNER);
    const hash = `#booking-widget&link=%2Fsalary-dividend-planner&${encodeFragment(scenario)}`;
    expect(decodeFragment(hash)).toEqual(scenario);
  });

  it('stays well within its length cap for the largest scenario a form accepts', () => {
    // Every calculator's every field at its longest: an amount at the limit, a whole count at it, a
    // percentage with two decimals, every value of a list, the longest choice, a code at its length,
    // a switch on, as many rows as it takes, each longest.
    const longest = CALCULATOR_APIS.map((api) => {
      const input: Record<string, unknown> = {};
      for (const attribute of api.attributes) {
        const { field } = attribute;
        if (!field) continue;
        input[propertyName(attribute.name)] =
          field.kind === 'amount'
            ? CALCULATOR_INPUT_LIMIT - 0.01
            : field.kind === 'count'
              ? CALCULATOR_INPUT_LIMIT
              : field.kind === 'percent'
                ? 33.33
                : field.kind === 'switch'
                  ? true
                  : field.kind === 'list'
                    ? [...field.values]
                    : field.kind === 'rows'
                      ? Array.from({ length: field.max }, () => longestRow(field.columns))
                      : field.kind === 'code'
                        ? 'K'.repeat(field.maxLength)
                        : [...field.values].sort((a, b) => b.length - a.length)[0];
      }
      return encodeFragment(scenarioFromInput(api.calculator.id, TAX_YEARS[0], input)).length;
    });
    // A booking link adds an anchor, the page's path and a headline of at most 120 characters.
    expect(Math.max(...longest)).toBeLessThan(MAX_FRAGMENT_LENGTH - 250);
  });

  it('puts the fragment on the page address, replacing any fragment there', () => {
    const scenario = scenarioFromInput('payroll', null, PAYROLL);
    expect(shareUrl('https://www.example.co.uk/payroll#calculator', scenario)).toBe(
      'https://www.example.co.uk/payroll#calc=payroll&employees=8&averageSalary=28000&frequency=weekly',
    );
  });
});

describe('booking notes', () => {
  it('name the calculator, the year, every field carried (circumstances included) and the headline', () => {
    const scenario = decodeFragment(
      `#booking-widget&${encodeFragment({
        ...scenarioFromInput('self-employed', '2025-26', SELF_EMPLOYED),
        headline: 'Total tax £9,732',
      })}`,
    );
    expect(scenario && describeScenario(scenario)).toBe(
      'Self-employed tax calculator (2025/26): Income: £52,000.50; Expenses: £4,100; Scottish taxpayer: yes; Student loan plans: plan2, postgraduate; Pension contributions: £3,000; Employment income: £18,000; Child Benefit children: 2; Marriage Allowance: transfer; Unused annual allowance: £20,000. Total tax £9,732.',
    );
  });

  it('describe lists, choices and counts as they are, with no year for a calculator without one', () => {
    const expenses = scenarioFromInput('expenses', '2025-26', EXPENSES);
    expect(describeScenario(expenses)).toBe(
      'Business expense calculator: Monthly revenue: £5,000; Expense categories: office, equipment; Additional expenses: £1,200.',
    );
    const payroll = scenarioFromInput('payroll', '2025-26', PAYROLL);
    expect(describeScenario(payroll)).toBe(
      'Payroll cost calculator: Number of employees: 8; Average annual salary: £28,000; Payroll frequency: weekly.',
    );
  });
});
