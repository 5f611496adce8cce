// The engine on partners' pages whose scripts replace built-ins: old Prototype.js (1.6) replaced
// Array.prototype.reduce with a method that returns the array, and map, filter, find, every, some and
// entries with versions of its own, Array.from, Object.keys and Object.values, and gave arrays and
// strings a toJSON. The calculators must give the same figures there as here.
import { afterEach, describe, expect, it, vi } from 'vitest';
import * as clean from './index.ts';

type Engine = typeof clean;

/** Every calculator and form on inputs that reach loans, pensions, Scottish rates and the taper. */
function figures(engine: Engine) {
  return {
    selfEmployed: engine.calculateSelfEmployed(
      {
        income: 112_345.67,
        expenses: 2_000,
        studentLoanPlans: ['plan2', 'plan1', 'postgraduate'],
        pensionContributions: 3_000,
      },
      '2025-26',
    ),
    scottish: engine.calculateSelfEmployed(
      { income: 48_000, expenses: 0, scottishTaxpayer: true },
      '2026-27',
    ),
    director: engine.calculateDirector(
      {
        salary: 12_570,
        dividends: 40_000,
        savings: 3_000,
        studentLoanPlans: ['plan1', 'plan4'],
        pensionContributions: 1_000,
      },
      '2025-26',
    ),
    expenses: engine.calculateExpenses(
      {
        monthlyRevenue: 4_000,
        categories: { office: true, travel: true, professional: true },
        additionalExpenses: 500,
      },
      '2025-26',
    ),
    payroll: engine.calculatePayroll(
      { employees: 12, averageSalary: 28_000, frequency: 'weekly' },
      '2025-26',
    ),
    planner: engine.planSalaryAndDividends({ companyProfit: 150_000 }, '2025-26'),
    plannerWithAllowance: engine.planSalaryAndDividends(
      { companyProfit: 90_000, employmentAllowance: true, pensionContributions: 5_000 },
      '2026-27',
    ),
    comparison: engine.compareBusinessStructures(
      { profit: 58_000, studentLoanPlans: ['plan2'], includeAccountancyFees: true },
      '2026-27',
    ),
    forms: [
      engine.parseSelfEmployedForm({
        income: '48k',
        expenses: '£1,234.50',
        studentLoanPlans: 'plan2',
      }),
      engine.parseDirectorForm({ salary: '12,570', dividends: '1.2m', savings: 'abc' }),
      engine.parseExpensesForm({ monthlyRevenue: '4 000', categories: { office: 'on' } }),
      engine.parsePayrollForm({ employees: '12', averageSalary: '28k', frequency: 'weekly' }),
      engine.parsePlannerForm({ companyProfit: '(100)' }),
    ],
    rates: engine.ratesFor('2026-27'),
    selfCheck: engine.engineSelfCheck(),
  };
}

const expected = figures(clean);

/** Puts `replacements` on `target` as a page's script would (plain, enumerable), and undoes it. */
function replace(target: object, replacements: Record<string, unknown>): () => void {
  const saved = new Map<string, PropertyDescriptor | undefined>();
  for (const name of Object.keys(replacements)) {
    saved.set(name, Object.getOwnPropertyDescriptor(target, name));
    (target as Record<string, unknown>)[name] = replacements[name];
  }
  return () => {
    for (const [name, descriptor] of saved) {
      if (descriptor === undefined) delete (target as Record<string, unknown>)[name];
      else Object.defineProperty(target, name, descriptor);
    }
  };
}

