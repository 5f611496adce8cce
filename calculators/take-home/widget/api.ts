import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  CHILD_BENEFIT_CHILDREN_ATTRIBUTE,
  COMPARE_PARTS,
  EXPLAIN_PART,
  FIGURES_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  MARRIAGE_ALLOWANCE_ATTRIBUTE,
  MORE_ABOUT_YOU_PART,
  STUDENT_LOAN_PLANS_ATTRIBUTE,
  TAX_YEAR_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  YEAR_NOTICE_PART,
  YEAR_SWITCH_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { declareWidget, type AttributeApi } from '../../../widgets/shared/runtime/widget-api.ts';
import {
  FREQUENCY_LABELS,
  PAY_BASIS_LABELS,
  PENSION_BASIS_LABELS,
  PENSION_METHOD_LABELS,
  REGION_LABELS,
} from './labels.ts';
import {
  MAX_DAYS_PER_WEEK,
  MAX_HOURS_PER_WEEK,
  MAX_PERCENT,
  PAY_BASES,
  PAY_FREQUENCIES,
  PENSION_BASES,
  PENSION_METHODS,
  TAX_CODE_REGIONS,
  type TakeHomeInput,
  type TakeHomeResult,
} from '../../../engine/index.ts';

/** A choice among the engine's `values`, each with its label, filled in as the visitor would choose. */
function choiceAttribute<const Name extends string, Value extends string>(
  name: Name,
  values: readonly Value[],
  labels: Readonly<Record<Value, string>>,
  label: string,
  summary: string,
  description: string,
  fallback?: Value,
): AttributeApi<Name> {
  return {
    name,
    type: { kind: 'enum', values: values.map((value) => ({ value, label: labels[value] })) },
    field: { kind: 'choice', values },
    ...(fallback === undefined ? {} : { default: fallback }),
    label,
    summary,
    description: `${description} Applied when the widget loads and when the attribute changes; any other value leaves the choice as it was. The visitor can change it.`,
  };
}

/** An on-or-off circumstance, a switch the visitor can still turn. */
function switchAttribute<const Name extends string>(
  name: Name,
  label: string,
  description: string,
): AttributeApi<Name> {
  return {
    name,
    type: { kind: 'boolean' },
    field: { kind: 'switch' },
    label,
    summary: `Starts with “${label}” on.`,
    description: `Present (or \`true\`): ${description} Absent or \`false\`: off. The visitor can change it.`,
  };
}

