// Reads the built pages from disk: what a crawler or a visitor without JavaScript receives.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { CALCULATOR_PAGES } from '../../calculators/pages.ts';
import { ROUTES, canonicalUrl } from '../../site/app/route-meta.ts';
import { GUIDES, guidePath } from '../../site/content/guides.ts';
import { PRACTICE } from '../../site/content/practice.ts';
import { CALCULATOR_APIS } from '../../widgets/api.ts';
import { pageScripts } from '../../scripts/page-loader.ts';
import { INLINED_LAYERS, splitStylesheet } from '../../scripts/page-styles.ts';

// SITE_DIST_DIR checks a build made elsewhere (scripts/build-site.ts's SITE_OUT_DIR).
const SITE = process.env.SITE_DIST_DIR ?? join(process.cwd(), 'dist/site');

function fileFor(path: string) {
  return path === '/' ? join(SITE, 'index.html') : join(SITE, path.slice(1), 'index.html');
}

/** The file as served, without React's empty text separators (`<!-- -->`). */
function read(path: string) {
  return readFileSync(fileFor(path), 'utf8').replace(/<!-- -->/g, '');
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The text of the first <h1> in the server HTML, with tags removed. */
function h1Text(html: string): string | undefined {
  const match = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

beforeAll(() => {
  expect(existsSync(SITE), 'dist/site is missing: run npm run build:site first').toBe(true);
});

describe('each route is prerendered with its heading and head', () => {
  for (const route of ROUTES) {
    test(route.path, () => {
      const html = read(route.path);
      expect(html).toContain(`<title>${escape(route.title)}</title>`);
      expect(html).toContain(`<meta name="description" content="${escape(route.description)}"`);
      expect(html).toContain(`<link rel="canonical" href="${escape(canonicalUrl(route.path))}"`);
      expect(html).toContain(`<meta property="og:title" content="${escape(route.title)}"`);
      expect(html).toContain(
        `<meta property="og:url" content="${escape(canonicalUrl(route.path))}"`,
      );
      if (route.heading) expect(h1Text(html)).toBe(route.heading);
      // The page body is in the HTML, not only a script: the footer and main landmark are there.
      expect(html).toMatch(/<main id="main"[^>]*>[\s\S]+<\/main>/);
      expect(html).toContain('Manage Cookies');
      const robots = /<meta name="robots" content="noindex/.test(html);
      expect(robots).toBe(Boolean(route.noindex));
    });
  }
});

// scripts/page-styles.ts: what applies to every element is inlined in full, the same on every page
// whatever its markup, and the one linked sheet has the rest.
test('every page inlines the faces and the layers for every element in full, and links the rest', () => {
  const pages = ROUTES.map((route) => read(route.path));
  const inlined = pages.map((html) =>
    splitStylesheet(/<style>([\s\S]*?)<\/style>/.exec(html)![1]!),
  );
  const [first] = inlined;
  expect(first!.faces).toContain('@font-face');
  for (const [index, page] of inlined.entries()) {
    expect(page.faces, ROUTES[index]!.path).toBe(first!.faces);
    for (const name of INLINED_LAYERS)
      expect(page.layers.get(name), `${ROUTES[index]!.path}: @layer ${name}`).toBe(
        first!.layers.get(name),
      );
  }
  const linked = new Set(
    pages.flatMap((html) =>
      [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"/g)].map(
        (match) => match[1]!,
      ),
    ),
  );
  expect([...linked]).toHaveLength(1);
  const rest = readFileSync(join(SITE, [...linked][0]!), 'utf8');
  expect(rest).not.toContain('@font-face');
  for (const name of INLINED_LAYERS) expect(rest).not.toContain(`@layer ${name}{`);
});

// The practice's typeface is added once the page is interactive, so no page's first paint waits
// for it (tests/site/font.spec.ts checks the swap in the browser).
test('no prerendered page asks for a font before it is interactive', () => {
  for (const route of ROUTES) {
    const html = read(route.path);
    // Neither a preload nor an @font-face in the inlined stylesheet: either would fetch the font
    // alongside the page's scripts and hero image, before the first paint.
    expect(html, route.path).not.toMatch(/rel="preload"[^>]*as="font"|\.woff2\b/);
    // The fallbacks the first paint uses are declared.
    expect(html, route.path).toContain('Inter Fallback Arial');
  }
});

test('the sitemap lists every indexable route and nothing else', () => {
  const sitemap = readFileSync(join(SITE, 'sitemap.xml'), 'utf8');
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  const expected = ROUTES.filter((route) => !route.noindex).map((route) =>
    canonicalUrl(route.path),
  );
  expect(listed.sort()).toEqual(expected.sort());
  for (const hidden of [
    '/auth',
    '/team-admin',
    '/booking-confirmation',
    '/accounts-booking-confirmation',
    '/self-assessment-booking-confirmation',
  ]) {
    expect(listed).not.toContain(canonicalUrl(hidden));
  }
});

test('robots.txt points at the sitemap', () => {
  const robots = readFileSync(join(SITE, 'robots.txt'), 'utf8');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toContain(`Sitemap: ${canonicalUrl('/')}sitemap.xml`);
});

test('404.html holds the not-found page and is not indexed', () => {
  const html = readFileSync(join(SITE, '404.html'), 'utf8');
  expect(h1Text(html)).toBe('Oops! Page not found');
  expect(html).toContain('<meta name="robots" content="noindex');
});

test('the home page describes the practice as an AccountingService', () => {
  const [data] = jsonLd(read('/'));
  expect(data?.['@type']).toBe('AccountingService');
  const rating = data?.aggregateRating as Record<string, unknown>;
  expect(rating).toMatchObject({ '@type': 'AggregateRating', ratingValue: 4.9, reviewCount: 127 });
  const offices = data?.department as Array<Record<string, unknown>>;
  expect(offices).toHaveLength(2);
  for (const office of offices) {
    expect(office.address).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'GB' });
  }
  const hours = (data?.openingHoursSpecification as Array<Record<string, unknown>>)[0];
  expect(hours).toMatchObject({ opens: '09:00', closes: '17:00' });
  expect(hours?.dayOfWeek).toHaveLength(5);
});

