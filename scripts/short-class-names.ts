// The widgets' class names are long and readable in the source (`acct-results__headline-value`),
// and in the site, which renders the same components into its own pages beside its own classes. In
// a widget bundle they live only inside the element's shadow root, where nothing outside can select
// them, so the widget builds write each as one or two letters: the same rename in the stylesheets
// and in the components' markup. The stylesheets' private custom properties (`--_primary`, never
// set from outside) are shortened the same way, to `--_a`. The classic scripts come out 300–460 B
// gzip smaller each.
//
// The rename is by whole token, so every class must be written out in full where it is used (never
// `acct-calculator--${kind}`); the build fails on a module that composes one, and on a class named
// like a tag or an event of a widget (which the rename would change too).
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { WIDGET_APIS } from '../widgets/api.ts';

const ROOT = resolve(import.meta.dirname, '..');
/** Where the widgets' sources are: the shared parts and other widgets, and the calculators'. */
const SOURCE_DIRS = [join(ROOT, 'widgets'), join(ROOT, 'calculators')];

/** A class token: `acct-` and a name, not part of a longer name or a custom property. */
const TOKEN = /(?<![\w-])acct-[a-z0-9]+(?:(?:-|--|__)[a-z0-9]+)*(?![\w-])/g;
/** A private custom property: `--_` and a name. */
const PROPERTY = /(?<![\w-])--_[a-z0-9]+(?:-[a-z0-9]+)*(?![\w-])/g;
/** A class name cut short by an interpolation or a concatenation. */
const COMPOSED = /(?<![\w-])acct-[a-z0-9_-]*[-_](?:\$\{|['"`]\s*\+)/;

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** a … z, then aa … zz: lower case only, as a page in quirks mode matches classes without case. */
function shortName(index: number): string {
  if (index >= 26 * 27) throw new Error('More classes than names of two letters');
  const letter = (n: number) => String.fromCharCode(97 + n);
  return index < 26 ? letter(index) : letter(Math.floor(index / 26) - 1) + letter(index % 26);
}

/** Names by how often the stylesheets use them, the most used first, each to its short name. */
function byUse(names: string[], short: (index: number) => string) {
  const uses = new Map<string, number>();
  for (const name of names) uses.set(name, (uses.get(name) ?? 0) + 1);
  const order = [...uses].sort(([a, m], [b, n]) => n - m || a.localeCompare(b));
  return order.map(([name], index) => [name, short(index)] as const);
}

/**
 * Every class the widgets' stylesheets select, and every private custom property they use, to its
 * short name: the most used first, so they get the single letters. The same stylesheets give the
 * same names.
 */
export function classNameMap(
  dirs: string | readonly string[] = SOURCE_DIRS,
): ReadonlyMap<string, string> {
  const css = [dirs]
    .flat()
    .flatMap(cssFiles)
    .map((file) => readFileSync(file, 'utf8'));
  const selected = css.flatMap((text) => [...text.matchAll(/\.(acct-[\w-]+)/g)].map(([, n]) => n!));
  const classes = byUse(selected, shortName);
  // What partners see and use by name: every acct- name the widgets' declared APIs mention, their
  // tags and events first among them.
  const published = new Set(JSON.stringify(WIDGET_APIS).match(TOKEN));
  const clash = classes.find(([name]) => published.has(name));
  if (clash) throw new Error(`The class ${clash[0]} is a name of a widget's published API`);
  const properties = byUse(
    css.flatMap((text) => text.match(PROPERTY) ?? []),
    (index) => `--_${shortName(index)}`,
  );
  return new Map([...classes, ...properties]);
}

/** A module's classes renamed; throws where a class is composed rather than written out. */
export function renameClasses(code: string, names: ReadonlyMap<string, string>, id = ''): string {
  const composed = COMPOSED.exec(code);
  if (composed) {
    throw new Error(
      `${id}: "${composed[0]}" composes a class name; write each class out in full (scripts/short-class-names.ts)`,
    );
  }
  return code
    .replace(TOKEN, (token) => names.get(token) ?? token)
    .replace(PROPERTY, (token) => names.get(token) ?? token);
}

// Read once per build process: every widget build (a dozen, side by side) uses the same names.
let widgetNames: ReadonlyMap<string, string> | undefined;

/** The widget builds' rename, over the widgets' modules and stylesheets (after JSX and CSS). */
export function shortClassNames(): Plugin {
  const names = (widgetNames ??= classNameMap());
  return {
    name: 'acct-short-class-names',
    enforce: 'post',
    transform(code, id) {
      const path = id.split('?')[0] ?? '';
      if (!SOURCE_DIRS.some((dir) => !relative(dir, path).startsWith('..'))) return null;
      const file = relative(ROOT, path);
      if (file.includes('node_modules')) return null;
      return { code: renameClasses(code, names, file), map: null };
    },
  };
}
