// Public input and result types of the engine. Money is in pounds; rates are percentages.

export type { TaxYear } from './parameters/tax-years.ts';

/** A source a parameter's value cites: a short title and its address (gov.uk, legislation.gov.uk). */
export interface Citation {
  readonly title: string;
  readonly href: string;
}

/** A parameter a working step used, with its value for the tax year and the sources that set it. */
export interface ParameterUse {
  /** `group.name`, as the parameter files name it, e.g. `dividends.ordinaryRate`. */
  readonly name: string;
  /** Short name, e.g. "dividend ordinary rate". */
  readonly label: string;
  /** The value in force: pounds, or a fraction for a rate (0.0875 is 8.75%). */
  readonly value: number;
  readonly unit: 'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';
  readonly references: readonly Citation[];
}

/** One line of a figure's working. */
export interface WorkingStep {
  /** The step in words and figures, e.g. "£37,200 at 8.75% (basic rate band) = £3,255.00". */
  readonly text: string;
  /**
   * What the step adds to the figure (negative when it takes away), unrounded; null for a step that
   * explains without adding. The amounts of a figure's steps sum to the figure.
   */
  readonly amount: number | null;
  /** The parameters the step used, each with its value and sources. */
  readonly parameters: readonly ParameterUse[];
  /** Rules of law the step applies beyond its parameters (e.g. the order of allowances). */
  readonly references: readonly Citation[];
}

/** How one figure of a result was worked out, its steps in order. */
export interface FigureWorking<Figure extends string = string> {
  /** The result field this explains, e.g. `dividendTax` or `breakdown.personalAllowance`. */
  readonly figure: Figure;
  /** The figure's name in words, e.g. "Tax on dividends". */
  readonly label: string;
  /** The figure as the result shows it. */
  readonly value: number;
  readonly steps: readonly WorkingStep[];
}

/** A result's working: one entry per figure, in the order a person would redo the sums. */
export type Working<Figure extends string = string> = readonly FigureWorking<Figure>[];

export const STUDENT_LOAN_PLANS = ['plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'] as const;

export type StudentLoanPlan = (typeof STUDENT_LOAN_PLANS)[number];

/** Each plan's name, as the working and the calculators' options write it. */
export const STUDENT_LOAN_PLAN_NAMES: Readonly<Record<StudentLoanPlan, string>> = {
  plan1: 'Plan 1',
  plan2: 'Plan 2',
  plan4: 'Plan 4 (Scotland)',
  plan5: 'Plan 5',
  postgraduate: 'Postgraduate Loan',
};

/** What both tax calculators accept beside the income; all optional, off by default. */
export interface TaxpayerCircumstances {
  /** Scottish rates and bands on earned income (salary, trading profit). */
  scottishTaxpayer?: boolean;
  /** Student and postgraduate loans being repaid. */
  studentLoanPlans?: readonly StudentLoanPlan[];
  /** Gross personal pension contributions under relief at source, in pounds a year. */
  pensionContributions?: number;
  /**
   * Annual allowance unused in the three previous years, carried forward (FA 2004 s228A): pension
   * savings up to the year's allowance plus this are free of the annual allowance charge.
   */
  unusedAnnualAllowance?: number;
  /** Children the household gets Child Benefit for; its charge falls on the higher earner. */
  childBenefitChildren?: number;
  /**
   * Marriage Allowance: 'receive' the tax reduction from a spouse or civil partner who transfers
   * part of their allowance, or 'transfer' part of one's own allowance to them.
   */
  marriageAllowance?: MarriageAllowanceClaim;
}

/** Marriage Allowance's two sides: receiving part of a partner's allowance, or transferring one's own. */
export const MARRIAGE_ALLOWANCE_CLAIMS = ['receive', 'transfer'] as const;
export type MarriageAllowanceClaim = (typeof MARRIAGE_ALLOWANCE_CLAIMS)[number];

/** What the charges on a high income and Marriage Allowance add to or take off the tax. */
export interface TaxAdjustments {
  /** Income tax on pension savings above the (tapered) annual allowance, in total tax. */
  annualAllowanceCharge: number;
  /** High Income Child Benefit Charge, in total tax. */
  childBenefitCharge: number;
  marriageAllowance: MarriageAllowanceOutcome;
}

export interface MarriageAllowanceOutcome {
  /** What was asked for; null when nothing was. */
  claim: MarriageAllowanceClaim | null;
  /** False when the taxpayer is not eligible: `reason` says why. */
  applied: boolean;
  /** 'receive': the tax reduction (taken off total tax); 'transfer': the allowance given up. */
  amount: number;
  reason: string | null;
}

