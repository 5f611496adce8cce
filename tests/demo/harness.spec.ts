import { expect, test } from '../support/test.ts';
import { collectPageErrors, expectNoAxeViolations } from '../support/browser.ts';
import {
  expectDefined,
  fillDirector,
  parseMoney,
  resultValue,
  widgetPagePath,
} from './demo-pages.ts';

test.describe('director calculator page', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto(widgetPagePath('acct-director-calculator'));
    await expectDefined(page, ['acct-director-calculator']);
  });

  test('the field and auto-calculate controls prefill the element and show its result without an event', async ({
    page,
  }) => {
    const widget = page.locator('#stage acct-director-calculator');
    const controls = page.locator('#controls');
    // Text controls apply on change (Enter or blur).
    await controls.getByLabel('Salary salary', { exact: true }).fill('50000');
    await controls.getByLabel('Salary salary', { exact: true }).press('Enter');
    await expect(widget).toHaveAttribute('salary', '50000');
    await expect(widget.getByLabel('Annual salary')).toHaveValue('50000');
    await controls
      .getByLabel('Auto-calculate auto-calculate', { exact: true })
      .selectOption('true');
    await expect(widget).toHaveAttribute('auto-calculate', 'true');
    await expect(resultValue(widget, 'Total income')).toHaveText('£50,000.00');
    await expect(page.locator('#event-log > li')).toHaveCount(0);
    await expect(page.locator('#snippet-code')).toContainText('salary="50000"');
  });

  test('the tax year control changes the element and its dividend tax', async ({ page }) => {
    const errors = collectPageErrors(page);
    const widget = page.locator('#stage acct-director-calculator');
    await fillDirector(widget, '12570', '50000');
    const before = parseMoney(await resultValue(widget, 'Tax on dividends').innerText());

    await page
      .locator('#controls')
      .getByLabel('Tax year tax-year', { exact: true })
      .selectOption('2026-27');
    await expect(widget).toHaveAttribute('tax-year', '2026-27');
    await expect(widget.getByRole('radio', { name: '2026/27' })).toBeChecked();
    await widget.getByRole('button', { name: 'Calculate' }).click();
    await expect(widget.getByText('Your estimate for 2026/27')).toBeVisible();
    const after = parseMoney(await resultValue(widget, 'Tax on dividends').innerText());

    // 2026/27 raises the dividend ordinary and upper rates, so the same dividends cost more.
    expect(before).toBeGreaterThan(0);
    expect(after).toBeGreaterThan(before);

    // The newest report is for the year just chosen; how many came before it depends on when the
    // typing settled, so they are not counted.
    const latest = page.locator('#event-log > li').first();
    await expect(latest.locator('.log-detail')).toContainText('"taxYear": "2026-27"');
    await expect(latest.locator('.log-name')).toHaveText('acct-calculate');
    const detail = JSON.parse(await latest.locator('.log-detail').innerText());
    expect(detail.taxYear).toBe('2026-27');
    expect(detail.input).toEqual({
      salary: 12570,
      dividends: 50000,
      savings: 0,
      scottishTaxpayer: false,
      studentLoanPlans: [],
      pensionContributions: 0,
      unusedAnnualAllowance: 0,
      childBenefitChildren: 0,
      statePension: 0,
      overStatePensionAge: false,
    });
    expect(detail.result.dividendTax).toBeCloseTo(after, 2);
    await expect(page.locator('#snippet-code')).toContainText('tax-year="2026-27"');

    // The boolean attribute's control: On writes it on the element, and the switch follows.
    await page
      .locator('#controls')
      .getByLabel('Scottish taxpayer scottish-taxpayer', { exact: true })
      .selectOption('true');
    await expect(widget).toHaveAttribute('scottish-taxpayer', 'true');
    await expect(widget.getByRole('switch', { name: 'Scottish taxpayer' })).toBeChecked();
    expect(errors).toEqual([]);
  });

  test('the booking URL control changes the link the result offers', async ({ page }) => {
    const widget = page.locator('#stage acct-director-calculator');
    const field = page.locator('#controls').getByLabel('Booking URL booking-url', { exact: true });
    await field.fill('https://partner.example/book#call');
    await field.press('Enter');
    await expect(widget).toHaveAttribute('booking-url', 'https://partner.example/book#call');
    await fillDirector(widget, '30000', '10000');
    const href = await widget
      .getByRole('link', { name: 'Book a free call about this' })
      .getAttribute('href');
    const url = new URL(href ?? '');
    expect(url.origin + url.pathname).toBe('https://partner.example/book');
    // The scenario follows the URL's own anchor in its fragment; the query is left as it was.
    expect(url.search).toBe('');
    expect(url.hash.startsWith('#call&calc=director&')).toBe(true);
    expect(new URLSearchParams(url.hash.slice(1)).get('dividends')).toBe('10000');

    await field.fill('');
    await field.press('Enter');
    await expect(widget).not.toHaveAttribute('booking-url', /.*/);
    await expect(widget.getByRole('link', { name: 'Book a free call about this' })).toHaveCount(0);
  });

  test('theme controls restyle the element in place and reach the snippet', async ({ page }) => {
    const widget = page.locator('#stage acct-director-calculator');
    const button = widget.getByRole('button', { name: 'Calculate' });
    const background = () => button.evaluate((node) => getComputedStyle(node).backgroundColor);
    const initial = await background();

    await page.getByLabel('Primary --acct-color-primary', { exact: true }).fill('#aa0000');
    await expect.poll(background).toBe('rgb(170, 0, 0)');
    expect(initial).not.toBe('rgb(170, 0, 0)');

    await page
      .getByLabel('Font family --acct-font-family', { exact: true })
      .selectOption({ label: 'Monospace' });
    await expect
      .poll(() => button.evaluate((node) => getComputedStyle(node).fontFamily))
      .toContain('monospace');

    const radius = page.getByLabel('Corner radius --acct-radius', { exact: true });
    await radius.focus();
    for (let step = 0; step < 12; step++) await radius.press('ArrowLeft');
    await expect(page.locator('#theme-radius-value')).toHaveText('0px');

    const snippet = page.locator('#snippet-code');
    await expect(snippet).toContainText('--acct-color-primary: #aa0000;');
    await expect(snippet).toContainText('--acct-radius: 0px;');
    await expect(snippet).toContainText('--acct-font-family: ui-monospace');

    await page.getByRole('button', { name: 'Reset all settings' }).click();
    await expect.poll(background).toBe(initial);
    await expect(snippet).not.toContainText('<style>');
  });

  test('narrow and dark previews, and the dark palette passes axe', async ({ page }) => {
    const stage = page.locator('#stage');
    const widget = stage.locator('acct-director-calculator');
    await page.getByRole('radio', { name: 'Narrow (320 px)', exact: true }).check();
    await expect(stage).toHaveAttribute('data-width', 'narrow');
    expect((await widget.boundingBox())?.width).toBeLessThanOrEqual(320);
    await page.getByRole('radio', { name: 'Wide', exact: true }).check();
    expect((await widget.boundingBox())?.width).toBeGreaterThan(320);

    await page.getByRole('radio', { name: 'Dark', exact: true }).check();
    await expect(stage).toHaveAttribute('data-scheme', 'dark');
    await expect(page.locator('#snippet-code')).toContainText('--acct-color-surface: #111827;');
    const surface = await widget
      .locator('.acct-root')
      .evaluate((node) => getComputedStyle(node).backgroundColor);
    expect(surface).toBe('rgb(17, 24, 39)');
    await fillDirector(widget, '40000', '5000');
    await widget.getByLabel('Dividends').fill('-1');
    await widget.getByRole('button', { name: 'Calculate' }).click();
    await expect(widget.getByText('Dividends must be positive')).toBeVisible();
    await expectNoAxeViolations(page, '#stage');
  });
});

