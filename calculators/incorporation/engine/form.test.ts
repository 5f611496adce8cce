import { describe, expect, it } from 'vitest';
import { expectHostileInputHandled } from '../../../engine/forms/testing.ts';
import { INCORPORATION_OPTIONAL_FIELDS, parseIncorporationForm } from './form.ts';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';

describe('parseIncorporationForm', () => {
  it('reads the profit as typed, the circumstances and the fees switch', () => {
    expect(
      parseIncorporationForm({
        profit: '£60k',
        includeAccountancyFees: 'on',
        studentLoanPlans: 'plan2 nonsense',
        pensionContributions: '2,000',
      }),
    ).toEqual({
      success: true,
      data: {
        profit: 60_000,
        includeAccountancyFees: true,
        scottishTaxpayer: false,
        studentLoanPlans: ['plan2'],
        pensionContributions: 2_000,
      },
    });
  });

  it('requires the profit; only the pension may be left empty', () => {
    expect(INCORPORATION_OPTIONAL_FIELDS).toEqual(['pensionContributions']);
    for (const profit of ['', 'abc', undefined]) {
      expect(parseIncorporationForm({ profit })).toEqual({
        success: false,
        errors: { profit: AMOUNT_HINT },
      });
    }
  });

  it('refuses a negative or too large profit', () => {
    expect(parseIncorporationForm({ profit: '-1' })).toEqual({
      success: false,
      errors: { profit: 'Profit must be positive' },
    });
    expect(parseIncorporationForm({ profit: '1000m' })).toEqual({
      success: false,
      errors: { profit: 'Profit too large' },
    });
  });
});

describe('parseIncorporationForm over input a page could hand a widget', () => {
  it('reads what throws as missing, refuses objects, never throws or gives a non-finite number', () => {
    expectHostileInputHandled(parseIncorporationForm, [
      'profit',
      'includeAccountancyFees',
      'scottishTaxpayer',
      'studentLoanPlans',
      'pensionContributions',
    ]);
  });
});
