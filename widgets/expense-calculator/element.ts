import { expenseCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { ExpenseCalculator } from './component.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorShellStyles from '../shared/calculator-shell.css?inline';
import fieldStyles from '../shared/field.css?inline';
import resultRowStyles from '../shared/result-row.css?inline';
import workingDisclosureStyles from '../shared/working-disclosure.css?inline';
import styles from './styles.css?inline';

export const ExpenseCalculatorElement = defineWidgetElement({
  api: expenseCalculatorApi,
  component: ExpenseCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    fieldStyles,
    resultRowStyles,
    workingDisclosureStyles,
    styles,
  ],
});
