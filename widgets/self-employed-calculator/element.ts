import { selfEmployedCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { SelfEmployedCalculator } from './component.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorShellStyles from '../shared/calculator-shell.css?inline';
import taxYearSwitchStyles from '../shared/tax-year-switch.css?inline';
import fieldStyles from '../shared/field.css?inline';
import switchFieldStyles from '../shared/switch-field.css?inline';
import resultRowStyles from '../shared/result-row.css?inline';
import optionGroupStyles from '../shared/option-group.css?inline';
import moreAboutYouStyles from '../shared/more-about-you.css?inline';
import compareYearsStyles from '../shared/compare-years.css?inline';
import workingDisclosureStyles from '../shared/working-disclosure.css?inline';
import styles from './styles.css?inline';

export const SelfEmployedCalculatorElement = defineWidgetElement({
  api: selfEmployedCalculatorApi,
  component: SelfEmployedCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    taxYearSwitchStyles,
    fieldStyles,
    switchFieldStyles,
    resultRowStyles,
    optionGroupStyles,
    moreAboutYouStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    styles,
  ],
});
