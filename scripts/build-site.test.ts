import { describe, expect, it } from 'vitest';
import { escapeHtml, jsonForScript, pageModules, preloadsFor } from './build-site.ts';

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
    expect(pageModules('/')).toEqual(['pages/home.tsx']);
    expect(pageModules('/404')).toEqual(['pages/not-found.tsx']);
    expect(pageModules('/accounts-tax')).toEqual(['pages/accounts-tax.tsx']);
    expect(pageModules('/directors-tax-calculator')).toEqual(['../calculators/director/page.tsx']);
    // Every guide is one page module with its own body.
    expect(pageModules('/guides/payments-on-account')).toEqual([
      'pages/guide.tsx',
      'content/guides/payments-on-account.md?guide',
    ]);
    expect(pageModules('/guides')).toEqual(['pages/guides.tsx']);
  });

  it('preloads what the entry starts, a page chunk and their imports, except what the entry loads', () => {
    const manifest = {
      'main.tsx': {
        file: 'assets/main.js',
        isEntry: true,
        imports: ['_react.js'],
        dynamicImports: ['start.tsx'],
      },
      '_react.js': { file: 'assets/react.js' },
      'start.tsx': { file: 'assets/start.js', imports: ['_react.js', '_app.js'] },
      '_app.js': { file: 'assets/app.js', imports: ['_react.js'] },
      '_hero.js': { file: 'assets/hero.js', imports: ['_react.js'] },
      'pages/faq.tsx': { file: 'assets/faq.js', imports: ['_hero.js', '_app.js', '_react.js'] },
    };
    expect(preloadsFor(manifest, '/faq')).toEqual([
      '/assets/start.js',
      '/assets/app.js',
      '/assets/faq.js',
      '/assets/hero.js',
    ]);
    expect(preloadsFor(manifest, '/missing')).toEqual(['/assets/start.js', '/assets/app.js']);
  });
});
