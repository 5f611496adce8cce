// The security headers of everything published, declared once: scripts/build-site.ts writes them
// into the one `_headers` a static host reads, the publish root's (Netlify / Cloudflare Pages
// format), with rules for the site (`/*`), the widget bundles (`/widgets/*`) and the demo harness
// (`/demo/*`); scripts/serve.ts sends what that file says, as the static host does. The widget build
// writes the widgets' rules into dist/widgets/_headers as well, for a host that serves only them.
//
// The Content-Security-Policy allows exactly what the site loads: its own files; Google's tag
// (gtag.js and the endpoints it calls), which the site requests only after analytics or marketing
// consent and only when the build has a measurement or Ads id; Cal.com's embed script and its
// booking iframe; and the Supabase project (data, auth, storage photos, the reviews function).
//
// A host allow-list alone would let any script on those hosts run if markup were ever slipped into a
// page (Google's hosts serve JSONP endpoints), so each prerendered page adds a policy of its own for
// scripts in a <meta> (pageScriptPolicy): only its loader (scripts/page-loader.ts), by hash, and
// through 'strict-dynamic' what trusted scripts add. A browser enforces both policies, so on the
// site's pages a script must be both added by trusted code and from an allowed host. The header
// keeps its hosts because it also covers paths that are not the site's pages (the demo harness
// embeds the widgets with plain <script src> tags, as a partner does), and a static host cannot send
// `/*` a header that a narrower rule relaxes.

import { createHash } from 'node:crypto';

/** What a build of the site talks to, read from its configuration at build time. */
export type SiteSources = {
  /** The Supabase project URL; null when the build has no backend. */
  supabaseUrl: string | null;
  /** The review carousel's endpoint (the google-reviews function); undefined without a backend. */
  reviewsEndpoint?: string;
  /** Cal.com's embed script and the origin its booking iframe loads from. */
  cal: { embedScriptUrl: string; origin: string };
  /** Google's tag: loaded for a GA4 measurement id, an Ads id, or both. */
  google: { analytics: boolean; ads: boolean };
  /** `'sha256-…'` sources for the inline scripts the prerendered pages carry (their loader). */
  inlineScriptHashes?: string[];
};

type Directives = Record<string, string[]>;

