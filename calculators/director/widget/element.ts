import { directorCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/runtime/define-element.tsx';
import { DirectorCalculator } from './component.tsx';
import sharedStyles from '../shared/runtime/styles.css?inline';
import calculatorShellStyles from '../shared/toolkit/calculator-shell.css?inline';
import segmentedStyles from '../shared/toolkit/segmented.css?inline';
import fieldStyles from '../shared/toolkit/field.css?inline';
import resultRowStyles from '../shared/toolkit/result-row.css?inline';
import moneySplitStyles from '../shared/toolkit/money-split.css?inline';
import explainStyles from '../shared/toolkit/explain.css?inline';
import switchFieldStyles from '../shared/toolkit/switch-field.css?inline';
import optionGroupStyles from '../shared/toolkit/option-group.css?inline';
import moreAboutYouStyles from '../shared/toolkit/more-about-you.css?inline';
import compareYearsStyles from '../shared/toolkit/compare-years.css?inline';
import workingDisclosureStyles from '../shared/toolkit/working-disclosure.css?inline';
import styles from './styles.css?inline';

export const DirectorCalculatorElement = defineWidgetElement({
  api: directorCalculatorApi,
  component: DirectorCalculator,
  // The stylesheets of the components it renders, then its own.
  styles: [
    sharedStyles,
    calculatorShellStyles,
    segmentedStyles,
    fieldStyles,
    resultRowStyles,
    moneySplitStyles,
    explainStyles,
    switchFieldStyles,
    optionGroupStyles,
    moreAboutYouStyles,
    compareYearsStyles,
    workingDisclosureStyles,
    styles,
  ],
});
