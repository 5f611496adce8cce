import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { consentModeParams } from '../../../widgets/index.ts';
import {
  CONSENT_CHANGE_EVENT,
  createAnalytics,
  reportablePath,
  type ConsentCategories,
} from './analytics.ts';

const GA = 'G-UNIT00001';
const ADS = 'AW-UNIT00001';

type Command = unknown[];

function commands(): Command[] {
  return (window.dataLayer ?? []).map((item) => Array.from(item as ArrayLike<unknown>));
}

function gtagScripts(): HTMLScriptElement[] {
  return Array.from(document.head.querySelectorAll('script')).filter((script) =>
    script.src.startsWith('https://www.googletagmanager.com/gtag/js'),
  );
}

/** What gtag.js would do on load: the site's analytics then has its gtag, through the script's load event. */
function finishLoadingGtag() {
  for (const script of gtagScripts()) script.dispatchEvent(new Event('load'));
}

function changeConsent(consent: ConsentCategories) {
  document.body.dispatchEvent(
    new CustomEvent(CONSENT_CHANGE_EVENT, {
      bubbles: true,
      composed: true,
      detail: { consent: { necessary: true, functional: false, ...consent } },
    }),
  );
}

const events = (name: string) =>
  commands().filter((command) => command[0] === 'event' && command[1] === name);

let stored: ConsentCategories | null;
let analytics: ReturnType<typeof createAnalytics>;

function start(config: Parameters<typeof createAnalytics>[0] = { measurementId: GA, adsId: ADS }) {
  analytics = createAnalytics({ adsConversionLabel: 'label-1', ...config }, () => stored);
  analytics.start();
  return analytics;
}

beforeEach(() => {
  vi.useFakeTimers();
  stored = null;
  delete window.dataLayer;
  delete window.gtag;
  delete window.trackConversion;
  document.head.innerHTML = '';
});

afterEach(() => {
  analytics?.stop();
  vi.useRealTimers();
});

describe('consent mode', () => {
  it('sets every category denied first and loads nothing before consent', () => {
    start();
    const first = commands()[0];
    expect(first).toEqual([
      'consent',
      'default',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
        wait_for_update: 500,
      },
    ]);
    analytics.pageView({}, '/');
    analytics.trackConversion('booking_completed');
    vi.advanceTimersByTime(10_000);
    expect(gtagScripts()).toHaveLength(0);
    expect(commands().some((command) => command[0] === 'event' || command[0] === 'config')).toBe(
      false,
    );
    expect(window.gtag).toBeUndefined();
  });

  it('applies a stored choice on start, after the defaults', () => {
    stored = { analytics: true, marketing: false };
    start();
    const [first, ...rest] = commands();
    expect(first?.[1]).toBe('default');
    expect(rest).toContainEqual([
      'consent',
      'update',
      {
        analytics_storage: 'granted',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect(gtagScripts().map((script) => script.src)).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${GA}`,
    ]);
    // Analytics only: GA is configured, the ads account is not.
    expect(
      commands()
        .filter((command) => command[0] === 'config')
        .map((c) => c[1]),
    ).toEqual([GA]);
  });

  it('grants on a consent event and sends the waiting page_view once gtag.js has loaded', () => {
    start();
    analytics.pageView({}, '/contact');
    changeConsent({ analytics: true, marketing: true });
    expect(events('page_view')).toHaveLength(0);
    finishLoadingGtag();
    vi.advanceTimersByTime(500);
    expect(events('page_view')).toHaveLength(1);
    expect(events('page_view')[0]?.[2]).toMatchObject({ page_path: '/contact', send_to: GA });
    expect(
      commands()
        .filter((command) => command[0] === 'config')
        .map((c) => c[1]),
    ).toEqual([GA, ADS]);
  });

  it('stops at once when consent is withdrawn', () => {
    stored = { analytics: true, marketing: true };
    start();
    finishLoadingGtag();
    analytics.pageView({}, '/');
    expect(events('page_view')).toHaveLength(1);
    changeConsent({ analytics: false, marketing: false });
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      {
        analytics_storage: 'denied',
        ad_storage: 'denied',
        ad_user_data: 'denied',
        ad_personalization: 'denied',
      },
    ]);
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${GA}`]).toBe(true);
    analytics.pageView({}, '/about');
    analytics.trackConversion('booking_completed');
    analytics.trackAdsConversion();
    vi.advanceTimersByTime(10_000);
    expect(events('page_view')).toHaveLength(1);
    expect(events('booking_completed')).toHaveLength(0);
    expect(events('conversion')).toHaveLength(0);
  });

  it('deletes Google cookies when analytics consent is withdrawn', () => {
    stored = { analytics: true, marketing: false };
    start();
    document.cookie = '_ga=GA1.1.123; path=/';
    document.cookie = 'other=kept; path=/';
    changeConsent({ analytics: false, marketing: false });
    expect(document.cookie).not.toContain('_ga=');
    expect(document.cookie).toContain('other=kept');
  });

  it('sends one update per choice and keeps its gtag off window, where the widget would send another', () => {
    start();
    changeConsent({ analytics: true, marketing: true });
    finishLoadingGtag();
    changeConsent({ analytics: false, marketing: false });
    changeConsent({ analytics: true, marketing: false });
    const updates = commands().filter(
      (command) => command[0] === 'consent' && command[1] === 'update',
    );
    expect(updates.map((command) => command[2])).toEqual([
      {
        analytics_storage: 'granted',
        ad_storage: 'granted',
        ad_user_data: 'granted',
        ad_personalization: 'granted',
      },
      consentModeParams({ analytics: false, marketing: false }),
      consentModeParams({ analytics: true, marketing: false }),
    ]);
    expect(window.gtag).toBeUndefined();
  });
});

