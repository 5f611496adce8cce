// What a set of groups does not declare is not there: a calculator resolves only the groups it
// declares (each calculator's groups.test.ts checks it reads exactly those), and the types refuse a
// read of any other at compile time (the @ts-expect-error lines).
import { describe, expect, it } from 'vitest';
import { dividendRates, incomeTax, mainRates } from './income-tax.ts';
import { parameterUse, resolverFor } from './parameters-for.ts';
import { calculator, expensePresets } from './practice.ts';
import { parametersFor } from './testing.ts';

describe('a group that was not declared', () => {
  it('is not there to read, and citing it throws a RangeError', () => {
    const p = resolverFor({ expensePresets, calculator })('2025-26');
    // @ts-expect-error: these groups are not employer NI.
    expect(p.employerNI).toBeUndefined();
    // @ts-expect-error: nor can they cite one of its parameters.
    expect(() => parameterUse(p, 'employerNI.rate')).toThrow(
      new RangeError('employerNI.rate: no such parameter'),
    );
    const s = resolverFor({ incomeTax }, { nonSavings: mainRates })('2025-26');
    // @ts-expect-error: these scales hold no dividend scale.
    expect(s.bands.dividends).toBeUndefined();
  });

  it('is refused for a scale whose bands name it', () => {
    // @ts-expect-error: the dividend scale names the dividends group's rates.
    const resolve = resolverFor({ incomeTax }, { dividends: dividendRates });
    expect(() => resolve('2025-26')).toThrow(
      new RangeError('dividends.ordinaryRate: no such parameter'),
    );
    expect(
      resolverFor({ incomeTax }, { nonSavings: mainRates })('2025-26').bands.nonSavings,
    ).toEqual(parametersFor('2025-26').bands.nonSavings);
  });
});
