// Every widget's declared API, in the order the docs, the build and the demo list them. The
// calculators come first, as one registry: each declares its id, title, fields, place in the list and
// whether it has a tax year in its own calculators/<id>/widget/api.ts, and the share links, booking
// hand-off, notes and tests derive from this list. A calculator is found from its folder (through
// calculators/registry.ts, which `npm run calculators:index` writes); the other widgets are listed here.
import { CALCULATOR_APIS } from '../calculators/registry.ts';
import { cookieConsentApi } from './cookie-consent/api.ts';
import { reviewCarouselApi } from './review-carousel/api.ts';
import { isPublished, type WidgetApi } from './shared/runtime/widget-api.ts';

export { CALCULATOR_APIS };

/** A calculator's short id, the name of its folder under calculators/: `self-employed`, `director`, …. */
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
