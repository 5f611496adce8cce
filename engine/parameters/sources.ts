// What each parameter is, under the same group and parameter names and in the same order as the
// parameter files, and for the practice's own figures where they come from (a tax parameter's dated
// values cite their sources themselves). Metadata: tests and docs import it; the calculators never do,
// so the widgets' bundles carry the figures and compact citations without these descriptions.
import type { dividends, incomeTax, savings, scottishIncomeTax } from './income-tax.ts';
import type { corporationTax, employerNI } from './company.ts';
import type { employeeNI, selfEmployedNI } from './national-insurance.ts';
import type { accountancyFees, calculator, expensePresets, expenses, payroll } from './practice.ts';
import type { vat } from './vat.ts';
import type {
  childBenefit,
  makingTaxDigital,
  paymentsOnAccount,
  pensions,
  studentLoans,
  trading,
} from './self-assessment.ts';
import { reference, type Reference } from './references.ts';

export interface ParameterSource {
  description: string;
  /**
   * The sources of a parameter whose dated values carry none (the practice's own figures). A tax
   * parameter cites its sources per dated value, in its parameter file.
   */
  reference?: readonly Reference[];
}

/** One entry per parameter of `Group`, no more and no fewer. */
export type SourcesOf<Group> = { readonly [Name in keyof Group & string]: ParameterSource };

// income-tax.ts

export const incomeTaxSources: SourcesOf<typeof incomeTax> = {
  personalAllowance: {
    description: 'Personal allowance',
  },
  personalAllowanceIncomeLimit: {
    description: 'Adjusted net income above which the personal allowance is withdrawn',
  },
  personalAllowanceTaperRate: {
    description:
      'Personal allowance withdrawn per pound of income above the limit (£1 for every £2)',
  },
  personalAllowanceRoundingStep: {
    description: 'A reduced personal allowance is rounded up to a multiple of this amount',
  },
  marriageAllowanceShare: {
    description:
      'Marriage Allowance: the share of the personal allowance one spouse or civil partner can transfer to the other',
  },
  marriageAllowanceRoundingStep: {
    description: 'The transferable amount is rounded up to a multiple of this',
  },
  basicRateBand: {
    description: 'Basic rate limit: width of the basic rate band of taxable income',
  },
  higherRateLimit: {
    description: 'Higher rate limit: taxable income above which the additional rate applies',
  },
  basicRate: {
    description: 'Basic rate of income tax',
  },
  higherRate: {
    description: 'Higher rate of income tax',
  },
  additionalRate: {
    description: 'Additional rate of income tax',
  },
};

export const dividendsSources: SourcesOf<typeof dividends> = {
  allowance: {
    description: 'Dividend allowance (dividend nil-rate band)',
  },
  ordinaryRate: {
    description: 'Dividend ordinary rate (dividends in the basic rate band)',
  },
  upperRate: {
    description: 'Dividend upper rate (dividends in the higher rate band)',
  },
  additionalRate: {
    description: 'Dividend additional rate (dividends above the higher rate limit)',
  },
};

export const savingsSources: SourcesOf<typeof savings> = {
  allowanceBasic: {
    description: 'Personal savings allowance of a basic rate taxpayer',
  },
  allowanceHigher: {
    description: 'Personal savings allowance of a higher rate taxpayer',
  },
  allowanceAdditional: {
    description: 'Personal savings allowance of an additional rate taxpayer',
  },
  startingRateBand: {
    description:
      'Starting rate band for savings, reduced £1 for every £1 of other taxable income (non-savings income)',
  },
  startingRate: {
    description: 'Starting rate for savings',
  },
};

export const scottishIncomeTaxSources: SourcesOf<typeof scottishIncomeTax> = {
  starterRate: {
    description: 'Scottish starter rate, on the first band of taxable non-savings income',
  },
  basicRateFrom: {
    description:
      'Taxable income (above the personal allowance) where the Scottish basic rate starts',
  },
  basicRate: { description: 'Scottish basic rate' },
  intermediateRateFrom: {
    description: 'Taxable income where the Scottish intermediate rate starts',
  },
  intermediateRate: { description: 'Scottish intermediate rate' },
  higherRateFrom: { description: 'Taxable income where the Scottish higher rate starts' },
  higherRate: { description: 'Scottish higher rate' },
  advancedRateFrom: { description: 'Taxable income where the Scottish advanced rate starts' },
  advancedRate: { description: 'Scottish advanced rate' },
  topRateFrom: { description: 'Taxable income where the Scottish top rate starts' },
  topRate: { description: 'Scottish top rate' },
};

// self-assessment.ts

