// Share by link on the built site: Calculate writes the scenario into the URL's fragment, Copy link
// copies it, opening it shows the same figures at once, a bad link shows the form's own errors, and
// neither the fragment nor an amount leaves the browser.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { gotoHydrated } from '../support/browser.ts';
import { calInlines, routeCalEmbed } from '../booking/cal-fixture.ts';
import { gtagReceived, routeGtag } from '../analytics/gtag-fixture.ts';
import { blockExternal, storeConsent } from './site-support.ts';

// Amounts no page shows by itself, so finding one anywhere means it leaked.
const SALARY = '73519';
const DIVIDENDS = '18467';

function row(calculator: Locator, label: string) {
  return calculator
    .locator('.acct-result-row')
    .filter({ has: calculator.page().getByText(label, { exact: true }) })
    .first();
}

const director = (page: Page) =>
  page.getByRole('region', { name: 'Company director tax calculator' });

async function calculateDirector(page: Page) {
  const calculator = director(page);
  await calculator.getByLabel('Annual salary').fill(SALARY);
  await calculator.getByLabel('Dividends').fill(DIVIDENDS);
  await calculator.getByRole('switch', { name: 'Scottish taxpayer' }).check();
  await calculator.getByRole('radio', { name: '2026/27' }).check();
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(row(calculator, 'Total income')).toContainText('£91,986.00');
  return calculator;
}

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

test('director: Calculate writes the fragment without a new history entry; the link opens the same result', async ({
  page,
  context,
}) => {
  // Uncaught exceptions only: the home page's blocked third-party requests log console errors.
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/directors-tax-calculator');
  const calculator = await calculateDirector(page);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/directors-tax-calculator');
  expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toEqual({
    calc: 'director',
    year: '2026-27',
    salary: SALARY,
    dividends: DIVIDENDS,
    savings: '0',
    statePension: '0',
    scottishTaxpayer: 'true',
    pensionContributions: '0',
    unusedAnnualAllowance: '0',
    childBenefitChildren: '0',
  });
  const totalTax = /£[\d,]+\.\d\d/.exec(await row(calculator, 'Total tax').innerText())?.[0] ?? '';
  expect(totalTax).not.toBe('');

  // The explainer follows the year; the booking link carries the share link for the notes.
  await expect(page.getByRole('heading', { name: /explained for 2026\/27/ })).toBeVisible();
  const booking = calculator.getByRole('link', { name: 'Book a free call about this' });
  const bookingHref = new URL((await booking.getAttribute('href')) ?? '', url.origin);
  expect(bookingHref.search).toBe('?topic=calculator-help');
  const carried = new URLSearchParams(bookingHref.hash.slice(1));
  expect(carried.get('link')).toBe('/directors-tax-calculator');
  for (const [name, value] of new URLSearchParams(url.hash.slice(1)))
    expect(carried.get(name), name).toBe(value);

  // Opened in another tab: the same inputs and result, without pressing Calculate, and no
  // hydration mismatch (the fragment is read after hydration).
  const other = await context.newPage();
  const hydration: string[] = [];
  other.on('console', (message) => {
    if (/hydrat|did not match|#41[89]|#42[35]/i.test(message.text()))
      hydration.push(message.text());
  });
  await blockExternal(other);
  await gotoHydrated(other, url.pathname + url.hash);
  const opened = director(other);
  await expect(opened.getByLabel('Annual salary')).toHaveValue(SALARY);
  await expect(opened.getByLabel('Dividends')).toHaveValue(DIVIDENDS);
  await expect(opened.getByRole('switch', { name: 'Scottish taxpayer' })).toBeChecked();
  await expect(opened.getByRole('radio', { name: '2026/27' })).toBeChecked();
  await expect(row(opened, 'Total tax')).toContainText(totalTax);
  await expect(other.getByRole('heading', { name: /explained for 2026\/27/ })).toBeVisible();
  expect(hydration).toEqual([]);
  await other.close();

  // replaceState: Back leaves the page rather than stepping through calculations.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});

test('Copy link copies the address and says so; a refused clipboard offers the link to copy', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await gotoHydrated(page, '/directors-tax-calculator');
  await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await calculateDirector(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  // The clipboard refused: the link shows in a field, selected, to copy by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Denied', 'NotAllowedError'));
  });
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copy the link below' })).toBeVisible();
  await expect(page.getByLabel('Link to these figures')).toHaveValue(page.url());
});

test('a link with bad or hostile values has them dropped, never a script or a crash', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let dialogs = 0;
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  const hostile = encodeURIComponent('<img src=x onerror=alert(1)>');
  await gotoHydrated(
    page,
    `/directors-tax-calculator#calc=director&year=1999-00&salary=-5&dividends=${hostile}&savings=${'9'.repeat(12)}&nonsense=1`,
  );
  const calculator = director(page);
  // Values no calculator writes (a negative, markup, an amount over the limit) and an unknown year
  // are dropped as the fragment is decoded: the fields are left as they were.
  await expect(calculator.getByRole('radio', { name: '2025/26' })).toBeChecked();
  await expect(calculator.getByLabel('Dividends')).not.toHaveValue(/img/);
  await expect(calculator.getByLabel('Annual salary')).not.toHaveValue('-5');
  await expect(calculator.getByLabel('Savings income')).not.toHaveValue(/999/);
  expect(await page.locator('img[src="x"]').count()).toBe(0);
  // Focus stays where the page put it: the visitor has not touched the form yet.
  await expect(calculator.getByLabel('Annual salary')).not.toBeFocused();

  // Junk that is not one of our fragments leaves the page as it is (each opened as a fresh load).
  await gotoHydrated(page, '/');
  await gotoHydrated(page, '/directors-tax-calculator#%E0%A4%A&calc');
  await expect(director(page).getByLabel('Annual salary')).toHaveValue('');
  await gotoHydrated(page, '/');
  await gotoHydrated(page, `/directors-tax-calculator#calc=director&salary=${'9'.repeat(700)}`);
  await expect(director(page).getByLabel('Annual salary')).toHaveValue('');
  expect(dialogs).toBe(0);
  expect(errors).toEqual([]);
});

