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
import { directorParameters } from '../../director/engine/figures.ts';
import { plan, plannerParameters } from './calculate.ts';
import { plannerWorking } from './working.ts';

describe.each(TAX_YEARS)('the planner’s parameters (%s)', (year) => {
  it('are the director’s but the personal circumstances’, and the company’s, all read', () => {
    const resolved = plannerParameters(year);
    // Its director has no children in its input, and it shows no tax return: those groups are
    // not declared.
    const personal = ['childBenefit', 'paymentsOnAccount'];
    expect(declaredGroups(resolved)).toEqual(
      [
        ...declaredGroups(directorParameters(year)).filter((g) => !personal.includes(g)),
        'corporationTax',
        'employerNI',
      ].sort(),
    );
    const r = recording(resolved);
    for (const c of CIRCUMSTANCES) {
      plan({ companyProfit: 90_000, employmentAllowance: true, ...c }, r.p);
      plannerWorking({ companyProfit: 90_000, employmentAllowance: true, ...c }, r.p);
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(plannerParameters, year)).toEqual([]);
  });
});
