import { expenseCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/runtime/define-element.tsx';
import { ExpenseCalculator } from './component.tsx';
import sharedStyles from '../shared/runtime/styles.css?inline';
import calculatorShellStyles from '../shared/toolkit/calculator-shell.css?inline';
import fieldStyles from '../shared/toolkit/field.css?inline';
import resultRowStyles from '../shared/toolkit/result-row.css?inline';
import workingDisclosureStyles from '../shared/toolkit/working-disclosure.css?inline';
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
