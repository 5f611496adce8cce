import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { PayrollCalculator } from './component.tsx';

export const PayrollCalculatorElement = defineWidgetElement({
  tag: 'acct-payroll-calculator',
  component: PayrollCalculator,
  attributes: { bookingUrl: 'string' },
  styles: [sharedStyles, calculatorStyles, styles],
});
