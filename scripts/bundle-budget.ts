// The widgets' size budget, declared once: what a partner's visitor downloads before a widget
// answers (its first load), against a bare React 19 'hello world' built the same way in the same run,
// gzip level 9. Gzip of the same bytes is the same bytes, so the check is deterministic: `npm test`
// fails on a widget over budget, `npm run bench bundles` prints the figures and writes the table in
// widgets/README.md. What a widget loads on demand (its parts: widgets/shared/runtime/parts.ts) is
// measured and shown, not capped.
//
// A classic or light script's first load is the script itself: its parts are chunks that load only
// once a result is on screen, which tests/widgets/parts-on-demand.spec.ts checks for every
// calculator in both builds. Its on-demand bytes are the chunks it names. An ES entry's first load is
// every module it imports at once (its own, the shared chunks, React's); on demand, what its
// `import()`s reach beyond those.
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { parseAst, type Plugin } from 'vite';
import { WIDGETS, buildClassicScript } from './build-widgets.ts';

/** First loads: the classic scripts (React 19) within 1.5 ×, the light ones (Preact) within 0.6 ×. */
export const BUDGET = { react: 1.5, lite: 0.6 } as const;
export type Build = keyof typeof BUDGET;
const FOLDER: Record<Build | 'esm', string> = { react: '', lite: 'lite', esm: 'esm' };

const ROOT = resolve(import.meta.dirname, '..');

// The reference entry is served from memory, but as if it lived in the repository, so that
// `react` resolves from our node_modules exactly as the widgets' imports do.
const BARE_ENTRY = join(ROOT, 'bare-react-entry.tsx');
const bareReact: Plugin = {
  name: 'bare-react-entry',
  resolveId: (id) => (id === BARE_ENTRY ? BARE_ENTRY : null),
  load: (id) =>
    id === BARE_ENTRY
      ? `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')!).render(<div>hi</div>);`
      : null,
};

export interface Size {
  raw: number;
  gzip: number;
}

export async function sizeOf(file: string): Promise<Size> {
  const bytes = await readFile(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

/** Builds the bare React reference into a scratch folder and measures it. */
export async function bareReactSize(): Promise<Size> {
  const out = await mkdtemp(join(tmpdir(), 'acct-bare-react-'));
  try {
    await buildClassicScript(BARE_ENTRY, out, 'bare-react.js', [bareReact]);
    return await sizeOf(join(out, 'bare-react.js'));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

/** Files' sizes added up: each is a request of its own, compressed on its own. */
async function total(widgetsDir: string, files: readonly string[]): Promise<Size> {
  const sizes = await Promise.all(files.map((file) => sizeOf(join(widgetsDir, file))));
  return sizes.reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), {
    raw: 0,
    gzip: 0,
  });
}

/** A widget in one build: what loads before it answers, and what it can load on demand. */
export interface WidgetSize {
  build: Build | 'esm';
  tag: string;
  /** Files, from dist/widgets/. */
  firstLoad: { files: string[]; size: Size };
  onDemand: { files: string[]; size: Size };
}

export interface BudgetedSize extends WidgetSize {
  build: Build;
  ratio: number;
  limit: number;
  ok: boolean;
}

/** The chunks a classic or light script names (its `loadChunk` paths), from dist/widgets/. */
async function chunksNamedBy(widgetsDir: string, script: string): Promise<string[]> {
  const code = await readFile(join(widgetsDir, script), 'utf8');
  const named = code.match(/(?:\.\.\/)?chunks\/[\w-]+\.js/g) ?? [];
  return [...new Set(named.map((path) => posix.join(posix.dirname(script), path)))].sort();
}

type StringNode = { type?: string; value?: unknown; quasis?: Array<{ value: { cooked: string } }> };

/** A string literal's text, written in quotes or in backticks without a substitution. */
const stringOf = (node: StringNode): string | undefined =>
  node.type === 'Literal' && typeof node.value === 'string'
    ? node.value
    : node.type === 'TemplateLiteral' && node.quasis?.length === 1
      ? node.quasis[0]?.value.cooked
      : undefined;

/** The modules an ES module imports at once (`import … from`) and on demand (`import()`). */
async function importsOf(widgetsDir: string, file: string) {
  const code = await readFile(join(widgetsDir, file), 'utf8');
  const at = (specifier: string) => posix.join(posix.dirname(file), specifier);
  const statics: string[] = [];
  const dynamics: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    const { type, source } = node as { type?: string; source?: StringNode };
    const specifier = source ? stringOf(source) : undefined;
    if (specifier?.startsWith('.')) {
      if (type === 'ImportExpression') dynamics.push(at(specifier));
      else if (/^(Import|ExportNamed|ExportAll)Declaration$/.test(String(type)))
        statics.push(at(specifier));
    }
    Object.values(node).forEach(visit);
  };
  visit(parseAst(code));
  return { statics, dynamics };
}

/** An ES entry's first load (its static imports, transitively) and what its `import()`s add. */
async function moduleGraph(widgetsDir: string, entry: string) {
  const firstLoad = new Set<string>();
  const wanted = new Set<string>();
  const walk = async (file: string, into: Set<string>) => {
    if (into.has(file) || firstLoad.has(file)) return;
    into.add(file);
    const { statics, dynamics } = await importsOf(widgetsDir, file);
    for (const imported of statics) await walk(imported, into);
    for (const part of dynamics) wanted.add(part);
  };
  await walk(entry, firstLoad);
  const onDemand = new Set<string>();
  for (const part of wanted) await walk(part, onDemand);
  return { firstLoad: [...firstLoad].sort(), onDemand: [...onDemand].sort() };
}

/** Every widget in every build, as built into `widgetsDir`. */
export async function measureWidgets(widgetsDir: string): Promise<WidgetSize[]> {
  const sizes: WidgetSize[] = [];
  for (const build of ['lite', 'react'] as const) {
    for (const { tag } of WIDGETS) {
      const script = posix.join(FOLDER[build], `${tag}.js`);
      const chunks = await chunksNamedBy(widgetsDir, script);
      sizes.push({
        build,
        tag,
        firstLoad: { files: [script], size: await total(widgetsDir, [script]) },
        onDemand: { files: chunks, size: await total(widgetsDir, chunks) },
      });
    }
  }
  for (const { tag } of WIDGETS) {
    const graph = await moduleGraph(widgetsDir, posix.join(FOLDER.esm, `${tag}.js`));
    sizes.push({
      build: 'esm',
      tag,
      firstLoad: { files: graph.firstLoad, size: await total(widgetsDir, graph.firstLoad) },
      onDemand: { files: graph.onDemand, size: await total(widgetsDir, graph.onDemand) },
    });
  }
  return sizes;
}

/** The classic and light builds' first loads against the budget. */
export function budgeted(sizes: readonly WidgetSize[], bare: Size): BudgetedSize[] {
  return sizes.flatMap((size) => {
    if (size.build === 'esm') return [];
    const ratio = size.firstLoad.size.gzip / bare.gzip;
    const limit = BUDGET[size.build];
    return [{ ...size, build: size.build, ratio, limit, ok: ratio <= limit }];
  });
}

/** A file's path as a table shows it, without its content hash. */
export const shownPath = (file: string) =>
  file.replace(/(chunks\/[\w-]+?)-[\w-]{8}\.js$/, '$1-….js');

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
