// Calls to action a visitor can trust: one label per action on every page, one filled (primary)
// button per section, the header's button the same on every page, one booking block on /contact,
// and one WhatsApp entry in view at a time, on a phone and a laptop.
import { expect, test, type Page } from '../support/test.ts';
import { ROUTES } from '../../site/app/route-meta.ts';
import { PAGE_ROUTES, blockExternal, storeConsent, withoutScripts } from './site-support.ts';

/** What each action is called wherever it is offered. */
const BOOK = 'Book a free call';
/** The header button's colours (site/styles.css: gold-400 on ink-950), whatever the page's header. */
const GOLD = 'rgb(240, 189, 82)';
const INK = 'rgb(11, 20, 32)';

withoutScripts.describe('labels, as prerendered', () => {
  for (const route of PAGE_ROUTES) {
    withoutScripts(
      `${route.path}: one label per action, one primary button per section, the header’s button`,
      async ({ staticPage: page }) => {
        await page.goto(route.path);
        const found = await page.evaluate(() => {
          const main = document.querySelector('main')!;
          const text = (element: Element) =>
            (element as HTMLElement).innerText.replace(/\s+/g, ' ').trim();
          const booking = [
            ...main.querySelectorAll('a[href*="#booking-widget"], a[href="#book"]'),
          ].map(text);
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
        for (const label of found.booking)
          expect(label, 'a booking link').toMatch(/^Book a free call/);
        for (const label of found.quote)
          expect(label, 'a link to the quote').toMatch(/^Get an instant quote/);
        expect(found.crowded, 'sections with more than one primary button').toEqual([]);
        // The header's one button: the same label and the same colours on every page.
        const header = page.locator('[data-header-action]');
        await expect(header).toHaveText(BOOK);
        await expect(header).toHaveCSS('background-color', GOLD);
        await expect(header).toHaveCSS('color', INK);
      },
    );
  }
});

test('/contact has one booking block and one WhatsApp link', async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
  await page.goto('/contact');
  await expect(page.locator('[data-booking-namespace]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Ready to get started?' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toHaveCount(1);
});

/** The WhatsApp links inside the viewport and shown, the floating button included. */
async function whatsappInView(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')]
      .filter((link) => {
        const box = link.getBoundingClientRect();
        const shown =
          getComputedStyle(link).visibility !== 'hidden' && box.width > 0 && box.height > 0;
        return (
          shown &&
          box.bottom > 0 &&
          box.top < window.innerHeight &&
          box.right > 0 &&
          box.left < window.innerWidth
        );
      })
      .map((link) => link.getAttribute('aria-label') ?? link.innerText.trim()),
  );
}

const FLOATING = ROUTES.filter((route) => route.floatingWhatsApp);

for (const width of [390, 1280]) {
  test.describe(`WhatsApp at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    for (const route of FLOATING) {
      test(`${route.path}: never two in one viewport, and none over the hero or the footer`, async ({
        page,
        context,
      }) => {
        await storeConsent(context);
        await blockExternal(page);
        await page.goto(route.path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        const floating = page.locator('[data-floating-whatsapp]');
        // At the top it would sit on the hero's text.
        await expect(floating).toBeHidden();
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        let sawFloating = false;
        for (let y = 0; y < height; y += 600) {
          await page.evaluate((top) => window.scrollTo(0, top), y);
          // The button follows the scroll once the browser has reported what is in view.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          const seen = await whatsappInView(page);
          expect(seen.length, `${route.path} at ${y} px: ${seen.join(', ')}`).toBeLessThanOrEqual(
            1,
          );
          if (await floating.isVisible()) sawFloating = true;
        }
        // At the end of the page the footer's text is beneath it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(floating).toBeHidden();
        expect(sawFloating, 'the floating button shows somewhere on the page').toBe(true);
      });
    }
  });
}
