// The practice's own figures: expense presets, payroll fees and calculator limits.
import type { Parameter } from './parameter.ts';
import {
  PRACTICE_CALCULATORS,
  PRACTICE_PAYROLL_FEES,
  RUNNING_PAYROLL,
  SELF_EMPLOYED_EXPENSES,
} from './references.ts';

function expensePreset(description: string, amount: number): Parameter {
  return {
    description,
    unit: 'currency-GBP',
    values: { '2025-04-06': amount, '2026-04-06': amount },
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  };
}

export const expensePresets = {
  office: expensePreset('Typical annual office, property and equipment running costs', 2_400),
  travel: expensePreset('Typical annual travel costs', 1_800),
  equipment: expensePreset('Typical annual equipment costs', 1_200),
  marketing: expensePreset('Typical annual marketing and advertising costs', 1_500),
  professional: expensePreset('Typical annual professional fees and subscriptions', 2_000),
} as const;

export const expenseTaxRelief: Parameter = {
  description: 'Estimated tax saved per pound of allowable expenses (basic rate relief)',
  unit: 'rate',
  values: { '2025-04-06': 0.2, '2026-04-06': 0.2 },
  reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
};

function payrollFee(description: string, unit: Parameter['unit'], amount: number): Parameter {
  return {
    description,
    unit,
    values: { '2025-04-06': amount, '2026-04-06': amount },
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  };
}

export const payrollBasicMaxEmployees = payrollFee(
  'Largest payroll on the Basic package',
  'count',
  5,
);
export const payrollBasicMonthlyFee = payrollFee('Basic package monthly fee', 'currency-GBP', 25);
export const payrollStandardMaxEmployees = payrollFee(
  'Largest payroll on the Standard package',
  'count',
  20,
);
export const payrollStandardPerEmployee = payrollFee(
  'Standard package monthly fee per employee',
  'currency-GBP-per-employee',
  6,
);
export const payrollLargePerEmployee = payrollFee(
  'Monthly fee per employee above the Standard package',
  'currency-GBP-per-employee',
  4,
);
export const payrollComparisonHoursPerEmployee = payrollFee(
  'Hours a month an employer spends running one employee’s payroll in house',
  'hours',
  2,
);
export const payrollComparisonHourlyRate = payrollFee(
  'Cost of an hour of in-house payroll work',
  'currency-GBP',
  25,
);
export const payrollComparisonAnnualPerEmployee = payrollFee(
  'Annual software and year-end cost per employee when payroll is run in house',
  'currency-GBP-per-employee',
  100,
);

export const calculatorInputLimit: Parameter = {
  description: 'Largest amount a calculator accepts in any money field',
  unit: 'currency-GBP',
  values: { '2025-04-06': 10_000_000 },
  reference: [PRACTICE_CALCULATORS],
};

export const PAYROLL_PACKAGE_FEATURES: readonly string[] = [
  'Payslips for every employee, every pay day',
  'Real Time Information (RTI) submissions to HMRC',
  'Auto-enrolment pension assessment and pension provider submissions',
  'Statutory pay: sick, maternity, paternity and shared parental pay',
  'P60s at year end and P45s for leavers',
  'Starters, leavers and tax code changes handled',
  'Payroll journals and reports for your bookkeeping',
  'CIS deductions and monthly returns for construction businesses',
  'Same-day processing when submitted by 2pm',
];
