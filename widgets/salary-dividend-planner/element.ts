import { salaryDividendPlannerApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { SalaryDividendPlanner } from './component.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorShellStyles from '../shared/calculator-shell.css?inline';
import taxYearSwitchStyles from '../shared/tax-year-switch.css?inline';
import fieldStyles from '../shared/field.css?inline';
import switchFieldStyles from '../shared/switch-field.css?inline';
import resultRowStyles from '../shared/result-row.css?inline';
import compareYearsStyles from '../shared/compare-years.css?inline';
import workingDisclosureStyles from '../shared/working-disclosure.css?inline';
import chartFrameStyles from '../shared/chart-frame.css?inline';
import styles from './styles.css?inline';

export const SalaryDividendPlannerElement = defineWidgetElement({
  api: salaryDividendPlannerApi,
  component: SalaryDividendPlanner,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    taxYearSwitchStyles,
    fieldStyles,
    switchFieldStyles,
    resultRowStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    chartFrameStyles,
    styles,
  ],
});
