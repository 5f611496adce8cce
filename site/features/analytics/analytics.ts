// Google Analytics and Google Ads through gtag, under Google Consent Mode v2.
//
// The strict reading of the consent rules: Consent Mode's defaults (everything denied) go into the
// dataLayer first, but gtag.js itself is not even requested until the visitor grants analytics or
// marketing consent, and no page_view, event or conversion is pushed for a category the visitor has
// not granted. Nothing is queued for later: a page seen before consent gets its page_view only once
// the visitor accepts on that page. Withdrawing consent updates Consent Mode, disables GA for the
// page (`ga-disable-<id>`) and deletes Google's first-party cookies at once.
//
// The site's gtag function is its own, set only once gtag.js has loaded, so "gtag is loaded" means
// exactly that; sends made before then retry every 500 ms, ten times, then give up quietly. It is
// never exposed as `window.gtag`: the consent widget updates a page's `window.gtag` itself, so
// keeping ours private leaves this module the one sender of Consent Mode updates on the site, one
// per choice. The mapping from a choice to Consent Mode's signals is the consent store's.

import {
  CONSENT_CHANGE_EVENT,
  CONSENT_STORAGE_KEY,
  consentModeParams,
} from '../../../widgets/index.ts';
import { editAddress } from '../../lib/address.ts';

/** The event the consent widget dispatches (bubbling, composed) when the visitor chooses. */
export { CONSENT_CHANGE_EVENT };

export type ConsentCategories = { analytics: boolean; marketing: boolean };

export type AnalyticsConfig = {
  measurementId?: string;
  adsId?: string;
  /** The Google Ads conversion label of a booked accounts consultation. */
  adsConversionLabel?: string;
  scriptUrl?: (id: string) => string;
  /** The page title a path's page_view reports (the document's title may not be updated yet). */
  titleOf?: (path: string) => string;
  retryIntervalMs?: number;
  maxRetries?: number;
  /** Consent Mode's wait_for_update, in ms. */
  waitForUpdateMs?: number;
};

export type ConsentReader = () => ConsentCategories | null;

type GtagFunction = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    /** A page's own gtag (partner pages); the site never sets it. */
    gtag?: GtagFunction;
    trackConversion?: (name: string, params?: Record<string, unknown>) => void;
  }
}

export const DEFAULT_RETRY_INTERVAL_MS = 500;
export const DEFAULT_MAX_RETRIES = 10;
export const GTAG_SCRIPT_URL = (id: string) =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

const DENIED: ConsentCategories = { analytics: false, marketing: false };

const ANALYTICS_COOKIES = /^(_ga|_ga_.+|_gid|_gat.*)$/;
const MARKETING_COOKIES = /^(_gcl_.+|_gac_.+)$/;

/** Deletes Google's first-party cookies matching `pattern` on this host and its parent domains. */
export function deleteCookies(pattern: RegExp, doc: Document = document) {
  const names = doc.cookie
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter((name) => pattern.test(name));
  if (names.length === 0) return;
  const labels = doc.location.hostname.split('.');
  const domains = [''];
  for (let i = 0; i < labels.length - 1; i += 1)
    domains.push(`; domain=.${labels.slice(i).join('.')}`);
  for (const name of names) {
    for (const domain of domains) {
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
    }
  }
}

export type Analytics = ReturnType<typeof createAnalytics>;

// Campaign tags are what attribution needs from a query string; nothing else in one is reported.
const CAMPAIGN_PARAM = /^(utm_[a-z]+|gclid|gbraid|wbraid)$/;

/**
 * What a page view may report of an address: never its fragment (a shared calculator's figures)
 * and no query values but campaign tags (a booking link carries a scenario's amounts, a name, an
 * email). Works on a path with its query or on a whole URL.
 */
export function reportablePath(address: string): string {
  return editAddress(address, (url) => {
    const kept = new URLSearchParams();
    for (const [name, value] of url.searchParams) {
      if (CAMPAIGN_PARAM.test(name)) kept.append(name, value);
    }
    url.search = kept.toString();
    url.hash = '';
  });
}

/**
 * One page's analytics. `start` is idempotent; every method is a no-op when no measurement or ads
 * id is configured, or before `start`.
 */
