// What makes a folder of calculators/ a calculator, checked against what is on disk: its engine
// entry, widget and (when it has one) page, found by convention, and each reachable the way the rest
// of the repository reaches it. A folder that breaks a convention fails here, whatever the indexes
// (`npm run calculators:index`) say.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as engine from '../engine/index.ts';
import { CALCULATOR_PAGES } from './pages.ts';
import { CALCULATOR_APIS } from './registry.ts';

const FOLDERS = readdirSync(import.meta.dirname, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

const ENGINES = import.meta.glob<Record<string, unknown>>('./*/engine/index.ts', { eager: true });

/** The year after the last the engine has: one no calculator knows. */
const UNKNOWN_YEAR = engine.taxYearAfter(engine.TAX_YEARS.at(-1)!) as engine.TaxYear;

describe('the calculators', () => {
  it('are every folder of calculators/, each with its engine entry and its widget', () => {
    // A widget's own styles.css is there when the shared components' styles are not enough.
    expect(FOLDERS.length).toBeGreaterThan(0);
    for (const id of FOLDERS) {
      for (const file of [
        'engine/index.ts',
        'widget/api.ts',
        'widget/component.tsx',
        'widget/element.ts',
        'widget/README.md',
      ]) {
        expect(existsSync(join(import.meta.dirname, id, file)), `${id}/${file}`).toBe(true);
      }
    }
    expect(Object.keys(ENGINES).sort()).toEqual(FOLDERS.map((id) => `./${id}/engine/index.ts`));
  });

  it('each declare a widget whose id is the folder’s name, all in the registry in a set order', () => {
    expect(CALCULATOR_APIS.map((api) => api.calculator.id).sort()).toEqual(FOLDERS);
    const orders = CALCULATOR_APIS.map((api) => api.calculator.order);
    expect(new Set(orders).size).toBe(orders.length);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('each have the site’s page at their declared route when they have a page.tsx', () => {
    const withPage = FOLDERS.filter((id) => existsSync(join(import.meta.dirname, id, 'page.tsx')));
    expect(CALCULATOR_PAGES.map((page) => page.id).sort()).toEqual(withPage);
    for (const page of CALCULATOR_PAGES) {
      const api = CALCULATOR_APIS.find((candidate) => candidate.calculator.id === page.id);
      expect(page.path, page.id).toBe(api?.calculator.route);
    }
  });
});

describe.each(FOLDERS)('the %s calculator’s engine entry', (id) => {
  const names = ENGINES[`./${id}/engine/index.ts`]!;
  const functions = Object.keys(names).filter((name) => typeof names[name] === 'function');

  it('is re-exported, name for name, by the engine’s public entry', () => {
    expect(Object.keys(names).length).toBeGreaterThan(0);
    for (const name of Object.keys(names)) {
      expect((engine as Record<string, unknown>)[name], name).toBe(names[name]);
    }
  });

  it('has one form parser, and one working pass named after its figures pass', () => {
    expect(functions.filter((name) => /^parse\w+Form$/.test(name))).toHaveLength(1);
    const explain = functions.filter((name) => name.startsWith('explain'));
    expect(explain).toHaveLength(1);
    // explainSelfEmployed works out calculateSelfEmployed, explainSalaryAndDividends
    // planSalaryAndDividends: the same name after a different verb.
    const subject = explain[0]!.slice('explain'.length);
    const figures = functions.filter(
      (name) => name !== explain[0] && name.endsWith(subject) && /^[a-z]+[A-Z]/.test(name),
    );
    expect(figures, `the figures pass explained by ${explain[0]}`).toHaveLength(1);
  });

  it('refuses, in both passes, a year the engine does not have', () => {
    // The year is checked before the input is read, so no input is needed.
    for (const name of functions.filter((candidate) => !/^parse\w+Form$/.test(candidate))) {
      const pass = names[name] as (input: unknown, year: engine.TaxYear) => unknown;
      if (pass.length !== 2) continue;
      expect(() => pass({}, UNKNOWN_YEAR), name).toThrow(RangeError);
    }
  });
});

describe('the engine’s and the calculators’ modules', () => {
  // eslint's import-x/no-cycle reads no type-only import; a loop of types still ties two modules
  // together (the self-employed calculator and the comparison once imported each other's).
  it('import one another in no loop, types included', () => {
    const root = resolve(import.meta.dirname, '..');
    const modules = ['engine', 'calculators']
      .flatMap((dir) =>
        (readdirSync(join(root, dir), { recursive: true }) as string[]).map((file) =>
          join(root, dir, file),
        ),
      )
      .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|testing\.ts$/.test(file));
    const imports = new Map(
      modules.map((file) => [
        file,
        ts
          .preProcessFile(readFileSync(file, 'utf8'))
          .importedFiles.map(({ fileName }) => fileName)
          .filter((name) => name.startsWith('.'))
          .map((name) => resolve(dirname(file), name.split('?')[0]!)),
      ]),
    );
    const loops: string[] = [];
    const done = new Set<string>();
    const visit = (file: string, path: string[]) => {
      if (path.includes(file)) {
        loops.push(
          [...path.slice(path.indexOf(file)), file].map((f) => relative(root, f)).join(' → '),
        );
        return;
      }
      if (done.has(file) || !imports.has(file)) return;
      for (const next of imports.get(file)!) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of modules) visit(file, []);
    expect(modules.length).toBeGreaterThan(30);
    expect(loops).toEqual([]);
  });
});
