// Bundle sizes: every widget in the light, classic and ES builds, what a visitor downloads before it
// answers (its first load) and what it loads on demand, the first loads of the classic and light
// builds against a bare React 19 'hello world' built the same way in the same run (the budget of
// scripts/bundle-budget.ts). Prints the figures and writes them into widgets/README.md between the
// `bundle-sizes` markers, so the table there is always a measurement. `npm test` checks the budget.
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildWidgets } from '../build-widgets.ts';
import {
  BUDGET,
  bareReactSize,
  budgeted,
  kb,
  measureWidgets,
  shownPath,
  type WidgetSize,
} from '../bundle-budget.ts';

const README = resolve(import.meta.dirname, '..', '..', 'widgets', 'README.md');
const START = '<!-- bundle-sizes:start (written by `npm run bench bundles`) -->';
const END = '<!-- bundle-sizes:end -->';

/** The chunks on demand by name, without the folder or hash: `working-steps, comparison-table`. */
const partNames = (size: WidgetSize) =>
  size.onDemand.files
    .map((file) =>
      shownPath(file)
        .replace(/^.*\//, '')
        .replace(/-….js$/, ''),
    )
    .join(', ') || '—';

const out = await mkdtemp(join(tmpdir(), 'acct-bundles-'));
try {
  const started = performance.now();
  const [bare] = await Promise.all([bareReactSize(), buildWidgets(out)]);
  const sizes = await measureWidgets(out);
  const checked = budgeted(sizes, bare);
  console.log(`Bundle sizes (built in ${((performance.now() - started) / 1000).toFixed(1)} s)\n`);

  const tables = (['lite', 'react'] as const).map((build) =>
    [
      `| ${build === 'lite' ? 'Light script' : 'Classic React script'} | First load (gzip) | × bare React (budget ≤ ${BUDGET[build]}) | On demand (gzip) | Parts on demand |`,
      '|---|---:|---:|---:|---|',
      `| bare React 19 hello world | ${kb(bare.gzip)} | 1.00 | | |`,
      ...checked
        .filter((size) => size.build === build)
        .map(
          (size) =>
            `| \`${size.firstLoad.files[0]}\` | ${kb(size.firstLoad.size.gzip)} | ${size.ratio.toFixed(2)}${size.ok ? '' : ' **over**'} | ${kb(size.onDemand.size.gzip)} | ${partNames(size)} |`,
        ),
    ].join('\n'),
  );
  const esm = [
    '| ES build entry | First load (gzip) | Files at first load | On demand (gzip) | Parts on demand |',
    '|---|---:|---|---:|---|',
    ...sizes
      .filter((size) => size.build === 'esm')
      .map(
        (size) =>
          `| \`esm/${size.tag}.js\` | ${kb(size.firstLoad.size.gzip)} | ${size.firstLoad.files.map((file) => `\`${shownPath(file).replace(/^esm\//, '')}\``).join(', ')} | ${kb(size.onDemand.size.gzip)} | ${partNames(size)} |`,
      ),
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
