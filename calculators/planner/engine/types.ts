// The salary and dividends planner's input, result and form types.
import type { FormResult, RawAmount, StudentLoanPlan } from '../../../engine/types.ts';

export interface PlannerInput {
  /** Company profit for the year before the director's salary and employer NI. */
  companyProfit: number;
  /** Whether the company can claim the Employment Allowance (not when a director is its only employee paid above the secondary threshold). */
  employmentAllowance?: boolean;
  /** The director pays Scottish rates on salary, as the director calculator applies them. */
  scottishTaxpayer?: boolean;
  /** The director's gross personal pension contributions under relief at source, a year. */
  pensionContributions?: number;
  /**
   * What the company pays into the director's pension, a year, at most the profit: deductible for
   * corporation tax, free of NI, not the director's income, and pension savings for the annual allowance.
   */
  employerPensionContributions?: number;
  /**
   * The director's student and postgraduate loan plans: each split's take-home is after the
   * repayments, as the director calculator works them out on its salary and dividends.
   */
  studentLoanPlans?: readonly StudentLoanPlan[];
}

/** One way of paying out the profit: salary, and everything left after corporation tax as dividends. */
export interface PlannerSplit {
  salary: number;
  /** Paid out after corporation tax; an amount under £1 is not paid but retained. */
  dividends: number;
  /**
   * Profit after corporation tax left in the company: the pennies under £1 that would otherwise be a
   * dividend, else 0. salary + employerNI + corporationTax + dividends + retained + employerPension
   * = the profit.
   */
  retained: number;
  /** The company's contributions to the director's pension (the input's, at most the profit). */
  employerPension: number;
  employerNI: number;
  corporationTax: number;
  employeeNI: number;
  /** With any annual allowance charge on the company's pension contributions (FA 2004 s227). */
  incomeTax: number;
  /** The part of `incomeTax` that is the annual allowance charge: 0 within the allowance. */
  annualAllowanceCharge: number;
  /**
   * Student and postgraduate loan repayments on the salary and dividends (not tax): 0 without a plan.
   * Payroll takes them from the salary; the tax return collects the rest, on the dividends.
   */
  studentLoanRepayment: number;
  /** Salary plus dividends less employee NI, income tax and student loan repayments. */
  takeHome: number;
}

export type PlannerStrategyName =
  'secondaryThreshold' | 'lowerEarningsLimit' | 'personalAllowance' | 'allSalary';

export interface PlannerStrategy extends PlannerSplit {
  strategy: PlannerStrategyName;
}

export interface PlannerPoint {
  salary: number;
  takeHome: number;
}

/** The best split's figures the planner's working explains, with the director's tax on them. */
export type PlannerFigure =
  | 'best.salary'
  | 'best.employerNI'
  | 'best.corporationTax'
  | 'best.dividends'
  | 'personalAllowance'
  | 'allowanceSplit'
  | 'salaryTax'
  | 'dividendTax'
  | 'best.incomeTax'
  | 'best.employeeNI'
  | 'best.studentLoanRepayment'
  | 'best.takeHome';

/** The whole-pound salary with the greatest take-home, when the advice is a rounder one. */
export interface PlannerExactOptimum {
  salary: number;
  takeHome: number;
  /** What it adds to the advised plan's take-home: under £1. */
  gain: number;
}

export interface PlannerResult {
  /**
   * The advised split: the whole-pound salary with the greatest take-home (the lowest such salary on
   * a tie), or a rounder salary whose take-home is less than £1 below it (£5,000 rather than £4,996).
   */
  best: PlannerSplit;
  /** The exact optimum when `best` is a rounder salary; null when `best` is the exact optimum. */
  exactOptimum: PlannerExactOptimum | null;
  /** Salary at the secondary threshold, the lower earnings limit, the personal allowance, and all salary. */
  strategies: readonly PlannerStrategy[];
  /**
   * Take-home against salary from £0 to the most the profit allows, in increasing salary: at every
   * salary where its slope changes (between them it is a straight line), the best, the exact optimum
   * and the strategies.
   */
  curve: readonly PlannerPoint[];
}

export interface PlannerFormRaw {
  companyProfit?: RawAmount;
  employerPensionContributions?: RawAmount;
  /** Checkbox state; the strings 'on' and 'true' also count as ticked. */
  employmentAllowance?: boolean | string | null;
  scottishTaxpayer?: boolean | string | null;
  /** A list, or text separated by spaces or commas (`'plan2 postgraduate'`); unknown names are ignored. */
  studentLoanPlans?: readonly string[] | string | null;
}

export type PlannerFormResult = FormResult<
  Required<
    Pick<
      PlannerInput,
      | 'companyProfit'
      | 'employmentAllowance'
      | 'scottishTaxpayer'
      | 'employerPensionContributions'
      | 'studentLoanPlans'
    >
  >,
  'companyProfit' | 'employerPensionContributions'
>;
