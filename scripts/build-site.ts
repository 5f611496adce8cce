// `npm run build:site`: builds the site's client bundle into dist/site, then a Node bundle of the
// same app, and prerenders every route to dist/site/<route>/index.html with its own head (title,
// description, canonical, Open Graph, JSON-LD), plus 404.html, sitemap.xml, robots.txt, the tax
// deadlines' calendar files (scripts/calendars.ts) and the publish root's `_headers` file with the
// security headers of scripts/security-headers.ts for this build's sources (the site's, the widgets'
// and the demo's).
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import Beasties from 'beasties';
import { CALCULATOR_PAGES } from '../calculators/pages.ts';
import { build } from 'vite';
import type { SiteRoute } from '../site/app/route-meta.ts';
import { REST_OF_STYLESHEET_ATTRIBUTE } from '../site/lib/rest-of-stylesheet.ts';
import type * as ServerModule from '../site/entry-server.tsx';
import { deadlineCalendars } from './calendars.ts';
import { PAGE_LOADER, pageLoaderScript } from './page-loader.ts';
import {
  inlineInFull,
  restFilePath,
  splitStylesheet,
  type SplitStylesheet,
} from './page-styles.ts';
import {
  headersFile,
  inlineScripts,
  pageScriptPolicy,
  rootHeaderRules,
  scriptHashSource,
  type SiteSources,
} from './security-headers.ts';

const ROOT = resolve(import.meta.dirname, '..');
const CONFIG = join(ROOT, 'site/vite.config.ts');
// SITE_OUT_DIR builds elsewhere (for a private preview) without touching the shared dist/.
const OUT = resolve(process.env.SITE_OUT_DIR ?? join(ROOT, 'dist/site'));
const SSR_OUT = join(ROOT, '.data', `site-ssr-${process.pid}`);

type ServerEntry = typeof ServerModule;
type ManifestChunk = {
  file: string;
  imports?: string[];
  dynamicImports?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** JSON for a <script> element: `<` escaped so no text can close the element early. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

const GUIDE = /^\/guides\/([a-z0-9-]+)$/;

/**
 * The modules a route's page is built from, as the manifest names them (from the site's root): a
 * calculator's page (calculators/<id>/page.tsx), site/pages/<name>.tsx, and for a guide the one
 * guide page and its body (site/content/guides/<slug>.md, rendered at build).
 */
export function pageModules(path: string): string[] {
  if (path === '/') return ['pages/home.tsx'];
  if (path === '/404') return ['pages/not-found.tsx'];
  const calculator = CALCULATOR_PAGES.find((page) => page.path === path);
  if (calculator) return [`../calculators/${calculator.id}/page.tsx`];
  const guide = GUIDE.exec(path);
  if (guide) return ['pages/guide.tsx', `content/guides/${guide[1]}.md?guide`];
  return [`pages${path}.tsx`];
}

/**
 * The chunks the entry imports when it runs, the route's page chunks, and the chunks they import
 * that the entry has not already loaded.
 */
export function preloadsFor(manifest: Manifest, path: string): string[] {
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  const loaded = new Set<string>();
  const walk = (key: string, into: Set<string>) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return;
    into.add(key);
    for (const next of chunk.imports ?? []) walk(next, into);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key] === entry);
  if (entryKey) walk(entryKey, loaded);
  const page = new Set<string>();
  // What the entry imports at once, in a task of its own (the app it starts: site/start.tsx).
  for (const module of entry?.dynamicImports ?? []) walk(module, page);
  for (const module of pageModules(path)) walk(module, page);
  return [...page].filter((key) => !loaded.has(key)).map((key) => `/${manifest[key]!.file}`);
}