test('self-employed and planner pages open a share link with the result shown', async ({
  page,
}) => {
  // The self-employed calculator on its own page and on /tax-services.
  for (const path of ['/self-employed-tax-calculator', '/tax-services']) {
    await gotoHydrated(page, `${path}#calc=self-employed&year=2026-27&income=50000&expenses=10000`);
    const selfEmployed = page.getByRole('region', { name: 'Self-employed tax calculator' });
    await expect(selfEmployed.getByLabel('Annual income')).toHaveValue('50000');
    await expect(selfEmployed.getByRole('radio', { name: '2026/27' })).toBeChecked();
    await expect(row(selfEmployed, 'Total tax')).toContainText('£7,132');
    await selfEmployed.getByLabel('Annual income').fill('60000');
    await selfEmployed.getByRole('button', { name: 'Calculate' }).click();
    await expect(page).toHaveURL(
      new RegExp(`${path}#calc=self-employed&year=2026-27&income=60000&`),
    );
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  }
  await gotoHydrated(
    page,
    '/self-employed-tax-calculator#calc=self-employed&year=2025-26&income=50000&expenses=10000',
  );
  const selfEmployed = page.getByRole('region', { name: 'Self-employed tax calculator' });
  await expect(row(selfEmployed, 'Total tax')).toContainText('£7,132');

  await gotoHydrated(
    page,
    '/salary-dividend-planner#calc=planner&year=2026-27&companyProfit=80000',
  );
  const planner = page.getByRole('region', { name: 'Salary and dividends planner' });
  await expect(planner.getByLabel('Company profit')).toHaveValue('80000');
  await expect(planner.getByRole('region', { name: 'Your plan for 2026/27' })).toBeVisible();
  await expect(row(planner, 'Take-home')).toContainText(/£[\d,]+\.\d\d/);

  // A fresh calculation on the planner writes its own fragment.
  await planner.getByLabel('Company profit').fill('90000');
  await planner.getByRole('button', { name: 'Calculate' }).click();
  await expect(page).toHaveURL(
    /#calc=planner&year=2026-27&companyProfit=90000&employerPensionContributions=0$/,
  );
});

