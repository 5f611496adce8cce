// The partners' event types: widgets/shared/runtime/events.ts and the names each calculator gives its
// input and result in its widget's api.ts (`export type Acct… = …`), bundled with every declaration of
// the engine they reach (dts-bundle-generator), so acct-widgets.d.ts carries the engine's own input
// and result types and needs no import; partners have no engine.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDtsBundle } from 'dts-bundle-generator';
import ts from 'typescript';
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

/**
 * What a partner finds in each event's `detail`, in one line for the READMEs, read from the types
 * themselves (`detailTypes`, e.g. `AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>`): each
 * property, with its type where it is a plain value (`taxYear: '2025-26' | '2026-27' | null`) and
 * its own properties' names where it is an object (`input: { salary, dividends, … }`). A field added
 * to a calculator's input or result is listed without anyone writing it down.
 */
export function eventDetailSummaries(detailTypes: readonly string[]): string[] {
  const fileName = join(ROOT, 'partner-event-details.ts');
  const text = [
    partnerEventTypes(),
    ...detailTypes.map((type, index) => `export type EventDetail${index} = ${type};`),
  ].join('\n');
  const options: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => (name === fileName ? text : readFile(name));
  host.fileExists = (name) => name === fileName || fileExists(name);
  host.getSourceFile = (name, language, ...rest) =>
    name === fileName
      ? ts.createSourceFile(name, text, language)
      : getSourceFile(name, language, ...rest);
  const program = ts.createProgram([fileName], options, host);
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(fileName)!;
  const aliases = new Map<string, ts.Type>();
  source.forEachChild((node) => {
    if (ts.isTypeAliasDeclaration(node) && node.name.text.startsWith('EventDetail'))
      aliases.set(node.name.text, checker.getTypeAtLocation(node.name));
  });
  // A union of literals is spelt out ('2025-26' | '2026-27'), not named by its alias (TaxYear).
  const valueText = (type: ts.Type): string => {
    if (type.isUnion()) {
      const members = type.types.map(valueText);
      return [
        ...members.filter((text) => text !== 'null'),
        ...members.filter((text) => text === 'null'),
      ].join(' | ');
    }
    if (type.isStringLiteral()) return `'${type.value}'`;
    return checker.typeToString(type, undefined, ts.TypeFormatFlags.NoTruncation);
  };
  const isObject = (type: ts.Type) =>
    Boolean(type.flags & ts.TypeFlags.Object) && !checker.isArrayType(type);
  const names = (type: ts.Type) =>
    checker.getPropertiesOfType(type).map((property) => {
      const inner = checker.getTypeOfSymbol(property);
      // A literal (`necessary: true`) says more than its name.
      return inner.isLiteral() || inner.flags & ts.TypeFlags.BooleanLiteral
        ? `${property.name}: ${valueText(inner)}`
        : property.name;
    });
  return detailTypes.map((detailType, index) => {
    const type = aliases.get(`EventDetail${index}`);
    if (!type) throw new Error(`No type for ${detailType}`);
    const properties = checker.getPropertiesOfType(type).map((property) => {
      const inner = checker.getNonNullableType(checker.getTypeOfSymbol(property));
      const nullable = inner !== checker.getTypeOfSymbol(property);
      return isObject(inner)
        ? `${property.name}: { ${names(inner).join(', ')} }${nullable ? ' | null' : ''}`
        : `${property.name}: ${valueText(checker.getTypeOfSymbol(property))}`;
    });
    if (properties.length === 0) throw new Error(`${detailType} has no properties to describe`);
    return `\`{ ${properties.join(', ')} }\``;
  });
}