describe('reportablePath', () => {
  it('drops the fragment and every query value but campaign tags', () => {
    expect(reportablePath('/directors-tax-calculator#calc=director&salary=50000')).toBe(
      '/directors-tax-calculator',
    );
    expect(
      reportablePath(
        'https://www.example.co.uk/contact?scenario=director&salary=50000&name=Ada&utm_source=blog&gclid=x1#booking-widget',
      ),
    ).toBe('https://www.example.co.uk/contact?utm_source=blog&gclid=x1');
    expect(reportablePath('/pricing')).toBe('/pricing');
  });
});

describe('page views', () => {
  it('sends one page_view per navigation, even when the same navigation is reported twice', () => {
    stored = { analytics: true, marketing: false };
    start();
    finishLoadingGtag();
    const first = {};
    analytics.pageView(first, '/');
    analytics.pageView(first, '/');
    const second = {};
    analytics.pageView(second, '/about');
    analytics.pageView(second, '/about');
    expect(
      events('page_view').map((command) => (command[2] as { page_path: string }).page_path),
    ).toEqual(['/', '/about']);
  });

  it('sets the reportable location for every later hit, so a conversion on a page with amounts in its URL reports none', () => {
    stored = { analytics: true, marketing: false };
    start();
    finishLoadingGtag();
    window.history.replaceState(null, '', '/contact?scenario=director&salary=73519#calc=director');
    analytics.pageView({}, '/contact');
    analytics.trackConversion('booking_completed');
    const all = commands();
    const set = all.findIndex((command) => command[0] === 'set' && typeof command[1] === 'object');
    expect(all[set]).toEqual(['set', { page_location: `${window.location.origin}/contact` }]);
    expect(set).toBeLessThan(all.findIndex((command) => command[1] === 'booking_completed'));
    expect(JSON.stringify(all)).not.toContain('73519');
    window.history.replaceState(null, '', '/');
  });

  it('retries every 500 ms while gtag is missing and sends when it arrives', () => {
    stored = { analytics: true, marketing: false };
    start();
    analytics.pageView({}, '/');
    vi.advanceTimersByTime(1_999);
    expect(events('page_view')).toHaveLength(0);
    finishLoadingGtag();
    vi.advanceTimersByTime(1);
    expect(events('page_view')).toHaveLength(1);
  });

  it('gives up quietly after ten retries', () => {
    stored = { analytics: true, marketing: false };
    start();
    analytics.pageView({}, '/');
    // The first try, then ten retries 500 ms apart: the last one is due at 5,000 ms.
    vi.advanceTimersByTime(4_999);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1);
    expect(vi.getTimerCount()).toBe(0);
    // gtag.js arriving now is too late for that page_view.
    finishLoadingGtag();
    vi.advanceTimersByTime(60_000);
    expect(events('page_view')).toHaveLength(0);
  });
});

describe('conversions', () => {
  it('sends named events and the ads conversion in GBP with consent', () => {
    stored = { analytics: true, marketing: true };
    start();
    finishLoadingGtag();
    window.trackConversion?.('booking_completed');
    analytics.trackAdsConversion();
    expect(events('booking_completed')).toEqual([['event', 'booking_completed', { send_to: GA }]]);
    expect(events('conversion')).toEqual([
      ['event', 'conversion', { send_to: `${ADS}/label-1`, value: 1, currency: 'GBP' }],
    ]);
  });

  it('needs marketing consent for the ads conversion', () => {
    stored = { analytics: true, marketing: false };
    start();
    finishLoadingGtag();
    analytics.trackConversion('accounts_consultation_booked');
    analytics.trackAdsConversion();
    expect(events('accounts_consultation_booked')).toHaveLength(1);
    expect(events('conversion')).toHaveLength(0);
  });

  it('does nothing at all without ids', () => {
    stored = { analytics: true, marketing: true };
    start({});
    analytics.pageView({}, '/');
    analytics.trackConversion('booking_completed');
    analytics.trackAdsConversion();
    expect(window.dataLayer).toBeUndefined();
    expect(gtagScripts()).toHaveLength(0);
    expect(window.trackConversion).toBeUndefined();
  });
});
