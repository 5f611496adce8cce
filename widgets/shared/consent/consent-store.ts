import { signal } from '@preact/signals-react';
import type { AcctConsentState } from '../runtime/events.ts';

export const CONSENT_STORAGE_KEY = 'cookie-consent';
export const CONSENT_DATE_KEY = 'cookie-consent-date';
/** Window event that opens the cookie preferences dialog (what the footer's 'Manage Cookies' sends). */
export const OPEN_PREFERENCES_EVENT = 'acct-open-cookie-preferences';
export const CONSENT_CHANGE_EVENT = 'acct-consent-change';

export type ConsentState = AcctConsentState;

export interface StoredConsent {
  consent: ConsentState;
  date: string;
}

const CONSENT_KEYS = ['necessary', 'analytics', 'marketing', 'functional'] as const;

/**
 * The stored choice, or null. Strict: an extra key, a missing key, a non-boolean or necessary:false
 * is not our value and counts as no choice, so the visitor is asked again rather than tracked on a guess.
 */
function toConsent(value: unknown): ConsentState | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  if (keys.length !== CONSENT_KEYS.length) return null;
  if (!CONSENT_KEYS.every((key) => keys.includes(key) && typeof record[key] === 'boolean'))
    return null;
  if (record.necessary !== true) return null;
  return {
    necessary: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    functional: record.functional as boolean,
  };
}

// An ISO 8601 date and time with seconds and a zone (Z or ±hh:mm), as `Date.prototype.toISOString`
// writes it; the date must exist (no 31 April, 29 February only in leap years).
const ISO_DATE_TIME =
  /^(?:(?:\d\d[2468][048]|\d\d[13579][26]|\d\d0[48]|[02468][048]00|[13579][26]00)-02-29|\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\d|30)|02-(?:0[1-9]|1\d|2[0-8])))T(?:[01]\d|2[0-3]):[0-5]\d:[0-5]\d(?:\.\d+)?(?:Z|[+-](?:[01]\d|2[0-3]):[0-5]\d)$/;

export const ACCEPT_ALL: ConsentState = {
  necessary: true,
  analytics: true,
  marketing: true,
  functional: true,
};
export const REJECT_ALL: ConsentState = {
  necessary: true,
  analytics: false,
  marketing: false,
  functional: false,
};

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Blocked storage (sandboxed iframes, some privacy modes) throws on access.
    return null;
  }
}

/** The stored choice with its date, or null when there is no valid, complete choice. */
export function readStoredConsentRecord(): StoredConsent | null {
  try {
    const store = storage();
    const rawConsent = store?.getItem(CONSENT_STORAGE_KEY);
    const rawDate = store?.getItem(CONSENT_DATE_KEY);
    if (!rawConsent || !rawDate) return null;
    const consent = toConsent(JSON.parse(rawConsent));
    if (!consent || !ISO_DATE_TIME.test(rawDate)) return null;
    return { consent, date: rawDate };
  } catch {
    return null;
  }
}

/** The visitor's stored cookie choice, or null when none was made (or what is stored is not valid). */
export function readStoredConsent(): ConsentState | null {
  return readStoredConsentRecord()?.consent ?? null;
}

/**
 * The current choice, shared by every consent-aware component in this bundle. `undefined` until it
 * has been read in the browser (so server rendering and hydration agree), then the record or null.
 */
export const consentSignal = signal<StoredConsent | null | undefined>(undefined);

type Gtag = (command: 'consent', action: 'update', params: Record<string, string>) => void;

const grantedOrDenied = (granted: boolean) => (granted ? 'granted' : 'denied');

/**
 * Google Consent Mode v2's signals for a choice: analytics → analytics_storage; marketing → the
 * three ad signals. The one mapping: the site's analytics reads it from here too.
 */
export function consentModeParams(
  consent: Pick<ConsentState, 'analytics' | 'marketing'>,
): Record<string, 'granted' | 'denied'> {
  return {
    analytics_storage: grantedOrDenied(consent.analytics),
    ad_storage: grantedOrDenied(consent.marketing),
    ad_user_data: grantedOrDenied(consent.marketing),
    ad_personalization: grantedOrDenied(consent.marketing),
  };
}

/** Tells the page's gtag, when it exposes one as `window.gtag`, as partner pages usually do. */
function updateGoogleConsent(consent: ConsentState) {
  const gtag = (window as unknown as { gtag?: Gtag }).gtag;
  if (typeof gtag !== 'function') return;
  gtag('consent', 'update', consentModeParams(consent));
}

/** Stores a choice with the current time, tells Google Consent Mode, and returns what was stored. */
export function saveConsent(
  choice: Omit<ConsentState, 'necessary'>,
  now = new Date(),
): StoredConsent {
  const record: StoredConsent = {
    consent: {
      necessary: true,
      analytics: choice.analytics,
      marketing: choice.marketing,
      functional: choice.functional,
    },
    date: now.toISOString(),
  };
  const store = storage();
  try {
    store?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record.consent));
    store?.setItem(CONSENT_DATE_KEY, record.date);
  } catch {
    // Full or blocked storage: the choice still applies to this page view.
  }
  consentSignal.value = record;
  updateGoogleConsent(record.consent);
  return record;
}

/** Re-reads storage into the signal (another tab, or another widget bundle, made a choice). */
export function refreshConsentFromStorage() {
  consentSignal.value = readStoredConsentRecord();
}

/** Opens the cookie preferences dialog of whichever consent widget is on the page. */
export function openCookiePreferences() {
  window.dispatchEvent(new CustomEvent(OPEN_PREFERENCES_EVENT));
}
