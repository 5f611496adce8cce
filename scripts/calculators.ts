// `npm run calculators:index`: the indexes of the calculators, written from their folders. A
// calculator is a folder calculators/<id>/ holding its engine (engine/index.ts), its widget
// (widget/api.ts, declaring `calculator.id` as the folder's name) and, when the site gives it a page
// of its own, page.tsx exporting its `route` and its page component. Node scripts (the builds, the
// bench, the typings, the browser tests) read these indexes, as they cannot find files by pattern as
// Vite does; one per layer, so that each layer's bundles carry only its own:
//   calculators/engine.ts    every calculator's engine entry, which engine/index.ts re-exports
//   calculators/registry.ts  every calculator's widget declaration, in its declared order
//   calculators/pages.ts     the site's route entries of their pages (copied from each page.tsx),
//                            which the site's first chunk carries without the declarations
// scripts/calculators.test.ts fails when one is not what this writes.
import { existsSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import ts from 'typescript';
import type { CalculatorApi } from '../widgets/shared/runtime/widget-api.ts';

const ROOT = resolve(import.meta.dirname, '..');
export const CALCULATORS_DIR = join(ROOT, 'calculators');
export const ENGINE_INDEX = join(CALCULATORS_DIR, 'engine.ts');
export const REGISTRY = join(CALCULATORS_DIR, 'registry.ts');
export const PAGES = join(CALCULATORS_DIR, 'pages.ts');

/** The calculators' folders: every folder of calculators/ with an engine entry or a widget. */
export function calculatorFolders(): string[] {
  return readdirSync(CALCULATORS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

/** A plain literal as written in a page's `route`: strings, numbers, booleans and objects of them. */
function literal(node: ts.Expression, where: string): unknown {
  if (
    ts.isParenthesizedExpression(node) ||
    ts.isSatisfiesExpression(node) ||
    ts.isAsExpression(node)
  )
    return literal(node.expression, where);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (ts.isObjectLiteralExpression(node)) {
    const value: Record<string, unknown> = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property) || !ts.isIdentifier(property.name)) {
        throw new Error(`${where}: \`route\` may hold only plain properties`);
      }
      value[property.name.text] = literal(property.initializer, where);
    }
    return value;
  }
  throw new Error(`${where}: \`route\` may hold only literals, not \`${node.getText()}\``);
}

/** A page's `route` (its value, read from the source) and the name of its page component. */
export function pageOf(file: string): { route: Record<string, unknown>; component: string } {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  let route: Record<string, unknown> | undefined;
  const components: string[] = [];
  for (const statement of source.statements) {
    const exported = ts
      .getModifiers(statement as ts.HasModifiers)
      ?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isFunctionDeclaration(statement) && statement.name?.text.endsWith('Page')) {
      components.push(statement.name.text);
    }
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name) && declaration.name.text === 'route') {
          route = literal(declaration.initializer!, file) as Record<string, unknown>;
        }
      }
    }
  }
  if (route === undefined) throw new Error(`${file} exports no \`route\``);
  if (components.length !== 1) throw new Error(`${file} must export one function named …Page`);
  return { route, component: components[0]! };
}

interface Calculator {
  id: string;
  /** The export of its widget/api.ts, and the declaration it holds. */
  apiName: string;
  api: CalculatorApi;
  page: { route: Record<string, unknown>; component: string } | null;
}

async function calculators(): Promise<Calculator[]> {
  const found: Calculator[] = [];
  for (const id of calculatorFolders()) {
    const folder = join(CALCULATORS_DIR, id);
    for (const part of ['engine/index.ts', 'widget/api.ts']) {
      if (!existsSync(join(folder, part))) throw new Error(`calculators/${id} has no ${part}`);
    }
    const module = (await import(pathToFileURL(join(folder, 'widget/api.ts')).href)) as Record<
      string,
      CalculatorApi
    >;
    const declared = Object.entries(module).filter(([, value]) => value?.calculator);
    if (declared.length !== 1) {
      throw new Error(`calculators/${id}/widget/api.ts must declare one calculator`);
    }
    const [apiName, api] = declared[0]!;
    if (api.calculator.id !== id) {
      throw new Error(
        `calculators/${id} declares the id '${api.calculator.id}': the folder is named after it`,
      );
    }
    const pageFile = join(folder, 'page.tsx');
    found.push({ id, apiName, api, page: existsSync(pageFile) ? pageOf(pageFile) : null });
  }
  return found.sort((a, b) => a.api.calculator.order - b.api.calculator.order);
}

const GENERATED =
  'Written by `npm run calculators:index` from the folders of calculators/: do not edit.';

function engineIndex(): string {
  const ids = calculatorFolders();
  return `// Every calculator's engine entry, which the engine's public entry (engine/index.ts) re-exports.
// ${GENERATED}
${ids.map((id) => `export * from './${id}/engine/index.ts';`).join('\n')}
`;
}

function registry(all: readonly Calculator[]): string {
  const byId = [...all].sort((a, b) => a.id.localeCompare(b.id));
  const imports = byId
    .map(({ id, apiName }) => `import { ${apiName} } from './${id}/widget/api.ts';`)
    .join('\n');
  return `// Every calculator's widget declaration, in the order the calculators declare.
// ${GENERATED}
${imports}

/** The calculators' declared widget APIs, in their declared order (\`calculator.order\`). */
export const CALCULATOR_APIS = [${all.map(({ apiName }) => apiName).join(', ')}] as const;
`;
}

function pages(all: readonly Calculator[]): string {
  const entries = all
    .filter((calculator) => calculator.page !== null)
    .map(({ id, api, page }) => {
      const { route, component } = page!;
      const entry = JSON.stringify({ id, path: api.calculator.route, ...route });
      return `${entry.slice(0, -1)}, page: () => import('./${id}/page.tsx').then((m) => m.${component}) }`;
    });
  return `// The route entry of each calculator that has a page of its own on the site, as its page.tsx exports
// it, beside the path its widget declares: what the site's route table carries of the calculators.
// ${GENERATED}

/**
 * The calculators' pages: each one's path (its declared \`calculator.route\`), the route entry its
 * page.tsx exports, and its page component, loaded on demand.
 */
export const CALCULATOR_PAGES = [${entries.join(', ')}] as const;
`;
}

const formatted = async (text: string) =>
  format(text, { ...(await resolveConfig(ENGINE_INDEX)), parser: 'typescript' });

/**
 * What the indexes should hold, formatted as the repository formats TypeScript. The engine's comes
 * from the folders alone; the others from the widgets' declarations, which import the engine, and
 * so read the engine index on disk.
 */
export async function calculatorIndexes(): Promise<Record<string, string>> {
  const engine = await formatted(engineIndex());
  const all = await calculators();
  return {
    [ENGINE_INDEX]: engine,
    [REGISTRY]: await formatted(registry(all)),
    [PAGES]: await formatted(pages(all)),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  // The engine index first: the widgets' declarations, read for the others, import the engine.
  writeFileSync(ENGINE_INDEX, await formatted(engineIndex()));
  for (const [file, text] of Object.entries(await calculatorIndexes())) writeFileSync(file, text);
  console.log('Wrote calculators/engine.ts, registry.ts and pages.ts.');
}
