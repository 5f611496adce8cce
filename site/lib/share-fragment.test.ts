import { describe, expect, it } from 'vitest';
import {
  EXPENSE_CATEGORIES,
  parseDirectorForm,
  parseExpensesForm,
  parsePayrollForm,
  parsePlannerForm,
  parseSelfEmployedForm,
  type FormResult,
} from '../../engine/index.ts';
import {
  MAX_FRAGMENT_LENGTH,
  MAX_VALUE_LENGTH,
  decodeFragment,
  encodeFragment,
  scenarioFromInput,
  shareUrl,
  type ShareKind,
} from './share-fragment.ts';

// One typical input per calculator, as its acct-calculate event carries it, and the engine's form
// parser that turns the fields' text back into an input.
const CASES: Record<
  ShareKind,
  {
    input: Record<string, unknown>;
    parse: (fields: Record<string, string>) => FormResult<unknown, string>;
  }
> = {
  'self-employed': {
    input: {
      income: 52000.5,
      expenses: 4100,
      scottishTaxpayer: true,
      studentLoanPlans: ['plan2', 'postgraduate'],
      pensionContributions: 3000,
      employmentIncome: 18000,
      tradingAllowance: true,
      childBenefitChildren: 2,
      marriageAllowance: 'transfer',
      unusedAnnualAllowance: 12000,
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
      childBenefitChildren: 1,
      marriageAllowance: 'receive',
      unusedAnnualAllowance: 0,
    },
    parse: parseDirectorForm,
  },
  planner: {
    input: { companyProfit: 75000, employmentAllowance: true, scottishTaxpayer: false },
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
};

const KINDS = Object.keys(CASES) as ShareKind[];

describe('share fragment', () => {
  it.each(KINDS)('round-trips a %s scenario through the fragment and the form', (kind) => {
    const { input, parse } = CASES[kind];
    const scenario = scenarioFromInput(kind, '2026-27', input);
    const fragment = encodeFragment(scenario);
    expect(fragment.startsWith(`calc=${kind}&`)).toBe(true);
    const decoded = decodeFragment(kind, `#${fragment}`);
    expect(decoded).toEqual(scenario);
    // The fields' text, read by the engine's form parser as the widget would, gives the same input.
    expect(parse(decoded?.fields ?? {})).toEqual({ success: true, data: input });
  });

  it('carries the tax year only for calculators whose figures depend on it', () => {
    const director = encodeFragment(scenarioFromInput('director', '2026-27', CASES.director.input));
    expect(director).toBe(
      'calc=director&year=2026-27&salary=12570&dividends=37700&savings=250&pensionContributions=0&childBenefitChildren=1&marriageAllowance=receive&unusedAnnualAllowance=0',
    );
    expect(decodeFragment('director', director)?.taxYear).toBe('2026-27');
    const payroll = encodeFragment(scenarioFromInput('payroll', '2026-27', CASES.payroll.input));
    expect(payroll).toBe('calc=payroll&employees=8&averageSalary=28000&frequency=weekly');
  });

  it('refuses junk: other calculators, other fragments, empty and overlong ones', () => {
    const director = encodeFragment(scenarioFromInput('director', '2025-26', CASES.director.input));
    expect(decodeFragment('self-employed', director)).toBeNull();
    for (const junk of [
      '',
      '#',
      '#calculator',
      '#booking-widget',
      'calc=',
      '%E0%A4%A',
      '#calc=nope',
    ]) {
      expect(decodeFragment('director', junk)).toBeNull();
    }
    const long = `calc=director&salary=1&x=${'a'.repeat(MAX_FRAGMENT_LENGTH)}`;
    expect(decodeFragment('director', long)).toBeNull();
  });

  it('drops unknown keys, unknown years and switches that are not on, and caps each value', () => {
    const decoded = decodeFragment(
      'director',
      `calc=director&year=1999-00&salary=${'9'.repeat(100)}&income=5&__proto__=x&constructor=y&scottishTaxpayer=yes&employmentAllowance=true`,
    );
    expect(decoded).toEqual({ kind: 'director', fields: { salary: '9'.repeat(MAX_VALUE_LENGTH) } });
  });

  it('keeps hostile text as inert field text, without control characters, never throwing', () => {
    const hostile = encodeURIComponent('<img src=x onerror=alert(1)>\u0000\u202e"');
    const decoded = decodeFragment('planner', `#calc=planner&companyProfit=${hostile}`);
    expect(decoded?.fields).toEqual({ companyProfit: '<img src=x onerror=alert(1)>"' });
    expect(() => decodeFragment('planner', '#calc=planner&companyProfit=%ZZ%')).not.toThrow();
    // The form reads it as it reads any typed text: not an amount, so a field error.
    expect(parsePlannerForm(decoded?.fields ?? {}).success).toBe(false);
  });

  it('stays under an upper bound on its length for the largest scenario a form accepts', () => {
    const big = 999_999_999.99;
    const longest = KINDS.map((kind) => {
      const input = Object.fromEntries(
        Object.entries(CASES[kind].input).map(([name, value]) => [
          name,
          typeof value === 'number'
            ? big
            : typeof value === 'boolean'
              ? true
              : Array.isArray(value)
                ? ['plan1', 'plan2', 'plan4', 'plan5', 'postgraduate']
                : typeof value === 'object'
                  ? Object.fromEntries(EXPENSE_CATEGORIES.map((name) => [name, true]))
                  : 'quarterly',
        ]),
      );
      return encodeFragment(scenarioFromInput(kind, '2025-26', input)).length;
    });
    expect(Math.max(...longest)).toBeLessThanOrEqual(400);
    expect(Math.max(...longest)).toBeLessThan(MAX_FRAGMENT_LENGTH);
  });

  it('puts the fragment on the page address, replacing any fragment there', () => {
    const scenario = scenarioFromInput('payroll', null, CASES.payroll.input);
    expect(shareUrl('https://www.example.co.uk/payroll#calculator', scenario)).toBe(
      'https://www.example.co.uk/payroll#calc=payroll&employees=8&averageSalary=28000&frequency=weekly',
    );
  });
});
