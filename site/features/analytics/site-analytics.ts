// The site's single analytics instance, configured from the practice's content file.
import { PRACTICE } from '../../content/practice.ts';
import { createAnalytics } from './analytics.ts';
import { readConsent } from './read-consent.ts';

export const siteAnalytics = createAnalytics(
  {
    measurementId: PRACTICE.analytics.measurementId,
    adsId: PRACTICE.analytics.adsId,
    adsConversionLabel: PRACTICE.analytics.adsConversionLabel,
  },
  readConsent,
);

/** Sends a named event (with analytics consent); a no-op when no measurement id is configured. */
export function trackConversion(name: string, params?: Record<string, unknown>) {
  siteAnalytics.start();
  siteAnalytics.trackConversion(name, params);
}

/** Sends the Google Ads conversion (with marketing consent): value 1, currency GBP. */
export function trackAdsConversion(label?: string) {
  siteAnalytics.start();
  siteAnalytics.trackAdsConversion(label);
}
