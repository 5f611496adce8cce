import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  buildSnippet,
  bundleUrl,
  DEFAULT_SNIPPET_FORMAT,
  embedElement,
  escapeHtml,
  RESERVING_ELEMENT_STYLE,
  safeCssValue,
} from '../../demo/scripts/snippet.ts';
import { reservedSpaceOf } from '../../scripts/build-demo-catalogue.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { PUBLISHED_WIDGET_APIS, WIDGET_APIS } from '../../widgets/api.ts';
import { folderOf } from '../../widgets/shared/runtime/widget-api.ts';
import {
  OTHER_LANGUAGES,
  PAGE_LANGUAGES,
  PARTNER_GUIDE,
  fencedBlocks,
  pageSnippets,
  partnerGuideSnippets,
} from './partner-guide.ts';

const WIDGETS = join(import.meta.dirname, '..', '..', 'widgets');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const base = {
  origin: 'https://partner.example',
  tag: 'acct-director-calculator',
  format: 'lite',
  attributes: [],
  theme: [],
} as const;

describe('the harness embed snippet', () => {
  it('is one script tag and the element when nothing is set', () => {
    expect(buildSnippet(base)).toBe(
      '<script src="https://partner.example/widgets/lite/acct-director-calculator.js" defer></script>\n' +
        '<acct-director-calculator></acct-director-calculator>',
    );
  });

  it('writes set attributes, escaped, and leaves out empty ones', () => {
    const snippet = buildSnippet({
      ...base,
      attributes: [
        ['tax-year', '2026-27'],
        ['booking-url', '/contact?from="blog"&x=<y>'],
        ['place-id', ''],
      ],
    });
    expect(snippet).toContain(
      '<acct-director-calculator tax-year="2026-27" booking-url="/contact?from=&quot;blog&quot;&amp;x=&lt;y&gt;">',
    );
    expect(snippet).not.toContain('place-id');
  });

  it('puts theme overrides in one rule for the tag and drops what could end it', () => {
    const snippet = buildSnippet({
      ...base,
      theme: [
        ['--acct-color-primary', '#aa0000'],
        ['--acct-font-family', 'Georgia; } body { display: none'],
        ['--acct-radius', ''],
      ],
    });
    expect(snippet).toContain(
      '<style>\n  acct-director-calculator {\n    --acct-color-primary: #aa0000;\n    --acct-font-family: Georgia  body  display: none;\n  }\n</style>',
    );
    expect(snippet).not.toContain('--acct-radius');
  });

  it('loads the light script by default, the React build or the ES-module entry on request', () => {
    expect(DEFAULT_SNIPPET_FORMAT).toBe('lite');
    expect(buildSnippet({ ...base, format: 'module' })).toMatch(
      /^<script type="module" src="https:\/\/partner\.example\/widgets\/esm\/acct-director-calculator\.js"><\/script>\n/,
    );
    expect(bundleUrl('', 'acct-cookie-consent', 'lite')).toBe(
      '/widgets/lite/acct-cookie-consent.js',
    );
    expect(bundleUrl('', 'acct-cookie-consent', 'react')).toBe('/widgets/acct-cookie-consent.js');
  });

  it('holds the widget’s declared space with a link to its page, and nothing for the cookie banner', () => {
    const director = PUBLISHED_WIDGET_APIS.find((api) => api.tag === base.tag);
    const space = director && reservedSpaceOf(director);
    expect(buildSnippet({ ...base, space })).toBe(
      '<script src="https://partner.example/widgets/lite/acct-director-calculator.js" defer></script>\n' +
        `<acct-director-calculator style="${RESERVING_ELEMENT_STYLE}">\n` +
        `  <div style="font-size: medium; height: ${director?.reservedHeight}"><a href="${PRACTICE.siteUrl}/directors-tax-calculator">Company director tax calculator</a></div>\n` +
        '</acct-director-calculator>',
    );
    const consent = PUBLISHED_WIDGET_APIS.find((api) => api.tag === 'acct-cookie-consent');
    expect(consent && reservedSpaceOf(consent)).toBeUndefined();
  });

  it('escapes HTML and CSS characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(safeCssValue(' 12px;}{<\\ ')).toBe('12px');
  });
});

describe('the partner guide’s snippets', () => {
  const snippets = partnerGuideSnippets();

  it('are each a page snippet the browser test runs, or checked elsewhere', () => {
    expect(snippets.length).toBeGreaterThan(0);
    for (const { language, line } of snippets) {
      expect(
        [...PAGE_LANGUAGES, ...Object.keys(OTHER_LANGUAGES)],
        `widgets/README.md:${line}`,
      ).toContain(language);
    }
    const page = pageSnippets(snippets);
    expect(page.html.length).toBeGreaterThan(0);
    expect(page.js.length).toBeGreaterThan(0);
    expect(page.css.length).toBeGreaterThan(0);
  });

  it('hold each widget’s space as its declaration says, in the embed the harness copies', () => {
    const reserving = new RegExp(`<(acct-[a-z-]+)[^>]*? style="${RESERVING_ELEMENT_STYLE}">`, 'g');
    const held = pageSnippets(snippets).html.flatMap((code) =>
      [...code.matchAll(reserving)].map((match) => ({ code, tag: match[1] })),
    );
    expect(held.length).toBeGreaterThan(0);
    for (const { code, tag } of held) {
      const api = PUBLISHED_WIDGET_APIS.find((candidate) => candidate.tag === tag);
      const element = new RegExp(`<${tag}[^>]*>[\\s\\S]*?</${tag}>`).exec(code)?.[0] ?? '';
      const attributes = [...(element.split('>')[0] ?? '').matchAll(/ ([a-z-]+)="([^"]*)"/g)]
        .map((match): [string, string] => [match[1] ?? '', match[2] ?? ''])
        .filter(([name]) => name !== 'style');
      expect(element, tag).toBe(embedElement(tag ?? '', attributes, api && reservedSpaceOf(api)));
    }
    // Under a strict policy the same space is written in the partner's stylesheet.
    const inStylesheets = pageSnippets(snippets).css.flatMap((code) => [
      ...code.matchAll(/(acct-[a-z-]+) > div \{[^}]*?height: ([^;]+);/g),
    ]);
    expect(inStylesheets.length).toBeGreaterThan(0);
    for (const [, tag, height] of inStylesheets) {
      const api = PUBLISHED_WIDGET_APIS.find((candidate) => candidate.tag === tag);
      expect(height, tag).toBe(api?.reservedHeight);
    }
  });

  it('are read from fenced blocks, indented ones included', () => {
    expect(fencedBlocks('1. Load it:\n\n   ```html\n   <p>x</p>\n   ```\n\n```\nraw\n```')).toEqual(
      [
        { language: 'html', code: '<p>x</p>', line: 4 },
        { language: '', code: 'raw', line: 8 },
      ],
    );
  });

  it('load scripts only from the practice’s script host, in the guide and every widget README', () => {
    const readmes = [
      PARTNER_GUIDE,
      ...WIDGET_APIS.map((api) => join(WIDGETS, '..', folderOf(api), 'README.md')),
    ];
    for (const file of readmes) {
      const sources = [...readFileSync(file, 'utf8').matchAll(/\bsrc="([^"]+)"/g)].map(
        (match) => match[1] ?? '',
      );
      for (const source of sources) {
        expect(source, file).toMatch(new RegExp(`^${escapeRegExp(PRACTICE.scriptHost)}/widgets/`));
      }
    }
    expect(readFileSync(PARTNER_GUIDE, 'utf8')).toContain('`PRACTICE.scriptHost`');
  });
});