test('the FAQ page carries FAQPage data for all eleven questions', () => {
  const [data] = jsonLd(read('/faq'));
  expect(data?.['@type']).toBe('FAQPage');
  const questions = data?.mainEntity as Array<{ name: string; acceptedAnswer: { text: string } }>;
  expect(questions).toHaveLength(11);
  expect(questions.every((q) => q.name.endsWith('?') && q.acceptedAnswer.text.length > 40)).toBe(
    true,
  );
});

describe('every calculator page describes itself as a free WebApplication', () => {
  for (const page of CALCULATOR_PAGES) {
    test(page.path, () => {
      const [data] = jsonLd(read(page.path));
      expect(data).toMatchObject({
        '@type': 'WebApplication',
        name: page.heading,
        url: canonicalUrl(page.path),
        applicationCategory: 'FinanceApplication',
        offers: { price: 0, priceCurrency: 'GBP' },
      });
    });
  }
});

test('the planner page describes itself as a free WebApplication and is linked from the calculators', () => {
  const [data] = jsonLd(read('/salary-dividend-planner'));
  expect(data).toMatchObject({
    '@type': 'WebApplication',
    name: 'Salary and Dividends Planner',
    url: canonicalUrl('/salary-dividend-planner'),
    offers: { price: 0, priceCurrency: 'GBP' },
  });
  expect(read('/directors-tax-calculator')).toMatch(
    /Not sure how to split\? <a[^>]*href="\/salary-dividend-planner"[^>]*>Plan it\.<\/a>/,
  );
});

test('the calculators page links every calculator of the registry to its page', () => {
  const html = read('/tax-calculator');
  for (const { calculator } of CALCULATOR_APIS) {
    expect(html, calculator.id).toContain(`href="${calculator.route}"`);
    expect(html, calculator.id).toContain(calculator.title);
  }
});

test('the sole trader comparison describes itself as a free WebApplication and is linked where the question arises', () => {
  const [data] = jsonLd(read('/sole-trader-vs-limited-company'));
  expect(data).toMatchObject({
    '@type': 'WebApplication',
    name: 'Sole Trader or Limited Company?',
    url: canonicalUrl('/sole-trader-vs-limited-company'),
    offers: { price: 0, priceCurrency: 'GBP' },
  });
  expect(read('/self-employed-tax-calculator')).toMatch(
    /<a[^>]*href="\/sole-trader-vs-limited-company"[^>]*>Earning more\? Compare a limited company<\/a>/,
  );
  for (const path of ['/company-registration', '/tax-calculator']) {
    expect(read(path)).toContain('href="/sole-trader-vs-limited-company"');
  }
});

