// The rates and thresholds of a year for text that quotes them, apart from the calculators so a
// page that only quotes a rate does not carry a calculator.
import { corporationTax, employerNI } from './parameters/company.ts';
import { dividends, incomeTax, savings, scottishIncomeTax } from './parameters/income-tax.ts';
import { employeeNI, selfEmployedNI } from './parameters/national-insurance.ts';
import { resolverFor, type TaxParameters } from './parameters/parameters-for.ts';
import { entryAt } from './parameters/parameter.ts';
import { property } from './parameters/property.ts';
import {
  makingTaxDigital,
  paymentsOnAccount,
  pensions,
  studentLoans,
} from './parameters/self-assessment.ts';
import { knownYear, taxYearStart } from './parameters/tax-years.ts';
import type { TaxYear } from './types.ts';

/** Rates and thresholds of a tax year, as `ratesFor` returns them (rates as fractions). */
export type TaxRates = Pick<
  TaxParameters,
  | 'incomeTax'
  | 'dividends'
  | 'savings'
  | 'selfEmployedNI'
  | 'employeeNI'
  | 'scottishIncomeTax'
  | 'studentLoans'
  | 'pensions'
  | 'paymentsOnAccount'
  | 'employerNI'
  | 'corporationTax'
  | 'property'
>;

// Every tax group but the practice's figures: only a bundle that calls ratesFor carries them all.
const rates = /* @__PURE__ */ resolverFor({
  incomeTax,
  dividends,
  savings,
  selfEmployedNI,
  employeeNI,
  scottishIncomeTax,
  studentLoans,
  pensions,
  paymentsOnAccount,
  employerNI,
  corporationTax,
  property,
});

/**
 * The rates and thresholds in force in `taxYear`, for text that quotes
 * them: `ratesFor('2026-27').dividends.ordinaryRate` is 0.1075. Throws a RangeError for an unknown year.
 */
export function ratesFor(taxYear: TaxYear): TaxRates {
  const p = rates(knownYear(taxYear));
  return {
    incomeTax: p.incomeTax,
    dividends: p.dividends,
    savings: p.savings,
    selfEmployedNI: p.selfEmployedNI,
    employeeNI: p.employeeNI,
    scottishIncomeTax: p.scottishIncomeTax,
    studentLoans: p.studentLoans,
    pensions: p.pensions,
    paymentsOnAccount: p.paymentsOnAccount,
    employerNI: p.employerNI,
    corporationTax: p.corporationTax,
    property: p.property,
  };
}

/** The company side's rates and thresholds, as `ratesFor` returns them. */
export type CompanyRates = Pick<TaxRates, 'employerNI' | 'corporationTax'>;

const companyRates = /* @__PURE__ */ resolverFor({ employerNI, corporationTax });

/**
 * Employer National Insurance and corporation tax in force in `taxYear`: what `ratesFor` gives for
 * the company, without the personal taxes' groups (the planner widget quotes the Employment
 * Allowance beside its switch). Throws a RangeError for an unknown year.
 */
export function companyRatesFor(taxYear: TaxYear): CompanyRates {
  const p = companyRates(knownYear(taxYear));
  return { employerNI: p.employerNI, corporationTax: p.corporationTax };
}

/**
 * The qualifying income (gross receipts) above which Making Tax Digital for Income Tax applies in
 * `taxYear`, or null in a year before it starts: for text that says whom it reaches.
 */
export function makingTaxDigitalThreshold(taxYear: TaxYear): number | null {
  const schedule = makingTaxDigital.qualifyingIncomeThreshold;
  const start = taxYearStart(knownYear(taxYear));
  const first = Object.keys(schedule.values).sort()[0]!;
  if (start < first) return null;
  return entryAt('makingTaxDigital.qualifyingIncomeThreshold', schedule, start).value;
}
