// The route table is read by the router, the prerender step, the sitemap, the menus and the tests:
// check it is consistent without a browser. That every page module has a route is checked beside
// the table (site/app/route-meta.test.ts), where the modules can be loaded.
import { describe, expect, it } from 'vitest';
import { FOOTER_GROUPS, MAIN_MENU, isGroup } from '../../site/app/navigation.ts';
import { ROUTES, canonicalUrl, routeMeta } from '../../site/app/route-meta.ts';

const links = [
  ...MAIN_MENU.flatMap((entry) => (isGroup(entry) ? entry.items : [entry])),
  ...FOOTER_GROUPS.flatMap((group) => group.items),
];

describe('site routes', () => {
  it('have unique paths', () => {
    const paths = ROUTES.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('give each route a unique title and a description of search-result length', () => {
    const titles = new Set(ROUTES.map((route) => route.title));
    expect(titles.size).toBe(ROUTES.length);
    for (const route of ROUTES) {
      expect(route.description.length, route.path).toBeGreaterThan(20);
      expect(route.description.length, route.path).toBeLessThanOrEqual(170);
    }
  });

  it('keep the confirmation pages and the private area out of search engines and menus', () => {
    const hidden = ROUTES.filter((route) => route.noindex);
    expect(hidden.map((route) => route.path).sort()).toEqual(
      [
        '/auth',
        '/auth/reset',
        '/team-admin',
        '/booking-confirmation',
        '/accounts-booking-confirmation',
        '/self-assessment-booking-confirmation',
      ].sort(),
    );
    for (const route of hidden) {
      expect(route.header, route.path).toBeUndefined();
      expect(route.footer, route.path).toBeUndefined();
    }
  });

  it('build the menus from the table, each link to a route of the table', () => {
    expect(MAIN_MENU.map((entry) => entry.label)).toEqual([
      'About',
      'Team',
      'Services',
      'Pricing',
      'Resources',
      'Contact',
    ]);
    expect(FOOTER_GROUPS.map((group) => group.label)).toEqual(['Services', 'Company', 'Resources']);
    for (const group of [...MAIN_MENU.filter(isGroup), ...FOOTER_GROUPS]) {
      expect(group.items.length, group.label).toBeGreaterThan(0);
    }
    for (const link of links) expect(routeMeta(link.to).path, link.label).toBe(link.to);
    // Menu positions are unique within a menu level, so the order never depends on the table's.
    const headerOrders = ROUTES.flatMap((route) =>
      route.header ? [`${route.header.group ?? ''}:${route.header.order}`] : [],
    );
    const footerOrders = ROUTES.flatMap((route) =>
      route.footer ? [`${route.footer.group}:${route.footer.order}`] : [],
    );
    expect(new Set(headerOrders).size).toBe(headerOrders.length);
    expect(new Set(footerOrders).size).toBe(footerOrders.length);
  });

  it('resolve trailing slashes and unknown paths', () => {
    expect(routeMeta('/pricing/').path).toBe('/pricing');
    expect(routeMeta('/nowhere').heading).toBe('Oops! Page not found');
    expect(routeMeta('/nowhere').contactStrip).toBe(false);
    expect(canonicalUrl('/')).toMatch(/^https:\/\/[^/]+\/$/);
    expect(canonicalUrl('/faq')).toMatch(/^https:\/\/[^/]+\/faq$/);
  });
});