// From Google's guide "Use Tag Manager with a Content Security Policy"
// (https://developers.google.com/tag-platform/security/guides/csp): what gtag.js needs for GA4,
// including the doubleclick and google.com hits it sends once ad_storage is granted.
const GOOGLE_ANALYTICS: Directives = {
  'script-src': ['https://*.googletagmanager.com'],
  'img-src': [
    'https://*.google-analytics.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ],
  'connect-src': [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://*.googletagmanager.com',
    'https://*.g.doubleclick.net',
    'https://*.google.com',
  ],
};

// The same guide's Google Ads conversion tracking; the conversion pixel redirects to the visitor's
// country domain of Google, which for this practice's visitors is google.co.uk.
const GOOGLE_ADS: Directives = {
  'script-src': [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://www.google.com',
    'https://googleads.g.doubleclick.net',
    'https://pagead2.googlesyndication.com',
  ],
  'img-src': [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://www.google.co.uk',
    'https://pagead2.googlesyndication.com',
  ],
  'connect-src': [
    'https://www.googletagmanager.com',
    'https://www.googleadservices.com',
    'https://googleads.g.doubleclick.net',
    'https://www.google.com',
    'https://google.com',
    'https://pagead2.googlesyndication.com',
  ],
  'frame-src': ['https://www.googletagmanager.com', 'https://td.doubleclick.net'],
};

const originOf = (url: string) => new URL(url).origin;

/** Whether a wildcard host source in `list` (https://*.example.com) already covers `source`. */
function coveredByWildcard(source: string, list: string[]): boolean {
  return list.some((other) => {
    const wildcard = /^(https?:\/\/)\*(\.[^/]+)$/.exec(other);
    return Boolean(
      wildcard &&
      other !== source &&
      source.startsWith(wildcard[1]!) &&
      source.endsWith(wildcard[2]!),
    );
  });
}

function merge(into: Directives, from: Directives) {
  for (const [name, sources] of Object.entries(from)) (into[name] ??= []).push(...sources);
}

/** The site's Content-Security-Policy for a build talking to `sources`. */
export function contentSecurityPolicy(sources: SiteSources): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(sources.inlineScriptHashes ?? [])],
    // Inline styles are needed, not chosen: the prerendered pages carry the site's stylesheet in a
    // <style> element and Radix's style attributes, and Cal.com's embed writes <style> elements and
    // style attributes into its shadow root. Styles cannot run code; scripts stay hash-or-file only.
    'style-src': ["'self'", "'unsafe-inline'"],
    // blob: is the team admin's preview of a photo before upload; data: the QR code of a new second
    // factor, which the auth service sends as a data: URL (images cannot run script).
    'img-src': ["'self'", 'blob:', 'data:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': [],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  if (sources.supabaseUrl) {
    const supabase = originOf(sources.supabaseUrl);
    // REST, auth, the reviews function; team photos come from its storage.
    directives['connect-src']!.push(supabase);
    directives['img-src']!.push(supabase);
  }
  if (sources.reviewsEndpoint) directives['connect-src']!.push(originOf(sources.reviewsEndpoint));
  directives['script-src']!.push(originOf(sources.cal.embedScriptUrl));
  directives['frame-src']!.push(originOf(sources.cal.origin));
  if (sources.google.analytics) merge(directives, GOOGLE_ANALYTICS);
  if (sources.google.ads) merge(directives, GOOGLE_ADS);

  return Object.entries(directives)
    .filter(([, list]) => list.length > 0)
    .map(([name, list]) =>
      [name, ...new Set(list.filter((source) => !coveredByWildcard(source, list)))].join(' '),
    )
    .join('; ');
}

/**
 * A prerendered page's own policy for scripts, set by a <meta> before its first script: its loader,
 * trusted by `loaderHash`, and whatever trusted scripts add ('strict-dynamic'), which a browser that
 * knows it reads instead of any host. `https:` and 'self' are only for a browser from before 2022.
 */
export function pageScriptPolicy(loaderHash: string): string {
  return `script-src ${loaderHash} 'strict-dynamic' https: 'self'`;
}

/** Headers every response of the site, the widgets and the demo carries. */
export const BASELINE_HEADERS: Array<[string, string]> = [
  ['Strict-Transport-Security', 'max-age=31536000; includeSubDomains'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
];

/** Every header the site's pages are sent with. */
export function siteSecurityHeaders(sources: SiteSources): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(sources)],
    ...BASELINE_HEADERS,
    // For browsers that predate frame-ancestors.
    ['X-Frame-Options', 'DENY'],
    [
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), browsing-topics=()',
    ],
  ];
}

export type HeaderRule = { pattern: string; headers: Array<[string, string]> };

/**
 * The widget bundles, relative to their folder: partners' pages fetch them from another origin, and
 * ES modules need CORS for that; the shared chunks are named by content, so they never change.
 */
