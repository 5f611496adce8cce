// `npm test`'s size check: every widget's classic script in dist/widgets/ against the budget, one
// check a script. Prints `N passed, N failed` and writes the counts for run-tests.ts when given a file.
import { writeFileSync } from 'node:fs';
import { WIDGETS_OUT } from './build-widgets.ts';
import { bareReactSize, kb, measureScripts } from './bundle-budget.ts';

const bare = await bareReactSize();
const scripts = await measureScripts(WIDGETS_OUT, bare);
console.log(`bare React 19 hello world: ${kb(bare.gzip)} gzip`);
for (const script of scripts) {
  const verdict = script.ok ? 'ok  ' : 'OVER';
  console.log(
    `${verdict} ${script.file.padEnd(44)} ${kb(script.gzip).padStart(9)}  ${script.ratio.toFixed(3)} × (≤ ${script.limit})`,
  );
}
const failed = scripts.filter((script) => !script.ok).length;
const counts = { passed: scripts.length - failed, failed };
console.log(`${counts.passed} passed, ${counts.failed} failed`);
const report = process.argv[2];
if (report) writeFileSync(report, JSON.stringify(counts));
process.exit(failed ? 1 : 0);
