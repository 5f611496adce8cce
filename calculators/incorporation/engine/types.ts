// The sole trader or limited company comparison's input, result and form types: each side is its
// calculator's own result.
import type {
  Citation,
  CircumstancesFormRaw,
  FormResult,
  ParsedBusinessCircumstances,
  RawAmount,
  StudentLoanPlan,
} from '../../../engine/types.ts';
import type { PlannerFigure, PlannerResult, PlannerSplit } from '../../planner/engine/types.ts';
import type {
  SelfEmployedFigure,
  SelfEmployedResult,
  StatePensionYear,
} from '../../self-employed/engine/types.ts';

export interface BusinessStructureInput {
  /**
   * The business's yearly profit before the owner's pay: a sole trader's taxable profit, or a
   * company's profit before the director's salary and employer NI.
   */
  profit: number;
  /** Scottish rates on non-savings income, on both sides. */
  scottishTaxpayer?: boolean;
  /** The owner's student loan plans: repaid on either side, as the two calculators work them out. */
  studentLoanPlans?: readonly StudentLoanPlan[];
  /** The owner's gross personal pension contributions under relief at source, a year. */
  pensionContributions?: number;
  /** Whether the company can claim the Employment Allowance (not when a director is its only employee paid above the secondary threshold). */
  employmentAllowance?: boolean;
  /**
   * Count each side's yearly accountancy fees from the practice's fee table: the sole trader's
   * return off take-home; the company's accounts and payroll off its profits before corporation
   * tax, and the director's return (when the dividends need one) off take-home.
   */
  includeAccountancyFees?: boolean;
}

/** The rows of the practice's fee table a side's year needs. */
export type AccountancyService =
  'selfEmployedReturn' | 'companyAccounts' | 'payroll' | 'directorReturn';

/** One row of the fee table as a side pays it, a year. */
export interface AccountancyFee {
  service: AccountancyService;
  /** The row in words: 'Self-employed tax return, one trade'. */
  label: string;
  /** The price the table quotes, a year. */
  price: number;
  /** Whether the table quotes the price with VAT (returns for individuals) or before it. */
  vatIncluded: boolean;
  /** VAT added to a price quoted before VAT (0 when the price includes it): the payer is not VAT-registered. */
  vat: number;
  /** What the side pays a year: price plus VAT. */
  amount: number;
  /**
   * Who pays it: the company deducts its own accounts and payroll from its profits before
   * corporation tax (CTA 2009 s54); the owner pays their tax return from take-home.
   */
  paidBy: 'company' | 'owner';
  /** The fee table the row comes from. */
  source: Citation;
}

export interface AccountancyFees {
  total: number;
  fees: readonly AccountancyFee[];
  /** The total by who pays it: the company's own fees and the owner's. */
  byPayer: Record<AccountancyFee['paidBy'], number>;
}

/** The business run as a sole trader: the self-employed calculator's figures for the profit. */
export interface SoleTraderSide {
  profit: number;
  incomeTax: number;
  class2NI: number;
  class4NI: number;
  /** Whether the year counts towards the State Pension without voluntary Class 2. */
  statePensionYear: StatePensionYear;
  studentLoanRepayment: number;
  /**
   * Basic-rate relief at source on pension contributions above relevant earnings (the profit), or
   * the basic amount, which the scheme claims and HMRC recovers (FA 2004 s190): 0 within them.
   */
  reliefRecovered: number;
  totalTax: number;
  /**
   * The self-employed calculator's net income (profit less tax, NI and loan repayment), less any
   * relief at source recovered.
   */
  takeHomeBeforeFees: number;
  /** The side's fees when `includeAccountancyFees`, else null. */
  accountancyFees: AccountancyFees | null;
  /** Take-home less the fees when they are included. */
  takeHome: number;
  /** The self-employed calculator's whole result, `calculateSelfEmployed({ income: profit, expenses: 0, … })`. */
  selfEmployed: SelfEmployedResult;
}

/** Whether the director's salary makes the year count towards the State Pension. */
export interface SalaryStatePensionYear {
  /** Salary at or above the year's lower earnings limit: the year counts. */
  credited: boolean;
  lowerEarningsLimit: number;
}

/** The business run as a one-director company: the planner's advised split of the profit. */
export interface LimitedCompanySide extends Pick<
  PlannerSplit,
  'salary' | 'dividends' | 'retained' | 'employerNI' | 'corporationTax' | 'employeeNI' | 'incomeTax'
> {
  /**
   * The profit the advised split divides: the business's profit, less the company's own fees when
   * they are included (they are deducted before corporation tax), never below £0.
   */
  companyProfit: number;
  /** Whether the advised salary keeps the year counting towards the State Pension (dividends never do). */
  statePensionYear: SalaryStatePensionYear;
  /** The director calculator's repayment on the advised salary and dividends. */
  studentLoanRepayment: number;
  /**
   * Basic-rate relief at source on pension contributions above the salary (dividends are not
   * relevant earnings), or the basic amount, which the scheme claims and HMRC recovers (FA 2004 s190).
   */
  reliefRecovered: number;
  /** The planner's take-home (after the student loan repayment) less any relief at source recovered, before fees. */
  takeHomeBeforeFees: number;
  /** The side's fees when `includeAccountancyFees` (the company's and the director's), else null. */
  accountancyFees: AccountancyFees | null;
  /** The company's own fees beyond its whole profit, which the owner funds: 0 unless the profit is that small. */
  unfundedFees: number;
  /**
   * The split's take-home (after the loan repayment) less any relief recovered, the fees the
   * director pays and `unfundedFees`.
   */
  takeHome: number;
  /** The planner's whole result, `planSalaryAndDividends({ companyProfit, … })`. */
  planner: PlannerResult;
}

