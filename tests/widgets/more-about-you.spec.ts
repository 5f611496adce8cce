// "More about you" in the self-employed and director calculators: each new circumstance set by its
// attribute and by the visitor, the result's lines checked against the engine, axe clean, on both builds.
import { calculateDirector, calculateSelfEmployed } from '../../engine/index.ts';
import { formatMoney } from '../../widgets/shared/toolkit/money.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { TEST_TAX_YEAR } from '../support/clock.ts';
import { expect, test, type Locator } from '../support/test.ts';
import { openEmbedPage, recordedEvents } from './embed.ts';

const row = (widget: Locator, label: string) =>
  widget
    .getByRole('region', { name: /Your estimate/ })
    .locator('dt', { hasText: label })
    .first()
    .locator('+ dd');

const pence = (amount: number) => formatMoney(amount);

test('self-employed: attributes open More about you and fill each field; the result follows the engine', async ({
  page,
}) => {
  const tag = 'acct-self-employed-calculator';
  await openEmbedPage(
    page,
    tag,
    'income="70000" expenses="400" employment-income="20000" child-benefit-children="2" marriage-allowance="transfer" unused-annual-allowance="5000" pension-contributions="70000" trading-allowance auto-calculate',
  );
  const widget = page.locator(tag);
  await expect(widget.getByRole('button', { name: 'More about you' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(widget.getByLabel('Pay from a job')).toHaveValue('20000');
  await expect(widget.getByLabel('Children you get Child Benefit for')).toHaveValue('2');
  await expect(widget.getByRole('radio', { name: 'I transfer it' })).toBeChecked();
  await expect(widget.getByLabel('Unused pension allowance')).toHaveValue('5000');
  await expect(widget.getByRole('switch', { name: 'Claim the trading allowance' })).toBeChecked();

  const expected = calculateSelfEmployed(
    {
      income: 70_000,
      expenses: 400,
      employmentIncome: 20_000,
      childBenefitChildren: 2,
      marriageAllowance: 'transfer',
      unusedAnnualAllowance: 5_000,
      pensionContributions: 70_000,
      tradingAllowance: true,
    },
    TEST_TAX_YEAR,
  );
  expect(expected.annualAllowanceCharge).toBeGreaterThan(0);
  await expect(row(widget, 'Profit')).toHaveText(formatMoney(expected.profit));
  await expect(row(widget, 'Income tax left for your tax return')).toHaveText(
    formatMoney(expected.incomeTax),
  );
  await expect(row(widget, 'High Income Child Benefit Charge')).toHaveText(
    formatMoney(expected.childBenefitCharge),
  );
  await expect(row(widget, 'Annual allowance charge')).toHaveText(
    formatMoney(expected.annualAllowanceCharge),
  );
  await expect(row(widget, 'Total tax through your return')).toHaveText(
    formatMoney(expected.totalTax),
  );
  expect(await recordedEvents(page)).toEqual([]);
  await expectNoAxeViolations(page, tag);
});

test('self-employed: the visitor opens More about you by keyboard, and a bad value is refused there', async ({
  page,
}) => {
  const tag = 'acct-self-employed-calculator';
  await openEmbedPage(page, tag);
  const widget = page.locator(tag);
  const toggle = widget.getByRole('button', { name: 'More about you' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(widget.getByLabel('Pay from a job')).toBeHidden();
  await expectNoAxeViolations(page, tag);

  await widget.getByLabel('Annual income').fill('30000');
  await widget.getByLabel('Allowable expenses').fill('2000');
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await widget.getByLabel('Children you get Child Benefit for').fill('1.5');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const children = widget.getByLabel('Children you get Child Benefit for');
  await expect(children).toHaveAttribute('aria-invalid', 'true');
  await expect(children).toBeFocused();
  await expectNoAxeViolations(page, tag);

  await children.fill('1');
  await widget.getByLabel('Pay from a job').fill('45k');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const expected = calculateSelfEmployed(
    {
      income: 30_000,
      expenses: 2_000,
      employmentIncome: 45_000,
      childBenefitChildren: 1,
    },
    TEST_TAX_YEAR,
  );
  expect(expected.childBenefitCharge).toBeGreaterThan(0);
  await expect(row(widget, 'High Income Child Benefit Charge')).toHaveText(
    formatMoney(expected.childBenefitCharge),
  );
  await expect(row(widget, 'Total tax through your return')).toHaveText(
    formatMoney(expected.totalTax),
  );
  const pressed = (await recordedEvents(page)).at(-1);
  expect(pressed?.detail).toMatchObject({
    input: { employmentIncome: 45_000, childBenefitChildren: 1 },
  });
  await expectNoAxeViolations(page, tag);
});

test('self-employed: a job’s PAYE, the allowance transferred, the trading allowance’s verdict and Making Tax Digital', async ({
  page,
}) => {
  const tag = 'acct-self-employed-calculator';
  await openEmbedPage(
    page,
    tag,
    'income="30000" expenses="300" employment-income="15000" marriage-allowance="transfer" trading-allowance booking-url="https://www.example.co.uk/contact#booking-widget" auto-calculate',
  );
  const widget = page.locator(tag);
  const expected = calculateSelfEmployed(
    {
      income: 30_000,
      expenses: 300,
      employmentIncome: 15_000,
      marriageAllowance: 'transfer',
      tradingAllowance: true,
    },
    TEST_TAX_YEAR,
  );
  // PAYE on the pay alone: (15,000 − 12,570) × 20% = 486.
  await expect(row(widget, "Income tax your job's PAYE takes")).toHaveText('£486.00');
  await expect(row(widget, 'Income tax left for your tax return')).toHaveText(
    formatMoney(expected.incomeTax),
  );
  // Pay and profit 15,000 + 29,000 less 11,310 of allowance stay in the basic rate: 10% of 12,570,
  // rounded up to £10, is transferred.
  await expect(row(widget, 'Marriage Allowance transferred')).toHaveText('£1,260.00');
  // The allowance takes 700 more than the expenses off the profit: 700 × (20% + 6%) = 182.
  const notes = widget.locator('[part~="note"]');
  await expect(
    notes.filter({
      hasText: 'The £1,000 trading allowance instead of the expenses leaves £182 more.',
    }),
  ).toHaveCount(1);
  // Turnover of 30,000 is above 2028's £20,000, not 2027's £30,000.
  const mtd = notes.filter({ hasText: 'Making Tax Digital for Income Tax' });
  await expect(mtd).toContainText('from the 2028/29 tax year at this turnover (over £20,000)');
  // A partner's absolute booking URL gives the practice's own page, absolute.
  await expect(mtd.getByRole('link', { name: 'Our Self Assessment service' })).toHaveAttribute(
    'href',
    'https://www.example.co.uk/self-assessment',
  );
  await expectNoAxeViolations(page, tag);
});

test('director: attributes and the visitor set Child Benefit, Marriage Allowance and unused allowance', async ({
  page,
}) => {
  const tag = 'acct-director-calculator';
  await openEmbedPage(
    page,
    tag,
    'salary="12570" dividends="30000" marriage-allowance="receive" auto-calculate',
  );
  const widget = page.locator(tag);
  await expect(widget.getByRole('radio', { name: 'I receive it' })).toBeChecked();
  const receiving = calculateDirector(
    {
      salary: 12_570,
      dividends: 30_000,
      savings: 0,
      marriageAllowance: 'receive',
    },
    TEST_TAX_YEAR,
  );
  expect(receiving.marriageAllowance.applied).toBe(true);
  await expect(row(widget, 'Marriage Allowance tax reduction')).toHaveText(
    pence(receiving.marriageAllowance.amount),
  );
  await expect(row(widget, 'Total tax')).toHaveText(pence(receiving.totalTax));
  await expectNoAxeViolations(page, tag);

  await widget.getByLabel('Dividends').fill('90000');
  await widget.getByRole('radio', { name: 'Neither' }).check();
  await widget.getByLabel('Children you get Child Benefit for').fill('3');
  await widget.getByLabel('Pension contributions').fill('75000');
  await widget.getByLabel('Unused pension allowance').fill('10000');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  const expected = calculateDirector(
    {
      salary: 12_570,
      dividends: 90_000,
      savings: 0,
      childBenefitChildren: 3,
      pensionContributions: 75_000,
      unusedAnnualAllowance: 10_000,
    },
    TEST_TAX_YEAR,
  );
  await expect(row(widget, 'High Income Child Benefit Charge')).toHaveText(
    pence(expected.childBenefitCharge),
  );
  await expect(row(widget, 'Annual allowance charge')).toHaveText(
    pence(expected.annualAllowanceCharge),
  );
  await expect(row(widget, 'Total tax')).toHaveText(pence(expected.totalTax));
  await expect(widget.getByRole('region', { name: /Your estimate/ })).not.toContainText(
    'Marriage Allowance',
  );
  await expectNoAxeViolations(page, tag);
});
