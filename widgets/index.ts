// The widgets' public entry for the site: React components, the consent API and booking helpers.
// The stylesheets are imported here so the site's bundle carries them for the light DOM.
import './shared/styles.css';
import './shared/calculator.css';
import './self-employed-calculator/styles.css';
import './director-calculator/styles.css';
import './expense-calculator/styles.css';
import './payroll-calculator/styles.css';
import './cookie-consent/styles.css';
import './review-carousel/styles.css';

export { SelfEmployedCalculator } from './self-employed-calculator/component.tsx';
export type { SelfEmployedCalculatorProps } from './self-employed-calculator/component.tsx';
export { DirectorCalculator } from './director-calculator/component.tsx';
export type { DirectorCalculatorProps } from './director-calculator/component.tsx';
export { ExpenseCalculator } from './expense-calculator/component.tsx';
export type { ExpenseCalculatorProps } from './expense-calculator/component.tsx';
export { PayrollCalculator } from './payroll-calculator/component.tsx';
export type { PayrollCalculatorProps } from './payroll-calculator/component.tsx';
export { CookieConsent } from './cookie-consent/component.tsx';
export type { CookieConsentProps } from './cookie-consent/component.tsx';
export { ReviewCarousel } from './review-carousel/component.tsx';
export type { ReviewCarouselProps } from './review-carousel/component.tsx';

export {
  CONSENT_DATE_KEY,
  CONSENT_STORAGE_KEY,
  openCookiePreferences,
  readStoredConsent,
} from './shared/consent-store.ts';
export type { ConsentState } from './shared/consent-store.ts';
export { describeBookingScenario, parseBookingScenario } from './shared/booking-link.ts';
export type { BookingScenario, BookingScenarioName } from './shared/booking-link.ts';
export type { AcctCalculateDetail, AcctConsentChangeDetail } from './shared/events.ts';
