import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseDirectorForm } from './director-form.ts';

const NONE = { scottishTaxpayer: false, studentLoanPlans: [], pensionContributions: 0 };

describe('parseDirectorForm', () => {
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
    expect(parseDirectorForm({ salary: '1e400', dividends: '0', savings: '10000001' })).toEqual({
      success: false,
      errors: { salary: 'Salary too large', savings: 'Savings income too large' },
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

  it('counts "NaN", "Infinity" and "-0" as 0', () => {
    expect(parseDirectorForm({ salary: 'NaN', dividends: 'Infinity', savings: '-0' })).toEqual({
      success: true,
      data: { salary: 0, dividends: 0, savings: 0, ...NONE },
    });
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
