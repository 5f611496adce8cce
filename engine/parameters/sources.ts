// What each parameter is and where its values come from, under the same group and parameter names
// and in the same order as the parameter files. Metadata: tests and docs import it; the calculators
// never do, so the widgets' bundles carry the figures without the citations.
import type { dividends, incomeTax, savings } from './income-tax.ts';
import type { employeeNI, selfEmployedNI } from './national-insurance.ts';
import type { calculator, expensePresets, expenses, payroll } from './practice.ts';
import {
  DIVIDEND_RATES_2026,
  EMPLOYEE_NI,
  EMPLOYER_RATES_2025,
  EMPLOYER_RATES_2026,
  INCOME_OVER_100K,
  INCOME_TAX_RATES,
  ITA_2007_S10,
  ITA_2007_S12,
  ITA_2007_S12B,
  ITA_2007_S13A,
  ITA_2007_S35,
  ITA_2007_S58,
  ITA_2007_S6,
  ITA_2007_S8,
  NIC_REDUCTION_2023,
  NIC_REDUCTION_2024,
  PRACTICE_CALCULATORS,
  PRACTICE_PAYROLL_FEES,
  RATES_AND_ALLOWANCES,
  RUNNING_PAYROLL,
  SAVINGS_INTEREST,
  SELF_EMPLOYED_EXPENSES,
  SELF_EMPLOYED_NI,
  SSCBA_1992_S15,
  TAX_ON_DIVIDENDS,
  type Reference,
} from './references.ts';

export interface ParameterSource {
  description: string;
  reference: readonly Reference[];
}

/** One entry per parameter of `Group`, no more and no fewer. */
export type SourcesOf<Group> = { readonly [Name in keyof Group]: ParameterSource };

// income-tax.ts

export const incomeTaxSources: SourcesOf<typeof incomeTax> = {
  personalAllowance: {
    description: 'Personal allowance',
    reference: [INCOME_TAX_RATES, RATES_AND_ALLOWANCES, ITA_2007_S35],
  },
  personalAllowanceIncomeLimit: {
    description: 'Adjusted net income above which the personal allowance is withdrawn',
    reference: [INCOME_OVER_100K, ITA_2007_S35, ITA_2007_S58],
  },
  personalAllowanceTaperRate: {
    description:
      'Personal allowance withdrawn per pound of income above the limit (£1 for every £2)',
    reference: [INCOME_OVER_100K, ITA_2007_S35],
  },
  personalAllowanceRoundingStep: {
    description: 'A reduced personal allowance is rounded up to a multiple of this amount',
    reference: [ITA_2007_S35],
  },
  basicRateBand: {
    description: 'Basic rate limit: width of the basic rate band of taxable income',
    reference: [RATES_AND_ALLOWANCES, ITA_2007_S10],
  },
  higherRateLimit: {
    description: 'Higher rate limit: taxable income above which the additional rate applies',
    reference: [INCOME_TAX_RATES, RATES_AND_ALLOWANCES, ITA_2007_S10],
  },
  basicRate: {
    description: 'Basic rate of income tax',
    reference: [INCOME_TAX_RATES, ITA_2007_S6],
  },
  higherRate: {
    description: 'Higher rate of income tax',
    reference: [INCOME_TAX_RATES, ITA_2007_S6],
  },
  additionalRate: {
    description: 'Additional rate of income tax',
    reference: [INCOME_TAX_RATES, ITA_2007_S6],
  },
};

export const dividendsSources: SourcesOf<typeof dividends> = {
  allowance: {
    description: 'Dividend allowance (dividend nil-rate band)',
    reference: [TAX_ON_DIVIDENDS, ITA_2007_S13A],
  },
  ordinaryRate: {
    description: 'Dividend ordinary rate (dividends in the basic rate band)',
    reference: [TAX_ON_DIVIDENDS, ITA_2007_S8, DIVIDEND_RATES_2026],
  },
  upperRate: {
    description: 'Dividend upper rate (dividends in the higher rate band)',
    reference: [TAX_ON_DIVIDENDS, ITA_2007_S8, DIVIDEND_RATES_2026],
  },
  additionalRate: {
    description: 'Dividend additional rate (dividends above the higher rate limit)',
    reference: [TAX_ON_DIVIDENDS, ITA_2007_S8, DIVIDEND_RATES_2026],
  },
};

