// `npm test` stage `hosts-types`: the host apps' templates type-checked against the generated
// widgets/acct-widgets.d.ts, each by its framework's own checker (the Angular app is checked by its
// build, with strictTemplates). The *.check.* files hold deliberate mistakes that must be errors:
// vue-tsc honours `@vue-expect-error`; Svelte markup has no such directive, so here every line after
// an `expect-error` comment must have an error and no other line may.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { NATIVE_TSC } from '../../scripts/native-tsc.ts';
import { HOSTS_DIR, installHostPackage } from './packages.ts';

const ROOT = resolve(HOSTS_DIR, '..', '..');
const problems: string[] = [];

function run(label: string, command: string, args: string[]) {
  console.log(`\n  ${label}: ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  if (result.status !== 0) problems.push(label);
}

run('Vue templates', 'npx', ['vue-tsc', '-p', 'tests/hosts/vue']);

installHostPackage('react18');
run('React 18 JSX', process.execPath, [NATIVE_TSC, '-p', 'tests/hosts/react18']);

// Svelte: svelte-check's machine output, one JSON diagnostic a line (lines counted from 0).
const svelte = spawnSync(
  'npx',
  ['svelte-check', '--tsconfig', 'tests/hosts/svelte/tsconfig.json', '--output', 'machine-verbose'],
  { cwd: ROOT, encoding: 'utf8' },
);
const errors = svelte.stdout
  .split('\n')
  .map((line) => line.replace(/^\d+ /, ''))
  .filter((line) => line.startsWith('{'))
  .map((line) => JSON.parse(line) as { type: string; filename: string; start: { line: number } })
  .filter((diagnostic) => diagnostic.type === 'ERROR')
  .map((diagnostic) => `${diagnostic.filename}:${diagnostic.start.line + 1}`);
const checkFile = join(HOSTS_DIR, 'svelte', 'typings.check.svelte');
const expected = readFileSync(checkFile, 'utf8')
  .split('\n')
  .flatMap((line, index) =>
    line.includes('<!-- expect-error:') ? [`${relative(ROOT, checkFile)}:${index + 2}`] : [],
  );
console.log(
  `\n  Svelte markup: svelte-check, ${errors.length} errors where ${expected.length} are expected`,
);
for (const line of expected) if (!errors.includes(line)) problems.push(`no error at ${line}`);
for (const line of errors)
  if (!expected.includes(line)) problems.push(`unexpected error at ${line}`);
if (expected.length === 0 || svelte.status === null) problems.push('svelte-check did not run');

if (problems.length) {
  console.error(`\nHost type checks failed: ${problems.join('; ')}`);
  process.exit(1);
}
console.log('\nHost type checks passed.');
