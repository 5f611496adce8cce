import {
  AUTO_CALCULATE_ATTRIBUTE,
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  calculateEvent,
  fieldAttribute,
} from '../../../widgets/shared/runtime/shared-api.ts';
import { PAYROLL_FREQUENCIES } from '../../../engine/index.ts';
import { declareWidget } from '../../../widgets/shared/runtime/widget-api.ts';
import type { PayrollFrequency, PayrollInput, PayrollResult } from '../../../engine/index.ts';

export const payrollCalculatorApi = declareWidget({
  tag: 'acct-payroll-calculator',
  name: 'Payroll calculator',
  description:
    'The monthly and annual cost of an outsourced payroll package and the saving against running it in-house.',
  className: 'AcctPayrollCalculatorElement',
  reservedHeight: 'clamp(17.1em, calc(37.9em - 25.5cqw), 28.8em)',
  calculator: { id: 'payroll', title: 'Payroll cost calculator', route: '/payroll', order: 4 },
  attributes: [
    BOOKING_URL_ATTRIBUTE,
    fieldAttribute('employees', 'Number of employees', 'the number of employees', '8', {
      kind: 'count',
    }),
    fieldAttribute(
      'average-salary',
      'Average annual salary',
      'average annual salary in pounds',
      '28000',
    ),
    {
      name: 'frequency',
      type: {
        kind: 'enum',
        values: PAYROLL_FREQUENCIES.map((value) => ({
          value,
          label: `${value[0]?.toUpperCase() ?? ''}${value.slice(1)}`,
        })),
      },
      field: { kind: 'choice', values: PAYROLL_FREQUENCIES },
      default: 'monthly',
      label: 'Payroll frequency',
      summary: 'Selects the payroll frequency at the start.',
      description:
        'The payroll frequency to start with selected: `weekly`, `monthly` or `quarterly`; any other value selects `monthly`. Applied when the widget loads and when the attribute changes. The visitor can change it.',
    },
    AUTO_CALCULATE_ATTRIBUTE,
    HIDE_WORKING_ATTRIBUTE,
  ],
  events: [calculateEvent('AcctPayrollInput', 'AcctPayrollResult')],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    { name: 'includes', description: 'the list of what the package includes' },
    WORKING_PART,
  ],
});

// The partners' names for what the `acct-calculate` event carries: the engine's own types,
// bundled into acct-widgets.d.ts (scripts/partner-typings.ts).
export type AcctPayrollFrequency = PayrollFrequency;
export type AcctPayrollInput = PayrollInput;
export type AcctPayrollResult = PayrollResult;
