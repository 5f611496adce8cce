// The practice's own figures: expense presets, payroll and accountancy fees and calculator limits. Each group is
// `p[group]` of the calculators that declare it; sources.ts describes and cites every parameter under the same group and name, in
// the same order, and each group carries those sources for the working (`GROUP_SOURCES`).
import * as C from './practice-citations.ts';
import { GROUP_SOURCES, type Parameter, type ParameterGroup } from './parameter.ts';

/** The same figure in both tax years: the practice has not changed its prices. */
/* #__NO_SIDE_EFFECTS__ */
function unchanged(unit: Parameter['unit'], amount: number): Parameter {
  return { unit, values: { '2025-04-06': amount, '2026-04-06': amount } };
}

/** Typical annual cost of each expense category, ticked in the expense calculator. */
export const expensePresets = {
  office: unchanged('currency-GBP', 2_400),
  travel: unchanged('currency-GBP', 1_800),
  equipment: unchanged('currency-GBP', 1_200),
  marketing: unchanged('currency-GBP', 1_500),
  professional: unchanged('currency-GBP', 2_000),
  [GROUP_SOURCES]: [C.selfEmployedExpenses, C.practiceCalculators],
} satisfies ParameterGroup;

export const expenses = {
  taxRelief: unchanged('rate', 0.2),
  [GROUP_SOURCES]: [C.selfEmployedExpenses, C.practiceCalculators],
} satisfies ParameterGroup;

/** Payroll package fees and the in-house cost they are compared with. */
export const payroll = {
  basicMaxEmployees: unchanged('count', 5),
  basicMonthlyFee: unchanged('currency-GBP', 25),
  standardMaxEmployees: unchanged('count', 20),
  standardPerEmployee: unchanged('currency-GBP-per-employee', 6),
  largePerEmployee: unchanged('currency-GBP-per-employee', 4),
  comparisonHoursPerEmployee: unchanged('hours', 2),
  comparisonHourlyRate: unchanged('currency-GBP', 25),
  comparisonAnnualPerEmployee: unchanged('currency-GBP-per-employee', 100),
  maxEmployees: unchanged('count', 1_000),
  [GROUP_SOURCES]: [C.practicePayrollFees, C.runningPayroll],
} satisfies ParameterGroup;

/**
 * The fixed fees of /pricing that a sole trader's or a one-director company's year needs: the
 * self-employed return (quoted with VAT) and the smallest company's accounts and corporation tax
 * return (quoted before VAT; the site's fee table shows the rest of its bands).
 */
export const accountancyFees = {
  selfEmployedReturn: unchanged('currency-GBP', 300),
  companyAccountsAnnual: unchanged('currency-GBP', 750),
  companyAccountsMonthly: unchanged('currency-GBP', 65),
  [GROUP_SOURCES]: [C.practiceFees, C.selfAssessmentReturns, C.companyAccountsAndTax],
} satisfies ParameterGroup;

export const calculator = {
  inputLimit: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 10_000_000 },
  },
  [GROUP_SOURCES]: [C.practiceCalculators],
} satisfies ParameterGroup;

// Returned as every payroll result's `includes`; frozen as the parameters are. Not a parameter, so only
// the payroll calculator's bundle carries the list.
export const PAYROLL_PACKAGE_FEATURES: readonly string[] = /* #__PURE__ */ Object.freeze([
  'Payslips for every employee, every pay day',
  'Real Time Information (RTI) submissions to HMRC',
  'Auto-enrolment pension assessment and pension provider submissions',
  'Statutory pay: sick, maternity, paternity and shared parental pay',
  'P60s at year end and P45s for leavers',
  'Starters, leavers and tax code changes handled',
  'Payroll journals and reports for your bookkeeping',
  'CIS deductions and monthly returns for construction businesses',
  'Same-day processing when submitted by 2pm',
]);
