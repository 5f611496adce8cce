// The rental income calculator's input, result and form types. Money is in pounds a year.
import type {
  Citation,
  FormResult,
  MarginalRate,
  PaymentsOnAccount,
  RawAmount,
  StudentLoanPlan,
} from '../../../engine/types.ts';
import type { MakingTaxDigital } from '../../self-employed/engine/types.ts';

/** What the other income beside the rents is: a job's pay (taxed under PAYE) or a trade's profit. */
export const OTHER_INCOME_KINDS = ['employment', 'selfEmployment'] as const;
export type OtherIncomeKind = (typeof OTHER_INCOME_KINDS)[number];

export interface PropertyInput {
  /** Rents received in the year, for the whole property or portfolio (all owners' shares). */
  rents: number;
  /** Allowable expenses other than finance costs (repairs, agents, insurance…), whole property. */
  expenses?: number;
  /** Mortgage interest and other finance costs (arrangement fees…), whole property. */
  financeCosts?: number;
  /** The share owned, as a percentage from 1 to 100 (100 unless jointly owned). */
  ownershipShare?: number;
  /** Deduct the £1,000 property allowance instead of the expenses (ITTOIA 2005 Part 6A). */
  propertyAllowance?: boolean;
  /** Your own finance costs not yet relieved, carried forward from earlier years. */
  financeCostsBroughtForward?: number;
  /** Other income in the same year: a job's pay (gross) or a trade's profit. */
  otherIncome?: number;
  /** 'employment' (pay taxed under PAYE, the default) or 'selfEmployment' (a trade's profit). */
  otherIncomeKind?: OtherIncomeKind;
  /** A trade's turnover (gross receipts): Making Tax Digital counts it with the rents. */
  tradingTurnover?: number;
  /** Scottish rates and bands on the other income and the rents. */
  scottishTaxpayer?: boolean;
  studentLoanPlans?: readonly StudentLoanPlan[];
}

/** The property allowance against the expenses and the finance-cost reduction, for the figures given. */
export interface PropertyAllowanceChoice {
  claimed: boolean;
  allowance: number;
  /** Which leaves more this year after tax and loan repayments: 'either' when both leave the same. */
  better: 'allowance' | 'expenses' | 'either';
  /** How much more the better one leaves this year, in pounds. */
  difference: number;
  /** Which leaves more, in a sentence, as the profit's working and the calculator say it. */
  verdict: string;
}

/** The other income beside the rents, and what PAYE already takes from a job's pay. */
export interface OtherIncome {
  kind: OtherIncomeKind;
  amount: number;
  /** Income tax PAYE takes: the tax on the pay alone, with the standard allowance; 0 for a trade. */
  taxDeductedAtSource: number;
  /** Student loan repayments PAYE takes from the pay; 0 for a trade. */
  studentLoanDeductedAtSource: number;
}

/** Which of the three amounts the finance-cost reduction was worked out on. */
export type FinanceCostLimit = 'financeCosts' | 'propertyProfits' | 'adjustedTotalIncome';

/** The tax reduction for finance costs (ITTOIA 2005 s274A, s274AA). */
export interface FinanceCostRelief {
  /** This year's finance costs (your share), none deductible from the profit (s272A). */
  financeCosts: number;
  broughtForward: number;
  /** This year's and those brought forward: the relievable amount; 0 with the property allowance. */
  relievable: number;
  /** The lowest of the relievable amount, the property profits and adjusted total income. */
  reliefBase: number;
  limitedBy: FinanceCostLimit;
  /** Adjusted total income: income other than savings and dividends above the personal allowance. */
  adjustedTotalIncome: number;
  rate: number;
  /** The reduction of income tax: `rate` of `reliefBase`, to the penny, no more than the tax. */
  reduction: number;
  /** What the tax was too small to take (ITA 2007 s29): lost, not carried forward. */
  unusable: number;
  /** Finance costs carried forward to next year: the relievable amount less the base. */
  carriedForward: number;
}

/** One thing the company figures leave out, said in a sentence with its source. */
export interface LeftOut {
  topic:
    | 'stampDutyLandTax'
    | 'capitalGainsTax'
    | 'mortgageRates'
    | 'extraction'
    | 'envelopedDwellings'
    | 'runningCosts';
  text: string;
  references: readonly Citation[];
}

/**
 * The same portfolio held by a company the owners own in the same shares: corporation tax on the
 * rents less every expense and all the finance costs, then what is left paid out as dividends or
 * kept, beside what owning it personally leaves.
 */
