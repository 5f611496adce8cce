// The project is type-checked by TypeScript 7, the native compiler, in a quarter of TypeScript 6's
// CPU. TypeScript 6 stays the `typescript` package for the tools that use its JavaScript API, which
// 7 does not have (typescript-eslint, vue-tsc, svelte-check, the scripts that read declarations).
// Both packages name their binary `tsc`, and node_modules/.bin/tsc is whichever npm linked last, so
// the native compiler is called by its path, found here. `tsx scripts/native-tsc.ts <args>` runs it
// (`npm run typecheck` does).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const NATIVE_TSC = join(
  dirname(createRequire(import.meta.url).resolve('typescript-native/package.json')),
  'bin',
  'tsc',
);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const run = spawnSync(process.execPath, [NATIVE_TSC, ...process.argv.slice(2)], {
    stdio: 'inherit',
  });
  process.exit(run.status ?? 1);
}
