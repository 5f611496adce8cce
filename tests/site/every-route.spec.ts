// Checks that hold on every route the site prerenders (read from the route list), at the
// narrowest supported width and on a desktop: the page hydrates without errors or warnings and
// nothing scrolls sideways. Layout shift is measured and attached to the report, not asserted.
import { expect, test } from '@playwright/test';
import { ROUTES } from '../../site/app/route-meta.ts';
import { blockExternal, storeConsent } from './site-support.ts';

// Refused third-party requests and the reviews fallback are expected in these tests.
const EXPECTED_NOISE = /Failed to load resource|ERR_FAILED|Reviews could not be loaded/;

for (const width of [320, 1280]) {
  test.describe(`every route at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path } of ROUTES) {
      test(path, async ({ page, context }) => {
        await storeConsent(context);
        await blockExternal(page);
        const problems: string[] = [];
        page.on('console', (message) => {
          if (EXPECTED_NOISE.test(message.text())) return;
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

        await page.goto(path);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');

        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        expect(problems).toEqual([]);

        const shift = await page.evaluate(() =>
          (window as unknown as { __shifts: number[] }).__shifts.reduce(
            (sum, value) => sum + value,
            0,
          ),
        );
        test.info().annotations.push({ type: 'layout shift', description: shift.toFixed(4) });
      });
    }
  });
}
