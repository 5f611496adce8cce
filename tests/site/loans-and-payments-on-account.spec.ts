// The planner's student loans and the director calculator's payments on account on the built site:
// driven by keyboard, carried by the share link, axe-clean with a result, laid out from 320 px, and
// photographed at 375 and 1280 px.
import { expect, test, type Page } from '../support/test.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const planner = (page: Page) =>
  page.getByRole('region', { name: 'Salary and dividends planner' }).first();
const director = (page: Page) =>
  page.getByRole('region', { name: 'Company director tax calculator' }).first();

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

/** Whether the page scrolls sideways: nothing may be wider than the viewport. */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

test('planner: a Plan 2 loan ticked by keyboard changes the advice, and its link opens the same plan', async ({
  page,
  context,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, '/salary-dividend-planner');
  const calculator = planner(page);
  await calculator.getByRole('radio', { name: '2025/26' }).check();
  await calculator.getByLabel('Company profit').fill('90000');
  await calculator.getByRole('switch', { name: /Employment Allowance/ }).check();
  // Keyboard: focus the Plan 2 box and tick it with the space bar.
  await calculator.getByRole('checkbox', { name: 'Plan 2' }).focus();
  await page.keyboard.press('Space');
  await expect(calculator.getByRole('checkbox', { name: 'Plan 2' })).toBeChecked();
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const results = calculator.getByRole('region', { name: /Your plan for 2025\/26/ });
  await expect(results).toContainText('Student loan repayments');
  await expect(results).toContainText('£4,028.00');
  await expect(results).toContainText('£58,198.70');
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);

  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(hash.get('studentLoanPlans')).toBe('plan2');
  const other = await context.newPage();
  await blockExternal(other);
  await gotoHydrated(other, new URL(page.url()).pathname + new URL(page.url()).hash);
  await expect(planner(other).getByRole('checkbox', { name: 'Plan 2' })).toBeChecked();
  await expect(planner(other)).toContainText('£58,198.70');
  await other.close();

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await results.scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`planner-loans-${width}.png`),
      fullPage: true,
    });
  }
});

test('director: the tax through the return and the payments on account, with their working', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await gotoHydrated(page, '/directors-tax-calculator');
  const calculator = director(page);
  await calculator.getByRole('radio', { name: '2025/26' }).check();
  await calculator.getByLabel('Annual salary').fill('12570');
  await calculator.getByLabel('Dividends').fill('50000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const results = calculator.getByRole('region', { name: /Your estimate for 2025\/26/ });
  await expect(results).toContainText('Through your tax return');
  await expect(results).toContainText(
    "Payments on account for 2026/27: £3,703.13 on each of 31 January 2027 and 31 July 2027, each half of 2025/26's income tax through your return.",
  );
  // The explanation opens by keyboard and says where the figure comes from.
  const explain = results.locator('details', { hasText: 'About payments on account' });
  await explain.locator('summary').focus();
  await page.keyboard.press('Enter');
  await expect(explain).toHaveAttribute('open', '');
  await expect(explain).toContainText('half the previous year');
  expect(await overflows(page)).toBe(false);
  await expectNoAxeViolations(page);

  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await results.getByText('When you pay').scrollIntoViewIfNeeded();
    await page.screenshot({
      path: test.info().outputPath(`director-payments-on-account-${width}.png`),
      fullPage: true,
    });
  }
});
