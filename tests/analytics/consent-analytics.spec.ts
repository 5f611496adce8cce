import { expect, test, type Page } from '../support/test.ts';
import { collectPageErrors } from '../support/browser.ts';
import { routeCalEmbed } from '../booking/cal-fixture.ts';
import {
  DEFAULT_MAX_RETRIES,
  DEFAULT_RETRY_INTERVAL_MS,
} from '../../site/features/analytics/analytics.ts';
import {
  dataLayer,
  gtagReceived,
  isEvent,
  isHit,
  pageViewPaths,
  routeGtag,
  storeConsent,
  type GtagCommand,
} from './gtag-fixture.ts';

const DENIED = {
  analytics_storage: 'denied',
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};
const GRANTED = {
  analytics_storage: 'granted',
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
};

const MARKETING_DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
};

// Five client-side navigations through the footer's links.
const NAVIGATIONS = [
  { link: 'Careers', path: '/careers' },
  { link: 'Pricing', path: '/pricing' },
  { link: 'FAQ', path: '/faq' },
  { link: 'Bookkeeping', path: '/bookkeeping' },
  { link: 'Payroll', path: '/payroll' },
];

async function navigate(page: Page, link: string, path: string) {
  await page.locator('footer').getByRole('link', { name: link, exact: true }).click();
  await expect(page).toHaveURL(path);
}

const isConsent = (action: string) => (command: GtagCommand) =>
  command[0] === 'consent' && command[1] === action;

// Resource errors of scripts the test blocks on purpose are not page errors.
const realErrors = (errors: string[]) =>
  errors.filter((error) => !/ERR_BLOCKED_BY_CLIENT|ERR_FAILED|Failed to load resource/.test(error));

test.beforeEach(async ({ page }) => {
  await routeCalEmbed(page);
});

