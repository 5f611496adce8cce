// Print or save as PDF on the built site: the print stylesheet turns a calculator page into a
// record (practice, date, tax year, inputs, results, the working with its sources, disclaimer) of at
// most two pages, checked in Chromium's own PDF output.
import { writeFileSync } from 'node:fs';
import { expect, test, type Page } from '../support/test.ts';
import { planSalaryAndDividends } from '../../engine/index.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { gotoHydrated } from '../support/browser.ts';
import { pdfText } from '../support/pdf-text.ts';
import { blockExternal, pence, storeConsent } from './site-support.ts';

async function printToPdf(page: Page, name: string) {
  await page.emulateMedia({ media: 'print' });
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  const file = test.info().outputPath(`${name}.pdf`);
  writeFileSync(file, pdf);
  await test.info().attach(`${name}.pdf`, { path: file, contentType: 'application/pdf' });
  const { pages, text } = await pdfText(pdf);
  return { pages, text: text.replace(/\s+/g, ' ') };
}

const CASES = [
  {
    name: 'director',
    link: '/directors-tax-calculator#calc=director&year=2026-27&salary=50000&dividends=20000&savings=500',
    year: '2026/27',
    figures: ['50000', '20000', 'Total income', '£70,500.00', 'Total tax'],
    // What PAYE takes, what the return collects and the payments on account, with their working,
    // run onto a second page, as the self-employed record's do.
    pages: 2,
  },
  {
    name: 'self-employed',
    link: '/self-employed-tax-calculator#calc=self-employed&year=2025-26&income=50000&expenses=10000&studentLoanPlans=plan2',
    year: '2025/26',
    figures: ['50000', '10000', 'Profit', '£40,000', 'Student loan repayments'],
    // The working of tax, Class 4, the loan and payments on account runs onto a second page.
    pages: 2,
  },
  {
    name: 'planner',
    link: '/salary-dividend-planner#calc=planner&year=2025-26&companyProfit=75000',
    year: '2025/26',
    figures: [
      '75000',
      'BEST TAKE-HOME',
      pence(
        planSalaryAndDividends(
          { companyProfit: 75000, employmentAllowance: false, scottishTaxpayer: false },
          '2025-26',
        ).best.takeHome,
      ),
      'Corporation tax',
    ],
    // The company's side and the director's tax, each worked through, take a second page.
    pages: 2,
  },
];

test.beforeEach(async ({ page }) => {
  await blockExternal(page);
});

for (const { name, link, year, figures, pages } of CASES) {
  test(`${name}: the printed record (at most ${pages} page${pages > 1 ? 's' : ''}) has the practice, date, year, inputs, results, working and disclaimer`, async ({
    page,
    context,
    today: date,
  }) => {
    await storeConsent(context);
    await gotoHydrated(page, link);
    const results = page.locator('.acct-results-region .acct-result-row').first();
    await expect(results).toBeVisible();
    // The working is a part, preloaded once the result shows; a visitor prints a page that has
    // settled, with the working in it, closed.
    await expect(page.getByText('ITA 2007 s35').first()).toBeAttached();

    // The button prints the page.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => {
        (window as unknown as { printed: number }).printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Print or save as PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const printed = await printToPdf(page, name);
    // At most: a record that grows past its pages has lost its print layout.
    expect(printed.pages).toBeLessThanOrEqual(pages);
    const { text } = printed;
    // The page's clock is the tests' date (tests/support/test.ts), not the machine's.
    const today = date.toLocaleDateString('en-GB', { dateStyle: 'long' });
    for (const expected of [
      PRACTICE.name,
      PRACTICE.phone.display,
      PRACTICE.email,
      `Printed ${today}`,
      `Tax year ${year}`,
      'Results are estimates only',
      // The working prints though its panel is closed, with its sources.
      'Personal allowance',
      'ITA 2007 s35',
      ...figures,
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const absent of [
      'Print or save as PDF',
      'Copy link',
      'Calculate',
      'Book a free call',
      'How we worked this out',
    ]) {
      expect(text, absent).not.toContain(absent);
    }
  });
}

test('in print the header, navigation, footer, cookie banner and buttons are hidden', async ({
  page,
}) => {
  // No stored choice, so the cookie banner is on screen.
  await gotoHydrated(page, '/directors-tax-calculator#calc=director&salary=40000');
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  const onScreen = [
    page.getByRole('navigation', { name: 'Main' }),
    page.locator('body footer').last(),
    page.getByRole('heading', { level: 1 }),
    page.getByRole('button', { name: 'Print or save as PDF' }),
    page.getByRole('button', { name: 'Copy link' }),
    page.getByRole('button', { name: 'Calculate' }),
    page.getByRole('link', { name: 'Book a free call about this' }),
  ];
  for (const locator of onScreen) await expect(locator).toBeVisible();
  await expect(page.getByText(`Printed `, { exact: false })).toBeHidden();

  await page.emulateMedia({ media: 'print' });
  for (const locator of [...onScreen, banner]) await expect(locator).toBeHidden();
  const record = page.locator('[data-print-record]');
  await expect(record.getByText(PRACTICE.name, { exact: true })).toBeVisible();
  await expect(record.getByText(/^Printed \d{1,2} \w+ \d{4}/)).toBeVisible();
  await expect(page.getByLabel('Annual salary')).toHaveValue('40000');
  await expect(page.getByLabel('Annual salary')).toBeVisible();
});

test("on paper the planner's chart is legible: 55 mm tall, its figures at about 7 pt", async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await gotoHydrated(
    page,
    '/salary-dividend-planner#calc=planner&year=2025-26&companyProfit=150000',
  );
  const chart = page.locator('[data-print-record] svg.acct-chart__svg');
  await expect(chart).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  // 55 mm at CSS's 96 px to the inch is 207.9 px.
  await expect.poll(async () => (await chart.boundingBox())?.height).toBeCloseTo(207.9, 0);
  const tick = await chart.locator('text', { hasText: '£0' }).first().boundingBox();
  // A 7 pt figure is 9.3 px tall; the 30 mm chart this replaced drew them at about 5 px.
  expect(tick?.height).toBeGreaterThanOrEqual(9);
  const box = await chart.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);
});
