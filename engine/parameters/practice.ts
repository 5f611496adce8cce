// The practice's own figures: expense presets, payroll and accountancy fees and calculator limits.
// Each group is `p[group]` of the calculators that declare it. The figures are plain values, the
// same in every year the engine has; each parameter cites, for all its values, the practice's page
// that sets it and, where a rule of law sits behind it, the GOV.UK guidance (`references`).
import * as C from './practice-citations.ts';
import type { ParameterGroup } from './parameter.ts';

/**
 * The same figure in each tax year the practice has reviewed its prices and estimates for: they are
 * its own, and it has not changed them. A new tax year needs its first day added here once the
 * practice has set that year's prices (until then the engine refuses the year).
 */
/* #__NO_SIDE_EFFECTS__ */
function unchanged(amount: number) {
  return { '2025-04-06': amount, '2026-04-06': amount, '2027-04-06': amount };
}

const EXPENSE_SOURCES = [C.selfEmployedExpenses, C.practiceCalculators];

/** Typical annual cost of each expense category, ticked in the expense calculator. */
export const expensePresets = {
  office: {
    description: 'Typical annual office, property and equipment running costs',
    unit: 'currency-GBP',
    references: EXPENSE_SOURCES,
    values: unchanged(2_400),
  },
  travel: {
    description: 'Typical annual travel costs',
    unit: 'currency-GBP',
    references: EXPENSE_SOURCES,
    values: unchanged(1_800),
  },
  equipment: {
    description: 'Typical annual equipment costs',
    unit: 'currency-GBP',
    references: EXPENSE_SOURCES,
    values: unchanged(1_200),
  },
  marketing: {
    description: 'Typical annual marketing and advertising costs',
    unit: 'currency-GBP',
    references: EXPENSE_SOURCES,
    values: unchanged(1_500),
  },
  professional: {
    description: 'Typical annual professional fees and subscriptions',
    unit: 'currency-GBP',
    references: EXPENSE_SOURCES,
    values: unchanged(2_000),
  },
} satisfies ParameterGroup;

export const expenses = {
  taxRelief: {
    description: 'Estimated tax saved per pound of allowable expenses (basic rate relief)',
    unit: 'rate',
    references: EXPENSE_SOURCES,
    values: unchanged(0.2),
  },
} satisfies ParameterGroup;

const PAYROLL_SOURCES = [C.practicePayrollFees, C.runningPayroll];

/** Payroll package fees and the in-house cost they are compared with. */
export const payroll = {
  basicMaxEmployees: {
    description: 'Largest payroll on the Basic package',
    unit: 'count',
    references: PAYROLL_SOURCES,
    values: unchanged(5),
  },
  basicMonthlyFee: {
    description: 'Basic package monthly fee',
    unit: 'currency-GBP',
    references: PAYROLL_SOURCES,
    values: unchanged(25),
  },
  standardMaxEmployees: {
    description: 'Largest payroll on the Standard package',
    unit: 'count',
    references: PAYROLL_SOURCES,
    values: unchanged(20),
  },
  standardPerEmployee: {
    description: 'Standard package monthly fee per employee',
    unit: 'currency-GBP-per-employee',
    references: PAYROLL_SOURCES,
    values: unchanged(6),
  },
  largePerEmployee: {
    description: 'Monthly fee per employee above the Standard package',
    unit: 'currency-GBP-per-employee',
    references: PAYROLL_SOURCES,
    values: unchanged(4),
  },
  comparisonHoursPerEmployee: {
    description: 'Hours a month an employer spends running one employee’s payroll in house',
    unit: 'hours',
    references: PAYROLL_SOURCES,
    values: unchanged(2),
  },
  comparisonHourlyRate: {
    description: 'Cost of an hour of in-house payroll work',
    unit: 'currency-GBP',
    references: PAYROLL_SOURCES,
    values: unchanged(25),
  },
  comparisonAnnualPerEmployee: {
    description: 'Annual software and year-end cost per employee when payroll is run in house',
    unit: 'currency-GBP-per-employee',
    references: PAYROLL_SOURCES,
    values: unchanged(100),
  },
  maxEmployees: {
    description: 'Most employees the payroll calculator prices; larger payrolls are quoted',
    unit: 'count',
    references: PAYROLL_SOURCES,
    values: unchanged(1_000),
  },
} satisfies ParameterGroup;

const FEE_SOURCES = [C.practiceFees, C.selfAssessmentReturns, C.companyAccountsAndTax];

/**
 * The fixed fees of /pricing that a sole trader's or a one-director company's year needs: the
 * personal and self-employed returns (quoted with VAT, as individuals pay them) and the smallest
 * company's accounts and corporation tax return (quoted before VAT; the site's fee table shows the
 * rest of its bands).
 */
export const accountancyFees = {
  personalReturn: {
    description:
      'Personal tax return (employment, pension, savings and dividend income), a year, VAT included',
    unit: 'currency-GBP',
    references: FEE_SOURCES,
    values: unchanged(180),
  },
  selfEmployedReturn: {
    description:
      'Self-employed tax return for one trade (Basic self-employed), a year, VAT included',
    unit: 'currency-GBP',
    references: FEE_SOURCES,
    values: unchanged(300),
  },
  companyAccountsAnnual: {
    description:
      'Limited company accounts and corporation tax return, up to 3 people, paid yearly, before VAT',
    unit: 'currency-GBP',
    references: FEE_SOURCES,
    values: unchanged(750),
  },
  companyAccountsMonthly: {
    description:
      'Limited company accounts and corporation tax return, up to 3 people, paid monthly, before VAT',
    unit: 'currency-GBP',
    references: FEE_SOURCES,
    values: unchanged(65),
  },
} satisfies ParameterGroup;

export const calculator = {
  inputLimit: {
    description: 'Largest amount a calculator accepts in any money field',
    unit: 'currency-GBP',
    // The practice's own safeguard: no law or HMRC page sets it.
    references: [C.practiceCalculators],
    values: unchanged(10_000_000),
  },
  meaningfulDifference: {
    description:
      'Smallest yearly difference in take-home the comparison calls one structure leaving more',
    unit: 'currency-GBP',
    // The practice's own judgement: less than this is within a year's ordinary rounding and costs.
    references: [C.practiceCalculators],
    values: unchanged(100),
  },
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