test('before any choice, consent defaults to denied and nothing is loaded or sent', async ({
  page,
}) => {
  const gtag = await routeGtag(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Accept All' })).toBeVisible();
  await navigate(page, 'Pricing', '/pricing');
  await navigate(page, 'FAQ', '/faq');
  await page.waitForTimeout(1_500);

  const commands = await dataLayer(page);
  expect(commands[0]).toEqual(['consent', 'default', { ...DENIED, wait_for_update: 500 }]);
  expect(commands.filter(isHit)).toEqual([]);
  expect(commands.filter(isConsent('update'))).toEqual([]);
  expect(gtag.requests).toEqual([]);
  expect(await page.evaluate(() => typeof window.gtag)).toBe('undefined');
  const cookies = await page.context().cookies();
  expect(cookies.filter((cookie) => cookie.name.startsWith('_g'))).toEqual([]);
});

test('Accept All grants consent and sends one page_view per navigation', async ({ page }) => {
  const gtag = await routeGtag(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept All' }).click();

  await expect.poll(async () => pageViewPaths(await gtagReceived(page))).toEqual(['/']);
  const received = await gtagReceived(page);
  const defaultAt = received.findIndex(isConsent('default'));
  const updateAt = received.findIndex(isConsent('update'));
  expect(defaultAt).toBe(0);
  expect(updateAt).toBeGreaterThan(defaultAt);
  expect(received[updateAt]).toEqual(['consent', 'update', GRANTED]);
  expect(received.findIndex(isEvent('page_view'))).toBeGreaterThan(updateAt);
  expect(gtag.requests).toEqual(['https://www.googletagmanager.com/gtag/js?id=G-TEST000001']);

  const expected = ['/'];
  for (const { link, path } of NAVIGATIONS) {
    await navigate(page, link, path);
    expected.push(path);
    await expect.poll(async () => pageViewPaths(await gtagReceived(page))).toEqual(expected);
  }
  // Nothing late or doubled arrives after the last navigation.
  await page.waitForTimeout(1_000);
  expect(pageViewPaths(await gtagReceived(page))).toEqual(expected);
  expect(pageViewPaths(await dataLayer(page))).toEqual(expected);
  expect(gtag.requests).toHaveLength(1);
});

test('each choice sends one Consent Mode update, before and after gtag.js has loaded', async ({
  page,
}) => {
  await routeGtag(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(async () => pageViewPaths(await gtagReceived(page))).toEqual(['/']);

  // A second choice, made once gtag.js is running: marketing off.
  await page.locator('footer').getByRole('button', { name: 'Manage Cookies' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('switch', { name: 'Marketing' }).uncheck();
  await dialog.getByRole('button', { name: 'Save Preferences' }).click();
  const analyticsOnly = { ...GRANTED, ...MARKETING_DENIED };
  await expect
    .poll(async () => (await gtagReceived(page)).filter(isConsent('update')))
    .toEqual([
      ['consent', 'update', GRANTED],
      ['consent', 'update', analyticsOnly],
    ]);
  await page.waitForTimeout(1_000);
  expect((await gtagReceived(page)).filter(isConsent('update'))).toHaveLength(2);
});

test('Reject All sends nothing and loads nothing', async ({ page }) => {
  const gtag = await routeGtag(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Reject All' }).click();
  await navigate(page, 'Careers', '/careers');
  await navigate(page, 'Pricing', '/pricing');
  await page.waitForTimeout(1_500);

  const commands = await dataLayer(page);
  expect(commands.filter(isHit)).toEqual([]);
  expect(commands.filter(isConsent('update'))).toEqual([['consent', 'update', DENIED]]);
  expect(gtag.requests).toEqual([]);
});

test('withdrawing consent after accepting stops page views at once', async ({ page }) => {
  await routeGtag(page);
  await storeConsent(page, { analytics: true, marketing: true });
  await page.goto('/');
  await expect.poll(async () => pageViewPaths(await gtagReceived(page))).toEqual(['/']);

  // What the consent widget does on Save Preferences with everything off.
  await page.evaluate(() => {
    const consent = { necessary: true, analytics: false, marketing: false, functional: false };
    const date = new Date().toISOString();
    localStorage.setItem('cookie-consent', JSON.stringify(consent));
    localStorage.setItem('cookie-consent-date', date);
    document.body.dispatchEvent(
      new CustomEvent('acct-consent-change', {
        bubbles: true,
        composed: true,
        detail: { consent, date },
      }),
    );
  });
  await navigate(page, 'Careers', '/careers');
  await navigate(page, 'Pricing', '/pricing');
  await page.waitForTimeout(1_500);

  const received = await gtagReceived(page);
  expect(pageViewPaths(received)).toEqual(['/']);
  expect(received.filter(isConsent('update')).at(-1)).toEqual(['consent', 'update', DENIED]);
  const disabled = await page.evaluate(
    () => (window as unknown as Record<string, unknown>)['ga-disable-G-TEST000001'],
  );
  expect(disabled).toBe(true);
});

test('a page_view waits for gtag.js arriving 2 s late', async ({ page }) => {
  const errors = collectPageErrors(page);
  let arrive = () => {};
  const arrival = new Promise<void>((resolve) => (arrive = resolve));
  const gtag = await routeGtag(page, { until: arrival });
  await storeConsent(page, { analytics: true, marketing: false });
  // The page's timers on a clock the test moves: the retries' time passes without the wait.
  await page.clock.install();
  // Not waiting for `load`: the held script would hold it back too.
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await expect.poll(() => gtag.requests.length).toBe(1);
  // Held for 2 s: the first tries find no gtag and send nothing.
  await page.clock.runFor(2_000);
  expect(pageViewPaths(await dataLayer(page))).toEqual([]);
  arrive();
  await expect
    .poll(async () => pageViewPaths(await gtagReceived(page)), { timeout: 8_000 })
    .toEqual(['/']);
  await page.clock.runFor(1_000);
  expect(pageViewPaths(await gtagReceived(page))).toEqual(['/']);
  expect(realErrors(errors)).toEqual([]);
});

test('when gtag.js never arrives, the page_view gives up after ten retries, quietly', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const gtag = await routeGtag(page, { block: true });
  await storeConsent(page, { analytics: true, marketing: false });
  // The page's timers on a clock the test moves: the retries' time passes without the wait. Each
  // retry is a timer of the retry interval, counted over the clock's own setTimeout.
  await page.clock.install();
  await page.addInitScript((interval) => {
    const schedule = window.setTimeout;
    const retries = { count: 0 };
    Object.assign(window, { __retries: retries });
    window.setTimeout = ((handler: TimerHandler, delay?: number, ...rest: unknown[]) => {
      if (delay === interval) retries.count += 1;
      return schedule(handler, delay, ...rest);
    }) as typeof window.setTimeout;
  }, DEFAULT_RETRY_INTERVAL_MS);
  const retries = () =>
    page.evaluate(() => (window as unknown as { __retries: { count: number } }).__retries.count);
  await page.goto('/');
  await expect.poll(() => gtag.requests.length).toBe(1);
  // The first try finds no gtag and sets the first retry; ten of them, 500 ms apart, end 5 s later.
  await expect.poll(retries).toBeGreaterThan(0);
  await page.clock.runFor(6_000);
  expect(await retries()).toBe(DEFAULT_MAX_RETRIES);
  // And none after: the page_view is given up, and nothing of it reaches the data layer.
  await page.clock.runFor(6_000);
  expect(await retries()).toBe(DEFAULT_MAX_RETRIES);
  expect(pageViewPaths(await dataLayer(page))).toEqual([]);
  expect(realErrors(errors)).toEqual([]);
});
