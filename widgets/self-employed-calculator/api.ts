import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  CIRCUMSTANCE_ATTRIBUTES,
  CIRCUMSTANCE_PARTS,
  COMPARE_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
  TAX_YEAR_TYPE,
  THEME_PROPERTIES,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  WORKING_PART,
  calculateEvent,
  fieldAttribute,
} from '../shared/shared-api.ts';
import { declareWidget } from '../shared/widget-api.ts';

export const selfEmployedCalculatorApi = declareWidget({
  tag: 'acct-self-employed-calculator',
  name: 'Self-employed calculator',
  description:
    'Income tax, Class 2 and Class 4 National Insurance, take-home pay, effective and marginal rates and payments on account for a sole trader, with Scottish rates, student loans and pension contributions.',
  className: 'AcctSelfEmployedCalculatorElement',
  calculator: {
    id: 'self-employed',
    title: 'Self-employed tax calculator',
    route: '/self-employed-tax-calculator',
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute('income', 'Income', 'trading income for the year in pounds', '50000'),
    fieldAttribute('expenses', 'Expenses', 'allowable expenses for the year in pounds', '5000'),
    ...CIRCUMSTANCE_ATTRIBUTES,
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [
    calculateEvent(
      'AcctSelfEmployedInput',
      'AcctSelfEmployedResult',
      `\`{ taxYear: ${TAX_YEAR_TYPE}, input: { income, expenses, scottishTaxpayer, studentLoanPlans, pensionContributions }, result: { profit, incomeTax, class2NI, class4NI, totalTax, netIncome, monthlyNet, effectiveRate, studentLoanRepayment, pensionRelief, paymentsOnAccount, marginal } }\``,
    ),
  ],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    ...CIRCUMSTANCE_PARTS,
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});
