// The calculators' layout on the built site: the first field above the fold on a phone and a
// laptop, the page's heading said once, the planner's chart and strategies on a phone, and
// "Compare years" on a 320 px screen.
import { expect, test, type Locator, type Page } from '../support/test.ts';
import { CALCULATOR_PAGES as OWN_PAGES } from '../../calculators/pages.ts';
import { routeMeta } from '../../site/app/route-meta.ts';
import { CALCULATOR_APIS } from '../../widgets/api.ts';
import { calculatorApi } from '../../widgets/scenarios.ts';
import { expectNoAxeViolations, gotoHydrated } from '../support/browser.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const titled = (title: string) => new RegExp(`^${escape(title)}$`);

/**
 * Every page that carries a calculator, and the calculator's region: each calculator at the route it
 * declares, and the two pages that carry the self-employed calculator besides its own.
 */
const CALCULATOR_PAGES: { path: string; calculator: RegExp }[] = [
  { path: '/tax-calculator', calculator: titled(calculatorApi('self-employed').calculator.title) },
  ...CALCULATOR_APIS.map(({ calculator }) => ({
    path: calculator.route,
    calculator: titled(calculator.title),
  })),
  { path: '/tax-services', calculator: titled(calculatorApi('self-employed').calculator.title) },
];

/** The pages given over to a calculator, whose heading is the calculator's own. */
const DEDICATED = new Set(['/tax-calculator', ...OWN_PAGES.map(({ path }) => path)]);

const SIZES = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** The first field a visitor types into: the first text box, number box or list after the year. */
const firstField = (calculator: Locator) =>
  calculator.locator('input:not([type=radio]):not([type=checkbox]), select').first();

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

// One load per page, on the phone: the laptop's check is the same page resized, still at the top.
for (const { path, calculator: name } of CALCULATOR_PAGES) {
  test(`${path}: the first field is in view on load at 390×844 and 1280×800`, async ({ page }) => {
    await page.setViewportSize(SIZES[0]!);
    await gotoHydrated(page, path);
    const calculator = page.getByRole('region', { name });
    const heading = routeMeta(path).heading!;
    for (const size of SIZES) {
      await page.setViewportSize(size);
      const at = `at ${size.width}×${size.height}`;
      const box = await firstField(calculator).boundingBox();
      expect(box, `the first field is drawn ${at}`).not.toBeNull();
      expect.soft(box!.x, at).toBeGreaterThanOrEqual(0);
      expect.soft(box!.y, at).toBeGreaterThanOrEqual(0);
      expect.soft(box!.x + box!.width, at).toBeLessThanOrEqual(size.width);
      expect.soft(box!.y + box!.height, at).toBeLessThanOrEqual(size.height);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      if (DEDICATED.has(path)) {
        // The page's heading is the card's: no second visible title names the calculator.
        await expect(calculator.getByRole('heading', { level: 2 })).toHaveCount(0);
        await expect(
          page.getByRole('heading', { name: new RegExp(`^${escape(heading)}$`, 'i') }),
        ).toHaveCount(1);
      }
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        at,
      ).toBeLessThanOrEqual(size.width);
    }
  });
}

async function openPlanner(page: Page, companyProfit: number) {
  await gotoHydrated(page, `/salary-dividend-planner#calc=planner&companyProfit=${companyProfit}`);
  const planner = page.getByRole('region', { name: 'Salary and dividends planner' });
  await expect(planner.getByText(/^Pay yourself/)).toBeVisible();
  return planner;
}

