// Shared helpers for the site's browser tests.
import { expect, type BrowserContext, type Page } from '../support/test.ts';
import { ROUTES, type SiteRoute } from '../../site/app/route-meta.ts';

/** Routes a visitor can open directly and see a page heading (the admin area redirects). */
export const PAGE_ROUTES: SiteRoute[] = ROUTES.filter((route) => route.path !== '/team-admin');

export const CONSENT = { necessary: true, analytics: false, marketing: true, functional: false };

/** Stores a cookie choice before any page script runs, so the banner stays closed. */
export async function storeConsent(context: BrowserContext, consent = CONSENT) {
  await context.addInitScript((value) => {
    window.localStorage.setItem('cookie-consent', JSON.stringify(value));
    window.localStorage.setItem('cookie-consent-date', '2025-05-01T10:00:00.000Z');
  }, consent);
}

export { blockExternal } from '../support/test.ts';

/**
 * Waits until a page has hydrated and everything it fetches or does on its own has happened: the
 * consent widget (shown, with or without its banner), the typeface, the drawing of what is below
 * the first section, the sign-in page the admin area sends a signed-out visitor to, a booking
 * calendar near the viewport (loaded or failed), and every answer a region waits busy for (the
 * reviews, the team). This is what waiting for the network to stay quiet for half a second
 * waited for, named, and without the half second.
 */
export async function settled(page: Page) {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const path = () => new URL(page.url()).pathname;
  if (path() === '/team-admin') await page.waitForURL('**/auth');
  // A redirect in the browser (the admin area's) brings the new route's head a moment after it.
  const route = ROUTES.find((candidate) => candidate.path === path());
  if (route) await expect(page).toHaveTitle(route.title);
  await page.locator('.consent-slide[data-shown]').waitFor({ state: 'attached' });
  await page.waitForFunction(() =>
    [...document.fonts].some((face) => face.family === 'Inter' && face.status === 'loaded'),
  );
  // Then the parts of the page below its first section are drawn, one a frame (draw-later.ts).
  await page.waitForFunction(() => !('drawLater' in document.documentElement.dataset));
  // booking-section.tsx loads the calendar once the section is within 600 px of the viewport, and
  // only then; a section further down stays busy until it is scrolled to.
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLElement>('[data-booking-status="waiting"]')].every(
      (section) => {
        const { top, bottom } = section.getBoundingClientRect();
        return top > window.innerHeight + 600 || bottom < -600;
      },
    ),
  );
  await expect(
    page.locator('[aria-busy="true"]:not([data-booking-status="waiting"] *)'),
  ).toHaveCount(0);
}

export function headingName(route: SiteRoute): string {
  return route.heading ?? '';
}

/** Money as the calculators show it with pence, e.g. £54,369.72, formatted here independently. */
export const pence = (amount: number) =>
  new Intl.NumberFormat('en-GB', {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 2,
  }).format(amount);
