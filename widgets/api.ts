// Every widget's declared API, in the order the docs, the build and the demo list them. Adding a
// widget: its folder (api.ts, element.ts, component.tsx, README.md) and one line here.
import { cookieConsentApi } from './cookie-consent/api.ts';
import { directorCalculatorApi } from './director-calculator/api.ts';
import { expenseCalculatorApi } from './expense-calculator/api.ts';
import { payrollCalculatorApi } from './payroll-calculator/api.ts';
import { reviewCarouselApi } from './review-carousel/api.ts';
import { salaryDividendPlannerApi } from './salary-dividend-planner/api.ts';
import { selfEmployedCalculatorApi } from './self-employed-calculator/api.ts';
import type { WidgetApi } from './shared/widget-api.ts';

export const WIDGET_APIS: readonly WidgetApi[] = [
  selfEmployedCalculatorApi,
  directorCalculatorApi,
  expenseCalculatorApi,
  payrollCalculatorApi,
  salaryDividendPlannerApi,
  cookieConsentApi,
  reviewCarouselApi,
];
