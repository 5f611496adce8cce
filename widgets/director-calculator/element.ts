import { directorCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import { BROKEN_PAGE_NOTICE, calculatorsCanRun } from '../shared/runtime-check.ts';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import circumstancesStyles from '../shared/circumstances.css?inline';
import styles from './styles.css?inline';
import { DirectorCalculator } from './component.tsx';

export const DirectorCalculatorElement = defineWidgetElement({
  api: directorCalculatorApi,
  component: DirectorCalculator,
  styles: [sharedStyles, calculatorStyles, circumstancesStyles, styles],
  selfCheck: { works: calculatorsCanRun, notice: BROKEN_PAGE_NOTICE },
});
