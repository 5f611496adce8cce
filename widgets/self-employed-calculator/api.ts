import {
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  YEAR_SWITCH_PARTS,
  calculateEvent,
} from '../shared/shared-api.ts';
import { declareWidget } from '../shared/widget-api.ts';

export const selfEmployedCalculatorApi = declareWidget({
  tag: 'acct-self-employed-calculator',
  name: 'Self-employed calculator',
  description:
    'Income tax, Class 2 and Class 4 National Insurance, take-home pay and effective rate for a sole trader.',
  className: 'AcctSelfEmployedCalculatorElement',
  attributes: [TAX_YEAR_ATTRIBUTE, BOOKING_URL_ATTRIBUTE],
  events: [
    calculateEvent(
      'AcctSelfEmployedInput',
      'AcctSelfEmployedResult',
      "`{ taxYear: '2025-26' | '2026-27', input: { income, expenses }, result: { profit, incomeTax, class2NI, class4NI, totalTax, netIncome, monthlyNet, effectiveRate } }`",
    ),
  ],
  cssProperties: THEME_PROPERTIES,
  parts: [...CALCULATOR_PARTS, ...YEAR_SWITCH_PARTS],
});
