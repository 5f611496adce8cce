// Each page that carries a calculator computes one known case; expected figures come from the
// engine (and, for the self-employed case, from the published rates worked by hand, as a cross-check).
import { expect, test, type Locator, type Page } from '../support/test.ts';
import {
  TAX_YEARS,
  calculateDirector,
  calculateExpenses,
  calculatePayroll,
  calculateSelfEmployed,
  ratesFor,
  taxYearLabel,
} from '../../engine/index.ts';
import { collectPageErrors, gotoHydrated } from '../support/browser.ts';
import { blockExternal, pence, storeConsent } from './site-support.ts';
import { LATER_TAX_YEAR, TEST_TAX_YEAR, dateIn } from '../support/clock.ts';

const pounds = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    maximumFractionDigits: 0,
  }).format(amount);

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

function row(calculator: Locator, label: string) {
  return calculator.locator('.acct-result-row').filter({
    has: calculator.page().getByText(label, { exact: true }),
  });
}

async function selfEmployedCase(page: Page, calculator: Locator) {
  await calculator.getByLabel('Annual income').fill('50,000');
  await calculator.getByLabel('Allowable expenses').fill('10000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const expected = calculateSelfEmployed({ income: 50000, expenses: 10000 }, TEST_TAX_YEAR);
  // 2025/26: profit 40,000; tax 20% × 27,430 = 5,486; Class 4 NI 6% × 27,430 = 1,645.80 → 1,646.
  expect(expected).toMatchObject({
    profit: 40000,
    incomeTax: 5486,
    class4NI: 1646,
    totalTax: 7132,
  });
  await expect(row(calculator, 'Profit')).toContainText(pounds(expected.profit));
  await expect(row(calculator, 'Income tax')).toContainText(pounds(expected.incomeTax));
  await expect(row(calculator, 'Class 4 NI')).toContainText(pounds(expected.class4NI));
  await expect(row(calculator, 'Total tax')).toContainText(pounds(expected.totalTax));
  const booking = calculator.getByRole('link', { name: /Book a free call/ });
  const href = (await booking.getAttribute('href')) ?? '';
  // The figures travel only in the fragment, after the booking anchor: never to a server.
  const [address = '', fragment = ''] = href.split('#');
  expect(address).toMatch(/^\/contact\?topic=/);
  expect(address).not.toContain('50000');
  expect(fragment).toMatch(/^booking-widget&/);
  expect(new URLSearchParams(fragment).get('income')).toBe('50000');
  void page;
}

for (const path of ['/tax-calculator', '/self-employed-tax-calculator', '/tax-services']) {
  test(`self-employed calculator on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    await selfEmployedCase(
      page,
      page.getByRole('region', { name: 'Self-employed tax calculator' }),
    );
  });
}

for (const path of ['/tax-calculator', '/directors-tax-calculator']) {
  test(`director calculator on ${path}`, async ({ page }) => {
    await gotoHydrated(page, path);
    if (path === '/tax-calculator')
      await page.getByRole('tab', { name: 'Company Director' }).click();
    const calculator = page.getByRole('region', { name: 'Company director tax calculator' });
    await calculator.getByLabel('Annual salary').fill('12570');
    await calculator.getByLabel('Dividends').fill('37700');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const expected = calculateDirector(
      { salary: 12570, dividends: 37700, savings: 0 },
      TEST_TAX_YEAR,
    );
    expect(expected.dividendTax).toBe(3255);
    await expect(row(calculator, 'Tax on dividends')).toContainText(pence(expected.dividendTax));
    await expect(row(calculator, 'Total tax')).toContainText(pence(expected.totalTax));
  });
}

test('the director page quotes the rates of the year the calculator shows', async ({ page }) => {
  await gotoHydrated(page, '/directors-tax-calculator');
  const percent = (rate: number) => `${Number((rate * 100).toFixed(4))}%`;
  const explainer = page.locator('h2', { hasText: 'Salary, dividends and savings' }).locator('..');
  for (const year of TAX_YEARS) {
    const { dividends } = ratesFor(year);
    await page.getByRole('radio', { name: taxYearLabel(year) }).check();
    await expect(explainer).toContainText(`explained for ${taxYearLabel(year)}`);
    await expect(explainer).toContainText(
      `taxed at ${percent(dividends.ordinaryRate)} in the basic-rate band, ${percent(dividends.upperRate)} in the higher-rate band`,
    );
  }
  // 2026/27's rates are the Budget's 10.75% and 35.75%, not 2025/26's.
  await page.getByRole('radio', { name: '2026/27' }).check();
  await expect(explainer).toContainText('10.75%');
  await expect(explainer).not.toContainText('8.75%');
});

// The build is dated in the tests' year; a visitor whose today is in a later year still sees the
// page as prerendered (its title, eyebrow, prose and calculator agree on the build's year), with no
// hydration mismatch, and switches year with the calculator's switch.
test.describe('on a date in a later year than the build', () => {
  test.use({ today: dateIn(LATER_TAX_YEAR) });

  test('a calculator page stays on the year it was built for, and names it', async ({ page }) => {
    const errors = collectPageErrors(page);
    await gotoHydrated(page, '/directors-tax-calculator');
    const built = taxYearLabel(TEST_TAX_YEAR);
    await expect(page).toHaveTitle(new RegExp(built));
    await expect(page.getByText(`Free · ${built} rates`)).toBeVisible();
    await expect(page.getByRole('radio', { name: built })).toBeChecked();
    await expect(
      page.getByRole('heading', { name: `Salary, dividends and savings explained for ${built}` }),
    ).toBeVisible();
    await page.getByRole('radio', { name: taxYearLabel(LATER_TAX_YEAR) }).check();
    await expect(
      page.getByRole('heading', {
        name: `Salary, dividends and savings explained for ${taxYearLabel(LATER_TAX_YEAR)}`,
      }),
    ).toBeVisible();
    // External requests are blocked (their failures are logged); no hydration error is.
    expect(errors.filter((error) => /hydrat|did not match/i.test(error))).toEqual([]);
  });
});

test('expense calculator on /bookkeeping', async ({ page }) => {
  await gotoHydrated(page, '/bookkeeping');
  const calculator = page.getByRole('region', { name: /expense/i });
  await calculator.getByLabel('Monthly revenue').fill('5000');
  await calculator.getByRole('checkbox').first().check();
  await calculator.getByLabel('Additional annual expenses').fill('1000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const categories = {
    office: true,
    travel: false,
    equipment: false,
    marketing: false,
    professional: false,
  };
  const expected = calculateExpenses(
    {
      monthlyRevenue: 5000,
      categories,
      additionalExpenses: 1000,
    },
    TEST_TAX_YEAR,
  );
  expect(expected.totalExpenses).toBe(3400);
  await expect(row(calculator, 'Total expenses')).toContainText(pounds(expected.totalExpenses));
  await expect(row(calculator, 'Taxable profit')).toContainText(pounds(expected.taxableProfit));
  await expect(row(calculator, 'Estimated savings')).toContainText(
    pounds(expected.estimatedSavings),
  );
});

test('payroll calculator on /payroll', async ({ page }) => {
  await gotoHydrated(page, '/payroll');
  const calculator = page.getByRole('region', { name: /payroll/i }).filter({
    has: page.getByRole('button', { name: 'Calculate Costs' }),
  });
  await calculator.getByLabel('Number of employees').fill('8');
  await calculator.getByLabel('Average annual salary').fill('28000');
  await calculator.getByLabel('Payroll frequency').selectOption('monthly');
  await calculator.getByRole('button', { name: 'Calculate Costs' }).click();
  const expected = calculatePayroll(
    { employees: 8, averageSalary: 28000, frequency: 'monthly' },
    TEST_TAX_YEAR,
  );
  expect(expected.monthlyCost).toBe(48);
  await expect(row(calculator, 'Monthly cost')).toContainText(pounds(expected.monthlyCost));
  await expect(row(calculator, 'Annual cost')).toContainText(pounds(expected.annualCost));
  await expect(row(calculator, 'Net annual savings')).toContainText(pounds(expected.savings));
  await expect(
    calculator.getByRole('heading', { name: 'What the package includes' }),
  ).toBeVisible();
});

test('the self-employed page: Scottish rates in the calculator and in the explainer', async ({
  page,
}) => {
  await gotoHydrated(page, '/self-employed-tax-calculator');
  const calculator = page.getByRole('region', { name: 'Self-employed tax calculator' });
  await calculator.getByRole('radio', { name: '2026/27' }).check();
  await calculator.getByRole('switch', { name: 'Scottish taxpayer' }).check();
  await calculator.getByLabel('Annual income').fill('30000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const expected = calculateSelfEmployed(
    { income: 30000, expenses: 0, scottishTaxpayer: true },
    '2026-27',
  );
  // Known check: £3,451.07 of Scottish tax on £30,000, shown in whole pounds.
  expect(expected.incomeTax).toBe(3451);
  await expect(row(calculator, 'Income tax')).toContainText(pounds(expected.incomeTax));
  // The explainer quotes 2026/27's Scottish starter band end as income: 3,967 + 12,570.
  const { scottishIncomeTax, incomeTax } = ratesFor('2026-27');
  const starterEnd = scottishIncomeTax.basicRateFrom + incomeTax.personalAllowance;
  expect(starterEnd).toBe(16_537);
  await expect(page.getByText(/starter rate up to £16,537/)).toBeVisible();
});

test('the self-employed page: Making Tax Digital at the turnover entered, linking to Self Assessment', async ({
  page,
}) => {
  await gotoHydrated(page, '/self-employed-tax-calculator');
  const calculator = page.getByRole('region', { name: 'Self-employed tax calculator' });
  await calculator.getByLabel('Annual income').fill('60000');
  await calculator.getByLabel('Allowable expenses').fill('25000');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  // On turnover, not the £35,000 profit: above 2026's £50,000.
  const mtd = calculator.getByText(/^Making Tax Digital for Income Tax/);
  await expect(mtd).toContainText('from the 2026/27 tax year at this turnover (over £50,000)');
  await mtd.getByRole('link', { name: 'Our Self Assessment service' }).click();
  await expect(page).toHaveURL(/\/self-assessment$/);
  await expect(
    page.getByRole('heading', { level: 1, name: /Self-Assessment Tax Returns/ }),
  ).toBeVisible();
});
