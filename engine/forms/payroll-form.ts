// Payroll form: the spec validates nothing here; numbers are clamped and the frequency defaults to monthly.
import { PAYROLL_FREQUENCIES, type PayrollFormRaw, type PayrollFormResult } from '../types.ts';
import { employeeCount } from '../calculators/payroll.ts';
import { CALCULATOR_INPUT_LIMIT } from '../practice-figures.ts';
import { clampedAmountField, toAmount } from './amount.ts';
import { parseFields, valueField } from './fields.ts';

const payrollFormFields = {
  employees: valueField((raw) => employeeCount(toAmount(raw), CALCULATOR_INPUT_LIMIT)),
  averageSalary: clampedAmountField(CALCULATOR_INPUT_LIMIT),
  frequency: valueField((raw) => {
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    return PAYROLL_FREQUENCIES.find((frequency) => frequency === text) ?? 'monthly';
  }),
};

export function parsePayrollForm(raw: PayrollFormRaw | null | undefined): PayrollFormResult {
  return parseFields(payrollFormFields, raw);
}
