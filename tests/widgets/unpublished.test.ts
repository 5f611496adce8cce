// A widget whose api.ts declares `unpublished` stays in the registry (our own site renders it) but
// gets no partner scripts: the build, the size check, the manifest, the typings, the partner docs and
// the demo harness all read `PUBLISHED_WIDGET_APIS`. Today every widget is published, so each of
// them lists the whole registry, in its order.
import { describe, expect, it } from 'vitest';
import { WIDGETS as DEMO_WIDGETS } from '../../scripts/build-demo-catalogue.ts';
import { WIDGETS as BUILT_WIDGETS } from '../../scripts/build-widgets.ts';
import {
  customElementsManifest,
  elementsOverview,
  partsOverview,
  widgetDeclarations,
} from '../../scripts/widget-contract/index.ts';
import { PUBLISHED_WIDGET_APIS, WIDGET_APIS } from '../../widgets/api.ts';
import { isPublished, type WidgetApi } from '../../widgets/shared/runtime/widget-api.ts';

const tags = (apis: readonly { tag: string }[]) => apis.map((api) => api.tag);
const manifestTags = (apis?: readonly WidgetApi[]) =>
  customElementsManifest(apis).modules.flatMap((module) =>
    (module.declarations ?? []).map((declaration) =>
      'tagName' in declaration ? declaration.tagName : '',
    ),
  );
// Bundling the partner typings runs the TypeScript compiler: 10–40 s on a busy two-core machine.
const TYPINGS_TIMEOUT = 120_000;

describe('published widgets', () => {
  it('are every widget in the registry: none declares `unpublished`', () => {
    expect(WIDGET_APIS.filter((api) => !isPublished(api)).map((api) => api.tag)).toEqual([]);
    expect(tags(PUBLISHED_WIDGET_APIS)).toEqual(tags(WIDGET_APIS));
  });

  it(
    'are what the build, the manifest, the typings, the partner docs and the demo harness list',
    async () => {
      const declarations = await widgetDeclarations();
      expect(tags(BUILT_WIDGETS)).toEqual(tags(PUBLISHED_WIDGET_APIS));
      expect(manifestTags()).toEqual(tags(PUBLISHED_WIDGET_APIS));
      expect(tags(DEMO_WIDGETS)).toEqual(tags(PUBLISHED_WIDGET_APIS));
      for (const { tag } of PUBLISHED_WIDGET_APIS) {
        expect(declarations).toContain(`'${tag}'`);
        expect(elementsOverview()).toContain(tag);
        expect(partsOverview()).toContain(tag);
      }
    },
    TYPINGS_TIMEOUT,
  );

  it('leave out a widget that declares `unpublished`, and only it', () => {
    const [held, ...others] = WIDGET_APIS as [WidgetApi, ...WidgetApi[]];
    const declared: WidgetApi = { ...held, unpublished: { reason: 'over the size budget' } };
    expect(isPublished(declared)).toBe(false);
    const shipped = [declared, ...others].filter(isPublished);
    expect(manifestTags(shipped)).toEqual(tags(others));
    expect(elementsOverview(shipped)).not.toContain(held.tag);
    expect(partsOverview(shipped)).not.toContain(held.tag);
  });
});
