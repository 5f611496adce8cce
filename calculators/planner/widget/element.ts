import { salaryDividendPlannerApi } from './api.ts';
import { defineWidgetElement } from '../../../widgets/shared/runtime/define-element.tsx';
import { SalaryDividendPlanner } from './component.tsx';
import sharedStyles from '../../../widgets/shared/runtime/styles.css?inline';
import calculatorShellStyles from '../../../widgets/shared/toolkit/calculator-shell.css?inline';
import segmentedStyles from '../../../widgets/shared/toolkit/segmented.css?inline';
import fieldStyles from '../../../widgets/shared/toolkit/field.css?inline';
import switchFieldStyles from '../../../widgets/shared/toolkit/switch-field.css?inline';
import optionGroupStyles from '../../../widgets/shared/toolkit/option-group.css?inline';
import resultRowStyles from '../../../widgets/shared/toolkit/result-row.css?inline';
import compareYearsStyles from '../../../widgets/shared/toolkit/compare-years.css?inline';
import workingDisclosureStyles from '../../../widgets/shared/toolkit/working-disclosure.css?inline';
import onDemandStyles from '../../../widgets/shared/toolkit/on-demand.css?inline';
import chartFrameStyles from '../../../widgets/shared/toolkit/chart-frame.css?inline';
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
    optionGroupStyles,
    resultRowStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    onDemandStyles,
    chartFrameStyles,
    styles,
  ],
});