export const WIDGET_HEADER_RULES: HeaderRule[] = [
  {
    pattern: '/*',
    headers: [
      ['Access-Control-Allow-Origin', '*'],
      // Also for pages that isolate themselves (Cross-Origin-Embedder-Policy) and load the classic
      // scripts without CORS.
      ['Cross-Origin-Resource-Policy', 'cross-origin'],
    ],
  },
  { pattern: '/chunks/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  { pattern: '/esm/chunks/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
];

/**
 * The strict-CSP demo page's policy: scripts, styles and everything else from the page's own origin
 * only, as a strict partner would set it. It repeats every restriction of the site's policy that
 * applies to it (framing, objects, base, forms, frames), so it is at least as strict as the policy
 * of `/*` on every directive: Netlify, which sends the later of two rules' values, and Cloudflare
 * Pages, which sends both, give the page the same effective policy (policyImplies checks it).
 */
export const STRICT_DEMO_POLICY =
  "default-src 'self'; script-src 'self'; style-src 'self'; frame-src 'none'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'";

/** The demo harness, relative to its folder: not for search engines; its strict-CSP page. */
export const DEMO_HEADER_RULES: HeaderRule[] = [
  { pattern: '/*', headers: [['X-Robots-Tag', 'noindex']] },
  { pattern: '/csp/*', headers: [['Content-Security-Policy', STRICT_DEMO_POLICY]] },
];

function under(prefix: string, rules: HeaderRule[]): HeaderRule[] {
  return rules.map((rule) => ({ ...rule, pattern: `${prefix}${rule.pattern}` }));
}

/**
 * The publish root's `_headers`: the site's headers for every path (the widget bundles and the demo
 * harness included: security headers and no framing everywhere), then the widgets' and the demo's
 * own rules under their folders.
 */
export function rootHeaderRules(sources: SiteSources): HeaderRule[] {
  return [
    { pattern: '/*', headers: siteSecurityHeaders(sources) },
    // Calendar apps and browsers know a calendar by its type.
    { pattern: '/calendar/*', headers: [['Content-Type', 'text/calendar; charset=utf-8']] },
    ...under('/widgets', WIDGET_HEADER_RULES),
    ...under('/demo', DEMO_HEADER_RULES),
  ];
}

// Directives that fall back to default-src when a policy leaves them out.
const FETCH_DIRECTIVES = new Set([
  'child-src',
  'connect-src',
  'font-src',
  'frame-src',
  'img-src',
  'manifest-src',
  'media-src',
  'object-src',
  'script-src',
  'script-src-elem',
  'style-src',
  'worker-src',
]);

function parsePolicy(policy: string): Map<string, Set<string>> {
  const parsed = new Map<string, Set<string>>();
  for (const part of policy.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) parsed.set(name, new Set(sources.filter((source) => source !== "'none'")));
  }
  return parsed;
}

/**
 * Whether `narrow` allows nothing that `broad` refuses: every directive of `broad` is in `narrow`
 * (itself or through default-src) with no source `broad` lacks.
 */
export function policyImplies(narrow: string, broad: string): boolean {
  const n = parsePolicy(narrow);
  const b = parsePolicy(broad);
  const effective = (policy: Map<string, Set<string>>, name: string) =>
    policy.get(name) ?? (FETCH_DIRECTIVES.has(name) ? policy.get('default-src') : undefined);
  return [...new Set([...b.keys(), ...n.keys()])].every((name) => {
    const theirs = effective(b, name);
    // What the broad policy does not restrict, the narrow one may restrict or not.
    if (theirs === undefined) return true;
    const mine = effective(n, name);
    return mine !== undefined && [...mine].every((source) => theirs.has(source));
  });
}

/** A `_headers` file: each path pattern, then its headers indented. */
export function headersFile(rules: HeaderRule[], comment?: string): string {
  const lines = comment ? comment.split('\n').map((line) => `# ${line}`) : [];
  for (const rule of rules) {
    lines.push(rule.pattern, ...rule.headers.map(([name, value]) => `  ${name}: ${value}`));
  }
  return `${lines.join('\n')}\n`;
}

/** The CSP source that allows one inline script: `'sha256-<base64 of its body's digest>'`. */
export function scriptHashSource(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

const EXECUTABLE_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/**
 * The bodies of the inline scripts in `html` that a browser would run (data blocks such as
 * `application/ld+json` are not run, so CSP does not govern them).
 */
export function inlineScripts(html: string): string[] {
  const found: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (EXECUTABLE_TYPES.has(type)) found.push(match[2] ?? '');
  }
  return found;
}
