// The partners' event types: widgets/shared/runtime/events.ts bundled with every declaration of the engine
// it reaches (dts-bundle-generator), so acct-widgets.d.ts carries the engine's own input and result
// types and needs no import; partners have no engine.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const EVENTS_FILE = join(ROOT, 'widgets', 'shared', 'runtime', 'events.ts');
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
  const [text] = generateDtsBundle(
    [{ filePath: EVENTS_FILE, output: { noBanner: true, exportReferencedTypes: false } }],
    { preferredConfigPath: CONFIG_FILE },
  );
  if (text === undefined) throw new Error('dts-bundle-generator gave no output for events.ts');
  if (/^\s*(import|export \* from|\/\/\/ <reference)/m.test(text)) {
    throw new Error('The partners’ event types would import something; they must stand alone');
  }
  return text.replace(/^export \{\};?\s*$/m, '').trim();
}
