// Every calculator's result ends with what the practice would charge for the case (the instant
// quote's rules, from the scenario), with a link to the quote filled in the same way; the fee follows
// the visitor's own calculations and gives way while a field is invalid. And on a phone, Calculate or
// Enter brings the result's heading into view, the focus staying in the field.
import { expect, test } from '../support/test.ts';
import { CALCULATORS, decodeFragment, type CalculatorId } from '../../widgets/index.ts';
import { calculatorFees } from '../../site/content/calculator-fees.ts';
import { encodeQuote } from '../../site/content/quote.ts';
import { blockExternal, storeConsent } from './site-support.ts';

/** A typical case of each calculator, as its share link carries it. */
const CASES: Record<CalculatorId, string> = {
  'self-employed': 'calc=self-employed&income=48000&expenses=5000',
  director: 'calc=director&salary=12570&dividends=40000',
  planner: 'calc=planner&companyProfit=60000',
  incorporation: 'calc=incorporation&profit=50000',
  expenses: 'calc=expenses&monthlyRevenue=10000',
  payroll: 'calc=payroll&employees=8&averageSalary=28000&frequency=monthly',
  'capital-gains': 'calc=capital-gains&disposals=other%2020000%2012000&income=45000',
  property: 'calc=property&rents=24000&expenses=3000&financeCosts=9000&otherIncome=40000',
  'take-home': 'calc=take-home&pay=70000&per=year&childBenefitChildren=2',
};

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

// One visit a calculator serves both widths: the page is resized under the result, as a phone turned
// or a window widened would be.
for (const { id, route } of CALCULATORS) {
  test(`the ${id} calculator’s result shows its fee at 390 and 1280 px, linked to the quote`, async ({
    page,
  }) => {
    const scenario = decodeFragment(`#${CASES[id]}`, id)!;
    const expected = calculatorFees(scenario);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${route}#${CASES[id]}`);
    const fee = page.locator('[data-calculator-fee]');
    const link = fee.getByRole('link', { name: /^Get an instant quote/ });
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await expect(fee, `at ${width} px`).toBeVisible();
      await expect(fee.locator('p'), `at ${width} px`).toHaveText(
        expected.map((line) => line.text),
      );
      await expect(link, `at ${width} px`).toHaveAttribute('href', expected[0]!.href);
    }
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/quote#${encodeQuote(expected[0]!.answers)}$`));
    await expect(page.locator('[data-quote-total]')).toBeVisible();
  });
}

test('the fee follows the visitor’s own figures, and is not shown for a field that is wrong', async ({
  page,
}) => {
  await page.goto('/bookkeeping');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  const fee = page.locator('[data-calculator-fee]');
  // Nothing calculated, nothing charged.
  await expect(fee).toHaveCount(0);
  const revenue = page.getByLabel(/Monthly revenue/);
  await revenue.fill('5000');
  await page.getByRole('button', { name: 'Calculate' }).click();
  await expect(fee).toContainText('We would keep these books for £180 a month including VAT');
  // Sales of £120,000 a year: the Growth package.
  await revenue.fill('10000');
  await expect(fee).toContainText('We would keep these books for £360 a month including VAT');
  await revenue.fill('ten thousand');
  await expect(fee).toHaveCount(0);
  await revenue.fill('5000');
  await expect(fee).toContainText('£180 a month');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const key of ['Enter', 'Calculate'] as const) {
    test(`after ${key}, the result’s heading is in view and the focus is still in the field`, async ({
      page,
    }) => {
      await page.goto('/self-employed-tax-calculator');
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const calculator = page.getByRole('region', { name: 'Self-employed tax calculator' });
      const income = calculator.getByLabel('Annual income');
      await income.fill('48000');
      const heading = calculator.getByRole('heading', { name: /Your estimate for/ });
      if (key === 'Enter') {
        await income.press('Enter');
        await expect(heading).toBeInViewport();
        await expect(income).toBeFocused();
      } else {
        await calculator.getByRole('button', { name: 'Calculate' }).click();
        await expect(heading).toBeInViewport();
        await expect(calculator.getByRole('button', { name: 'Calculate' })).toBeFocused();
      }
    });
  }

  test('with reduced motion the result is in view at once, without a smooth scroll', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      reducedMotion: 'reduce',
    });
    await storeConsent(context);
    const page = await context.newPage();
    await blockExternal(page);
    await page.goto('/self-employed-tax-calculator');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const calculator = page.getByRole('region', { name: 'Self-employed tax calculator' });
    const income = calculator.getByLabel('Annual income');
    await income.fill('48000');
    const scrolls = await page.evaluateHandle(() => {
      const seen: string[] = [];
      const original = Element.prototype.scrollIntoView;
      Element.prototype.scrollIntoView = function (options?: boolean | ScrollIntoViewOptions) {
        seen.push(typeof options === 'object' ? String(options.behavior) : 'auto');
        original.call(this, options);
      };
      return seen;
    });
    await income.press('Enter');
    const heading = calculator.getByRole('heading', { name: /Your estimate for/ });
    await expect(heading).toBeInViewport();
    // The widget leaves the manner to the page, whose smooth scrolling stops for reduced motion.
    expect(await scrolls.jsonValue()).toEqual(['auto']);
    expect(
      await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior),
    ).toBe('auto');
    await expect(income).toBeFocused();
    await context.close();
  });

  test('a wrong field keeps the focus and nothing scrolls', async ({ page }) => {
    await page.goto('/self-employed-tax-calculator');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    const calculator = page.getByRole('region', { name: 'Self-employed tax calculator' });
    const income = calculator.getByLabel('Annual income');
    await income.fill('lots');
    const before = await page.evaluate(() => window.scrollY);
    await income.press('Enter');
    await expect(income).toHaveAttribute('aria-invalid', 'true');
    await expect(income).toBeFocused();
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});