export interface SelfEmployedInput extends TaxpayerCircumstances {
  /** Turnover: the business's gross receipts for the year. */
  income: number;
  expenses: number;
  /** Deduct the £1,000 trading allowance instead of the expenses (ITTOIA 2005 Part 6A). */
  tradingAllowance?: boolean;
  /** Gross pay from a PAYE job in the same year, taxed below the profit. */
  employmentIncome?: number;
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

/** Relief on gross pension contributions under relief at source. */
export interface PensionRelief {
  /** Gross contributions entered. */
  contributions: number;
  /** The part that gets relief: up to relevant UK earnings, or the £3,600 basic amount. */
  relieved: number;
  /** Basic-rate relief the scheme claims and adds to the pot. */
  atSource: number;
  /** Income tax saved through the return: tax without the contributions less tax with them. */
  throughReturn: number;
  /** atSource + throughReturn. */
  total: number;
}

/** What the next £1,000 of income leaves after income tax, National Insurance and student loan. */
export interface MarginalRate {
  /** 1,000. */
  step: number;
  keeps: number;
  /** Percentage of the step taken, 2 decimals. */
  rate: number;
}

/** A payment to HMRC on a date. */
export interface ScheduledPayment {
  /** ISO date, e.g. '2027-01-31'. */
  date: string;
  amount: number;
  /** e.g. 'Balancing payment for 2025/26'. */
  label: string;
}

export interface PaymentsOnAccount {
  /** False when the year's income tax and Class 4 are below £1,000. */
  due: boolean;
  /** Each of the two payments: half of the year's income tax and Class 4; 0 when none are due. */
  instalment: number;
  /** The two payments on account for the year (31 January in it, 31 July after), when due. */
  payments: readonly ScheduledPayment[];
  /**
   * The first year a new sole trader files: the whole year's bill and the first payment on account
   * of the next year on 31 January after it, then the second on 31 July.
   */
  firstYear: readonly ScheduledPayment[];
}

/** Whether the year counts towards the State Pension, and what voluntary Class 2 would cost. */
export interface StatePensionYear {
  /** Profit above the small profits threshold: the year counts, with nothing to pay. */
  credited: boolean;
  smallProfitsThreshold: number;
  /** Voluntary Class 2 a week, and for the year (52 weeks); paid only to keep a year not credited. */
  voluntaryClass2Weekly: number;
  voluntaryClass2Year: number;
}

export interface SelfEmployedResult extends TaxAdjustments {
  profit: number;
  /** Personal allowance after the taper above £100,000 of profit. */
  personalAllowance: number;
  incomeTax: number;
  class2NI: number;
  statePensionYear: StatePensionYear;
  tradingAllowance: TradingAllowanceChoice;
  makingTaxDigital: MakingTaxDigital;
  /**
   * With `employmentIncome`: the job's PAYE. `incomeTax`, `studentLoanRepayment` and the payments on
   * account are then what the tax return adds on the profit, after what PAYE takes.
   */
  employment: EmploymentBeside | null;
  class4NI: number;
  totalTax: number;
  netIncome: number;
  /** Total tax as a percentage of profit, 2 decimals; 0 when there is no profit. */
  effectiveRate: number;
  monthlyNet: number;
  /** Student and postgraduate loan repayments: not tax, not in totalTax, taken off net income. */
  studentLoanRepayment: number;
  pensionRelief: PensionRelief;
  paymentsOnAccount: PaymentsOnAccount;
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
  | 'marginal.keeps';

export interface DirectorInput extends TaxpayerCircumstances {
  salary: number;
  dividends: number;
  savings: number;
  /**
   * What the director's company pays into their pension in the year: not their income, but pension
   * savings for the annual allowance and part of adjusted income for its taper (FA 2004 s228ZC).
   */
  employerPensionContributions?: number;
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

export interface AllowanceSplit {
  salary: number;
  savings: number;
  dividends: number;
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
  | 'netIncome'
  | 'effectiveRate'
  | 'annualAllowanceCharge'
  | 'childBenefitCharge'
  | 'marriageAllowance.amount'
  | 'pensionRelief.total'
  | 'marginal.salary.keeps'
  | 'marginal.dividends.keeps';

export interface DirectorResult extends TaxAdjustments {
  totalIncome: number;
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

/** The expense calculator's figures its working explains: all of them. */
export type ExpensesFigure =
  'annualRevenue' | 'totalExpenses' | 'taxableProfit' | 'estimatedSavings';

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

export type FormResult<Data, Field extends string> =
  { success: true; data: Data } | { success: false; errors: Partial<Record<Field, string>> };

/** What a text field may hold before parsing: form text, or a number from a numeric input. */
export type RawAmount = string | number | null | undefined;

/** The circumstances as a form holds them: a switch, chosen plans, an amount. */
export interface CircumstancesFormRaw {
  /** true, or 'on' / 'true'. */
  scottishTaxpayer?: boolean | string | null;
  /** Chosen plans, or a space-separated list ('plan2 postgraduate'); unknown names are ignored. */
  studentLoanPlans?: readonly string[] | string | null;
  pensionContributions?: RawAmount;
  unusedAnnualAllowance?: RawAmount;
  /** A whole number of children. */
  childBenefitChildren?: RawAmount;
  /** 'receive' or 'transfer'; empty or 'none' for neither. */
  marriageAllowance?: string | null;
}

export interface SelfEmployedFormRaw extends CircumstancesFormRaw {
  income?: RawAmount;
  expenses?: RawAmount;
  employmentIncome?: RawAmount;
  /** true, or 'on' / 'true'. */
  tradingAllowance?: boolean | string | null;
}

export interface DirectorFormRaw extends CircumstancesFormRaw {
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

/**
 * What a parsed form gives: every circumstance the forms ask about, set (Marriage Allowance is
 * undefined when neither is claimed).
 */
export type ParsedCircumstances = ParsedBusinessCircumstances &
  Required<Pick<TaxpayerCircumstances, 'unusedAnnualAllowance' | 'childBenefitChildren'>> &
  Pick<TaxpayerCircumstances, 'marriageAllowance'>;

/** What the comparison's form gives: the circumstances that weigh on a business's profit. */
export type ParsedBusinessCircumstances = Required<
  Pick<TaxpayerCircumstances, 'scottishTaxpayer' | 'studentLoanPlans' | 'pensionContributions'>
>;

export type SelfEmployedFormResult = FormResult<
  SelfEmployedInput &
    ParsedCircumstances &
    Required<Pick<SelfEmployedInput, 'employmentIncome' | 'tradingAllowance'>>,
  keyof SelfEmployedInput
>;
export type DirectorFormResult = FormResult<
  DirectorInput & ParsedCircumstances,
  keyof DirectorInput
>;
export type ExpensesFormResult = FormResult<
  Omit<ExpensesInput, 'categories'> & { categories: ExpenseCategories },
  'monthlyRevenue' | 'additionalExpenses'
>;
export type PayrollFormResult = FormResult<PayrollInput, keyof PayrollInput>;

export interface PlannerInput {
  /** Company profit for the year before the director's salary and employer NI. */
  companyProfit: number;
  /** Whether the company can claim the Employment Allowance (not when the director is its only employee). */
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
  /** Salary plus dividends less employee NI and income tax. */
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
  /** Whether the company can claim the Employment Allowance (not when the director is its only employee). */
  employmentAllowance?: boolean;
  /** Take each side's yearly accountancy fees, from the practice's fee table, off its take-home. */
  includeAccountancyFees?: boolean;
}

/** The rows of the practice's fee table a side's year needs. */
export type AccountancyService = 'selfEmployedReturn' | 'companyAccounts' | 'payroll';

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
  /** The fee table the row comes from. */
  source: Citation;
}

export interface AccountancyFees {
  total: number;
  fees: readonly AccountancyFee[];
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
  totalTax: number;
  /** The self-employed calculator's net income: profit less tax, NI and loan repayment. */
  takeHomeBeforeFees: number;
  /** The side's fees when `includeAccountancyFees`, else null. */
  accountancyFees: AccountancyFees | null;
  /** Take-home less the fees when they are included. */
  takeHome: number;
  /** The self-employed calculator's whole result, `calculateSelfEmployed({ income: profit, expenses: 0, … })`. */
  selfEmployed: SelfEmployedResult;
}

/** The business run as a one-director company: the planner's advised split of the profit. */
export interface LimitedCompanySide extends Pick<
  PlannerSplit,
  'salary' | 'dividends' | 'retained' | 'employerNI' | 'corporationTax' | 'employeeNI' | 'incomeTax'
> {
  /** The director calculator's repayment on the advised salary and dividends. */
  studentLoanRepayment: number;
  /** The planner's take-home less the student loan repayment. */
  takeHomeBeforeFees: number;
  accountancyFees: AccountancyFees | null;
  takeHome: number;
  /** The planner's whole result, `planSalaryAndDividends({ companyProfit: profit, … })`. */
  planner: PlannerResult;
}

/** The whole-pound profit from which a company first leaves more, or null when it never does in range. */
export interface BreakEvenProfit {
  beforeFees: number | null;
  afterFees: number | null;
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
  | 'breakEvenProfit.afterFees';

export type BusinessStructureFigure =
  | `soleTrader.${SelfEmployedFigure}`
  | `limitedCompany.${PlannerFigure}`
  | BusinessStructureOwnFigure;

export interface BusinessStructureResult {
  /** The profit compared, as both calculators read it. */
  profit: number;
  soleTrader: SoleTraderSide;
  limitedCompany: LimitedCompanySide;
  /** limitedCompany.takeHome − soleTrader.takeHome: positive when a company leaves more. */
  difference: number;
  /** The same before either side's fees (equal to `difference` without `includeAccountancyFees`). */
  differenceBeforeFees: number;
  breakEvenProfit: BreakEvenProfit;
  /** The difference from £0 to £300,000 of profit in equal steps, for a chart. */
  curve: readonly BusinessStructurePoint[];
}

export interface PlannerFormRaw {
  companyProfit?: RawAmount;
  employerPensionContributions?: RawAmount;
  /** Checkbox state; the strings 'on' and 'true' also count as ticked. */
  employmentAllowance?: boolean | string | null;
  scottishTaxpayer?: boolean | string | null;
}

export type PlannerFormResult = FormResult<
  Required<
    Pick<
      PlannerInput,
      'companyProfit' | 'employmentAllowance' | 'scottishTaxpayer' | 'employerPensionContributions'
    >
  >,
  'companyProfit' | 'employerPensionContributions'
>;

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
