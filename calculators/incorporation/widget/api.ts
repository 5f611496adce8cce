import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  CIRCUMSTANCE_ATTRIBUTES,
  CIRCUMSTANCE_PARTS,
  COMPARE_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  WORKING_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import type {
  AccountancyFee,
  AccountancyFees,
  BusinessStructureInput,
  BusinessStructureResult,
} from '../../../engine/index.ts';

export const incorporationCalculatorApi = declareWidget({
  tag: 'acct-incorporation-calculator',
  name: 'Sole trader or limited company',
  description:
    'The same yearly profit as a sole trader and as a one-director limited company paying the best salary and dividends: each side’s take-home, optionally after the practice’s fees, the difference, and where a company leaves more, charted.',
  className: 'AcctIncorporationCalculatorElement',
  calculator: {
    id: 'incorporation',
    title: 'Sole trader or limited company?',
    route: '/sole-trader-vs-limited-company',
    order: 6,
  },
  // It runs both the self-employed calculator and the planner, with their tax parameters, so its
  // scripts weigh more than the budget allows; it ships on our own site only (widgets/README.md).
  unpublished: {
    reason:
      'it carries both the self-employed calculator and the salary and dividends planner: its light script measured 45,780 B gzip against the 40,440 B budget, its classic script 107,241 B against 101,100 B, with its chart and working in the first load',
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute(
      'profit',
      'Profit',
      'the business’s profit for the year in pounds, before the owner’s pay',
      '60000',
    ),
    ...CIRCUMSTANCE_ATTRIBUTES,
    {
      name: 'include-accountancy-fees',
      type: { kind: 'boolean' },
      field: { kind: 'switch' },
      label: 'Include accountancy fees',
      summary: 'Starts with the accountancy fees switch on.',
      description:
        'Present (or `true`): the switch that counts each side’s yearly accountancy fees from the practice’s fee table (a company’s own deducted before corporation tax) starts on. Absent or `false`: it starts off. The visitor can change it.',
    },
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctIncorporationInput', 'AcctIncorporationResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    ...CIRCUMSTANCE_PARTS,
    { name: 'answer', description: 'the answer in words that leads the result' },
    { name: 'sides', description: 'the two columns, sole trader and limited company' },
    {
      name: 'inside-ir35',
      description: 'the same profit through the company inside IR35 with a small client',
    },
    { name: 'table', description: 'the difference at a few profits, the chart’s text alternative' },
    { name: 'chart', description: 'the chart of the difference against profit' },
    { name: 'caveats', description: 'what the figures leave out' },
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
/** The sole trader or limited company comparison's input, as its form gives it. */
export type AcctIncorporationInput = BusinessStructureInput;
/** One row of the practice's fee table as a side pays it, a year. */
export type AcctAccountancyFee = AccountancyFee;
export type AcctAccountancyFees = AccountancyFees;
export type AcctIncorporationResult = BusinessStructureResult;
