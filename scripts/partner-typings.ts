// The partners' event types: widgets/shared/runtime/events.ts and the names each calculator gives its
// input and result in its widget's api.ts (`export type Acct… = …`), bundled with every declaration of
// the engine they reach (dts-bundle-generator), so acct-widgets.d.ts carries the engine's own input
// and result types and needs no import; partners have no engine.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import { CALCULATOR_APIS } from '../calculators/registry.ts';
import { folderOf } from '../widgets/shared/runtime/widget-api.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EVENTS_FILE = join(ROOT, 'widgets', 'shared', 'runtime', 'events.ts');

/**
 * The bundle's entry: events.ts, and each calculator's partner names re-exported from its api.ts (the
 * declarations there, which partners do not need, are left out).
 */
function entryText(): string {
  const lines = [`export * from ${JSON.stringify(EVENTS_FILE)};`];
  for (const api of CALCULATOR_APIS) {
    const file = join(ROOT, folderOf(api), 'api.ts');
    const names = [...readFileSync(file, 'utf8').matchAll(/^export type (Acct\w+)/gm)].map(
      (match) => match[1],
    );
    if (names.length > 0)
      lines.push(`export type { ${names.join(', ')} } from ${JSON.stringify(file)};`);
  }
  return `${lines.join('\n')}\n`;
}
// Compiles events.ts and what it imports only, not the whole project.
const CONFIG_FILE = join(ROOT, 'scripts', 'partner-typings.tsconfig.json');

let bundled: string | undefined;

/**
 * events.ts's exports and the engine's declarations they name, as one self-contained block. Only the
 * Acct… names are exported; the engine's are declared beside them for those to refer to. Compiled
 * once a process, as the compilation takes seconds.
 */
export function partnerEventTypes(): string {
  bundled ??= bundleEventTypes();
  return bundled;
}

function bundleEventTypes(): string {
  const dir = mkdtempSync(join(tmpdir(), 'acct-partner-typings-'));
  const entry = join(dir, 'partner-events.ts');
  let text: string | undefined;
  try {
    writeFileSync(entry, entryText());
    [text] = generateDtsBundle(
      [{ filePath: entry, output: { noBanner: true, exportReferencedTypes: false } }],
      { preferredConfigPath: CONFIG_FILE },
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  if (text === undefined) throw new Error('dts-bundle-generator gave no output for events.ts');
  if (/^\s*(import|export \* from|\/\/\/ <reference)/m.test(text)) {
    throw new Error('The partners’ event types would import something; they must stand alone');
  }
  return text.replace(/^export \{\};?\s*$/m, '').trim();
}
