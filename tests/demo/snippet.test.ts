import { describe, expect, it } from 'vitest';
import {
  buildSnippet,
  bundleUrl,
  DEFAULT_SNIPPET_FORMAT,
  escapeHtml,
  safeCssValue,
} from '../../demo/scripts/snippet.ts';

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

  it('escapes HTML and CSS characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
    expect(safeCssValue(' 12px;}{<\\ ')).toBe('12px');
  });
});
