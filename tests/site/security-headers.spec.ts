// The site's security headers, as the built `_headers` and scripts/serve.ts send them, hold on every
// route with everything the site loads: the visitor accepts cookies (gtag.js loads and reports), books
// through Cal.com's embed, and the admin signs in and previews and saves a photo. Google's and
// Cal.com's scripts are stand-ins served at the network edge, but a stand-in still runs under the
// page's policy, so each one makes the requests its real script makes (Google's collect and
// conversion hits, Cal.com's shadow-root styles and booking iframe) and the policy must allow them.
// Any `securitypolicyviolation` event or console report of one fails the test. The visit of each
// route first checks the page's start-up, which needs the same new visitor (startup.ts).
import { expect, test, type Page, type Request } from '../support/test.ts';
import { NOT_FOUND_META, ROUTES } from '../../site/app/route-meta.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { GTAG_FIXTURE, GTAG_URL } from '../analytics/gtag-fixture.ts';
import { CAL_EMBED_URL, CAL_FIXTURE } from '../booking/cal-fixture.ts';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  adminSession,
  deleteMemberViaApi,
  makePng,
  membersNamed,
  signInThroughUi,
  uniqueName,
} from '../team/support.ts';
import { settled } from './site-support.ts';
import { intlUses, watchIntl } from './startup.ts';

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

type Edge = { reached: string[] };

/**
 * Google and Cal.com at the network edge: their scripts as stand-ins, every other request to their
 * hosts answered empty. A request the policy refuses never gets here, so `reached` is what it allowed.
 */
async function fakeThirdParties(page: Page): Promise<Edge> {
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
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
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
function countInFlight(page: Page): () => number {
  let pending = 0;
  page.on('request', () => (pending += 1));
  page.on('requestfinished', () => (pending -= 1));
  page.on('requestfailed', () => (pending -= 1));
  return () => pending;
}

async function acceptCookies(page: Page) {
  await page.getByRole('button', { name: 'Accept All' }).click();
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
async function untilReachedOrRefused(
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

// One visit per route serves two checks that both start before the visitor's cookie choice: while
// the page loads and hydrates it uses no Intl (startup.ts), and then, with cookies accepted,
// Google's tag and a booking, nothing breaks the policy.
for (const { path } of [...ROUTES, NOT_FOUND_META]) {
  const url = path === NOT_FOUND_META.path ? '/no-such-page' : path;
  test(`${url}: no Intl use while it starts; no CSP violation with cookies accepted, Google's tag and a booking`, async ({
    page,
  }) => {
    const violations = await watchViolations(page);
    const edge = await fakeThirdParties(page);
    await watchIntl(page);
    const inFlight = countInFlight(page);
    const response = await page.goto(url);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    // The cookie banner, the typeface and the carousel's answer arrive after hydration.
    await settled(page);
    await page.getByRole('button', { name: 'Accept All' }).waitFor();
    // Soft: a failure here still lets the policy's check below run and report.
    expect.soft(await intlUses(page), 'Intl used while the page loaded and hydrated').toEqual([]);

    await acceptCookies(page);
    // The stand-in for gtag.js runs under the policy; its hits get through, or a violation says why.
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
  });
}

test('the admin signs in, previews and saves a photo, and /team shows it, with no CSP violation', async ({
  page,
  request,
}) => {
  const violations = await watchViolations(page);
  await fakeThirdParties(page);
  await signInThroughUi(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto('/team-admin');
  const form = page.locator('form');
  await expect(page.getByRole('heading', { level: 1, name: 'Team Management' })).toBeVisible();
  const name = uniqueName('Policy Check');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Position').fill('Auditor');
  await form
    .getByLabel('Photo')
    .setInputFiles({ name: 'photo.png', mimeType: 'image/png', buffer: makePng(40, 40) });
  await expect(form.getByAltText('Photo preview')).toHaveAttribute('src', /^blob:/);
  await form.getByRole('button', { name: 'Add Member' }).click();

  const { accessToken } = await adminSession(request);
  await expect.poll(async () => (await membersNamed(request, accessToken, name)).length).toBe(1);
  const [member] = await membersNamed(request, accessToken, name);
  try {
    await page.getByRole('link', { name: 'View Public Page' }).click();
    const image = page
      .getByTestId('team-member-card')
      .filter({ hasText: name })
      .getByAltText(`Photo of ${name}`);
    // The photo comes from the backend's storage, which img-src allows.
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(40);
    expect(await violations()).toEqual([]);
  } finally {
    await deleteMemberViaApi(request, accessToken, member!.id);
  }
});

test.describe('headers', () => {
  for (const path of ['/', '/auth/', '/team-admin/']) {
    test(`${path} is sent with the security headers`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      const policy = headers['content-security-policy'] ?? '';
      expect(policy).toMatch(/(^|; )default-src 'self'(;|$)/);
      expect(policy).toMatch(/(^|; )frame-ancestors 'none'(;|$)/);
      expect(policy).toMatch(/(^|; )object-src 'none'(;|$)/);
      const scripts = /(?:^|; )script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval|\*(?!\.)/);
      expect(headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['x-content-type-options']).toBe('nosniff');
    });
  }

  test('the policy refuses a script from anywhere else', async ({ page }) => {
    await fakeThirdParties(page);
    await page.goto('/');
    const blocked = await page.evaluate(
      () =>
        new Promise<string>((resolve) => {
          document.addEventListener('securitypolicyviolation', (event) =>
            resolve(`${event.effectiveDirective} ${event.blockedURI}`),
          );
          const inline = document.createElement('script');
          inline.textContent = 'window.ran = true';
          document.head.append(inline);
        }),
    );
    expect(blocked).toBe('script-src-elem inline');
    expect(await page.evaluate(() => 'ran' in window)).toBe(false);
  });
});
