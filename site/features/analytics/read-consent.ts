import { readStoredConsent } from '../../../widgets/index.ts';
import type { ConsentCategories } from './analytics.ts';

/** The stored cookie choice, as the consent widget keeps it; null when the visitor has not chosen. */
export function readConsent(): ConsentCategories | null {
  const consent = readStoredConsent();
  return consent ? { analytics: consent.analytics, marketing: consent.marketing } : null;
}
