// Type declarations for the acct-* custom elements: DOM, React JSX (18 and 19), Vue and Svelte.
// Generated from the widgets' declared APIs by `npm run docs:widgets`; do not edit.
// Use: add the file to your tsconfig "include" (or /// <reference path="./acct-widgets.d.ts" />).
// The React, Vue and Svelte sections augment those frameworks' types and change nothing where a
// framework is absent.

declare const TAX_YEARS: readonly ['2025-26', '2026-27', '2027-28'];
type TaxYear = (typeof TAX_YEARS)[number];
interface Citation {
  readonly title: string;
  readonly href: string;
}
interface ParameterUse {
  /** `group.name`, as the parameter files name it, e.g. `dividends.ordinaryRate`. */
  readonly name: string;
  /** Short name, e.g. "dividend ordinary rate". */
  readonly label: string;
  /** The value in force: pounds, or a fraction for a rate (0.0875 is 8.75%). */
  readonly value: number;
  readonly unit: 'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';
  readonly references: readonly Citation[];
  /**
   * Present (true) when the year's value is provisional: announced but not yet law, or not yet
   * announced and the year before's assumed.
   */
  readonly provisional?: true;
}
interface WorkingStep {
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
interface FigureWorking<Figure extends string = string> {
  /** The result field this explains, e.g. `dividendTax` or `breakdown.personalAllowance`. */
  readonly figure: Figure;
  /** The figure's name in words, e.g. "Tax on dividends". */
  readonly label: string;
  /** The figure as the result shows it. */
  readonly value: number;
  readonly steps: readonly WorkingStep[];
  /** Present when the figure is rounded from its steps' sum: that exact sum, e.g. 48000.5. */
  readonly unrounded?: number;
}
declare const STUDENT_LOAN_PLANS: readonly ['plan1', 'plan2', 'plan4', 'plan5', 'postgraduate'];
type StudentLoanPlan = (typeof STUDENT_LOAN_PLANS)[number];
interface TaxpayerCircumstances {
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
  /** Children the household gets Child Benefit for; its charge falls on the partner with the higher adjusted net income. */
  childBenefitChildren?: number;
  /**
   * Marriage Allowance: 'receive' the tax reduction from a spouse or civil partner who transfers
   * part of their allowance, or 'transfer' part of one's own allowance to them.
   */
  marriageAllowance?: MarriageAllowanceClaim;
}
declare const MARRIAGE_ALLOWANCE_CLAIMS: readonly ['receive', 'transfer'];
type MarriageAllowanceClaim = (typeof MARRIAGE_ALLOWANCE_CLAIMS)[number];
interface TaxAdjustments {
  /** Income tax on pension savings above the (tapered) annual allowance, in total tax. */
  annualAllowanceCharge: number;
  /** High Income Child Benefit Charge, in total tax. */
  childBenefitCharge: number;
  marriageAllowance: MarriageAllowanceOutcome;
}
interface MarriageAllowanceOutcome {
  /** What was asked for; null when nothing was. */
  claim: MarriageAllowanceClaim | null;
  /** False when the taxpayer is not eligible: `reason` says why. */
  applied: boolean;
  /** 'receive': the tax reduction (taken off total tax); 'transfer': the allowance given up. */
  amount: number;
  reason: string | null;
}
interface PensionRelief {
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
interface MarginalRate {
  /** 1,000. */
  step: number;
  keeps: number;
  /** Percentage of the step taken, 2 decimals. */
  rate: number;
}
interface ScheduledPayment {
  /** ISO date, e.g. '2027-01-31'. */
  date: string;
  amount: number;
  /** e.g. 'Balancing payment for 2025/26'. */
  label: string;
}
interface PaymentsOnAccount {
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
  /**
   * The year's tests: no payments below `minimumLiability` through the return, nor when PAYE
   * deducted more than `deductedAtSourceShare` of the year's tax.
   */
  limits: {
    minimumLiability: number;
    deductedAtSourceShare: number;
  };
}
interface AllowanceSplit {
  salary: number;
  savings: number;
  dividends: number;
}
declare const EXPENSE_CATEGORIES: readonly [
  'office',
  'travel',
  'equipment',
  'marketing',
  'professional',
];
type ExpenseCategory = (typeof EXPENSE_CATEGORIES)[number];
declare const CAPITAL_GAINS_ASSET_KINDS: readonly ['other', 'residential'];
type CapitalGainsAssetKind = (typeof CAPITAL_GAINS_ASSET_KINDS)[number];
interface CapitalGainsDisposal {
  /** 'residential' for residential property, 'other' for shares and other assets. */
  kind: CapitalGainsAssetKind;
  /** What it was sold for (its market value if given away). */
  proceeds: number;
  /** What it cost (its market value when inherited or given). */
  cost: number;
  /** Allowable costs of buying, selling and improving it (fees, stamp duty, an extension). */
  costs?: number;
  /** Business Asset Disposal Relief claimed on the gain. */
  badr?: boolean;
  /** Residential property: the day the sale completed, 'YYYY-MM-DD'; the 60 days run from it. */
  completionDate?: string | null;
}
interface CapitalGainsInput {
  disposals: readonly CapitalGainsDisposal[];
  /** The year's losses on assets not listed in `disposals`. */
  lossesThisYear?: number;
  /** Losses of earlier years not yet used (reported to HMRC within four years). */
  lossesBroughtForward?: number;
  /**
   * The year's income before the personal allowance: pay, profits, pensions, rents, interest and
   * dividends. The allowance (tapered above £100,000) is taken off to find taxable income.
   */
  income: number;
  /** Scottish income tax applies to the income; gains still use the UK basic rate band. */
  scottishTaxpayer?: boolean;
  /** Gains already charged at the Business Asset Disposal Relief rate in earlier years. */
  badrLifetimeUsed?: number;
}
interface CapitalGainsDisposalResult {
  kind: CapitalGainsAssetKind;
  /** The amounts as they were counted (a negative or unreadable amount counts as 0). */
  proceeds: number;
  cost: number;
  costs: number;
  gain: number;
  loss: number;
  /** The part of the gain charged at the BADR rate: within what is left of the lifetime limit. */
  badrGain: number;
  /** The completion date as given, when it is a real day (residential property only). */
  completionDate: string | null;
}
interface CapitalGainsLosses {
  /** The year's losses: the disposals' and the others entered. */
  thisYear: number;
  /** All of them are set against the year's gains, as far as there are gains. */
  thisYearUsed: number;
  broughtForward: number;
  /** Only down to the annual exempt amount: never wasting it. */
  broughtForwardUsed: number;
  /** Losses left to carry to later years. */
  carriedForward: number;
}
interface CapitalGainsSlice {
  amount: number;
  rate: number;
  tax: number;
}
interface CapitalGainsCharge {
  /** Gains within the BADR lifetime limit, at its rate; they use up the basic rate band first. */
  badr: CapitalGainsSlice;
  /** Other gains within what income and BADR gains leave of the basic rate band. */
  basicRate: CapitalGainsSlice;
  /** Other gains above it. */
  higherRate: CapitalGainsSlice;
}
interface ResidentialReturn {
  /** The completion date, shared by the disposals on one return; null when none was given. */
  completionDate: string | null;
  /** The day the return and the payment are due: the 60th day after completion. */
  dueDate: string | null;
  /** The indexes in `disposals` of the sales on this return. */
  disposals: readonly number[];
  /** The tax on this and the earlier residential gains, as the return works it out. */
  notionalTax: number;
  /** What is paid with this return: `notionalTax` less what earlier returns paid (below 0: repaid). */
  payment: number;
  /** False when nothing is payable: then no return is needed either. */
  required: boolean;
}
interface CapitalGainsResult {
  disposals: readonly CapitalGainsDisposalResult[];
  /** The year's gains before losses. */
  gains: number;
  losses: CapitalGainsLosses;
  /** The annual exempt amount and the part of it the gains used. */
  annualExemptAmount: {
    available: number;
    used: number;
  };
  /** Gains after losses and the annual exempt amount: what is charged. */
  taxableGains: number;
  /** How much of the basic rate band the income leaves for gains. */
  band: {
    income: number;
    personalAllowance: number;
    taxableIncome: number;
    /** The basic rate limit less taxable income, never below 0. */
    basicRateBandLeft: number;
  };
  /** Business Asset Disposal Relief's lifetime limit: what was used before, this year, and left. */
  badr: {
    usedBefore: number;
    usedThisYear: number;
    left: number;
  };
  charge: CapitalGainsCharge;
  /** The year's capital gains tax, to the penny. */
  capitalGainsTax: number;
  /** One return per completion date with a residential gain, in date order. */
  residentialReturns: readonly ResidentialReturn[];
  /** What is paid on 31 January after the year: the tax less the 60-day payments (below 0: repaid). */
  balancingPayment: {
    date: string;
    amount: number;
  };
}
interface DirectorInput extends TaxpayerCircumstances {
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
interface DirectorBreakdown {
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
interface DirectorResult extends TaxAdjustments {
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
  marginal: {
    salary: MarginalRate;
    dividends: MarginalRate;
  };
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
interface ExpensesInput {
  monthlyRevenue: number;
  /** Categories not listed count as not selected. */
  categories: Readonly<Partial<Record<ExpenseCategory, boolean>>>;
  additionalExpenses: number;
}
interface ExpensesResult {
  annualRevenue: number;
  totalExpenses: number;
  taxableProfit: number;
  estimatedSavings: number;
}
interface PlannerInput {
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
interface PlannerSplit {
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
type PlannerStrategyName =
  'secondaryThreshold' | 'lowerEarningsLimit' | 'personalAllowance' | 'allSalary';
interface PlannerStrategy extends PlannerSplit {
  strategy: PlannerStrategyName;
}
interface PlannerPoint {
  salary: number;
  takeHome: number;
}
interface PlannerExactOptimum {
  salary: number;
  takeHome: number;
  /** What it adds to the advised plan's take-home: under £1. */
  gain: number;
}
interface PlannerResult {
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
interface SelfEmployedInput extends TaxpayerCircumstances {
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
interface EmploymentBeside {
  pay: number;
  /** Income tax PAYE takes: the tax on the pay alone, with the standard allowance. */
  taxDeductedAtSource: number;
  /** Student loan repayments PAYE takes from the pay. */
  studentLoanDeductedAtSource: number;
}
interface TradingAllowanceChoice {
  claimed: boolean;
  allowance: number;
  /** Which leaves more after tax, NI and repayments: 'either' when both leave the same. */
  better: 'allowance' | 'expenses' | 'either';
  /** How much more the better one leaves, in pounds a year. */
  difference: number;
  /** Which leaves more, in a sentence, as the profit's working and the calculator say it. */
  verdict: string;
}
interface MakingTaxDigital {
  /** Gross receipts: what the thresholds are measured on, not profit. */
  qualifyingIncome: number;
  /** ISO date it would apply from, or null when the turnover is under every threshold. */
  appliesFrom: string | null;
  /** The tax year it starts with (`'2026-27'`), or null. */
  taxYear: string | null;
  /** The threshold crossed from that date. */
  threshold: number | null;
}
interface VatRegistration {
  turnover: number;
  threshold: number;
  over: boolean;
}
interface StatePensionYear {
  /** Profit above the small profits threshold: the year counts, with nothing to pay. */
  credited: boolean;
  /** State Pension age reached before the year began: no year is built, Class 2 or not. */
  overStatePensionAge: boolean;
  smallProfitsThreshold: number;
  /** Voluntary Class 2 a week, and for the year (52 weeks); paid only to keep a year not credited. */
  voluntaryClass2Weekly: number;
  voluntaryClass2Year: number;
}
interface PaymentPart {
  /** e.g. 'Balancing payment for 2025/26'. */
  label: string;
  /** To the penny; below 0 a refund or credit; null when it rests on last year's bill, not given. */
  amount: number | null;
}
interface PaymentDate {
  /** ISO date, e.g. '2027-01-31'. */
  date: string;
  parts: readonly PaymentPart[];
  /** The parts added up (below 0: HMRC owes it); null when a part is not known. */
  total: number | null;
}
interface PaymentsDue {
  /** Last year's bill as given, or null when not given. */
  previousYearBill: number | null;
  /** Each of the year's payments on account, half last year's bill; null without it. */
  instalment: number | null;
  /** The year's bill less its payments on account (below 0: a refund or credit); null without it. */
  balancingPayment: number | null;
  dates: readonly PaymentDate[];
}
interface SelfEmployedResult extends TaxAdjustments {
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
interface BusinessStructureInput {
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
type AccountancyService = 'selfEmployedReturn' | 'companyAccounts' | 'payroll' | 'directorReturn';
interface AccountancyFee {
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
interface AccountancyFees {
  total: number;
  fees: readonly AccountancyFee[];
  /** The total by who pays it: the company's own fees and the owner's. */
  byPayer: Record<AccountancyFee['paidBy'], number>;
}
interface SoleTraderSide {
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
interface SalaryStatePensionYear {
  /** Salary at or above the year's lower earnings limit: the year counts. */
  credited: boolean;
  lowerEarningsLimit: number;
}
interface LimitedCompanySide extends Pick<
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
interface InsideIR35 {
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
interface BusinessStructureSides {
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
declare const PAYROLL_FREQUENCIES: readonly ['weekly', 'monthly', 'quarterly'];
type PayrollFrequency = (typeof PAYROLL_FREQUENCIES)[number];
interface PayrollInput {
  employees: number;
  averageSalary: number;
  frequency: PayrollFrequency;
}
interface PayrollResult {
  monthlyCost: number;
  annualCost: number;
  savings: number;
  comparisonCost: number;
  includes: readonly string[];
  /** The pay frequency asked for; the fee does not depend on it. */
  frequency: PayrollFrequency;
}
declare const OTHER_INCOME_KINDS: readonly ['employment', 'selfEmployment'];
type OtherIncomeKind = (typeof OTHER_INCOME_KINDS)[number];
interface PropertyInput {
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
interface PropertyAllowanceChoice {
  claimed: boolean;
  allowance: number;
  /** Which leaves more this year after tax and loan repayments: 'either' when both leave the same. */
  better: 'allowance' | 'expenses' | 'either';
  /** How much more the better one leaves this year, in pounds. */
  difference: number;
  /** Which leaves more, in a sentence, as the profit's working and the calculator say it. */
  verdict: string;
}
interface OtherIncome {
  kind: OtherIncomeKind;
  amount: number;
  /** Income tax PAYE takes: the tax on the pay alone, with the standard allowance; 0 for a trade. */
  taxDeductedAtSource: number;
  /** Student loan repayments PAYE takes from the pay; 0 for a trade. */
  studentLoanDeductedAtSource: number;
}
type FinanceCostLimit = 'financeCosts' | 'propertyProfits' | 'adjustedTotalIncome';
interface FinanceCostRelief {
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
interface LeftOut {
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
interface LandlordCompanyComparison {
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
  difference: {
    paidOut: number;
    kept: number;
  };
  leftOut: readonly LeftOut[];
}
interface PropertyResult {
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
declare const TAX_CODE_REGIONS: readonly ['england', 'scotland', 'wales'];
type TaxCodeRegion = (typeof TAX_CODE_REGIONS)[number];
declare const PAY_FREQUENCIES: readonly ['weekly', 'fortnightly', 'four-weekly', 'monthly'];
type PayFrequency = (typeof PAY_FREQUENCIES)[number];
type TaxBasis = 'cumulative' | 'non-cumulative' | 'extra payday';
declare const PAY_BASES: readonly ['year', 'month', 'week', 'day', 'hour'];
type PayBasis = (typeof PAY_BASES)[number];
declare const PENSION_METHODS: readonly ['relief-at-source', 'net-pay', 'salary-sacrifice'];
type PensionMethod = (typeof PENSION_METHODS)[number];
declare const PENSION_BASES: readonly ['qualifying-earnings', 'all-pay'];
type PensionBasis = (typeof PENSION_BASES)[number];
interface TakeHomeInput {
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
interface PeriodFigures {
  grossPay: number;
  incomeTax: number;
  employeeNI: number;
  studentLoan: number;
  pension: number;
  takeHome: number;
}
interface Payslip {
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
interface TakeHomeTaxCode {
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
interface TakeHomePension {
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
interface TakeHomeEmployer {
  employerNI: number;
  employerPension: number;
  /** The employer NI the salary sacrifice saves. */
  niSaving: number;
  /** Pay, employer NI and the employer's pension: what the job costs. */
  cost: number;
}
interface AfterTheYear {
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
interface TakeHomeMarginal {
  step: number;
  keeps: number;
  rate: number;
  /** The next £1,000 falls where the personal allowance is being withdrawn. */
  inAllowanceTaper: boolean;
  /**
   * The year's band of adjusted net income where the allowance is withdrawn: from its income limit
   * to where none of it is left (the allowance over the taper rate above the limit).
   */
  allowanceTaper: {
    from: number;
    to: number;
  };
}
interface RestoreAllowance {
  /** Salary sacrifice a year that brings adjusted net income down to the limit. */
  sacrifice: number;
  /** What take-home falls by. */
  takeHomeFalls: number;
  /** What goes into the pension. */
  pensionRises: number;
  /** Take-home given up for each £1 in the pension. */
  costPerPound: number;
}
interface MoneyShare {
  part: 'takeHome' | 'incomeTax' | 'employeeNI' | 'studentLoan' | 'pension';
  label: string;
  amount: number;
}
interface TakeHomeResult {
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
/** A supported UK tax year. */
export type AcctTaxYear = TaxYear;
/** Cookie consent categories; necessary cookies cannot be refused. */
export interface AcctConsentState {
  necessary: true;
  analytics: boolean;
  marketing: boolean;
  functional: boolean;
}
/** A source a parameter's value cites: a short title and its address. */
export type AcctCitation = Citation;
/** A parameter a working step used, with its value for the year and its sources. */
export type AcctParameterUse = ParameterUse;
/** One step of a figure's working; the non-null amounts of a figure's steps sum to the figure. */
export type AcctWorkingStep = WorkingStep;
/** How one figure of a result was worked out. */
export type AcctFigureWorking<Figure extends string = string> = FigureWorking<Figure>;
export type AcctStudentLoanPlan = StudentLoanPlan;
/** Both tax calculators' optional circumstances. */
export type AcctTaxpayerCircumstances = TaxpayerCircumstances;
export type AcctMarriageAllowanceClaim = MarriageAllowanceClaim;
/** Marriage Allowance as applied, or why it was not. */
export type AcctMarriageAllowanceOutcome = MarriageAllowanceOutcome;
/** What a high income and Marriage Allowance add to or take off the tax. */
export type AcctTaxAdjustments = TaxAdjustments;
export type AcctPensionRelief = PensionRelief;
/** What the next £1,000 keeps after tax, NI and loan repayments. */
export type AcctMarginalRate = MarginalRate;
export type AcctScheduledPayment = ScheduledPayment;
export type AcctPaymentsOnAccount = PaymentsOnAccount;
/** `detail` of `acct-calculate`, fired on every press of a calculator's Calculate button. */
export interface AcctCalculateDetail<Input = unknown, Result = unknown> {
  /** The tax year used; null for calculators whose figures do not depend on it. */
  taxYear: AcctTaxYear | null;
  input: Input;
  result: Result;
}
/** `detail` of `acct-consent-change`, fired when the visitor makes or changes a cookie choice. */
export interface AcctConsentChangeDetail {
  consent: AcctConsentState;
  /** ISO 8601 timestamp of the choice, as stored under `cookie-consent-date`. */
  date: string;
}
export type AcctSelfEmployedInput = SelfEmployedInput;
export type AcctSelfEmployedResult = SelfEmployedResult;
export type AcctDirectorInput = DirectorInput;
export type AcctDirectorResult = DirectorResult;
export type AcctExpenseCategory = ExpenseCategory;
export type AcctExpensesInput = ExpensesInput;
export type AcctExpensesResult = ExpensesResult;
export type AcctPayrollFrequency = PayrollFrequency;
export type AcctPayrollInput = PayrollInput;
export type AcctPayrollResult = PayrollResult;
export type AcctPlannerInput = PlannerInput;
/** One way of paying out the profit. */
export type AcctPlannerSplit = PlannerSplit;
export type AcctPlannerResult = PlannerResult;
/** The sole trader or limited company comparison's input, as its form gives it. */
export type AcctIncorporationInput = BusinessStructureInput;
/** One row of the practice's fee table as a side pays it, a year. */
export type AcctAccountancyFee = AccountancyFee;
export type AcctAccountancyFees = AccountancyFees;
/**
 * Both sides at the profit compared. The chart's curve and where a company stays ahead are the
 * engine's `businessStructureChart`, which the widget loads after its first answer.
 */
export type AcctIncorporationResult = BusinessStructureSides;
export type AcctPropertyIncomeInput = PropertyInput;
export type AcctPropertyIncomeResult = PropertyResult;
export type AcctTakeHomeInput = TakeHomeInput;
export type AcctTakeHomeResult = TakeHomeResult;
export type AcctCapitalGainsInput = CapitalGainsInput;
export type AcctCapitalGainsResult = CapitalGainsResult;

/** `<acct-self-employed-calculator>`: Income tax, Class 2 and Class 4 National Insurance, take-home pay, effective and marginal rates and payments on account for a sole trader, with Scottish rates, student loans, pension contributions and the annual allowance, the High Income Child Benefit Charge, Marriage Allowance, a PAYE job beside the business, State Pension age and a State Pension, savings interest and dividends, the trading allowance and when Making Tax Digital applies. */
export interface AcctSelfEmployedCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>;
}

/** The attributes of `<acct-self-employed-calculator>` as written in markup. */
export interface AcctSelfEmployedCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the income field (trading income for the year in pounds). */
  income?: string;
  /** Fills in the expenses field (allowable expenses for the year in pounds). */
  expenses?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Gross personal pension contributions a year to start with, e.g. 5000. */
  'pension-contributions'?: string;
  /** Fills in the employment income field (gross pay for the year in pounds from a PAYE job beside the business). */
  'employment-income'?: string;
  /** Starts with the trading allowance claimed instead of the expenses. */
  'trading-allowance'?: boolean;
  /** Fills in the state pension field (the State Pension received in the tax year in pounds, taxed with the profit). */
  'state-pension'?: string;
  /** Fills in the savings interest field (savings interest for the year in pounds, taxed above the profit). */
  savings?: string;
  /** Fills in the dividends field (dividends for the year in pounds, taxed above the profit and any savings). */
  dividends?: string;
  /** Fills in the last year’s self assessment bill field (the previous tax year’s income tax and Class 4 in pounds not taken at source, which sets this year’s payments on account). */
  'previous-year-bill'?: string;
  /** Starts with “Over State Pension age” on. */
  'over-state-pension-age'?: boolean;
  /** Children the household gets Child Benefit for, e.g. 2. */
  'child-benefit-children'?: string;
  /** Starts with Marriage Allowance received from, or transferred to, a spouse or civil partner. */
  'marriage-allowance'?: 'receive' | 'transfer';
  /** Pension annual allowance carried forward from the three previous years, e.g. 20000. */
  'unused-annual-allowance'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctSelfEmployedCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Trading income for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `50000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  income?: string;
  /** Allowable expenses for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  expenses?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Gross personal pension contributions a year (relief at source) to fill the field with, e.g. `5000`; checked like the other amounts when the visitor presses Calculate. The result shows what goes into the pension, what it costs after its tax relief and the take-home after paying it. */
  pensionContributions?: string;
  /** Gross pay for the year in pounds from a PAYE job beside the business, filled into the field as text when the widget loads and again when the attribute changes (e.g. `30000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  employmentIncome?: string;
  /** Present (or `true`): the trading allowance switch under “More about you” starts on (and the section opens), so the trading allowance is deducted from the income instead of the expenses. Absent or `false`: off. Either way “How we worked this out” says which of the two leaves more, and so does the result when the allowance is claimed or would leave more. The visitor can change it. */
  tradingAllowance?: boolean;
  /** The State Pension received in the tax year in pounds, taxed with the profit, filled into the field as text when the widget loads and again when the attribute changes (e.g. `11973`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  statePension?: string;
  /** Savings interest for the year in pounds, taxed above the profit, filled into the field as text when the widget loads and again when the attribute changes (e.g. `2000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  savings?: string;
  /** Dividends for the year in pounds, taxed above the profit and any savings, filled into the field as text when the widget loads and again when the attribute changes (e.g. `3000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  dividends?: string;
  /** The previous tax year’s income tax and Class 4 in pounds not taken at source, which sets this year’s payments on account, filled into the field as text when the widget loads and again when the attribute changes (e.g. `6000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  previousYearBill?: string;
  /** Present (or `true`): State Pension age was reached before 6 April, when the tax year began, so no Class 4 (or Class 2) National Insurance is due for it. Absent or `false`: off. The visitor can change it. */
  overStatePensionAge?: boolean;
  /** How many children the household gets Child Benefit for (a whole number from 0 to 20, e.g. `2`), filled into the field under “More about you”, which opens; checked like typed text. The result shows the High Income Child Benefit Charge the visitor would pay as the partner with the higher adjusted net income (through Self Assessment, or through their tax code). */
  childBenefitChildren?: string;
  /** `receive`: a spouse or civil partner transfers part of their personal allowance to the visitor (a tax reduction); `transfer`: the visitor transfers part of theirs. Absent: neither. Sets the choice under “More about you”, which opens; another value shows that field’s error. When the visitor is not eligible the result says why instead of applying it. */
  marriageAllowance?: 'receive' | 'transfer';
  /** Annual allowance unused in the three previous tax years, in pounds (e.g. `20000`), filled into the field under “More about you”, which opens; checked like typed text. Pension contributions up to the year’s allowance plus this bear no annual allowance charge. */
  unusedAnnualAllowance?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctSelfEmployedCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctSelfEmployedCalculatorElement,
      event: AcctSelfEmployedCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctSelfEmployedCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctSelfEmployedCalculatorElement,
      event: AcctSelfEmployedCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-director-calculator>`: Personal tax on a company director’s salary, dividends and savings, with the allowances broken down, the annual allowance, the High Income Child Benefit Charge, Marriage Allowance, State Pension age and a State Pension. */
export interface AcctDirectorCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>;
}

/** The attributes of `<acct-director-calculator>` as written in markup. */
export interface AcctDirectorCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the salary field (salary for the year in pounds, before tax). */
  salary?: string;
  /** Fills in the dividends field (dividends for the year in pounds). */
  dividends?: string;
  /** Fills in the savings interest field (savings interest for the year in pounds). */
  savings?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Gross personal pension contributions a year to start with, e.g. 5000. */
  'pension-contributions'?: string;
  /** Fills in the state pension field (the State Pension received in the tax year in pounds, taxed with the salary). */
  'state-pension'?: string;
  /** Starts with “Over State Pension age” on. */
  'over-state-pension-age'?: boolean;
  /** Children the household gets Child Benefit for, e.g. 2. */
  'child-benefit-children'?: string;
  /** Starts with Marriage Allowance received from, or transferred to, a spouse or civil partner. */
  'marriage-allowance'?: 'receive' | 'transfer';
  /** Pension annual allowance carried forward from the three previous years, e.g. 20000. */
  'unused-annual-allowance'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctDirectorCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Salary for the year in pounds, before tax, filled into the field as text when the widget loads and again when the attribute changes (e.g. `50000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  salary?: string;
  /** Dividends for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `20000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  dividends?: string;
  /** Savings interest for the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `1000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  savings?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Gross personal pension contributions a year (relief at source) to fill the field with, e.g. `5000`; checked like the other amounts when the visitor presses Calculate. The result shows what goes into the pension, what it costs after its tax relief and the take-home after paying it. */
  pensionContributions?: string;
  /** The State Pension received in the tax year in pounds, taxed with the salary, filled into the field as text when the widget loads and again when the attribute changes (e.g. `11973`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  statePension?: string;
  /** Present (or `true`): no employee National Insurance is taken from the salary; the company’s employer National Insurance is unchanged. Absent or `false`: off. The visitor can change it. */
  overStatePensionAge?: boolean;
  /** How many children the household gets Child Benefit for (a whole number from 0 to 20, e.g. `2`), filled into the field under “More about you”, which opens; checked like typed text. The result shows the High Income Child Benefit Charge the visitor would pay as the partner with the higher adjusted net income (through Self Assessment, or through their tax code). */
  childBenefitChildren?: string;
  /** `receive`: a spouse or civil partner transfers part of their personal allowance to the visitor (a tax reduction); `transfer`: the visitor transfers part of theirs. Absent: neither. Sets the choice under “More about you”, which opens; another value shows that field’s error. When the visitor is not eligible the result says why instead of applying it. */
  marriageAllowance?: 'receive' | 'transfer';
  /** Annual allowance unused in the three previous tax years, in pounds (e.g. `20000`), filled into the field under “More about you”, which opens; checked like typed text. Pension contributions up to the year’s allowance plus this bear no annual allowance charge. */
  unusedAnnualAllowance?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctDirectorCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctDirectorCalculatorElement,
      event: AcctDirectorCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctDirectorCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctDirectorCalculatorElement,
      event: AcctDirectorCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-expense-calculator>`: Typical allowable business expenses, the taxable profit they leave and the tax they could save. */
export interface AcctExpenseCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>;
}

/** The attributes of `<acct-expense-calculator>` as written in markup. */
export interface AcctExpenseCalculatorAttributes {
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the monthly revenue field (revenue a month in pounds). */
  'monthly-revenue'?: string;
  /** Categories ticked at the start, space-separated: office travel equipment marketing professional. */
  categories?: string;
  /** Fills in the additional expenses field (other allowable costs over the year in pounds). */
  'additional-expenses'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctExpenseCalculatorElement extends HTMLElement {
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Revenue a month in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  monthlyRevenue?: string;
  /** Space- or comma-separated expense categories to start with ticked: `office`, `travel`, `equipment`, `marketing`, `professional` (e.g. `office travel`); unknown names are ignored. Applied when the widget loads and when the attribute changes. The visitor can change them. */
  categories?: string;
  /** Other allowable costs over the year in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `1000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  additionalExpenses?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctExpenseCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctExpenseCalculatorElement,
      event: AcctExpenseCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctExpenseCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctExpenseCalculatorElement,
      event: AcctExpenseCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-payroll-calculator>`: The monthly and annual cost of an outsourced payroll package and the saving against running it in-house. */
export interface AcctPayrollCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>;
}

/** The attributes of `<acct-payroll-calculator>` as written in markup. */
export interface AcctPayrollCalculatorAttributes {
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the number of employees field (the number of employees). */
  employees?: string;
  /** Fills in the average annual salary field (average annual salary in pounds). */
  'average-salary'?: string;
  /** Selects the payroll frequency at the start. */
  frequency?: 'weekly' | 'monthly' | 'quarterly';
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctPayrollCalculatorElement extends HTMLElement {
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** The number of employees, filled into the field as text when the widget loads and again when the attribute changes (e.g. `8`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  employees?: string;
  /** Average annual salary in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `28000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  averageSalary?: string;
  /** The payroll frequency to start with selected: `weekly`, `monthly` or `quarterly`; any other value selects `monthly`. Applied when the widget loads and when the attribute changes. The visitor can change it. */
  frequency?: 'weekly' | 'monthly' | 'quarterly';
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctPayrollCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctPayrollCalculatorElement,
      event: AcctPayrollCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctPayrollCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctPayrollCalculatorElement,
      event: AcctPayrollCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-salary-dividend-planner>`: The salary and dividends split of a one-director company’s profit that leaves the director the most after tax, with the company’s pension contributions, the annual allowance and the director’s student loans, compared with the usual strategies and charted. */
export interface AcctSalaryDividendPlannerEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>;
}

/** The attributes of `<acct-salary-dividend-planner>` as written in markup. */
export interface AcctSalaryDividendPlannerAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the company profit field (the company’s profit for the year in pounds, before the director’s salary and employer NI). */
  'company-profit'?: string;
  /** Fills in the pension from the company field (what the company pays into the director’s pension in the year, in pounds; optional). */
  'employer-pension-contributions'?: string;
  /** Starts with the Employment Allowance switch on. */
  'employment-allowance'?: boolean;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctSalaryDividendPlannerElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** The company’s profit for the year in pounds, before the director’s salary and employer NI, filled into the field as text when the widget loads and again when the attribute changes (e.g. `75000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  companyProfit?: string;
  /** What the company pays into the director’s pension in the year, in pounds; optional, filled into the field as text when the widget loads and again when the attribute changes (e.g. `10000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  employerPensionContributions?: string;
  /** Present (or `true`): the Employment Allowance switch starts on, and the allowance is set off against employer NI. Absent or `false`: it starts off, as a company whose only employee paid above the secondary threshold is its director cannot claim it. The visitor can change it. */
  employmentAllowance?: boolean;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctSalaryDividendPlannerEventMap>(
    type: K,
    listener: (
      this: AcctSalaryDividendPlannerElement,
      event: AcctSalaryDividendPlannerEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctSalaryDividendPlannerEventMap>(
    type: K,
    listener: (
      this: AcctSalaryDividendPlannerElement,
      event: AcctSalaryDividendPlannerEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-incorporation-calculator>`: The same yearly profit as a sole trader and as a one-director limited company paying the best salary and dividends: each side’s take-home, optionally after the practice’s fees, the difference, and where a company leaves more, charted. */
export interface AcctIncorporationCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<
    AcctCalculateDetail<AcctIncorporationInput, AcctIncorporationResult>
  >;
}

/** The attributes of `<acct-incorporation-calculator>` as written in markup. */
export interface AcctIncorporationCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the profit field (the business’s profit for the year in pounds, before the owner’s pay). */
  profit?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Gross personal pension contributions a year to start with, e.g. 5000. */
  'pension-contributions'?: string;
  /** Starts with the accountancy fees switch on. */
  'include-accountancy-fees'?: boolean;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctIncorporationCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** The business’s profit for the year in pounds, before the owner’s pay, filled into the field as text when the widget loads and again when the attribute changes (e.g. `60000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  profit?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so salary and trading profit are taxed at the Scottish rates and bands; savings and dividends stay at UK rates, and National Insurance is UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Gross personal pension contributions a year (relief at source) to fill the field with, e.g. `5000`; checked like the other amounts when the visitor presses Calculate. The result shows what goes into the pension, what it costs after its tax relief and the take-home after paying it. */
  pensionContributions?: string;
  /** Present (or `true`): the switch that counts each side’s yearly accountancy fees from the practice’s fee table (a company’s own deducted before corporation tax) starts on. Absent or `false`: it starts off. The visitor can change it. */
  includeAccountancyFees?: boolean;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctIncorporationCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctIncorporationCalculatorElement,
      event: AcctIncorporationCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctIncorporationCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctIncorporationCalculatorElement,
      event: AcctIncorporationCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-property-income-calculator>`: Income tax on a landlord’s rental profit above a job’s pay or a trade’s profit: the finance costs relieved at the basic rate and any carried forward, the property allowance weighed against the expenses, joint ownership, Scottish rates, student loans, Class 4, payments on account and Making Tax Digital, and the same portfolio held by a company beside it. */
export interface AcctPropertyIncomeCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<
    AcctCalculateDetail<AcctPropertyIncomeInput, AcctPropertyIncomeResult>
  >;
}

/** The attributes of `<acct-property-income-calculator>` as written in markup. */
export interface AcctPropertyIncomeCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the rents field (rents received in the year in pounds, the whole property’s (every owner’s share)). */
  rents?: string;
  /** Fills in the expenses field (allowable expenses other than finance costs for the year in pounds, the whole property’s). */
  expenses?: string;
  /** Fills in the finance costs field (mortgage interest and other finance costs for the year in pounds, the whole property’s). */
  'finance-costs'?: string;
  /** Fills in the ownership share field (the visitor’s share of the property as a percentage from 1 to 100 (empty for all of it)). */
  'ownership-share'?: string;
  /** Fills in the other income field (a job’s gross pay or a trade’s profit for the year in pounds, beside the rents). */
  'other-income'?: string;
  /** What the other income is: a job’s pay under PAYE, or a trade’s profit. */
  'other-income-kind'?: 'employment' | 'selfEmployment';
  /** Fills in the turnover field (the trade’s turnover for the year in pounds, which counts with the rents towards Making Tax Digital). */
  'trading-turnover'?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Starts with the £1,000 property allowance claimed instead of the expenses. */
  'property-allowance'?: boolean;
  /** Fills in the finance costs brought forward field (the visitor’s own finance costs not yet relieved, carried forward from earlier years, in pounds). */
  'finance-costs-brought-forward'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctPropertyIncomeCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Rents received in the year in pounds, the whole property’s (every owner’s share), filled into the field as text when the widget loads and again when the attribute changes (e.g. `24000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  rents?: string;
  /** Allowable expenses other than finance costs for the year in pounds, the whole property’s, filled into the field as text when the widget loads and again when the attribute changes (e.g. `3000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  expenses?: string;
  /** Mortgage interest and other finance costs for the year in pounds, the whole property’s, filled into the field as text when the widget loads and again when the attribute changes (e.g. `9000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  financeCosts?: string;
  /** The visitor’s share of the property as a percentage from 1 to 100 (empty for all of it), filled into the field as text when the widget loads and again when the attribute changes (e.g. `50`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  ownershipShare?: string;
  /** A job’s gross pay or a trade’s profit for the year in pounds, beside the rents, filled into the field as text when the widget loads and again when the attribute changes (e.g. `40000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  otherIncome?: string;
  /** `employment` (the default): the other income is a job’s pay, which PAYE taxes with the personal allowance, so the return collects the rest. `selfEmployment`: a trade’s profit, which bears Class 4 and whose turnover counts towards Making Tax Digital with the rents. Another value shows that field’s error. The visitor can change it. */
  otherIncomeKind?: 'employment' | 'selfEmployment';
  /** The trade’s turnover for the year in pounds, which counts with the rents towards Making Tax Digital, filled into the field as text when the widget loads and again when the attribute changes (e.g. `60000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  tradingTurnover?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on, so the other income and the rental profit are taxed at the Scottish rates and bands; the finance-cost reduction stays at the UK basic rate, and National Insurance and a company’s dividends stay UK-wide. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Present (or `true`): the property allowance switch starts on, so the allowance is deducted from the visitor’s share of the rents instead of the expenses, and no finance costs are relieved. Absent or `false`: off. Either way the result says which of the two leaves more. The visitor can change it. */
  propertyAllowance?: boolean;
  /** The visitor’s own finance costs not yet relieved, carried forward from earlier years, in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `2000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  financeCostsBroughtForward?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctPropertyIncomeCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctPropertyIncomeCalculatorElement,
      event: AcctPropertyIncomeCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctPropertyIncomeCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctPropertyIncomeCalculatorElement,
      event: AcctPropertyIncomeCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-take-home-calculator>`: An employee’s take-home pay through PAYE, payday by payday: any tax code, pension by each method, student loans, the employer’s cost and the year settled. */
export interface AcctTakeHomeCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctTakeHomeInput, AcctTakeHomeResult>>;
}

/** The attributes of `<acct-take-home-calculator>` as written in markup. */
export interface AcctTakeHomeCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the pay field (pay before tax: a year’s unless the text or `per` says otherwise, e.g. 48k, £4,000 a month or £15.50 an hour). */
  pay?: string;
  /** What the pay figure is for: year, month, week, day or hour. */
  per?: 'year' | 'month' | 'week' | 'day' | 'hour';
  /** Fills in the hours a week field (hours worked a week, for pay by the hour). */
  'hours-per-week'?: string;
  /** Fills in the days a week field (days worked a week, for pay by the day). */
  'days-per-week'?: string;
  /** How often pay is paid: weekly, fortnightly, four-weekly or monthly. */
  frequency?: 'weekly' | 'fortnightly' | 'four-weekly' | 'monthly';
  /** Starts with “A 53rd payday” on. */
  'extra-payday'?: boolean;
  /** Fills in the bonus field (a one-off bonus in pounds, paid with one payday). */
  bonus?: string;
  /** Fills in the bonus payday field (the payday the bonus is paid on, 1 for the year’s first (default the last)). */
  'bonus-payday'?: string;
  /** Fills in the tax code field (the tax code as the payslip prints it, e.g. 1257L, K475, BR, S1257L, C1257L or 1257L M1; empty for the code HMRC would give). */
  'tax-code'?: string;
  /** Whose income tax rates apply: england, scotland or wales. */
  residence?: 'england' | 'scotland' | 'wales';
  /** How the workplace pension is paid: relief-at-source, net-pay or salary-sacrifice. */
  'pension-method'?: 'relief-at-source' | 'net-pay' | 'salary-sacrifice';
  /** Fills in the your pension, per cent field (the employee’s contribution as a percentage of pay, e.g. 5). */
  'pension-employee-percent'?: string;
  /** Fills in the your pension, a year field (the employee’s contribution as pounds a year (gross), used when no percentage is given). */
  'pension-employee-amount'?: string;
  /** Fills in the employer’s pension, per cent field (the employer’s contribution as a percentage of pay, e.g. 3). */
  'pension-employer-percent'?: string;
  /** Fills in the employer’s pension, a year field (the employer’s contribution as pounds a year, used when no percentage is given). */
  'pension-employer-amount'?: string;
  /** What a pension percentage is of: qualifying-earnings or all-pay. */
  'pension-basis'?: 'qualifying-earnings' | 'all-pay';
  /** Plans ticked at the start, space-separated: plan1 plan2 plan4 plan5 postgraduate. */
  'student-loan-plans'?: string;
  /** Starts with “Over State Pension age” on. */
  'over-state-pension-age'?: boolean;
  /** Starts with Marriage Allowance received from, or transferred to, a spouse or civil partner. */
  'marriage-allowance'?: 'receive' | 'transfer';
  /** Starts with “Blind Person’s Allowance” on. */
  'blind-persons-allowance'?: boolean;
  /** Children the household gets Child Benefit for, e.g. 2. */
  'child-benefit-children'?: string;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctTakeHomeCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** Pay before tax: a year’s unless the text or `per` says otherwise, e.g. 48k, £4,000 a month or £15.50 an hour, filled into the field as text when the widget loads and again when the attribute changes (e.g. `48000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  pay?: string;
  /** What a pay figure without its own unit is for: `year`, `month`, `week`, `day` or `hour`. Applied when the widget loads and when the attribute changes; any other value leaves the choice as it was. The visitor can change it. */
  per?: 'year' | 'month' | 'week' | 'day' | 'hour';
  /** Hours worked a week, for pay by the hour, filled into the field as text when the widget loads and again when the attribute changes (e.g. `37.5`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  hoursPerWeek?: string;
  /** Days worked a week, for pay by the day, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  daysPerWeek?: string;
  /** How often the payroll pays: `weekly`, `fortnightly`, `four-weekly` or `monthly`. Applied when the widget loads and when the attribute changes; any other value leaves the choice as it was. The visitor can change it. */
  frequency?: 'weekly' | 'fortnightly' | 'four-weekly' | 'monthly';
  /** Present (or `true`): a weekly, fortnightly or four-weekly payroll pays once more this year (week 53, 54 or 56), taxed on its own as HMRC’s rules set out. Absent or `false`: off. The visitor can change it. */
  extraPayday?: boolean;
  /** A one-off bonus in pounds, paid with one payday, filled into the field as text when the widget loads and again when the attribute changes (e.g. `2000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  bonus?: string;
  /** The payday the bonus is paid on, 1 for the year’s first (default the last), filled into the field as text when the widget loads and again when the attribute changes (e.g. `12`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  bonusPayday?: string;
  /** The tax code as the payslip prints it, e.g. 1257L, K475, BR, S1257L, C1257L or 1257L M1; empty for the code HMRC would give, filled into the field as text when the widget loads and again when the attribute changes (e.g. `1257L`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  taxCode?: string;
  /** Whose income tax rates apply when no tax code is typed: `england` (England or Northern Ireland), `scotland` or `wales`; a typed code’s S or C prefix decides otherwise. Applied when the widget loads and when the attribute changes; any other value leaves the choice as it was. The visitor can change it. */
  residence?: 'england' | 'scotland' | 'wales';
  /** How the workplace pension is paid: `relief-at-source`, `net-pay` or `salary-sacrifice`. Absent: no workplace pension. Applied when the widget loads and when the attribute changes; any other value leaves the choice as it was. The visitor can change it. */
  pensionMethod?: 'relief-at-source' | 'net-pay' | 'salary-sacrifice';
  /** The employee’s contribution as a percentage of pay, e.g. 5, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  pensionEmployeePercent?: string;
  /** The employee’s contribution as pounds a year (gross), used when no percentage is given, filled into the field as text when the widget loads and again when the attribute changes (e.g. `2400`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  pensionEmployeeAmount?: string;
  /** The employer’s contribution as a percentage of pay, e.g. 3, filled into the field as text when the widget loads and again when the attribute changes (e.g. `3`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  pensionEmployerPercent?: string;
  /** The employer’s contribution as pounds a year, used when no percentage is given, filled into the field as text when the widget loads and again when the attribute changes (e.g. `1200`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  pensionEmployerAmount?: string;
  /** What a pension percentage is of: `qualifying-earnings` (the band auto-enrolment uses) or `all-pay`. Applied when the widget loads and when the attribute changes; any other value leaves the choice as it was. The visitor can change it. */
  pensionBasis?: 'qualifying-earnings' | 'all-pay';
  /** Space-separated student loan plans to start with ticked: `plan1`, `plan2`, `plan4`, `plan5`, `postgraduate` (e.g. `plan2 postgraduate`); unknown names are ignored. Repayments are shown as their own line, not as tax, and taken off net income. The visitor can change them. */
  studentLoanPlans?: string;
  /** Present (or `true`): no employee National Insurance is taken (category C); the employer’s is unchanged. Absent or `false`: off. The visitor can change it. */
  overStatePensionAge?: boolean;
  /** `receive`: a spouse or civil partner transfers part of their personal allowance to the visitor (a tax reduction); `transfer`: the visitor transfers part of theirs. Absent: neither. Sets the choice under “More about you”, which opens; another value shows that field’s error. When the visitor is not eligible the result says why instead of applying it. */
  marriageAllowance?: 'receive' | 'transfer';
  /** Present (or `true`): the tax code includes Blind Person’s Allowance. Absent or `false`: off. The visitor can change it. */
  blindPersonsAllowance?: boolean;
  /** How many children the household gets Child Benefit for (a whole number from 0 to 20, e.g. `2`), filled into the field under “More about you”, which opens; checked like typed text. The result shows the High Income Child Benefit Charge the visitor would pay as the partner with the higher adjusted net income (through Self Assessment, or through their tax code). */
  childBenefitChildren?: string;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctTakeHomeCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctTakeHomeCalculatorElement,
      event: AcctTakeHomeCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctTakeHomeCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctTakeHomeCalculatorElement,
      event: AcctTakeHomeCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-capital-gains-calculator>`: Capital gains tax on a tax year’s sales of shares, other assets and residential property: each gain or loss, losses of the year and brought forward, the annual exempt amount, the rates on what income leaves of the basic rate band, Business Asset Disposal Relief within its lifetime limit, and each residential property’s 60-day return and payment. */
export interface AcctCapitalGainsCalculatorEventMap extends HTMLElementEventMap {
  /** Each calculation the visitor makes, once per scenario: a press of the calculate button, or their own change to a field or the tax year once the fields have settled and are valid. Not on load, and not when the page fills or works out the fields (attributes, `auto-calculate`). */
  'acct-calculate': CustomEvent<AcctCalculateDetail<AcctCapitalGainsInput, AcctCapitalGainsResult>>;
}

/** The attributes of `<acct-capital-gains-calculator>` as written in markup. */
export interface AcctCapitalGainsCalculatorAttributes {
  /** Which year’s rates and thresholds the calculator uses. */
  'tax-year'?: '2025-26' | '2026-27' | '2027-28';
  /** Where “Book a free call about this” leads; the scenario is added to the URL’s fragment. Empty hides the link. */
  'booking-url'?: string;
  /** Fills in the sales, one row of fields each. */
  disposals?: string;
  /** Fills in the income field (the year’s income before the personal allowance, in pounds: pay, profits, pensions, rents, interest and dividends). */
  income?: string;
  /** Fills in the other losses this year field (losses in the same tax year on assets not listed as sales, in pounds). */
  'losses-this-year'?: string;
  /** Fills in the losses brought forward field (losses of earlier years not yet used, in pounds). */
  'losses-brought-forward'?: string;
  /** Fills in the relief already used field (gains already charged at the Business Asset Disposal Relief rate in earlier years, in pounds). */
  'badr-lifetime-used'?: string;
  /** Starts with the Scottish taxpayer switch on. */
  'scottish-taxpayer'?: boolean;
  /** Shows the result for the filled-in fields at once, without a press. */
  'auto-calculate'?: boolean;
  /** Leaves out “How we worked this out” under the result. */
  'hide-working'?: boolean;
}

export interface AcctCapitalGainsCalculatorElement extends HTMLElement {
  /** The starting tax year; the visitor can still switch it with the visible year switch. Absent or unknown: the tax year the visitor’s today falls in (from 6 April, UK time), the first year listed before it starts and the last after it ends. */
  taxYear?: '2025-26' | '2026-27' | '2027-28';
  /** After a result, shows 'Book a free call about this' linking here with the scenario in the URL's fragment, after any `#anchor` the URL has (`#booking-widget&calc=director&year=2025-26&salary=50000&…&headline=Total tax £7,486`): `calc`, `year` for calculators with a tax year, one parameter per input, `headline`. Browsers never send a fragment to a server, so the figures stay out of every server's logs; the page they lead to reads them in the visitor's browser. Without it the link is not shown. */
  bookingUrl?: string;
  /** The year’s sales, separated by `;`, each as its values separated by spaces, in this order: `other` (shares and other assets) or `residential` (residential property); what it sold for; what it cost; the costs of buying, selling and improving it; `true` when Business Asset Disposal Relief is claimed; a residential sale’s completion date (`2025-08-14`). Write `-` for a value left empty, and leave off empty values at the end (e.g. `other 20000 12000; residential 250000 180000 4500 - 2025-08-14`). At most 20 sales. Amounts are read as a visitor types them (without spaces), and the form checks them as it checks what a visitor types, so a bad value shows that field’s error. Filled in when the widget loads and again when the attribute changes; removing it leaves the sales as they are. With `auto-calculate` the result shows at once. */
  disposals?: string;
  /** The year’s income before the personal allowance, in pounds: pay, profits, pensions, rents, interest and dividends, filled into the field as text when the widget loads and again when the attribute changes (e.g. `45000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  income?: string;
  /** Losses in the same tax year on assets not listed as sales, in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `2000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  lossesThisYear?: string;
  /** Losses of earlier years not yet used, in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `5000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  lossesBroughtForward?: string;
  /** Gains already charged at the Business Asset Disposal Relief rate in earlier years, in pounds, filled into the field as text when the widget loads and again when the attribute changes (e.g. `250000`); the form checks it as it checks what a visitor types, so a bad value shows that field's error. Removing the attribute leaves the field as it is. With `auto-calculate` the result shows at once. */
  badrLifetimeUsed?: string;
  /** Present (or `true`): the Scottish taxpayer switch starts on. Capital gains tax is UK-wide: the gains still use the UK basic rate band, which the result says. Absent or `false`: off. The visitor can change it. */
  scottishTaxpayer?: boolean;
  /** Present (or `true`): the widget calculates when it loads and again whenever a field attribute changes, showing the result, or the field errors a press would show. It fires no `acct-calculate` event, as no visitor acted; focus does not move. Absent or `false`: the visitor presses the button. */
  autoCalculate?: boolean;
  /** Present (or `true`): no “How we worked this out” button or panel under the result. Absent or `false`: the button is shown, and opens each figure’s steps with the rates used, each linked to its source on gov.uk or legislation.gov.uk. */
  hideWorking?: boolean;
  addEventListener<K extends keyof AcctCapitalGainsCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctCapitalGainsCalculatorElement,
      event: AcctCapitalGainsCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctCapitalGainsCalculatorEventMap>(
    type: K,
    listener: (
      this: AcctCapitalGainsCalculatorElement,
      event: AcctCapitalGainsCalculatorEventMap[K],
    ) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-cookie-consent>`: The cookie banner and preferences dialog, with Google Consent Mode v2 updates and a stored choice. */
export interface AcctCookieConsentEventMap extends HTMLElementEventMap {
  /** The visitor makes or changes a choice in the banner or the dialog (never on load). */
  'acct-consent-change': CustomEvent<AcctConsentChangeDetail>;
}

/** The attributes of `<acct-cookie-consent>` as written in markup. */
export interface AcctCookieConsentAttributes {
  /** Linked from the banner and the dialog. */
  'privacy-url'?: string;
}

export interface AcctCookieConsentElement extends HTMLElement {
  /** Links 'cookie policy' in the banner and the dialog. */
  privacyUrl?: string;
  addEventListener<K extends keyof AcctCookieConsentEventMap>(
    type: K,
    listener: (this: AcctCookieConsentElement, event: AcctCookieConsentEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctCookieConsentEventMap>(
    type: K,
    listener: (this: AcctCookieConsentElement, event: AcctCookieConsentEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<acct-review-carousel>`: Client reviews from an endpoint of your choice, labelled as live, or a dated snapshot labelled with its month whenever the endpoint is unset or fails. */
export type AcctReviewCarouselEventMap = HTMLElementEventMap;

/** The attributes of `<acct-review-carousel>` as written in markup. */
export interface AcctReviewCarouselAttributes {
  /** URL that answers a POST of { placeId } with reviews. Empty shows the dated snapshot. */
  'reviews-endpoint'?: string;
  /** Sent to the endpoint as placeId. */
  'place-id'?: string;
}

export interface AcctReviewCarouselElement extends HTMLElement {
  /** Where reviews are POSTed for, as `{ "placeId": "…" }` (the site uses `${VITE_SUPABASE_URL}/functions/v1/google-reviews`). Its answer is labelled “Rating and reviews from Google”. Without it, or when it fails, the built-in snapshot is shown, labelled “Google reviews as of” and its month. Changing it fetches again. */
  reviewsEndpoint?: string;
  /** A Google place id, sent to the endpoint as `placeId`. Changing it fetches again. */
  placeId?: string;
  addEventListener<K extends keyof AcctReviewCarouselEventMap>(
    type: K,
    listener: (this: AcctReviewCarouselElement, event: AcctReviewCarouselEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof AcctReviewCarouselEventMap>(
    type: K,
    listener: (this: AcctReviewCarouselElement, event: AcctReviewCarouselEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** Attributes every acct-* element accepts in JSX (React 19 passes them to the element as is). */
export type AcctElementAttributes<E extends HTMLElement> = {
  id?: string;
  class?: string;
  className?: string;
  style?: Record<string, string | number>;
  slot?: string;
  hidden?: boolean;
  ref?: { current: E | null } | ((element: E | null) => void);
  key?: string | number;
  [customProperty: `--acct-${string}`]: string | undefined;
};

/** The global attributes an acct-* element accepts in a template besides its own. */
type AcctGlobalAttributes = {
  id?: string;
  title?: string;
  hidden?: boolean;
  slot?: string;
  lang?: string;
  dir?: string;
  role?: string;
};

/** In a Svelte template, with `class`, `style` and `data-*` / `aria-*` as written. */
export type AcctSvelteAttributes = AcctGlobalAttributes & {
  class?: string;
  style?: string;
  [data: `data-${string}`]: unknown;
  [aria: `aria-${string}`]: string | undefined;
};

/** In a Vue template (where `class` and `style` are Vue's own): vue-tsc reads `data-id` as `dataId`. */
export type AcctVueAttributes = AcctGlobalAttributes & {
  [data: `data${Capitalize<string>}`]: unknown;
  [aria: `aria${Capitalize<string>}`]: string | undefined;
};

/** What Vue's template type-checking (vue-tsc, Volar) needs to know of a custom element. */
export type AcctVueElement<E extends HTMLElement, Props> = new () => E & { $props: Props };

declare global {
  interface HTMLElementTagNameMap {
    'acct-self-employed-calculator': AcctSelfEmployedCalculatorElement;
    'acct-director-calculator': AcctDirectorCalculatorElement;
    'acct-expense-calculator': AcctExpenseCalculatorElement;
    'acct-payroll-calculator': AcctPayrollCalculatorElement;
    'acct-salary-dividend-planner': AcctSalaryDividendPlannerElement;
    'acct-incorporation-calculator': AcctIncorporationCalculatorElement;
    'acct-property-income-calculator': AcctPropertyIncomeCalculatorElement;
    'acct-take-home-calculator': AcctTakeHomeCalculatorElement;
    'acct-capital-gains-calculator': AcctCapitalGainsCalculatorElement;
    'acct-cookie-consent': AcctCookieConsentElement;
    'acct-review-carousel': AcctReviewCarouselElement;
  }
  interface WindowEventMap {
    'acct-calculate': CustomEvent<AcctCalculateDetail>;
    'acct-consent-change': CustomEvent<AcctConsentChangeDetail>;
    'acct-open-cookie-preferences': CustomEvent<undefined>;
  }
  namespace svelteHTML {
    interface IntrinsicElements {
      'acct-self-employed-calculator': AcctSelfEmployedCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>,
          ) => void;
        };
      'acct-director-calculator': AcctDirectorCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>,
          ) => void;
        };
      'acct-expense-calculator': AcctExpenseCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>,
          ) => void;
        };
      'acct-payroll-calculator': AcctPayrollCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>,
          ) => void;
        };
      'acct-salary-dividend-planner': AcctSalaryDividendPlannerAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>,
          ) => void;
        };
      'acct-incorporation-calculator': AcctIncorporationCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<
              AcctCalculateDetail<AcctIncorporationInput, AcctIncorporationResult>
            >,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<
              AcctCalculateDetail<AcctIncorporationInput, AcctIncorporationResult>
            >,
          ) => void;
        };
      'acct-property-income-calculator': AcctPropertyIncomeCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<
              AcctCalculateDetail<AcctPropertyIncomeInput, AcctPropertyIncomeResult>
            >,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<
              AcctCalculateDetail<AcctPropertyIncomeInput, AcctPropertyIncomeResult>
            >,
          ) => void;
        };
      'acct-take-home-calculator': AcctTakeHomeCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctTakeHomeInput, AcctTakeHomeResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctTakeHomeInput, AcctTakeHomeResult>>,
          ) => void;
        };
      'acct-capital-gains-calculator': AcctCapitalGainsCalculatorAttributes &
        AcctSvelteAttributes & {
          'onacct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctCapitalGainsInput, AcctCapitalGainsResult>>,
          ) => void;
          'on:acct-calculate'?: (
            event: CustomEvent<AcctCalculateDetail<AcctCapitalGainsInput, AcctCapitalGainsResult>>,
          ) => void;
        };
      'acct-cookie-consent': AcctCookieConsentAttributes &
        AcctSvelteAttributes & {
          'onacct-consent-change'?: (event: CustomEvent<AcctConsentChangeDetail>) => void;
          'on:acct-consent-change'?: (event: CustomEvent<AcctConsentChangeDetail>) => void;
        };
      'acct-review-carousel': AcctReviewCarouselAttributes & AcctSvelteAttributes & {};
    }
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'acct-self-employed-calculator': AcctElementAttributes<AcctSelfEmployedCalculatorElement> &
        AcctSelfEmployedCalculatorAttributes;
      'acct-director-calculator': AcctElementAttributes<AcctDirectorCalculatorElement> &
        AcctDirectorCalculatorAttributes;
      'acct-expense-calculator': AcctElementAttributes<AcctExpenseCalculatorElement> &
        AcctExpenseCalculatorAttributes;
      'acct-payroll-calculator': AcctElementAttributes<AcctPayrollCalculatorElement> &
        AcctPayrollCalculatorAttributes;
      'acct-salary-dividend-planner': AcctElementAttributes<AcctSalaryDividendPlannerElement> &
        AcctSalaryDividendPlannerAttributes;
      'acct-incorporation-calculator': AcctElementAttributes<AcctIncorporationCalculatorElement> &
        AcctIncorporationCalculatorAttributes;
      'acct-property-income-calculator': AcctElementAttributes<AcctPropertyIncomeCalculatorElement> &
        AcctPropertyIncomeCalculatorAttributes;
      'acct-take-home-calculator': AcctElementAttributes<AcctTakeHomeCalculatorElement> &
        AcctTakeHomeCalculatorAttributes;
      'acct-capital-gains-calculator': AcctElementAttributes<AcctCapitalGainsCalculatorElement> &
        AcctCapitalGainsCalculatorAttributes;
      'acct-cookie-consent': AcctElementAttributes<AcctCookieConsentElement> &
        AcctCookieConsentAttributes;
      'acct-review-carousel': AcctElementAttributes<AcctReviewCarouselElement> &
        AcctReviewCarouselAttributes;
    }
  }
}

declare module 'vue' {
  interface GlobalComponents {
    'acct-self-employed-calculator': AcctVueElement<
      AcctSelfEmployedCalculatorElement,
      Pick<
        AcctSelfEmployedCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'income'
        | 'expenses'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'pensionContributions'
        | 'employmentIncome'
        | 'tradingAllowance'
        | 'statePension'
        | 'savings'
        | 'dividends'
        | 'previousYearBill'
        | 'overStatePensionAge'
        | 'childBenefitChildren'
        | 'marriageAllowance'
        | 'unusedAnnualAllowance'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>>,
          ) => void;
        }
    >;
    'acct-director-calculator': AcctVueElement<
      AcctDirectorCalculatorElement,
      Pick<
        AcctDirectorCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'salary'
        | 'dividends'
        | 'savings'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'pensionContributions'
        | 'statePension'
        | 'overStatePensionAge'
        | 'childBenefitChildren'
        | 'marriageAllowance'
        | 'unusedAnnualAllowance'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>,
          ) => void;
        }
    >;
    'acct-expense-calculator': AcctVueElement<
      AcctExpenseCalculatorElement,
      Pick<
        AcctExpenseCalculatorElement,
        | 'bookingUrl'
        | 'monthlyRevenue'
        | 'categories'
        | 'additionalExpenses'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>>,
          ) => void;
        }
    >;
    'acct-payroll-calculator': AcctVueElement<
      AcctPayrollCalculatorElement,
      Pick<
        AcctPayrollCalculatorElement,
        'bookingUrl' | 'employees' | 'averageSalary' | 'frequency' | 'autoCalculate' | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>>,
          ) => void;
        }
    >;
    'acct-salary-dividend-planner': AcctVueElement<
      AcctSalaryDividendPlannerElement,
      Pick<
        AcctSalaryDividendPlannerElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'companyProfit'
        | 'employerPensionContributions'
        | 'employmentAllowance'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctPlannerInput, AcctPlannerResult>>,
          ) => void;
        }
    >;
    'acct-incorporation-calculator': AcctVueElement<
      AcctIncorporationCalculatorElement,
      Pick<
        AcctIncorporationCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'profit'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'pensionContributions'
        | 'includeAccountancyFees'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<
              AcctCalculateDetail<AcctIncorporationInput, AcctIncorporationResult>
            >,
          ) => void;
        }
    >;
    'acct-property-income-calculator': AcctVueElement<
      AcctPropertyIncomeCalculatorElement,
      Pick<
        AcctPropertyIncomeCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'rents'
        | 'expenses'
        | 'financeCosts'
        | 'ownershipShare'
        | 'otherIncome'
        | 'otherIncomeKind'
        | 'tradingTurnover'
        | 'scottishTaxpayer'
        | 'studentLoanPlans'
        | 'propertyAllowance'
        | 'financeCostsBroughtForward'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<
              AcctCalculateDetail<AcctPropertyIncomeInput, AcctPropertyIncomeResult>
            >,
          ) => void;
        }
    >;
    'acct-take-home-calculator': AcctVueElement<
      AcctTakeHomeCalculatorElement,
      Pick<
        AcctTakeHomeCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'pay'
        | 'per'
        | 'hoursPerWeek'
        | 'daysPerWeek'
        | 'frequency'
        | 'extraPayday'
        | 'bonus'
        | 'bonusPayday'
        | 'taxCode'
        | 'residence'
        | 'pensionMethod'
        | 'pensionEmployeePercent'
        | 'pensionEmployeeAmount'
        | 'pensionEmployerPercent'
        | 'pensionEmployerAmount'
        | 'pensionBasis'
        | 'studentLoanPlans'
        | 'overStatePensionAge'
        | 'marriageAllowance'
        | 'blindPersonsAllowance'
        | 'childBenefitChildren'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctTakeHomeInput, AcctTakeHomeResult>>,
          ) => void;
        }
    >;
    'acct-capital-gains-calculator': AcctVueElement<
      AcctCapitalGainsCalculatorElement,
      Pick<
        AcctCapitalGainsCalculatorElement,
        | 'taxYear'
        | 'bookingUrl'
        | 'disposals'
        | 'income'
        | 'lossesThisYear'
        | 'lossesBroughtForward'
        | 'badrLifetimeUsed'
        | 'scottishTaxpayer'
        | 'autoCalculate'
        | 'hideWorking'
      > &
        AcctVueAttributes & {
          onAcctCalculate?: (
            event: CustomEvent<AcctCalculateDetail<AcctCapitalGainsInput, AcctCapitalGainsResult>>,
          ) => void;
        }
    >;
    'acct-cookie-consent': AcctVueElement<
      AcctCookieConsentElement,
      Pick<AcctCookieConsentElement, 'privacyUrl'> &
        AcctVueAttributes & {
          onAcctConsentChange?: (event: CustomEvent<AcctConsentChangeDetail>) => void;
        }
    >;
    'acct-review-carousel': AcctVueElement<
      AcctReviewCarouselElement,
      Pick<AcctReviewCarouselElement, 'reviewsEndpoint' | 'placeId'> & AcctVueAttributes & {}
    >;
  }
}
