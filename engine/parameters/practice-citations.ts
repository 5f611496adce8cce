// The sources the practice's own figures cite (expense presets, payroll fees, the calculators' input
// limit); citations.ts re-exports them with every other source.

import type { Citation } from '../types.ts';

export const selfEmployedExpenses: Citation = {
  title: "GOV.UK: Expenses if you're self-employed",
  href: 'https://www.gov.uk/expenses-if-youre-self-employed',
};
export const runningPayroll: Citation = {
  title: 'GOV.UK: Running payroll',
  href: 'https://www.gov.uk/running-payroll',
};
export const practicePayrollFees: Citation = {
  title: 'Our payroll packages and fees',
  href: '/payroll',
};
export const practiceCalculators: Citation = {
  title: 'Our UK tax calculators',
  href: '/tax-calculator',
};
