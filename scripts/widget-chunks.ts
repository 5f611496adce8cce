// Parts on demand in the classic and light scripts. Those scripts are single files (IIFE), which
// cannot split, so every `import()` in the widgets' sources (a part: widgets/shared/runtime/parts.ts)
// becomes a chunk of its own in dist/widgets/chunks/, beside the scripts, and the `import()` a call
// of the script's chunk loader (widgets/shared/runtime/chunk-loader.ts) with the chunk's path.
//
// A chunk is built once for both builds: an ES module whose default export is a factory taking
// `require`, around the part's code bundled with React's entry points left out. The script that
// loads it hands over what it imports of its own React (or the light build's React over Preact),
// so the part renders with the runtime of the tree it joins. Everything else a part uses it carries itself:
// a chunk shares no module state with the script, which is why a part may not create a React
// context (it would be its own copy, not the widget's) nor load parts of its own.
import { createHash } from 'node:crypto';
import { mkdtemp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { build, parseAst, type InlineConfig, type Plugin } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const CHUNK_LOADER = join(ROOT, 'widgets', 'shared', 'runtime', 'chunk-loader.ts');
/** What a chunk takes from the script that loads it (chunk-loader.ts hands them over). */
const FROM_SCRIPT = ['react', 'react/jsx-runtime'];

/**
 * Every widget script is written in ASCII, its other characters escaped (`£` as `\xA3`): a
 * partner's page that declares no encoding, or an older one (windows-1252, ISO-8859-1), reads a
 * script served without a charset in its own, and showed "Â£" for "£" and "â€¦" for "…".
 */
export const WIDGET_OUTPUT = { charset: 'ascii' } as const;

interface ImportExpression {
  type: 'ImportExpression';
  start: number;
  end: number;
  source: { type: string; value?: unknown };
}

/** Every `import(…)` in a module's syntax tree. */
function dynamicImports(node: unknown, found: ImportExpression[] = []): ImportExpression[] {
  if (Array.isArray(node)) for (const item of node) dynamicImports(item, found);
  else if (node && typeof node === 'object') {
    if ((node as { type?: unknown }).type === 'ImportExpression')
      found.push(node as ImportExpression);
    for (const value of Object.values(node)) dynamicImports(value, found);
  }
  return found;
}

/**
 * In a classic or light script's build: each `import('…')` of the widgets' sources becomes
 * `loadChunk('<folder><chunk>', runtime)`, `folder` being the chunks' folder from the script's
 * (`chunks/` beside the classic scripts, `../chunks/` from lite/) and `runtime` what the chunk
 * imports from React's entry points, taken from the script's own. `chunkFor` builds a part's chunk,
 * once.
 */
export function chunkImports(chunkFor: (module: string) => Promise<Chunk>, folder: string): Plugin {
  return {
    name: 'acct-chunk-imports',
    enforce: 'post',
    async transform(code, id) {
      if (!code.includes('import(') || id === CHUNK_LOADER || !id.startsWith(ROOT)) return null;
      if (id.includes('node_modules')) return null;
      const found = dynamicImports(parseAst(code));
      if (found.length === 0) return null;
      let rewritten = code;
      // What the chunks take from the script, imported here under names of their own.
      const taken = new Map<string, Set<string>>();
      const local = (from: string, name: string) => `__acct_${from.replace(/\W/g, '_')}_${name}`;
      for (const expression of found.sort((a, b) => b.start - a.start)) {
        const specifier = expression.source.value;
        if (expression.source.type !== 'Literal' || typeof specifier !== 'string')
          throw new Error(
            `${id}: a part is imported by its path written out, import('./part.tsx')`,
          );
        const resolved = await this.resolve(specifier, id);
        if (!resolved) throw new Error(`${id}: cannot resolve the part ${specifier}`);
        const chunk = await chunkFor(resolved.id);
        const runtime = Object.entries(chunk.imports).map(([from, names]) => {
          for (const name of names)
            (taken.get(from) ?? taken.set(from, new Set()).get(from)!).add(name);
          return `${JSON.stringify(from)}:{${names.map((name) => `${JSON.stringify(name)}:${local(from, name)}`).join(',')}}`;
        });
        rewritten = `${rewritten.slice(0, expression.start)}loadChunk(${JSON.stringify(folder + chunk.file)},{${runtime.join(',')}})${rewritten.slice(expression.end)}`;
      }
      const header = [
        `import { loadChunk } from ${JSON.stringify(CHUNK_LOADER)};`,
        ...[...taken].map(
          ([from, names]) =>
            `import { ${[...names].map((name) => `${name} as ${local(from, name)}`).join(', ')} } from ${JSON.stringify(from)};`,
        ),
      ];
      return { code: `${header.join('\n')}\n${rewritten}`, map: null };
    },
  };
}

/** What a part may not do, checked as its chunk is built (see the top of this file). */
function partRules(entry: string): Plugin {
  return {
    name: 'acct-part-rules',
    enforce: 'post',
    resolveId(source, importer) {
      if (/^react-dom(?:\/|$)/.test(source))
        throw new Error(`${importer ?? entry} imports ${source}: a part renders into its widget`);
      return null;
    },
    transform(code, id) {
      if (id.includes('node_modules') || !id.startsWith(ROOT)) return null;
      if (dynamicImports(parseAst(code)).length > 0)
        throw new Error(`${id}: a part (${basename(entry)}) loads no part of its own`);
      if (/\bcreateContext\s*\(/.test(code))
        throw new Error(
          `${id}: a part (${basename(entry)}) creates no React context; the widget's own would not reach it`,
        );
      return null;
    },
  };
}

/** What a chunk takes from the script: the names it imports from each of `FROM_SCRIPT`. */
export type ChunkImports = Record<string, string[]>;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}
type Name = { type: string; name?: string; value?: string };
const nameOf = (node: Name) => (node.type === 'Literal' ? String(node.value) : String(node.name));

/**
 * The part's ES module, as rolldown writes it (its imports of React's entry points at the top, one
 * `export { … }` at the end), as the factory chunk-loader.ts calls: each import a destructuring of
 * what the script hands over, the exports an object returned. Also what it imports, by module.
 */
export function factoryModule(esm: string): { code: string; imports: ChunkImports } {
  const body = (parseAst(esm) as unknown as { body: Node[] }).body;
  const imports: ChunkImports = {};
  const edits: Array<{ start: number; end: number; text: string }> = [];
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const from = String((statement['source'] as Name).value);
      const specifiers = statement['specifiers'] as Array<{
        type: string;
        imported?: Name;
        local: Name;
      }>;
      const pairs = specifiers.map((specifier) => {
        if (specifier.type !== 'ImportSpecifier' || !specifier.imported)
          throw new Error(`A part imports ${from} other than by name`);
        const imported = nameOf(specifier.imported);
        (imports[from] ??= []).push(imported);
        return `${JSON.stringify(imported)}:${nameOf(specifier.local)}`;
      });
      edits.push({
        ...statement,
        text: `const{${pairs.join(',')}}=require(${JSON.stringify(from)});`,
      });
    } else if (statement.type === 'ExportNamedDeclaration') {
      if (statement['declaration'] || statement['source'])
        throw new Error('A part exports a list of names (as the bundler writes it)');
      const specifiers = statement['specifiers'] as Array<{ local: Name; exported: Name }>;
      const pairs = specifiers.map(
        ({ local, exported }) => `${JSON.stringify(nameOf(exported))}:${nameOf(local)}`,
      );
      edits.push({ ...statement, text: `return{${pairs.join(',')}};` });
    } else if (/^Export|^Import/.test(statement.type)) {
      throw new Error(`A part's module has an ${statement.type}`);
    }
  }
  let code = esm;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    code = `${code.slice(0, edit.start)}${edit.text}${code.slice(edit.end)}`;
  return { code: `export default function(require){${code.trim()}\n}\n`, imports };
}