test('the review carousel page shows the built-in reviews, then a custom endpoint', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const bodies: unknown[] = [];
  await page.route('http://127.0.0.1:4173/test-reviews', async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({
      json: {
        reviews: [
          {
            name: 'Ada Partner',
            role: 'Bakery owner',
            rating: 5,
            text: 'Clear advice.',
            date: '2025-09-14',
          },
          {
            name: 'Ben Partner',
            role: 'Plumber',
            rating: 4,
            text: 'Quick answers.',
            date: '2025-08-01',
          },
        ],
        averageRating: 4.5,
        totalReviews: 2,
      },
    });
  });
  await page.goto(widgetPagePath('acct-review-carousel'));
  const widget = page.locator('#stage acct-review-carousel');
  await expect(page.getByLabel('Reviews endpoint reviews-endpoint', { exact: true })).toHaveValue(
    '',
  );
  await expect(widget.getByText('Sarah Mitchell', { exact: true })).toBeVisible();
  expect(bodies).toEqual([]);

  await page.getByLabel('Google place id place-id', { exact: true }).fill('place-123');
  await page.getByLabel('Google place id place-id', { exact: true }).press('Enter');
  await page
    .getByLabel('Reviews endpoint reviews-endpoint', { exact: true })
    .fill('http://127.0.0.1:4173/test-reviews');
  await page.getByLabel('Reviews endpoint reviews-endpoint', { exact: true }).press('Enter');
  await expect(widget).toHaveAttribute('reviews-endpoint', 'http://127.0.0.1:4173/test-reviews');
  await expect(widget.getByText('Ada Partner', { exact: true })).toBeVisible();
  await expect(widget.getByText('Sarah Mitchell', { exact: true })).toHaveCount(0);
  expect(bodies.at(-1)).toEqual({ placeId: 'place-123' });
  await expect(page.locator('#snippet-code')).toContainText(
    'reviews-endpoint="http://127.0.0.1:4173/test-reviews" place-id="place-123"',
  );
  expect(errors).toEqual([]);
});

test('the cookie consent page logs choices, shows the stored value and can start over', async ({
  page,
}) => {
  await page.goto(widgetPagePath('acct-cookie-consent'));
  const stage = page.locator('#stage');
  await stage.getByRole('button', { name: 'Accept All' }).click();
  const entry = page.locator('#event-log > li').first();
  await expect(entry.locator('.log-name')).toHaveText('acct-consent-change');
  const detail = JSON.parse(await entry.locator('.log-detail').innerText());
  expect(detail.consent).toEqual({
    necessary: true,
    analytics: true,
    marketing: true,
    functional: true,
  });
  await expect(page.locator('#stored-consent')).toContainText('"analytics":true');
  await expect(stage.getByRole('button', { name: 'Accept All' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Open cookie preferences' }).click();
  const dialog = stage.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page, '#stage');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Forget stored choice' }).click();
  await expect(page.locator('#stored-consent')).toContainText('cookie-consent: (not set)');
  await stage.getByRole('button', { name: 'Reject All' }).click();
  await expect(page.locator('#stored-consent')).toContainText('"analytics":false');
  await expect(page.locator('#event-log > li')).toHaveCount(2);
});
