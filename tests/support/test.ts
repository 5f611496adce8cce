// Every browser test imports `test` and `expect` from here, never from '@playwright/test' (a lint
// rule enforces it): each page's clock is fixed at the tests' today (clock.ts), so a calculator
// without a `tax-year` starts on the same year whatever day the suite runs. A test moves the date
// with `test.use({ today: … })`; a context a test opens itself gets the clock from `fixClock`.
// A test's routes are let go as it ends: a part a widget preloads may still be on its way through
// a test's route handler when the page closes, and that handler's failure is not the test's.
import { test as base, type BrowserContext } from '@playwright/test';
import { TEST_DATE } from './clock.ts';

export * from '@playwright/test';

/** Fixes the date in every page of `context` (timers still run: only `Date` stands still). */
export async function fixClock(context: BrowserContext, today: Date = TEST_DATE): Promise<void> {
  await context.clock.setFixedTime(today);
}

export const test = base.extend<{ today: Date }>({
  today: [TEST_DATE, { option: true }],
  context: async ({ context, today }, provide) => {
    await fixClock(context, today);
    await provide(context);
  },
  page: async ({ page }, provide) => {
    await provide(page);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
  },
});
