import { salaryDividendPlannerApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import chartStyles from '../shared/chart.css?inline';
import styles from './styles.css?inline';
import { SalaryDividendPlanner } from './component.tsx';

export const SalaryDividendPlannerElement = defineWidgetElement({
  api: salaryDividendPlannerApi,
  component: SalaryDividendPlanner,
  styles: [sharedStyles, calculatorStyles, chartStyles, styles],
});
