import { describe, expect, it } from 'vitest';
import { parsePlannerForm } from './planner-form.ts';

describe('parsePlannerForm', () => {
  it('reads the profit as typed and the switch', () => {
    expect(parsePlannerForm({ companyProfit: '£75,000', employmentAllowance: 'on' })).toEqual({
      success: true,
      data: { companyProfit: 75_000, employmentAllowance: true, scottishTaxpayer: false },
    });
    expect(parsePlannerForm({ companyProfit: '', scottishTaxpayer: true })).toEqual({
      success: true,
      data: { companyProfit: 0, employmentAllowance: false, scottishTaxpayer: true },
    });
  });

  it('refuses a negative or too large profit', () => {
    expect(parsePlannerForm({ companyProfit: '-1' })).toEqual({
      success: false,
      errors: { companyProfit: 'Company profit must be positive' },
    });
    expect(parsePlannerForm({ companyProfit: '1e9' })).toEqual({
      success: false,
      errors: { companyProfit: 'Company profit too large' },
    });
  });
});
