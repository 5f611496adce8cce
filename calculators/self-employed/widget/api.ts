import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  CIRCUMSTANCE_ATTRIBUTES,
  CIRCUMSTANCE_PARTS,
  COMPARE_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  MORE_ABOUT_YOU_ATTRIBUTES,
  MORE_ABOUT_YOU_PART,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  WORKING_PART,
  FIGURES_PARTS,
  EXPLAIN_PART,
  calculateEvent,
  fieldAttribute,
  switchAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import type { SelfEmployedInput, SelfEmployedResult } from '../../../engine/index.ts';

export const selfEmployedCalculatorApi = declareWidget({
  tag: 'acct-self-employed-calculator',
  name: 'Self-employed calculator',
  description:
    'Income tax, Class 2 and Class 4 National Insurance, take-home pay, effective and marginal rates and payments on account for a sole trader, with Scottish rates, student loans, pension contributions and the annual allowance, the High Income Child Benefit Charge, Marriage Allowance, a PAYE job beside the business, State Pension age and a State Pension, savings interest and dividends, the trading allowance and when Making Tax Digital applies.',
  className: 'AcctSelfEmployedCalculatorElement',
  reservedHeight: 'clamp(44.4em, calc(82.7em - 47cqw), 73.8em)',
  calculator: {
    id: 'self-employed',
    title: 'Self-employed tax calculator',
    route: '/self-employed-tax-calculator',
    order: 1,
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute('income', 'Income', 'trading income for the year in pounds', '50000'),
    fieldAttribute('expenses', 'Expenses', 'allowable expenses for the year in pounds', '5000'),
    ...CIRCUMSTANCE_ATTRIBUTES,
    fieldAttribute(
      'employment-income',
      'Employment income',
      'gross pay for the year in pounds from a PAYE job beside the business',
      '30000',
    ),
    {
      name: 'trading-allowance',
      type: { kind: 'boolean' },
      field: { kind: 'switch' },
      label: 'Trading allowance',
      summary: 'Starts with the trading allowance claimed instead of the expenses.',
      description:
        'Present (or `true`): the trading allowance switch under “More about you” starts on (and the section opens), so the trading allowance is deducted from the income instead of the expenses. Absent or `false`: off. Either way “How we worked this out” says which of the two leaves more, and so does the result when the allowance is claimed or would leave more. The visitor can change it.',
    },
    fieldAttribute(
      'state-pension',
      'State Pension',
      'the State Pension received in the tax year in pounds, taxed with the profit',
      '11973',
    ),
    fieldAttribute(
      'savings',
      'Savings interest',
      'savings interest for the year in pounds, taxed above the profit',
      '2000',
    ),
    fieldAttribute(
      'dividends',
      'Dividends',
      'dividends for the year in pounds, taxed above the profit and any savings',
      '3000',
    ),
    fieldAttribute(
      'previous-year-bill',
      'Last year’s Self Assessment bill',
      'the previous tax year’s income tax and Class 4 in pounds not taken at source, which sets this year’s payments on account',
      '6000',
    ),
    switchAttribute(
      'over-state-pension-age',
      'Over State Pension age',
      'State Pension age was reached before 6 April, when the tax year began, so no Class 4 (or Class 2) National Insurance is due for it.',
    ),
    ...MORE_ABOUT_YOU_ATTRIBUTES,
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctSelfEmployedInput', 'AcctSelfEmployedResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    ...CIRCUMSTANCE_PARTS,
    MORE_ABOUT_YOU_PART,
    ...FIGURES_PARTS,
    EXPLAIN_PART,
    {
      name: 'payments',
      description:
        'the box of the table under “When you pay”: what is due on each 31 January and 31 July, and the tax year each payment belongs to',
    },
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctSelfEmployedInput = SelfEmployedInput;
export type AcctSelfEmployedResult = SelfEmployedResult;
