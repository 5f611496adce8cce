// What a button asked for travels with the visitor: the contact page greets it and the booking
// calendar's notes carry it. Cal.com's script is the fixture, served at the network edge.
import { expect, test } from '../support/test.ts';
import { TOPICS } from '../../site/content/topics.ts';
import { storeConsent } from '../site/site-support.ts';
import { calInlines, routeCalEmbed } from './cal-fixture.ts';

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

const FROM_BUTTONS = [
  { from: '/tax-services', button: 'Free Tax Review', topic: 'tax-review' },
  { from: '/payroll', button: 'Start Free Trial', topic: 'payroll-trial' },
  { from: '/', button: 'Free Business Assessment', topic: 'business-assessment' },
] as const;

for (const { from, button, topic } of FROM_BUTTONS) {
  test(`"${button}" on ${from} tells the contact page and the booking notes what was asked`, async ({
    page,
  }) => {
    await routeCalEmbed(page);
    await page.goto(from);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('link', { name: button, exact: true }).first().click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?topic=${topic}$`));
    const greeting = page.locator('[data-topic]');
    await expect(greeting).toContainText(`About: ${TOPICS[topic]}`);

    const booking = page.locator('#booking-widget');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking).toHaveAttribute('data-booking-status', 'ready');
    const [inline] = await calInlines(page);
    expect(inline?.config.notes).toBe(`About: ${TOPICS[topic]}`);
  });
}

test('a service page’s own booking calendar names the service in the notes', async ({ page }) => {
  await routeCalEmbed(page);
  await page.goto('/accounts-tax');
  const booking = page.locator('#book');
  await booking.scrollIntoViewIfNeeded();
  await expect(booking).toHaveAttribute('data-booking-status', 'ready');
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toBe(`About: ${TOPICS['company-accounts']}`);
});

test('a topic that is not ours is neither greeted nor noted', async ({ page }) => {
  await routeCalEmbed(page);
  await page.goto('/contact?topic=%3Cb%3Efree%20money%3C%2Fb%3E#booking-widget');
  const booking = page.locator('#booking-widget');
  await expect(booking).toHaveAttribute('data-booking-status', 'ready');
  await expect(page.locator('[data-topic]')).toHaveCount(0);
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toBeUndefined();
});