export const savingsSources: SourcesOf<typeof savings> = {
  allowanceBasic: {
    description: 'Personal savings allowance of a basic rate taxpayer',
    reference: [SAVINGS_INTEREST, ITA_2007_S12B],
  },
  allowanceHigher: {
    description: 'Personal savings allowance of a higher rate taxpayer',
    reference: [SAVINGS_INTEREST, ITA_2007_S12B],
  },
  allowanceAdditional: {
    description: 'Personal savings allowance of an additional rate taxpayer',
    reference: [SAVINGS_INTEREST, ITA_2007_S12B],
  },
  startingRateBand: {
    description:
      'Starting rate band for savings, reduced £1 for every £1 of other taxable income (non-savings income)',
    reference: [SAVINGS_INTEREST, ITA_2007_S12],
  },
  startingRate: {
    description: 'Starting rate for savings',
    reference: [SAVINGS_INTEREST, ITA_2007_S12],
  },
};

// national-insurance.ts

export const selfEmployedNISources: SourcesOf<typeof selfEmployedNI> = {
  class2: {
    description:
      'Class 2 contribution payable (annual) by the self-employed with profits above the small profits threshold',
    reference: [SELF_EMPLOYED_NI, NIC_REDUCTION_2023],
  },
  lowerProfitsLimit: {
    description: 'Class 4 lower profits limit',
    reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15],
  },
  upperProfitsLimit: {
    description: 'Class 4 upper profits limit',
    reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15],
  },
  mainRate: {
    description: 'Class 4 main rate, on profits between the lower and upper profits limits',
    reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15, NIC_REDUCTION_2024],
  },
  additionalRate: {
    description: 'Class 4 additional rate, on profits above the upper profits limit',
    reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15],
  },
};

export const employeeNISources: SourcesOf<typeof employeeNI> = {
  primaryThreshold: {
    description: 'Class 1 primary threshold (annual), employee contributions start above it',
    reference: [EMPLOYER_RATES_2025, EMPLOYER_RATES_2026],
  },
  upperEarningsLimit: {
    description: 'Class 1 upper earnings limit (annual)',
    reference: [EMPLOYER_RATES_2025, EMPLOYER_RATES_2026],
  },
  mainRate: {
    description:
      'Employee Class 1 main rate (category letter A), primary threshold to upper earnings limit',
    reference: [EMPLOYEE_NI, EMPLOYER_RATES_2025, EMPLOYER_RATES_2026, NIC_REDUCTION_2024],
  },
  additionalRate: {
    description:
      'Employee Class 1 additional rate (category letter A), above the upper earnings limit',
    reference: [EMPLOYEE_NI, EMPLOYER_RATES_2025, EMPLOYER_RATES_2026],
  },
};

// practice.ts

export const expensePresetsSources: SourcesOf<typeof expensePresets> = {
  office: {
    description: 'Typical annual office, property and equipment running costs',
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  },
  travel: {
    description: 'Typical annual travel costs',
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  },
  equipment: {
    description: 'Typical annual equipment costs',
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  },
  marketing: {
    description: 'Typical annual marketing and advertising costs',
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  },
  professional: {
    description: 'Typical annual professional fees and subscriptions',
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  },
};

export const expensesSources: SourcesOf<typeof expenses> = {
  taxRelief: {
    description: 'Estimated tax saved per pound of allowable expenses (basic rate relief)',
    reference: [SELF_EMPLOYED_EXPENSES, PRACTICE_CALCULATORS],
  },
};

export const payrollSources: SourcesOf<typeof payroll> = {
  basicMaxEmployees: {
    description: 'Largest payroll on the Basic package',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  basicMonthlyFee: {
    description: 'Basic package monthly fee',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  standardMaxEmployees: {
    description: 'Largest payroll on the Standard package',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  standardPerEmployee: {
    description: 'Standard package monthly fee per employee',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  largePerEmployee: {
    description: 'Monthly fee per employee above the Standard package',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  comparisonHoursPerEmployee: {
    description: 'Hours a month an employer spends running one employee’s payroll in house',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  comparisonHourlyRate: {
    description: 'Cost of an hour of in-house payroll work',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
  comparisonAnnualPerEmployee: {
    description: 'Annual software and year-end cost per employee when payroll is run in house',
    reference: [PRACTICE_PAYROLL_FEES, RUNNING_PAYROLL],
  },
};

export const calculatorSources: SourcesOf<typeof calculator> = {
  inputLimit: {
    description: 'Largest amount a calculator accepts in any money field',
    reference: [PRACTICE_CALCULATORS],
  },
};
