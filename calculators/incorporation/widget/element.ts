import { incorporationCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../../../widgets/shared/runtime/define-element.tsx';
import { IncorporationCalculator } from './component.tsx';
import sharedStyles from '../../../widgets/shared/runtime/styles.css?inline';
import calculatorShellStyles from '../../../widgets/shared/toolkit/calculator-shell.css?inline';
import segmentedStyles from '../../../widgets/shared/toolkit/segmented.css?inline';
import fieldStyles from '../../../widgets/shared/toolkit/field.css?inline';
import switchFieldStyles from '../../../widgets/shared/toolkit/switch-field.css?inline';
import resultRowStyles from '../../../widgets/shared/toolkit/result-row.css?inline';
import optionGroupStyles from '../../../widgets/shared/toolkit/option-group.css?inline';
import compareYearsStyles from '../../../widgets/shared/toolkit/compare-years.css?inline';
import workingDisclosureStyles from '../../../widgets/shared/toolkit/working-disclosure.css?inline';
import onDemandStyles from '../../../widgets/shared/toolkit/on-demand.css?inline';
import styles from './styles.css?inline';

export const IncorporationCalculatorElement = defineWidgetElement({
  api: incorporationCalculatorApi,
  component: IncorporationCalculator,
  // The stylesheets of the components it renders, then its own; the chart brings its own (chart.tsx).
  styles: [
    sharedStyles,
    calculatorShellStyles,
    segmentedStyles,
    fieldStyles,
    switchFieldStyles,
    resultRowStyles,
    optionGroupStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    onDemandStyles,
    styles,
  ],
});
