// `npm run docs:widgets`: writes what is generated from the widgets' declared APIs and committed,
// namely widgets/acct-widgets.d.ts and the marked API sections of the widget READMEs.
// `npm run docs:widgets -- --check` writes nothing and fails when any of them is stale.
import { readFile, writeFile } from 'node:fs/promises';
import { relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { WIDGET_APIS } from '../widgets/api.ts';
import { isPublished, type WidgetApi } from '../widgets/shared/runtime/widget-api.ts';
import {
  DECLARATIONS_FILE,
  ROOT,
  generatedReadmes,
  widgetDeclarations,
} from './widget-contract/index.ts';

/** Path → current content of every committed generated file. */
export async function generatedFiles(
  apis: readonly WidgetApi[] = WIDGET_APIS,
): Promise<Map<string, string>> {
  const files = await generatedReadmes(apis);
  files.set(DECLARATIONS_FILE, await widgetDeclarations(apis.filter(isPublished)));
  return files;
}

/** The generated files whose committed content differs from what the declarations give. */
export async function staleFiles(apis: readonly WidgetApi[] = WIDGET_APIS): Promise<string[]> {
  const stale: string[] = [];
  for (const [path, content] of await generatedFiles(apis)) {
    const current = await readFile(path, 'utf8').catch(() => '');
    if (current !== content) stale.push(relative(ROOT, path));
  }
  return stale;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (process.argv.includes('--check')) {
    const stale = await staleFiles();
    if (stale.length) {
      console.error(`Stale, run npm run docs:widgets:\n- ${stale.join('\n- ')}`);
      process.exit(1);
    }
    console.log('Widget docs and declarations are current.');
  } else {
    for (const [path, content] of await generatedFiles()) await writeFile(path, content);
    console.log('Wrote widgets/acct-widgets.d.ts and the widget READMEs’ API sections.');
  }
}
