import { expenseCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../../../widgets/shared/runtime/define-element.tsx';
import { ExpenseCalculator } from './component.tsx';
import sharedStyles from '../../../widgets/shared/runtime/styles.css?inline';
import calculatorShellStyles from '../../../widgets/shared/toolkit/calculator-shell.css?inline';
import fieldStyles from '../../../widgets/shared/toolkit/field.css?inline';
import checkboxFieldStyles from '../../../widgets/shared/toolkit/checkbox-field.css?inline';
import resultRowStyles from '../../../widgets/shared/toolkit/result-row.css?inline';
import workingDisclosureStyles from '../../../widgets/shared/toolkit/working-disclosure.css?inline';
import onDemandStyles from '../../../widgets/shared/toolkit/on-demand.css?inline';
import styles from './styles.css?inline';

export const ExpenseCalculatorElement = defineWidgetElement({
  api: expenseCalculatorApi,
  component: ExpenseCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    fieldStyles,
    checkboxFieldStyles,
    resultRowStyles,
    workingDisclosureStyles,
    onDemandStyles,
    styles,
  ],
});
