// The self-employed calculator's input, result and form types.
import type {
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

export interface SelfEmployedInput extends TaxpayerCircumstances {
  /** Turnover: the business's gross receipts for the year. */
  income: number;
  expenses: number;
  /** Deduct the £1,000 trading allowance instead of the expenses (ITTOIA 2005 Part 6A). */
  tradingAllowance?: boolean;
  /** Gross pay from a PAYE job in the same year, taxed below the profit. */
  employmentIncome?: number;
  /**
   * Reached State Pension age before 6 April, the tax year's first day: no Class 4 for the year
   * (SS(C)R 2001 reg 93), and no Class 2 to build a qualifying year.
   */
  overStatePensionAge?: boolean;
  /** State Pension received in the year: taxable non-savings income, paid without tax taken off. */
  statePension?: number;
  /** Savings interest received in the year, taxed above the profit. */
  savings?: number;
  /** Dividends received in the year, taxed above the profit and any savings. */
  dividends?: number;
  /**
   * Last year's Self Assessment bill: the previous tax year's income tax and Class 4 not deducted
   * at source, which this year's payments on account are half of (TMA 1970 s59A). Absent or null:
   * not given, so the dates say which year they belong to without this year's two amounts.
   */
  previousYearBill?: number | null;
}

/** A PAYE job beside the business: what the employer already deducts from the pay. */
export interface EmploymentBeside {
  pay: number;
  /** Income tax PAYE takes: the tax on the pay alone, with the standard allowance. */
  taxDeductedAtSource: number;
  /** Student loan repayments PAYE takes from the pay. */
  studentLoanDeductedAtSource: number;
}

/** The trading allowance against the expenses, for the figures given. */
export interface TradingAllowanceChoice {
  claimed: boolean;
  allowance: number;
  /** Which leaves more after tax, NI and repayments: 'either' when both leave the same. */
  better: 'allowance' | 'expenses' | 'either';
  /** How much more the better one leaves, in pounds a year. */
  difference: number;
  /** Which leaves more, in a sentence, as the profit's working and the calculator say it. */
  verdict: string;
}

/** Making Tax Digital for Income Tax, if the turnover were the same each year. */
export interface MakingTaxDigital {
  /** Gross receipts: what the thresholds are measured on, not profit. */
  qualifyingIncome: number;
  /** ISO date it would apply from, or null when the turnover is under every threshold. */
  appliesFrom: string | null;
  /** The tax year it starts with (`'2026-27'`), or null. */
  taxYear: string | null;
  /** The threshold crossed from that date. */
  threshold: number | null;
}

/**
 * The VAT registration threshold in force on the tax year's first day, beside the turnover typed.
 * Registration is tested on taxable turnover over any 12 months in a row, not the tax year's figure,
 * so `over` is a prompt to check, not a verdict.
 */
export interface VatRegistration {
  turnover: number;
  threshold: number;
  over: boolean;
}

/** Whether the year counts towards the State Pension, and what voluntary Class 2 would cost. */
export interface StatePensionYear {
  /** Profit above the small profits threshold: the year counts, with nothing to pay. */
  credited: boolean;
  /** State Pension age reached before the year began: no year is built, Class 2 or not. */
  overStatePensionAge: boolean;
  smallProfitsThreshold: number;
  /** Voluntary Class 2 a week, and for the year (52 weeks); paid only to keep a year not credited. */
  voluntaryClass2Weekly: number;
  voluntaryClass2Year: number;
}

/** One thing paid on a date, and the tax year it belongs to. */
export interface PaymentPart {
  /** e.g. 'Balancing payment for 2025/26'. */
  label: string;
  /** To the penny; below 0 a refund or credit; null when it rests on last year's bill, not given. */
  amount: number | null;
}

/** What is paid on one 31 January or 31 July. */
export interface PaymentDate {
  /** ISO date, e.g. '2027-01-31'. */
  date: string;
  parts: readonly PaymentPart[];
  /** The parts added up (below 0: HMRC owes it); null when a part is not known. */
  total: number | null;
}

/**
 * What is due on each date for the year and the one after: the year's two payments on account (set
 * from last year's bill), then its balancing payment with the next year's first payment on account
 * on 31 January after it, and the next year's second on 31 July.
 */
export interface PaymentsDue {
  /** Last year's bill as given, or null when not given. */
  previousYearBill: number | null;
  /** Each of the year's payments on account, half last year's bill; null without it. */
  instalment: number | null;
  /** The year's bill less its payments on account (below 0: a refund or credit); null without it. */
  balancingPayment: number | null;
  dates: readonly PaymentDate[];
}

export interface SelfEmployedResult extends TaxAdjustments {
  profit: number;
  /** The State Pension received, taxed with the profit (taxed first, on the same bands). */
  statePension: number;
  /** Savings interest and dividends, taxed above the profit (ITA 2007 s16); in `incomeTax`. */
  savings: number;
  dividends: number;
  /** Personal allowance after the taper above £100,000 of profit. */
  personalAllowance: number;
  incomeTax: number;
  class2NI: number;
  statePensionYear: StatePensionYear;
  tradingAllowance: TradingAllowanceChoice;
  makingTaxDigital: MakingTaxDigital;
  vatRegistration: VatRegistration;
  /**
   * With `employmentIncome`: the job's PAYE. `incomeTax`, `studentLoanRepayment` and the payments on
   * account are then what the tax return adds on the profit, after what PAYE takes.
   */
  employment: EmploymentBeside | null;
  class4NI: number;
  totalTax: number;
  /** Profit, any State Pension, savings and dividends, less total tax and loan repayments. */
  netIncome: number;
  /** Total tax as a percentage of all that income, 2 decimals; 0 when there is none. */
  effectiveRate: number;
  monthlyNet: number;
  /** Student and postgraduate loan repayments: not tax, not in totalTax, taken off net income. */
  studentLoanRepayment: number;
  pensionRelief: PensionRelief;
  paymentsOnAccount: PaymentsOnAccount;
  paymentsDue: PaymentsDue;
  /** The next £1,000 of profit. */
  marginal: MarginalRate;
}

export type SelfEmployedFigure =
  | 'profit'
  | 'personalAllowance'
  | 'incomeTax'
  | 'class2NI'
  | 'class4NI'
  | 'totalTax'
  | 'studentLoanRepayment'
  | 'netIncome'
  | 'monthlyNet'
  | 'effectiveRate'
  | 'annualAllowanceCharge'
  | 'childBenefitCharge'
  | 'marriageAllowance.amount'
  | 'pensionRelief.total'
  | 'paymentsOnAccount.instalment'
  | 'paymentsDue.balancingPayment'
  | 'marginal.keeps';

export interface SelfEmployedFormRaw extends CircumstancesFormRaw {
  income?: RawAmount;
  expenses?: RawAmount;
  employmentIncome?: RawAmount;
  statePension?: RawAmount;
  savings?: RawAmount;
  dividends?: RawAmount;
  previousYearBill?: RawAmount;
  /** true, or 'on' / 'true'. */
  tradingAllowance?: boolean | string | null;
  /** true, or 'on' / 'true'. */
  overStatePensionAge?: boolean | string | null;
}

export type SelfEmployedFormResult = FormResult<
  SelfEmployedInput &
    ParsedCircumstances &
    Required<
      Pick<
        SelfEmployedInput,
        | 'employmentIncome'
        | 'tradingAllowance'
        | 'statePension'
        | 'overStatePensionAge'
        | 'savings'
        | 'dividends'
      >
    >,
  keyof SelfEmployedInput
>;
