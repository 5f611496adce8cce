// The take-home pay calculator's input, result and figure names.
import type {
  FormResult,
  MarriageAllowanceClaim,
  MarriageAllowanceOutcome,
  StudentLoanPlan,
} from '../../../engine/types.ts';
import type { PayFrequency, TaxBasis } from './payday.ts';
import type { TaxCodeRegion } from './tax-code.ts';

/** What the pay figure is for. */
export const PAY_BASES = ['year', 'month', 'week', 'day', 'hour'] as const;
export type PayBasis = (typeof PAY_BASES)[number];

/** How pension contributions are made (GOV.UK: Workplace pensions). */
export const PENSION_METHODS = ['relief-at-source', 'net-pay', 'salary-sacrifice'] as const;
export type PensionMethod = (typeof PENSION_METHODS)[number];

/** What a percentage contribution is of: qualifying earnings (Pensions Act 2008 s13), or all pay. */
export const PENSION_BASES = ['qualifying-earnings', 'all-pay'] as const;
export type PensionBasis = (typeof PENSION_BASES)[number];

export interface TakeHomeInput {
  /** Pay before anything is taken off, per `per`. */
  pay: number;
  /** Default year. */
  per?: PayBasis;
  /** With pay by the hour. */
  hoursPerWeek?: number;
  /** With pay by the day. */
  daysPerWeek?: number;
  /** Default monthly. */
  frequency?: PayFrequency;
  /** A weekly, fortnightly or four-weekly payroll with a payday in week 53 (week 54, week 56). */
  extraPayday?: boolean;
  /** A one-off bonus, paid with the pay of `bonusPayday`. */
  bonus?: number;
  /** The payday (1 = the year's first) the bonus is paid on; default the year's last regular payday. */
  bonusPayday?: number;
  /**
   * The tax code as the payslip prints it. Left out, the code HMRC would give for the
   * circumstances below is used (the personal allowance, tapered on the year's pay, Blind Person's
   * Allowance, Marriage Allowance).
   */
  taxCode?: string;
  /** Whose rates: default England and Northern Ireland's. A typed code's S or C prefix decides. */
  residence?: TaxCodeRegion;
  /** A workplace pension, paid by this method; none without one. */
  pensionMethod?: PensionMethod;
  /**
   * The employee's contribution as a percentage of pay (5 for 5%) or an amount a year (gross: what
   * goes into the pension from the employee's side); the percentage when both are given.
   */
  pensionEmployeePercent?: number;
  pensionEmployeeAmount?: number;
  /** The employer's contribution, as a percentage or an amount a year. */
  pensionEmployerPercent?: number;
  pensionEmployerAmount?: number;
  /** What a percentage is of: default qualifying earnings. */
  pensionBasis?: PensionBasis;
  studentLoanPlans?: readonly StudentLoanPlan[];
  /** Over State Pension age: no employee National Insurance (category C). */
  overStatePensionAge?: boolean;
  marriageAllowance?: MarriageAllowanceClaim;
  blindPersonsAllowance?: boolean;
  childBenefitChildren?: number;
}

/** A period's share of the year's figures. */
export interface PeriodFigures {
  grossPay: number;
  incomeTax: number;
  employeeNI: number;
  studentLoan: number;
  pension: number;
  takeHome: number;
}

export interface Payslip {
  /** 1 for the year's first payday. */
  payday: number;
  /** 'Month 3', 'Week 12', 'Week 53'. */
  taxPeriod: string;
  basicPay: number;
  bonus: number;
  /** Pay given up for the pension (salary sacrifice). */
  sacrifice: number;
  /** Pay subject to tax: after the sacrifice and a net pay arrangement. */
  taxablePay: number;
  basis: TaxBasis;
  /** Free pay (a K code: additional pay) to date, or of the payday alone. */
  payAdjustment: number;
  incomeTax: number;
  /** Tax the overriding limit held back. */
  heldBack: number;
  employeeNI: number;
  studentLoan: number;
  /** The pension taken from pay: net pay, or relief at source's net contribution. */
  pension: number;
  takeHome: number;
  employerNI: number;
  employerPension: number;
}

export interface TakeHomeTaxCode {
  /** The code used, as HMRC writes it. */
  code: string;
  meaning: string;
  /** The code was built from the circumstances, not typed. */
  built: boolean;
  /** The code HMRC would give for the circumstances. */
  expected: string;
  /** Why a typed code was not used; null when it was, or none was typed. */
  refused: string | null;
}

