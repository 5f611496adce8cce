import { salaryDividendPlannerApi } from './api.ts';
import { defineWidgetElement } from '../shared/runtime/define-element.tsx';
import { SalaryDividendPlanner } from './component.tsx';
import sharedStyles from '../shared/runtime/styles.css?inline';
import calculatorShellStyles from '../shared/toolkit/calculator-shell.css?inline';
import segmentedStyles from '../shared/toolkit/segmented.css?inline';
import fieldStyles from '../shared/toolkit/field.css?inline';
import switchFieldStyles from '../shared/toolkit/switch-field.css?inline';
import resultRowStyles from '../shared/toolkit/result-row.css?inline';
import compareYearsStyles from '../shared/toolkit/compare-years.css?inline';
import workingDisclosureStyles from '../shared/toolkit/working-disclosure.css?inline';
import chartFrameStyles from '../shared/toolkit/chart-frame.css?inline';
import styles from './styles.css?inline';

export const SalaryDividendPlannerElement = defineWidgetElement({
  api: salaryDividendPlannerApi,
  component: SalaryDividendPlanner,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    segmentedStyles,
    fieldStyles,
    switchFieldStyles,
    resultRowStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    chartFrameStyles,
    styles,
  ],
});
