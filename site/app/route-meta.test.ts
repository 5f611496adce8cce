import type { ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../../widgets/index.ts';
import { NOT_FOUND_META, ROUTES } from './route-meta.ts';

// Every page module of site/pages, found on disk rather than listed.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../pages/*.tsx',
  '!../pages/*.test.tsx',
]);

describe('the route table', () => {
  it('routes every page module exactly once, each loader giving a component', async () => {
    const routed: ComponentType[] = [];
    for (const route of [...ROUTES, NOT_FOUND_META]) {
      const page = await route.page();
      expect(typeof page, route.path).toBe('function');
      routed.push(page);
    }

    const files = Object.entries(PAGE_MODULES);
    expect(files.length).toBe(routed.length);
    for (const [file, load] of files) {
      const pages = Object.entries(await load()).filter(([name]) => name.endsWith('Page'));
      expect(pages, file).toHaveLength(1);
      expect(
        routed.filter((page) => page === pages[0]?.[1]),
        file,
      ).toHaveLength(1);
    }
  }, 30_000);

  // The calculator registry names each calculator's page; the site's main chunk does not carry the
  // registry, so the table keeps its own paths and this proves they agree.
  it.each(CALCULATORS)('has the page the registry gives the $id calculator', ({ route }) => {
    expect(ROUTES.map(({ path }) => path)).toContain(route);
  });
});
