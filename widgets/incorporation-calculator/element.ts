import { incorporationCalculatorApi } from './api.ts';
import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import circumstancesStyles from '../shared/circumstances.css?inline';
import chartStyles from '../shared/chart.css?inline';
import styles from './styles.css?inline';
import { IncorporationCalculator } from './component.tsx';

export const IncorporationCalculatorElement = defineWidgetElement({
  api: incorporationCalculatorApi,
  component: IncorporationCalculator,
  styles: [sharedStyles, calculatorStyles, circumstancesStyles, chartStyles, styles],
});