export function createAnalytics(config: AnalyticsConfig, readConsent: ConsentReader) {
  const {
    measurementId,
    adsId,
    adsConversionLabel,
    scriptUrl = GTAG_SCRIPT_URL,
    retryIntervalMs = DEFAULT_RETRY_INTERVAL_MS,
    maxRetries = DEFAULT_MAX_RETRIES,
    waitForUpdateMs = 500,
    titleOf = () => document.title,
  } = config;
  const enabled = Boolean(measurementId || adsId);

  let started = false;
  let consent: ConsentCategories = DENIED;
  let script: HTMLScriptElement | undefined;
  let gtag: GtagFunction | undefined;
  let timeSet = false;
  let lastUpdate: string | undefined;
  const configured = new Set<string>();
  // The page being shown, and whether its page_view went out (it waits for consent otherwise).
  let page: { path: string; location: string; title: string; sent: boolean } | undefined;
  let lastNavigation: unknown = undefined;
  const timers = new Set<ReturnType<typeof setTimeout>>();

  // gtag.js only processes `arguments` objects, never arrays: this must stay a plain function.
  function queue(..._args: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    (window.dataLayer ??= []).push(arguments);
  }

  function loadScript() {
    if (script) return;
    const id = (consent.analytics && measurementId) || adsId || measurementId;
    if (!id) return;
    script = document.createElement('script');
    script.async = true;
    script.src = scriptUrl(id);
    script.addEventListener('load', () => {
      gtag = queue;
    });
    // A blocked or failed gtag.js leaves gtag unset; sends then give up after their retries.
    document.head.appendChild(script);
  }

  function configure() {
    const destinations: string[] = [];
    if (consent.analytics && measurementId) destinations.push(measurementId);
    if (consent.marketing && adsId) destinations.push(adsId);
    for (const id of destinations) {
      if (configured.has(id)) continue;
      if (!timeSet) {
        queue('js', new Date());
        timeSet = true;
      }
      // Page views are sent by hand, once per navigation, so config must not send its own.
      queue('config', id, { send_page_view: false });
      configured.add(id);
    }
  }

  /** Sends through gtag once gtag.js has loaded, while the category's consent still holds. */
  function sendWhenReady(category: keyof ConsentCategories, args: unknown[], attempt = 0) {
    if (!consent[category]) return;
    if (gtag) {
      gtag(...args);
      return;
    }
    if (attempt >= maxRetries) return;
    const timer = setTimeout(() => {
      timers.delete(timer);
      sendWhenReady(category, args, attempt + 1);
    }, retryIntervalMs);
    timers.add(timer);
  }

  function sendPageView() {
    if (!page || page.sent || !consent.analytics || !measurementId) return;
    page.sent = true;
    sendWhenReady('analytics', [
      'event',
      'page_view',
      {
        page_path: page.path,
        page_location: page.location,
        page_title: page.title,
        send_to: measurementId,
      },
    ]);
  }

  function applyConsent(next: ConsentCategories | null) {
    const previous = consent;
    consent = { analytics: Boolean(next?.analytics), marketing: Boolean(next?.marketing) };
    // GA's own opt-out switch: read by gtag.js before every hit, so a refusal stops hits at once.
    if (measurementId) {
      (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] =
        !consent.analytics;
    }
    // No choice yet leaves the denied defaults alone; a choice is passed on once, not repeated.
    const params = consentModeParams(consent);
    const signature = JSON.stringify(params);
    if (next && signature !== lastUpdate) {
      queue('consent', 'update', params);
      lastUpdate = signature;
    }
    if (previous.analytics && !consent.analytics) deleteCookies(ANALYTICS_COOKIES);
    if (previous.marketing && !consent.marketing) deleteCookies(MARKETING_COOKIES);
    if (!consent.analytics && !consent.marketing) return;
    loadScript();
    configure();
    sendPageView();
  }

  function onConsentChange(event: Event) {
    const detail = (event as CustomEvent<{ consent?: ConsentCategories } | undefined>).detail;
    applyConsent(detail?.consent ?? readConsent());
  }

  function onStorage(event: StorageEvent) {
    // Another tab changed the choice; storage events never fire in the tab that wrote.
    if (event.key === null || event.key === CONSENT_STORAGE_KEY) applyConsent(readConsent());
  }

  function trackConversion(name: string, params: Record<string, unknown> = {}) {
    if (!started || !measurementId) return;
    sendWhenReady('analytics', ['event', name, { ...params, send_to: measurementId }]);
  }

  return {
    enabled,
    /** Sets Consent Mode's denied defaults, then applies the stored choice and listens for changes. */
    start() {
      if (!enabled || started || typeof window === 'undefined') return;
      started = true;
      queue('consent', 'default', {
        ...consentModeParams(DENIED),
        wait_for_update: waitForUpdateMs,
      });
      queue('set', 'ads_data_redaction', true);
      window.trackConversion = trackConversion;
      applyConsent(readConsent());
      window.addEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
      window.addEventListener('storage', onStorage);
    },
    stop() {
      window.removeEventListener(CONSENT_CHANGE_EVENT, onConsentChange);
      window.removeEventListener('storage', onStorage);
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
    /**
     * Records a navigation and sends its page_view when analytics consent allows. `navigation`
     * identifies one navigation (react-router's location object): the same one twice, as React's
     * StrictMode double effects produce, sends one page_view.
     */
    pageView(navigation: unknown, path: string, title: string = titleOf(path)) {
      if (!started || navigation === lastNavigation) return;
      lastNavigation = navigation;
      page = {
        path: reportablePath(path),
        location: reportablePath(window.location.href),
        title,
        sent: false,
      };
      // Every later hit (a conversion, an Ads conversion) reports this location too, rather than
      // gtag.js reading document.location with its query and fragment.
      queue('set', { page_location: page.location });
      sendPageView();
    },
    trackConversion,
    /** The Google Ads conversion for a booked consultation: value 1, in GBP. */
    trackAdsConversion(label: string | undefined = adsConversionLabel) {
      if (!started || !adsId || !label) return;
      sendWhenReady('marketing', [
        'event',
        'conversion',
        { send_to: `${adsId}/${label}`, value: 1, currency: 'GBP' },
      ]);
    },
    consent: () => consent,
  };
}
