// `npm test`'s size check: every widget's first load in the classic and light builds, as built in
// dist/widgets/, against the budget (scripts/bundle-budget.ts), one check a widget and build. Prints
// `N passed, N failed` and writes the counts for run-tests.ts when given a file.
import { writeFileSync } from 'node:fs';
import { WIDGETS_OUT } from './build-widgets.ts';
import { bareReactSize, budgeted, kb, measureWidgets } from './bundle-budget.ts';

const bare = await bareReactSize();
const widgets = budgeted(await measureWidgets(WIDGETS_OUT), bare);
console.log(`bare React 19 hello world: ${kb(bare.gzip)} gzip`);
for (const widget of widgets) {
  const verdict = widget.ok ? 'ok  ' : 'OVER';
  console.log(
    `${verdict} ${widget.firstLoad.files.join(' + ').padEnd(44)} ${kb(widget.firstLoad.size.gzip).padStart(9)}  ${widget.ratio.toFixed(3)} × (≤ ${widget.limit}); on demand ${kb(widget.onDemand.size.gzip)}`,
  );
}
const failed = widgets.filter((widget) => !widget.ok).length;
const counts = { passed: widgets.length - failed, failed };
console.log(`${counts.passed} passed, ${counts.failed} failed`);
const report = process.argv[2];
if (report) writeFileSync(report, JSON.stringify(counts));
process.exit(failed ? 1 : 0);
