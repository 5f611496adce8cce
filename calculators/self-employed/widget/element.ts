import { selfEmployedCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/runtime/define-element.tsx';
import { SelfEmployedCalculator } from './component.tsx';
import sharedStyles from '../shared/runtime/styles.css?inline';
import calculatorShellStyles from '../shared/toolkit/calculator-shell.css?inline';
import segmentedStyles from '../shared/toolkit/segmented.css?inline';
import fieldStyles from '../shared/toolkit/field.css?inline';
import switchFieldStyles from '../shared/toolkit/switch-field.css?inline';
import resultRowStyles from '../shared/toolkit/result-row.css?inline';
import moneySplitStyles from '../shared/toolkit/money-split.css?inline';
import explainStyles from '../shared/toolkit/explain.css?inline';
import optionGroupStyles from '../shared/toolkit/option-group.css?inline';
import moreAboutYouStyles from '../shared/toolkit/more-about-you.css?inline';
import compareYearsStyles from '../shared/toolkit/compare-years.css?inline';
import workingDisclosureStyles from '../shared/toolkit/working-disclosure.css?inline';
import styles from './styles.css?inline';

export const SelfEmployedCalculatorElement = defineWidgetElement({
  api: selfEmployedCalculatorApi,
  component: SelfEmployedCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    segmentedStyles,
    fieldStyles,
    switchFieldStyles,
    resultRowStyles,
    moneySplitStyles,
    explainStyles,
    optionGroupStyles,
    moreAboutYouStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    styles,
  ],
});
