import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  COMPARE_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  SCOTTISH_TAXPAYER_ATTRIBUTE,
  STUDENT_LOAN_PLANS_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  WORKING_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import type { PlannerInput, PlannerResult, PlannerSplit } from '../../../engine/index.ts';

export const salaryDividendPlannerApi = declareWidget({
  tag: 'acct-salary-dividend-planner',
  name: 'Salary and dividends planner',
  description:
    'The salary and dividends split of a one-director company’s profit that leaves the director the most after tax, with the company’s pension contributions, the annual allowance and the director’s student loans, compared with the usual strategies and charted.',
  className: 'AcctSalaryDividendPlannerElement',
  reservedHeight: 'clamp(46.2em, calc(81.2em - 43cqw), 73.2em)',
  calculator: {
    id: 'planner',
    title: 'Salary and dividends planner',
    route: '/salary-dividend-planner',
    order: 5,
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute(
      'company-profit',
      'Company profit',
      'the company’s profit for the year in pounds, before the director’s salary and employer NI',
      '75000',
    ),
    fieldAttribute(
      'employer-pension-contributions',
      'Pension from the company',
      'what the company pays into the director’s pension in the year, in pounds; optional',
      '10000',
    ),
    {
      name: 'employment-allowance',
      type: { kind: 'boolean' },
      field: { kind: 'switch' },
      label: 'Employment Allowance',
      summary: 'Starts with the Employment Allowance switch on.',
      description:
        'Present (or `true`): the Employment Allowance switch starts on, and the allowance is set off against employer NI. Absent or `false`: it starts off, as a company whose only employee paid above the secondary threshold is its director cannot claim it. The visitor can change it.',
    },
    SCOTTISH_TAXPAYER_ATTRIBUTE,
    STUDENT_LOAN_PLANS_ATTRIBUTE,
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctPlannerInput', 'AcctPlannerResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    { name: 'note', description: 'the notes under the switch and the results' },
    { name: 'table', description: 'the strategies table, the chart’s text alternative' },
    { name: 'chart', description: 'the chart of take-home against salary' },
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctPlannerInput = PlannerInput;
/** One way of paying out the profit. */
export type AcctPlannerSplit = PlannerSplit;
export type AcctPlannerResult = PlannerResult;
