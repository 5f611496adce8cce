// `npm run build:widgets`: one self-contained classic script per custom element in dist/widgets/,
// an ES-module build whose entries share one runtime chunk in dist/widgets/esm/, and the
// TypeScript declarations in dist/widgets/acct-widgets.d.ts.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type PluginOption } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
export const WIDGETS_OUT = join(ROOT, 'dist', 'widgets');

export interface WidgetEntry {
  /** Folder under widgets/. */
  name: string;
  tag: `acct-${string}`;
  /** The interface name in the declarations. */
  element: string;
  /** Attributes as `attribute: TypeScript type`. */
  attributes: Record<string, string>;
  /** Event name → detail type. */
  events: Record<string, string>;
}

const TAX_YEAR_ATTRS = { 'tax-year': 'AcctTaxYear', 'booking-url': 'string' };

export const WIDGETS: readonly WidgetEntry[] = [
  {
    name: 'self-employed-calculator',
    tag: 'acct-self-employed-calculator',
    element: 'AcctSelfEmployedCalculatorElement',
    attributes: TAX_YEAR_ATTRS,
    events: {
      'acct-calculate': 'AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>',
    },
  },
  {
    name: 'director-calculator',
    tag: 'acct-director-calculator',
    element: 'AcctDirectorCalculatorElement',
    attributes: TAX_YEAR_ATTRS,
    events: { 'acct-calculate': 'AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>' },
  },
  {
    name: 'expense-calculator',
    tag: 'acct-expense-calculator',
    element: 'AcctExpenseCalculatorElement',
    attributes: { 'booking-url': 'string' },
    events: { 'acct-calculate': 'AcctCalculateDetail<AcctExpensesInput, AcctExpensesResult>' },
  },
  {
    name: 'payroll-calculator',
    tag: 'acct-payroll-calculator',
    element: 'AcctPayrollCalculatorElement',
    attributes: { 'booking-url': 'string' },
    events: { 'acct-calculate': 'AcctCalculateDetail<AcctPayrollInput, AcctPayrollResult>' },
  },
  {
    name: 'cookie-consent',
    tag: 'acct-cookie-consent',
    element: 'AcctCookieConsentElement',
    attributes: { 'privacy-url': 'string' },
    events: { 'acct-consent-change': 'AcctConsentChangeDetail' },
  },
  {
    name: 'review-carousel',
    tag: 'acct-review-carousel',
    element: 'AcctReviewCarouselElement',
    attributes: { 'reviews-endpoint': 'string', 'place-id': 'string' },
    events: {},
  },
];

const entryOf = (widget: WidgetEntry) => join(ROOT, 'widgets', widget.name, 'element.ts');
const camel = (kebab: string) => kebab.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const pascal = (kebab: string) => camel(kebab).replace(/^./, (c) => c.toUpperCase());

/** What every widget build shares: React's production build, no config file, quiet output. */
export function baseConfig(): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [react()],
    // Library mode leaves process.env.NODE_ENV alone; without this the bundle carries React's
    // development build too and throws `process is not defined` in a browser.
    define: { 'process.env.NODE_ENV': '"production"' },
    publicDir: false,
  };
}

/** Builds one classic (IIFE) script: self-contained, minified. */
export async function buildClassicScript(
  entry: string,
  outDir: string,
  fileName: string,
  plugins: PluginOption[] = [],
) {
  const base = baseConfig();
  await build({
    ...base,
    plugins: [...(base.plugins ?? []), ...plugins],
    build: {
      outDir,
      emptyOutDir: false,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      reportCompressedSize: false,
      // Builds run side by side, so per-plugin timing reports are noise here.
      rolldownOptions: { checks: { bundlerTimings: false } },
      lib: {
        entry,
        formats: ['iife'],
        name: pascal(fileName.replace(/\.js$/, '')),
        fileName: () => fileName,
      },
    },
  });
}

/**
 * The ES build is an app-style multi-entry build (library mode would not minify ES output): every
 * element is an entry and everything from node_modules goes into one shared `runtime` chunk, so a
 * page using several widgets loads React once.
 */
