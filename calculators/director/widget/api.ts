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
import type { DirectorInput, DirectorResult } from '../../../engine/index.ts';

export const directorCalculatorApi = declareWidget({
  tag: 'acct-director-calculator',
  name: 'Director calculator',
  description:
    'Personal tax on a company director’s salary, dividends and savings, with the allowances broken down, the annual allowance, the High Income Child Benefit Charge, Marriage Allowance, State Pension age and a State Pension.',
  className: 'AcctDirectorCalculatorElement',
  reservedHeight: 'clamp(39.2em, calc(86.4em - 58cqw), 74.8em)',
  calculator: {
    id: 'director',
    title: 'Company director tax calculator',
    route: '/directors-tax-calculator',
    order: 2,
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute('salary', 'Salary', 'salary for the year in pounds, before tax', '50000'),
    fieldAttribute('dividends', 'Dividends', 'dividends for the year in pounds', '20000'),
    fieldAttribute(
      'savings',
      'Savings interest',
      'savings interest for the year in pounds',
      '1000',
    ),
    ...CIRCUMSTANCE_ATTRIBUTES,
    fieldAttribute(
      'state-pension',
      'State Pension',
      'the State Pension received in the tax year in pounds, taxed with the salary',
      '11973',
    ),
    switchAttribute(
      'over-state-pension-age',
      'Over State Pension age',
      'no employee National Insurance is taken from the salary; the company’s employer National Insurance is unchanged.',
    ),
    ...MORE_ABOUT_YOU_ATTRIBUTES,
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctDirectorInput', 'AcctDirectorResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    ...CIRCUMSTANCE_PARTS.filter(({ name }) => name !== 'note'),
    { name: 'note', description: 'the notes under the results (marginal rates, exclusions)' },
    MORE_ABOUT_YOU_PART,
    ...FIGURES_PARTS,
    EXPLAIN_PART,
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctDirectorInput = DirectorInput;
export type AcctDirectorResult = DirectorResult;
