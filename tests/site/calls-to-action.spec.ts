// Calls to action a visitor can trust: one booking block on /contact, and one WhatsApp entry in view
// at a time, on a phone and a laptop. Their labels and buttons, the same on every page, are checked
// on every route as prerendered (calls-to-action.ts, every-route-without-scripts.spec.ts).
import { expect, test, type Page } from '../support/test.ts';
import { ROUTES } from '../../site/app/route-meta.ts';
import { blockExternal, storeConsent } from './site-support.ts';

test('/contact has one booking block and one WhatsApp link', async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
  await page.goto('/contact');
  await expect(page.locator('[data-booking-namespace]')).toHaveCount(1);
  await expect(page.getByRole('region', { name: 'Ready to get started?' })).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('link', { name: /WhatsApp/ })).toHaveCount(1);
});

/**
 * Scrolls the page from top to bottom a step at a time, in the page (a round trip a step took most
 * of a test's time), and notes at each step the WhatsApp links inside the viewport and shown, the
 * floating button included. Each step is a jump, as the page's smooth scrolling would still be on
 * its way; it is read two rendering updates later, once the browser has reported what came into
 * view and the button has followed (an intersection observer's first report comes with the next
 * update: the tests' fixed clock stands in for animation frames).
 */
function walkDown(page: Page, step: number) {
  return page.evaluate(async (step) => {
    const rendered = () =>
      new Promise<void>((done) => {
        const observer = new IntersectionObserver(() => {
          observer.disconnect();
          done();
        });
        observer.observe(document.documentElement);
      });
    const shown = (element: Element | null) => {
      const box = element?.getBoundingClientRect();
      return (
        !!box &&
        getComputedStyle(element!).visibility !== 'hidden' &&
        box.width > 0 &&
        box.height > 0
      );
    };
    const inView = (element: Element) => {
      const box = element.getBoundingClientRect();
      return (
        box.bottom > 0 &&
        box.top < window.innerHeight &&
        box.right > 0 &&
        box.left < window.innerWidth
      );
    };
    const steps: Array<{ y: number; seen: string[]; floating: boolean }> = [];
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await rendered();
      await rendered();
      const seen = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="https://wa.me/"]')]
        .filter((link) => shown(link) && inView(link))
        .map((link) => link.getAttribute('aria-label') ?? link.innerText.trim());
      steps.push({ y, seen, floating: shown(document.querySelector('[data-floating-whatsapp]')) });
    }
    return steps;
  }, step);
}

const FLOATING = ROUTES.filter((route) => route.floatingWhatsApp);

// One visit a page serves both widths: the button follows what is in view (an intersection
// observer), whatever the width, so the page is walked on a phone, then widened and walked again.
test.describe('WhatsApp at 390 and 1280 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

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
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        // At the top it would sit on the hero's text.
        await expect(floating, `at ${width} px`).toBeHidden();
        const steps = await walkDown(page, 600);
        for (const { y, seen } of steps)
          expect(
            seen.length,
            `${route.path} at ${width} px, ${y} px down: ${seen.join(', ')}`,
          ).toBeLessThanOrEqual(1);
        // At the end of the page the footer's text is beneath it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        await expect(floating, `at ${width} px`).toBeHidden();
        expect(
          steps.some((step) => step.floating),
          `the floating button shows somewhere on the page at ${width} px`,
        ).toBe(true);
      }
    });
  }
});
