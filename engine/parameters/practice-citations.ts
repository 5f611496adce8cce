// The sources the practice's own figures cite (expense presets, payroll and accountancy fees, the
// calculators' input limit) and the VAT its fees are quoted with; citations.ts re-exports them with
// every other source. Each has its full title as `description`, as there.

import type { DocumentedCitation } from './parameter.ts';

export const selfEmployedExpenses: DocumentedCitation = {
  title: "GOV.UK: Expenses if you're self-employed",
  href: 'https://www.gov.uk/expenses-if-youre-self-employed',
  description: "GOV.UK: Expenses if you're self-employed",
};
export const runningPayroll: DocumentedCitation = {
  title: 'GOV.UK: Running payroll',
  href: 'https://www.gov.uk/running-payroll',
  description: 'GOV.UK: Running payroll',
};
export const practicePayrollFees: DocumentedCitation = {
  title: 'Our payroll packages and fees',
  href: '/payroll',
  description: 'Our payroll packages and fees',
};
export const practiceCalculators: DocumentedCitation = {
  title: 'Our UK tax calculators',
  href: '/tax-calculator',
  description: 'Our UK tax calculators',
};
export const practiceFees: DocumentedCitation = {
  title: 'Our fixed fees',
  href: '/pricing',
  description: 'Our fixed fees',
};
export const selfAssessmentReturns: DocumentedCitation = {
  title: 'GOV.UK: Self Assessment tax returns',
  href: 'https://www.gov.uk/self-assessment-tax-returns',
  description: 'GOV.UK: Self Assessment tax returns',
};
export const companyAccountsAndTax: DocumentedCitation = {
  title: 'GOV.UK: Prepare annual accounts for a private limited company',
  href: 'https://www.gov.uk/annual-accounts',
  description:
    'GOV.UK: Prepare annual accounts for a private limited company (accounts to Companies House, a Company Tax Return to HMRC)',
};

export const vata1994s2: DocumentedCitation = {
  title: 'VATA 1994 s2',
  href: 'https://www.legislation.gov.uk/ukpga/1994/23/section/2',
  description: 'Value Added Tax Act 1994, section 2 (the standard rate of VAT)',
};
export const vata1994sch1: DocumentedCitation = {
  title: 'VATA 1994 Sch 1 para 1',
  href: 'https://www.legislation.gov.uk/ukpga/1994/23/schedule/1/paragraph/1',
  description:
    'Value Added Tax Act 1994, Schedule 1, paragraph 1 (registration when taxable supplies in the last 12 months exceed the threshold, or are expected to in the next 30 days alone)',
};
export const si2024308: DocumentedCitation = {
  title: 'SI 2024/308',
  href: 'https://www.legislation.gov.uk/uksi/2024/308/contents/made',
  description:
    'The Value Added Tax (Increase of Registration Limits) Order 2024 (SI 2024/308): registration threshold £90,000 from 1 April 2024',
};
export const vatThresholds: DocumentedCitation = {
  title: 'GOV.UK: VAT registration thresholds',
  href: 'https://www.gov.uk/guidance/vat-registration-thresholds',
  description: 'GOV.UK: VAT registration thresholds',
};
export const vatRates: DocumentedCitation = {
  title: 'GOV.UK: VAT rates',
  href: 'https://www.gov.uk/vat-rates',
  description: 'GOV.UK: VAT rates',
};
