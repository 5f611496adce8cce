// Every browser test imports `test` and `expect` from here, never from '@playwright/test' (a lint
// rule enforces it): each page's clock is fixed at the tests' today (clock.ts), so a calculator
// without a `tax-year` starts on the same year whatever day the suite runs. A test moves the date
// with `test.use({ today: … })`; a context a test opens itself gets the clock from `fixClock`.
// A test's routes are let go as it ends: a part a widget preloads may still be on its way through
// a test's route handler when the page closes, and that handler's failure is not the test's.
import { test as base, type BrowserContext, type Page } from '@playwright/test';
import { TEST_DATE } from './clock.ts';

export * from '@playwright/test';

/** Fixes the date in every page of `context` (timers still run: only `Date` stands still). */
export async function fixClock(context: BrowserContext, today: Date = TEST_DATE): Promise<void> {
  await context.clock.setFixedTime(today);
}

/** Nothing leaves 127.0.0.1: Google, Cal.com and maps are refused at the network edge. */
export async function blockExternal(page: Page) {
  await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
}

export const test = base.extend<{ today: Date }, { staticPage: Page }>({
  today: [TEST_DATE, { option: true }],
  context: async ({ context, today }, provide) => {
    await fixClock(context, today);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
  /**
   * For tests that read the prerendered pages with scripts off: one page per worker, shared by its
   * tests, since a visit without scripts leaves nothing behind for the next one and a page of its
   * own costs each test a new renderer process, as much CPU as a visit. Nothing leaves 127.0.0.1.
   * Declared here rather than in a test type of its own, whose worker fixture would give those
   * tests workers of their own: a new worker and browser at each switch, about 2 s a lane.
   */
  staticPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ javaScriptEnabled: false });
      await fixClock(context);
      const page = await context.newPage();
      await blockExternal(page);
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});
