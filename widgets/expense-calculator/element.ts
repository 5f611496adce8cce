import { expenseCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { ExpenseCalculator } from './component.tsx';

export const ExpenseCalculatorElement = defineWidgetElement({
  api: expenseCalculatorApi,
  component: ExpenseCalculator,
  styles: [sharedStyles, calculatorStyles, styles],
});
