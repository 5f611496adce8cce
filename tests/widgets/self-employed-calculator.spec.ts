import { expect, test } from '../support/test.ts';
import { TAX_YEARS, taxYearAfter, taxYearLabel } from '../../engine/index.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectIsolation, openEmbedPage, recordedEvents } from './embed.ts';
import { LATER_TAX_YEAR, TEST_TAX_YEAR, dateIn } from '../support/clock.ts';

const TAG = 'acct-self-employed-calculator';

test('self-employed calculator bundle: errors, results and isolation on a hostile page', async ({
  page,
}) => {
  await openEmbedPage(page, TAG, 'booking-url="/contact#booking-widget"');
  const widget = page.locator(TAG);
  await expect(widget.getByRole('heading', { name: 'Self-employed tax calculator' })).toBeVisible();
  await expectNoAxeViolations(page, TAG);

  const income = widget.getByLabel('Annual income');
  await income.fill('-5');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByText('Income must be positive')).toBeVisible();
  await expect(income).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByRole('region', { name: /Your estimate/ })).toHaveCount(0);
  await expectNoAxeViolations(page, TAG);

  await income.fill('50,000');
  await widget.getByLabel('Allowable expenses').fill('0');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: 'Your estimate for 2025/26' });
  await expect(results).toBeVisible();
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  await expect(row('Income tax')).toHaveText('£7,486.00');
  await expect(row('Class 4 NI')).toHaveText('£2,246.00');
  await expect(row('Net income')).toHaveText('£40,268.00');
  await expect(widget.getByText('Income must be positive')).toHaveCount(0);
  // Where the profit goes: the list says it (40,268 ÷ 50,000 = 80.5% → 81%; 7,486 → 15%;
  // 2,246 → 4%), and the bar beside it draws each share in its own colour.
  const split = results.getByRole('figure', { name: 'Where your profit goes' });
  await expect(split.getByRole('listitem')).toHaveText([
    'Take-home £40,268.00 (81%)',
    'Income tax £7,486.00 (15%)',
    'National Insurance £2,246.00 (4%)',
  ]);
  const fills = await split
    .locator('rect')
    .evaluateAll((rects) => rects.map((rect) => getComputedStyle(rect).fill));
  expect(fills).toHaveLength(3);
  expect(new Set(fills).size).toBe(3);
  // The scenario travels in the fragment after the booking URL's anchor, never in its query.
  const href =
    (await widget
      .getByRole('link', { name: 'Book a free call about this' })
      .getAttribute('href')) ?? '';
  expect(href.startsWith('/contact#booking-widget&')).toBe(true);
  expect(Object.fromEntries(new URLSearchParams(href.slice(href.indexOf('#') + 1)))).toEqual({
    'booking-widget': '',
    calc: 'self-employed',
    year: '2025-26',
    income: '50000',
    expenses: '0',
    employmentIncome: '0',
    statePension: '0',
    savings: '0',
    dividends: '0',
    pensionContributions: '0',
    unusedAnnualAllowance: '0',
    childBenefitChildren: '0',
    headline: 'Total tax £9,732.00',
  });
  await expectNoAxeViolations(page, TAG);

  const events = await recordedEvents(page);
  expect(events).toHaveLength(1);
  expect(events[0]).toMatchObject({
    type: 'acct-calculate',
    target: TAG,
    detail: {
      taxYear: '2025-26',
      input: { income: 50000, expenses: 0 },
      result: { totalTax: 9732 },
    },
  });

  await widget.getByRole('radio', { name: '2026/27' }).check();
  await expect(widget.getByRole('region', { name: 'Your estimate for 2026/27' })).toBeVisible();

  await expectIsolation(page, TAG, '.acct-field__label');
  const label = await page.evaluate(
    ([name, selector]) =>
      getComputedStyle(
        document.querySelector(name!)?.shadowRoot?.querySelector(selector!) as Element,
      ).fontSize,
    [TAG, '.acct-field__label'],
  );
  expect(label).toBe('15px');
});

test('the tax-year attribute sets the starting year', async ({ page }) => {
  await openEmbedPage(page, TAG, 'tax-year="2026-27"');
  await expect(page.locator(TAG).getByRole('radio', { name: '2026/27' })).toBeChecked();
});

// The same page on a date in each year: without a tax-year the calculator starts on that year.
for (const year of [TEST_TAX_YEAR, LATER_TAX_YEAR]) {
  test.describe(`on a date in ${taxYearLabel(year)}`, () => {
    test.use({ today: dateIn(year) });

    test('without tax-year, the calculator starts on the year today falls in', async ({ page }) => {
      const label = taxYearLabel(year);
      await openEmbedPage(page, TAG);
      const widget = page.locator(TAG);
      await expect(widget.getByRole('radio', { name: label })).toBeChecked();
      await widget.getByLabel('Annual income').fill('50000');
      await widget.getByRole('button', { name: 'Calculate' }).click();
      await expect(
        widget.getByRole('region', { name: `Your estimate for ${label}` }),
      ).toBeVisible();
      await expect
        .poll(async () =>
          (await recordedEvents(page))
            .filter((event) => event.type === 'acct-calculate')
            .map((event) => (event.detail as { taxYear: string }).taxYear),
        )
        .toEqual([year]);
    });
  });
}

