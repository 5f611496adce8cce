import { defineWidgetElement } from '../shared/define-element.tsx';
import sharedStyles from '../shared/styles.css?inline';
import calculatorStyles from '../shared/calculator.css?inline';
import styles from './styles.css?inline';
import { DirectorCalculator } from './component.tsx';

export const DirectorCalculatorElement = defineWidgetElement({
  tag: 'acct-director-calculator',
  component: DirectorCalculator,
  attributes: { taxYear: 'string', bookingUrl: 'string' },
  styles: [sharedStyles, calculatorStyles, styles],
});
