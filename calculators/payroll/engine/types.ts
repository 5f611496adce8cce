// The payroll calculator's input, result and form types.
import type { FormResult, RawAmount } from '../../../engine/types.ts';

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

/** The payroll calculator's figures its working explains: all but `includes` and `frequency`. */
export type PayrollFigure = 'monthlyCost' | 'annualCost' | 'comparisonCost' | 'savings';

export interface PayrollFormRaw {
  employees?: RawAmount;
  averageSalary?: RawAmount;
  frequency?: string | null;
}

export type PayrollFormResult = FormResult<PayrollInput, keyof PayrollInput>;
