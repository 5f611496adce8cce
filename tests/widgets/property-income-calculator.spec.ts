import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents } from './embed.ts';

const TAG = 'acct-property-income-calculator';

test('landlord tax calculator bundle: a joint let with a job, the result and isolation on a hostile page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openEmbedPage(page, TAG);
  const widget = page.locator(TAG);
  await expectNoAxeViolations(page, TAG);

  await widget.getByRole('radio', { name: '2026/27' }).check();
  await widget.getByLabel('Rents received').fill('24k');
  await widget.getByLabel('Allowable expenses').fill('3,000');
  await widget.getByLabel('Mortgage interest and finance costs').fill('£9,000');
  await widget.getByLabel('Your share of the property (%)').fill('50');
  await widget.getByLabel('Pay from your job').fill('45000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: 'Your estimate for 2026/27' });
  const row = (label: string) =>
    results.locator('dt', { hasText: new RegExp(`^${label}`) }).locator('+ dd');
  // Half of everything: rents £12,000 less expenses £1,500 = profit £10,500 (the £4,500 of finance
  // costs not deducted). Pay £45,000 + £10,500 − £12,570 = £42,930 taxable: £37,700 × 20% + £5,230
  // × 40% = £9,632, less 20% of £4,500 (the lowest of the costs, the profit and £42,930) = £900:
  // £8,732. PAYE takes (£45,000 − £12,570) × 20% = £6,486, so the rents bear £2,246.
  await expect(row('Your share of the rents')).toHaveText('£12,000.00');
  await expect(row('Property profit')).toHaveText('£10,500.00');
  await expect(row('Finance costs tax reduction')).toHaveText('£900.00');
  await expect(row('Income tax for the year')).toHaveText('£8,732.00');
  await expect(row('Income tax on your rents')).toHaveText('£2,246.00');
  await expect(
    results.getByRole('heading', { name: 'Personally or through a company?' }),
  ).toBeVisible();
  await expectNoAxeViolations(page, TAG);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  const events = await recordedEvents(page);
  expect(events.at(-1)).toMatchObject({
    type: 'acct-calculate',
    detail: {
      taxYear: '2026-27',
      input: { rents: 24000, ownershipShare: 50, otherIncome: 45000 },
      result: { propertyProfit: 10500, propertyTax: 2246 },
    },
  });
  await expectIsolation(page, TAG, '.acct-field__label');
});
