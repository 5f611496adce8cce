import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents } from './embed.ts';

const TAG = 'acct-director-calculator';

test('director calculator bundle: errors, both tax years and isolation on a hostile page', async ({
  page,
}) => {
  await openEmbedPage(page, TAG, 'booking-url="/contact#booking-widget"');
  const widget = page.locator(TAG);
  await expect(widget.getByLabel('Annual salary')).toHaveValue('');
  await expectNoAxeViolations(page, TAG);

  await widget.getByLabel('Dividends').fill('-1');
  await widget.getByLabel('Savings income').fill('-1');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByText('Dividends must be positive')).toBeVisible();
  await expect(widget.getByText('Savings income must be positive')).toBeVisible();
  await expectNoAxeViolations(page, TAG);

  await widget.getByLabel('Annual salary').fill('12570');
  await widget.getByLabel('Dividends').fill('37700');
  await widget.getByLabel('Savings income').fill('0');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: /Your estimate/ });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  await expect(row('Tax on dividends')).toHaveText('£3,255.00');
  // The press reports the fields as they stand (an edit that settled first reported the same).
  const pressed = (await recordedEvents(page)).at(-1);
  await expect(widget.getByText('Dividends must be positive')).toHaveCount(0);
  await expect(results).toContainText(
    "Corporation tax and employer's National Insurance are not included",
  );
  await expectNoAxeViolations(page, TAG);

  await widget.getByRole('radio', { name: '2026/27' }).check();
  await expect(row('Tax on dividends')).toHaveText('£3,999.00');
  await widget.getByRole('radio', { name: '2025/26' }).check();
  await expect(row('Tax on dividends')).toHaveText('£3,255.00');

  // The page changing the year moves the switch and the result with it.
  await widget.evaluate((element) => element.setAttribute('tax-year', '2026-27'));
  await expect(widget.getByRole('radio', { name: '2026/27' })).toBeChecked();
  await expect(widget.getByRole('region', { name: 'Your estimate for 2026/27' })).toBeVisible();
  await expect(row('Tax on dividends')).toHaveText('£3,999.00');

  // One event per settled visitor change (widgets/README.md): how many the fields and the year
  // switch give depends on how fast they were changed, so the test reads what they carried.
  const events = await recordedEvents(page);
  expect(new Set(events.map((event) => event.type))).toEqual(new Set(['acct-calculate']));
  expect(pressed?.detail).toMatchObject({
    taxYear: '2025-26',
    input: { salary: 12570, dividends: 37700, savings: 0 },
    result: { dividendTax: 3255 },
  });

  await expectIsolation(page, TAG, '.acct-field__label');
});

test('the partner attributes preset Scotland and loan plans; the known Scottish checks', async ({
  page,
}) => {
  await openEmbedPage(
    page,
    TAG,
    'tax-year="2026-27" scottish-taxpayer="true" student-loan-plans="plan1"',
  );
  const widget = page.locator(TAG);
  await expect(widget.getByRole('switch', { name: 'Scottish taxpayer' })).toBeChecked();
  await widget.getByLabel('Annual salary').fill('150000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: 'Your estimate for 2026/27' });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  // Known check: Scottish 2026-27, £150,000 → £59,634.35.
  await expect(row('Tax on salary')).toHaveText('£59,634.35');
  // Plan 1: (150,000 − 26,900) × 9% = 11,079.
  await expect(row('Student loan repayments')).toHaveText('£11,079.00');
  await expect(results.locator('dt', { hasText: 'Paid into your pension' })).toHaveCount(0);
  await expectNoAxeViolations(page, TAG);
});
