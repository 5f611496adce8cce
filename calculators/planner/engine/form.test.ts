import { describe, expect, it } from 'vitest';
import { expectHostileInputHandled } from '../../../engine/forms/testing.ts';
import { PLANNER_OPTIONAL_FIELDS, parsePlannerForm } from './form.ts';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';

describe('parsePlannerForm', () => {
  it('reads the profit and the company’s pension contributions as typed, and the switches', () => {
    expect(parsePlannerForm({ companyProfit: '£75,000', employmentAllowance: 'on' })).toEqual({
      success: true,
      data: {
        companyProfit: 75_000,
        employerPensionContributions: 0,
        employmentAllowance: true,
        scottishTaxpayer: false,
        studentLoanPlans: [],
      },
    });
    expect(
      parsePlannerForm({
        companyProfit: '150k',
        employerPensionContributions: '£10,000',
        scottishTaxpayer: true,
        studentLoanPlans: 'postgraduate plan9 plan2',
      }),
    ).toEqual({
      success: true,
      data: {
        companyProfit: 150_000,
        employerPensionContributions: 10_000,
        employmentAllowance: false,
        scottishTaxpayer: true,
        // Unknown plans ignored, in the engine's order.
        studentLoanPlans: ['plan2', 'postgraduate'],
      },
    });
  });

  it('requires the profit: empty or unreadable is an error, never 0', () => {
    expect(PLANNER_OPTIONAL_FIELDS).toEqual(['employerPensionContributions']);
    for (const companyProfit of ['', 'abc', 'NaN', undefined]) {
      expect(parsePlannerForm({ companyProfit })).toEqual({
        success: false,
        errors: { companyProfit: AMOUNT_HINT },
      });
    }
  });

  it('refuses a negative or too large profit', () => {
    expect(parsePlannerForm({ companyProfit: '-1' })).toEqual({
      success: false,
      errors: { companyProfit: 'Company profit must be positive' },
    });
    expect(parsePlannerForm({ companyProfit: '1,000m' })).toEqual({
      success: false,
      errors: { companyProfit: AMOUNT_HINT },
    });
    expect(parsePlannerForm({ companyProfit: '1000m' })).toEqual({
      success: false,
      errors: { companyProfit: 'Company profit too large' },
    });
  });

  it('refuses negative, too large or unreadable pension contributions', () => {
    const errorFor = (employerPensionContributions: string) =>
      parsePlannerForm({ companyProfit: '75000', employerPensionContributions });
    expect(errorFor('-5')).toEqual({
      success: false,
      errors: { employerPensionContributions: 'Employer pension must be positive' },
    });
    expect(errorFor('1000m')).toEqual({
      success: false,
      errors: { employerPensionContributions: 'Employer pension too large' },
    });
    expect(errorFor('lots')).toEqual({
      success: false,
      errors: { employerPensionContributions: AMOUNT_HINT },
    });
  });
});

describe('parsePlannerForm over input a page could hand a widget', () => {
  it('reads what throws as missing, refuses objects, never throws or gives a non-finite number', () => {
    expectHostileInputHandled(parsePlannerForm, [
      'companyProfit',
      'employmentAllowance',
      'scottishTaxpayer',
    ]);
  });
});
