// Builds the demo harness (demo/) into dist/demo/, served at /demo/. Pages load the widgets only from
// the built bundles at /widgets/ by <script> tag, as a partner's page would; they are never bundled.
import { readFileSync, readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin } from 'vite';
import type { WidgetInfo } from '../demo/scripts/catalogue.ts';
import { escapeHtml } from '../demo/scripts/snippet.ts';
import { CALCULATOR_APIS } from '../widgets/api.ts';
import { CATALOGUE_MODULE, WIDGETS, catalogueModule } from './build-demo-catalogue.ts';

const ROOT = resolve('demo');
const OUT_DIR = resolve('dist/demo');
const TEMPLATE = join(ROOT, 'templates', 'widget.html');

export function slugOf(tag: string): string {
  return tag.replace(/^acct-/, '');
}

/** The markup each widget page starts with: the attributes a partner would most likely write. */
function elementMarkup(widget: WidgetInfo): string {
  const attributes = widget.attributes
    .map((control) =>
      control.kind === 'text' && control.initial
        ? ` ${control.name}="${escapeHtml(control.initial)}"`
        : '',
    )
    .join('');
  return `<${widget.tag}${attributes}></${widget.tag}>`;
}

function eventsNote(widget: WidgetInfo): string {
  if (widget.events.includes('acct-calculate')) {
    return 'Logs acct-calculate, with { taxYear, input, result }, each time Calculate succeeds.';
  }
  if (widget.events.includes('acct-consent-change')) {
    return 'Logs acct-consent-change, with { consent, date }, on every choice in the banner or dialog.';
  }
  return 'This widget dispatches no events of its own.';
}

export function renderWidgetPage(template: string, widget: WidgetInfo): string {
  const values: Record<string, string> = {
    tag: widget.tag,
    name: escapeHtml(widget.name),
    description: escapeHtml(widget.description),
    events: escapeHtml(eventsNote(widget)),
    element: elementMarkup(widget),
  };
  return template.replace(/\{\{(\w+)\}\}/g, (match, key: string) => values[key] ?? match);
}

export function renderCards(): string {
  return WIDGETS.map(
    (widget) => `
          <li class="card">
            <h3><a href="/demo/${slugOf(widget.tag)}/">${escapeHtml(widget.name)}</a></h3>
            <p>${escapeHtml(widget.description)}</p>
            <code class="card-tag">&lt;${widget.tag}&gt;</code>
          </li>`,
  ).join('');
}

/** The strict-CSP page's script tags: every widget's classic bundle, deferred. */
export function renderWidgetScripts(widgets: readonly WidgetInfo[] = WIDGETS): string {
  return widgets
    .map(({ tag }) => `<script src="/widgets/${tag}.js" defer vite-ignore></script>`)
    .join('\n    ');
}

const CALCULATOR_TAGS = new Set<string>(CALCULATOR_APIS.map(({ tag }) => tag));

/**
 * The strict-CSP page's panels: one per calculator of the registry, each with the markup its widget
 * page starts with. An odd last panel spans the grid's two columns.
 */
export function renderCalculatorPanels(widgets: readonly WidgetInfo[] = WIDGETS): string {
  const calculators = widgets.filter(({ tag }) => CALCULATOR_TAGS.has(tag));
  return calculators
    .map((widget, index) => {
      const slug = slugOf(widget.tag);
      const wide = index === calculators.length - 1 && calculators.length % 2 === 1;
      return `<section class="panel${wide ? ' csp-wide' : ''}" aria-labelledby="csp-${slug}">
          <h2 id="csp-${slug}">${escapeHtml(widget.name)}</h2>
          ${elementMarkup(widget)}
        </section>`;
    })
    .join('\n        ');
}

const PLACEHOLDERS: Record<string, () => string> = {
  cards: renderCards,
  'widget-scripts': () => renderWidgetScripts(),
  'calculator-panels': () => renderCalculatorPanels(),
};

const RESOLVED_CATALOGUE = `\0${CATALOGUE_MODULE}`;

/**
 * Serves each widget page from the one template, as if demo/<slug>/index.html existed, and the
 * harness's catalogue of widgets, generated from their declared APIs.
 */
