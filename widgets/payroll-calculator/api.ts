import {
  BOOKING_URL_ATTRIBUTE,
  CALCULATOR_PARTS,
  HIDE_WORKING_ATTRIBUTE,
  THEME_PROPERTIES,
  WORKING_PART,
  calculateEvent,
} from '../shared/shared-api.ts';
import { declareWidget } from '../shared/widget-api.ts';

export const payrollCalculatorApi = declareWidget({
  tag: 'acct-payroll-calculator',
  name: 'Payroll calculator',
  description:
    'The monthly and annual cost of an outsourced payroll package and the saving against running it in-house.',
  className: 'AcctPayrollCalculatorElement',
  attributes: [BOOKING_URL_ATTRIBUTE, HIDE_WORKING_ATTRIBUTE],
  events: [
    calculateEvent(
      'AcctPayrollInput',
      'AcctPayrollResult',
      '`{ taxYear: null, input: { employees, averageSalary, frequency }, result: { monthlyCost, annualCost, savings, comparisonCost, includes, frequency } }`',
    ),
  ],
  cssProperties: THEME_PROPERTIES,
  parts: [
    ...CALCULATOR_PARTS,
    { name: 'includes', description: 'the list of what the package includes' },
    WORKING_PART,
  ],
});
