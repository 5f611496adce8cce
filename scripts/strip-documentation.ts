// The parameter files (engine/parameters/*.ts) keep each parameter's and each source's documentation
// beside its data, in one property, `description`: read by tests and readers, never at run time. This
// build transform removes that property from their object literals, so no widget or page bundle
// carries the text. Every Vite build that bundles engine code uses it (the widget builds through
// `baseConfig` in build-widgets.ts, the site's client and prerender builds in site/vite.config.ts);
// tests run on the source as written.
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAst, type Plugin } from 'vite';

/** The one property the parameter files document with, and the build removes. */
export const DOCUMENTATION_PROPERTY = 'description';

// From the module's URL: the site's Vite config bundles this file, and keeps `import.meta.url` right.
const PARAMETERS_DIR = fileURLToPath(new URL('../engine/parameters/', import.meta.url));

/** A parameter file: a module directly in engine/parameters/, not a test. */
export function isParameterFile(id: string): boolean {
  const file = relative(PARAMETERS_DIR, id.split('?')[0] ?? '');
  return /^[\w-]+\.ts$/.test(file) && !file.endsWith('.test.ts');
}

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

function visit(node: Node, onNode: (node: Node) => void): void {
  onNode(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) {
      for (const item of value) if (isNode(item)) visit(item, onNode);
    } else if (isNode(value)) {
      visit(value, onNode);
    }
  }
}

function isDocumentation(property: Node): boolean {
  if (property.type !== 'Property' || property.computed === true) return false;
  const key = property.key as Node & { name?: string; value?: unknown };
  return (
    (key.type === 'Identifier' && key.name === DOCUMENTATION_PROPERTY) ||
    (key.type === 'Literal' && key.value === DOCUMENTATION_PROPERTY)
  );
}

/** Only text is removed, so the build never drops code that could run. */
function isText(value: Node): boolean {
  return (
    (value.type === 'Literal' && typeof value.value === 'string') ||
    (value.type === 'TemplateLiteral' && (value.expressions as unknown[]).length === 0)
  );
}

/**
 * The spans of an object literal's source to remove with its documentation properties: each with
 * the comma after it, or the last with the comma before it, or everything inside the braces when
 * no other property is left.
 */
function spansOf(object: Node, code: string, file: string): [number, number][] {
  const properties = object.properties as Node[];
  const removed = properties.map(isDocumentation);
  const spans: [number, number][] = [];
  removed.forEach((remove, i) => {
    const property = properties[i]!;
    if (!remove) return;
    if (!isText(property.value as Node)) {
      const line = code.slice(0, property.start).split('\n').length;
      throw new Error(
        `${file}:${line}: \`${DOCUMENTATION_PROPERTY}\` must be a string: the build removes it`,
      );
    }
    const next = properties[i + 1];
    const previous = properties[i - 1];
    if (removed.every(Boolean)) spans.push([properties[0]!.start, object.end - 1]);
    else if (next) spans.push([property.start, next.start]);
    else if (previous) spans.push([previous.end, property.end]);
  });
  return spans;
}

/**
 * `code` without the documentation properties of its object literals. Each is blanked out with
 * spaces (line breaks kept), so every other token keeps its line and column and the source map
 * needs no change; the minifier drops the spaces.
 */
export function withoutDocumentation(code: string, file = 'module.ts'): string {
  const spans: [number, number][] = [];
  visit(parseAst(code, { lang: 'ts' }, file) as unknown as Node, (node) => {
    if (node.type === 'ObjectExpression') spans.push(...spansOf(node, code, file));
  });
  if (spans.length === 0) return code;
  const characters = code.split('');
  for (const [start, end] of spans) {
    for (let i = start; i < end; i += 1) {
      if (characters[i] !== '\n' && characters[i] !== '\r') characters[i] = ' ';
    }
  }
  return characters.join('');
}

/** The Vite plugin: the parameter files lose their documentation before anything else reads them. */
export function stripDocumentation(): Plugin {
  return {
    name: 'acct-strip-documentation',
    enforce: 'pre',
    transform: {
      filter: { id: /[\\/]engine[\\/]parameters[\\/]/ },
      handler(code, id) {
        if (!isParameterFile(id)) return null;
        const stripped = withoutDocumentation(code, id);
        // Nothing moved: the source map stays as it was.
        return stripped === code ? null : { code: stripped, map: null };
      },
    },
  };
}
