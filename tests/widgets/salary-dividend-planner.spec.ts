import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
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
  await expect(row('Salary')).toHaveText('£12,570.00');
  await expect(row('Take-home')).toHaveText('£54,369.72');
  await expect(results.getByText('Pay yourself £12,570.00 salary')).toBeVisible();

  const table = results.getByRole('table', { name: /Take-home by salary strategy/ });
  await expect(table.getByRole('row')).toHaveCount(6);
  await expect(table.getByRole('row', { name: /Best/ })).toContainText('£54,369.72');
  await expect(table.getByRole('row', { name: /lower earnings limit/ })).toContainText('£6,500.00');

  // The chart: a line, four numbered points and the best one, drawn at a usable size.
  const chart = widget.locator('svg.acct-chart__svg');
  await expect(chart).toBeVisible();
  await expect(chart.locator('path.acct-chart__line')).toHaveAttribute('d', /^M.+L/);
  await expect(chart.locator('.acct-chart__mark circle')).toHaveCount(4);
  await expect(chart.locator('.acct-chart__best text')).toHaveText('Best');
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
  await expect(row('Employer National Insurance')).toHaveText('£0.00');

  await widget.getByRole('radio', { name: '2026/27' }).check();
  await expect(results).toHaveCount(0);
  await expect(widget.getByRole('region', { name: /Your plan for 2026\/27/ })).toBeVisible();

  // One event per settled visitor change (widgets/README.md): the first press, the switch (reported
  // by its settle or by the press after it, never twice) and the year, if its change settled.
  const events = await recordedEvents(page);
  expect(new Set(events.map((event) => event.type))).toEqual(new Set(['acct-calculate']));
  expect(events.length).toBeGreaterThanOrEqual(2);
  expect(events.length).toBeLessThanOrEqual(3);
  expect(events[1]?.detail).toMatchObject({ input: { employmentAllowance: true } });
  expect(events[0]?.detail).toMatchObject({
    taxYear: '2025-26',
    input: { companyProfit: 75_000, employmentAllowance: false, scottishTaxpayer: false },
    result: { best: { salary: 12_570, takeHome: 54_369.72 } },
  });
  await expect(widget.getByRole('link', { name: /Book a free call/ })).toHaveAttribute(
    'href',
    /^\/contact#booking-widget&calc=planner&year=2026-27&companyProfit=75000&employerPensionContributions=0&employmentAllowance=true&headline=/,
  );

  await expectIsolation(page, TAG, '.acct-field__label');
});

test('planner bundle on a 320 px screen: the chart fits and the table scrolls in its region', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 800 });
  await openEmbedPage(page, TAG, 'company-profit="200000"');
  const widget = page.locator(TAG);
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByText('Pay yourself £5,000.00 salary')).toBeVisible();
  const chart = widget.locator('svg.acct-chart__svg');
  await expect(chart).toBeVisible();
  const box = await chart.boundingBox();
  expect(box?.width).toBeGreaterThan(200);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(320);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow).toBeLessThanOrEqual(320);
  await expectNoAxeViolations(page, TAG);
});

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
