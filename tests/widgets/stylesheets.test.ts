import { act } from 'react';
import { waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CALCULATOR_APIS } from '../../widgets/api.ts';

// Every calculator's element, registered by its module.
import.meta.glob('../../calculators/*/widget/element.ts', { eager: true });

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  // The calculators warn once about an unknown tax-year attribute, set here to show the notice.
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

/** The classes a stylesheet's selectors name. */
function classesStyledBy(css: string): Set<string> {
  return new Set(
    [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/\.(acct-[\w-]+)/g)].map(
      (match) => match[1]!,
    ),
  );
}

/** Every widget stylesheet: the shared ones and each widget's own, found on disk. */
const EVERY_STYLESHEET = Object.values(
  import.meta.glob<string>(
    [
      '../../widgets/shared/**/*.css',
      '../../widgets/*/styles.css',
      '../../calculators/*/widget/*.css',
    ],
    { eager: true, query: '?raw', import: 'default' },
  ),
);
const STYLED_SOMEWHERE = new Set(EVERY_STYLESHEET.flatMap((css) => [...classesStyledBy(css)]));

/** The CSS texts in a shadow root: adopted sheets, or the `<style>` elements jsdom gets instead. */
function sheetsIn(root: ShadowRoot): string[] {
  const adopted = (root.adoptedStyleSheets ?? []).map((sheet) =>
    [...sheet.cssRules].map((rule) => rule.cssText).join('\n'),
  );
  const elements = [...root.querySelectorAll('style')].map((style) => style.textContent ?? '');
  return [...adopted, ...elements];
}

function renderedClasses(root: ShadowRoot): string[] {
  return [...root.querySelectorAll('[class]')].flatMap((element) => [...element.classList]);
}

/**
 * Every field filled the way its kind allows, so each optional section and result line shows; the
 * first amount (income, profit) larger than the rest, so there is something left after them.
 */
function filledAttributes(api: (typeof CALCULATOR_APIS)[number]): Array<[string, string]> {
  let amounts = 0;
  return api.attributes.flatMap((attribute): Array<[string, string]> => {
    const field = attribute.field;
    if (!field) return [];
    if (field.kind === 'amount') {
      const amount = Math.min(amounts++ ? 30_000 : 90_000, field.max ?? Infinity);
      return [[attribute.name, String(amount)]];
    }
    if (field.kind === 'count') return [[attribute.name, '2']];
    if (field.kind === 'percent') return [[attribute.name, '50']];
    if (field.kind === 'switch') return [[attribute.name, '']];
    if (field.kind === 'list') return [[attribute.name, field.values[0] ?? '']];
    // Rows (sales) as the attribute's own example, which has a row of every kind.
    if (field.kind === 'rows') return [[attribute.name, attribute.example ?? '']];
    // A code changes the figures, not what is shown.
    if (field.kind === 'code') return [];
    return [[attribute.name, field.values.at(-1) ?? '']];
  });
}

describe.each(CALCULATOR_APIS.map((api) => [api.tag, api] as const))('%s', (tag, api) => {
  it('carries a rule for every class it renders, and no stylesheet it does not use', async () => {
    const element = document.createElement(tag);
    for (const [name, value] of filledAttributes(api)) element.setAttribute(name, value);
    element.setAttribute('booking-url', '/contact');
    if (api.attributes.some((attribute) => attribute.name === 'tax-year')) {
      element.setAttribute('tax-year', '1999-00');
    }
    element.setAttribute('auto-calculate', '');
    await act(async () => {
      document.body.append(element);
    });
    const root = element.shadowRoot!;
    await waitFor(() => expect(root.querySelector('.acct-results')).not.toBeNull());
    const seen = new Set(renderedClasses(root));

    // Every disclosure and switch under the result opened, then a field made invalid.
    for (const toggle of root.querySelectorAll<HTMLElement>(
      '.acct-working__toggle, .acct-compare input[role="switch"]',
    )) {
      await act(async () => toggle.click());
    }
    // The working's steps and the year comparison are parts loaded on demand, with their sheets.
    await waitFor(() => expect(root.querySelector('.acct-working__figure')).not.toBeNull());
    if (root.querySelector('.acct-compare'))
      await waitFor(() => expect(root.querySelector('.acct-compare__table')).not.toBeNull());
    renderedClasses(root).forEach((name) => seen.add(name));
    const amount = api.attributes.find((attribute) => attribute.field?.kind === 'amount')!;
    await act(async () => element.setAttribute(amount.name, 'abc'));
    await waitFor(() => expect(root.querySelector('.acct-results__stale')).not.toBeNull());
    renderedClasses(root).forEach((name) => seen.add(name));
    for (const expected of ['acct-working__panel', 'acct-working__step', 'acct-field--invalid']) {
      expect(seen, expected).toContain(expected);
    }

    const sheets = sheetsIn(root);
    expect(sheets.length).toBeGreaterThan(1);
    const styledHere = new Set(sheets.flatMap((css) => [...classesStyledBy(css)]));
    const unstyled = [...seen].filter(
      (name) => STYLED_SOMEWHERE.has(name) && !styledHere.has(name),
    );
    expect(unstyled, 'classes whose rules are in a stylesheet this element lacks').toEqual([]);
    // A calculator's own sheet may style it by its id alone (`[data-calculator='planner']`).
    const stylesThisCalculator = (css: string) =>
      [...css.matchAll(/\[data-calculator='([\w-]+)'\]/g)].some(
        ([, id]) => id === api.calculator?.id,
      );
    const unused = sheets.filter(
      (css) =>
        ![...classesStyledBy(css)].some((name) => seen.has(name)) && !stylesThisCalculator(css),
    );
    expect(
      unused.map((css) => css.slice(0, 120)),
      'stylesheets styling nothing it rendered',
    ).toEqual([]);
    element.remove();
  });
});
