// Stands in for gtag.js at the network edge. Like the real script it takes over window.dataLayer:
// it records every command already queued and every one pushed later, in window.__gtag.received.
import type { Page, Route } from '../support/test.ts';

export const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js\?/;

export const GTAG_FIXTURE = `(() => {
  const record = (window.__gtag = window.__gtag || { received: [] });
  const layer = (window.dataLayer = window.dataLayer || []);
  const take = (item) => {
    const value = item && typeof item === 'object' && 'length' in item ? Array.from(item) : item;
    record.received.push(JSON.parse(JSON.stringify(value)));
  };
  layer.forEach(take);
  const push = layer.push.bind(layer);
  layer.push = (...items) => {
    items.forEach(take);
    return push(...items);
  };
})();`;

export type GtagRoute = { requests: string[] };

/**
 * Serves the fixture for gtag.js, or aborts it when `block` is set. With `until`, the response is
 * held until that promise settles, so a test decides exactly when the script "arrives".
 */
export async function routeGtag(
  page: Page,
  options: { until?: Promise<unknown>; block?: boolean } = {},
): Promise<GtagRoute> {
  const state: GtagRoute = { requests: [] };
  await page.route(GTAG_URL, async (route: Route) => {
    state.requests.push(route.request().url());
    if (options.block) {
      await route.abort('blockedbyclient');
      return;
    }
    if (options.until) await options.until;
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript',
      body: GTAG_FIXTURE,
    });
  });
  return state;
}

export type GtagCommand = unknown[];

/** Every command the page pushed into window.dataLayer, as arrays. */
export async function dataLayer(page: Page): Promise<GtagCommand[]> {
  return page.evaluate(() =>
    (window.dataLayer ?? []).map((item) =>
      JSON.parse(
        JSON.stringify(
          item && typeof item === 'object' && 'length' in item
            ? Array.from(item as ArrayLike<unknown>)
            : item,
        ),
      ),
    ),
  );
}

/** What the gtag.js fixture received (empty when it never loaded). */
export async function gtagReceived(page: Page): Promise<GtagCommand[]> {
  return page.evaluate(
    () => (window as unknown as { __gtag?: { received: unknown[][] } }).__gtag?.received ?? [],
  );
}

export const isEvent = (name: string) => (command: GtagCommand) =>
  command[0] === 'event' && command[1] === name;

export const isHit = (command: GtagCommand) => command[0] === 'event' || command[0] === 'config';

export const pageViewPaths = (commands: GtagCommand[]) =>
  commands
    .filter(isEvent('page_view'))
    .map((command) => (command[2] as { page_path: string }).page_path);

/** Stores a cookie choice before any page script runs, as the consent widget would. */
export async function storeConsent(
  page: Page,
  choice: { analytics: boolean; marketing: boolean; functional?: boolean },
) {
  const consent = JSON.stringify({
    necessary: true,
    analytics: choice.analytics,
    marketing: choice.marketing,
    functional: choice.functional ?? false,
  });
  await page.addInitScript(
    ([value, date]) => {
      if (window.localStorage.getItem('cookie-consent')) return;
      window.localStorage.setItem('cookie-consent', value);
      window.localStorage.setItem('cookie-consent-date', date);
    },
    [consent, new Date().toISOString()] as const,
  );
}
