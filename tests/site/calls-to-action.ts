// Calls to action a visitor can trust, as every page is prerendered: one label per action, one
// filled (primary) button per section, the header's one button the same on every page, and every
// call that lands on the contact page naming its topic. every-route-without-scripts.spec.ts runs the
// check on every route.
import { expect, type Page } from '../support/test.ts';
import { TOPICS, TOPIC_PARAM } from '../../site/content/topics.ts';

/** What each action is called wherever it is offered. */
const BOOK = 'Book a free call';
/** The header button's colours (site/styles.css: gold-400 on ink-950), whatever the page's header. */
const GOLD = 'rgb(240, 189, 82)';
const INK = 'rgb(11, 20, 32)';

/**
 * One label per action, one primary button per section, the header's button, and a known topic on
 * every call to the contact page.
 */
export async function expectCallsToAction(page: Page) {
  const found = await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const text = (element: Element) =>
      (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
    const booking = [...main.querySelectorAll('a[href*="#booking-widget"], a[href="#book"]')].map(
      text,
    );
    // Buttons and call-to-action links, not a menu's or a guide's running text.
    const quote = [...main.querySelectorAll('a[href^="/quote"]')]
      .filter((link) => !link.closest('nav, [data-guide-body]'))
      .map(text);
    // Filled buttons: the gold and the brand-coloured ones.
    const crowded = [...main.querySelectorAll('section')]
      .filter((section) => !section.querySelector('section'))
      .map(
        (section) =>
          section.querySelectorAll(
            'a.bg-gold-400, a.bg-brand-700, button.bg-gold-400, button.bg-brand-700',
          ).length,
      )
      .filter((count) => count > 1);
    return { booking, quote, crowded };
  });
  for (const label of found.booking) expect(label, 'a booking link').toMatch(/^Book a free call/);
  for (const label of found.quote)
    expect(label, 'a link to the quote').toMatch(/^Get an instant quote/);
  expect(found.crowded, 'sections with more than one primary button').toEqual([]);
  // The header's one button: the same label and the same colours on every page.
  const header = page.locator('[data-header-action]');
  await expect(header).toHaveText(BOOK);
  await expect(header).toHaveCSS('background-color', GOLD);
  await expect(header).toHaveCSS('color', INK);
  await expectContactTopics(page);
}

/** Every call to action that lands on the contact page says which topic it is about. */
async function expectContactTopics(page: Page) {
  // The menus' "Contact" is a place, not a request; every other link to /contact is one.
  const hrefs = await page
    .locator('a[href^="/contact"]')
    .evaluateAll((links) =>
      links
        .filter((link) => !link.closest('nav[aria-label="Main"], footer nav, #mobile-menu ul'))
        .map((link) => link.getAttribute('href') ?? ''),
    );
  // Every page has one at least: the header's button.
  expect(hrefs.length, 'calls to action that land on the contact page').toBeGreaterThan(0);
  const untold = hrefs.filter((href) => {
    const topic = new URL(href, 'http://site.test').searchParams.get(TOPIC_PARAM) ?? '';
    return !Object.hasOwn(TOPICS, topic);
  });
  expect(untold, 'calls to the contact page without a known topic').toEqual([]);
}