/** Prototype 1.6's Enumerable and Array additions, as its source defines them. */
function installPrototype16(): () => void {
  const $break = {};
  const nativeForEach = Array.prototype.forEach;
  type Iterator = (value: unknown, index: number) => unknown;
  function each(this: unknown[], iterator: Iterator, context?: unknown) {
    let index = 0;
    try {
      nativeForEach.call(this, (value: unknown) => iterator.call(context, value, index++));
    } catch (error) {
      if (error !== $break) throw error;
    }
    return this;
  }
  function collect(this: unknown[], iterator: Iterator = (value) => value, context?: unknown) {
    const results: unknown[] = [];
    each.call(this, (value, index) => results.push(iterator.call(context, value, index)));
    return results;
  }
  function findAll(this: unknown[], iterator: Iterator, context?: unknown) {
    const results: unknown[] = [];
    each.call(this, (value, index) => {
      if (iterator.call(context, value, index)) results.push(value);
    });
    return results;
  }
  function detect(this: unknown[], iterator: Iterator, context?: unknown) {
    let result: unknown;
    each.call(this, (value, index) => {
      if (iterator.call(context, value, index)) {
        result = value;
        throw $break;
      }
    });
    return result;
  }
  function all(this: unknown[], iterator: Iterator = (value) => value, context?: unknown) {
    let result = true;
    each.call(this, (value, index) => {
      result = result && !!iterator.call(context, value, index);
      if (!result) throw $break;
    });
    return result;
  }
  function any(this: unknown[], iterator: Iterator = (value) => value, context?: unknown) {
    let result = false;
    each.call(this, (value, index) => {
      if ((result = !!iterator.call(context, value, index))) throw $break;
    });
    return result;
  }
  function clone(this: unknown[]) {
    return [].concat(this as never);
  }
  function inspect(this: unknown) {
    return `'${String(this)}'`;
  }
  const restoreArray = replace(Array.prototype, {
    each,
    collect,
    map: collect,
    detect,
    find: detect,
    findAll,
    select: findAll,
    filter: findAll,
    all,
    every: all,
    any,
    some: any,
    toArray: clone,
    entries: clone,
    clone,
    // "Reduces arrays: one-element arrays are turned into their unique element, while multiple-element
    // arrays are returned untouched."
    reduce(this: unknown[]) {
      return this.length > 1 ? this : this[0];
    },
    toJSON(this: unknown[]) {
      return `[${collect.call(this, (value) => String(value)).join(', ')}]`;
    },
  });
  const restoreString = replace(String.prototype, { toJSON: inspect });
  const restoreArrayFrom = replace(Array, {
    from(iterable: { length?: number; toArray?: () => unknown[] } | null | undefined) {
      if (!iterable) return [];
      if (iterable.toArray) return iterable.toArray();
      let length = iterable.length ?? 0;
      const results = new Array(length);
      while (length--) results[length] = (iterable as Record<number, unknown>)[length];
      return results;
    },
  });
  const restoreObject = replace(Object, {
    keys(object: object) {
      const keys: string[] = [];
      for (const property in object) keys.push(property);
      return keys;
    },
    values(object: Record<string, unknown>) {
      const values: unknown[] = [];
      for (const property in object) values.push(object[property]);
      return values;
    },
  });
  return () => {
    restoreObject();
    restoreArrayFrom();
    restoreString();
    restoreArray();
  };
}

/** Every Array iteration method throwing: the calculators may use none of them. */
function installThrowing(): () => void {
  const refuse = () => {
    throw new Error('a page replaced this method');
  };
  const names = [
    'reduce',
    'reduceRight',
    'map',
    'filter',
    'find',
    'findIndex',
    'every',
    'some',
    'forEach',
    'entries',
    'flatMap',
    'includes',
  ];
  const replacements: Record<string, unknown> = {};
  for (const name of names) replacements[name] = refuse;
  const restoreArray = replace(Array.prototype, replacements);
  const restoreStatics = replace(Array, { from: refuse });
  return () => {
    restoreStatics();
    restoreArray();
  };
}

describe('the engine on a page that replaces built-ins', () => {
  afterEach(() => {
    vi.resetModules();
  });

  it('gives the same figures under Prototype 1.6, loaded before the engine', async () => {
    vi.resetModules();
    let restore: (() => void) | undefined;
    let got: ReturnType<typeof figures>;
    try {
      restore = installPrototype16();
      const engine = (await import('./index.ts')) as Engine;
      got = figures(engine);
    } finally {
      restore?.();
    }
    expect(got).toEqual(expected);
    expect(got.selfCheck).toBe(true);
    expect(got.planner.best.salary).toBe(5_000);
  });

  it('gives the same figures when every Array iteration method throws', async () => {
    vi.resetModules();
    // Loaded cleanly (the test runner's own loader uses these methods), then run on a broken page,
    // parameters resolved there for the first time.
    const engine = (await import('./index.ts')) as Engine;
    const restore = installThrowing();
    let got: ReturnType<typeof figures>;
    try {
      got = figures(engine);
    } finally {
      restore();
    }
    expect(got).toEqual(expected);
  });

  it('tells a widget when the built-ins give wrong answers', () => {
    const restore = replace(Math, { round: (value: number) => Math.floor(value) + 0.5 });
    let check: boolean;
    try {
      check = clean.engineSelfCheck();
    } finally {
      restore();
    }
    expect(check).toBe(false);
    expect(clean.engineSelfCheck()).toBe(true);
  });
});
