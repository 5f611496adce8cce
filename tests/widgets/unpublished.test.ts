// A widget whose api.ts declares `unpublished` stays in the registry (our own site renders it) but
// gets no partner scripts: the build, the size check, the manifest, the typings, the partner docs and
// the demo harness all leave it out, and every other widget is in each of them as before.
import { describe, expect, it } from 'vitest';
import { WIDGETS as DEMO_WIDGETS } from '../../scripts/build-demo-catalogue.ts';
import { WIDGETS as BUILT_WIDGETS } from '../../scripts/build-widgets.ts';
import {
  customElementsManifest,
  elementsOverview,
  partsOverview,
  widgetDeclarations,
} from '../../scripts/widget-contract/index.ts';
import { CALCULATOR_APIS, PUBLISHED_WIDGET_APIS, WIDGET_APIS } from '../../widgets/api.ts';
import { isPublished, type WidgetApi } from '../../widgets/shared/runtime/widget-api.ts';

const tags = (apis: readonly { tag: string }[]) => apis.map((api) => api.tag);
const manifestTags = (apis?: readonly WidgetApi[]) =>
  customElementsManifest(apis).modules.flatMap((module) =>
    (module.declarations ?? []).map((declaration) =>
      'tagName' in declaration ? declaration.tagName : '',
    ),
  );
const unpublished = WIDGET_APIS.filter((api) => !isPublished(api));
// Bundling the partner typings runs the TypeScript compiler: 10–40 s on a busy two-core machine.
const TYPINGS_TIMEOUT = 120_000;
const others = WIDGET_APIS.filter(isPublished);

describe('unpublished widgets', () => {
  it('are the sole trader comparison alone, a calculator in the registry, with the bytes that keep it out', () => {
    expect(tags(unpublished)).toEqual(['acct-incorporation-calculator']);
    expect(tags(CALCULATOR_APIS)).toContain('acct-incorporation-calculator');
    expect(unpublished[0]?.unpublished?.reason).toMatch(
      /\d[\d,]* B gzip against the 40,440 B budget/,
    );
  });

  it(
    'get no script, manifest module, typing, overview row or demo page',
    async () => {
      const declarations = await widgetDeclarations();
      for (const { tag } of unpublished) {
        expect(tags(BUILT_WIDGETS)).not.toContain(tag);
        expect(manifestTags()).not.toContain(tag);
        expect(declarations).not.toContain(`'${tag}'`);
        expect(elementsOverview()).not.toContain(tag);
        expect(partsOverview()).not.toContain(tag);
        expect(tags(DEMO_WIDGETS)).not.toContain(tag);
      }
    },
    TYPINGS_TIMEOUT,
  );

  it(
    'leave every other widget where it was, in the registry’s order',
    async () => {
      const declarations = await widgetDeclarations();
      expect(tags(PUBLISHED_WIDGET_APIS)).toEqual(tags(others));
      expect(tags(BUILT_WIDGETS)).toEqual(tags(others));
      expect(manifestTags()).toEqual(tags(others));
      expect(tags(DEMO_WIDGETS)).toEqual(tags(others));
      for (const { tag } of others) {
        expect(declarations).toContain(`'${tag}'`);
        expect(elementsOverview()).toContain(tag);
      }
    },
    TYPINGS_TIMEOUT,
  );

  it('are published everywhere once the declaration is removed', () => {
    for (const api of unpublished) {
      const { unpublished: _reason, ...rest } = api;
      const shipped: WidgetApi = rest;
      expect(isPublished(shipped)).toBe(true);
      expect(manifestTags([...others, shipped])).toContain(api.tag);
      expect(elementsOverview([...others, shipped])).toContain(api.tag);
    }
  });
});
