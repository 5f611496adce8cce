// The take-home pay page on the built site, on a 390 px phone: the share link opens the same result,
// the page is axe-clean with a result on it, and a job beside a business goes on to the
// self-employed calculator with the year's pay filled in.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, storeConsent } from './site-support.ts';

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

test('take-home page: the share link carries the scenario and opens the same figures', async ({
  page,
}) => {
  await gotoHydrated(
    page,
    '/take-home-pay-calculator#calc=take-home&year=2026-27&pay=4000&per=month&taxCode=K475&pensionMethod=net-pay&pensionEmployeePercent=5',
  );
  const calculator = page.getByRole('region', { name: 'Take-home pay calculator' });
  await expect(calculator.getByLabel('Your pay')).toHaveValue('4000');
  await expect(calculator.getByLabel('Tax code')).toHaveValue('K475');
  await expect(calculator.getByLabel('You pay in')).toHaveValue('5%');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  const results = calculator.getByRole('region', { name: 'Your take-home pay for 2026/27' });
  await expect(results).toBeVisible();
  await expect(results).toContainText('Tax code K475');
  const hash = new URLSearchParams(new URL(page.url()).hash.slice(1));
  expect(hash.get('calc')).toBe('take-home');
  expect(hash.get('taxCode')).toBe('K475');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('take-home-390.png'), fullPage: true });
});

test('take-home page: a business beside the job opens the self-employed calculator with the pay filled in', async ({
  page,
}) => {
  await gotoHydrated(page, '/take-home-pay-calculator');
  const calculator = page.getByRole('region', { name: 'Take-home pay calculator' });
  const onward = page.locator('[data-self-employed-link]');
  // Before a result, the calculator on its own.
  await expect(onward).toHaveAttribute('href', '/self-employed-tax-calculator');
  await calculator.getByLabel('Your pay').fill('£4,000 a month');
  await calculator.getByLabel('Workplace pension').selectOption('salary-sacrifice');
  await calculator.getByLabel('You pay in').fill('£200 a month');
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  // £48,000 a year less £2,400 given up for the pension: £45,600 of pay from the job.
  await expect(onward).toHaveText('Work out the tax on both, your pay filled in.');
  await expect(onward).toHaveAttribute('href', /employmentIncome=45600(&|$)/);
  // Through one's own company: the job's whole cost is the profit before salary, 45,600 of pay +
  // employer NI (3,800 − 417) × 15% = 507.45 a month, 6,089.40 a year + 2,400 of pension = 54,089.40.
  const planner = page.locator('[data-planner-link]');
  await expect(planner).toHaveText('Plan salary and dividends from what this job costs.');
  await expect(planner).toHaveAttribute('href', /^\/salary-dividend-planner#calc=planner&/);
  await expect(planner).toHaveAttribute('href', /companyProfit=54089\.4(&|$)/);
  await expect(planner).toHaveAttribute('href', /employerPensionContributions=2400(&|$)/);
  await onward.click();
  await expect(page).toHaveURL(/\/self-employed-tax-calculator#calc=self-employed&/);
  const selfEmployed = page.getByRole('region', { name: 'Self-employed tax calculator' });
  await expect(selfEmployed.getByLabel('Pay from a job')).toHaveValue('45600');
  // The link carries no trade income: the form waits for it, with no error and no result (nor a
  // link to share or a fee for a case not yet on screen).
  const income = selfEmployed.getByLabel('Annual income');
  await expect(income).toHaveValue('');
  await expect(income).toHaveAccessibleDescription(/self-employed income/);
  await expect(selfEmployed.locator('[aria-invalid="true"]')).toHaveCount(0);
  await expect(selfEmployed.getByText('Enter an amount')).toHaveCount(0);
  await expect(selfEmployed.locator('.acct-results-region > *')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await income.fill('20000');
  await selfEmployed.getByRole('button', { name: 'Calculate' }).click();
  // The job's pay is in the result: PAYE on it, (45,600 − 12,570) × 20% = 6,606.
  const paye = selfEmployed.getByText("Income tax your job's PAYE takes", { exact: true });
  await expect(paye.locator('xpath=following-sibling::dd[1]')).toHaveText(/£6,606/);
});
