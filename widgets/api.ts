// Every widget's declared API, in the order the docs, the build and the demo list them. The
// calculators come first, as one registry: each declares its id, title, fields and whether it has a
// tax year in its own api.ts, and the share links, booking hand-off, notes and tests derive from this
// list. Adding a widget: its folder (api.ts, element.ts, component.tsx, README.md) and one line here.
import { cookieConsentApi } from './cookie-consent/api.ts';
import { directorCalculatorApi } from './director-calculator/api.ts';
import { expenseCalculatorApi } from './expense-calculator/api.ts';
import { incorporationCalculatorApi } from './incorporation-calculator/api.ts';
import { payrollCalculatorApi } from './payroll-calculator/api.ts';
import { reviewCarouselApi } from './review-carousel/api.ts';
import { salaryDividendPlannerApi } from './salary-dividend-planner/api.ts';
import { selfEmployedCalculatorApi } from './self-employed-calculator/api.ts';
import { isPublished, type WidgetApi } from './shared/runtime/widget-api.ts';

/** The calculators, each with its `calculator` identity and its fields. */
export const CALCULATOR_APIS = [
  selfEmployedCalculatorApi,
  directorCalculatorApi,
  expenseCalculatorApi,
  payrollCalculatorApi,
  salaryDividendPlannerApi,
  incorporationCalculatorApi,
] as const;

/**
 * A calculator's short id: `self-employed`, `director`, `expenses`, `payroll`, `planner`,
 * `incorporation`.
 */
export type CalculatorId = (typeof CALCULATOR_APIS)[number]['calculator']['id'];

export const WIDGET_APIS: readonly WidgetApi[] = [
  ...CALCULATOR_APIS,
  cookieConsentApi,
  reviewCarouselApi,
];

/**
 * The widgets with partner scripts: what the build, the bundle check, the manifest, the typings, the
 * partner docs and the demo harness list. A widget declaring `unpublished` is in the registry (our
 * own site, share and booking links) but not here.
 */
export const PUBLISHED_WIDGET_APIS: readonly WidgetApi[] = WIDGET_APIS.filter(isPublished);
