import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { parseHeadersFile } from './serve.ts';
import {
  contentSecurityPolicy,
  headersFile,
  inlineScripts,
  pageScriptPolicy,
  policyImplies,
  rootHeaderRules,
  scriptHashSource,
  siteSecurityHeaders,
  STRICT_DEMO_POLICY,
  type SiteSources,
} from './security-headers.ts';
import { PAGE_LOADER } from './page-loader.ts';

const SOURCES: SiteSources = {
  supabaseUrl: 'https://abcd.supabase.co',
  reviewsEndpoint: 'https://abcd.supabase.co/functions/v1/google-reviews',
  cal: { embedScriptUrl: 'https://app.cal.com/embed/embed.js', origin: 'https://app.cal.com' },
  google: { analytics: true, ads: true },
};

/** The policy as directive name → its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((part) => {
      const [name, ...list] = part.trim().split(/\s+/);
      return [name!, list];
    }),
  );
}

describe('contentSecurityPolicy', () => {
  it('allows scripts only from the site, Cal.com and Google, never inline or eval', () => {
    const script = directives(contentSecurityPolicy(SOURCES)).get('script-src')!;
    expect(script[0]).toBe("'self'");
    expect(script).toContain('https://app.cal.com');
    expect(script).toContain('https://*.googletagmanager.com');
    expect(script.filter((source) => source.startsWith("'"))).toEqual(["'self'"]);
  });

  it('reaches the Supabase project for data and photos, and frames only Cal.com and Google', () => {
    const policy = directives(contentSecurityPolicy(SOURCES));
    expect(policy.get('connect-src')).toContain('https://abcd.supabase.co');
    expect(policy.get('img-src')).toContain('https://abcd.supabase.co');
    expect(policy.get('frame-src')).toEqual([
      'https://app.cal.com',
      'https://www.googletagmanager.com',
      'https://td.doubleclick.net',
    ]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('font-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lists no Google host when the build has no analytics or Ads id, and no backend without one', () => {
    const policy = contentSecurityPolicy({
      ...SOURCES,
      supabaseUrl: null,
      reviewsEndpoint: undefined,
      google: { analytics: false, ads: false },
    });
    expect(policy).not.toMatch(/google|doubleclick|supabase/);
    expect(directives(policy).get('connect-src')).toEqual(["'self'"]);
  });

  it('adds the Ads hosts only for an Ads id', () => {
    const analyticsOnly = contentSecurityPolicy({
      ...SOURCES,
      google: { analytics: true, ads: false },
    });
    expect(analyticsOnly).not.toContain('googleadservices');
    expect(directives(analyticsOnly).get('frame-src')).toEqual(['https://app.cal.com']);
  });

  it('takes the origin of a local backend and a self-hosted Cal.com, once each', () => {
    const policy = directives(
      contentSecurityPolicy({
        ...SOURCES,
        supabaseUrl: 'http://127.0.0.1:54321/',
        reviewsEndpoint: 'http://127.0.0.1:54321/functions/v1/google-reviews',
        cal: {
          embedScriptUrl: 'https://cal.example.org/embed.js',
          origin: 'https://cal.example.org',
        },
      }),
    );
    expect(policy.get('connect-src')!.filter((s) => s === 'http://127.0.0.1:54321')).toHaveLength(
      1,
    );
    expect(policy.get('script-src')).toContain('https://cal.example.org');
    expect(policy.get('frame-src')).toContain('https://cal.example.org');
  });

  it('allows an inline script by its hash', () => {
    const body = 'console.log(1)';
    const hash = `'sha256-${createHash('sha256').update(body).digest('base64')}'`;
    expect(scriptHashSource(body)).toBe(hash);
    const policy = contentSecurityPolicy({ ...SOURCES, inlineScriptHashes: [hash] });
    expect(directives(policy).get('script-src')).toContain(hash);
  });
});

describe('pageScriptPolicy', () => {
  it('trusts the page loader by its hash and what it adds, never a host, inline code or eval', () => {
    const loader = scriptHashSource(PAGE_LOADER);
    const policy = directives(pageScriptPolicy(loader));
    expect([...policy.keys()]).toEqual(['script-src']);
    // A browser that knows 'strict-dynamic' ignores https: and 'self': the hash is all it trusts.
    expect(policy.get('script-src')).toEqual([loader, "'strict-dynamic'", 'https:', "'self'"]);
  });
});

describe('inlineScripts', () => {
  it('finds scripts a browser runs, not data blocks or external files', () => {
    const html = [
      '<script type="application/ld+json">{"@type":"Thing"}</script>',
      '<script type="module" crossorigin src="/assets/index.js"></script>',
      '<script>window.a = 1</script>',
      '<script type="module">import "/x.js"</script>',
      "<SCRIPT type='text/javascript'>b()</SCRIPT>",
    ].join('\n');
    expect(inlineScripts(html)).toEqual(['window.a = 1', 'import "/x.js"', 'b()']);
  });
});

describe('siteSecurityHeaders', () => {
  it('sends the policy with HSTS, referrer, permissions, nosniff and framing headers', () => {
    const names = siteSecurityHeaders(SOURCES).map(([name]) => name);
    expect(names).toEqual([
      'Content-Security-Policy',
      'Strict-Transport-Security',
      'X-Content-Type-Options',
      'Referrer-Policy',
      'X-Frame-Options',
      'Permissions-Policy',
    ]);
  });

  it('round-trips through the _headers format serve.ts reads', () => {
    const rules = [{ pattern: '/*', headers: siteSecurityHeaders(SOURCES) }];
    const text = headersFile(rules, 'Generated.\nSecond line.');
    expect(text.startsWith('# Generated.\n# Second line.\n/*\n  Content-Security-Policy: ')).toBe(
      true,
    );
    expect(parseHeadersFile(text)).toEqual(rules);
  });
});

describe('the policy text', () => {
  it('leaves out a host a wildcard of the same directive already allows', () => {
    const policy = directives(contentSecurityPolicy(SOURCES));
    expect(policy.get('script-src')).toContain('https://*.googletagmanager.com');
    expect(policy.get('script-src')).not.toContain('https://www.googletagmanager.com');
    expect(policy.get('script-src')).toContain('https://www.googleadservices.com');
    // google.com itself is no subdomain of *.google.com, so it stays.
    expect(policy.get('connect-src')).toContain('https://google.com');
    expect(policy.get('connect-src')).not.toContain('https://www.google.com');
  });
});

describe('the publish root’s _headers', () => {
  const rules = rootHeaderRules(SOURCES);
  const file = headersFile(rules);

  it('has rules for the site, the widgets (CORS for partners) and the demo harness', () => {
    const parsed = parseHeadersFile(file);
    expect(parsed.map((rule) => rule.pattern)).toEqual([
      '/*',
      '/calendar/*',
      '/widgets/*',
      '/widgets/chunks/*',
      '/widgets/esm/chunks/*',
      '/demo/*',
      '/demo/csp/*',
    ]);
    const widgets = new Map(parsed[2]!.headers);
    expect(widgets.get('Access-Control-Allow-Origin')).toBe('*');
    // The site's rule reaches everything beneath the root: no framing of the demo, no sniffing.
    const site = new Map(parsed[0]!.headers);
    expect(site.get('X-Frame-Options')).toBe('DENY');
    expect(directives(site.get('Content-Security-Policy')!).get('frame-ancestors')).toEqual([
      "'none'",
    ]);
  });

  it('repeats a header under a narrower rule only as a policy at least as strict', () => {
    // Netlify sends the later rule's value of a header two matching rules set; Cloudflare Pages
    // sends both. Only where the later one implies the earlier do both hosts enforce the same.
    for (const [n, broad] of rules.entries()) {
      for (const narrow of rules.slice(n + 1)) {
        const prefix = broad.pattern.replace(/\*$/, '');
        if (!narrow.pattern.startsWith(prefix)) continue;
        for (const [name, value] of narrow.headers) {
          const earlier = broad.headers.find(([other]) => other === name);
          if (!earlier) continue;
          expect(name, `${narrow.pattern} repeats ${name}`).toBe('Content-Security-Policy');
          expect(policyImplies(value, earlier[1]), `${narrow.pattern} ${name}`).toBe(true);
        }
      }
    }
  });

  it('tells a policy at least as strict from one that allows more', () => {
    expect(policyImplies("default-src 'self'", "default-src 'self'; img-src 'self' data:")).toBe(
      true,
    );
    expect(policyImplies("default-src 'self'; img-src *", "default-src 'self'")).toBe(false);
    expect(policyImplies("default-src 'self'", "frame-ancestors 'none'")).toBe(false);
    expect(policyImplies("script-src 'self'", "default-src 'self'")).toBe(false);
    expect(policyImplies(STRICT_DEMO_POLICY, contentSecurityPolicy(SOURCES))).toBe(true);
  });
});
