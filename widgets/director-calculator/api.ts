import {
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  YEAR_SWITCH_PARTS,
  calculateEvent,
} from '../shared/shared-api.ts';
import { declareWidget } from '../shared/widget-api.ts';

export const directorCalculatorApi = declareWidget({
  tag: 'acct-director-calculator',
  name: 'Director calculator',
  description:
    'Personal tax on a company director’s salary, dividends and savings, with the allowances broken down.',
  className: 'AcctDirectorCalculatorElement',
  attributes: [TAX_YEAR_ATTRIBUTE, BOOKING_URL_ATTRIBUTE],
  events: [
    calculateEvent(
      'AcctDirectorInput',
      'AcctDirectorResult',
      "`{ taxYear: '2025-26' | '2026-27', input: { salary, dividends, savings }, result: { totalIncome, salaryTax, dividendTax, savingsTax, employeeNI, totalTax, netIncome, effectiveRate, breakdown } }`",
    ),
  ],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    ...YEAR_SWITCH_PARTS,
    { name: 'note', description: 'the exclusions note' },
  ],
});
