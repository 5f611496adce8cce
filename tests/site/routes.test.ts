// The route list is shared by the router, the prerender step, the sitemap and the tests:
// check it is complete and consistent without a browser.
import { describe, expect, it } from 'vitest';
import { PAGES } from '../../site/app/pages.ts';
import { ROUTES, canonicalUrl, routeMeta } from '../../site/app/routes.ts';

const SPEC_ROUTES = [
  '/',
  '/about',
  '/team',
  '/team-admin',
  '/auth',
  '/company-registration',
  '/accounts-tax',
  '/self-assessment',
  '/other-services',
  '/tax-services',
  '/bookkeeping',
  '/payroll',
  '/business-advisory',
  '/tax-calculator',
  '/self-employed-tax-calculator',
  '/directors-tax-calculator',
  '/pricing',
  '/contact',
  '/faq',
  '/careers',
  '/privacy-cookies',
  '/booking-confirmation',
  '/accounts-booking-confirmation',
  '/self-assessment-booking-confirmation',
];

describe('site routes', () => {
  it('cover every route of the spec plus the service chooser, each with a page', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(paths.sort()).toEqual([...SPEC_ROUTES, '/get-started'].sort());
    expect(Object.keys(PAGES).sort()).toEqual(paths.sort());
  });

  it('give each route a unique title and a description of search-result length', () => {
    const titles = new Set(ROUTES.map((route) => route.title));
    expect(titles.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.description.length, route.path).toBeGreaterThan(20);
      expect(route.description.length, route.path).toBeLessThanOrEqual(170);
    }
  });

  it('keep the confirmation pages and the private area out of search engines', () => {
    const hidden = ROUTES.filter((route) => route.noindex).map((route) => route.path);
    expect(hidden.sort()).toEqual(
      [
        '/auth',
        '/team-admin',
        '/booking-confirmation',
        '/accounts-booking-confirmation',
        '/self-assessment-booking-confirmation',
      ].sort(),
    );
  });

  it('resolve trailing slashes and unknown paths', () => {
    expect(routeMeta('/pricing/').path).toBe('/pricing');
    expect(routeMeta('/nowhere').heading).toBe('Oops! Page not found');
    expect(canonicalUrl('/')).toMatch(/^https:\/\/[^/]+\/$/);
    expect(canonicalUrl('/faq')).toMatch(/^https:\/\/[^/]+\/faq$/);
  });
});
