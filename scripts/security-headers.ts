// The site's security headers, declared once: scripts/build-site.ts writes them into the site's
// `_headers` (Netlify / Cloudflare Pages format) and scripts/serve.ts sends what that file says, as
// the static host does.
//
// The Content-Security-Policy allows exactly what the site loads: its own files; Google's tag
// (gtag.js and the endpoints it calls), which the site requests only after analytics or marketing
// consent and only when the build has a measurement or Ads id; Cal.com's embed script and its
// booking iframe; and the Supabase project (data, auth, storage photos, the reviews function).

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
  /** `'sha256-…'` sources for inline scripts the prerendered pages carry (none today). */
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
    // blob: is the team admin's preview of a photo before upload.
    'img-src': ["'self'", 'blob:'],
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
