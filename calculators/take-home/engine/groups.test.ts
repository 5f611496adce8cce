// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import { declaredGroups, recording, resolverProblems } from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { takeHomeFigures, takeHomeParameters } from './figures.ts';
import type { TakeHomeInput } from './types.ts';
import { takeHomeExplained } from './working.ts';

/** Between them, every rate region, a pension, loans, Child Benefit and Marriage Allowance. */
const SITUATIONS: readonly Omit<TakeHomeInput, 'pay'>[] = [
  {},
  {
    residence: 'scotland',
    pensionMethod: 'salary-sacrifice',
    pensionEmployeePercent: 5,
    pensionEmployerPercent: 3,
    studentLoanPlans: ['plan1', 'postgraduate'],
    childBenefitChildren: 2,
    marriageAllowance: 'receive',
    blindPersonsAllowance: true,
  },
  { residence: 'wales', frequency: 'weekly', taxCode: 'C1257L W1' },
];

describe.each(TAX_YEARS)('the take-home calculator’s parameters (%s)', (year) => {
  it('are no dividends, savings, self-employed or company groups, and are all read', () => {
    const resolved = takeHomeParameters(year);
    expect(declaredGroups(resolved)).toEqual([
      'calculator',
      'childBenefit',
      'classOnePeriods',
      'employeeNI',
      'employerNI',
      'incomeTax',
      'paye',
      'pensions',
      'qualifyingEarnings',
      'scottishIncomeTax',
      'studentLoans',
      'welshIncomeTax',
    ]);
    const r = recording(resolved);
    for (const situation of SITUATIONS) {
      for (const pay of [0, 30_000, 120_000]) {
        takeHomeFigures({ pay, ...situation }, r.p);
        takeHomeExplained({ pay, ...situation }, r.p);
      }
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(takeHomeParameters, year)).toEqual([]);
    const p = takeHomeParameters(year);
    // @ts-expect-error: the take-home calculator resolves no dividend scale.
    expect(p.bands.dividends).toBeUndefined();
  });
});
