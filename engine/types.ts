// Public input and result types of the engine. Money is in pounds; rates are percentages.

export type TaxYear = '2025-26' | '2026-27';

export interface SelfEmployedInput {
  income: number;
  expenses: number;
}

export interface SelfEmployedResult {
  profit: number;
  incomeTax: number;
  class2NI: number;
  class4NI: number;
  totalTax: number;
  netIncome: number;
  /** Total tax as a percentage of profit, 2 decimals; 0 when there is no profit. */
  effectiveRate: number;
  monthlyNet: number;
}

export interface DirectorInput {
  salary: number;
  dividends: number;
  savings: number;
}

export interface DirectorBreakdown {
  /** Personal allowance after the taper above £100,000. */
  personalAllowance: number;
  /** Dividend allowance (a nil-rate band) available to the taxpayer. */
  dividendAllowance: number;
  /** Personal savings allowance chosen by the taxpayer's highest band. */
  savingsAllowance: number;
  /** Total income less the personal allowance used. */
  taxableIncome: number;
}

export interface DirectorResult {
  totalIncome: number;
  salaryTax: number;
  dividendTax: number;
  savingsTax: number;
  employeeNI: number;
  totalTax: number;
  netIncome: number;
  /** Total tax as a percentage of total income, 2 decimals; 0 when there is no income. */
  effectiveRate: number;
  breakdown: DirectorBreakdown;
}

export const EXPENSE_CATEGORIES = [
  'office',
  'travel',
  'equipment',
  'marketing',
  'professional',
] as const;

export type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];

export type ExpenseCategories = Readonly<Record<ExpenseCategory, boolean>>;

export interface ExpensesInput {
  monthlyRevenue: number;
  /** Categories not listed count as not selected. */
  categories: Readonly<Partial<Record<ExpenseCategory, boolean>>>;
  additionalExpenses: number;
}

export interface ExpensesResult {
  annualRevenue: number;
  totalExpenses: number;
  taxableProfit: number;
  estimatedSavings: number;
}

export const PAYROLL_FREQUENCIES = ['weekly', 'monthly', 'quarterly'] as const;

export type PayrollFrequency = (typeof PAYROLL_FREQUENCIES)[number];

export interface PayrollInput {
  employees: number;
  averageSalary: number;
  frequency: PayrollFrequency;
}

export interface PayrollResult {
  monthlyCost: number;
  annualCost: number;
  savings: number;
  comparisonCost: number;
  includes: readonly string[];
  /** The pay frequency asked for; the fee does not depend on it. */
  frequency: PayrollFrequency;
}

export type FormResult<Data, Field extends string> =
  { success: true; data: Data } | { success: false; errors: Partial<Record<Field, string>> };

/** What a text field may hold before parsing: form text, or a number from a numeric input. */
export type RawAmount = string | number | null | undefined;

export interface SelfEmployedFormRaw {
  income?: RawAmount;
  expenses?: RawAmount;
}

export interface DirectorFormRaw {
  salary?: RawAmount;
  dividends?: RawAmount;
  savings?: RawAmount;
}

export interface ExpensesFormRaw {
  monthlyRevenue?: RawAmount;
  /** Checkbox states; the strings 'on' and 'true' also count as ticked. */
  categories?: Readonly<Partial<Record<ExpenseCategory, boolean | string | null | undefined>>>;
  additionalExpenses?: RawAmount;
}

export interface PayrollFormRaw {
  employees?: RawAmount;
  averageSalary?: RawAmount;
  frequency?: string | null;
}

export type SelfEmployedFormResult = FormResult<SelfEmployedInput, keyof SelfEmployedInput>;
export type DirectorFormResult = FormResult<DirectorInput, keyof DirectorInput>;
export type ExpensesFormResult = FormResult<
  Omit<ExpensesInput, 'categories'> & { categories: ExpenseCategories },
  'monthlyRevenue' | 'additionalExpenses'
>;
export type PayrollFormResult = FormResult<PayrollInput, keyof PayrollInput>;
