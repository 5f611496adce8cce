import { payrollCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { PayrollCalculator } from './component.tsx';

export const PayrollCalculatorElement = defineWidgetElement({
  api: payrollCalculatorApi,
  component: PayrollCalculator,
  styles: [sharedStyles, calculatorStyles, styles],
});
