import { payrollCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../../../widgets/shared/runtime/define-element.tsx';
import { PayrollCalculator } from './component.tsx';
import sharedStyles from '../../../widgets/shared/runtime/styles.css?inline';
import calculatorShellStyles from '../../../widgets/shared/toolkit/calculator-shell.css?inline';
import fieldStyles from '../../../widgets/shared/toolkit/field.css?inline';
import selectFieldStyles from '../../../widgets/shared/toolkit/select-field.css?inline';
import resultRowStyles from '../../../widgets/shared/toolkit/result-row.css?inline';
import workingDisclosureStyles from '../../../widgets/shared/toolkit/working-disclosure.css?inline';
import onDemandStyles from '../../../widgets/shared/toolkit/on-demand.css?inline';
import styles from './styles.css?inline';

export const PayrollCalculatorElement = defineWidgetElement({
  api: payrollCalculatorApi,
  component: PayrollCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    fieldStyles,
    selectFieldStyles,
    resultRowStyles,
    workingDisclosureStyles,
    onDemandStyles,
    styles,
  ],
});
