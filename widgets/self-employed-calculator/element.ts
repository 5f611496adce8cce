import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { SelfEmployedCalculator } from './component.tsx';

export const SelfEmployedCalculatorElement = defineWidgetElement({
  tag: 'acct-self-employed-calculator',
  component: SelfEmployedCalculator,
  attributes: { taxYear: 'string', bookingUrl: 'string' },
  styles: [sharedStyles, calculatorStyles, styles],
});