test('stats and fees are in the server HTML with their final values, including VAT', () => {
  const accounts = read('/accounts-tax');
  expect(accounts).toContain('500+');
  // More than 10 people: £1,750 + VAT, £2,100 including it.
  expect(accounts).toContain('£2,100');
  expect(accounts).toContain('£1,750 + VAT');
  const home = read('/');
  expect(home).toContain('£3.2k');
  const pricing = read('/pricing');
  for (const fee of [
    // Accounts, a year, including VAT: £750, £950, £1,450 and £1,750 + VAT.
    '£900',
    '£1,140',
    '£1,740',
    '£2,100',
    // Returns: the personal return, self-employed, landlords by band.
    '£180',
    '£300',
    '£350',
    '£450',
    '£595',
    '£795',
    '£995',
  ]) {
    expect(pricing).toContain(fee);
  }
  // No ranges, no "from" for a return.
  expect(pricing).not.toMatch(/£[\d,]+–£/);
  expect(pricing).not.toContain('From £595');
});

test('the home page loads no calculator: the engine arrives with the pages that calculate', () => {
  const html = read('/');
  const scripts = pageScripts(html);
  expect(scripts.length).toBeGreaterThan(1);
  const firstLoad = scripts.map((src) => readFileSync(join(SITE, src), 'utf8')).join('\n');
  // Text only the calculators' working carries: the director's, the planner's, the self-employed
  // calculator's, and a source only a calculator cites.
  for (const marker of [
    'Personal allowance used',
    'Less marginal relief',
    'Less allowable expenses',
    'ITA 2007 s23',
  ]) {
    expect(firstLoad, marker).not.toContain(marker);
  }
  // The fees the page quotes are there: the markers would be found if the engine were.
  expect(firstLoad).toContain('payroll');
});

// React and the app evaluate in two tasks (site/main.tsx): React DOM runs in the entry, which then
// imports the app's chunk; every page preloads that chunk, so it is no request made after the entry.
test('React DOM is in the entry, and every page preloads the app the entry starts', () => {
  const pages = ROUTES.map((route) => ({
    path: route.path,
    scripts: pageScripts(read(route.path)),
  }));
  // One entry for every page, read once.
  const entries = new Set(pages.map((page) => page.scripts[0]));
  expect(entries.size).toBe(1);
  const [entry] = entries;
  const code = readFileSync(join(SITE, entry!), 'utf8');
  const started = [...code.matchAll(/import\(`\.\/([^`]+\.js)`\)/g)].map((m) => `/assets/${m[1]}`);
  expect(started).toHaveLength(1);
  for (const page of pages) expect(page.scripts.slice(1), page.path).toContain(started[0]);
  // React DOM's own check for its devtools: in the entry, not in the app it starts.
  expect(code).toContain('__REACT_DEVTOOLS_GLOBAL_HOOK__');
  expect(readFileSync(join(SITE, started[0]!), 'utf8')).not.toContain(
    '__REACT_DEVTOOLS_GLOBAL_HOOK__',
  );
});

test('every guide is prerendered with its metadata, its body rendered from Markdown, and Article data', () => {
  for (const guide of GUIDES) {
    const path = guidePath(guide.slug);
    const html = read(path);
    expect(html, path).toContain('<meta property="og:type" content="article"');
    const [data] = jsonLd(html);
    expect(data, path).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline: guide.title,
      description: guide.description,
      datePublished: guide.date,
      dateModified: guide.reviewedOn,
      inLanguage: 'en-GB',
      url: canonicalUrl(path),
      mainEntityOfPage: canonicalUrl(path),
      author: expect.objectContaining({ name: PRACTICE.name }),
      publisher: expect.objectContaining({ name: PRACTICE.name }),
    });
    // The body is in the server HTML, its sections with ids to link to, and the dates shown.
    expect(html, path).toMatch(/data-guide-body[^>]*>\s*<p>/);
    expect(html, path).toMatch(/<h2 id="[a-z0-9-]+">/);
    expect(html, path).toContain(`<time datetime="${guide.reviewedOn}">`);
    // Listed on /guides.
    expect(read('/guides'), path).toContain(`href="${path}"`);
  }
});

test('guides and calculators link to each other, once the calculator has its page', () => {
  const routes = new Set(ROUTES.map((route) => route.path));
  for (const guide of GUIDES) {
    const path = guidePath(guide.slug);
    const link = `href="${guide.calculator}"`;
    if (routes.has(guide.calculator)) {
      expect(read(guide.calculator), guide.slug).toContain(`href="${path}"`);
      expect(read(path), guide.slug).toContain(link);
    } else {
      // A calculator without its page yet is not linked.
      expect(read(path), guide.slug).not.toContain(link);
    }
  }
});
