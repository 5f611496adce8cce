import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { ExpenseCalculator } from './component.tsx';

export const ExpenseCalculatorElement = defineWidgetElement({
  tag: 'acct-expense-calculator',
  component: ExpenseCalculator,
  attributes: { bookingUrl: 'string' },
  styles: [sharedStyles, calculatorStyles, styles],
});
