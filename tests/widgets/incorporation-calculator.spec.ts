import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { TEST_TAX_YEAR } from '../support/clock.ts';
import { businessStructureSides } from '../../engine/index.ts';
import { answerInWords } from '../../calculators/incorporation/widget/answer.ts';
import { formatMoney } from '../../widgets/shared/toolkit/money.ts';
import { expectIsolation, openEmbedPage, recordedEvents, shadowStyle } from './embed.ts';

const TAG = 'acct-incorporation-calculator';

test('comparison bundle: both sides, then its chart and table, on a hostile page under a strict policy', async ({
  page,
}) => {
  await openEmbedPage(page, TAG, 'booking-url="/contact#booking-widget"');
  const widget = page.locator(TAG);
  await expectNoAxeViolations(page, TAG);

  await widget.getByRole('textbox', { name: 'Profit' }).fill('60000');
  await widget.getByRole('switch', { name: 'Include our accountancy fees' }).check();
  // Keyboard: Enter in the profit field submits the form.
  await widget.getByRole('textbox', { name: 'Profit' }).press('Enter');

  // The answer and both sides are the engine's, from the script alone.
  const input = { profit: 60_000, includeAccountancyFees: true };
  const sides = businessStructureSides(input, TEST_TAX_YEAR);
  await expect(widget.locator('[part="answer"]')).toHaveText(`${answerInWords(sides, true)}.`);
  const side = (name: string) => widget.getByRole('region', { name, exact: true });
  const takeHome = (name: string) =>
    side(name)
      .locator('dt', { hasText: /^Take-home$/ })
      .locator('+ dd');
  await expect(takeHome('Sole trader')).toHaveText(formatMoney(sides.soleTrader.takeHome));
  await expect(takeHome('Limited company')).toHaveText(formatMoney(sides.limitedCompany.takeHome));

  // The chart and its table arrive as a part, allowed by the page's policy ('self').
  const chart = widget.locator('[part="chart"] svg.acct-chart__svg');
  await expect(chart.locator('path.acct-chart__line')).toHaveAttribute('d', /^M.+L/);
  await expect(chart.locator('.acct-chart__best text')).toHaveText('You');
  expect((await chart.boundingBox())?.height).toBeGreaterThan(200);
  const table = widget.getByRole('table', { name: 'What a limited company leaves you, by profit' });
  await expect(table.getByRole('row')).toHaveCount(9);
  // The part's stylesheet joins the shadow root: the hostile `* { color: red }` does not reach the line.
  const lineStyle = await shadowStyle(page, TAG, '.acct-chart__line', ['stroke', 'fill']);
  expect(lineStyle.stroke).toBe('rgb(20, 38, 59)');
  expect(lineStyle.fill).toBe('none');
  await expectNoAxeViolations(page, TAG);

  // The working, from the same part, opens by keyboard with its sources.
  await widget.getByRole('button', { name: 'How we worked this out' }).press('Enter');
  await expect(widget.getByRole('heading', { name: /^Sole trader: Income tax/ })).toBeVisible();

  const events = await recordedEvents(page);
  expect(events.at(-1)).toMatchObject({
    type: 'acct-calculate',
    detail: {
      input: { profit: 60_000, includeAccountancyFees: true },
      result: { difference: sides.difference },
    },
  });
  await expectIsolation(page, TAG, '.acct-field__label');
});
