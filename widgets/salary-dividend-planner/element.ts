import { salaryDividendPlannerApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { BROKEN_PAGE_NOTICE, calculatorsCanRun } from '../shared/runtime-check.ts';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { SalaryDividendPlanner } from './component.tsx';

export const SalaryDividendPlannerElement = defineWidgetElement({
  api: salaryDividendPlannerApi,
  component: SalaryDividendPlanner,
  styles: [sharedStyles, calculatorStyles, styles],
  selfCheck: { works: calculatorsCanRun, notice: BROKEN_PAGE_NOTICE },
});