async function buildModules(outDir: string) {
  await build({
    ...baseConfig(),
    build: {
      outDir,
      emptyOutDir: true,
      minify: true,
      sourcemap: false,
      target: 'es2022',
      modulePreload: false,
      reportCompressedSize: false,
      rolldownOptions: {
        input: Object.fromEntries(WIDGETS.map((widget) => [widget.tag, entryOf(widget)])),
        preserveEntrySignatures: 'exports-only',
        checks: { bundlerTimings: false },
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            groups: [
              { name: 'runtime', test: /node_modules/, priority: 2 },
              { name: 'shared', test: /widgets[\\/]shared|engine[\\/]/, priority: 1 },
            ],
          },
        },
      },
    },
  });
}

/** The declarations for TypeScript and React 19 JSX users, with the event detail types. */
export async function widgetDeclarations(): Promise<string> {
  const events = await readFile(join(ROOT, 'widgets', 'shared', 'events.ts'), 'utf8');
  const eventTypes = events.replace(/^\/\/.*\n/gm, '').trim();

  const interfaces = WIDGETS.map((widget) => {
    const properties = Object.entries(widget.attributes)
      .map(([attribute, type]) => `  ${camel(attribute)}?: ${type};`)
      .join('\n');
    const eventMap = Object.entries(widget.events)
      .map(([event, detail]) => `  '${event}': CustomEvent<${detail}>;`)
      .join('\n');
    const mapName = `${widget.element.replace(/Element$/, '')}EventMap`;
    return `/** \`<${widget.tag}>\` */
export interface ${mapName} extends HTMLElementEventMap {
${eventMap}
}

export interface ${widget.element} extends HTMLElement {
${properties}
  addEventListener<K extends keyof ${mapName}>(
    type: K,
    listener: (this: ${widget.element}, event: ${mapName}[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof ${mapName}>(
    type: K,
    listener: (this: ${widget.element}, event: ${mapName}[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}`;
  }).join('\n\n');

  const jsxAttributes = WIDGETS.map((widget) => {
    const attributes = Object.entries(widget.attributes)
      .map(([attribute, type]) => `      '${attribute}'?: ${type};`)
      .join('\n');
    return `    '${widget.tag}': AcctElementAttributes<${widget.element}> & {\n${attributes}\n    };`;
  }).join('\n');

  return `// Type declarations for the acct-* custom elements. Generated by scripts/build-widgets.ts.
// Use: /// <reference path="./acct-widgets.d.ts" /> or add the file to your tsconfig "include".

${eventTypes}

${interfaces}

/** Attributes every acct-* element accepts in JSX (React 19 passes them to the element as is). */
export type AcctElementAttributes<E extends HTMLElement> = {
  id?: string;
  class?: string;
  className?: string;
  style?: Record<string, string | number>;
  slot?: string;
  hidden?: boolean;
  ref?: { current: E | null } | ((element: E | null) => void);
  key?: string | number;
  [customProperty: \`--acct-\${string}\`]: string | undefined;
};

declare global {
  interface HTMLElementTagNameMap {
${WIDGETS.map((widget) => `    '${widget.tag}': ${widget.element};`).join('\n')}
  }
  interface WindowEventMap {
    'acct-consent-change': CustomEvent<AcctConsentChangeDetail>;
    'acct-calculate': CustomEvent<AcctCalculateDetail>;
    'acct-open-cookie-preferences': CustomEvent<undefined>;
  }
}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${jsxAttributes}
    }
  }
}
`;
}

const HEADERS = `# Bundles are fetched cross-origin by partners' pages: ES modules need CORS.
/*
  Access-Control-Allow-Origin: *
  X-Content-Type-Options: nosniff
/esm/chunks/*
  Cache-Control: public, max-age=31536000, immutable
`;

export async function buildWidgets(outDir = WIDGETS_OUT) {
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // Each classic script is its own build; they run side by side with the ES build.
  await Promise.all([
    ...WIDGETS.map((widget) => buildClassicScript(entryOf(widget), outDir, `${widget.tag}.js`)),
    buildModules(join(outDir, 'esm')),
  ]);
  await writeFile(join(outDir, 'acct-widgets.d.ts'), await widgetDeclarations());
  await writeFile(join(outDir, '_headers'), HEADERS);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `widgets: ${WIDGETS.length} classic scripts, ES build and declarations in ${seconds} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildWidgets();
}
