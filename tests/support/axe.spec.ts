// The axe helper runs axe in one pass when every frame shares the page's origin and frame by frame
// otherwise; either way it must report what is wrong in the page and inside its frames.
import { expect, test, type Page } from './test.ts';
import { expectNoAxeViolations } from './browser.ts';
import { blockExternal, storeConsent } from '../site/site-support.ts';

/** An image without a text alternative: a WCAG 1.1.1 failure axe always reports. */
const breakImage = (page: Page) =>
  page.evaluate(() => {
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    document.querySelector('main')!.append(image);
  });

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
  await page.goto('/faq');
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
});

test('a violation in the page fails the check', async ({ page }) => {
  await expectNoAxeViolations(page);
  await breakImage(page);
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt/);
});

test('a violation inside a frame of the same origin fails the check', async ({ page }) => {
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'Questions';
    document.querySelector('main')!.append(frame);
    const image = frame.contentDocument!.createElement('img');
    image.src = '/favicon.svg';
    frame.contentDocument!.body.append(image);
  });
  // Playwright learns of a new frame, and can run script in it, a moment after the page adds it;
  // axe is put into the frames Playwright can reach, so wait until it reaches this one's image.
  const frame = await page.locator('iframe[title="Questions"]').elementHandle();
  const content = await frame!.contentFrame();
  await expect.poll(() => content!.evaluate(() => document.images.length)).toBe(1);
  // axe names a node inside a frame by the frame's selector, then the node's.
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[^\n]*\n\s+iframe img/);
});
