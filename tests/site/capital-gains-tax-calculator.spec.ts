// The capital gains tax page on the built site: on a phone and a laptop, a shared link's sales and
// their figures as the engine works them out, the 60-day payment's date, no sideways scroll and axe
// clean; then by keyboard alone, a second sale added, the year switched, the share link and the
// booking hand-off carrying every sale.
import { expect, test, type Locator } from '../support/test.ts';
import { calculateCapitalGains } from '../../engine/index.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const PATH = '/capital-gains-tax-calculator';
const REGION = 'Capital gains tax calculator';

/** Pounds and pence as every result row writes them, formatted here independently. */
const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

/** The value of the result row whose label is `label` (before any "?" explaining it). */
const row = (calculator: Locator, label: string) =>
  calculator
    .locator('.acct-result-row')
    .filter({ has: calculator.page().locator('dt', { hasText: label }) })
    .locator('dd')
    .first();

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

for (const size of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('a shared link shows its sales and figures as the engine has them', async ({ page }) => {
      const disposals = 'other 60000 20000 - true; residential 280000 210000 4500 - 2025-11-20';
      await gotoHydrated(
        page,
        `${PATH}#calc=capital-gains&year=2025-26&income=45000&lossesBroughtForward=4000&disposals=${encodeURIComponent(disposals)}`,
      );
      const calculator = page.getByRole('region', { name: REGION });
      const result = calculateCapitalGains(
        {
          income: 45_000,
          lossesBroughtForward: 4_000,
          disposals: [
            { kind: 'other', proceeds: 60_000, cost: 20_000, badr: true },
            {
              kind: 'residential',
              proceeds: 280_000,
              cost: 210_000,
              costs: 4_500,
              completionDate: '2025-11-20',
            },
          ],
        },
        '2025-26',
      );
      const sale2 = calculator.getByRole('group', { name: 'Sale 2' });
      await expect(sale2.getByLabel('Completion date')).toHaveValue('2025-11-20');
      await expect(row(calculator, 'Taxable gains')).toHaveText(money(result.taxableGains));
      await expect(row(calculator, 'Capital gains tax')).toHaveText(money(result.capitalGainsTax));
      // 20 November 2025 + 60 days = 19 January 2026.
      await expect(row(calculator, '19 January 2026: 60-day return for sale 2')).toHaveText(
        money(result.residentialReturns[0]!.payment),
      );
      await expect(row(calculator, '31 January 2027')).toHaveText(
        money(result.balancingPayment.amount),
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await calculator.getByRole('button', { name: 'How we worked this out' }).click();
      await expect(calculator.getByRole('link', { name: /TCGA 1992/ }).first()).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test('works by keyboard alone, and hands off to a booking with every sale', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await gotoHydrated(page, PATH);
  const calculator = page.getByRole('region', { name: REGION });
  await calculator.getByRole('radio', { name: '2025/26' }).check();
  await calculator.getByLabel('Sold for').focus();
  await page.keyboard.type('48k');
  await page.keyboard.press('Tab');
  await expect(calculator.getByLabel('Cost', { exact: true })).toBeFocused();
  await page.keyboard.type('20000');
  // On to Add a sale: past the costs, the relief's switch.
  const add = calculator.getByRole('button', { name: 'Add a sale' });
  for (
    let presses = 0;
    presses < 6 && !(await add.evaluate((b) => b === document.activeElement));
    presses++
  )
    await page.keyboard.press('Tab');
  await expect(add).toBeFocused();
  await page.keyboard.press('Enter');
  const sale2 = calculator.getByRole('group', { name: 'Sale 2' });
  await expect(sale2.getByRole('radio', { name: 'Shares or other asset' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(sale2.getByRole('radio', { name: 'Residential property' })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.type('250000');
  await page.keyboard.press('Tab');
  await page.keyboard.type('240000');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(sale2.getByLabel('Completion date')).toBeFocused();
  await page.keyboard.type('14/08/2025');
  await calculator.getByLabel('Your income this year').focus();
  await page.keyboard.type('20000');
  await page.keyboard.press('Enter');
  // 28,000 + 10,000 − 3,000 = 35,000; income 20,000 leaves 37,700 − 7,430 = 30,270 at 18%,
  // 4,730 at 24%: 5,448.60 + 1,135.20 = 6,583.80.
  await expect(row(calculator, 'Capital gains tax')).toHaveText('£6,583.80');
  await expect(page).toHaveURL(
    /#calc=capital-gains&year=2025-26&disposals=other\+48000\+20000\+0%3B\+residential\+250000\+240000\+0\+-\+2025-08-14&income=20000/,
  );
  // The booking link carries the share link's every field, the sales included.
  const booking = calculator.getByRole('link', { name: 'Book a free call about this' });
  const href = new URL((await booking.getAttribute('href')) ?? '', page.url());
  const carried = new URLSearchParams(href.hash.slice(1));
  expect(carried.get('disposals')).toBe(
    'other 48000 20000 0; residential 250000 240000 0 - 2025-08-14',
  );
  for (const [name, value] of new URLSearchParams(new URL(page.url()).hash.slice(1)))
    expect(carried.get(name), name).toBe(value);
  // The year switch works it out again for 2026/27, by keyboard too.
  await calculator.getByRole('radio', { name: '2025/26' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(calculator.getByRole('radio', { name: '2026/27' })).toBeChecked();
  await expect(page.getByRole('heading', { name: /Your estimate for 2026\/27/ })).toBeVisible();
  await expectNoAxeViolations(page, '.acct-calculator');
});