function structuredData(server: ServerEntry, meta: SiteRoute): object | undefined {
  const { PRACTICE, officeAddress, FAQ_TABS } = server;
  if (meta.structuredData === 'article' && meta.guide) {
    const url = server.canonicalUrl(meta.path);
    const practice = {
      '@type': 'AccountingService',
      '@id': `${PRACTICE.siteUrl}/#practice`,
      name: PRACTICE.name,
      url: `${PRACTICE.siteUrl}/`,
      logo: `${PRACTICE.siteUrl}/favicon.svg`,
    };
    return {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: meta.guide.title,
      description: meta.guide.description,
      datePublished: meta.guide.date,
      dateModified: meta.guide.reviewedOn,
      inLanguage: 'en-GB',
      url,
      mainEntityOfPage: url,
      author: practice,
      publisher: practice,
    };
  }
  if (meta.structuredData === 'faq') {
    return {
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: FAQ_TABS.flatMap((tab) => tab.items).map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    };
  }
  if (meta.structuredData === 'calculator') {
    return {
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: meta.heading ?? meta.title,
      description: meta.description,
      url: `${PRACTICE.siteUrl}${meta.path}`,
      applicationCategory: 'FinanceApplication',
      operatingSystem: 'Any',
      offers: { '@type': 'Offer', price: 0, priceCurrency: 'GBP' },
      provider: { '@id': `${PRACTICE.siteUrl}/#practice` },
    };
  }
  if (meta.structuredData !== 'organisation') return undefined;
  const hours = {
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: PRACTICE.hours.days,
    opens: PRACTICE.hours.opens,
    closes: PRACTICE.hours.closes,
  };
  const address = (office: (typeof PRACTICE.offices)[number]) => ({
    '@type': 'PostalAddress',
    streetAddress: office.streetAddress,
    addressLocality: office.locality,
    addressRegion: office.region,
    postalCode: office.postalCode,
    addressCountry: office.country,
  });
  const [head] = PRACTICE.offices;
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    '@id': `${PRACTICE.siteUrl}/#practice`,
    name: PRACTICE.name,
    legalName: PRACTICE.legalName,
    description: meta.description,
    url: `${PRACTICE.siteUrl}/`,
    logo: `${PRACTICE.siteUrl}/favicon.svg`,
    image: `${PRACTICE.siteUrl}/images/office.svg`,
    telephone: PRACTICE.phone.tel,
    email: PRACTICE.email,
    priceRange: '££',
    areaServed: 'GB',
    foundingDate: String(PRACTICE.foundedYear),
    sameAs: [PRACTICE.social.linkedin],
    address: head ? address(head) : undefined,
    openingHoursSpecification: [hours],
    aggregateRating: {
      '@type': 'AggregateRating',
      ratingValue: PRACTICE.rating.average,
      reviewCount: PRACTICE.rating.total,
      bestRating: 5,
      worstRating: 1,
    },
    department: PRACTICE.offices.map((office) => ({
      '@type': 'AccountingService',
      name: `${PRACTICE.name}, ${office.name}`,
      description: officeAddress(office),
      telephone: PRACTICE.phone.tel,
      address: address(office),
      geo: { '@type': 'GeoCoordinates', latitude: office.latitude, longitude: office.longitude },
      openingHoursSpecification: [hours],
    })),
  };
}

