import { render, screen } from '@testing-library/react';
import { createElement, type ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CALCULATORS } from '../../widgets/index.ts';
import {
  LANDLORD_CALCULATOR_PATH,
  SELF_ASSESSMENT_PATH,
} from '../../calculators/self-employed/widget/component.tsx';
import { NOT_FOUND_META, ROUTES, routeMeta } from './route-meta.ts';

// Every page module of site/pages and every calculator's page, found on disk rather than listed.
const PAGE_MODULES = import.meta.glob<Record<string, unknown>>([
  '../pages/*.tsx',
  '!../pages/*.test.tsx',
  '../../calculators/*/page.tsx',
]);

describe('the route table', () => {
  it('routes every page module, each loader giving a component', async () => {
    // A guide's route gives a component made for that guide, which names its module's page as
    // `page`; every other route gives its module's page itself.
    const routed = new Set<ComponentType>();
    for (const route of [...ROUTES, NOT_FOUND_META]) {
      const page: ComponentType & { page?: ComponentType } = await route.page();
      expect(typeof page, route.path).toBe('function');
      routed.add(page.page ?? page);
    }

    const files = Object.entries(PAGE_MODULES);
    expect(files.length).toBe(routed.size);
    for (const [file, load] of files) {
      // A module's page is its one exported component named …Page.
      const pages = Object.entries(await load()).filter(([name]) => /^[A-Z]\w*Page$/.test(name));
      expect(pages, file).toHaveLength(1);
      expect(routed.has(pages[0]![1] as ComponentType), file).toBe(true);
    }
  }, 30_000);

  // The calculator registry names each calculator's page; the site's main chunk does not carry the
  // registry, so the table keeps its own copy of those paths. Drift either way fails here: the path
  // the registry gives must be a route, and that route's page must be the one showing the calculator.
  it.each(CALCULATORS)(
    'routes the $id calculator’s page, which shows that calculator',
    async ({ route, title }) => {
      expect(ROUTES.map(({ path }) => path)).toContain(route);
      const Page = await routeMeta(route).page();
      render(createElement(MemoryRouter, null, createElement(Page)));
      expect(screen.getByRole('heading', { name: title })).toBeInTheDocument();
    },
    30_000,
  );

  // The self-employed calculator links its Making Tax Digital note to this page of the practice.
  it('routes the page the self-employed calculator links to about Making Tax Digital', () => {
    expect(ROUTES.map(({ path }) => path)).toContain(SELF_ASSESSMENT_PATH);
  });

  // It links its note on rent from property to the landlord calculator's page.
  it('routes the landlord calculator the self-employed calculator links rent to', () => {
    expect(CALCULATORS.find(({ id }) => id === 'property')?.route).toBe(LANDLORD_CALCULATOR_PATH);
    expect(ROUTES.map(({ path }) => path)).toContain(LANDLORD_CALCULATOR_PATH);
  });
});
