// The public event contract of the widgets. This file holds types only, because
// scripts/widget-contract.ts copies it into acct-widgets.d.ts for partners; its one import, the
// engine's tax year, is written out there as the engine's list of years.
import type { TaxYear } from '../../engine/index.ts';

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
export interface AcctCitation {
  readonly title: string;
  readonly href: string;
}

/** A parameter a working step used, with its value for the year and its sources. */
export interface AcctParameterUse {
  readonly name: string;
  readonly label: string;
  /** Pounds, or a fraction for a rate (0.0875 is 8.75%). */
  readonly value: number;
  readonly unit: 'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';
  readonly references: readonly AcctCitation[];
}

/** One step of a figure's working; the non-null amounts of a figure's steps sum to the figure. */
export interface AcctWorkingStep {
  readonly text: string;
  readonly amount: number | null;
  readonly parameters: readonly AcctParameterUse[];
  readonly references: readonly AcctCitation[];
}

/** How one figure of a result was worked out. */
export interface AcctFigureWorking<Figure extends string = string> {
  readonly figure: Figure;
  readonly label: string;
  readonly value: number;
  readonly steps: readonly AcctWorkingStep[];
}

export type AcctStudentLoanPlan = 'plan1' | 'plan2' | 'plan4' | 'plan5' | 'postgraduate';

/** Both tax calculators' optional circumstances; a calculator's event always carries all three. */
export interface AcctTaxpayerCircumstances {
  /** Scottish rates and bands on salary and trading profit. */
  scottishTaxpayer?: boolean;
  studentLoanPlans?: readonly AcctStudentLoanPlan[];
  /** Gross personal contributions under relief at source, a year. */
  pensionContributions?: number;
  /** Annual allowance unused in the three previous years, carried forward. */
  unusedAnnualAllowance?: number;
  /** Children the household gets Child Benefit for. */
  childBenefitChildren?: number;
  /** Marriage Allowance: receive the tax reduction, or transfer part of one's allowance. */
  marriageAllowance?: AcctMarriageAllowanceClaim;
}

export type AcctMarriageAllowanceClaim = 'receive' | 'transfer';

/** Marriage Allowance as applied, or why it was not. */
export interface AcctMarriageAllowanceOutcome {
  claim: AcctMarriageAllowanceClaim | null;
  applied: boolean;
  /** 'receive': the tax reduction; 'transfer': the allowance given up. */
  amount: number;
  reason: string | null;
}

/** What a high income and Marriage Allowance add to or take off the tax. */
export interface AcctTaxAdjustments {
  /** Tax on pension savings above the annual allowance, in totalTax. */
  annualAllowanceCharge: number;
  /** High Income Child Benefit Charge, in totalTax. */
  childBenefitCharge: number;
  marriageAllowance: AcctMarriageAllowanceOutcome;
}

export interface AcctSelfEmployedInput extends AcctTaxpayerCircumstances {
  /** Turnover. */
  income: number;
  expenses: number;
  /** The £1,000 trading allowance instead of the expenses. */
  tradingAllowance?: boolean;
  /** Gross pay from a PAYE job in the same year. */
  employmentIncome?: number;
}

export interface AcctPensionRelief {
  contributions: number;
  relieved: number;
  /** Basic-rate relief the scheme claims. */
  atSource: number;
  /** Income tax saved through the return. */
  throughReturn: number;
  total: number;
}

/** What the next £1,000 keeps after tax, NI and loan repayments. */
export interface AcctMarginalRate {
  step: number;
  keeps: number;
  rate: number;
}

export interface AcctScheduledPayment {
  /** ISO date. */
  date: string;
  amount: number;
  label: string;
}

export interface AcctPaymentsOnAccount {
  due: boolean;
  instalment: number;
  payments: readonly AcctScheduledPayment[];
  firstYear: readonly AcctScheduledPayment[];
}

export interface AcctSelfEmployedResult extends AcctTaxAdjustments {
  profit: number;
  personalAllowance: number;
  incomeTax: number;
  class2NI: number;
  /** Whether the year counts towards the State Pension, and what voluntary Class 2 would cost. */
  statePensionYear: {
    credited: boolean;
    smallProfitsThreshold: number;
    voluntaryClass2Weekly: number;
    voluntaryClass2Year: number;
  };
  /** The trading allowance against the expenses: which leaves more, and by how much. */
  tradingAllowance: {
    claimed: boolean;
    allowance: number;
    better: 'allowance' | 'expenses' | 'either';
    difference: number;
  };
  /** Making Tax Digital for Income Tax, if the turnover were the same each year. */
  makingTaxDigital: {
    qualifyingIncome: number;
    appliesFrom: string | null;
    threshold: number | null;
  };
  /** A PAYE job beside the business: what PAYE already takes; the figures are then the return's. */
  employment: {
    pay: number;
    taxDeductedAtSource: number;
    studentLoanDeductedAtSource: number;
  } | null;
  class4NI: number;
  totalTax: number;
  netIncome: number;
  monthlyNet: number;
  effectiveRate: number;
  /** Not tax: not in totalTax, taken off net income. */
  studentLoanRepayment: number;
  pensionRelief: AcctPensionRelief;
  paymentsOnAccount: AcctPaymentsOnAccount;
  marginal: AcctMarginalRate;
  working: readonly AcctFigureWorking<
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
    | 'marginal.keeps'
  >[];
}

