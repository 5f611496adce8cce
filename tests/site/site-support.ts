// Shared helpers for the site's browser tests.
import type { BrowserContext, Page } from '../support/test.ts';
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

/** Nothing leaves 127.0.0.1: Google, Cal.com and maps are refused at the network edge. */
export async function blockExternal(page: Page) {
  await page.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
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
