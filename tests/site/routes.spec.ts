import { expect, test, type Page } from '../support/test.ts';
import { gotoHydrated } from '../support/browser.ts';
import { NOT_FOUND_META } from '../../site/app/route-meta.ts';
import { CONTACT_BOOKING_FRAGMENT } from '../../site/content/topics.ts';
import { PAGE_ROUTES, blockExternal, storeConsent } from './site-support.ts';

// Every route's status, title and main heading are checked in its visit of every-route.spec.ts.
test('an unknown path shows the 404 page and logs the path', async ({ page, context }) => {
  await storeConsent(context);
  await blockExternal(page);
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  const response = await page.goto('/no-such-page/here?x=1');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(NOT_FOUND_META.heading!);
  await expect.poll(() => errors.join('\n')).toContain('/no-such-page/here');
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Clear path ahead');
});

test('client navigation updates the title, description and canonical URL', async ({
  page,
  context,
}) => {
  await storeConsent(context);
  await blockExternal(page);
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Careers' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Join Us');
  const careers = PAGE_ROUTES.find((route) => route.path === '/careers')!;
  await expect(page).toHaveTitle(careers.title);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    careers.description,
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/careers$/);
});

/**
 * Where each page the visitor sees is scrolled to, a frame at a time, from the press of a link on:
 * the page's main heading and the scroll position in every frame, read just before it is painted.
 */
async function recordFrames(page: Page) {
  await page.evaluate(() => {
    const frames: [string, number][] = [];
    (window as unknown as { shownFrames: typeof frames }).shownFrames = frames;
    const record = () => {
      frames.push([document.querySelector('h1')?.textContent ?? '', Math.round(scrollY)]);
      if (frames.length < 600) requestAnimationFrame(record);
    };
    addEventListener('click', () => requestAnimationFrame(record), { capture: true, once: true });
  });
  /** The scroll positions of the frames that showed the page with this main heading. */
  return (heading: string) =>
    page.evaluate(
      (heading) =>
        (window as unknown as { shownFrames: [string, number][] }).shownFrames
          .filter(([shown]) => shown === heading)
          .map(([, y]) => y),
      heading,
    );
}

// The page glides to in-page anchors (`scroll-behavior: smooth`), which a new page must not take
// on: from the foot of a long page, /about glided up over its whole length in a second.
test.describe('a page reached by a link', () => {
  test.use({ reducedMotion: 'no-preference', viewport: { width: 390, height: 844 } });

  test.beforeEach(async ({ page, context }) => {
    await storeConsent(context);
    await blockExternal(page);
  });

  test('starts at its top at once, from the foot of the last page', async ({ page }) => {
    await gotoHydrated(page, '/accounts-tax');
    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
    );
    const frames = await recordFrames(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    const about = PAGE_ROUTES.find((route) => route.path === '/about')!;
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(about.heading!);
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    const shown = await frames(about.heading!);
    expect(shown.length).toBeGreaterThan(0);
    expect(new Set(shown)).toEqual(new Set([0]));
  });

  test('starts at its #anchor at once', async ({ page }) => {
    await gotoHydrated(page, '/accounts-tax');
    const frames = await recordFrames(page);
    const link = page.locator(`a[href$="${CONTACT_BOOKING_FRAGMENT}"]:visible`).first();
    await link.click();
    await expect(page).toHaveURL(/\/contact\?/);
    const target = page.locator(CONTACT_BOOKING_FRAGMENT);
    await expect
      .poll(() => target.evaluate((element) => element.getBoundingClientRect().top))
      .toBeLessThan(page.viewportSize()!.height / 2);
    // The first frame that shows it is where it stays (the page may grow below it since).
    const contact = PAGE_ROUTES.find((route) => route.path === '/contact')!;
    const shown = await frames(contact.heading!);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown[0]).toBe(await page.evaluate(() => Math.round(scrollY)));
  });
});
