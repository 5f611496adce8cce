// Bundle sizes: every widget's classic script, React and light (Preact) build, against a bare React 19
// 'hello world' built the same way in the same run, and the ES build's per-widget modules against its
// shared chunks. Prints the figures and writes them into widgets/README.md between the
// `bundle-sizes` markers, so the table there is always a measurement. `npm test` checks the budget.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWidgets } from '../build-widgets.ts';
import { BUDGET, bareReactSize, kb, measureModules, measureScripts } from '../bundle-budget.ts';

const README = resolve(import.meta.dirname, '..', '..', 'widgets', 'README.md');
const START = '<!-- bundle-sizes:start (written by `npm run bench bundles`) -->';
const END = '<!-- bundle-sizes:end -->';

const out = await mkdtemp(join(tmpdir(), 'acct-bundles-'));
try {
  const started = performance.now();
  const [bare] = await Promise.all([bareReactSize(), buildWidgets(out)]);
  const scripts = await measureScripts(out, bare);
  const modules = await measureModules(out);
  console.log(`Bundle sizes (built in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

  const bareRow = `| bare React 19 hello world | ${kb(bare.raw)} | ${kb(bare.gzip)} | 1.00 |`;
  const tables = (['lite', 'react'] as const).map((build) =>
    [
      `| ${build === 'lite' ? 'Light script' : 'Classic React script'} | Raw | Gzip | × bare React (budget ≤ ${BUDGET[build]}) |`,
      '|---|---:|---:|---:|',
      bareRow,
      ...scripts
        .filter((script) => script.build === build)
        .map(
          (script) =>
            `| \`${script.file}\` | ${kb(script.raw)} | ${kb(script.gzip)} | ${script.ratio.toFixed(2)}${script.ok ? '' : ' **over**'} |`,
        ),
    ].join('\n'),
  );
  const esm = [
    '| ES build module | Raw | Gzip |',
    '|---|---:|---:|',
    ...modules.chunks.map(
      (chunk) =>
        `| \`${chunk.file.replace(/-[\w-]+\.js$/, '-….js')}\` (shared) | ${kb(chunk.raw)} | ${kb(chunk.gzip)} |`,
    ),
    ...modules.own.map((own) => `| \`${own.file}\` (own) | ${kb(own.raw)} | ${kb(own.gzip)} |`),
  ].join('\n');
  const block = [...tables, esm].join('\n\n');
  console.log(block);

  const readme = await readFile(README, 'utf8');
  const from = readme.indexOf(START);
  const to = readme.indexOf(END);
  if (from < 0 || to < from) throw new Error(`widgets/README.md has no ${START} … ${END} block`);
  await writeFile(
    README,
    `${readme.slice(0, from + START.length)}\n\n${block}\n\n${readme.slice(to)}`,
  );
  console.log('\nwidgets/README.md: bundle table written');
} finally {
  await rm(out, { recursive: true, force: true });
}
