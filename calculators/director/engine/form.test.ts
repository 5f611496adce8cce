import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectHostileInputHandled } from '../../../engine/forms/testing.ts';
import { DIRECTOR_OPTIONAL_FIELDS, parseDirectorForm } from './form.ts';
import { CHILDREN_HINT, MARRIAGE_ALLOWANCE_HINT } from '../../../engine/forms/amount.ts';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';

const NONE = {
  statePension: 0,
  overStatePensionAge: false,
  scottishTaxpayer: false,
  studentLoanPlans: [],
  pensionContributions: 0,
  unusedAnnualAllowance: 0,
  childBenefitChildren: 0,
  marriageAllowance: undefined,
};

describe('parseDirectorForm', () => {
  it('leaves every field optional, as the spec counts empty as 0', () => {
    expect(DIRECTOR_OPTIONAL_FIELDS).toEqual([
      'salary',
      'dividends',
      'savings',
      'statePension',
      'pensionContributions',
      'unusedAnnualAllowance',
    ]);
    expect(parseDirectorForm({ salary: '', dividends: ' ' })).toEqual({
      success: true,
      data: { salary: 0, dividends: 0, savings: 0, ...NONE },
    });
  });

  it('reads 12.57k and 40k as amounts', () => {
    expect(parseDirectorForm({ salary: '12.57k', dividends: '40k' })).toMatchObject({
      success: true,
      data: { salary: 12_570, dividends: 40_000 },
    });
  });

  it('reads amounts and defaults missing fields to 0', () => {
    expect(parseDirectorForm({ salary: '£12,570', dividends: '37,700.00' })).toEqual({
      success: true,
      data: { salary: 12_570, dividends: 37_700, savings: 0, ...NONE },
    });
  });

  it('gives the spec’s message for each negative field', () => {
    expect(parseDirectorForm({ salary: '-1', dividends: '-2', savings: '-3' })).toEqual({
      success: false,
      errors: {
        salary: 'Salary must be positive',
        dividends: 'Dividends must be positive',
        savings: 'Savings income must be positive',
      },
    });
  });

  it('refuses amounts above the input limit rather than overflowing', () => {
    expect(parseDirectorForm({ salary: '1e400m', dividends: '0', savings: '10000001' })).toEqual({
      success: false,
      errors: { salary: AMOUNT_HINT, savings: 'Savings income too large' },
    });
  });

  it('reads the circumstances: a switch, known plans, a pension amount', () => {
    expect(
      parseDirectorForm({
        salary: '30000',
        scottishTaxpayer: 'on',
        studentLoanPlans: 'postgraduate plan2 plan9 plan2',
        pensionContributions: '£2,000',
      }),
    ).toEqual({
      success: true,
      data: {
        ...NONE,
        salary: 30_000,
        dividends: 0,
        savings: 0,
        scottishTaxpayer: true,
        studentLoanPlans: ['plan2', 'postgraduate'],
        pensionContributions: 2_000,
      },
    });
    expect(parseDirectorForm({ pensionContributions: '-1' })).toEqual({
      success: false,
      errors: { pensionContributions: 'Pension contributions must be positive' },
    });
    expect(parseDirectorForm({ pensionContributions: '10000001' })).toEqual({
      success: false,
      errors: { pensionContributions: 'Pension contributions too large' },
    });
  });

  it('reads children, Marriage Allowance and unused annual allowance as typed or as attribute text', () => {
    expect(
      parseDirectorForm({
        salary: '60000',
        childBenefitChildren: ' 2 ',
        marriageAllowance: ' Transfer ',
        unusedAnnualAllowance: '15k',
      }),
    ).toEqual({
      success: true,
      data: {
        ...NONE,
        salary: 60_000,
        dividends: 0,
        savings: 0,
        childBenefitChildren: 2,
        marriageAllowance: 'transfer',
        unusedAnnualAllowance: 15_000,
      },
    });
    for (const none of ['', 'none', null, undefined]) {
      expect(parseDirectorForm({ marriageAllowance: none })).toMatchObject({
        success: true,
        data: { marriageAllowance: undefined },
      });
    }
    expect(
      parseDirectorForm({ marriageAllowance: 'receive', childBenefitChildren: '' }),
    ).toMatchObject({
      success: true,
      data: { marriageAllowance: 'receive', childBenefitChildren: 0 },
    });
  });

  it('refuses children that are not a whole number in range, and an unknown Marriage Allowance', () => {
    expect(
      parseDirectorForm({
        childBenefitChildren: '2.5',
        marriageAllowance: 'yes',
        unusedAnnualAllowance: '-1',
      }),
    ).toEqual({
      success: false,
      errors: {
        childBenefitChildren: CHILDREN_HINT,
        marriageAllowance: MARRIAGE_ALLOWANCE_HINT,
        unusedAnnualAllowance: 'Unused allowance must be positive',
      },
    });
    expect(parseDirectorForm({ childBenefitChildren: '20' })).toMatchObject({ success: true });
    expect(parseDirectorForm({ childBenefitChildren: 21 })).toMatchObject({ success: false });
  });

  it('refuses "NaN" and "Infinity" instead of counting them as 0; "-0" is 0', () => {
    expect(parseDirectorForm({ salary: 'NaN', dividends: 'Infinity', savings: '-0' })).toEqual({
      success: false,
      errors: { salary: AMOUNT_HINT, dividends: AMOUNT_HINT },
    });
    expect(parseDirectorForm({ savings: '-0' })).toMatchObject({ data: { savings: 0 } });
  });

  it('is total over arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (salary, dividends, savings) => {
        const result = parseDirectorForm({ salary, dividends, savings });
        if (result.success) {
          const { salary: a, dividends: b, savings: c } = result.data;
          for (const value of [a, b, c]) expect(Number.isFinite(value)).toBe(true);
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('parseDirectorForm over input a page could hand a widget', () => {
  it('reads what throws as missing, refuses objects, never throws or gives a non-finite number', () => {
    expectHostileInputHandled(parseDirectorForm, [
      'salary',
      'dividends',
      'savings',
      'studentLoanPlans',
      'pensionContributions',
    ]);
  });
  it('reads a State Pension and the State Pension age switch', () => {
    expect(
      parseDirectorForm({ salary: '12,570', statePension: '11973', overStatePensionAge: 'true' }),
    ).toMatchObject({ success: true, data: { statePension: 11_973, overStatePensionAge: true } });
    expect(parseDirectorForm({ statePension: '-1' })).toEqual({
      success: false,
      errors: { statePension: 'State Pension must be positive' },
    });
  });

  it('takes a huge amount as too large, not as a throw or a hang', () => {
    expect(parseDirectorForm({ salary: '9'.repeat(1_000_000) })).toEqual({
      success: false,
      errors: { salary: 'Salary too large' },
    });
  });
});
