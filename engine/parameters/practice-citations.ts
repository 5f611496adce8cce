// The sources the practice's own figures cite (expense presets, payroll and accountancy fees, the
// calculators' input limit) and the VAT its fees are quoted with; citations.ts re-exports them with
// every other source.

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
export const practiceFees: Citation = {
  title: 'Our fixed fees',
  href: '/pricing',
};
export const selfAssessmentReturns: Citation = {
  title: 'GOV.UK: Self Assessment tax returns',
  href: 'https://www.gov.uk/self-assessment-tax-returns',
};
export const companyAccountsAndTax: Citation = {
  title: 'GOV.UK: Prepare annual accounts for a private limited company',
  href: 'https://www.gov.uk/annual-accounts',
};

export const vata1994s2: Citation = {
  title: 'VATA 1994 s2',
  href: 'https://www.legislation.gov.uk/ukpga/1994/23/section/2',
};
export const vatRates: Citation = {
  title: 'GOV.UK: VAT rates',
  href: 'https://www.gov.uk/vat-rates',
};