export const takeHomeCalculatorApi = declareWidget({
  tag: 'acct-take-home-calculator',
  name: 'Take-home pay calculator',
  description:
    'An employee’s take-home pay through PAYE, payday by payday: any tax code, pension by each method, student loans, the employer’s cost and the year settled.',
  className: 'AcctTakeHomeCalculatorElement',
  reservedHeight: 'clamp(50.9em, calc(87em - 44.5cqw), 78.6em)',
  calculator: {
    id: 'take-home',
    title: 'Take-home pay calculator',
    route: '/take-home-pay-calculator',
    order: 7.5,
  },
  attributes: [
    TAX_YEAR_ATTRIBUTE,
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute(
      'pay',
      'Pay',
      'pay before tax: a year’s unless the text or `per` says otherwise, e.g. 48k, £4,000 a month or £15.50 an hour',
      '48000',
    ),
    choiceAttribute(
      'per',
      PAY_BASES,
      PAY_BASIS_LABELS,
      'Pay is for',
      'What the pay figure is for: year, month, week, day or hour.',
      'What a pay figure without its own unit is for: `year`, `month`, `week`, `day` or `hour`.',
      'year',
    ),
    fieldAttribute(
      'hours-per-week',
      'Hours a week',
      'hours worked a week, for pay by the hour',
      '37.5',
      { kind: 'amount', max: MAX_HOURS_PER_WEEK },
    ),
    fieldAttribute('days-per-week', 'Days a week', 'days worked a week, for pay by the day', '5', {
      kind: 'amount',
      max: MAX_DAYS_PER_WEEK,
    }),
    choiceAttribute(
      'frequency',
      PAY_FREQUENCIES,
      FREQUENCY_LABELS,
      'Paid',
      'How often pay is paid: weekly, fortnightly, four-weekly or monthly.',
      'How often the payroll pays: `weekly`, `fortnightly`, `four-weekly` or `monthly`.',
      'monthly',
    ),
    switchAttribute(
      'extra-payday',
      'A 53rd payday',
      'a weekly, fortnightly or four-weekly payroll pays once more this year (week 53, 54 or 56), taxed on its own as HMRC’s rules set out.',
    ),
    fieldAttribute('bonus', 'Bonus', 'a one-off bonus in pounds, paid with one payday', '2000'),
    fieldAttribute(
      'bonus-payday',
      'Bonus payday',
      'the payday the bonus is paid on, 1 for the year’s first (default the last)',
      '12',
      { kind: 'count' },
    ),
    fieldAttribute(
      'tax-code',
      'Tax code',
      'the tax code as the payslip prints it, e.g. 1257L, K475, BR, S1257L, C1257L or 1257L M1; empty for the code HMRC would give',
      '1257L',
      { kind: 'code', maxLength: 12 },
    ),
    choiceAttribute(
      'residence',
      TAX_CODE_REGIONS,
      REGION_LABELS,
      'Where you live',
      'Whose income tax rates apply: england, scotland or wales.',
      'Whose income tax rates apply when no tax code is typed: `england` (England or Northern Ireland), `scotland` or `wales`; a typed code’s S or C prefix decides otherwise.',
      'england',
    ),
    choiceAttribute(
      'pension-method',
      PENSION_METHODS,
      PENSION_METHOD_LABELS,
      'Workplace pension',
      'How the workplace pension is paid: relief-at-source, net-pay or salary-sacrifice.',
      'How the workplace pension is paid: `relief-at-source`, `net-pay` or `salary-sacrifice`. Absent: no workplace pension.',
    ),
    fieldAttribute(
      'pension-employee-percent',
      'Your pension, per cent',
      'the employee’s contribution as a percentage of pay, e.g. 5',
      '5',
      { kind: 'amount', max: MAX_PERCENT },
    ),
    fieldAttribute(
      'pension-employee-amount',
      'Your pension, a year',
      'the employee’s contribution as pounds a year (gross), used when no percentage is given',
      '2400',
    ),
    fieldAttribute(
      'pension-employer-percent',
      'Employer’s pension, per cent',
      'the employer’s contribution as a percentage of pay, e.g. 3',
      '3',
      { kind: 'amount', max: MAX_PERCENT },
    ),
    fieldAttribute(
      'pension-employer-amount',
      'Employer’s pension, a year',
      'the employer’s contribution as pounds a year, used when no percentage is given',
      '1200',
    ),
    choiceAttribute(
      'pension-basis',
      PENSION_BASES,
      PENSION_BASIS_LABELS,
      'Percentages of',
      'What a pension percentage is of: qualifying-earnings or all-pay.',
      'What a pension percentage is of: `qualifying-earnings` (the band auto-enrolment uses) or `all-pay`.',
      'qualifying-earnings',
    ),
    STUDENT_LOAN_PLANS_ATTRIBUTE,
    switchAttribute(
      'over-state-pension-age',
      'Over State Pension age',
      'no employee National Insurance is taken (category C); the employer’s is unchanged.',
    ),
    MARRIAGE_ALLOWANCE_ATTRIBUTE,
    switchAttribute(
      'blind-persons-allowance',
      'Blind Person’s Allowance',
      'the tax code includes Blind Person’s Allowance.',
    ),
    CHILD_BENEFIT_CHILDREN_ATTRIBUTE,
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctTakeHomeInput', 'AcctTakeHomeResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    YEAR_SWITCH_PART,
    YEAR_NOTICE_PART,
    { name: 'pension', description: 'the workplace pension fields' },
    {
      name: 'note',
      description: 'the notes under the results (tax code, marginal rate, the year settled)',
    },
    { name: 'marginal', description: 'the marginal rate note' },
    { name: 'employer', description: 'the employer’s side: NI, pension and the job’s cost' },
    MORE_ABOUT_YOU_PART,
    ...FIGURES_PARTS,
    EXPLAIN_PART,
    WORKING_PART,
    ...COMPARE_PARTS,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctTakeHomeInput = TakeHomeInput;
export type AcctTakeHomeResult = TakeHomeResult;