export interface LandlordCompanyComparison {
  /** The company's profit: rents less expenses and finance costs, the whole portfolio. */
  profitBeforeTax: number;
  corporationTax: number;
  profitAfterTax: number;
  /** Your share of the profit after tax (your ownership share). */
  yourShare: number;
  paidOut: {
    dividends: number;
    /** The income tax the dividends add to your other income's. */
    dividendTax: number;
    /** The student loan repayments the dividends add. */
    studentLoanRepayment: number;
    /** What your share leaves you once paid out: dividends less their tax and repayments. */
    keeps: number;
  };
  kept: {
    /** Your share kept in the company: no personal tax until it is taken out. */
    keeps: number;
  };
  personal: {
    /** Owning it personally: your share of rents less expenses and finance costs, less the tax and repayments the rents add. */
    keeps: number;
  };
  /** The company less personal ownership: positive when the company leaves more. */
  difference: { paidOut: number; kept: number };
  leftOut: readonly LeftOut[];
}

export interface PropertyResult {
  /** The share owned, as a fraction (0.5 for 50%). */
  share: number;
  /** Your share of the rents, expenses and finance costs, to the penny. */
  rents: number;
  expenses: number;
  financeCosts: number;
  propertyAllowance: PropertyAllowanceChoice;
  /** Taxable property profit: rents less expenses (or the allowance); finance costs not deducted. */
  propertyProfit: number;
  /** Expenses above the rents: a loss carried forward against future property profits. */
  lossCarriedForward: number;
  otherIncome: OtherIncome | null;
  /** Personal allowance after the taper on income above £100,000. */
  personalAllowance: number;
  financeCostRelief: FinanceCostRelief;
  /** The year's income tax on the rents and the other income, after the finance-cost reduction. */
  incomeTax: number;
  /** The part of `incomeTax` the rents add: income tax with them less income tax without. */
  propertyTax: number;
  /** Income tax the tax return collects: `incomeTax` less what PAYE took (negative: repaid). */
  incomeTaxDue: number;
  /** Class 4 National Insurance on a trade's profit; 0 without a trade. */
  class4NI: number;
  /** Student loan repayments the tax return collects (PAYE's from the pay already taken). */
  studentLoanRepayment: number;
  /** What the return asks for the year: `incomeTaxDue` + `class4NI` + `studentLoanRepayment`. */
  selfAssessmentBill: number;
  /** Cash the rents leave: your share less expenses, finance costs, and the tax and repayments they add. */
  rentalIncomeAfterTax: number;
  paymentsOnAccount: PaymentsOnAccount;
  makingTaxDigital: MakingTaxDigital;
  /** The next £1,000 of rent (your share). */
  marginal: MarginalRate;
  company: LandlordCompanyComparison;
}

/** The figures `explainProperty` explains. */
export type PropertyFigure =
  | 'propertyProfit'
  | 'personalAllowance'
  | 'incomeTax'
  | 'financeCostRelief.reduction'
  | 'financeCostRelief.carriedForward'
  | 'propertyTax'
  | 'incomeTaxDue'
  | 'class4NI'
  | 'studentLoanRepayment'
  | 'selfAssessmentBill'
  | 'rentalIncomeAfterTax'
  | 'paymentsOnAccount.instalment'
  | 'marginal.keeps'
  | 'company.corporationTax'
  | 'company.yourShare'
  | 'company.paidOut.dividendTax'
  | 'company.paidOut.keeps'
  | 'company.kept.keeps'
  | 'company.personal.keeps'
  | 'company.difference.paidOut'
  | 'company.difference.kept';

/** The form as a page holds it: text, or numbers from numeric inputs. */
export interface PropertyFormRaw {
  rents?: RawAmount;
  expenses?: RawAmount;
  financeCosts?: RawAmount;
  /** A percentage, "50" or "50%"; empty for 100. */
  ownershipShare?: RawAmount;
  /** true, or 'on' / 'true'. */
  propertyAllowance?: boolean | string | null;
  financeCostsBroughtForward?: RawAmount;
  otherIncome?: RawAmount;
  /** 'employment' or 'selfEmployment'; empty for employment. */
  otherIncomeKind?: string | null;
  tradingTurnover?: RawAmount;
  scottishTaxpayer?: boolean | string | null;
  studentLoanPlans?: readonly string[] | string | null;
}

export type PropertyFormResult = FormResult<Required<PropertyInput>, keyof PropertyInput>;
