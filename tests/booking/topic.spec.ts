// What a button asked for travels with the visitor: the contact page greets it and the booking
// calendar's notes carry it. Cal.com's script is the fixture, served at the network edge.
import { expect, test } from '../support/test.ts';
import { TOPICS } from '../../site/content/topics.ts';
import { storeConsent } from '../site/site-support.ts';
import { calInlines, routeCalEmbed } from './cal-fixture.ts';

test.beforeEach(async ({ context }) => {
  await storeConsent(context);
});

// The booking action has one label everywhere; what each button asks for travels as its topic.
const FROM_BUTTONS = [
  { from: '/business-advisory', button: 'Book a free call', topic: 'strategy-session' },
  { from: '/other-services', button: 'Book a free call', topic: 'hmrc-representation' },
  { from: '/self-employed-tax-calculator', button: 'Book a free call', topic: 'calculator-help' },
] as const;

for (const { from, button, topic } of FROM_BUTTONS) {
  test(`"${button}" on ${from} tells the contact page and the booking notes what was asked`, async ({
    page,
  }) => {
    await routeCalEmbed(page);
    await page.goto(from);
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page
      .getByRole('main')
      .locator(`a[href^="/contact?topic=${topic}"]`)
      .filter({ hasText: button })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/contact\\?topic=${topic}#booking-widget$`));
    const greeting = page.locator('[data-topic]');
    await expect(greeting).toContainText(`About: ${TOPICS[topic]}`);

    const booking = page.locator('#booking-widget [data-booking-namespace]');
    await booking.scrollIntoViewIfNeeded();
    await expect(booking).toHaveAttribute('data-booking-status', 'ready');
    const [inline] = await calInlines(page);
    expect(inline?.config.notes).toBe(`About: ${TOPICS[topic]}`);
  });
}

test('a service page’s own booking calendar names the service in the notes', async ({ page }) => {
  await routeCalEmbed(page);
  await page.goto('/accounts-tax');
  const booking = page.locator('#book [data-booking-namespace]');
  await booking.scrollIntoViewIfNeeded();
  await expect(booking).toHaveAttribute('data-booking-status', 'ready');
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toBe(`About: ${TOPICS['company-accounts']}`);
});

test('a topic that is not ours is neither greeted nor noted', async ({ page }) => {
  await routeCalEmbed(page);
  await page.goto('/contact?topic=%3Cb%3Efree%20money%3C%2Fb%3E#booking-widget');
  const booking = page.locator('#booking-widget [data-booking-namespace]');
  await expect(booking).toHaveAttribute('data-booking-status', 'ready');
  await expect(page.locator('[data-topic]')).toHaveCount(0);
  const [inline] = await calInlines(page);
  expect(inline?.config.notes).toBeUndefined();
});
