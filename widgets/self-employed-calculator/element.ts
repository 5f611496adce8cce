import { selfEmployedCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import circumstancesStyles from '../shared/circumstances.css?inline';
import moreStyles from '../shared/more-about-you.css?inline';
import styles from './styles.css?inline';
import { SelfEmployedCalculator } from './component.tsx';

export const SelfEmployedCalculatorElement = defineWidgetElement({
  api: selfEmployedCalculatorApi,
  component: SelfEmployedCalculator,
  styles: [sharedStyles, calculatorStyles, circumstancesStyles, moreStyles, styles],
});