function widgetPages(): Plugin {
  const pages = new Map(
    WIDGETS.map((widget) => [join(ROOT, slugOf(widget.tag), 'index.html'), widget]),
  );
  return {
    name: 'acct-demo-widget-pages',
    enforce: 'pre',
    resolveId(id) {
      if (id === CATALOGUE_MODULE) return RESOLVED_CATALOGUE;
      return pages.has(id) ? id : undefined;
    },
    async load(id) {
      if (id === RESOLVED_CATALOGUE) return catalogueModule();
      const widget = pages.get(id);
      if (!widget) return undefined;
      return renderWidgetPage(await readFile(TEMPLATE, 'utf8'), widget);
    },
    transformIndexHtml: {
      order: 'pre',
      handler(html) {
        return html.replace(/\{\{([\w-]+)\}\}/g, (match, key: string) =>
          PLACEHOLDERS[key] ? PLACEHOLDERS[key]() : match,
        );
      },
    },
  };
}

/** Vite drops the `vite-ignore` marker but leaves its space behind: `<script src="…" defer >`. */
function tidyIgnoredTags(): Plugin {
  return {
    name: 'acct-demo-tidy-tags',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        return html.replace(/(<script\b[^>]*?)\s+>/g, '$1>');
      },
    },
  };
}

function staticPages(): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(ROOT, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const rel = relative(ROOT, path);
    if (entry.isFile() && entry.name === 'index.html' && !/^(public|templates)\b/.test(rel)) {
      found.push(path);
    }
  }
  return found;
}

/** Fails the build when a page would bundle a widget, miss its bundle or break the strict CSP. */
export function checkOutput(outDir: string): string[] {
  const problems: string[] = [];
  const read = (page: string) => readFileSync(join(outDir, page), 'utf8');
  for (const widget of WIDGETS) {
    const html = read(`${slugOf(widget.tag)}/index.html`);
    if (!html.includes(`<script src="/widgets/${widget.tag}.js" defer>`)) {
      problems.push(`${slugOf(widget.tag)}/index.html does not load /widgets/${widget.tag}.js`);
    }
  }
  const blog = read('partner-blog/index.html');
  for (const tag of ['acct-director-calculator', 'acct-self-employed-calculator']) {
    if (!blog.includes(`<script type="module" src="/widgets/esm/${tag}.js">`)) {
      problems.push(`partner-blog/index.html does not load /widgets/esm/${tag}.js`);
    }
  }
  const csp = read('csp/index.html');
  for (const widget of WIDGETS) {
    if (!csp.includes(`<script src="/widgets/${widget.tag}.js" defer>`)) {
      problems.push(`csp/index.html does not load /widgets/${widget.tag}.js`);
    }
  }
  if (csp.includes('{{')) problems.push('csp/index.html has a placeholder left in it');
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(csp))
    problems.push('csp/index.html has an inline script');
  if (/<style[\s>]/.test(csp) || /\sstyle=/.test(csp)) {
    problems.push('csp/index.html has an inline style');
  }
  return problems;
}

export async function buildDemo(): Promise<void> {
  const pages = [
    ...staticPages(),
    ...WIDGETS.map((widget) => join(ROOT, slugOf(widget.tag), 'index.html')),
  ];
  await build({
    configFile: false,
    root: ROOT,
    base: '/demo/',
    publicDir: join(ROOT, 'public'),
    logLevel: 'warn',
    plugins: [widgetPages(), tidyIgnoredTags()],
    build: {
      outDir: OUT_DIR,
      emptyOutDir: true,
      // Data URLs would be blocked by the strict-CSP page's img-src; keep every asset a file.
      assetsInlineLimit: 0,
      modulePreload: { polyfill: false },
      target: 'es2022',
      rolldownOptions: { input: pages },
    },
  });
  const problems = checkOutput(OUT_DIR);
  if (problems.length) throw new Error(`The demo build is wrong:\n- ${problems.join('\n- ')}`);
  console.log(`Demo harness built to ${relative(process.cwd(), OUT_DIR)} (${pages.length} pages).`);
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  await buildDemo();
}
