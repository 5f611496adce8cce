import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePayrollForm } from './payroll-form.ts';

describe('parsePayrollForm', () => {
  it('reads a whole number of employees, a salary and a frequency', () => {
    expect(
      parsePayrollForm({ employees: '12', averageSalary: '£28,000', frequency: 'weekly' }),
    ).toEqual({
      success: true,
      data: { employees: 12, averageSalary: 28_000, frequency: 'weekly' },
    });
  });

  it('rounds part employees up and defaults the frequency to monthly', () => {
    expect(parsePayrollForm({ employees: '5.2', frequency: 'fortnightly' })).toEqual({
      success: true,
      data: { employees: 6, averageSalary: 0, frequency: 'monthly' },
    });
    expect(parsePayrollForm({ frequency: ' Quarterly ' })).toMatchObject({
      data: { frequency: 'quarterly' },
    });
  });

  it('is total over arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (employees, averageSalary, frequency) => {
        const result = parsePayrollForm({ employees, averageSalary, frequency });
        expect(result.success).toBe(true);
        if (result.success) {
          expect(Number.isInteger(result.data.employees)).toBe(true);
          expect(Number.isFinite(result.data.averageSalary)).toBe(true);
        }
      }),
    );
  });
});
