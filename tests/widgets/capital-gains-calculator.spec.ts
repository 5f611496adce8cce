import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents } from './embed.ts';

const TAG = 'acct-capital-gains-calculator';

test('capital gains tax calculator bundle: two sales, the result and isolation on a hostile page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEmbedPage(page, TAG);
  const widget = page.locator(TAG);
  await expectNoAxeViolations(page, TAG);

  await widget.getByRole('radio', { name: '2026/27' }).check();
  const sale1 = widget.getByRole('group', { name: 'Sale 1' });
  await sale1.getByLabel('Sold for').fill('60000');
  await sale1.getByLabel('Cost', { exact: true }).fill('20000');
  await sale1.getByRole('switch', { name: 'Claim Business Asset Disposal Relief' }).check();
  await widget.getByRole('button', { name: 'Add a sale' }).click();
  const sale2 = widget.getByRole('group', { name: 'Sale 2' });
  await sale2.getByRole('radio', { name: 'Residential property' }).check();
  await sale2.getByLabel('Sold for').fill('150000');
  await sale2.getByLabel('Cost', { exact: true }).fill('140000');
  await sale2.getByLabel('Completion date').fill('02/06/2026');
  await widget.getByLabel('Your income this year').fill('45000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: 'Your estimate for 2026/27' });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  // BADR 40,000 × 18% = 7,200 in 2026/27; 10,000 − 3,000 exempt = 7,000 × 24% = 1,680.
  await expect(row('Business Asset Disposal Relief: 18% on £40,000.00')).toHaveText('£7,200.00');
  await expect(row('24% on £7,000.00')).toHaveText('£1,680.00');
  // The property's 60-day payment, due 2 June 2026 + 60 days = 1 August 2026, on its own gain with
  // the band income leaves: 5,270 × 18% + 1,730 × 24% = 948.60 + 415.20 = 1,363.80.
  await expect(row('1 August 2026: 60-day return for sale 2')).toHaveText('£1,363.80');
  await expectNoAxeViolations(page, TAG);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const events = await recordedEvents(page);
  expect(events.at(-1)).toMatchObject({
    type: 'acct-calculate',
    detail: {
      taxYear: '2026-27',
      input: { income: 45000, disposals: [{ kind: 'other', badr: true }, { kind: 'residential' }] },
      result: { capitalGainsTax: 8880 },
    },
  });
  await expectIsolation(page, TAG, '.acct-field__label');
});
