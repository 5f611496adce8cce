import { expenseCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { BROKEN_PAGE_NOTICE, calculatorsCanRun } from '../shared/runtime-check.ts';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { ExpenseCalculator } from './component.tsx';

export const ExpenseCalculatorElement = defineWidgetElement({
  api: expenseCalculatorApi,
  component: ExpenseCalculator,
  styles: [sharedStyles, calculatorStyles, styles],
  selfCheck: { works: calculatorsCanRun, notice: BROKEN_PAGE_NOTICE },
});