test('an unknown tax-year uses the year today falls in, shows it and warns once', async ({
  page,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  const unknown = taxYearAfter(TAX_YEARS[TAX_YEARS.length - 1]!);
  const shown = taxYearLabel(TEST_TAX_YEAR);
  await openEmbedPage(page, TAG, `tax-year="${unknown}"`);
  const widget = page.locator(TAG);
  await expect(widget.getByRole('radio', { name: shown })).toBeChecked();
  await expect(
    widget.getByText(`Tax year ${unknown} is not available; showing ${shown}.`),
  ).toBeVisible();
  await widget.getByLabel('Annual income').fill('50000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByRole('region', { name: `Your estimate for ${shown}` })).toBeVisible();
  expect(warnings).toEqual([
    `Unknown tax-year "${unknown}": using ${TEST_TAX_YEAR}. Accepted values: ${TAX_YEARS.join(', ')}.`,
  ]);
  await expectNoAxeViolations(page, TAG);
});

test('the partner attributes preset Scotland, loan plans and pension; new lines only when set', async ({
  page,
}) => {
  await openEmbedPage(
    page,
    TAG,
    'tax-year="2026-27" scottish-taxpayer student-loan-plans="plan2 nonsense" pension-contributions="1000"',
  );
  const widget = page.locator(TAG);
  const scottish = widget.getByRole('switch', { name: 'Scottish taxpayer' });
  await expect(scottish).toBeChecked();
  await expect(widget.getByRole('checkbox', { name: 'Plan 2' })).toBeChecked();
  await expect(widget.getByLabel('Pension contributions')).toHaveValue('1000');
  await expectNoAxeViolations(page, TAG);

  await widget.getByLabel('Annual income').fill('30000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const results = widget.getByRole('region', { name: 'Your estimate for 2026/27' });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  // Scottish 2026-27, bands moved up by the 1,000: 753.73 + 13,463 × 20% = 3,446.33 → 3,446.
  await expect(row('Income tax')).toHaveText('£3,446.00');
  // Plan 2: (30,000 − 29,385) × 9% = 55.35 → 55.
  await expect(row('Student loan repayments')).toHaveText('£55.00');
  await expect(row('Paid into your pension')).toHaveText('£1,000.00');
  await expect(widget.getByText(/Your next £1,000 of profit keeps/)).toBeVisible();
  await expect(widget.getByText(/31 January 2028: Balancing payment/)).toBeVisible();
  await expectNoAxeViolations(page, TAG);

  // Keyboard: the switch toggles with Space, and the loan line goes when the plan is unticked.
  await scottish.focus();
  await page.keyboard.press('Space');
  await expect(scottish).not.toBeChecked();
  await widget.getByRole('checkbox', { name: 'Plan 2' }).uncheck();
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(results.locator('dt', { hasText: 'Student loan repayments' })).toHaveCount(0);
  // UK bands moved by the 1,000: 17,430 × 20% = 3,486 (all basic rate).
  await expect(row('Income tax')).toHaveText('£3,486.00');
});

test.describe('a continuing trader’s payments, on 28 November 2026', () => {
  test.use({ today: new Date('2026-11-28T12:00:00Z') });

  test('last year’s bill, typed by keyboard, sets what is due on each date; past dates are marked', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 320, height: 900 });
    await openEmbedPage(page, TAG, 'tax-year="2025-26" income="30000"');
    const widget = page.locator(TAG);
    const toggle = widget.getByRole('button', { name: 'More about you' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const bill = widget.getByLabel(/Last year’s Self Assessment bill/);
    await bill.focus();
    await page.keyboard.type('6,000');
    await page.keyboard.press('Enter');
    const results = widget.getByRole('region', { name: 'Your estimate for 2025/26' });
    const table = results.getByRole('table', { name: 'When you pay' });
    // 6,000 / 2 = 3,000 on each 2025/26 date, both past on 28 November 2026; 4,532 − 6,000 =
    // −1,468 back, against 2026/27's first 2,266: 798 on 31 January 2027; 2,266 on 31 July 2027.
    await expect(table.getByRole('row')).toHaveText([
      'DateWhat forAmount',
      '31 January 2026PastFirst payment on account for 2025/26£3,000.00',
      '31 July 2026PastSecond payment on account for 2025/26£3,000.00',
      /^31 January 2027Refund or credit for 2025\/26.*£1,468.00 back.*2026\/27: £2,266.00£798.00$/,
      '31 July 2027Second payment on account for 2026/27£2,266.00',
    ]);
    // It fits the narrowest phone without scrolling sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page, TAG);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await table.scrollIntoViewIfNeeded();
      await page.screenshot({ path: test.info().outputPath(`payments-${width}.png`) });
    }
  });
});
