// The director calculator's input, result and form types.
import type {
  AllowanceSplit,
  CircumstancesFormRaw,
  FormResult,
  MarginalRate,
  ParsedCircumstances,
  PaymentsOnAccount,
  PensionRelief,
  RawAmount,
  TaxAdjustments,
  TaxpayerCircumstances,
} from '../../../engine/types.ts';

export interface DirectorInput extends TaxpayerCircumstances {
  salary: number;
  dividends: number;
  savings: number;
  /**
   * What the director's company pays into their pension in the year: not their income, but pension
   * savings for the annual allowance and part of adjusted income for its taper (FA 2004 s228ZC).
   */
  employerPensionContributions?: number;
  /** Over State Pension age: no employee Class 1 on the salary (SSCBA 1992 s6(3)); the company's stays. */
  overStatePensionAge?: boolean;
  /** State Pension received in the year: taxable non-savings income, taxed with the salary. */
  statePension?: number;
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
  /** How the personal allowance was set against each kind of income: the split giving least tax. */
  allowanceSplit: AllowanceSplit;
}

export type DirectorFigure =
  | 'totalIncome'
  | 'breakdown.personalAllowance'
  | 'breakdown.allowanceSplit'
  | 'breakdown.taxableIncome'
  | 'salaryTax'
  | 'savingsTax'
  | 'dividendTax'
  | 'employeeNI'
  | 'totalTax'
  | 'studentLoanRepayment'
  | 'selfAssessmentBill'
  | 'paymentsOnAccount.instalment'
  | 'netIncome'
  | 'effectiveRate'
  | 'annualAllowanceCharge'
  | 'childBenefitCharge'
  | 'marriageAllowance.amount'
  | 'pensionRelief.total'
  | 'marginal.salary.keeps'
  | 'marginal.dividends.keeps';

export interface DirectorResult extends TaxAdjustments {
  /** Salary, savings, dividends and any State Pension. */
  totalIncome: number;
  statePension: number;
  /** Income tax on the salary and any State Pension (non-savings income). */
  salaryTax: number;
  dividendTax: number;
  savingsTax: number;
  employeeNI: number;
  totalTax: number;
  netIncome: number;
  /** Total tax as a percentage of total income, 2 decimals; 0 when there is no income. */
  effectiveRate: number;
  /** Student and postgraduate loan repayments: not tax, not in totalTax, taken off net income. */
  studentLoanRepayment: number;
  pensionRelief: PensionRelief;
  /** The next £1,000 of salary, and of dividends. */
  marginal: { salary: MarginalRate; dividends: MarginalRate };
  breakdown: DirectorBreakdown;
  /**
   * Income tax PAYE takes from the salary: on the salary alone, with the allowance it alone gives (a
   * standard tax code), to the penny. 0 without a salary.
   */
  taxDeductedAtSource: number;
  /** Student loan repayments PAYE takes from the salary alone, in whole pounds. */
  studentLoanDeductedAtSource: number;
  /**
   * What the tax return collects on 31 January after the year: the income tax and its charges
   * less what PAYE took, and the loan repayments PAYE did not take. Negative when PAYE took more
   * than the year's tax (a repayment).
   */
  selfAssessmentBill: number;
  /**
   * Payments on account of the income tax through the return (TMA 1970 s59A): none when it is under
   * £1,000 or PAYE took more than 80% of the year's income tax (SI 1996/1654 reg 3, 4).
   */
  paymentsOnAccount: PaymentsOnAccount;
}

export interface DirectorFormRaw extends CircumstancesFormRaw {
  salary?: RawAmount;
  dividends?: RawAmount;
  savings?: RawAmount;
  statePension?: RawAmount;
  /** true, or 'on' / 'true'. */
  overStatePensionAge?: boolean | string | null;
}

export type DirectorFormResult = FormResult<
  DirectorInput & ParsedCircumstances,
  keyof DirectorInput
>;
