// The engine's public API: nothing else in engine/ is imported from outside. Only re-exports: what
// a page or widget uses comes from the module that defines it, so a page that quotes a fee or a year
// does not carry the calculators (each module below is free of side effects).
export {
  PROVISIONAL_TAX_YEARS,
  TAX_YEARS,
  isProvisionalYear,
  isTaxYear,
  taxYearAfter,
  taxYearLabel,
  taxYearOn,
  taxYearStart,
  ukDateOn,
} from './parameters/tax-years.ts';
export { PAYROLL_PACKAGE_FEATURES } from './parameters/practice.ts';
export { listInWords } from './words.ts';
export { AMOUNT_HINT, readAmount, type AmountReading } from './forms/read-amount.ts';
export { readStudentLoanPlans } from './forms/amount.ts';
export {
  CHILDREN_HINT,
  MARRIAGE_ALLOWANCE_HINT,
  MAX_CHILD_BENEFIT_CHILDREN,
} from './forms/amount.ts';
export { MAKING_TAX_DIGITAL_GUIDE } from './parameters/self-assessment.ts';
export { VAT_REGISTRATION_GUIDE } from './parameters/vat.ts';
export {
  EXPENSE_CATEGORIES,
  MARRIAGE_ALLOWANCE_CLAIMS,
  STUDENT_LOAN_PLANS,
  STUDENT_LOAN_PLAN_NAMES,
} from './types.ts';
export type * from './types.ts';
export {
  companyRatesFor,
  makingTaxDigitalThreshold,
  ratesFor,
  type CompanyRates,
  type TaxRates,
} from './rates.ts';
export {
  ACCOUNTANCY_FEES,
  CALCULATOR_INPUT_LIMIT,
  EXPENSE_PRESETS,
  PAYROLL_FEES,
  VAT_RATE,
} from './practice-figures.ts';
export { gbp, percent } from './rules/working.ts';
export { MONTHS_PER_YEAR, WEEKS_PER_YEAR } from './rules/arithmetic.ts';
// Every calculator's own names (its figures, working, form and types), from its folder under
// calculators/, through the index `npm run calculators:index` writes from those folders.
export * from '../calculators/engine.ts';
