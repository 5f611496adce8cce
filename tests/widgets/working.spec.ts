// "How we worked this out" and "Compare years" in the embedded bundles: the disclosure opens by
// keyboard and lists each figure's steps with links to gov.uk or legislation.gov.uk, `hide-working`
// leaves it out, and the comparison shows the engine's figures for every year and their difference.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import {
  TAX_YEARS,
  taxYearLabel,
  calculateDirector,
  calculateSelfEmployed,
  planSalaryAndDividends,
  listInWords,
} from '../../engine/index.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { openEmbedPage } from './embed.ts';

// Every figure is in pounds and pence, in every calculator.
const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

/** The change as the table writes it: a plus or a minus sign (U+2212), none when nothing changes. */
const signed = (amount: number) => {
  const unsigned = money(Math.abs(amount));
  if (unsigned === money(0)) return unsigned;
  return `${amount > 0 ? '+' : '−'}${unsigned}`;
};

interface Case {
  tag: string;
  fill: (widget: Locator) => Promise<void>;
  /** A figure of the comparison and the engine's value of it in each year. */
  compared: { label: string; values: number[] };
  /** A figure the working explains. */
  figure: RegExp;
}

const CASES: Case[] = [
  {
    tag: 'acct-director-calculator',
    fill: async (widget) => {
      await widget.getByLabel('Annual salary').fill('12570');
      await widget.getByLabel('Dividends').fill('50000');
    },
    compared: {
      label: 'Tax on dividends',
      values: TAX_YEARS.map(
        (year) =>
          calculateDirector({ salary: 12_570, dividends: 50_000, savings: 0 }, year).dividendTax,
      ),
    },
    figure: /^Tax on dividends/,
  },
  {
    tag: 'acct-self-employed-calculator',
    fill: async (widget) => {
      await widget.getByLabel('Annual income').fill('50000');
      await widget.getByLabel('Allowable expenses').fill('10000');
      await widget.getByRole('checkbox', { name: 'Plan 2' }).check();
    },
    // Income tax and NI are the same in both years here; the loan threshold moves.
    compared: {
      label: 'Net income',
      values: TAX_YEARS.map(
        (year) =>
          calculateSelfEmployed(
            { income: 50_000, expenses: 10_000, studentLoanPlans: ['plan2'] },
            year,
          ).netIncome,
      ),
    },
    figure: /^Class 4 NI/,
  },
  {
    tag: 'acct-salary-dividend-planner',
    fill: async (widget) => {
      await widget.getByLabel('Company profit').fill('75000');
    },
    compared: {
      label: 'Take-home',
      values: TAX_YEARS.map(
        (year) => planSalaryAndDividends({ companyProfit: 75_000 }, year).best.takeHome,
      ),
    },
    figure: /^Corporation tax/,
  },
];

async function calculate(page: Page, widget: Locator, fill: Case['fill']) {
  await fill(widget);
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByRole('region', { name: /^Your (estimate|plan)/ })).toBeVisible();
  void page;
}

for (const { tag, fill, compared, figure } of CASES) {
  test(`${tag}: the working opens by keyboard, with sources; Compare years shows every year`, async ({
    page,
  }) => {
    await openEmbedPage(page, tag);
    const widget = page.locator(tag);
    await calculate(page, widget, fill);

    const toggle = widget.getByRole('button', { name: 'How we worked this out' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = widget.locator('.acct-working__panel');
    await expect(panel).toBeHidden();
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    expect(await toggle.getAttribute('aria-controls')).toBe(await panel.getAttribute('id'));

    const heading = panel.getByRole('heading', { name: figure });
    await expect(heading).toBeVisible();
    const steps = heading.locator('xpath=following-sibling::ol[1]').locator(':scope > li');
    expect(await steps.count()).toBeGreaterThan(0);
    const links = panel.getByRole('link');
    expect(await links.count()).toBeGreaterThan(3);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')))) {
      expect(href).toMatch(/^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//);
    }
    await expect(links.first()).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page, tag);

    const compare = widget.getByRole('switch', { name: 'Compare years' });
    await compare.focus();
    await page.keyboard.press('Space');
    await expect(compare).toBeChecked();
    const table = widget.getByRole('table', {
      name: `Your figures in ${listInWords(TAX_YEARS.map(taxYearLabel))}`,
    });
    await expect(table).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(`^${compared.label}`) });
    const first = compared.values[0] ?? 0;
    const last = compared.values.at(-1) ?? 0;
    await expect(row.getByRole('cell')).toHaveText([
      ...compared.values.map((value) => money(value)),
      signed(last - first),
    ]);
    expect(last).not.toBe(first);
    await expectNoAxeViolations(page, tag);
  });
}

test('hide-working leaves the working out; the figures stay', async ({ page }) => {
  const [director] = CASES;
  await openEmbedPage(page, director!.tag, 'hide-working');
  const widget = page.locator(director!.tag);
  await calculate(page, widget, director!.fill);
  await expect(widget.getByRole('switch', { name: 'Compare years' })).toBeVisible();
  await expect(widget.getByRole('button', { name: 'How we worked this out' })).toHaveCount(0);
  await expect(widget.locator('.acct-working')).toHaveCount(0);
  // Back on when the page removes the attribute.
  await widget.evaluate((element) => element.removeAttribute('hide-working'));
  await expect(widget.getByRole('button', { name: 'How we worked this out' })).toBeVisible();
});

test('the expense and payroll calculators have the working, and no year comparison', async ({
  page,
}) => {
  await openEmbedPage(page, 'acct-payroll-calculator');
  const widget = page.locator('acct-payroll-calculator');
  await widget.getByLabel('Number of employees').fill('3');
  await widget.getByLabel('Average annual salary').fill('30000');
  await widget.getByRole('button', { name: /Calculate/ }).click();
  const toggle = widget.getByRole('button', { name: 'How we worked this out' });
  await toggle.click();
  await expect(widget.getByRole('heading', { name: /^Monthly cost/ })).toBeVisible();
  await expect(widget.getByRole('switch', { name: 'Compare years' })).toHaveCount(0);
  await expectNoAxeViolations(page, 'acct-payroll-calculator');
});

test('on paper the working is printed unopened, without its button', async ({ page }) => {
  const [director] = CASES;
  await openEmbedPage(page, director!.tag);
  const widget = page.locator(director!.tag);
  await calculate(page, widget, director!.fill);
  const toggle = widget.getByRole('button', { name: 'How we worked this out' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(widget.locator('.acct-working__panel')).toBeHidden();
  await page.emulateMedia({ media: 'print' });
  await expect(widget.locator('.acct-working__panel')).toBeVisible();
  await expect(toggle).toBeHidden();
  await expect(widget.getByRole('button', { name: 'Calculate' })).toBeHidden();
});
