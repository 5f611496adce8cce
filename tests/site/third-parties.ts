// Google's and Cal.com's scripts at the network edge, for the checks that the site's security
// policy allows everything the site loads (every-route.spec.ts, security-headers.spec.ts). The
// stand-ins still run under the page's policy, so each one makes the requests its real script makes
// (Google's collect and conversion hits, Cal.com's shadow-root styles and booking iframe) and the
// policy must allow them; any `securitypolicyviolation` event or console report of one is noted.
import { expect, type Page, type Request } from '../support/test.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { GTAG_FIXTURE, GTAG_URL } from '../analytics/gtag-fixture.ts';
import { CAL_EMBED_URL, CAL_FIXTURE } from '../booking/cal-fixture.ts';

// What Google's tag does once configured, from its documented CSP needs: the GA4 collect call, the
// Ads conversion script and pixel (redirected to the country domain) and the remarketing iframe.
const GOOGLE_REQUESTS = `(() => {
  const done = new Set();
  const hit = (command) => {
    if (!command || command[0] !== 'config' && !(command[0] === 'event' && command[1] === 'conversion')) return;
    const id = command[0] === 'config' ? command[1] : String(command[2] && command[2].send_to).split('/')[0];
    const key = command[0] + ':' + id;
    if (done.has(key)) return;
    done.add(key);
    if (id.startsWith('G-')) {
      fetch('https://region1.google-analytics.com/g/collect?v=2&tid=' + id, { method: 'POST', mode: 'no-cors', keepalive: true });
      new Image().src = 'https://www.google.com/ads/ga-audiences?tid=' + id;
      fetch('https://stats.g.doubleclick.net/g/collect?v=2&tid=' + id, { method: 'POST', mode: 'no-cors' });
    }
    if (id.startsWith('AW-')) {
      const script = document.createElement('script');
      script.src = 'https://www.googletagmanager.com/gtag/destination?id=' + id;
      document.head.append(script);
      const conversion = document.createElement('script');
      conversion.src = 'https://googleads.g.doubleclick.net/pagead/viewthroughconversion/' + id.slice(3) + '/';
      document.head.append(conversion);
      new Image().src = 'https://www.google.co.uk/pagead/1p-user-list/' + id.slice(3) + '/';
      new Image().src = 'https://www.googleadservices.com/pagead/conversion/' + id.slice(3) + '/';
      fetch('https://www.google.com/ccm/collect?tid=' + id, { mode: 'no-cors' });
      const frame = document.createElement('iframe');
      frame.hidden = true;
      frame.src = 'https://td.doubleclick.net/td/rul/' + id.slice(3);
      document.body.append(frame);
    }
  };
  const layer = window.dataLayer;
  Array.from(layer).forEach((item) => hit(Array.from(item)));
  const push = layer.push;
  layer.push = (...items) => {
    items.forEach((item) => hit(Array.from(item)));
    return push(...items);
  };
})();`;

// What Cal.com's embed puts into the page around its booking iframe: a custom element whose shadow
// root gets <style> elements and style attributes, and the iframe from the Cal.com origin.
const CAL_PAGE_FOOTPRINT = (origin: string) => `(() => {
  const decorate = (frame) => {
    if (frame.dataset.decorated) return;
    frame.dataset.decorated = 'true';
    const host = document.createElement('cal-inline-footprint');
    host.attachShadow({ mode: 'open' }).innerHTML =
      '<style>.loader { display: block }</style><div class="loader" style="top:50%; left:50%"></div><slot></slot>';
    const iframe = document.createElement('iframe');
    iframe.title = 'Book a call';
    iframe.src = ${JSON.stringify(origin)} + '/ledgerline-accountants/30min?embed=true';
    iframe.style.height = '1px';
    host.append(iframe);
    frame.append(host);
  };
  new MutationObserver(() =>
    document.querySelectorAll('[data-cal-fixture]').forEach(decorate),
  ).observe(document.documentElement, { childList: true, subtree: true });
})();`;

const LOCAL = /^https?:\/\/(127\.0\.0\.1|localhost)[:/]/;

