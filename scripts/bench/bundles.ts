// Bundle sizes: every widget's classic script, React and light (Preact) build, against a bare React 19
// 'hello world' built the same way in the same run, and the ES build's per-widget chunks against its shared runtime.
// Prints figures and pass/fail against the targets; asserts nothing.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { WIDGETS, buildClassicScript, buildWidgets } from '../build-widgets.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const STANDALONE_LIMIT = 1.2;
const LITE_LIMIT = 0.4;
const OWN_CHUNK_LIMIT_KB = 15;

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

interface Size {
  raw: number;
  gzip: number;
}

async function sizeOf(file: string): Promise<Size> {
  const bytes = await readFile(file);
  return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const verdict = (ok: boolean) => (ok ? 'pass' : 'FAIL');
const row = (cells: string[], widths: number[]) =>
  cells
    .map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)))
    .join('  ');

const out = await mkdtemp(join(tmpdir(), 'acct-bundles-'));
try {
  const started = performance.now();
  await Promise.all([
    buildClassicScript(BARE_ENTRY, join(out, 'bare'), 'bare-react.js', [bareReact]),
    buildWidgets(join(out, 'widgets')),
  ]);
  const bare = await sizeOf(join(out, 'bare', 'bare-react.js'));
  console.log(`Bundle sizes (built in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

  const widths = [48, 10, 10, 8, 8];
  const builds = [
    { title: 'classic script (React)', folder: '', limit: STANDALONE_LIMIT },
    { title: 'classic script (light)', folder: 'lite', limit: LITE_LIMIT },
  ];
  for (const [index, build] of builds.entries()) {
    console.log(
      `${index ? '\n' : ''}${row([build.title, 'raw', 'gzip', '× bare', `≤ ${build.limit}×`], widths)}`,
    );
    console.log(
      row(['bare React 19 hello world', kb(bare.raw), kb(bare.gzip), '1.00', ''], widths),
    );
    for (const widget of WIDGETS) {
      const size = await sizeOf(join(out, 'widgets', build.folder, `${widget.tag}.js`));
      const ratio = size.gzip / bare.gzip;
      console.log(
        row(
          [
            `${build.folder ? `${build.folder}/` : ''}${widget.tag}.js`,
            kb(size.raw),
            kb(size.gzip),
            ratio.toFixed(2),
            verdict(ratio <= build.limit),
          ],
          widths,
        ),
      );
    }
  }

  const esm = join(out, 'widgets', 'esm');
  const chunks = await readdir(join(esm, 'chunks'));
  console.log(
    `\n${row(['ES build chunk', 'raw', 'gzip', '', `< ${OWN_CHUNK_LIMIT_KB} kB`], widths)}`,
  );
  for (const chunk of chunks.sort()) {
    const size = await sizeOf(join(esm, 'chunks', chunk));
    console.log(row([`chunks/${chunk} (shared)`, kb(size.raw), kb(size.gzip), '', ''], widths));
  }
  for (const widget of WIDGETS) {
    const size = await sizeOf(join(esm, `${widget.tag}.js`));
    console.log(
      row(
        [
          `${widget.tag}.js (own)`,
          kb(size.raw),
          kb(size.gzip),
          '',
          verdict(size.gzip < OWN_CHUNK_LIMIT_KB * 1024),
        ],
        widths,
      ),
    );
  }
} finally {
  await rm(out, { recursive: true, force: true });
}