export const studentLoansSources: SourcesOf<typeof studentLoans> = {
  plan1Threshold: { description: 'Plan 1 yearly repayment threshold' },
  plan2Threshold: { description: 'Plan 2 yearly repayment threshold' },
  plan4Threshold: { description: 'Plan 4 (Scotland) yearly repayment threshold' },
  plan5Threshold: { description: 'Plan 5 yearly repayment threshold' },
  plan5Repayable: {
    description:
      'Whether Plan 5 repayments are due in the year (1) or not yet (0): they start in April 2026',
  },
  postgraduateThreshold: { description: 'Postgraduate Loan yearly repayment threshold' },
  undergraduateRate: {
    description:
      'Repayment rate above the threshold of the undergraduate plan (the lowest one held)',
  },
  postgraduateRate: { description: 'Postgraduate Loan repayment rate above its threshold' },
  unearnedIncomeLimit: {
    description:
      'Unearned income (dividends, savings interest) counts in self assessment only when it is above this',
  },
};

export const pensionsSources: SourcesOf<typeof pensions> = {
  reliefAtSourceRate: {
    description: 'Rate the pension scheme claims back on a contribution under relief at source',
  },
  basicAmount: {
    description: 'Gross contributions relieved in a year even without relevant UK earnings',
  },
  annualAllowance: {
    description:
      'Pension savings a year (contributions by and for the member) before the annual allowance charge',
  },
  taperThresholdIncome: {
    description:
      'The allowance is tapered only when threshold income (net income less relief-at-source contributions) is above this',
  },
  taperAdjustedIncome: {
    description:
      'Adjusted income (net income plus employer contributions) above which the allowance is tapered',
  },
  taperRate: {
    description: 'The allowance falls by £1 for every £2 of adjusted income above the limit',
  },
  minimumAnnualAllowance: {
    description: 'The taper never takes the annual allowance below this',
  },
};

export const childBenefitSources: SourcesOf<typeof childBenefit> = {
  eldestChildWeekly: { description: 'Child Benefit a week for the eldest or only child' },
  otherChildWeekly: { description: 'Child Benefit a week for each other child' },
  chargeThreshold: {
    description: 'The High Income Child Benefit Charge applies above this adjusted net income',
  },
  chargeStep: {
    description:
      'The charge is 1% of the year’s Child Benefit for every step of this much income over the threshold',
  },
};

export const tradingSources: SourcesOf<typeof trading> = {
  allowance: {
    description:
      'Trading receipts up to this are free of tax; above it, this may be deducted instead of the actual expenses',
  },
};

export const makingTaxDigitalSources: SourcesOf<typeof makingTaxDigital> = {
  qualifyingIncomeThreshold: {
    description:
      'Making Tax Digital for Income Tax applies from each date to qualifying income (gross receipts) above this',
  },
};

export const paymentsOnAccountSources: SourcesOf<typeof paymentsOnAccount> = {
  minimumLiability: {
    description: 'No payments on account when the year’s income tax and Class 4 are below this',
  },
  deductedAtSourceShare: {
    description:
      'No payments on account when tax deducted at source (PAYE) is at least this share of the year’s income tax and Class 4',
  },
  instalmentShare: {
    description:
      'Each of the two payments on account, as a share of the year’s income tax and Class 4',
  },
};

// national-insurance.ts

export const selfEmployedNISources: SourcesOf<typeof selfEmployedNI> = {
  class2: {
    description:
      'Class 2 contribution payable (annual) by the self-employed with profits above the small profits threshold',
  },
  smallProfitsThreshold: {
    description:
      'Profits above this count the year towards the State Pension with no Class 2 to pay; below it, voluntary Class 2 keeps the year',
  },
  voluntaryClass2Weekly: {
    description:
      'Voluntary Class 2 contribution a week, for profits below the small profits threshold',
  },
  lowerProfitsLimit: {
    description: 'Class 4 lower profits limit',
  },
  upperProfitsLimit: {
    description: 'Class 4 upper profits limit',
  },
  mainRate: {
    description: 'Class 4 main rate, on profits between the lower and upper profits limits',
  },
  additionalRate: {
    description: 'Class 4 additional rate, on profits above the upper profits limit',
  },
};

export const employeeNISources: SourcesOf<typeof employeeNI> = {
  primaryThreshold: {
    description: 'Class 1 primary threshold (annual), employee contributions start above it',
  },
  upperEarningsLimit: {
    description: 'Class 1 upper earnings limit (annual)',
  },
  mainRate: {
    description:
      'Employee Class 1 main rate (category letter A), primary threshold to upper earnings limit',
  },
  additionalRate: {
    description:
      'Employee Class 1 additional rate (category letter A), above the upper earnings limit',
  },
};

// company.ts