test('no request and no analytics command carries an amount or the fragment', async ({
  page,
  context,
}) => {
  // Analytics and marketing granted, so every event that could go out does.
  await context.addInitScript(() => {
    window.localStorage.setItem(
      'cookie-consent',
      JSON.stringify({ necessary: true, analytics: true, marketing: true, functional: false }),
    );
  });
  await routeGtag(page);
  const sent: string[] = [];
  page.on('request', (request) => {
    sent.push(`${request.url()} ${request.postData() ?? ''} ${JSON.stringify(request.headers())}`);
  });
  await gotoHydrated(page, '/directors-tax-calculator');
  await calculateDirector(page);
  await page.getByRole('button', { name: 'Copy link' }).click();
  const link = page.url();
  // Opening the link (a fresh load, as a recipient would) must not send it either.
  await gotoHydrated(page, '/');
  await gotoHydrated(page, new URL(link).pathname + new URL(link).hash);
  await expect(row(director(page), 'Total income')).toContainText('£91,986.00');
  await expect.poll(async () => (await gtagReceived(page)).length).toBeGreaterThan(0);

  const leaks = (text: string) =>
    [SALARY, DIVIDENDS, '73,519', '18,467', 'calc=director', '91,986', '91986'].filter((amount) =>
      text.includes(amount),
    );
  expect(sent.length).toBeGreaterThan(0);
  expect(sent.flatMap(leaks)).toEqual([]);
  const commands = JSON.stringify(await gtagReceived(page));
  expect(commands).toContain('page_view');
  expect(leaks(commands)).toEqual([]);
  const layer = await page.evaluate(() =>
    JSON.stringify(
      Array.from(window.dataLayer ?? [], (item) => Array.from(item as ArrayLike<unknown>)),
    ),
  );
  expect(leaks(layer)).toEqual([]);
});

test('the booking notes carry the share link, so the accountant sees the same scenario', async ({
  page,
}) => {
  await routeCalEmbed(page);
  await gotoHydrated(page, '/directors-tax-calculator');
  const calculator = await calculateDirector(page);
  const hash = new URL(page.url()).hash;
  await calculator.getByRole('link', { name: 'Book a free call about this' }).click();
  // The figures travel in the fragment: nothing of them in the query a server would see.
  await expect(page).toHaveURL(/\/contact\?topic=calculator-help#booking-widget&/);
  await expect(page.locator('#booking-widget [data-booking-namespace]')).toHaveAttribute(
    'data-booking-status',
    'ready',
  );
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toContain('Company director tax calculator (2026/27)');
  // The visitor sees the notes before booking.
  await expect(page.getByRole('region', { name: 'Your booking notes' })).toContainText(
    inline?.config.notes ?? 'missing',
  );
  expect(inline?.config.notes).toContain(
    `Same figures: https://www.example.co.uk/directors-tax-calculator${hash}`,
  );
});

test('/tax-calculator: a director link opens on the director tab with its result shown', async ({
  page,
}) => {
  await gotoHydrated(page, '/tax-calculator');
  await page.getByRole('tab', { name: 'Company Director' }).click();
  const calculator = await calculateDirector(page);
  const totalTax = /£[\d,]+\.\d\d/.exec(await row(calculator, 'Total tax').innerText())?.[0] ?? '';
  expect(totalTax).not.toBe('');
  const link = new URL(page.url());
  expect(link.pathname).toBe('/tax-calculator');
  expect(new URLSearchParams(link.hash.slice(1)).get('calc')).toBe('director');

  await page.goto('about:blank');
  await gotoHydrated(page, link.pathname + link.hash);
  await expect(page.getByRole('tab', { name: 'Company Director' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(row(director(page), 'Total tax')).toContainText(totalTax);
  await expect(director(page).getByLabel('Annual salary')).toHaveValue(SALARY);
});

test('a link pasted into the address bar of the open page shows its figures', async ({ page }) => {
  await gotoHydrated(page, '/directors-tax-calculator');
  const calculator = await calculateDirector(page);
  await page.evaluate(() => {
    window.location.hash = 'calc=director&year=2025-26&salary=30000&dividends=0&savings=0';
  });
  await expect(calculator.getByLabel('Annual salary')).toHaveValue('30000');
  await expect(calculator.getByLabel('Dividends')).toHaveValue('0');
  await expect(calculator.getByRole('radio', { name: '2025/26' })).toBeChecked();
  await expect(row(calculator, 'Total income')).toContainText('£30,000.00');
});
