import { describe, expect, it } from 'vitest';
import { inlineInFull, restFilePath, splitStylesheet } from './page-styles.ts';

// A stylesheet shaped as Tailwind's build writes it: unlayered widget rules first, then the layers.
const STYLESHEET = [
  '.acct-result{display:grid}',
  '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-x:0}}}',
  '@layer theme{:root,:host{--color-ink:#111}}',
  '@layer base{*,:after,:before{box-sizing:border-box}h1,h2{font-size:inherit}table{border-collapse:collapse}}',
  '@layer components;',
  '@layer utilities{.block{display:block}.hidden{display:none}}',
  '@keyframes pulse{50%{opacity:.5}}',
  '@font-face{font-family:Inter Fallback Arial;src:local(Arial)}',
].join('');

// What Beasties keeps of it for a page whose markup has an h1 and a .block: each layer's matching
// part, in the stylesheet's order, with selector lists cut to what matched.
const CRITICAL = [
  '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-x:0}}}',
  '@layer theme{:root{--color-ink:#111}}',
  '@layer base{*,:after,:before{box-sizing:border-box}h1{font-size:inherit}}',
  '@layer components;',
  '@layer utilities{.block{display:block}}',
].join('');

describe('splitStylesheet', () => {
  const split = splitStylesheet(STYLESHEET);

  it('links everything but the faces and the layers that apply to every element, in order', () => {
    expect(split.rest).toBe(
      [
        '.acct-result{display:grid}',
        '@layer theme{:root,:host{--color-ink:#111}}',
        '@layer components;',
        '@layer utilities{.block{display:block}.hidden{display:none}}',
        '@keyframes pulse{50%{opacity:.5}}',
      ].join(''),
    );
  });

  it('inlines those layers in full in place of what Beasties kept of them, faces first', () => {
    expect(inlineInFull(CRITICAL, split)).toBe(
      [
        '@font-face{font-family:Inter Fallback Arial;src:local(Arial)}',
        '@layer properties{@supports (-webkit-hyphens:none){*,:before,:after{--tw-x:0}}}',
        '@layer theme{:root{--color-ink:#111}}',
        // The table rule a result may render later is here, before the h1 rule as in the sheet.
        '@layer base{*,:after,:before{box-sizing:border-box}h1,h2{font-size:inherit}table{border-collapse:collapse}}',
        '@layer components;',
        '@layer utilities{.block{display:block}}',
      ].join(''),
    );
  });

  it('between them, the page has every rule of the stylesheet', () => {
    const page = inlineInFull(CRITICAL, split) + split.rest;
    const rules = (css: string) => new Set(css.match(/[^{}]+\{[^{}]*\}/g));
    for (const rule of rules(STYLESHEET)) expect(rules(page)).toContain(rule);
  });

  it('fails rather than guess when a layer it inlines is missing or split in two', () => {
    expect(() => splitStylesheet(STYLESHEET.replace('@layer base{', '@layer basics{'))).toThrow(
      'no @layer base block',
    );
    expect(() => splitStylesheet(`${STYLESHEET}@layer base{hr{height:0}}`)).toThrow(
      'two @layer base blocks',
    );
    expect(() => inlineInFull(CRITICAL.replace('@layer base{', '@layer basics{'), split)).toThrow(
      'no @layer base block',
    );
  });
});

describe('restFilePath', () => {
  it('names the linked sheet by its content, beside the stylesheet', () => {
    const path = restFilePath('assets/style-btvSFRoM.css', '.a{color:red}');
    expect(path).toMatch(/^assets\/style-rest-[\w-]{8}\.css$/);
    expect(restFilePath('assets/style-btvSFRoM.css', '.a{color:blue}')).not.toBe(path);
  });
});
