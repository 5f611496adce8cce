// `npm run bench`: measured figures, printed, never asserted. Builds first when dist/ is missing.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const PARTS = [
  ['Engine: calculations per second of CPU time', 'scripts/bench/engine.ts'],
  ['Widget bundles: sizes against bare React', 'scripts/bench/bundles.ts'],
  ['Local backend: throughput and latency', 'scripts/bench/backend.ts'],
  ['Site: Lighthouse (mobile) and JavaScript weight', 'scripts/bench/lighthouse.ts'],
  ['Site: main-thread long tasks while a page loads (4× CPU)', 'scripts/bench/long-tasks.ts'],
  ["Widgets on a partner's article: Lighthouse (mobile)", 'scripts/bench/partner-article.ts'],
  ['Calculators: main-thread tasks while a visitor types (4× CPU)', 'scripts/bench/typing.ts'],
] as const;

// `npm run bench [part…] [/route…]`: parts by file name (engine, bundles, backend, lighthouse,
// long-tasks, partner-article, typing); routes limit Lighthouse and the long tasks, which otherwise visit every route.
const only = process.argv.slice(2).filter((arg) => !arg.startsWith('/'));
const routes = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (!existsSync('dist/site/index.html') || !existsSync('dist/widgets')) {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let failed = 0;
for (const [title, file] of PARTS) {
  if (only.length && !only.some((name) => file.includes(name))) continue;
  console.log(`\n=== ${title} ===`);
  const result = spawnSync('npx', ['tsx', file, ...routes], { stdio: 'inherit' });
  if (result.status !== 0) {
    failed++;
    console.log(`(${file} did not finish: exit ${result.status})`);
  }
}
process.exit(failed ? 1 : 0);
