// The groups this calculator declares, and that its figures and its working read exactly those (see
// `recording` in engine/parameters/testing.ts).
import { describe, expect, it } from 'vitest';
import { declaredGroups, recording, resolverProblems } from '../../../engine/parameters/testing.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { evaluate } from './figures.ts';
import { propertyParameters } from './tax.ts';
import { propertyWorking } from './working.ts';

describe.each(TAX_YEARS)('the rental income calculator’s parameters (%s)', (year) => {
  it('are income tax with dividends for the company, loans, Class 4, corporation tax, property; all read', () => {
    const resolved = propertyParameters(year);
    expect(declaredGroups(resolved)).toEqual([
      'calculator',
      'corporationTax',
      'dividends',
      'incomeTax',
      'paymentsOnAccount',
      'property',
      'savings',
      'scottishIncomeTax',
      'selfEmployedNI',
      'studentLoans',
    ]);
    const r = recording(resolved);
    for (const scottishTaxpayer of [false, true]) {
      for (const otherIncomeKind of ['employment', 'selfEmployment'] as const) {
        const input = {
          rents: 30_000,
          expenses: 4_000,
          financeCosts: 9_000,
          otherIncome: 45_000,
          otherIncomeKind,
          scottishTaxpayer,
          studentLoanPlans: ['plan2' as const],
        };
        evaluate(input, r.p);
        propertyWorking(input, r.p);
        propertyWorking({ ...input, propertyAllowance: true }, r.p);
      }
    }
    expect(r.groups()).toEqual(declaredGroups(resolved));
    expect(r.scales()).toEqual(Object.keys(resolved.bands).sort());
  });

  it('resolve as with every group, once a year, frozen', () => {
    expect(resolverProblems(propertyParameters, year)).toEqual([]);
  });
});
