// The landlord tax calculator on its page, on a 390 px phone: driven by the keyboard alone, its
// figures the engine's to the penny, the year switch, axe-clean, the share link that opens the same
// result and the booking hand-off that carries it; and the pages that link to it.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { calculateProperty } from '../../engine/index.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, pence, storeConsent } from './site-support.ts';

const PATH = '/landlord-tax-calculator';

// Amounts no page shows by itself, so finding one in the fragment means it came from the form.
const INPUT = { rents: 23_417, expenses: 3_100, financeCosts: 11_250, otherIncome: 58_300 };

test.use({ viewport: { width: 390, height: 844 } });

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

const landlord = (page: Page) => page.getByRole('region', { name: 'Landlord tax calculator' });

function row(calculator: Locator, label: string) {
  // The label's cell also holds the "About …" of its explanation, so it is matched as it starts.
  return calculator
    .locator('dt', { hasText: new RegExp(`^${label}`) })
    .locator('+ dd')
    .first();
}

/** Types into a field reached with Tab, never clicked. */
async function typeInto(page: Page, field: Locator, text: string) {
  for (let presses = 0; presses < 80; presses += 1) {
    if (await field.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(field).toBeFocused();
  await page.keyboard.type(text);
}

test('a landlord with a job, by keyboard on a phone: the figures, the years, the link and the booking', async ({
  page,
  context,
}) => {
  await gotoHydrated(page, PATH);
  await expect(page).toHaveTitle(/Landlord Tax Calculator/);
  const calculator = landlord(page);
  await expectNoAxeViolations(page, '.acct-calculator');

  // Nonsense is refused at the field, with no figure.
  await typeInto(page, calculator.getByLabel('Rents received'), 'plenty');
  await page.keyboard.press('Enter');
  await expect(calculator.getByLabel('Rents received')).toHaveAttribute('aria-invalid', 'true');
  await expect(calculator.getByRole('region', { name: /Your estimate/ })).toHaveCount(0);

  await calculator.getByLabel('Rents received').fill('');
  await typeInto(page, calculator.getByLabel('Rents received'), '23,417');
  await typeInto(page, calculator.getByLabel('Allowable expenses'), '3100');
  await typeInto(page, calculator.getByLabel('Mortgage interest and finance costs'), '£11,250');
  await typeInto(page, calculator.getByLabel('Pay from your job'), '58.3k');
  await page.keyboard.press('Enter');

  const expected = calculateProperty(INPUT, '2025-26');
  // Profit 23,417 − 3,100 = 20,317; the reduction 20% of 11,250 = 2,250.
  expect(expected.propertyProfit).toBe(20_317);
  expect(expected.financeCostRelief.reduction).toBe(2_250);
  await expect(row(calculator, 'Property profit')).toContainText('£20,317.00');
  await expect(row(calculator, 'Finance costs tax reduction')).toContainText('£2,250.00');
  await expect(row(calculator, 'Income tax on your rents')).toContainText(
    pence(expected.propertyTax),
  );
  await expect(row(calculator, 'Rental income after tax')).toContainText(
    pence(expected.rentalIncomeAfterTax),
  );
  await expect(
    calculator.getByRole('heading', { name: 'Personally or through a company?' }),
  ).toBeVisible();
  // Nothing runs off a phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, '.acct-calculator');

  // The year switch: 2027/28 taxes property income at its own rates and relieves at 22%.
  await calculator.getByRole('radio', { name: '2027/28' }).check();
  const later = calculateProperty(INPUT, '2027-28');
  expect(later.financeCostRelief.reduction).toBe(2_475);
  await expect(row(calculator, 'Finance costs tax reduction')).toContainText('£2,475.00');
  await expect(row(calculator, 'Income tax on your rents')).toContainText(pence(later.propertyTax));

  // The share link: the scenario in the fragment, which opens the same result elsewhere.
  const url = new URL(page.url());
  expect(Object.fromEntries(new URLSearchParams(url.hash.slice(1)))).toMatchObject({
    calc: 'property',
    year: '2027-28',
    rents: '23417',
    expenses: '3100',
    financeCosts: '11250',
    otherIncome: '58300',
    otherIncomeKind: 'employment',
  });
  const other = await context.newPage();
  await blockExternal(other);
  await gotoHydrated(other, url.pathname + url.hash);
  const opened = landlord(other);
  await expect(opened.getByLabel('Rents received')).toHaveValue('23417');
  await expect(opened.getByRole('radio', { name: '2027/28' })).toBeChecked();
  await expect(row(opened, 'Income tax on your rents')).toContainText(pence(later.propertyTax));
  await other.close();

  // The booking hand-off: the contact form's calculator topic, the scenario in the fragment.
  const booking = calculator.getByRole('link', { name: 'Book a free call about this' });
  const href = new URL((await booking.getAttribute('href')) ?? '', url.origin);
  expect(href.search).toBe('?topic=calculator-help');
  const carried = new URLSearchParams(href.hash.slice(1));
  expect(carried.get('calc')).toBe('property');
  expect(carried.get('rents')).toBe('23417');
  expect(carried.get('headline')).toBe(`Income tax on your rents ${pence(later.propertyTax)}`);
});

test('the allowance, a joint share and a trade, opened from "More about your letting"', async ({
  page,
}) => {
  await gotoHydrated(page, PATH);
  const calculator = landlord(page);
  await calculator.getByLabel('Rents received').fill('1800');
  await calculator.getByLabel('Your share of the property (%)').fill('50');
  await calculator.getByRole('radio', { name: 'Profit from a trade' }).check();
  await calculator.getByLabel('Profit from your trade').fill('40000');
  const more = calculator.getByRole('button', { name: 'More about your letting' });
  await expect(more).toHaveAttribute('aria-expanded', 'false');
  await more.click();
  await calculator.getByRole('switch', { name: 'Claim the £1,000 property allowance' }).check();
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  // Half the rents, £900, is under the £1,000 allowance: no profit and no tax on it.
  await expect(row(calculator, 'Your share of the rents')).toContainText('£900.00');
  await expect(row(calculator, 'Property profit')).toContainText('£0.00');
  await expect(row(calculator, 'Income tax on your rents')).toContainText('£0.00');
  await expect(row(calculator, 'Class 4 NI')).toBeVisible();
  await expectNoAxeViolations(page, '.acct-calculator');
});

test('Self Assessment and Tax Services link to it', async ({ page }) => {
  for (const [path, name] of [
    ['/self-assessment', 'Landlord tax calculator'],
    ['/tax-services', 'Work out the tax on your rents'],
  ] as const) {
    await gotoHydrated(page, path);
    await page.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${PATH}$`));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Landlord Tax Calculator' }),
    ).toBeVisible();
  }
});
