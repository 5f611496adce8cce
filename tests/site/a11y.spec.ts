import { test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/browser.ts';
import { NOT_FOUND_META, ROUTES } from '../../site/app/route-meta.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const PATHS = [...ROUTES.map((route) => route.path), '/not-a-page'];

for (const width of [375, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    for (const path of PATHS) {
      test(path === '/not-a-page' ? NOT_FOUND_META.heading! : path, async ({ browser }) => {
        const context = await browser.newContext({
          viewport: { width, height: 900 },
          reducedMotion: 'reduce',
        });
        await storeConsent(context);
        const page = await context.newPage();
        await blockExternal(page);
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
        await context.close();
      });
    }
  });
}

test('axe: the open mobile menu, a dropdown and the cookie banner', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
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
