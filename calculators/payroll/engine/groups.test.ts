// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import { declaredGroups, recording, resolverProblems } from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { payrollEstimate, payrollParameters } from './calculate.ts';
import { payrollWorking } from './working.ts';

describe.each(TAX_YEARS)('the payroll calculator’s parameters (%s)', (year) => {
  it('are the practice’s own figures only, all read, and no scales', () => {
    const payroll = payrollParameters(year);
    expect(declaredGroups(payroll)).toEqual(['calculator', 'payroll']);
    const pay = recording(payroll);
    for (const employees of [3, 12, 40]) {
      payrollEstimate({ employees, averageSalary: 0, frequency: 'monthly' }, pay.p);
      payrollWorking({ employees, averageSalary: 0, frequency: 'monthly' }, pay.p);
    }
    expect(pay.groups()).toEqual(declaredGroups(payroll));
    expect('bands' in payroll).toBe(false);
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(payrollParameters, year)).toEqual([]);
  });
});
