// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import { declaredGroups, recording, resolverProblems } from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { expensesEstimate, expensesParameters } from './calculate.ts';
import { expensesWorking } from './working.ts';

describe.each(TAX_YEARS)('the expense calculator’s parameters (%s)', (year) => {
  it('are the practice’s own figures only, all read, and no scales', () => {
    const expenses = expensesParameters(year);
    expect(declaredGroups(expenses)).toEqual(['calculator', 'expensePresets', 'expenses']);
    const e = recording(expenses);
    const spent = { monthlyRevenue: 5_000, categories: { office: true }, additionalExpenses: 100 };
    expensesEstimate(spent, e.p);
    expensesWorking(spent, e.p);
    expect(e.groups()).toEqual(declaredGroups(expenses));
    expect('bands' in expenses).toBe(false);
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(expensesParameters, year)).toEqual([]);
  });
});
