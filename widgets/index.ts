// The widgets' public entry for the site: the cookie banner and the review carousel, the consent API
// and the scenario codec. A calculator's component is its folder's widget/component.tsx, which its
// page imports. Only re-exports, with no import-time effects, so a bundle takes just the parts it
// uses. The styles for the light DOM are the public stylesheet widgets/index.css, which the page
// imports (and each calculator's widget/styles.css, which the site's entry imports).

export { CookieConsent } from './cookie-consent/component.tsx';
export type { CookieConsentProps } from './cookie-consent/component.tsx';
export { ReviewCarousel } from './review-carousel/component.tsx';
export type { ReviewCarouselProps } from './review-carousel/component.tsx';
export { REVIEWS_SNAPSHOT } from './review-carousel/snapshot.ts';
export { formatSnapshotMonth } from './review-carousel/reviews.ts';
export { formatCount } from './shared/toolkit/money.ts';
export { formatLongDate } from './shared/toolkit/dates.ts';
export type { ReviewsSnapshot } from './review-carousel/reviews.ts';
// The rules the database applies to team members' names: text that only looks blank, and
// characters that reorder the text around them.
export { hasDirectionControl, isBlankText } from '../supabase/functions/_shared/blank-text.ts';

export {
  CONSENT_CHANGE_EVENT,
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  consentModeParams,
  openCookiePreferences,
  readStoredConsent,
} from './shared/consent/consent-store.ts';
export type { ConsentState } from './shared/consent/consent-store.ts';
export {
  CALCULATORS,
  calculatorApi,
  calculatorHasTaxYear,
  calculatorRoute,
  decodeFragment,
  describeScenario,
  encodeFragment,
  scenarioFromInput,
  shareUrl,
} from './scenarios.ts';
export type { CalculatorId, CalculatorScenario, CalculatorSummary } from './scenarios.ts';
export { fragmentParams } from './shared/toolkit/share-fragment.ts';
export { TypedBeforeStart, typedBeforeStart } from './shared/toolkit/typed-before-start.ts';
export type { AcctCalculateDetail, AcctConsentChangeDetail } from './shared/runtime/events.ts';
