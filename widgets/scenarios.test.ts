import { describe, expect, it } from 'vitest';
import {
  CALCULATOR_INPUT_LIMIT,
  EXPENSE_CATEGORIES,
  STUDENT_LOAN_PLANS,
  TAX_YEARS,
  parseDirectorForm,
  parseExpensesForm,
  parseIncorporationForm,
  parsePayrollForm,
  parsePlannerForm,
  parseSelfEmployedForm,
  type FormResult,
} from '../engine/index.ts';
import { CALCULATOR_APIS, type CalculatorId } from './api.ts';
import {
  calculatorHasTaxYear,
  decodeFragment,
  describeScenario,
  encodeFragment,
  scenarioFromInput,
  shareUrl,
} from './scenarios.ts';
import { MAX_FRAGMENT_LENGTH } from './shared/toolkit/share-fragment.ts';

// One typical input per calculator, as its acct-calculate event carries it, and the engine's form
// parser that turns the fields' text back into an input. Typed by the registry's ids, so a new
// calculator does not compile here until it has a case.
const CASES: Record<
  CalculatorId,
  {
    input: Record<string, unknown>;
    parse: (fields: Record<string, string>) => FormResult<unknown, string>;
  }
> = {
  'self-employed': {
    input: {
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
    },
    parse: parseSelfEmployedForm,
  },
  director: {
    input: {
      salary: 12570,
      dividends: 37700,
      savings: 250,
      scottishTaxpayer: false,
      studentLoanPlans: [],
      pensionContributions: 0,
      unusedAnnualAllowance: 0,
      childBenefitChildren: 0,
      marriageAllowance: 'receive',
    },
    parse: parseDirectorForm,
  },
  planner: {
    input: {
      companyProfit: 75000,
      employerPensionContributions: 0,
      employmentAllowance: true,
      scottishTaxpayer: false,
    },
    parse: parsePlannerForm,
  },
  expenses: {
    input: {
      monthlyRevenue: 5000,
      categories: {
        office: true,
        travel: false,
        equipment: true,
        marketing: false,
        professional: false,
      },
      additionalExpenses: 1200,
    },
    // The form holds categories as ticked boxes; the fragment as their names.
    parse: ({ categories = '', ...rest }) =>
      parseExpensesForm({
        ...rest,
        categories: Object.fromEntries(
          EXPENSE_CATEGORIES.map((name) => [name, categories.split(' ').includes(name)]),
        ),
      }),
  },
  payroll: {
    input: { employees: 8, averageSalary: 28000, frequency: 'weekly' },
    parse: parsePayrollForm,
  },
  incorporation: {
    input: {
      profit: 60000,
      scottishTaxpayer: false,
      studentLoanPlans: ['plan2'],
      pensionContributions: 0,
      includeAccountancyFees: true,
    },
    parse: parseIncorporationForm,
  },
};

const KINDS = CALCULATOR_APIS.map(({ calculator }) => calculator.id);
// A year the engine does not have, computed so that adding a year never makes it known.
const UNKNOWN_YEAR = `${Number(TAX_YEARS[TAX_YEARS.length - 1]?.slice(0, 4)) + 50}-00`;

describe('scenario fragment', () => {
  it.each(KINDS)('round-trips a %s scenario through the fragment and the form', (kind) => {
    const { input, parse } = CASES[kind];
    for (const year of TAX_YEARS) {
      const scenario = scenarioFromInput(kind, year, input);
      const fragment = encodeFragment(scenario);
      expect(fragment.startsWith(`calc=${kind}&`)).toBe(true);
      expect(decodeFragment(`#${fragment}`)).toEqual(scenario);
      expect(decodeFragment(`#${fragment}`, kind)).toEqual(scenario);
      // The fields' text, read by the engine's form parser as the widget would, gives the same input.
      expect(parse(scenario.fields)).toEqual({ success: true, data: input });
    }
  });

  it('carries the tax year only for calculators whose figures depend on it', () => {
    const director = encodeFragment(scenarioFromInput('director', '2026-27', CASES.director.input));
    expect(director).toBe(
      'calc=director&year=2026-27&salary=12570&dividends=37700&savings=250&pensionContributions=0&childBenefitChildren=0&marriageAllowance=receive&unusedAnnualAllowance=0',
    );
    expect(decodeFragment(director)?.taxYear).toBe('2026-27');
    const payroll = encodeFragment(scenarioFromInput('payroll', '2026-27', CASES.payroll.input));
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
    const director = encodeFragment(scenarioFromInput('director', '2025-26', CASES.director.input));
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
    const scenario = scenarioFromInput('planner', '2025-26', CASES.planner.input);
    const hash = `#booking-widget&link=%2Fsalary-dividend-planner&${encodeFragment(scenario)}`;
    expect(decodeFragment(hash)).toEqual(scenario);
  });

  it('stays well within its length cap for the largest scenario a form accepts', () => {
    const longest = KINDS.map((kind) => {
      const input = Object.fromEntries(
        Object.entries(CASES[kind].input).map(([name, value]) => [
          name,
          typeof value === 'number'
            ? CALCULATOR_INPUT_LIMIT - 0.01
            : typeof value === 'boolean'
              ? true
              : Array.isArray(value)
                ? [...STUDENT_LOAN_PLANS]
                : typeof value === 'object'
                  ? Object.fromEntries(EXPENSE_CATEGORIES.map((name) => [name, true]))
                  : 'quarterly',
        ]),
      );
      return encodeFragment(scenarioFromInput(kind, TAX_YEARS[0], input)).length;
    });
    // A booking link adds an anchor, the page's path and a headline of at most 120 characters.
    expect(Math.max(...longest)).toBeLessThan(MAX_FRAGMENT_LENGTH - 250);
  });

  it('puts the fragment on the page address, replacing any fragment there', () => {
    const scenario = scenarioFromInput('payroll', null, CASES.payroll.input);
    expect(shareUrl('https://www.example.co.uk/payroll#calculator', scenario)).toBe(
      'https://www.example.co.uk/payroll#calc=payroll&employees=8&averageSalary=28000&frequency=weekly',
    );
  });
});

describe('booking notes', () => {
  it('name the calculator, the year, every field carried (circumstances included) and the headline', () => {
    const scenario = decodeFragment(
      `#booking-widget&${encodeFragment({
        ...scenarioFromInput('self-employed', '2025-26', CASES['self-employed'].input),
        headline: 'Total tax £9,732',
      })}`,
    );
    expect(scenario && describeScenario(scenario)).toBe(
      'Self-employed tax calculator (2025/26): Income: £52,000.50; Expenses: £4,100; Scottish taxpayer: yes; Student loan plans: plan2, postgraduate; Pension contributions: £3,000; Employment income: £18,000; Child Benefit children: 2; Marriage Allowance: transfer; Unused annual allowance: £20,000. Total tax £9,732.',
    );
  });

  it('describe lists, choices and counts as they are, with no year for a calculator without one', () => {
    const expenses = scenarioFromInput('expenses', '2025-26', CASES.expenses.input);
    expect(describeScenario(expenses)).toBe(
      'Business expense calculator: Monthly revenue: £5,000; Expense categories: office, equipment; Additional expenses: £1,200.',
    );
    const payroll = scenarioFromInput('payroll', '2025-26', CASES.payroll.input);
    expect(describeScenario(payroll)).toBe(
      'Payroll cost calculator: Employees: 8; Average salary: £28,000; Payroll frequency: weekly.',
    );
  });
});
