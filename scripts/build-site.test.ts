import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, pageModule, preloadsFor } from './build-site.ts';

describe('build-site helpers', () => {
  it('escapes text for attributes and element content', () => {
    expect(escapeHtml('Accounts & Tax "<b>"')).toBe('Accounts &amp; Tax &quot;&lt;b&gt;&quot;');
  });

  it('keeps JSON-LD from closing its script element', () => {
    const json = jsonForScript({ text: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('</script>');
    expect(JSON.parse(json)).toEqual({ text: '</script><script>alert(1)</script>' });
  });

  it('maps routes to their page modules', () => {
    expect(pageModule('/')).toBe('pages/home.tsx');
    expect(pageModule('/404')).toBe('pages/not-found.tsx');
    expect(pageModule('/accounts-tax')).toBe('pages/accounts-tax.tsx');
    expect(pageModule('/directors-tax-calculator')).toBe('../calculators/director/page.tsx');
  });

  it('preloads a page chunk and its imports, except what the entry already loads', () => {
    const manifest = {
      'main.tsx': { file: 'assets/main.js', isEntry: true, imports: ['_react.js'] },
      '_react.js': { file: 'assets/react.js' },
      '_hero.js': { file: 'assets/hero.js', imports: ['_react.js'] },
      'pages/faq.tsx': { file: 'assets/faq.js', imports: ['_hero.js', '_react.js'] },
    };
    expect(preloadsFor(manifest, '/faq')).toEqual(['/assets/faq.js', '/assets/hero.js']);
    expect(preloadsFor(manifest, '/missing')).toEqual([]);
  });
});
