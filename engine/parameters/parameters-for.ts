// Resolves every dated parameter to the value in force on the first day of a tax year.
import type { ExpenseCategory, TaxYear } from '../types.ts';
import * as incomeTax from './income-tax.ts';
import * as ni from './national-insurance.ts';
import { valueAt, type Parameter } from './parameter.ts';
import * as practice from './practice.ts';
import { TAX_YEAR_START } from './tax-years.ts';

export interface TaxParameters {
  taxYear: TaxYear;
  incomeTax: {
    personalAllowance: number;
    personalAllowanceIncomeLimit: number;
    personalAllowanceTaperRate: number;
    personalAllowanceRoundingStep: number;
    basicRateBand: number;
    higherRateLimit: number;
    basicRate: number;
    higherRate: number;
    additionalRate: number;
  };
  dividends: {
    allowance: number;
    ordinaryRate: number;
    upperRate: number;
    additionalRate: number;
  };
  savings: {
    allowanceBasic: number;
    allowanceHigher: number;
    allowanceAdditional: number;
    startingRateBand: number;
    startingRate: number;
  };
  selfEmployedNI: {
    class2: number;
    lowerProfitsLimit: number;
    upperProfitsLimit: number;
    mainRate: number;
    additionalRate: number;
  };
  employeeNI: {
    primaryThreshold: number;
    upperEarningsLimit: number;
    mainRate: number;
    additionalRate: number;
  };
  expenses: {
    presets: Readonly<Record<ExpenseCategory, number>>;
    taxRelief: number;
  };
  payroll: {
    basicMaxEmployees: number;
    basicMonthlyFee: number;
    standardMaxEmployees: number;
    standardPerEmployee: number;
    largePerEmployee: number;
    comparisonHoursPerEmployee: number;
    comparisonHourlyRate: number;
    comparisonAnnualPerEmployee: number;
    features: readonly string[];
  };
  inputLimit: number;
}

function resolve(taxYear: TaxYear): TaxParameters {
  const on = TAX_YEAR_START[taxYear];
  const at = (parameter: Parameter): number => valueAt(parameter, on);
  return {
    taxYear,
    incomeTax: {
      personalAllowance: at(incomeTax.personalAllowance),
      personalAllowanceIncomeLimit: at(incomeTax.personalAllowanceIncomeLimit),
      personalAllowanceTaperRate: at(incomeTax.personalAllowanceTaperRate),
      personalAllowanceRoundingStep: at(incomeTax.personalAllowanceRoundingStep),
      basicRateBand: at(incomeTax.basicRateBand),
      higherRateLimit: at(incomeTax.higherRateLimit),
      basicRate: at(incomeTax.basicRate),
      higherRate: at(incomeTax.higherRate),
      additionalRate: at(incomeTax.additionalRate),
    },
    dividends: {
      allowance: at(incomeTax.dividendAllowance),
      ordinaryRate: at(incomeTax.dividendOrdinaryRate),
      upperRate: at(incomeTax.dividendUpperRate),
      additionalRate: at(incomeTax.dividendAdditionalRate),
    },
    savings: {
      allowanceBasic: at(incomeTax.savingsAllowanceBasic),
      allowanceHigher: at(incomeTax.savingsAllowanceHigher),
      allowanceAdditional: at(incomeTax.savingsAllowanceAdditional),
      startingRateBand: at(incomeTax.savingsStartingRateBand),
      startingRate: at(incomeTax.savingsStartingRate),
    },
    selfEmployedNI: {
      class2: at(ni.class2AnnualAmount),
      lowerProfitsLimit: at(ni.class4LowerProfitsLimit),
      upperProfitsLimit: at(ni.class4UpperProfitsLimit),
      mainRate: at(ni.class4MainRate),
      additionalRate: at(ni.class4AdditionalRate),
    },
    employeeNI: {
      primaryThreshold: at(ni.class1PrimaryThreshold),
      upperEarningsLimit: at(ni.class1UpperEarningsLimit),
      mainRate: at(ni.class1MainRate),
      additionalRate: at(ni.class1AdditionalRate),
    },
    expenses: {
      presets: {
        office: at(practice.expensePresets.office),
        travel: at(practice.expensePresets.travel),
        equipment: at(practice.expensePresets.equipment),
        marketing: at(practice.expensePresets.marketing),
        professional: at(practice.expensePresets.professional),
      },
      taxRelief: at(practice.expenseTaxRelief),
    },
    payroll: {
      basicMaxEmployees: at(practice.payrollBasicMaxEmployees),
      basicMonthlyFee: at(practice.payrollBasicMonthlyFee),
      standardMaxEmployees: at(practice.payrollStandardMaxEmployees),
      standardPerEmployee: at(practice.payrollStandardPerEmployee),
      largePerEmployee: at(practice.payrollLargePerEmployee),
      comparisonHoursPerEmployee: at(practice.payrollComparisonHoursPerEmployee),
      comparisonHourlyRate: at(practice.payrollComparisonHourlyRate),
      comparisonAnnualPerEmployee: at(practice.payrollComparisonAnnualPerEmployee),
      features: practice.PAYROLL_PACKAGE_FEATURES,
    },
    inputLimit: at(practice.calculatorInputLimit),
  };
}

const cache = new Map<TaxYear, TaxParameters>();

/** Parameters in force on the first day (6 April) of `taxYear`. */
export function parametersFor(taxYear: TaxYear): TaxParameters {
  let parameters = cache.get(taxYear);
  if (parameters === undefined) {
    parameters = deepFreeze(resolve(taxYear));
    cache.set(taxYear, parameters);
  }
  return parameters;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
