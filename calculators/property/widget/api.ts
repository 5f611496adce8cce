import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  COMPARE_PARTS,
  EXPLAIN_PART,
  HIDE_WORKING_ATTRIBUTE,
  SCOTTISH_TAXPAYER_ATTRIBUTE,
  STUDENT_LOAN_PLANS_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import { OTHER_INCOME_KINDS } from '../../../engine/index.ts';
import type { PropertyInput, PropertyResult } from '../../../engine/index.ts';

export const propertyIncomeCalculatorApi = declareWidget({
  tag: 'acct-property-income-calculator',
  name: 'Landlord tax calculator',
  description:
    'Income tax on a landlord’s rental profit above a job’s pay or a trade’s profit: the finance costs relieved at the basic rate and any carried forward, the property allowance weighed against the expenses, joint ownership, Scottish rates, student loans, Class 4, payments on account and Making Tax Digital, and the same portfolio held by a company beside it.',
  className: 'AcctPropertyIncomeCalculatorElement',
  reservedHeight: 'clamp(55em, calc(106em - 59.5cqw), 94.8em)',
  calculator: {
    id: 'property',
    title: 'Landlord tax calculator',
    route: '/landlord-tax-calculator',
    order: 7,
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute(
      'rents',
      'Rents',
      'rents received in the year in pounds, the whole property’s (every owner’s share)',
      '24000',
    ),
    fieldAttribute(
      'expenses',
      'Expenses',
      'allowable expenses other than finance costs for the year in pounds, the whole property’s',
      '3000',
    ),
    fieldAttribute(
      'finance-costs',
      'Finance costs',
      'mortgage interest and other finance costs for the year in pounds, the whole property’s',
      '9000',
    ),
    fieldAttribute(
      'ownership-share',
      'Ownership share',
      'the visitor’s share of the property as a percentage from 1 to 100 (empty for all of it)',
      '50',
      { kind: 'percent' },
    ),
    fieldAttribute(
      'other-income',
      'Other income',
      'a job’s gross pay or a trade’s profit for the year in pounds, beside the rents',
      '40000',
    ),
    {
      name: 'other-income-kind',
      type: {
        kind: 'enum',
        values: [
          { value: 'employment', label: 'A job’s pay' },
          { value: 'selfEmployment', label: 'A trade’s profit' },
        ],
      },
      field: { kind: 'choice', values: OTHER_INCOME_KINDS },
      label: 'Other income kind',
      summary: 'What the other income is: a job’s pay under PAYE, or a trade’s profit.',
      description:
        '`employment` (the default): the other income is a job’s pay, which PAYE taxes with the personal allowance, so the return collects the rest. `selfEmployment`: a trade’s profit, which bears Class 4 and whose turnover counts towards Making Tax Digital with the rents. Another value shows that field’s error. The visitor can change it.',
    },
    fieldAttribute(
      'trading-turnover',
      'Turnover',
      'the trade’s turnover for the year in pounds, which counts with the rents towards Making Tax Digital',
      '60000',
    ),
    {
      ...SCOTTISH_TAXPAYER_ATTRIBUTE,
      description:
        'Present (or `true`): the Scottish taxpayer switch starts on, so the other income and the rental profit are taxed at the Scottish rates and bands; the finance-cost reduction stays at the UK basic rate, and National Insurance and a company’s dividends stay UK-wide. Absent or `false`: off. The visitor can change it.',
    },
    STUDENT_LOAN_PLANS_ATTRIBUTE,
    {
      name: 'property-allowance',
      type: { kind: 'boolean' },
      field: { kind: 'switch' },
      label: 'Property allowance',
      summary: 'Starts with the £1,000 property allowance claimed instead of the expenses.',
      description:
        'Present (or `true`): the property allowance switch starts on, so the allowance is deducted from the visitor’s share of the rents instead of the expenses, and no finance costs are relieved. Absent or `false`: off. Either way the result says which of the two leaves more. The visitor can change it.',
    },
    fieldAttribute(
      'finance-costs-brought-forward',
      'Finance costs brought forward',
      'the visitor’s own finance costs not yet relieved, carried forward from earlier years, in pounds',
      '2000',
    ),
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctPropertyIncomeInput', 'AcctPropertyIncomeResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    { name: 'other-income-kind', description: 'the choice of a job’s pay or a trade’s profit' },
    { name: 'circumstances', description: 'the Scottish taxpayer and student loan fields' },
    { name: 'more', description: 'the ‘More about your letting’ button and its fields' },
    {
      name: 'note',
      description: 'the notes under the results (allowance, payments, marginal rate)',
    },
    { name: 'marginal', description: 'the marginal rate note' },
    { name: 'company', description: 'the ‘Personally or through a company?’ comparison' },
    { name: 'caveats', description: 'what the company comparison leaves out' },
    EXPLAIN_PART,
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctPropertyIncomeInput = PropertyInput;
export type AcctPropertyIncomeResult = PropertyResult;
