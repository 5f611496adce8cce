import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  COMPARE_PARTS,
  EXPLAIN_PART,
  HIDE_WORKING_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import { SALE_COLUMNS } from './sale-columns.ts';
import {
  MAX_CAPITAL_GAINS_DISPOSALS,
  type CapitalGainsInput,
  type CapitalGainsResult,
} from '../../../engine/index.ts';

export const capitalGainsCalculatorApi = declareWidget({
  tag: 'acct-capital-gains-calculator',
  name: 'Capital gains tax calculator',
  description:
    'Capital gains tax on a tax year’s sales of shares, other assets and residential property: each gain or loss, losses of the year and brought forward, the annual exempt amount, the rates on what income leaves of the basic rate band, Business Asset Disposal Relief within its lifetime limit, and each residential property’s 60-day return and payment.',
  className: 'AcctCapitalGainsCalculatorElement',
  reservedHeight: 'clamp(52.2em, calc(118.5em - 81.5cqw), 103.3em)',
  calculator: {
    id: 'capital-gains',
    title: 'Capital gains tax calculator',
    route: '/capital-gains-tax-calculator',
    order: 8,
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    {
      name: 'disposals',
      type: { kind: 'string' },
      field: { kind: 'rows', max: MAX_CAPITAL_GAINS_DISPOSALS, columns: SALE_COLUMNS },
      label: 'Sales',
      summary: 'Fills in the sales, one row of fields each.',
      description: `The year’s sales, separated by \`;\`, each as its values separated by spaces, in this order: \`other\` (shares and other assets) or \`residential\` (residential property); what it sold for; what it cost; the costs of buying, selling and improving it; \`true\` when Business Asset Disposal Relief is claimed; a residential sale’s completion date (\`2025-08-14\`). Write \`-\` for a value left empty, and leave off empty values at the end (e.g. \`other 20000 12000; residential 250000 180000 4500 - 2025-08-14\`). At most ${MAX_CAPITAL_GAINS_DISPOSALS} sales. Amounts are read as a visitor types them (without spaces), and the form checks them as it checks what a visitor types, so a bad value shows that field’s error. Filled in when the widget loads and again when the attribute changes; removing it leaves the sales as they are. With \`auto-calculate\` the result shows at once.`,
      example: 'other 20000 12000 - true; residential 250000 180000 4500 - 2025-08-14',
    },
    fieldAttribute(
      'income',
      'Income',
      'the year’s income before the personal allowance, in pounds: pay, profits, pensions, rents, interest and dividends',
      '45000',
    ),
    fieldAttribute(
      'losses-this-year',
      'Other losses this year',
      'losses in the same tax year on assets not listed as sales, in pounds',
      '2000',
    ),
    fieldAttribute(
      'losses-brought-forward',
      'Losses brought forward',
      'losses of earlier years not yet used, in pounds',
      '5000',
    ),
    fieldAttribute(
      'badr-lifetime-used',
      'Relief already used',
      'gains already charged at the Business Asset Disposal Relief rate in earlier years, in pounds',
      '250000',
    ),
    {
      name: 'scottish-taxpayer',
      type: { kind: 'boolean' },
      field: { kind: 'switch' },
      label: 'Scottish taxpayer',
      summary: 'Starts with the Scottish taxpayer switch on.',
      description:
        'Present (or `true`): the Scottish taxpayer switch starts on. Capital gains tax is UK-wide: the gains still use the UK basic rate band, which the result says. Absent or `false`: off. The visitor can change it.',
    },
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctCapitalGainsInput', 'AcctCapitalGainsResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    { name: 'sale', description: 'each sale’s group of fields' },
    { name: 'sale-kind', description: 'each sale’s ‘What was sold’ choice' },
    { name: 'add-sale', description: 'the ‘Add a sale’ button' },
    { name: 'remove-sale', description: 'each sale’s ‘Remove’ button' },
    { name: 'note', description: 'the notes under the results (60-day returns, the main home)' },
    EXPLAIN_PART,
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctCapitalGainsInput = CapitalGainsInput;
export type AcctCapitalGainsResult = CapitalGainsResult;
