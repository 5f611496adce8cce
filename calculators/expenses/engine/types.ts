// The expense calculator's input, result and form types.
import type {
  ExpenseCategories,
  ExpenseCategory,
  FormResult,
  RawAmount,
} from '../../../engine/types.ts';

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

/** The expense calculator's figures its working explains: all of them. */
export type ExpensesFigure =
  'annualRevenue' | 'totalExpenses' | 'taxableProfit' | 'estimatedSavings';

export interface ExpensesFormRaw {
  monthlyRevenue?: RawAmount;
  /** Checkbox states; the strings 'on' and 'true' also count as ticked. */
  categories?: Readonly<Partial<Record<ExpenseCategory, boolean | string | null | undefined>>>;
  additionalExpenses?: RawAmount;
}

export type ExpensesFormResult = FormResult<
  Omit<ExpensesInput, 'categories'> & { categories: ExpenseCategories },
  'monthlyRevenue' | 'additionalExpenses'
>;
