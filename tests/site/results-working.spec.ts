// On the built site: "How we worked this out" under the director's, the self-employed and the
// planner's results opens by keyboard with sources on gov.uk or legislation.gov.uk, "Compare years"
// shows the engine's figures for every year and the difference, axe is clean both ways, and
// nothing scrolls the page sideways at 320 px.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import {
  TAX_YEARS,
  taxYearLabel,
  calculateDirector,
  calculateSelfEmployed,
  isProvisionalYear,
  planSalaryAndDividends,
  listInWords,
} from '../../engine/index.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, storeConsent } from './site-support.ts';

// Every figure is in pounds and pence, in every calculator.
const money = (amount: number) =>
  new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' }).format(amount);

const signed = (amount: number) => {
  const unsigned = money(Math.abs(amount));
  if (unsigned === money(0)) return unsigned;
  return `${amount > 0 ? '+' : '−'}${unsigned}`;
};

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

interface PageCase {
  path: string;
  calculator: string;
  fill: (calculator: Locator) => Promise<void>;
  figure: RegExp;
  compared: { label: string; values: number[] };
}

const PAGES: PageCase[] = [
  {
    path: '/directors-tax-calculator',
    calculator: 'Company director tax calculator',
    fill: async (calculator) => {
      await calculator.getByLabel('Annual salary').fill('12570');
      await calculator.getByLabel('Dividends').fill('50000');
    },
    figure: /^Tax on dividends/,
    compared: {
      label: 'Tax on dividends',
      values: TAX_YEARS.map(
        (year) =>
          calculateDirector({ salary: 12_570, dividends: 50_000, savings: 0 }, year).dividendTax,
      ),
    },
  },
  {
    path: '/self-employed-tax-calculator',
    calculator: 'Self-employed tax calculator',
    fill: async (calculator) => {
      await calculator.getByLabel('Annual income').fill('50000');
      await calculator.getByLabel('Allowable expenses').fill('10000');
      await calculator.getByRole('checkbox', { name: 'Plan 2' }).check();
    },
    figure: /^Income tax/,
    compared: {
      label: 'Student loan repayments',
      values: TAX_YEARS.map(
        (year) =>
          calculateSelfEmployed(
            { income: 50_000, expenses: 10_000, studentLoanPlans: ['plan2'] },
            year,
          ).studentLoanRepayment,
      ),
    },
  },
  {
    path: '/salary-dividend-planner',
    calculator: 'Salary and dividends planner',
    fill: async (calculator) => {
      await calculator.getByLabel('Company profit').fill('75000');
    },
    figure: /^Employer National Insurance/,
    compared: {
      label: 'Income tax',
      values: TAX_YEARS.map(
        (year) => planSalaryAndDividends({ companyProfit: 75_000 }, year).best.incomeTax,
      ),
    },
  },
];

async function openResult(page: Page, { path, calculator: name, fill }: PageCase) {
  await gotoHydrated(page, path);
  const calculator = page.getByRole('region', { name });
  await fill(calculator);
  await calculator.getByRole('button', { name: 'Calculate' }).click();
  await expect(calculator.getByRole('region', { name: /^Your (estimate|plan)/ })).toBeVisible();
  return calculator;
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

for (const pageCase of PAGES) {
  test(`${pageCase.path}: the working and the year comparison`, async ({ page }) => {
    // Three states of a whole calculator page, each checked by axe: on a busy machine that is
    // more than the usual minute.
    test.slow();
    const calculator = await openResult(page, pageCase);

    const toggle = calculator.getByRole('button', { name: 'How we worked this out' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = calculator.locator(`#${await toggle.getAttribute('aria-controls')}`);
    await expect(panel).toBeVisible();
    const heading = panel.getByRole('heading', { name: pageCase.figure });
    await expect(heading).toBeVisible();
    expect(
      await heading.locator('xpath=following-sibling::ol[1]').locator(':scope > li').count(),
    ).toBeGreaterThan(0);
    const hrefs = await panel
      .getByRole('link')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(3);
    for (const href of hrefs) {
      expect(href).toMatch(/^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//);
    }
    await expectNoAxeViolations(page);

    const compare = calculator.getByRole('switch', { name: 'Compare years' });
    await compare.focus();
    await page.keyboard.press('Space');
    const table = calculator.getByRole('table', {
      name: `Your figures in ${listInWords(TAX_YEARS.map(taxYearLabel))}`,
    });
    await expect(table).toBeVisible();
    for (const year of TAX_YEARS) {
      await expect(
        table.getByRole('columnheader', {
          name: `${taxYearLabel(year)}${isProvisionalYear(year) ? ' provisional' : ''}`,
          exact: true,
        }),
      ).toBeVisible();
    }
    const { label, values } = pageCase.compared;
    const first = values[0] ?? 0;
    const last = values.at(-1) ?? 0;
    expect(last).not.toBe(first);
    await expect(
      table.getByRole('row', { name: new RegExp(`^${label}`) }).getByRole('cell'),
    ).toHaveText([...values.map((value) => money(value)), signed(last - first)]);
    await expectNoAxeViolations(page);

    // At 320 px the table scrolls inside its own labelled, focusable region, not the page.
    await page.setViewportSize({ width: 320, height: 800 });
    await expectNoSidewaysScroll(page);
    const scroller = calculator.getByRole('region', { name: /^Your figures in/ });
    await expect(scroller).toHaveAttribute('tabindex', '0');
    await expectNoAxeViolations(page);
  });
}
