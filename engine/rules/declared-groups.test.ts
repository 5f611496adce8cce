// Each calculator declares the parameter groups it reads, and a widget's bundle carries only those.
// These tests run each calculator on its own resolver, record what it reads, and fail when it reads
// a group it did not declare (or declares one it never reads, which its bundle would carry for
// nothing). The types refuse the same mistakes at compile time: see the @ts-expect-error lines.
import { describe, expect, it } from 'vitest';
import { dividendRates, incomeTax, mainRates } from '../parameters/income-tax.ts';
import { parametersFor } from '../parameters/testing.ts';
import { parameterUse, resolverFor, type Scale } from '../parameters/parameters-for.ts';
import { TAX_YEARS } from '../parameters/tax-years.ts';
import { directorParameters, directorTax } from './director.ts';
import { directorWorking } from './director-working.ts';
import { expensesEstimate, expensesParameters, expensesWorking } from './expenses.ts';
import { compareStructures, incorporationParameters } from './incorporation.ts';
import { comparisonWorking } from './incorporation-working.ts';
import { payrollEstimate, payrollParameters, payrollWorking } from './payroll.ts';
import { planSalaryAndDividends, plannerParameters } from './planner.ts';
import { plannerWorking } from './planner-working.ts';
import { selfEmployedParameters, selfEmployedTax } from './self-employed.ts';
import { selfEmployedWorking } from './self-employed-working.ts';

// Each calculator is run through both its passes, the figures and the working: together they read
// exactly the groups it declares.

interface Resolved {
  readonly uses: object;
  readonly bands?: object;
}

/** The groups a resolved set holds, from its parameters' `group.name`s. */
function declaredGroups(p: Resolved): string[] {
  return [...new Set(Object.keys(p.uses).map((name) => name.split('.')[0] ?? ''))].sort();
}

/**
 * A copy of `p` that records each group read (directly, through `parameterUse` or through a scale)
 * and each scale.
 */
function recording<P extends Resolved>(p: P) {
  const groups = new Set<string>();
  const scales = new Set<string>();
  const watch = (target: object, onRead: (key: string) => void): object =>
    new Proxy(
      { ...target },
      {
        get(copy, key, receiver) {
          if (typeof key === 'string') onRead(key);
          return Reflect.get(copy, key, receiver) as unknown;
        },
      },
    );
  const uses = watch(p.uses, (name) => groups.add(name.split('.')[0] ?? ''));
  // A scale is read from the groups its bands' thresholds and rates belong to.
  const bands =
    p.bands &&
    watch(p.bands, (name) => {
      scales.add(name);
      const scale = (p.bands as Readonly<Record<string, Scale | undefined>>)[name] ?? [];
      for (const { fromUse, rateUse } of scale) {
        for (const use of [fromUse, rateUse]) if (use) groups.add(use.name.split('.')[0] ?? '');
      }
    });
  // Every other key is a group, read under its own name.
  const proxy = watch(p, (key) => {
    if (key !== 'taxYear' && key !== 'uses' && key !== 'bands') groups.add(key);
  });
  Object.assign(proxy, { uses, bands });
  return {
    p: proxy as P,
    groups: () => [...groups].sort(),
    scales: () => [...scales].sort(),
  };
}

const CIRCUMSTANCES = [
  {},
  {
    scottishTaxpayer: true,
    studentLoanPlans: ['plan1' as const, 'plan5' as const, 'postgraduate' as const],
    pensionContributions: 8_000,
    childBenefitChildren: 2,
    marriageAllowance: 'receive' as const,
  },
];