/**
 * The company inside IR35, its client small (ITEPA 2003 s54): the profit less 5% for running costs
 * paid out as employment income (the deemed employment payment) with the employer NI on it; the 5%
 * left, less the company's fees when they count and corporation tax, paid as dividends.
 */
export interface InsideIR35 {
  /** The flat allowance for running costs the company keeps: 5% of the profit. */
  runningCostsAllowance: number;
  /** The deemed employment payment, taxed through PAYE like a salary. */
  employmentIncome: number;
  employerNI: number;
  employeeNI: number;
  /** Income tax on the employment income and the dividends. */
  incomeTax: number;
  corporationTax: number;
  dividends: number;
  studentLoanRepayment: number;
  reliefRecovered: number;
  /** The company's and the director's fees when `includeAccountancyFees`, else null. */
  accountancyFees: AccountancyFees | null;
  /** The company's own fees beyond what the 5% allowance leaves it, which the owner funds. */
  unfundedFees: number;
  takeHome: number;
  /** takeHome less the sole trader's take-home. */
  difference: number;
}

/**
 * The whole-pound profit from which a company leaves at least the meaningful difference (£100 a
 * year) more at every profit up to the curve's top, or null when it does not stay ahead.
 */
export interface BreakEvenProfit {
  beforeFees: number | null;
  afterFees: number | null;
}

/** Where the company leads most: its lead there, negative when it never leads and trails least. */
export interface CompanyLead {
  /** The whole-pound profit, to within a pound. */
  profit: number;
  /** The company's take-home less the sole trader's there. */
  difference: number;
}

/** The company's take-home less the sole trader's at one profit, before and after both sides' fees. */
export interface BusinessStructurePoint {
  profit: number;
  beforeFees: number;
  afterFees: number;
}

/** The comparison's own figures; each side's working follows under `soleTrader.` and `limitedCompany.`. */
export type BusinessStructureOwnFigure =
  | 'soleTrader.accountancyFees.total'
  | 'soleTrader.takeHome'
  | 'limitedCompany.studentLoanRepayment'
  | 'limitedCompany.accountancyFees.total'
  | 'limitedCompany.takeHome'
  | 'differenceBeforeFees'
  | 'difference'
  | 'breakEvenProfit.beforeFees'
  | 'breakEvenProfit.afterFees'
  | 'insideIR35.takeHome'
  | 'companyLeadsMost.beforeFees.difference'
  | 'companyLeadsMost.afterFees.difference';

export type BusinessStructureFigure =
  | `soleTrader.${SelfEmployedFigure}`
  | `limitedCompany.${PlannerFigure}`
  | BusinessStructureOwnFigure;

/** Both sides at the profit compared: what the comparison answers with (`businessStructureSides`). */
export interface BusinessStructureSides {
  /** The profit compared, as both calculators read it. */
  profit: number;
  soleTrader: SoleTraderSide;
  limitedCompany: LimitedCompanySide;
  /** limitedCompany.takeHome − soleTrader.takeHome: positive when a company leaves more. */
  difference: number;
  /** The same before either side's fees (equal to `difference` without `includeAccountancyFees`). */
  differenceBeforeFees: number;
  /** The same profit through a company inside IR35, beside the advised split outside it. */
  insideIR35: InsideIR35;
  /** The smallest yearly difference the comparison calls one structure leaving more: £100. */
  meaningfulDifference: number;
}

/**
 * The difference against profit for one set of circumstances, whatever the profit typed and the fee
 * switch (`businessStructureChart`).
 */
export interface BusinessStructureChart {
  breakEvenProfit: BreakEvenProfit;
  /** Where, from £0 to £300,000 of profit, the company leads most, before fees and after them. */
  companyLeadsMost: { beforeFees: CompanyLead; afterFees: CompanyLead };
  /** The difference from £0 to £300,000 of profit in equal steps, for a chart. */
  curve: readonly BusinessStructurePoint[];
}

/** Both sides at the profit and the chart (`compareBusinessStructures`). */
export interface BusinessStructureResult extends BusinessStructureSides, BusinessStructureChart {}

export interface IncorporationFormRaw extends CircumstancesFormRaw {
  profit?: RawAmount;
  /** Checkbox state; the strings 'on' and 'true' also count as ticked. */
  includeAccountancyFees?: boolean | string | null;
}

export type IncorporationFormResult = FormResult<
  Required<Pick<BusinessStructureInput, 'profit' | 'includeAccountancyFees'>> &
    ParsedBusinessCircumstances,
  'profit' | 'pensionContributions'
>;
