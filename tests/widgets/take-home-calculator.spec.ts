// The take-home pay calculator's bundle on a partner page, and its page on the built site: a 390 px
// phone, axe, the keyboard alone, the year switch, the share link and the booking hand-off.
import { expect, test } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { openEmbedPage, recordedEvents } from './embed.ts';

const TAG = 'acct-take-home-calculator';

test.use({ viewport: { width: 390, height: 844 } });

test('take-home bundle on a phone: a refused code, a result by keyboard, both years, the booking hand-off', async ({
  page,
}) => {
  await openEmbedPage(page, TAG, 'tax-year="2025-26" booking-url="/contact#booking-widget"');
  const widget = page.locator(TAG);
  await expect(widget.getByLabel('Your pay')).toHaveValue('');
  await expectNoAxeViolations(page, TAG);

  // A code that does not exist is refused at the field, with no result.
  await widget.getByLabel('Your pay').fill('30k');
  await widget.getByLabel('Tax code').fill('1257P');
  await widget.getByRole('button', { name: 'Calculate' }).click();
  await expect(widget.getByLabel('Tax code')).toHaveAttribute('aria-invalid', 'true');
  await expect(widget.getByLabel('Tax code')).toBeFocused();
  await expectNoAxeViolations(page, TAG);

  // By keyboard alone: clear the code, then Enter in the form calculates.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.press('Enter');
  const results = widget.getByRole('region', { name: 'Your take-home pay for 2025/26' });
  const row = (label: string) =>
    results.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('+ dd');
  // £30,000 on 1257L: income tax £3,484.00 a year, £290.33 a month; NI £116.16 a month;
  // take-home 2,500 − 290.33 − 116.16 = £2,093.51 a month.
  await expect(row('Income tax')).toHaveText('£290.33');
  await expect(row('Take-home')).toHaveText('£2,093.51');
  const box = await results.boundingBox();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page, TAG);

  // The working's rules arrive on demand, each figure's steps with their sources.
  await widget.getByRole('button', { name: 'How we worked this out' }).click();
  await expect(widget.getByRole('heading', { name: /^Income Tax \(PAYE\)/ })).toBeVisible();
  await expect(widget.getByText(/^Loading/)).toHaveCount(0);

  // The year switch: 2026-27's thresholds are unchanged, so the figures are too.
  await widget.getByRole('radio', { name: '2026/27' }).check();
  await expect(
    widget.getByRole('region', { name: 'Your take-home pay for 2026/27' }),
  ).toBeVisible();

  const events = await recordedEvents(page);
  expect(events.at(-1)?.detail).toMatchObject({ input: { pay: 30000, per: 'year' } });
  const href =
    (await widget
      .getByRole('link', { name: 'Book a free call about this' })
      .getAttribute('href')) ?? '';
  const params = new URLSearchParams(href.slice(href.indexOf('#') + 1));
  expect(params.get('calc')).toBe('take-home');
  expect(params.get('pay')).toBe('30000');
  expect(params.get('headline')).toMatch(/^Take-home £[\d,]+\.\d\d a month$/);
});
