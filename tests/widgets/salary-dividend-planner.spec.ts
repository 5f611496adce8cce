import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/browser.ts';
import { expectChartLabelsClear } from '../support/planner-chart.ts';
import { expectIsolation, openEmbedPage, recordedEvents, shadowStyle } from './embed.ts';

const TAG = 'acct-salary-dividend-planner';

test('planner bundle: best split, table and chart on a hostile page, by keyboard', async ({
  page,
}) => {
  await openEmbedPage(page, TAG, 'booking-url="/contact#booking-widget" company-profit="75000"');
  const widget = page.locator(TAG);
  await expect(widget.getByLabel('Company profit')).toHaveValue('75000');
  await expect(widget.getByText('cannot claim it')).toBeVisible();
  await expectNoAxeViolations(page, TAG);

  // Keyboard only: from the profit field, Enter submits the form.
  await widget.getByLabel('Company profit').focus();
  await page.keyboard.press('Enter');
  const results = widget.getByRole('region', { name: /Your plan for 2025\/26/ });
  const row = (label: string) => results.locator('dt', { hasText: label }).locator('+ dd');
  await expect(row('Salary')).toHaveText('£12,570');
  await expect(row('Take-home')).toHaveText('£54,370');
  await expect(results.getByText('Pay yourself £12,570 salary')).toBeVisible();

  const table = results.getByRole('table', { name: /Take-home by salary strategy/ });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row', { name: /Best/ })).toContainText('£54,370');
  await expect(table.getByRole('row', { name: /lower earnings limit/ })).toContainText('£6,500');

  // The chart: a line, four numbered points and the best one, drawn at a usable size.
  const chart = widget.locator('svg.acct-chart__svg');
  await expect(chart).toBeVisible();
  await expect(chart.locator('path.acct-chart__line')).toHaveAttribute('d', /^M.+L/);
  await expect(chart.locator('.acct-chart__mark')).toHaveCount(4);
  await expect(chart.locator('.acct-chart__best text')).toHaveText('Best');
  await expectChartLabelsClear(chart);
  const box = await chart.boundingBox();
  expect(box?.height).toBeGreaterThan(200);
  // The hostile page's `* { color: red }` reaches neither the labels nor the line.
  const lineStyle = await shadowStyle(page, TAG, '.acct-chart__line', ['stroke', 'fill']);
  expect(lineStyle.stroke).toBe('rgb(20, 38, 59)');
  expect(lineStyle.fill).toBe('none');
  await expectNoAxeViolations(page, TAG);

  // Keyboard: the switch toggles with Space and a new press follows it.
  await widget.getByLabel('The company can claim the Employment Allowance').focus();
  await page.keyboard.press('Space');
  await expect(widget.getByLabel('The company can claim the Employment Allowance')).toBeChecked();
  await widget.getByRole('button', { name: 'Calculate' }).press('Enter');
  await expect(row('Employer National Insurance')).toHaveText('£0');

  await widget.getByRole('radio', { name: '2026/27' }).check();
  await expect(results).toHaveCount(0);
  await expect(widget.getByRole('region', { name: /Your plan for 2026\/27/ })).toBeVisible();

  // One event per settled visitor change: the first press, the switch with its press (one scenario),
  // and the year switch.
  await expect
    .poll(async () => (await recordedEvents(page)).map((event) => event.detail))
    .toMatchObject([
      { taxYear: '2025-26', input: { employmentAllowance: false } },
      { taxYear: '2025-26', input: { employmentAllowance: true } },
      { taxYear: '2026-27', input: { employmentAllowance: true } },
    ]);
  const events = await recordedEvents(page);
  expect(events[0]?.detail).toMatchObject({
    taxYear: '2025-26',
    input: { companyProfit: 75_000, employmentAllowance: false, scottishTaxpayer: false },
    result: { best: { salary: 12_570, takeHome: expect.closeTo(54_369.72, 0) } },
  });
  await expect(widget.getByRole('link', { name: /Book a free call/ })).toHaveAttribute(
    'href',
    /^\/contact#booking-widget&calc=planner&.*companyProfit=75000/,
  );

  await expectIsolation(page, TAG, '.acct-field__label');
});

for (const width of [320, 390]) {
  test(`planner bundle on a ${width} px screen: the chart spans the card, the strategies are cards`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    await openEmbedPage(page, TAG, 'company-profit="150000"');
    const widget = page.locator(TAG);
    await widget.getByRole('button', { name: 'Calculate' }).click();
    await expect(widget.getByText(/^Pay yourself/)).toBeVisible();
    const chart = widget.locator('svg.acct-chart__svg');
    await expect(chart).toBeVisible();
    const box = (await chart.boundingBox())!;
    // Border to border of the results panel, and tall enough to read.
    const panel = (await widget.locator('.acct-results').boundingBox())!;
    expect(box.width).toBeGreaterThanOrEqual(panel.width - 4);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.height).toBeGreaterThanOrEqual(200);
    if (width === 390) expect(box.width).toBeGreaterThanOrEqual(300);
    await expectChartLabelsClear(chart);

    const strategies = widget.getByRole('region', { name: /Take-home by salary strategy/ });
    const [scrollWidth, clientWidth] = await strategies.evaluate((element) => [
      element.scrollWidth,
      element.clientWidth,
    ]);
    expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    // Each strategy a card: its name on top, then its figures one under another.
    const best = strategies.getByRole('row', { name: /Best/ });
    const [name, salary, dividends] = await Promise.all([
      best.getByRole('rowheader').boundingBox(),
      best.getByRole('cell').nth(0).boundingBox(),
      best.getByRole('cell').nth(1).boundingBox(),
    ]);
    expect(salary!.y).toBeGreaterThan(name!.y);
    expect(dividends!.y).toBeGreaterThan(salary!.y);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(overflow).toBeLessThanOrEqual(width);
    await expectNoAxeViolations(page, TAG);
  });
}

test('planner chart in forced colours (Windows high contrast) uses the system colours', async ({
  page,
}) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await openEmbedPage(page, TAG, 'company-profit="75000"');
  const widget = page.locator(TAG);
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.locator('svg.acct-chart__svg')).toBeVisible();
  // What the system's CanvasText and Highlight resolve to on this page.
  const system = await page.evaluate(() => {
    const probe = document.createElement('span');
    document.body.append(probe);
    probe.style.setProperty('color', 'CanvasText', 'important');
    const text = getComputedStyle(probe).color;
    probe.style.setProperty('color', 'Highlight', 'important');
    const highlight = getComputedStyle(probe).color;
    probe.remove();
    return { text, highlight };
  });
  const line = await shadowStyle(page, TAG, '.acct-chart__line', ['stroke']);
  const best = await shadowStyle(page, TAG, '.acct-chart__best circle', ['fill']);
  expect(line.stroke).toBe(system.text);
  expect(best.fill).toBe(system.highlight);
  await expectNoAxeViolations(page, TAG);
});