export interface AcctDirectorInput extends AcctTaxpayerCircumstances {
  salary: number;
  dividends: number;
  savings: number;
}

export interface AcctDirectorResult extends AcctTaxAdjustments {
  totalIncome: number;
  salaryTax: number;
  dividendTax: number;
  savingsTax: number;
  employeeNI: number;
  totalTax: number;
  netIncome: number;
  effectiveRate: number;
  studentLoanRepayment: number;
  pensionRelief: AcctPensionRelief;
  /** The next £1,000 of salary, and of dividends. */
  marginal: { salary: AcctMarginalRate; dividends: AcctMarginalRate };
  breakdown: {
    personalAllowance: number;
    dividendAllowance: number;
    savingsAllowance: number;
    taxableIncome: number;
    allowanceSplit: { salary: number; savings: number; dividends: number };
  };
  working: readonly AcctFigureWorking<
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
    | 'marginal.dividends.keeps'
  >[];
}

export interface AcctPlannerInput {
  companyProfit: number;
  employmentAllowance: boolean;
  scottishTaxpayer: boolean;
}

/** One way of paying out the profit; salary + employerNI + corporationTax + dividends = companyProfit. */
export interface AcctPlannerSplit {
  salary: number;
  dividends: number;
  employerNI: number;
  corporationTax: number;
  employeeNI: number;
  incomeTax: number;
  takeHome: number;
}

export interface AcctPlannerResult {
  best: AcctPlannerSplit;
  strategies: readonly (AcctPlannerSplit & {
    strategy: 'secondaryThreshold' | 'lowerEarningsLimit' | 'personalAllowance' | 'allSalary';
  })[];
  curve: readonly { salary: number; takeHome: number }[];
  working: readonly AcctFigureWorking<
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
    | 'best.takeHome'
  >[];
}

/** The sole trader or limited company comparison's input, as its form gives it. */
export interface AcctIncorporationInput {
  /** The business's yearly profit before the owner's pay. */
  profit: number;
  /** Take each side's yearly accountancy fees, from the practice's fee table, off its take-home. */
  includeAccountancyFees: boolean;
  scottishTaxpayer: boolean;
  studentLoanPlans: readonly AcctStudentLoanPlan[];
  pensionContributions: number;
}

/** One row of the practice's fee table as a side pays it, a year. */
export interface AcctAccountancyFee {
  service: 'selfEmployedReturn' | 'companyAccounts' | 'payroll';
  label: string;
  price: number;
  vatIncluded: boolean;
  vat: number;
  amount: number;
  source: AcctCitation;
}

export interface AcctAccountancyFees {
  total: number;
  fees: readonly AcctAccountancyFee[];
}

export interface AcctIncorporationResult {
  profit: number;
  /** The self-employed calculator's figures for the profit. */
  soleTrader: {
    profit: number;
    incomeTax: number;
    class2NI: number;
    class4NI: number;
    studentLoanRepayment: number;
    totalTax: number;
    takeHomeBeforeFees: number;
    accountancyFees: AcctAccountancyFees | null;
    takeHome: number;
    selfEmployed: AcctSelfEmployedResult;
  };
  /** The planner's best salary and dividends for a one-director company with the profit. */
  limitedCompany: {
    salary: number;
    dividends: number;
    retained: number;
    employerNI: number;
    corporationTax: number;
    employeeNI: number;
    incomeTax: number;
    studentLoanRepayment: number;
    takeHomeBeforeFees: number;
    accountancyFees: AcctAccountancyFees | null;
    takeHome: number;
    planner: AcctPlannerResult;
  };
  /** limitedCompany.takeHome − soleTrader.takeHome: positive when a company leaves more. */
  difference: number;
  differenceBeforeFees: number;
  /** The whole-pound profit from which a company first leaves more; null when it never does up to £300,000. */
  breakEvenProfit: { beforeFees: number | null; afterFees: number | null };
  /** The difference against profit from £0 to £300,000, before and after both sides' fees. */
  curve: readonly { profit: number; beforeFees: number; afterFees: number }[];
  working: readonly AcctFigureWorking[];
}

export type AcctExpenseCategory = 'office' | 'travel' | 'equipment' | 'marketing' | 'professional';

export interface AcctExpensesInput {
  monthlyRevenue: number;
  categories: Record<AcctExpenseCategory, boolean>;
  additionalExpenses: number;
}

export interface AcctExpensesResult {
  annualRevenue: number;
  totalExpenses: number;
  taxableProfit: number;
  estimatedSavings: number;
  working: readonly AcctFigureWorking<
    'annualRevenue' | 'totalExpenses' | 'taxableProfit' | 'estimatedSavings'
  >[];
}

export type AcctPayrollFrequency = 'weekly' | 'monthly' | 'quarterly';

export interface AcctPayrollInput {
  employees: number;
  averageSalary: number;
  frequency: AcctPayrollFrequency;
}

export interface AcctPayrollResult {
  monthlyCost: number;
  annualCost: number;
  savings: number;
  comparisonCost: number;
  includes: readonly string[];
  frequency: AcctPayrollFrequency;
  working: readonly AcctFigureWorking<
    'monthlyCost' | 'annualCost' | 'comparisonCost' | 'savings'
  >[];
}

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