test.describe('the planner on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  for (const companyProfit of [30_000, 75_000, 150_000, 400_000]) {
    test(`£${companyProfit}: a full-width chart, its axis from £0 or drawn broken`, async ({
      page,
    }) => {
      // The chart's height in every frame that shows it, from the first.
      await page.addInitScript(() => {
        const heights: number[] = [];
        Object.assign(window, { chartHeights: heights });
        const frame = () => {
          const drawing = document.querySelector('svg.acct-chart__svg');
          if (drawing) heights.push(Math.round(drawing.getBoundingClientRect().height));
          requestAnimationFrame(frame);
        };
        requestAnimationFrame(frame);
      });
      const planner = await openPlanner(page, companyProfit);
      const chart = planner.locator('svg.acct-chart__svg');
      await expect(chart).toBeVisible();
      const box = (await chart.boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(300);
      expect(box.height).toBeGreaterThanOrEqual(200);
      // Drawn at its width from its first frame, never squat and then grown to it.
      const heights = await page.evaluate(
        () => (window as unknown as { chartHeights: number[] }).chartHeights,
      );
      expect(heights.length).toBeGreaterThan(0);
      expect(Math.min(...heights), heights.join(' ')).toBe(Math.round(box.height));
      // The chart spans the results panel, border to border.
      const panel = (await planner.locator('.acct-results').boundingBox())!;
      expect(box.width).toBeGreaterThanOrEqual(panel.width - 4);
      // An honest axis: the lowest value marked is £0, on the baseline, or the axis is drawn broken
      // and the caption says where it starts (£48,000 for £75,000 of profit, marked '£48k').
      const lowest = await chart.locator('.acct-chart__axis text').first().textContent();
      if (lowest === '£0') {
        await expect(chart.locator('[data-axis-break]')).toHaveCount(0);
      } else {
        await expect(chart.locator('[data-axis-break]')).toHaveCount(1);
        const floor = Number(lowest!.replace(/[£k]/g, '')) * 1_000;
        await expect(planner.locator('figcaption')).toContainText(
          `The take-home axis starts at £${floor.toLocaleString('en-GB')}, not £0`,
        );
      }
    });
  }

  test('the strategies are cards: nothing scrolls sideways, no name runs over two lines', async ({
    page,
  }) => {
    const planner = await openPlanner(page, 150_000);
    const strategies = planner.getByRole('region', { name: /Take-home by salary strategy/ });
    const [scrollWidth, clientWidth] = await strategies.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    const table = strategies.getByRole('table');
    // Each figure in view, beside its column's name.
    for (const row of await table.locator('tbody tr').all()) {
      const name = row.getByRole('rowheader');
      const lineHeight = await name.evaluate((cell) =>
        parseFloat(getComputedStyle(cell).lineHeight),
      );
      expect((await name.boundingBox())!.height).toBeLessThanOrEqual(lineHeight * 2 + 8);
      for (const cell of await row.getByRole('cell').all()) {
        const cellBox = (await cell.boundingBox())!;
        expect(cellBox.x + cellBox.width).toBeLessThanOrEqual(390);
        const label = await cell.evaluate((td) => getComputedStyle(td, '::before').content);
        expect(label).toMatch(/Salary|Dividends|Take-home/);
      }
    }
    await expectNoAxeViolations(page, '.acct-calculator');
  });
});

test.describe('Compare years on a 320 px screen', () => {
  test.use({ viewport: { width: 320, height: 800 } });

  test('stays on across a new calculation and stacks each figure without clipping', async ({
    page,
  }) => {
    await gotoHydrated(page, '/self-employed-tax-calculator');
    const calculator = page.getByRole('region', { name: 'Self-employed tax calculator' });
    await calculator.getByLabel('Annual income').fill('50000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    const compare = calculator.getByRole('switch', { name: 'Compare years' });
    await compare.focus();
    await page.keyboard.press('Space');
    await expect(compare).toBeChecked();
    const table = calculator.getByRole('table', { name: /^Your figures in/ });
    await expect(table).toBeVisible();
    const before = await table.getByRole('row').nth(1).getByRole('cell').first().textContent();

    await calculator.getByLabel('Annual income').fill('60000');
    await calculator.getByRole('button', { name: 'Calculate' }).click();
    await expect(compare).toBeChecked();
    await expect(table.getByRole('row').nth(1).getByRole('cell').first()).not.toHaveText(
      before ?? '',
    );

    const region = calculator.getByRole('region', { name: /^Your figures in/ });
    const [scrollWidth, clientWidth] = await region.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    for (const cell of await table.locator('tbody :is(th, td)').all()) {
      const box = (await cell.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
    // Each value shows its year beside it, as its column header says to a screen reader.
    const firstValue = table.locator('tbody td').first();
    expect(await firstValue.evaluate((td) => getComputedStyle(td, '::before').content)).toMatch(
      /\d{4}\/\d{2}/,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page, '.acct-calculator');
  });
});
