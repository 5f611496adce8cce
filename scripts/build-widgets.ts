// `npm run build:widgets`: one classic script per custom element in dist/widgets/, a light one per
// element on Preact in dist/widgets/lite/, the parts they load on demand in dist/widgets/chunks/, an ES-module build whose entries share one runtime chunk in dist/widgets/esm/, and the
// TypeScript declarations (acct-widgets.d.ts) and the Custom Elements Manifest (custom-elements.json),
// both generated from the widgets' declared APIs.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type InlineConfig, type Plugin, type PluginOption } from 'vite';
import { PUBLISHED_WIDGET_APIS } from '../widgets/api.ts';
import { folderOf, propertyName, type WidgetApi } from '../widgets/shared/runtime/widget-api.ts';
import { BASELINE_HEADERS, headersFile, WIDGET_HEADER_RULES } from './security-headers.ts';
import { stripDocumentation } from './strip-documentation.ts';
import { WIDGET_OUTPUT, buildChunk, chunkImports, type Chunk } from './widget-chunks.ts';
import { customElementsManifest, widgetDeclarations } from './widget-contract/index.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const WIDGETS_OUT = join(ROOT, 'dist', 'widgets');

/**
 * Every published widget, from its declared API: the build makes one classic script, one light
 * script and one ES entry each. A widget whose api.ts declares `unpublished` gets none.
 */
export const WIDGETS: readonly WidgetApi[] = PUBLISHED_WIDGET_APIS;

const entryOf = (widget: WidgetApi) => join(ROOT, folderOf(widget), 'element.ts');

// A classic script's entry only imports the element module: an IIFE whose entry has exports
// assigns them to a global (`var AcctDirectorCalculator = …`), and a bundle adds nothing to `window`.
const SIDE_EFFECT_ENTRY = '?side-effect-entry';
const classicEntryOf = (widget: WidgetApi) => `${entryOf(widget)}${SIDE_EFFECT_ENTRY}`;

function sideEffectEntries(): Plugin {
  return {
    name: 'acct-side-effect-entries',
    enforce: 'pre',
    resolveId: (id) => (id.endsWith(SIDE_EFFECT_ENTRY) ? id : undefined),
    load: (id) =>
      id.endsWith(SIDE_EFFECT_ENTRY)
        ? `import ${JSON.stringify(id.slice(0, -SIDE_EFFECT_ENTRY.length))};\n`
        : undefined,
  };
}
const pascal = (kebab: string) => propertyName(kebab).replace(/^./, (c) => c.toUpperCase());

/**
 * What a widget needs of its declared API at run time: the tag, each attribute's name and kind, and
 * a calculator's identity (its id for the booking link, its title for the heading). The bundles get
 * a module with only these in place of widgets/<name>/api.ts, so the documentation text (and what it
 * imports) stays out of them.
 */
