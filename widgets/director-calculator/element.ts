import { directorCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import circumstancesStyles from '../shared/circumstances.css?inline';
import moreStyles from '../shared/more-about-you.css?inline';
import styles from './styles.css?inline';
import { DirectorCalculator } from './component.tsx';

export const DirectorCalculatorElement = defineWidgetElement({
  api: directorCalculatorApi,
  component: DirectorCalculator,
  styles: [sharedStyles, calculatorStyles, circumstancesStyles, moreStyles, styles],
});
