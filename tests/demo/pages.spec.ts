import { expect, test } from '../support/test.ts';
import { collectPageErrors, expectNoAxeViolations } from '../support/browser.ts';
import { DEMO_PAGES, WIDGET_TAGS, expectDefined, widgetPagePath } from './demo-pages.ts';

for (const { path, tags } of DEMO_PAGES) {
  test(`${path} loads its widgets with no console errors and no axe violations`, async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expectDefined(page, tags);
    for (const tag of tags) {
      // Rendered into the shadow root, not merely registered.
      await expect
        .poll(() =>
          page.evaluate((name) => document.querySelector(name)?.shadowRoot?.childElementCount, tag),
        )
        .toBeGreaterThan(0);
    }
    await page.waitForLoadState('networkidle');
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
}

test('the index lists every widget with a description and a working link', async ({ page }) => {
  await page.goto('/demo/');
  const cards = page.locator('#widget-list > li');
  await expect(cards).toHaveCount(WIDGET_TAGS.length);
  for (const tag of WIDGET_TAGS) {
    const card = cards.filter({ hasText: `<${tag}>` });
    await expect(card.locator('p')).not.toBeEmpty();
    await expect(card.getByRole('link')).toHaveAttribute('href', widgetPagePath(tag));
  }
});

test('the harness fits a 320 px screen without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 800 });
  for (const path of ['/demo/', widgetPagePath('acct-director-calculator'), '/demo/csp/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
