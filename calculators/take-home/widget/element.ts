import { takeHomeCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../../../widgets/shared/runtime/define-element.tsx';
import { TakeHomeCalculator } from './component.tsx';
import sharedStyles from '../../../widgets/shared/runtime/styles.css?inline';
import calculatorShellStyles from '../../../widgets/shared/toolkit/calculator-shell.css?inline';
import segmentedStyles from '../../../widgets/shared/toolkit/segmented.css?inline';
import fieldStyles from '../../../widgets/shared/toolkit/field.css?inline';
import selectFieldStyles from '../../../widgets/shared/toolkit/select-field.css?inline';
import resultRowStyles from '../../../widgets/shared/toolkit/result-row.css?inline';
import moneySplitStyles from '../../../widgets/shared/toolkit/money-split.css?inline';
import switchFieldStyles from '../../../widgets/shared/toolkit/switch-field.css?inline';
import optionGroupStyles from '../../../widgets/shared/toolkit/option-group.css?inline';
import moreAboutYouStyles from '../../../widgets/shared/toolkit/more-about-you.css?inline';
import compareYearsStyles from '../../../widgets/shared/toolkit/compare-years.css?inline';
import workingDisclosureStyles from '../../../widgets/shared/toolkit/working-disclosure.css?inline';
import onDemandStyles from '../../../widgets/shared/toolkit/on-demand.css?inline';
import styles from './styles.css?inline';

export const TakeHomeCalculatorElement = defineWidgetElement({
  api: takeHomeCalculatorApi,
  component: TakeHomeCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    segmentedStyles,
    fieldStyles,
    selectFieldStyles,
    resultRowStyles,
    moneySplitStyles,
    switchFieldStyles,
    optionGroupStyles,
    moreAboutYouStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    onDemandStyles,
    styles,
  ],
});
