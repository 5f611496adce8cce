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
  BusinessStructureSides,
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
  reservedHeight: 'clamp(38.7em, calc(76.5em - 46.5cqw), 67.7em)',
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
/**
 * Both sides at the profit compared. The chart's curve and where a company stays ahead are the
 * engine's `businessStructureChart`, which the widget loads after its first answer.
 */
export type AcctIncorporationResult = BusinessStructureSides;
