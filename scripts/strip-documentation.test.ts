// The build transform that keeps the parameters' documentation out of the bundles: it removes the
// `description` property of the parameter files' object literals and nothing else.
import { join, resolve } from 'node:path';
import { build, parseAst, type Plugin, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  isParameterFile,
  stripDocumentation,
  withoutDocumentation,
} from './strip-documentation.ts';

const ROOT = resolve(import.meta.dirname, '..');

/** The same text with runs of white space as one space. */
const squeezed = (code: string) => code.replace(/\s+/g, ' ').trim();

describe('withoutDocumentation', () => {
  const source = `import type { Parameter } from './parameter.ts';
// A description in a comment stays.
export const group = {
  first: {
    description: 'First, at £1 × 2 — ‘quoted’',
    unit: 'rate',
    values: { '2025-04-06': 0.2 },
  },
  middle: { unit: 'rate', description: \`A template\`, label: 'middle', values: {} },
  last: { unit: 'count', values: {}, 'description': 'Quoted key, last' },
  only: { description: 'Alone', },
} satisfies Record<string, Parameter>;
export const citation = { title: 'T', href: '/t', description: "Long title" };
interface Documented { description: string }
export const kept = (x: Documented) => {
  const { description } = x;
  return { [description]: x.description, text: 'description' };
};
`;
  const stripped = withoutDocumentation(source, 'group.ts');

  it('removes every documentation property with its comma', () => {
    expect(squeezed(stripped)).toBe(
      squeezed(`import type { Parameter } from './parameter.ts';
// A description in a comment stays.
export const group = {
  first: { unit: 'rate', values: { '2025-04-06': 0.2 }, },
  middle: { unit: 'rate', label: 'middle', values: {} },
  last: { unit: 'count', values: {} },
  only: { },
} satisfies Record<string, Parameter>;
export const citation = { title: 'T', href: '/t' };
interface Documented { description: string }
export const kept = (x: Documented) => {
  const { description } = x;
  return { [description]: x.description, text: 'description' };
};
`),
    );
    // What is left still parses.
    expect(() => parseAst(stripped, { lang: 'ts' }, 'group.ts')).not.toThrow();
  });

  it('changes nothing but the removed text to spaces, so every other token keeps its place', () => {
    expect(stripped.length).toBe(source.length);
    expect(stripped.split('\n').length).toBe(source.split('\n').length);
    for (let i = 0; i < source.length; i += 1) {
      if (stripped[i] !== source[i]) expect(stripped[i], `at ${i}`).toBe(' ');
    }
  });

  it('leaves a module without documentation exactly as it was', () => {
    const code = "export const x = { unit: 'rate', values: {} };\n";
    expect(withoutDocumentation(code)).toBe(code);
  });

  it('refuses to remove a description that is not plain text, which could be code that runs', () => {
    expect(() =>
      withoutDocumentation('const a = 1;\nexport const x = { description: describe() };\n', 'x.ts'),
    ).toThrow('x.ts:2: `description` must be a string: the build removes it');
  });
});

describe('isParameterFile', () => {
  it('is a module directly in engine/parameters, not a test', () => {
    const parameters = join(ROOT, 'engine', 'parameters');
    expect(isParameterFile(join(parameters, 'income-tax.ts'))).toBe(true);
    expect(isParameterFile(join(parameters, 'citations.ts?import'))).toBe(true);
    expect(isParameterFile(join(parameters, 'parameters.test.ts'))).toBe(false);
    expect(isParameterFile(join(parameters, 'nested', 'x.ts'))).toBe(false);
    expect(isParameterFile(join(ROOT, 'engine', 'types.ts'))).toBe(false);
    expect(isParameterFile(join(ROOT, 'widgets', 'api.ts'))).toBe(false);
  });
});

describe('stripDocumentation in a Vite build', () => {
  // Modules served from memory as if they lived in the repository.
  const MODULES: Record<string, string> = {
    [join(ROOT, 'zz-entry.ts')]: `export { group } from './engine/parameters/zz-probe.ts';
export { api } from './widgets/zz-probe.ts';`,
    [join(ROOT, 'engine', 'parameters', 'zz-probe.ts')]: `export const group = {
  limit: { description: 'Parameter documentation', unit: 'count', values: { '2025-04-06': 12570 } },
  source: { title: 'Short title', href: '/x', description: 'Long title of a source' },
};`,
    [join(ROOT, 'widgets', 'zz-probe.ts')]:
      `export const api = { description: 'A widget description' };`,
  };
  const inMemory: Plugin = {
    name: 'in-memory',
    enforce: 'pre',
    resolveId: (id, importer) => {
      const file = importer ? resolve(importer, '..', id) : id;
      return file in MODULES ? file : null;
    },
    load: (id) => MODULES[id] ?? null,
  };

  it('removes the documentation of the parameter files and keeps everything else', async () => {
    const output = (await build({
      configFile: false,
      root: ROOT,
      logLevel: 'silent',
      plugins: [stripDocumentation(), inMemory],
      build: {
        write: false,
        minify: false,
        lib: { entry: join(ROOT, 'zz-entry.ts'), formats: ['es'], fileName: 'probe' },
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    })) as Rolldown.RolldownOutput[];
    const code = output[0]!.output.map((chunk) => ('code' in chunk ? chunk.code : '')).join('');
    expect(code).not.toContain('Parameter documentation');
    expect(code).not.toContain('Long title of a source');
    expect(code).toContain('Short title');
    expect(code).toContain('12570');
    expect(code).toContain('A widget description');
  });
});
