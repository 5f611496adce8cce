// The take-home pay calculator's public names.
export {
  calculateTakeHome,
  MAX_DAYS_PER_WEEK,
  MAX_HOURS_PER_WEEK,
  MAX_PERCENT,
} from './figures.ts';
export { explainTakeHome } from './working.ts';
export { parseTakeHomeForm, readPay, PAY_HINT, TAKE_HOME_OPTIONAL_FIELDS } from './form.ts';
export {
  parseTaxCode,
  TAX_CODE_HINT,
  TAX_CODE_REGIONS,
  type TaxCode,
  type TaxCodeReading,
  type TaxCodeRegion,
} from './tax-code.ts';
export { PAY_FREQUENCIES, type PayFrequency } from './payday.ts';
export { PAY_BASES, PENSION_BASES, PENSION_METHODS } from './types.ts';
export type * from './types.ts';
