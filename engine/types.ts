// The engine's types every calculator shares: the working, the taxpayer's circumstances and what
// they add, the forms' shapes. Each calculator's own input, result and form types are in its folder
// (calculators/<id>/engine/types.ts). Money is in pounds; rates are percentages.

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
  /**
   * Present (true) when the year's value is provisional: announced but not yet law, or not yet
   * announced and the year before's assumed.
   */
  readonly provisional?: true;
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
  /** Present when the figure is rounded from its steps' sum: that exact sum, e.g. 48000.5. */
  readonly unrounded?: number;
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
  /** Children the household gets Child Benefit for; its charge falls on the partner with the higher adjusted net income. */
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
  /**
   * The year's tests: no payments below `minimumLiability` through the return, nor when PAYE
   * deducted more than `deductedAtSourceShare` of the year's tax.
   */
  limits: { minimumLiability: number; deductedAtSourceShare: number };
}

export interface AllowanceSplit {
  salary: number;
  savings: number;
  dividends: number;
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
