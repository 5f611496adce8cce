// Checks that hold on every route the site prerenders (read from the route list) and on the
// not-found page, in one visit per width: the page answers 200 with its title and main heading
// (the admin area, which sends a visitor to sign in, aside), hydrates without errors or warnings, nothing
// scrolls sideways at the narrowest supported width, at 375 px (the width most phones have) or on a
// desktop, and axe finds nothing at the narrowest or on the desktop. No style rule of the site or
// its widgets changes between 320 and 375 px, so one axe pass covers both phone widths, at the
// narrowest, where what the layout decides is tightest (a region that overflows at 375 px
// overflows at 320). Layout shift is measured and attached to the report, not asserted.
//
// The desktop visit is a new visitor's, with Google's and Cal.com's scripts as stand-ins at the
// network edge (third-parties.ts): while the page loads and hydrates it uses no Intl (startup.ts);
// axe checks it with the cookie banner showing; then, with cookies accepted, Google's tag and (where
// the page has one) a booking, nothing breaks the site's security policy.
import { expect, test, type Page, fixClock } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { NOT_FOUND_META, ROUTES } from '../../site/app/route-meta.ts';
import { PAGE_ROUTES, blockExternal, settled, storeConsent } from './site-support.ts';
import { intlUses, watchIntl } from './startup.ts';
import {
  acceptCookiesAndBook,
  countInFlight,
  fakeThirdParties,
  watchViolations,
} from './third-parties.ts';

const NOT_FOUND_PATH = '/not-a-page';
const PATHS = [...ROUTES.map((route) => route.path), NOT_FOUND_PATH];

// Refused third-party requests, the not-found page's 404 and the reviews fallback are expected here.
const EXPECTED_NOISE = /Failed to load resource|ERR_FAILED|Reviews could not be loaded/;
// The not-found page reports the path asked for, as the specification requires, and only there.
const NOT_FOUND_REPORT = /User attempted to access non-existent route/;

/** Collects console errors and warnings and the layout shifts of the page's whole life. */
async function watch(page: Page, path: string) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (EXPECTED_NOISE.test(message.text())) return;
    if (path === NOT_FOUND_PATH && NOT_FOUND_REPORT.test(message.text())) return;
    if (message.type() === 'error' || message.type() === 'warning')
      problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { __shifts: number[] }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<
        PerformanceEntry & { value: number; hadRecentInput: boolean }
      >)
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return problems;
}

async function expectNoSidewaysScroll(page: Page, path: string) {
  const { width } = page.viewportSize()!;
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
}

/** The route's own checks, once the page has settled. */
async function expectRoute(page: Page, path: string, status: number | undefined) {
  const route = PAGE_ROUTES.find((candidate) => candidate.path === path);
  if (!route) return;
  expect(status, path).toBe(200);
  const h1 = page.getByRole('heading', { level: 1 });
  if (route.heading) await expect(h1).toHaveText(route.heading);
  else await expect(h1.first()).toBeVisible();
  await expect(page).toHaveTitle(route.title);
}

async function annotateLayoutShift(page: Page) {
  const shift = await page.evaluate(() =>
    (window as unknown as { __shifts: number[] }).__shifts.reduce((sum, value) => sum + value, 0),
  );
  test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
}

const testName = (path: string) => (path === NOT_FOUND_PATH ? NOT_FOUND_META.heading! : path);

test.describe('every route at 320 px', () => {
  test.use({ viewport: { width: 320, height: 800 }, reducedMotion: 'reduce' });

  for (const path of PATHS) {
    test(testName(path), async ({ page, context }) => {
      await storeConsent(context);
      await blockExternal(page);
      const problems = await watch(page, path);

      const response = await page.goto(path);
      await settled(page);
      await expectRoute(page, path, response?.status());
      await expectNoSidewaysScroll(page, path);
      await annotateLayoutShift(page);
      await expectNoAxeViolations(page);

      await page.setViewportSize({ width: 375, height: 800 });
      await expectNoSidewaysScroll(page, path);
      // Last, so that it covers the whole visit.
      expect(problems).toEqual([]);
    });
  }
});

test.describe('every route at 1280 px, as a new visitor who accepts cookies and books', () => {
  test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

  for (const path of PATHS) {
    test(testName(path), async ({ page }) => {
      const violations = await watchViolations(page);
      const edge = await fakeThirdParties(page);
      await watchIntl(page);
      const inFlight = countInFlight(page);
      const problems = await watch(page, path);

      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      // On top of it, the page's own policy for scripts: its loader and what that adds.
      await expect(page.locator('meta[http-equiv="Content-Security-Policy"]')).toHaveAttribute(
        'content',
        /^script-src 'sha256-[^']+' 'strict-dynamic'/,
      );
      // The cookie banner, the typeface and the carousel's answer arrive after hydration.
      await settled(page);
      // Soft: a failure here still lets the checks below run and report.
      expect.soft(await intlUses(page), 'Intl used while the page loaded and hydrated').toEqual([]);
      await expectRoute(page, path, response?.status());
      await expectNoSidewaysScroll(page, path);
      await annotateLayoutShift(page);
      await expectNoAxeViolations(page);

      await acceptCookiesAndBook(page, edge, violations, inFlight);
      // Last, so that it covers the whole visit.
      expect(problems).toEqual([]);
    });
  }
});

test('axe: the open mobile menu, a dropdown and the cookie banner', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await fixClock(context);
  const page = await context.newPage();
  await blockExternal(page);
  await page.goto('/');
  await page.getByRole('button', { name: 'Accept All' }).waitFor();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Reject All' }).click();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('button', { name: 'Services' })
    .click();
  await page.getByRole('menu').waitFor();
  await expectNoAxeViolations(page);
  await context.close();
});
