// The sole trader or limited company page on the built site: on a phone and a laptop, the answer
// and both sides as the engine works them out, the chart with its table, what the figures leave
// out, by keyboard alone, and axe clean.
import { expect, test, type Page } from '../support/test.ts';
import { compareBusinessStructures } from '../../engine/index.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, storeConsent } from './site-support.ts';
import { TEST_TAX_YEAR } from '../support/clock.ts';

const PATH = '/sole-trader-vs-limited-company';
const REGION = 'Sole trader or limited company?';

/** Whole pounds as the answer's sentence writes them, formatted here independently. */
const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(Math.round(amount));

/** A figure of the two sides, in pounds and pence as every result row is. */
const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

const expected = (profit: number, includeAccountancyFees: boolean) =>
  compareBusinessStructures(
    {
      profit,
      includeAccountancyFees,
      scottishTaxpayer: false,
      studentLoanPlans: [],
      pensionContributions: 0,
    },
    TEST_TAX_YEAR,
  );

async function row(page: Page, side: string, label: string) {
  const column = page.getByRole('region', { name: side, exact: true });
  return column.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
}

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

    test('a shared link shows the answer, both sides, the chart and its table, as the engine has them', async ({
      page,
    }) => {
      await gotoHydrated(
        page,
        `${PATH}#calc=incorporation&profit=80000&includeAccountancyFees=true`,
      );
      const calculator = page.getByRole('region', { name: REGION });
      const result = expected(80_000, true);
      const answer = calculator.locator('[part="answer"]');
      await expect(answer).toContainText(pounds(Math.abs(result.differenceBeforeFees)));
      await expect(answer).toContainText(`${pounds(Math.abs(result.difference))} after our fees`);
      await expect(await row(page, 'Sole trader', 'Take-home')).toHaveText(
        money(result.soleTrader.takeHome),
      );
      await expect(await row(page, 'Limited company', 'Take-home')).toHaveText(
        money(result.limitedCompany.takeHome),
      );
      await expect(await row(page, 'Limited company', 'Salary')).toHaveText(
        money(result.limitedCompany.salary),
      );
      // Side by side on a laptop, one above the other on a phone.
      const sole = (await page
        .getByRole('region', { name: 'Sole trader', exact: true })
        .boundingBox())!;
      const ltd = (await page
        .getByRole('region', { name: 'Limited company', exact: true })
        .boundingBox())!;
      if (size.width >= 1280) expect(Math.abs(sole.y - ltd.y)).toBeLessThan(2);
      else expect(ltd.y).toBeGreaterThanOrEqual(sole.y + sole.height);

      const chart = calculator.locator('svg.acct-chart__svg');
      await expect(chart).toBeVisible();
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(size.width < 400 ? 280 : 400);
      expect(box.x + box.width).toBeLessThanOrEqual(size.width);
      // An honest axis: £0 among the ticks, the visitor and (when there is one) the profit from which
      // a company stays ahead marked.
      await expect(chart.locator('.acct-chart__axis text', { hasText: /^£0$/ })).toHaveCount(2);
      await expect(chart.locator('.acct-chart__best text')).toHaveText('You');
      if (result.breakEvenProfit.afterFees !== null) {
        await expect(chart.locator('.acct-chart__marker text')).toHaveText('Ahead from here');
      }
      const table = calculator.getByRole('table', { name: /What a limited company leaves you/ });
      await expect(table.getByRole('rowheader', { name: 'Your £80,000' })).toBeVisible();
      await expect(calculator.getByRole('link', { name: /Setting up a company/ })).toHaveAttribute(
        'href',
        '/company-registration',
      );
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        size.width,
      );
      await expectNoAxeViolations(page);
    });
  });
}

test('works by keyboard alone and hands off to a booking with the scenario', async ({ page }) => {
  await gotoHydrated(page, PATH);
  const calculator = page.getByRole('region', { name: REGION });
  const profit = calculator.getByLabel('Profit', { exact: true });
  await profit.focus();
  await page.keyboard.type('45000');
  await page.keyboard.press('Tab');
  await expect(
    calculator.getByRole('switch', { name: 'Include our accountancy fees' }),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  const result = expected(45_000, false);
  await expect(calculator.locator('[part="answer"]')).toContainText(
    pounds(Math.abs(result.differenceBeforeFees)),
  );
  const booking = calculator.getByRole('link', {
    name: 'Thinking of incorporating? Book a free call',
  });
  await expect(booking).toHaveAttribute('href', /calc=incorporation&year=\d{4}-\d{2}&profit=45000/);
  // The share link follows the calculation.
  await expect(page).toHaveURL(/#calc=incorporation&year=\d{4}-\d{2}&profit=45000/);
  await expectNoAxeViolations(page, '.acct-calculator');
});
