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
import { capitalGainsParameters } from '../../capital-gains/engine/calculate.ts';
import { directorParameters, directorTax } from './calculate.ts';
import { directorWorking } from './working.ts';

describe.each(TAX_YEARS)('the director calculator’s parameters (%s)', (year) => {
  it('are income tax, savings, dividends, employee NI and the circumstances, all read', () => {
    const resolved = directorParameters(year);
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

  it('resolve as with every group, once a year, frozen; another calculator’s will not do', () => {
    expect(resolverProblems(directorParameters, year)).toEqual([]);
    const s = capitalGainsParameters(year);
    // @ts-expect-error: the director calculator needs groups the capital gains one does not declare.
    expect(() => directorTax({ salary: 50_000, dividends: 0, savings: 0 }, s)).toThrow();
  });
});
