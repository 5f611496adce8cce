// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import { declaredGroups, recording, resolverProblems } from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { capitalGainsFigures, capitalGainsParameters } from './calculate.ts';
import { capitalGainsWorking } from './working.ts';

describe.each(TAX_YEARS)('the capital gains calculator’s parameters (%s)', (year) => {
  it('are its own group, the income tax band and allowance, and the limit; no scales; all read', () => {
    const resolved = capitalGainsParameters(year);
    expect(declaredGroups(resolved)).toEqual(['calculator', 'capitalGains', 'incomeTax']);
    const r = recording(resolved);
    const disposals = [
      { kind: 'other' as const, proceeds: 90_000, cost: 20_000, badr: true },
      {
        kind: 'residential' as const,
        proceeds: 250_000,
        cost: 180_000,
        completionDate: '2025-09-01',
      },
    ];
    for (const income of [10_000, 110_000]) {
      capitalGainsFigures({ income, disposals, lossesBroughtForward: 1_000 }, r.p);
      capitalGainsWorking({ income, disposals, scottishTaxpayer: true }, r.p);
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect('bands' in resolved).toBe(false);
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(capitalGainsParameters, year)).toEqual([]);
  });
});
