import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents } from './embed.ts';

const TAG = 'acct-payroll-calculator';

test('payroll calculator bundle: costs and isolation on a hostile page', async ({ page }) => {
  await openEmbedPage(page, TAG);
  const widget = page.locator(TAG);
  await expectNoAxeViolations(page, TAG);

  await widget.getByLabel('Number of employees').fill('10');
  await widget.getByLabel('Average annual salary').fill('30000');
  await widget.getByLabel('Payroll frequency').selectOption('weekly');
  await widget.getByRole('button', { name: 'Calculate Costs' }).click();
  const results = widget.getByRole('region', { name: 'Your payroll estimate' });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  await expect(row('Monthly cost')).toHaveText('£60.00');
  await expect(row('Annual cost')).toHaveText('£720.00');
  await expect(row('Net annual savings')).toHaveText('£6,280.00');
  await expect(results.getByRole('listitem').first()).toBeVisible();
  // Without booking-url there is no booking link.
  await expect(widget.getByRole('link')).toHaveCount(0);
  await expectNoAxeViolations(page, TAG);

  // Each settled change reports, so a slow machine may report between the fills: the newest
  // report is for every field as filled.
  const events = await recordedEvents(page);
  expect(events.at(-1)).toMatchObject({
    type: 'acct-calculate',
    detail: { input: { employees: 10, frequency: 'weekly' } },
  });
  await expectIsolation(page, TAG, '.acct-field__label');
});
