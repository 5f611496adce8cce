import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors } from '../support/browser.ts';
import { expectDefined, fillDirector, resultValue, widgetPagePath } from './demo-pages.ts';

const BLANK_PAGE = 'http://127.0.0.1:4173/snippet-check/blank.html';

/** Serves a blank partner page holding only the snippet; its script tag loads the real bundle. */
async function openBlankPageWith(page: Page, snippet: string) {
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Partner page</title></head><body><main>\n${snippet}\n</main></body></html>`,
    }),
  );
  await page.goto(BLANK_PAGE);
}

async function setUpDirector(page: Page) {
  await page.goto(widgetPagePath('acct-director-calculator'));
  await expectDefined(page, ['acct-director-calculator']);
  const controls = page.locator('#controls');
  await controls.getByLabel('Tax year tax-year', { exact: true }).selectOption('2026-27');
  await controls.getByLabel('Primary --acct-color-primary', { exact: true }).fill('#aa0000');
}

test('the copied snippet works on a blank page with the real bundle', async ({
  browser,
  baseURL,
}) => {
  const context = await browser.newContext({
    baseURL,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  await setUpDirector(page);
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
    'Snippet copied to the clipboard.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await page.locator('#snippet-code').textContent());
  expect(copied).toContain(
    '<script src="http://127.0.0.1:4173/widgets/lite/acct-director-calculator.js" defer></script>',
  );

  const errors = collectPageErrors(page);
  const bundles: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/widgets/')) bundles.push(new URL(request.url()).pathname);
  });
  await openBlankPageWith(page, copied);
  await expectDefined(page, ['acct-director-calculator']);
  expect(bundles).toEqual(['/widgets/lite/acct-director-calculator.js']);

  const widget = page.locator('acct-director-calculator');
  await expect(widget.getByRole('radio', { name: '2026/27' })).toBeChecked();
  const detail = page.evaluate(
    () =>
      new Promise<{ taxYear: string }>((resolve) =>
        document.addEventListener('acct-calculate', (event) =>
          resolve((event as CustomEvent<{ taxYear: string }>).detail),
        ),
      ),
  );
  // The theme from the snippet's <style> rule (checked before the pointer hovers the button).
  await expect
    .poll(() =>
      widget
        .getByRole('button', { name: 'Calculate' })
        .evaluate((node) => getComputedStyle(node).backgroundColor),
    )
    .toBe('rgb(170, 0, 0)');
  await fillDirector(widget, '12570', '50000');
  expect((await detail).taxYear).toBe('2026-27');
  await expect(resultValue(widget, 'Tax on dividends')).toHaveText(/^£[\d,]+$/);
  expect(errors).toEqual([]);
  await context.close();
});

const OTHER_SCRIPTS = [
  {
    choice: 'React build (one file)',
    script:
      '<script src="http://127.0.0.1:4173/widgets/acct-director-calculator.js" defer></script>',
  },
  {
    choice: 'ES module (shared runtime)',
    script:
      '<script type="module" src="http://127.0.0.1:4173/widgets/esm/acct-director-calculator.js"></script>',
  },
];

for (const { choice, script } of OTHER_SCRIPTS) {
  test(`the ${choice} snippet works on a blank page too`, async ({ page }) => {
    await setUpDirector(page);
    await page.getByRole('radio', { name: choice }).check();
    const snippet = (await page.locator('#snippet-code').textContent()) ?? '';
    expect(snippet).toContain(script);
    const errors = collectPageErrors(page);
    await openBlankPageWith(page, snippet);
    await expectDefined(page, ['acct-director-calculator']);
    const widget = page.locator('acct-director-calculator');
    await fillDirector(widget, '12570', '50000');
    await expect(widget.getByText('Your estimate for 2026/27')).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('copying falls back when the Clipboard API refuses', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'clipboard', {
      configurable: true,
      value: { writeText: () => Promise.reject(new Error('denied')) },
    });
    const copies: string[] = [];
    Object.assign(window, { copies });
    document.addEventListener('copy', () => {
      const field = document.activeElement;
      if (field instanceof HTMLTextAreaElement) {
        copies.push(field.value.slice(field.selectionStart, field.selectionEnd));
      }
    });
  });
  await page.goto(widgetPagePath('acct-expense-calculator'));
  await page.getByRole('button', { name: 'Copy snippet' }).click();
  await expect(page.locator('#copy-status')).toHaveText('Snippet copied to the clipboard.');
  const copies = await page.evaluate(() => (window as unknown as { copies: string[] }).copies);
  expect(copies).toHaveLength(1);
  expect(copies[0]).toContain('<acct-expense-calculator booking-url="/contact#booking-widget">');
});
