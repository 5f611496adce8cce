// The public event contract of the widgets. This file holds types only and imports nothing, because
// scripts/widget-contract.ts copies it verbatim into acct-widgets.d.ts for partners.

/** A supported UK tax year. */
export type AcctTaxYear = '2025-26' | '2026-27';

/** Cookie consent categories; necessary cookies cannot be refused. */
export interface AcctConsentState {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}

export interface AcctSelfEmployedInput {
  income: number;
  expenses: number;
}

export interface AcctSelfEmployedResult {
  profit: number;
  incomeTax: number;
  class2NI: number;
  class4NI: number;
  totalTax: number;
  netIncome: number;
  monthlyNet: number;
  effectiveRate: number;
}

export interface AcctDirectorInput {
  salary: number;
  dividends: number;
  savings: number;
}

export interface AcctDirectorResult {
  totalIncome: number;
  salaryTax: number;
  dividendTax: number;
  savingsTax: number;
  employeeNI: number;
  totalTax: number;
  netIncome: number;
  effectiveRate: number;
  breakdown: {
    personalAllowance: number;
    dividendAllowance: number;
    savingsAllowance: number;
    taxableIncome: number;
  };
}

export type AcctExpenseCategory = 'office' | 'travel' | 'equipment' | 'marketing' | 'professional';

export interface AcctExpensesInput {
  monthlyRevenue: number;
  categories: Record<AcctExpenseCategory, boolean>;
  additionalExpenses: number;
}

export interface AcctExpensesResult {
  annualRevenue: number;
  totalExpenses: number;
  taxableProfit: number;
  estimatedSavings: number;
}

export type AcctPayrollFrequency = 'weekly' | 'monthly' | 'quarterly';

export interface AcctPayrollInput {
  employees: number;
  averageSalary: number;
  frequency: AcctPayrollFrequency;
}

export interface AcctPayrollResult {
  monthlyCost: number;
  annualCost: number;
  savings: number;
  comparisonCost: number;
  includes: readonly string[];
  frequency: AcctPayrollFrequency;
}

/** `detail` of `acct-calculate`, fired on every press of a calculator's Calculate button. */
export interface AcctCalculateDetail<Input = unknown, Result = unknown> {
  /** The tax year used; null for calculators whose figures do not depend on it. */
  taxYear: AcctTaxYear | null;
  input: Input;
  result: Result;
}

/** `detail` of `acct-consent-change`, fired when the visitor makes or changes a cookie choice. */
export interface AcctConsentChangeDetail {
  consent: AcctConsentState;
  /** ISO 8601 timestamp of the choice, as stored under `cookie-consent-date`. */
  date: string;
}
