// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import {
  CIRCUMSTANCES,
  declaredGroups,
  recording,
  resolverProblems,
} from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { selfEmployedParameters, selfEmployedTax } from './calculate.ts';
import { selfEmployedWorking } from './working.ts';

describe.each(TAX_YEARS)('the self-employed calculator’s parameters (%s)', (year) => {
  it('are no company groups, and are all read', () => {
    const resolved = selfEmployedParameters(year);
    expect(declaredGroups(resolved)).toEqual([
      'calculator',
      'childBenefit',
      'dividends',
      'employeeNI',
      'incomeTax',
      'paymentsOnAccount',
      'pensions',
      'savings',
      'scottishIncomeTax',
      'selfEmployedNI',
      'studentLoans',
      'trading',
      'vat',
    ]);
    const r = recording(resolved);
    for (const c of CIRCUMSTANCES) {
      for (const income of [0, 30_000, 120_000]) {
        selfEmployedTax({ income, expenses: 0, ...c }, r.p);
        selfEmployedWorking({ income, expenses: 0, ...c }, r.p);
      }
      // A job's Class 1 caps Class 4 (SS(C)R 2001 reg 100).
      selfEmployedTax({ income: 30_000, expenses: 0, employmentIncome: 50_270, ...c }, r.p);
      selfEmployedWorking({ income: 30_000, expenses: 0, employmentIncome: 50_270, ...c }, r.p);
      // Savings and dividends are stacked above the profit on their own scales.
      const other = { income: 40_000, expenses: 0, savings: 3_000, dividends: 5_000, ...c };
      selfEmployedTax(other, r.p);
      selfEmployedWorking(other, r.p);
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(selfEmployedParameters, year)).toEqual([]);
    const p = selfEmployedParameters(year);
    // @ts-expect-error: the self-employed calculator resolves no company group.
    expect(p.corporationTax).toBeUndefined();
  });
});
