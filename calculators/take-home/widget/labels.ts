// How each of the take-home calculator's choices reads on screen: its options and its attributes'
// docs alike. Apart from api.ts, which the widget builds replace with its bare declaration.
import type {
  PAY_BASES,
  PAY_FREQUENCIES,
  PENSION_BASES,
  PENSION_METHODS,
  TAX_CODE_REGIONS,
} from '../../../engine/index.ts';

export const PAY_BASIS_LABELS = {
  year: 'a year',
  month: 'a month',
  week: 'a week',
  day: 'a day',
  hour: 'an hour',
} as const satisfies Record<(typeof PAY_BASES)[number], string>;
export const FREQUENCY_LABELS = {
  weekly: 'Weekly',
  fortnightly: 'Fortnightly',
  'four-weekly': 'Every four weeks',
  monthly: 'Monthly',
} as const satisfies Record<(typeof PAY_FREQUENCIES)[number], string>;
export const REGION_LABELS = {
  england: 'England or Northern Ireland',
  scotland: 'Scotland',
  wales: 'Wales',
} as const satisfies Record<(typeof TAX_CODE_REGIONS)[number], string>;
export const PENSION_METHOD_LABELS = {
  'relief-at-source': 'Relief at source',
  'net-pay': 'Net pay arrangement',
  'salary-sacrifice': 'Salary sacrifice',
} as const satisfies Record<(typeof PENSION_METHODS)[number], string>;
export const PENSION_BASIS_LABELS = {
  'qualifying-earnings': 'Qualifying earnings',
  'all-pay': 'All pay',
} as const satisfies Record<(typeof PENSION_BASES)[number], string>;