export function elementApiModule(api: WidgetApi, source: string): string {
  const name = /export const (\w+)\s*=\s*declareWidget\(/.exec(source)?.[1];
  if (!name)
    throw new Error(`${folderOf(api)}/api.ts has no \`export const … = declareWidget(…)\``);
  const element = {
    tag: api.tag,
    attributes: api.attributes.map(({ name, type }) => ({ name, type: { kind: type.kind } })),
    // The route is the site's concern; a bundle needs the id and the title only.
    ...(api.calculator
      ? { calculator: { id: api.calculator.id, title: api.calculator.title } }
      : {}),
  };
  return `export const ${name} = ${JSON.stringify(element)};\n`;
}

function elementApis(): Plugin {
  const byFile = new Map(WIDGETS.map((widget) => [join(ROOT, folderOf(widget), 'api.ts'), widget]));
  return {
    name: 'acct-element-apis',
    enforce: 'pre',
    async load(id) {
      const widget = byFile.get(id);
      return widget ? elementApiModule(widget, await readFile(id, 'utf8')) : undefined;
    },
  };
}

/**
 * The runtime a build renders with: React itself, or `lite`, where React's entry points resolve to
 * a few lines over Preact's core (widgets/shared/runtime/lite-react.ts says what they provide and what not).
 * The components stay React components either way; only the bundle's runtime changes.
 */
export type WidgetRuntime = 'react' | 'lite';

const LITE = (file: string) => join(ROOT, 'widgets', 'shared', 'runtime', file);
const LITE_ALIASES = [
  { find: /^react-dom\/client$/, replacement: LITE('lite-react-dom-client.ts') },
  // The development JSX runtime too: `npm start` builds the light scripts in development mode.
  { find: /^react\/jsx(?:-dev)?-runtime$/, replacement: LITE('lite-jsx-runtime.ts') },
  { find: /^react$/, replacement: LITE('lite-react.ts') },
  // @preact/signals-react takes useSyncExternalStore from React's shim package, a CommonJS module
  // that would carry the whole of `react` as an object.
  { find: /^use-sync-external-store\/shim(?:\/index\.js)?$/, replacement: LITE('lite-react.ts') },
];

/** Any other entry point of React (react-dom, react-dom/server) would bundle React itself. */
function onlyLiteReact(): Plugin {
  return {
    name: 'acct-only-lite-react',
    enforce: 'pre',
    resolveId(id, importer) {
      if (/^(?:react|react-dom|use-sync-external-store)(?:\/|$)/.test(id))
        throw new Error(
          `${importer ?? 'A widget'} imports ${id}, which the light build does not provide; see widgets/shared/runtime/lite-react.ts`,
        );
      return undefined;
    },
  };
}

/**
 * The widgets validate with a few lines of their own (engine/forms/fields.ts) rather than a library,
 * for partners' bundle weight. zod is still installed as a dependency of dev tools, so an import of
 * it would resolve; the build refuses it instead.
 */
function noValidationLibrary(): Plugin {
  return {
    name: 'acct-no-validation-library',
    enforce: 'pre',
    resolveId(id, importer) {
      if (/^zod(?:\/|$)/.test(id))
        throw new Error(`${importer ?? 'A widget'} imports ${id}; see docs/decisions.md`);
      return undefined;
    },
  };
}

/**
 * What every widget build shares: a production build, no config file, quiet output, and the
 * parameters' documentation left out (strip-documentation.ts).
 */
export function baseConfig(runtime: WidgetRuntime = 'react'): InlineConfig {
  return {
    configFile: false,
    root: ROOT,
    mode: 'production',
    logLevel: 'warn',
    plugins: [
      react(),
      stripDocumentation(),
      elementApis(),
      noValidationLibrary(),
      sideEffectEntries(),
      ...(runtime === 'lite' ? [onlyLiteReact()] : []),
    ],
    resolve: runtime === 'lite' ? { alias: LITE_ALIASES } : {},
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
  runtime: WidgetRuntime = 'react',
) {
  const base = baseConfig(runtime);
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
      rolldownOptions: {
        // Builds run side by side, so per-plugin timing reports are noise here.
        checks: { bundlerTimings: false },
        output: WIDGET_OUTPUT,
      },
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
 * The modules every entry imports as it loads, found once the module graph is complete: what only
 * an `import()` reaches is a part loaded on demand, and stays out of the shared chunk.
 */
function staticGraph(): Plugin & { has: (id: string) => boolean } {
  const reached = new Set<string>();
  return {
    name: 'acct-static-graph',
    has: (id) => reached.has(id),
    buildEnd() {
      const visit = (id: string) => {
        if (reached.has(id)) return;
        reached.add(id);
        for (const imported of this.getModuleInfo(id)?.importedIds ?? []) visit(imported);
      };
      for (const id of this.getModuleIds()) if (this.getModuleInfo(id)?.isEntry) visit(id);
    },
  };
}

/**
 * The ES build is an app-style multi-entry build (library mode would not minify ES output): every
 * element is an entry, everything from node_modules goes into one shared `runtime` chunk, so a page
 * using several widgets loads React once, and what the entries load at once of our code into one
 * `shared` chunk. Each part (an `import()`) is a chunk of its own, loaded by the browser relative to
 * the module that imports it (its `import.meta.url`).
 */
async function buildModules(outDir: string) {
  const base = baseConfig();
  const loadedAtOnce = staticGraph();
  await build({
    ...base,
    plugins: [...(base.plugins ?? []), loadedAtOnce],
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
          ...WIDGET_OUTPUT,
          format: 'es',
          entryFileNames: '[name].js',
          chunkFileNames: 'chunks/[name]-[hash].js',
          codeSplitting: {
            groups: [
              { name: 'runtime', test: /node_modules/, priority: 2 },
              {
                name: 'shared',
                test: (id) => /widgets[\\/]shared|engine[\\/]/.test(id) && loadedAtOnce.has(id),
                priority: 1,
              },
            ],
          },
        },
      },
    },
  });
}

// For a host that serves only the widgets (its own publish root). Published under the site's
// /widgets/, the site's root _headers carries the same rules (security-headers.ts).
const HEADERS = headersFile(
  [
    {
      pattern: '/*',
      headers: [...WIDGET_HEADER_RULES[0]!.headers, ...BASELINE_HEADERS],
    },
    ...WIDGET_HEADER_RULES.slice(1),
  ],
  "Bundles are fetched cross-origin by partners' pages: ES modules need CORS. A script needs no\nContent-Security-Policy of its own; the page that loads it has one.",
);

export async function buildWidgets(outDir = WIDGETS_OUT) {
  const started = performance.now();
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  // Each part's chunk is built once, when the first script that imports it asks for it, and serves
  // the classic and the light scripts alike.
  const chunks = new Map<string, Promise<Chunk>>();
  const chunkFor = (module: string) => {
    let chunk = chunks.get(module);
    if (!chunk) {
      chunk = buildChunk(module, join(outDir, 'chunks'), baseConfig());
      chunks.set(module, chunk);
    }
    return chunk;
  };
  // Each classic script is its own build; they run side by side with the ES build.
  await Promise.all([
    ...WIDGETS.map((widget) =>
      buildClassicScript(classicEntryOf(widget), outDir, `${widget.tag}.js`, [
        chunkImports(chunkFor, 'chunks/'),
      ]),
    ),
    ...WIDGETS.map((widget) =>
      buildClassicScript(
        classicEntryOf(widget),
        join(outDir, 'lite'),
        `${widget.tag}.js`,
        [chunkImports(chunkFor, '../chunks/')],
        'lite',
      ),
    ),
    buildModules(join(outDir, 'esm')),
  ]);
  await writeFile(join(outDir, 'acct-widgets.d.ts'), await widgetDeclarations());
  await writeFile(
    join(outDir, 'custom-elements.json'),
    `${JSON.stringify(customElementsManifest(), null, 2)}\n`,
  );
  await writeFile(join(outDir, '_headers'), HEADERS);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `widgets: ${WIDGETS.length} classic scripts, as many light ones, ES build, declarations and manifest in ${seconds} s`,
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await buildWidgets();
}
