// The Self Assessment season hub: the deadlines it lists are the tax years' own (worked out in
// site/content/deadlines.ts from the engine's years), each with a calendar file that a maintained
// iCalendar parser (ical.js) reads back to the same date, and a feed of every deadline of both years.
import ICAL from 'ical.js';
import { expect, test } from '../support/test.ts';
import { TAX_YEARS } from '../../engine/index.ts';
import { CALENDAR_FEED, allDeadlines, deadlinesOf } from '../../site/content/deadlines.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const BY_ID = new Map(allDeadlines().map((deadline) => [deadline.id, deadline]));

function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

test.beforeEach(async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
});

for (const width of [390, 1280]) {
  test(`at ${width} px: the year's deadlines, each with a calendar file that opens on its date`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/tax-deadlines');
    const items = page.locator('[data-deadline]');
    const listed = await items.evaluateAll((elements) =>
      elements.map((element) => ({
        id: element.getAttribute('data-deadline')!,
        date: element.getAttribute('data-date')!,
        file: element.querySelector('a[download]')!.getAttribute('href')!,
      })),
    );
    // From the tests' today (25 November 2025): the 2024/25 return first, then both of the
    // engine's years, 2025/26 and 2026/27.
    const ids = listed.map(({ id }) => id);
    for (const expected of [
      'online-return-2024-25',
      'vat-2025-26-q3',
      'p60-2025-26',
      'second-payment-on-account-2025-26',
      'register-2025-26',
      'paper-return-2025-26',
      'mtd-2026-27-q1',
      'mtd-2026-27-q2',
      'vat-2026-27-q2',
    ])
      expect(ids).toContain(expected);
    // None already past on the tests' today.
    expect(ids).not.toContain('vat-2025-26-q2');

    for (const { id, date, file } of listed) {
      const deadline = BY_ID.get(id)!;
      expect(date, id).toBe(deadline.date);
      const answer = await page.request.get(file);
      expect(answer.status(), file).toBe(200);
      expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
      const [event, ...more] = parse(await answer.text());
      expect(more).toEqual([]);
      expect(event!.startDate.toString(), id).toBe(deadline.date);
      expect(event!.summary).toBe(deadline.title);
      await expect(page.locator(`[data-deadline="${id}"]`)).toContainText(deadline.title);
    }
  });
}

test('the calendar feed carries every deadline of both tax years, on its date', async ({
  page,
}) => {
  await page.goto('/tax-deadlines');
  const subscribe = page.getByRole('link', { name: 'Subscribe to the calendar' });
  await expect(subscribe).toHaveAttribute('href', /^webcal:\/\/.+\/calendar\/tax-deadlines\.ics$/);
  const answer = await page.request.get(CALENDAR_FEED);
  expect(answer.headers()['content-type']).toBe('text/calendar; charset=utf-8');
  const events = new Map(
    parse(await answer.text()).map((event) => [event.uid.split('@')[0], event]),
  );
  for (const year of TAX_YEARS) {
    for (const deadline of deadlinesOf(year)) {
      expect(events.get(deadline.id)?.startDate.toString(), deadline.id).toBe(deadline.date);
    }
  }
});

test('the 60-day property return is worked out from the completion date', async ({ page }) => {
  await page.goto('/tax-deadlines');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('Completion date').fill('2025-12-01');
  // 1 December + 60 days: 30 in December, 30 in January.
  await expect(page.locator('[data-property-return]')).toHaveText(
    'Report and pay by Friday 30 January 2026.',
  );
});

test.describe('on a later day than the build', () => {
  test.use({ today: new Date('2026-03-01T12:00:00Z') });

  test('deadlines already past are marked, once the page knows the visitor’s date', async ({
    page,
  }) => {
    await page.goto('/tax-deadlines');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(page.locator('[data-deadline="online-return-2024-25"]')).toContainText('Passed');
    await expect(page.locator('[data-deadline="paper-return-2025-26"]')).not.toContainText(
      'Passed',
    );
  });
});