export type Edge = { reached: string[] };

/**
 * Google and Cal.com at the network edge: their scripts as stand-ins, every other request to their
 * hosts answered empty. A request the policy refuses never gets here, so `reached` is what it allowed.
 */
export async function fakeThirdParties(page: Page): Promise<Edge> {
  const edge: Edge = { reached: [] };
  // Nothing leaves 127.0.0.1: the stand-ins below, and an empty answer for anything else.
  await page.route(
    (url) => !LOCAL.test(url.href),
    async (route) => {
      const request = route.request();
      edge.reached.push(request.url());
      await route.fulfill(emptyAnswer(request));
    },
  );
  await page.route(GTAG_URL, (route) => {
    edge.reached.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: `${GTAG_FIXTURE}\n${GOOGLE_REQUESTS}`,
    });
  });
  await page.route(CAL_EMBED_URL, (route) => {
    edge.reached.push(route.request().url());
    return route.fulfill({
      contentType: 'application/javascript',
      body: `${CAL_FIXTURE}\n${CAL_PAGE_FOOTPRINT(PRACTICE.cal.origin)}`,
    });
  });
  return edge;
}

const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

function emptyAnswer(request: Request) {
  switch (request.resourceType()) {
    case 'script':
      return { contentType: 'application/javascript', body: '' };
    case 'image':
      return { contentType: 'image/gif', body: PIXEL };
    case 'document':
      return { contentType: 'text/html', body: '<!doctype html><title>Stand-in</title>' };
    default:
      return { status: 204, body: '' };
  }
}

/** Every CSP violation the page reports, as events and as console messages. */
export async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  // Init scripts run outside the page's policy, before any of the page's own.
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.assign(window, { __violations: seen });
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile})`),
    );
  });
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Content-Security-Policy|Refused to/i.test(message.text()))
      messages.push(message.text());
  });
  return async () => [
    ...(await page.evaluate(
      () => (window as unknown as { __violations?: string[] }).__violations ?? [],
    )),
    ...messages,
  ];
}

/** How many of the page's requests have not finished yet (frames included). */
export function countInFlight(page: Page): () => number {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return () => pending;
}

const reachedHost = (edge: Edge, host: string) =>
  edge.reached.some((url) => new URL(url).host === host);

// One host per directive the tag's requests exercise: connect-src, img-src, script-src, frame-src.
const GOOGLE_HOSTS = [
  'region1.google-analytics.com',
  'www.google.co.uk',
  'googleads.g.doubleclick.net',
  'td.doubleclick.net',
];

/** Waits until every host was reached or a violation was reported, then fails on any violation. */
export async function untilReachedOrRefused(
  edge: Edge,
  violations: () => Promise<string[]>,
  hosts: string[],
) {
  await expect
    .poll(
      async () => (await violations()).length > 0 || hosts.every((host) => reachedHost(edge, host)),
    )
    .toBe(true);
  expect(await violations()).toEqual([]);
}

/**
 * With the cookie banner showing: the visitor accepts cookies, and the stand-in for gtag.js reaches
 * every Google host it needs; on a page with a booking section, the calendar loads and the visitor
 * books. Fails on any violation of the page's policy, and leaves no request unfinished.
 */
export async function acceptCookiesAndBook(
  page: Page,
  edge: Edge,
  violations: () => Promise<string[]>,
  inFlight: () => number,
) {
  await page.getByRole('button', { name: 'Accept All' }).click();
  await untilReachedOrRefused(edge, violations, GOOGLE_HOSTS);
  const booking = page.locator('[data-booking-namespace]');
  if (await booking.count()) {
    await booking.scrollIntoViewIfNeeded();
    await expect(booking).toHaveAttribute('data-booking-status', 'ready');
    await untilReachedOrRefused(edge, violations, [new URL(PRACTICE.cal.origin).host]);
    await booking.getByRole('button', { name: 'Confirm booking' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Thank you');
  }
  await expect.poll(inFlight).toBe(0);
  expect(await violations()).toEqual([]);
}