/** A built chunk: its file name, and what it imports from the script that loads it. */
export interface Chunk {
  file: string;
  imports: ChunkImports;
}

/**
 * Builds the part whose module is `entry` into `chunksDir` as `<name>-<hash>.js` (the hash of its
 * content, so a script and its chunks always match and a host can cache chunks for good), with
 * `base` (the widgets' shared build settings).
 */
export async function buildChunk(
  entry: string,
  chunksDir: string,
  base: InlineConfig,
): Promise<Chunk> {
  const scratch = await mkdtemp(join(tmpdir(), 'acct-chunk-'));
  try {
    await build({
      ...base,
      plugins: [...(base.plugins ?? []), partRules(entry)],
      build: {
        outDir: scratch,
        emptyOutDir: false,
        minify: true,
        sourcemap: false,
        target: 'es2022',
        reportCompressedSize: false,
        rolldownOptions: {
          external: FROM_SCRIPT,
          checks: { bundlerTimings: false },
          // Library mode leaves ES output as it is.
          output: { ...WIDGET_OUTPUT, minify: true },
        },
        lib: { entry, formats: ['es'], fileName: () => 'part.js' },
      },
    });
    const { code, imports } = factoryModule(await readFile(join(scratch, 'part.js'), 'utf8'));
    const hash = createHash('sha256').update(code).digest('hex').slice(0, 8);
    const file = `${basename(entry).replace(/\.[cm]?[jt]sx?$/, '')}-${hash}.js`;
    await mkdir(chunksDir, { recursive: true });
    await writeFile(join(chunksDir, file), code);
    return { file, imports };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
