// Partners fill in a calculator's fields with attributes, and `auto-calculate` shows the result at
// once: on the classic bundles on a plain page, for both builds.
import { expect, test, type Locator } from '../support/test.ts';
import { openEmbedPage, recordedEvents } from './embed.ts';
import { AMOUNT_HINT } from '../../engine/index.ts';

const row = (widget: Locator, label: string) =>
  widget
    .getByRole('region', { name: /Your (estimate|plan|payroll)/ })
    .locator('dt', { hasText: label })
    .first()
    .locator('+ dd');

test('director: the attributes fill the fields as typed; without auto-calculate nothing is worked out', async ({
  page,
}) => {
  const tag = 'acct-director-calculator';
  await openEmbedPage(page, tag, 'salary="£50,000" dividends="10000" student-loan-plans="plan2"');
  const widget = page.locator(tag);
  await expect(widget.getByLabel('Annual salary')).toHaveValue('£50,000');
  await expect(widget.getByLabel('Dividends')).toHaveValue('10000');
  await expect(widget.getByLabel('Savings income')).toHaveValue('');
  await expect(widget.getByRole('checkbox', { name: 'Plan 2' })).toBeChecked();
  await expect(widget.getByRole('region', { name: /Your estimate/ })).toHaveCount(0);

  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(row(widget, 'Total income')).toHaveText('£60,000.00');
  expect((await recordedEvents(page)).map((event) => event.type)).toEqual(['acct-calculate']);
});

test('director: auto-calculate shows the result at once, recalculates on a change, and fires no event', async ({
  page,
}) => {
  const tag = 'acct-director-calculator';
  await openEmbedPage(page, tag, 'salary="50000" tax-year="2026-27" auto-calculate');
  const widget = page.locator(tag);
  await expect(widget.getByRole('region', { name: 'Your estimate for 2026/27' })).toBeVisible();
  await expect(row(widget, 'Total income')).toHaveText('£50,000.00');
  // Nothing took focus: the visitor has not touched the widget.
  expect(await page.evaluate(() => document.activeElement?.localName)).toBe('body');

  await widget.evaluate((element) => element.setAttribute('salary', '60000'));
  await expect(widget.getByLabel('Annual salary')).toHaveValue('60000');
  await expect(row(widget, 'Total income')).toHaveText('£60,000.00');

  await widget.evaluate((element) => element.setAttribute('dividends', '-5'));
  await expect(widget.getByText('Dividends must be positive')).toBeVisible();
  await expect(widget.getByLabel('Dividends')).toHaveAttribute('aria-invalid', 'true');
  // The result on show is the last valid one's, marked out of date.
  await expect(widget.locator('.acct-results__stale')).toBeVisible();
  expect(await recordedEvents(page)).toEqual([]);

  // A press is the visitor's action: that one fires the event.
  await widget.getByLabel('Dividends').fill('5000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(row(widget, 'Total income')).toHaveText('£65,000.00');
  const events = await recordedEvents(page);
  expect(events.map((event) => event.type)).toEqual(['acct-calculate']);
  expect(events[0]?.detail).toMatchObject({ input: { salary: 60000, dividends: 5000 } });
});

test('self-employed: bad values give the field errors a press would show', async ({ page }) => {
  const tag = 'acct-self-employed-calculator';
  await openEmbedPage(
    page,
    tag,
    'income="-1" expenses="9,999,999,999" pension-contributions="1e12" auto-calculate',
  );
  const widget = page.locator(tag);
  await expect(widget.getByText('Income must be positive')).toBeVisible();
  await expect(widget.getByText('Expenses too large')).toBeVisible();
  // Not an amount as people write one: said so, never read as 0.
  await expect(widget.getByText(AMOUNT_HINT)).toBeVisible();
  await expect(widget.getByRole('region', { name: /Your estimate/ })).toHaveCount(0);

  await widget.evaluate((element) => {
    element.setAttribute('income', '50000');
    element.setAttribute('expenses', '5k');
    element.removeAttribute('pension-contributions');
  });
  await expect(row(widget, 'Profit')).toHaveText('£45,000.00');
  await expect(widget.getByText('Income must be positive')).toHaveCount(0);
  expect(await recordedEvents(page)).toEqual([]);
});

test('expense calculator: revenue, categories and additional expenses', async ({ page }) => {
  const tag = 'acct-expense-calculator';
  await openEmbedPage(
    page,
    tag,
    'monthly-revenue="5000" categories="office travel nonsense" additional-expenses="1000" auto-calculate',
  );
  const widget = page.locator(tag);
  await expect(widget.getByLabel('Monthly revenue')).toHaveValue('5000');
  await expect(widget.getByRole('checkbox', { name: /Office and workspace/ })).toBeChecked();
  await expect(widget.getByRole('checkbox', { name: /Travel and mileage/ })).toBeChecked();
  await expect(widget.getByRole('checkbox', { name: /Marketing/ })).not.toBeChecked();
  await expect(row(widget, 'Estimated savings')).toHaveText(/^£[\d,]+\.\d\d$/);
  expect(await recordedEvents(page)).toEqual([]);
});

test('payroll calculator: employees, salary and frequency', async ({ page }) => {
  const tag = 'acct-payroll-calculator';
  await openEmbedPage(
    page,
    tag,
    'employees="8" average-salary="28000" frequency="weekly" auto-calculate',
  );
  const widget = page.locator(tag);
  await expect(widget.getByLabel('Number of employees')).toHaveValue('8');
  await expect(widget.getByLabel('Payroll frequency')).toHaveValue('weekly');
  await expect(row(widget, 'Annual cost')).toHaveText(/^£[\d,]+\.\d\d$/);
  expect(await recordedEvents(page)).toEqual([]);
});

test('planner: company profit with auto-calculate', async ({ page }) => {
  const tag = 'acct-salary-dividend-planner';
  await openEmbedPage(page, tag, 'company-profit="75000" auto-calculate');
  const widget = page.locator(tag);
  await expect(widget.getByLabel('Company profit')).toHaveValue('75000');
  await expect(row(widget, 'Take-home')).toHaveText(/^£[\d,]+\.\d\d$/);
  await widget.evaluate((element) => element.setAttribute('company-profit', '-5'));
  await expect(widget.getByLabel('Company profit')).toHaveValue('-5');
  await expect(widget.getByText('Company profit must be positive')).toBeVisible();
  expect(await recordedEvents(page)).toEqual([]);
});