export function headFor(
  server: ServerEntry,
  meta: SiteRoute,
  entry: string,
  preloads: string[],
): string {
  const { PRACTICE, canonicalUrl, sessionStorageKey, supabaseUrl } = server;
  const url = canonicalUrl(meta.path);
  // A build without a backend has nobody to sign in: its page for the signed-in says so itself.
  const signedOut =
    meta.signedOutTo && supabaseUrl
      ? { to: meta.signedOutTo, sessionKey: sessionStorageKey(supabaseUrl) }
      : undefined;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
    meta.path === '/404' ? '' : `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:type" content="${meta.guide ? 'article' : 'website'}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRACTICE.name)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    // The page's own policy for scripts, before its first one: the loader below by its hash and
    // what that loader starts (scripts/security-headers.ts).
    `<meta http-equiv="Content-Security-Policy" content="${escapeHtml(pageScriptPolicy(scriptHashSource(PAGE_LOADER)))}" />`,
    // The entry and the page's own modules, started by the one script that policy trusts.
    pageLoaderScript(entry, preloads, signedOut),
  ];
  const data = structuredData(server, meta);
  if (data) tags.push(`<script type="application/ld+json">${jsonForScript(data)}</script>`);
  return tags.filter(Boolean).join('\n    ');
}

/**
 * Each page carries inline the rules its prerendered markup uses (Beasties matches the stylesheet's
 * selectors against the page), so a phone on a slow network paints its first response without
 * waiting for a second request; and, in full, the parts of the stylesheet that apply to every
 * element, the typeface's faces among them (scripts/page-styles.ts says why; the font stack names
 * the fallback faces through a custom property, which Beasties does not follow, and the first paint
 * needs them).
 *
 * The rest of the stylesheet follows from the end of <body>, linked for print so that it holds up
 * no paint (site/lib/rest-of-stylesheet.ts turns it on for the screen); without scripts, its
 * <noscript> copy applies.
 */
async function inlineCriticalCss(
  html: string,
  beasties: Beasties,
  styles: { split: SplitStylesheet; restPath: string },
): Promise<string> {
  const critical = await beasties.process(html);
  const link = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(critical);
  const inlined = /<style>([\s\S]*?)<\/style>/.exec(critical);
  if (!link || !inlined) throw new Error('Beasties left no inlined CSS and stylesheet link');
  const rest = link[0].replace(`/${link[1]!}`, `/${styles.restPath}`);
  const forPrint = rest.replace('<link ', `<link media="print" ${REST_OF_STYLESHEET_ATTRIBUTE} `);
  return critical
    .replace(inlined[0], () => `<style>${inlineInFull(inlined[1]!, styles.split)}</style>`)
    .replace(link[0], () => `${forPrint}<noscript>${rest}</noscript>`);
}

/** What the built site talks to, as the bundle was configured, and the inline scripts it carries. */
export function siteSources(server: ServerEntry, pages: string[]): SiteSources {
  const { PRACTICE } = server;
  return {
    supabaseUrl: server.supabaseUrl,
    reviewsEndpoint: server.reviewsEndpoint(),
    cal: { embedScriptUrl: PRACTICE.cal.embedScriptUrl, origin: PRACTICE.cal.origin },
    google: {
      analytics: Boolean(PRACTICE.analytics.measurementId),
      ads: Boolean(PRACTICE.analytics.adsId),
    },
    inlineScriptHashes: [...new Set(pages.flatMap(inlineScripts).map(scriptHashSource))],
  };
}

function outputFile(path: string): string {
  if (path === '/') return join(OUT, 'index.html');
  if (path === '/404') return join(OUT, '404.html');
  return join(OUT, path.slice(1), 'index.html');
}

function write(file: string, content: string) {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, content);
}

async function main() {
  const started = Date.now();
  console.log('▶ site: client bundle');
  await build({ configFile: CONFIG, mode: 'production', logLevel: 'warn', build: { outDir: OUT } });

  console.log('▶ site: prerender bundle');
  rmSync(SSR_OUT, { recursive: true, force: true });
  await build({
    configFile: CONFIG,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    build: {
      ssr: 'entry-server.tsx',
      outDir: SSR_OUT,
      emptyOutDir: true,
      manifest: false,
      copyPublicDir: false,
    },
  });

  const server = (await import(
    pathToFileURL(join(SSR_OUT, 'entry-server.js')).href
  )) as ServerEntry;
  // Vite's entry script becomes the loader's to start (scripts/page-loader.ts), with the page's
  // modules, all at a low priority: they hydrate what is already painted, so a phone on a slow
  // network gets the page's styles and images first.
  const built = readFileSync(join(OUT, 'index.html'), 'utf8');
  const entryTag = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/.exec(built);
  if (!entryTag || /rel="modulepreload"/.test(built))
    throw new Error('site/index.html: expected one entry script and no modulepreload from Vite');
  const entry = entryTag[1]!;
  const template = built.replace(entryTag[0], '');
  // The stylesheet Vite built, split once: what every page inlines in full, and the rest it links.
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/.exec(template);
  if (!stylesheet) throw new Error('site/index.html: expected one stylesheet link from Vite');
  const split = splitStylesheet(readFileSync(join(OUT, stylesheet[1]!), 'utf8'));
  const restPath = restFilePath(stylesheet[1]!, split.rest);
  write(join(OUT, restPath), split.rest);
  const beasties = new Beasties({
    path: OUT,
    publicPath: '/',
    preload: 'body',
    pruneSource: false,
    inlineFonts: false,
    preloadFonts: false,
    // Kept whole, as Beasties misjudges them: a selector that is wholly a pseudo-class, as Tailwind
    // writes the spacing between children (`:where(.space-y-6>:not(:last-child))`), and a class
    // with `&` in it (`[&_h2]:mt-10`), which it compares with the markup's `&amp;`.
    allowRules: [/^:where\(/, /\\&/],
    logLevel: 'warn',
  });
  const manifestFile = join(OUT, '.vite/manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;

  const failures: string[] = [];
  const pages: SiteRoute[] = [...server.ROUTES, server.NOT_FOUND_META];
  const written: string[] = [];
  for (const meta of pages) {
    let body = '';
    try {
      body = await server.render(meta.path);
    } catch (error) {
      // The page still works as a client-rendered shell; the prerender test reports it.
      failures.push(meta.path);
      console.error(`✖ prerender ${meta.path}:`, error);
    }
    const html = await inlineCriticalCss(
      template
        .replace('<!--app-head-->', headFor(server, meta, entry, preloadsFor(manifest, meta.path)))
        .replace('<!--app-html-->', body),
      beasties,
      { split, restPath },
    );
    write(outputFile(meta.path), html);
    written.push(html);
  }

  const { PRACTICE } = server;
  // The build's own date (SOURCE_DATE_EPOCH when set), so the same sources build the same sitemap.
  const today = server.BUILD_DATE.toISOString().slice(0, 10);
  const indexed = server.ROUTES.filter((route) => !route.noindex);
  write(
    join(OUT, 'sitemap.xml'),
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...indexed.map(
        (route) =>
          `  <url><loc>${escapeHtml(server.canonicalUrl(route.path))}</loc><lastmod>${today}</lastmod><priority>${(route.priority ?? 0.6).toFixed(1)}</priority></url>`,
      ),
      '</urlset>',
      '',
    ].join('\n'),
  );
  // Every tax deadline as a calendar file, and the feed of them all (the /tax-deadlines page links them).
  const calendars = deadlineCalendars(
    server.allDeadlines(),
    { name: PRACTICE.name, url: PRACTICE.siteUrl },
    server.BUILD_DATE,
  );
  for (const [path, content] of calendars) write(join(OUT, path.slice(1)), content);
  write(
    join(OUT, 'robots.txt'),
    `User-agent: *\nAllow: /\n\nSitemap: ${PRACTICE.siteUrl}/sitemap.xml\n`,
  );
  // The publish root's rules, for the widgets and the demo harness published beneath it too.
  write(
    join(OUT, '_headers'),
    headersFile(
      rootHeaderRules(siteSources(server, written)),
      'Generated by scripts/build-site.ts from scripts/security-headers.ts for this build.\nThe only _headers a static host reads: the site here, dist/widgets/ under /widgets/, dist/demo/ under /demo/.',
    ),
  );
  rmSync(join(OUT, '.vite'), { recursive: true, force: true });
  // Beasties read Vite's whole stylesheet; every page now links the rest in its place.
  rmSync(join(OUT, stylesheet[1]!));
  rmSync(SSR_OUT, { recursive: true, force: true });

  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(
    `✔ site: ${pages.length - failures.length}/${pages.length} pages prerendered, ${indexed.length} in the sitemap, ${calendars.size} calendar files (${seconds} s)`,
  );
  if (failures.length)
    console.error(`✖ not prerendered (client-rendered only): ${failures.join(', ')}`);
  if (!existsSync(join(OUT, 'index.html'))) process.exit(1);
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
