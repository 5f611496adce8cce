import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents } from './embed.ts';

const TAG = 'acct-expense-calculator';

test('expense calculator bundle: results and isolation on a hostile page', async ({ page }) => {
  await openEmbedPage(page, TAG, 'booking-url="/contact#booking-widget"');
  const widget = page.locator(TAG);
  await expectNoAxeViolations(page, TAG);

  await widget.getByLabel('Monthly revenue').fill('5000');
  await widget.getByRole('checkbox', { name: /Office/ }).check();
  await widget.getByRole('checkbox', { name: /Travel/ }).check();
  await widget.getByLabel('Additional annual expenses').fill('1000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: 'Your estimate' });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  await expect(row('Total expenses')).toHaveText('£5,200.00');
  await expect(row('Taxable profit')).toHaveText('£54,800.00');
  await expect(row('Estimated savings')).toHaveText('£1,040.00');
  await expect(widget.getByRole('link', { name: 'Book a free call about this' })).toBeVisible();
  await expectNoAxeViolations(page, TAG);

  const events = await recordedEvents(page);
  expect(events[0]).toMatchObject({
    type: 'acct-calculate',
    target: TAG,
    detail: { taxYear: null },
  });
  await expectIsolation(page, TAG, '.acct-check__name');
});
