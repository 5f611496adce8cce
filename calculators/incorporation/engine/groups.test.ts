// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import { declaredGroups, recording, resolverProblems } from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { incorporationParameters } from './calculate.ts';
import { compareStructures } from './chart.ts';
import { comparisonWorking } from './working.ts';

describe.each(TAX_YEARS)('the comparison’s parameters (%s)', (year) => {
  it('are the fees it charges, VAT, the limits, when dividends need a return and the IR35 allowance, all read; each side resolves its own', () => {
    const resolved = incorporationParameters(year);
    expect(declaredGroups(resolved)).toEqual([
      'accountancyFees',
      'calculator',
      'dividends',
      'intermediaries',
      'payroll',
      'vat',
    ]);
    const r = recording(resolved);
    compareStructures({ profit: 70_000, includeAccountancyFees: true }, year, r.p);
    comparisonWorking({ profit: 70_000, includeAccountancyFees: true }, year, r.p);
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect('bands' in resolved).toBe(false);
  }, 60_000);

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(incorporationParameters, year)).toEqual([]);
  });
});