export const employerNISources: SourcesOf<typeof employerNI> = {
  secondaryThreshold: {
    description:
      'Class 1 secondary threshold (annual: a director has an annual earnings period), employer contributions start above it',
  },
  lowerEarningsLimit: {
    description:
      'Class 1 lower earnings limit (annual): pay from here counts towards state pension entitlement',
  },
  rate: {
    description: 'Employer (secondary) Class 1 rate on earnings above the secondary threshold',
  },
  employmentAllowance: {
    description:
      'Employment Allowance a year, set against employer Class 1; not available to a company whose only employee paid above the secondary threshold is a director',
    reference: [reference('employmentAllowanceExcluded')],
  },
};

export const corporationTaxSources: SourcesOf<typeof corporationTax> = {
  smallProfitsRate: {
    description: 'Small profits rate, on profits up to the lower limit',
  },
  mainRate: {
    description: 'Main rate, on profits at or above the upper limit',
  },
  lowerLimit: {
    description: 'Lower limit (12-month accounting period, no associated companies)',
  },
  upperLimit: {
    description: 'Upper limit (12-month accounting period, no associated companies)',
  },
  marginalReliefFraction: {
    description:
      'Standard fraction of marginal relief: profits between the limits pay the main rate less fraction × (upper limit − profits)',
  },
};

// vat.ts

export const vatSources: SourcesOf<typeof vat> = {
  standardRate: {
    description: 'Standard rate of VAT, charged on the practice’s fees quoted before VAT',
  },
};

// practice.ts

export const expensePresetsSources: SourcesOf<typeof expensePresets> = {
  office: {
    description: 'Typical annual office, property and equipment running costs',
    reference: [reference('selfEmployedExpenses'), reference('practiceCalculators')],
  },
  travel: {
    description: 'Typical annual travel costs',
    reference: [reference('selfEmployedExpenses'), reference('practiceCalculators')],
  },
  equipment: {
    description: 'Typical annual equipment costs',
    reference: [reference('selfEmployedExpenses'), reference('practiceCalculators')],
  },
  marketing: {
    description: 'Typical annual marketing and advertising costs',
    reference: [reference('selfEmployedExpenses'), reference('practiceCalculators')],
  },
  professional: {
    description: 'Typical annual professional fees and subscriptions',
    reference: [reference('selfEmployedExpenses'), reference('practiceCalculators')],
  },
};

export const expensesSources: SourcesOf<typeof expenses> = {
  taxRelief: {
    description: 'Estimated tax saved per pound of allowable expenses (basic rate relief)',
    reference: [reference('selfEmployedExpenses'), reference('practiceCalculators')],
  },
};

export const payrollSources: SourcesOf<typeof payroll> = {
  basicMaxEmployees: {
    description: 'Largest payroll on the Basic package',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  basicMonthlyFee: {
    description: 'Basic package monthly fee',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  standardMaxEmployees: {
    description: 'Largest payroll on the Standard package',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  standardPerEmployee: {
    description: 'Standard package monthly fee per employee',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  largePerEmployee: {
    description: 'Monthly fee per employee above the Standard package',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  comparisonHoursPerEmployee: {
    description: 'Hours a month an employer spends running one employee’s payroll in house',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  comparisonHourlyRate: {
    description: 'Cost of an hour of in-house payroll work',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  comparisonAnnualPerEmployee: {
    description: 'Annual software and year-end cost per employee when payroll is run in house',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
  maxEmployees: {
    description: 'Most employees the payroll calculator prices; larger payrolls are quoted',
    reference: [reference('practicePayrollFees'), reference('runningPayroll')],
  },
};

const ACCOUNTANCY_FEE_SOURCES = [
  reference('practiceFees'),
  reference('selfAssessmentReturns'),
  reference('companyAccountsAndTax'),
];

export const accountancyFeesSources: SourcesOf<typeof accountancyFees> = {
  selfEmployedReturn: {
    description:
      'Self-employed tax return for one trade (Basic self-employed), a year, VAT included',
    reference: ACCOUNTANCY_FEE_SOURCES,
  },
  companyAccountsAnnual: {
    description:
      'Limited company accounts and corporation tax return, up to 3 people, paid yearly, before VAT',
    reference: ACCOUNTANCY_FEE_SOURCES,
  },
  companyAccountsMonthly: {
    description:
      'Limited company accounts and corporation tax return, up to 3 people, paid monthly, before VAT',
    reference: ACCOUNTANCY_FEE_SOURCES,
  },
};

export const calculatorSources: SourcesOf<typeof calculator> = {
  inputLimit: {
    description: 'Largest amount a calculator accepts in any money field',
    reference: [reference('practiceCalculators')],
  },
};
