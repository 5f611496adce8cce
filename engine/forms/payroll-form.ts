// Payroll form: the spec validates nothing here; numbers are clamped and the frequency defaults to monthly.
import * as z from 'zod/mini';
import { PAYROLL_FREQUENCIES, type PayrollFormRaw, type PayrollFormResult } from '../types.ts';
import { employeeCount } from '../calculators/payroll.ts';
import { INPUT_LIMIT, clampedAmountField, field, toAmount, toFormResult } from './amount.ts';

export const payrollFormSchema = z.object({
  employees: z.pipe(
    z.transform((raw: unknown) => employeeCount(toAmount(raw), INPUT_LIMIT)),
    z.int(),
  ),
  averageSalary: clampedAmountField(INPUT_LIMIT),
  frequency: z.transform((raw: unknown) => {
    const text = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
    return PAYROLL_FREQUENCIES.find((frequency) => frequency === text) ?? 'monthly';
  }),
});

export function parsePayrollForm(raw: PayrollFormRaw | null | undefined): PayrollFormResult {
  return toFormResult(
    payrollFormSchema.safeParse({
      employees: field(raw, 'employees'),
      averageSalary: field(raw, 'averageSalary'),
      frequency: field(raw, 'frequency'),
    }),
  );
}