describe.each(TAX_YEARS)('each calculator reads exactly the groups it declares (%s)', (year) => {
  it('self-employed: no dividends, savings, employee or company groups', () => {
    const resolved = selfEmployedParameters(year);
    expect(declaredGroups(resolved)).toEqual([
      'calculator',
      'childBenefit',
      'incomeTax',
      'paymentsOnAccount',
      'pensions',
      'scottishIncomeTax',
      'selfEmployedNI',
      'studentLoans',
      'trading',
    ]);
    const r = recording(resolved);
    for (const c of CIRCUMSTANCES) {
      for (const income of [0, 30_000, 120_000]) {
        selfEmployedTax({ income, expenses: 0, ...c }, r.p);
        selfEmployedWorking({ income, expenses: 0, ...c }, r.p);
      }
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('director: income tax, savings, dividends, employee NI and the circumstances', () => {
    const resolved = directorParameters(year);
    expect(declaredGroups(resolved)).toEqual([
      'calculator',
      'childBenefit',
      'dividends',
      'employeeNI',
      'incomeTax',
      'pensions',
      'savings',
      'scottishIncomeTax',
      'studentLoans',
    ]);
    const r = recording(resolved);
    for (const c of CIRCUMSTANCES) {
      directorTax({ salary: 60_000, dividends: 20_000, savings: 3_000, ...c }, r.p);
      directorWorking({ salary: 60_000, dividends: 20_000, savings: 3_000, ...c }, r.p);
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('planner: the director’s groups but the personal circumstances’, and the company’s', () => {
    const resolved = plannerParameters(year);
    // Its director has no children or student loan in its input: those groups are not declared.
    const personal = ['childBenefit', 'studentLoans'];
    expect(declaredGroups(resolved)).toEqual(
      [
        ...declaredGroups(directorParameters(year)).filter((g) => !personal.includes(g)),
        'corporationTax',
        'employerNI',
      ].sort(),
    );
    const r = recording(resolved);
    for (const c of CIRCUMSTANCES) {
      planSalaryAndDividends({ companyProfit: 90_000, employmentAllowance: true, ...c }, r.p);
      plannerWorking({ companyProfit: 90_000, employmentAllowance: true, ...c }, r.p);
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('expenses and payroll: the practice’s own figures only, and no scales', () => {
    const expenses = expensesParameters(year);
    expect(declaredGroups(expenses)).toEqual(['calculator', 'expensePresets', 'expenses']);
    const e = recording(expenses);
    const spent = { monthlyRevenue: 5_000, categories: { office: true }, additionalExpenses: 100 };
    expensesEstimate(spent, e.p);
    expensesWorking(spent, e.p);
    expect(e.groups()).toEqual(declaredGroups(expenses));

    const payroll = payrollParameters(year);
    expect(declaredGroups(payroll)).toEqual(['calculator', 'payroll']);
    const pay = recording(payroll);
    for (const employees of [3, 12, 40]) {
      payrollEstimate({ employees, averageSalary: 0, frequency: 'monthly' }, pay.p);
      payrollWorking({ employees, averageSalary: 0, frequency: 'monthly' }, pay.p);
    }
    expect(pay.groups()).toEqual(declaredGroups(payroll));
    expect('bands' in expenses || 'bands' in payroll).toBe(false);
  });

  it('business structures: the fees it charges, VAT and the limit; each side resolves its own', () => {
    const resolved = incorporationParameters(year);
    expect(declaredGroups(resolved)).toEqual(['accountancyFees', 'calculator', 'payroll', 'vat']);
    const r = recording(resolved);
    compareStructures({ profit: 70_000, includeAccountancyFees: true }, year, r.p);
    comparisonWorking({ profit: 70_000, includeAccountancyFees: true }, year, r.p);
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect('bands' in resolved).toBe(false);
  }, 60_000);
});

describe.each(TAX_YEARS)('per calculator, each group resolves as with every group (%s)', (year) => {
  it('gives the same values, sources and bands', () => {
    // Every group and scale, looked up by the names each calculator's set has.
    const all = parametersFor(year) as unknown as Readonly<Record<string, unknown>> & {
      uses: Readonly<Record<string, unknown>>;
      bands: Readonly<Record<string, unknown>>;
    };
    const resolvers = [
      selfEmployedParameters,
      directorParameters,
      plannerParameters,
      expensesParameters,
      payrollParameters,
      incorporationParameters,
    ];
    for (const resolver of resolvers) {
      const p = resolver(year);
      expect(resolver(year)).toBe(p);
      expect(Object.isFrozen(p)).toBe(true);
      for (const [key, value] of Object.entries(p)) {
        if (key !== 'uses' && key !== 'bands') expect(value, key).toEqual(all[key]);
      }
      for (const [name, use] of Object.entries(p.uses)) {
        expect(use, name).toEqual(all.uses[name]);
      }
      const bands: Readonly<Record<string, Scale>> = 'bands' in p ? p.bands : {};
      for (const [name, scale] of Object.entries(bands)) {
        expect(scale, name).toEqual(all.bands[name]);
      }
    }
  });
});

describe('a group that was not declared', () => {
  it('is not there to read, and citing it throws a RangeError', () => {
    const p = expensesParameters('2025-26');
    // @ts-expect-error: the expense calculator does not declare employer NI.
    expect(p.employerNI).toBeUndefined();
    // @ts-expect-error: nor can it cite one of its parameters.
    expect(() => parameterUse(p, 'employerNI.rate')).toThrow(
      new RangeError('employerNI.rate: no such parameter'),
    );
    const s = selfEmployedParameters('2025-26');
    // @ts-expect-error: the self-employed calculator resolves no dividend scale.
    expect(s.bands.dividends).toBeUndefined();
    // @ts-expect-error: the director calculator needs groups the self-employed one does not declare.
    expect(() => directorTax({ salary: 50_000, dividends: 0, savings: 0 }, s)).toThrow();
  });

  it('is refused for a scale whose bands name it', () => {
    // @ts-expect-error: the dividend scale names the dividends group's rates.
    const resolve = resolverFor({ incomeTax }, { dividends: dividendRates });
    expect(() => resolve('2025-26')).toThrow(
      new RangeError('dividends.ordinaryRate: no such parameter'),
    );
    expect(
      resolverFor({ incomeTax }, { nonSavings: mainRates })('2025-26').bands.nonSavings,
    ).toEqual(selfEmployedParameters('2025-26').bands.nonSavings);
  });
});
