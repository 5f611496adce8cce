import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectHostileInputHandled } from '../../../engine/forms/testing.ts';
import { PAYROLL_FEES } from '../../../engine/practice-figures.ts';
import { EMPLOYEES_HINT, PAYROLL_OPTIONAL_FIELDS, parsePayrollForm } from './form.ts';
import { AMOUNT_HINT } from '../../../engine/forms/read-amount.ts';

describe('parsePayrollForm', () => {
  it('reads a whole number of employees, a salary and a frequency', () => {
    expect(
      parsePayrollForm({ employees: '12', averageSalary: '£28,000', frequency: 'weekly' }),
    ).toEqual({
      success: true,
      data: { employees: 12, averageSalary: 28_000, frequency: 'weekly' },
    });
    expect(parsePayrollForm({ employees: 12, averageSalary: '28k' })).toMatchObject({
      data: { employees: 12, averageSalary: 28_000 },
    });
  });

  it('defaults the frequency to monthly and the average salary to 0', () => {
    expect(PAYROLL_OPTIONAL_FIELDS).toEqual(['averageSalary']);
    expect(parsePayrollForm({ employees: '6', frequency: 'fortnightly' })).toEqual({
      success: true,
      data: { employees: 6, averageSalary: 0, frequency: 'monthly' },
    });
    expect(parsePayrollForm({ employees: '6', frequency: ' Quarterly ' })).toMatchObject({
      data: { frequency: 'quarterly' },
    });
  });

  it.each(['', 'abc', '5.2', 5.2, 'NaN', Infinity, undefined])(
    'refuses %j employees: a whole number is needed',
    (employees) => {
      expect(parsePayrollForm({ employees })).toEqual({
        success: false,
        errors: { employees: EMPLOYEES_HINT },
      });
    },
  );

  it('takes employees from 1 to the most the calculator prices', () => {
    const most = PAYROLL_FEES.maxEmployees;
    expect(parsePayrollForm({ employees: '0' })).toEqual({
      success: false,
      errors: { employees: 'Enter at least 1 employee' },
    });
    expect(parsePayrollForm({ employees: '-3' })).toMatchObject({
      errors: { employees: 'Enter at least 1 employee' },
    });
    expect(parsePayrollForm({ employees: String(most) })).toMatchObject({
      data: { employees: most },
    });
    expect(parsePayrollForm({ employees: String(most + 1) })).toEqual({
      success: false,
      errors: { employees: 'For more than 1,000 employees, ask us for a quote' },
    });
  });

  it('refuses a negative or unreadable salary', () => {
    expect(parsePayrollForm({ employees: '3', averageSalary: '-1' })).toEqual({
      success: false,
      errors: { averageSalary: 'Average salary must be positive' },
    });
    expect(parsePayrollForm({ employees: '3', averageSalary: '28 grand' })).toEqual({
      success: false,
      errors: { averageSalary: AMOUNT_HINT },
    });
  });

  it('is total over arbitrary text: whole employees in range, or messages', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), (employees, averageSalary, frequency) => {
        const result = parsePayrollForm({ employees, averageSalary, frequency });
        if (result.success) {
          expect(Number.isInteger(result.data.employees)).toBe(true);
          expect(result.data.employees).toBeGreaterThanOrEqual(1);
          expect(Number.isFinite(result.data.averageSalary)).toBe(true);
        } else {
          expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        }
      }),
    );
  });
});

describe('parsePayrollForm over input a page could hand a widget', () => {
  it('reads what throws as missing, refuses objects, never throws or gives a non-finite number', () => {
    expectHostileInputHandled(parsePayrollForm, ['employees', 'averageSalary', 'frequency']);
  });
});
