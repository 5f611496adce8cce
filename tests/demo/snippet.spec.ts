import { expect, test, type Page, fixClock } from '../support/test.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { collectPageErrors } from '../support/browser.ts';
import { RESERVING_ELEMENT_STYLE } from '../../demo/scripts/snippet.ts';
import { pageSnippets, partnerPage } from './partner-guide.ts';
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
  await fixClock(context);
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
  await expect(resultValue(widget, 'Tax on dividends')).toHaveText(/^£[\d,]+\.\d\d$/);
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
  expect(copies[0]).toContain(
    `<acct-expense-calculator booking-url="/contact#booking-widget" style="${RESERVING_ELEMENT_STYLE}">`,
  );
});

test('every page snippet of the partner guide works pasted as-is, the script host answered by the local build', async ({
  page,
  baseURL,
}) => {
  // The practice's script host is a placeholder: its /widgets/ answers from this build's /widgets/.
  const loaded: string[] = [];
  await page.route(`${PRACTICE.scriptHost}/widgets/**`, async (route) => {
    const path = new URL(route.request().url()).pathname;
    loaded.push(path);
    await route.fulfill({ response: await route.fetch({ url: new URL(path, baseURL).href }) });
  });
  // The partner's own analytics (the guide's gtag snippet expects it), recorded rather than sent.
  await page.addInitScript(() => {
    const calls: unknown[][] = [];
    Object.assign(window, { gtagCalls: calls, gtag: (...args: unknown[]) => calls.push(args) });
  });
  const errors = collectPageErrors(page);
  await page.route(BLANK_PAGE, (route) =>
    route.fulfill({
      contentType: 'text/html; charset=utf-8',
      body: partnerPage(pageSnippets()),
    }),
  );
  await page.goto(BLANK_PAGE);
  await expectDefined(page, ['acct-self-employed-calculator', 'acct-director-calculator']);
  expect(loaded).toContain('/widgets/lite/acct-self-employed-calculator.js');
  expect(loaded).toContain('/widgets/esm/acct-director-calculator.js');

  // The theme snippets apply: the self-employed calculator's purple, the director's dark palette.
  const buttonColour = (tag: string) =>
    page
      .locator(tag)
      .getByRole('button', { name: 'Calculate' })
      .evaluate((node) => getComputedStyle(node).backgroundColor);
  await expect.poll(() => buttonColour('acct-self-employed-calculator')).toBe('rgb(122, 46, 142)');
  await expect.poll(() => buttonColour('acct-director-calculator')).toBe('rgb(125, 211, 252)');

  // The director shows its scenario at once, in the year the property snippet set.
  const director = page.locator('acct-director-calculator');
  await expect(director.getByRole('radio', { name: '2026/27' })).toBeChecked();
  await expect(resultValue(director, 'Tax on dividends')).toHaveText(/^£[\d,]+\.\d\d$/);

  // A visitor's calculation reaches both analytics snippets.
  const selfEmployed = page.locator('acct-self-employed-calculator');
  await selfEmployed.getByLabel('Annual income').fill('30000');
  await selfEmployed.getByRole('button', { name: 'Calculate' }).click();
  await expect(resultValue(selfEmployed, 'Profit')).toHaveText('£30,000.00');
  const reported = await page.evaluate(() => ({
    gtag: (window as unknown as { gtagCalls: unknown[][] }).gtagCalls,
    dataLayer: (window as unknown as { dataLayer: unknown[] }).dataLayer,
  }));
  expect(reported.gtag).toContainEqual([
    'event',
    'calculator_used',
    expect.objectContaining({ calculator: 'self-employed', total_tax: expect.any(Number) }),
  ]);
  expect(reported.dataLayer).toContainEqual(
    expect.objectContaining({ event: 'acct_calculate', widget: 'acct-self-employed-calculator' }),
  );
  expect(errors).toEqual([]);
});
