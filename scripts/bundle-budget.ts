// The widgets' size budget, declared once: every widget's classic script against a bare React 19
// 'hello world' built the same way in the same run, gzip level 9. Gzip of the same bytes is the same
// bytes, so the check is deterministic: `npm test` fails on a script over budget, `npm run bench`
// prints the figures and writes the table in widgets/README.md.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { WIDGETS, buildClassicScript } from './build-widgets.ts';

/** Classic scripts: React 19 build within 1.5 ×, light (Preact) build within 0.6 × bare React. */
export const BUDGET = { react: 1.5, lite: 0.6 } as const;
export type Build = keyof typeof BUDGET;
const FOLDER: Record<Build, string> = { react: '', lite: 'lite' };

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

export interface ScriptSize extends Size {
  build: Build;
  file: string;
  ratio: number;
  limit: number;
  ok: boolean;
}

/** Every widget's classic script in both builds, as built into `widgetsDir`, against the bare bundle. */
export async function measureScripts(widgetsDir: string, bare: Size): Promise<ScriptSize[]> {
  const sizes: ScriptSize[] = [];
  for (const build of ['lite', 'react'] as const) {
    for (const widget of WIDGETS) {
      const file = join(FOLDER[build], `${widget.tag}.js`);
      const size = await sizeOf(join(widgetsDir, file));
      const ratio = size.gzip / bare.gzip;
      sizes.push({ ...size, build, file, ratio, limit: BUDGET[build], ok: ratio <= BUDGET[build] });
    }
  }
  return sizes;
}

/** The ES build's shared chunks and each widget's own module. */
export async function measureModules(widgetsDir: string) {
  const esm = join(widgetsDir, 'esm');
  const chunks = (await readdir(join(esm, 'chunks'))).sort();
  return {
    chunks: await Promise.all(
      chunks.map(async (chunk) => ({
        file: `chunks/${chunk}`,
        ...(await sizeOf(join(esm, 'chunks', chunk))),
      })),
    ),
    own: await Promise.all(
      WIDGETS.map(async (widget) => ({
        file: `${widget.tag}.js`,
        ...(await sizeOf(join(esm, `${widget.tag}.js`))),
      })),
    ),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
