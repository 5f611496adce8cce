// Payroll form: a whole number of employees from 1 to the most the calculator prices, an optional
// average salary read as every amount is, and a frequency that defaults to monthly.
import { PAYROLL_FREQUENCIES, type PayrollFormRaw, type PayrollFormResult } from './types.ts';
import { PAYROLL_FEES } from '../../../engine/practice-figures.ts';
import { amountField, optionalFieldsOf } from '../../../engine/forms/amount.ts';
import {
  accept,
  parseFields,
  refuse,
  valueField,
  type FieldParser,
} from '../../../engine/forms/fields.ts';
import { readAmount } from '../../../engine/forms/read-amount.ts';
import { wholeNumber } from '../../../engine/rules/working.ts';

/** What the employees field says when it holds no whole number. */
export const EMPLOYEES_HINT = 'Enter the number of employees as a whole number, like 12';

const employeesField: FieldParser<number> = (raw) => {
  const reading = readAmount(raw);
  if (!reading.ok || !Number.isInteger(reading.value)) return refuse(EMPLOYEES_HINT);
  if (reading.value < 1) return refuse('Enter at least 1 employee');
  const most = PAYROLL_FEES.maxEmployees;
  if (reading.value > most) {
    return refuse(`For more than ${wholeNumber(most)} employees, ask us for a quote`);
  }
  return accept(reading.value);
};

const payrollFormFields = {
  employees: employeesField,
  averageSalary: amountField(
    'Average salary must be positive',
    'Average salary too large',
    'optional',
  ),
  frequency: valueField((raw) => {
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    for (const frequency of PAYROLL_FREQUENCIES) if (frequency === text) return frequency;
    return 'monthly';
  }),
};

/** The payroll form's fields that may be left empty (and then count as 0). */
export const PAYROLL_OPTIONAL_FIELDS: readonly string[] =
  /* @__PURE__ */ optionalFieldsOf(payrollFormFields);

export function parsePayrollForm(raw: PayrollFormRaw | null | undefined): PayrollFormResult {
  return parseFields(payrollFormFields, raw);
}