export interface TakeHomePension {
  method: PensionMethod | null;
  basis: PensionBasis;
  /** The employee's gross contributions: what goes in from their side, relief at source included. */
  employee: number;
  /** Basic rate relief the scheme claims and adds (relief at source). */
  reliefAtSource: number;
  /** The employer's contributions, any salary sacrificed included. */
  employer: number;
  total: number;
  /** Relief above the basic rate on relief at source contributions, through the code or a return. */
  higherRateRelief: number;
}

export interface TakeHomeEmployer {
  employerNI: number;
  employerPension: number;
  /** The employer NI the salary sacrifice saves. */
  niSaving: number;
  /** Pay, employer NI and the employer's pension: what the job costs. */
  cost: number;
}

export interface AfterTheYear {
  /** Income tax on the year's taxable pay, worked out for the year; null when the code holds adjustments the calculator cannot see. */
  taxOnPay: number | null;
  payeDeducted: number;
  /** taxOnPay − PAYE; null when the code holds adjustments the calculator cannot see. */
  difference: number | null;
  higherRateRelief: number;
  childBenefitCharge: number;
  marriageAllowance: MarriageAllowanceOutcome;
  /** To pay (positive) or to get back (negative), through the tax code or a tax return. */
  balance: number;
  /** Take-home after the balance is settled. */
  takeHome: number;
}

export interface TakeHomeMarginal {
  step: number;
  keeps: number;
  rate: number;
  /** The next £1,000 falls where the personal allowance is being withdrawn. */
  inAllowanceTaper: boolean;
  /**
   * The year's band of adjusted net income where the allowance is withdrawn: from its income limit
   * to where none of it is left (the allowance over the taper rate above the limit).
   */
  allowanceTaper: { from: number; to: number };
}

export interface RestoreAllowance {
  /** Salary sacrifice a year that brings adjusted net income down to the limit. */
  sacrifice: number;
  /** What take-home falls by. */
  takeHomeFalls: number;
  /** What goes into the pension. */
  pensionRises: number;
  /** Take-home given up for each £1 in the pension. */
  costPerPound: number;
}

export interface MoneyShare {
  part: 'takeHome' | 'incomeTax' | 'employeeNI' | 'studentLoan' | 'pension';
  label: string;
  amount: number;
}

export interface TakeHomeResult {
  taxCode: TakeHomeTaxCode;
  frequency: PayFrequency;
  /** Paydays in the year: 52, 53, 26, 27, 13, 14 or 12. */
  paydays: number;
  /** The year's pay before anything is taken off, bonus included. */
  grossPay: number;
  incomeTax: number;
  employeeNI: number;
  studentLoan: number;
  /** The pension taken from pay (not salary sacrifice, which is pay given up). */
  pensionDeducted: number;
  takeHome: number;
  periods: {
    year: PeriodFigures;
    month: PeriodFigures;
    fourWeeks: PeriodFigures;
    week: PeriodFigures;
  };
  payslips: readonly Payslip[];
  adjustedNetIncome: number;
  pension: TakeHomePension;
  employer: TakeHomeEmployer;
  afterTheYear: AfterTheYear | null;
  marginal: TakeHomeMarginal;
  restoreAllowance: RestoreAllowance | null;
  /** Where the year's pay goes, for a chart: the parts add up to `grossPay`. */
  breakdown: readonly MoneyShare[];
}

export type TakeHomeFigure =
  | 'grossPay'
  | 'taxCode'
  | 'incomeTax'
  | 'employeeNI'
  | 'studentLoan'
  | 'pensionDeducted'
  | 'takeHome'
  | 'periods.month.takeHome'
  | 'periods.fourWeeks.takeHome'
  | 'periods.week.takeHome'
  | 'pension.total'
  | 'employer.employerNI'
  | 'employer.employerPension'
  | 'employer.niSaving'
  | 'employer.cost'
  | 'afterTheYear.balance'
  | 'marginal.keeps'
  | 'restoreAllowance.sacrifice';

/** The form's raw fields: text as typed (pay like "48k", "£4,000 a month", "£15.50 an hour"). */
export interface TakeHomeFormRaw {
  pay?: unknown;
  per?: unknown;
  hoursPerWeek?: unknown;
  daysPerWeek?: unknown;
  frequency?: unknown;
  extraPayday?: unknown;
  bonus?: unknown;
  bonusPayday?: unknown;
  taxCode?: unknown;
  residence?: unknown;
  pensionMethod?: unknown;
  pensionEmployee?: unknown;
  pensionEmployer?: unknown;
  pensionBasis?: unknown;
  studentLoanPlans?: unknown;
  overStatePensionAge?: unknown;
  marriageAllowance?: unknown;
  blindPersonsAllowance?: unknown;
  childBenefitChildren?: unknown;
}

export type TakeHomeFormResult = FormResult<TakeHomeInput, keyof TakeHomeFormRaw>;
