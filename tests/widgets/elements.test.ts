import { act } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { customElementsManifest } from '../../scripts/widget-contract/index.ts';
import { WIDGET_APIS } from '../../widgets/api.ts';

// Every element module on disk, each registering its element: the calculators' and the others'.
const ELEMENT_MODULES = import.meta.glob(
  ['../../calculators/*/widget/element.ts', '../../widgets/*/element.ts'],
  { eager: true },
);

// Setting a property renders the element; act() runs that render inside the test, not after the
// environment has gone. The calculators warn once about the unknown year 'x-value'.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

type ElementClass = CustomElementConstructor & { observedAttributes?: string[] };

// The manifest must describe what the registered elements really support; an unpublished widget's
// element is checked as the manifest would describe it.
describe.each(customElementsManifest(WIDGET_APIS).modules)('$path', (module) => {
  const declaration = module.declarations?.[0] as unknown as {
    tagName: string;
    attributes: Array<{ name: string; fieldName: string; type: { text: string } }>;
  };

  it('is a registered element observing exactly the declared attributes', () => {
    const element = customElements.get(declaration.tagName) as ElementClass | undefined;
    expect(element).toBeDefined();
    expect([...(element?.observedAttributes ?? [])].sort()).toEqual(
      declaration.attributes.map((attribute) => attribute.name).sort(),
    );
  });

  it('mirrors each attribute in its property', async () => {
    const element = document.createElement(declaration.tagName) as HTMLElement &
      Record<string, unknown>;
    for (const attribute of declaration.attributes) {
      // A boolean property is written to its attribute as "true" or "false".
      const value = attribute.type.text === 'boolean' ? true : 'x-value';
      await act(async () => {
        element[attribute.fieldName] = value;
      });
      expect(element.getAttribute(attribute.name)).toBe(String(value));
    }
  });
});

it('covers every widget on disk: one element module each, registering a declared widget', () => {
  // The folders with an api.ts, found apart from the registry the manifest is written from.
  const declared = import.meta.glob([
    '../../calculators/*/widget/api.ts',
    '../../widgets/*/api.ts',
  ]);
  const folders = (paths: object) => Object.keys(paths).map((path) => path.replace(/\/[^/]+$/, ''));
  expect(folders(ELEMENT_MODULES).sort()).toEqual(folders(declared).sort());
  expect(WIDGET_APIS).toHaveLength(Object.keys(declared).length);
  const tags = customElementsManifest(WIDGET_APIS).modules.map(
    (module) => (module.declarations?.[0] as unknown as { tagName: string }).tagName,
  );
  expect(tags).toHaveLength(Object.keys(ELEMENT_MODULES).length);
  for (const tag of tags) expect(customElements.get(tag), tag).toBeDefined();
});
