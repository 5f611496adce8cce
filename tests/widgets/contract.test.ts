import { existsSync } from 'node:fs';
import { readFile, readdir } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { TAX_YEARS } from '../../engine/index.ts';
import { elementApiModule } from '../../scripts/build-widgets.ts';
import { staleFiles } from '../../scripts/docs-widgets.ts';
import { eventDetailSummaries, partnerEventTypes } from '../../scripts/partner-typings.ts';
import { customElementsManifest } from '../../scripts/widget-contract/index.ts';
import { PUBLISHED_WIDGET_APIS, WIDGET_APIS } from '../../widgets/api.ts';
import { THEME_PROPERTIES } from '../../widgets/shared/runtime/shared-api.ts';
import { folderOf, type WidgetApi } from '../../widgets/shared/runtime/widget-api.ts';

const require = createRequire(import.meta.url);
const ROOT = resolve(import.meta.dirname, '..', '..');
const WIDGETS_DIR = join(ROOT, 'widgets');

/** A widget's own stylesheet, from the repository's root; a calculator may have none. */
const ownStylesheet = (api: WidgetApi) => join(folderOf(api), 'styles.css');
const hasOwnStylesheet = (api: WidgetApi) => existsSync(join(ROOT, ownStylesheet(api)));

/**
 * Every stylesheet, from the repository's root: the shared ones (theme, calculator layout,
 * circumstances…) and each widget's own.
 */
async function stylesheets(): Promise<string[]> {
  const shared = (await readdir(join(WIDGETS_DIR, 'shared'), { recursive: true }))
    .filter((name) => name.endsWith('.css'))
    .map((name) => `widgets/shared/${name}`);
  const own = await Promise.all(
    WIDGET_APIS.filter(hasOwnStylesheet).map(async (api) =>
      (await readdir(join(ROOT, folderOf(api))))
        .filter((name) => name.endsWith('.css'))
        .map((name) => join(folderOf(api), name)),
    ),
  );
  return [...shared, ...own.flat()];
}

describe('partners’ event types', () => {
  it('are the engine’s own declarations bundled with events.ts, importing nothing', async () => {
    const types = partnerEventTypes();
    // The engine's list of years, written out: AcctTaxYear derives from it as TaxYear does.
    expect(types).toContain(`declare const TAX_YEARS: readonly [`);
    for (const year of TAX_YEARS) expect(types).toContain(`"${year}"`);
    expect(types).toContain('export type AcctTaxYear = TaxYear;');
    // A field only the engine's result type declares: the copy is the engine's, not a restatement.
    const engineTypes = await readFile(
      join(ROOT, 'calculators', 'planner', 'engine', 'types.ts'),
      'utf8',
    );
    expect(engineTypes).toContain('exactOptimum: PlannerExactOptimum | null;');
    expect(types).toContain('exactOptimum: PlannerExactOptimum | null;');
    expect(types).not.toMatch(/^\s*(import|export \* from|\/\/\/ <reference)/m);
    const partnerFile = await readFile(join(WIDGETS_DIR, 'acct-widgets.d.ts'), 'utf8');
    expect(partnerFile).not.toMatch(/^\s*import\b/m);
  }, 60_000);
});

describe('the READMEs’ event details', () => {
  it('list every field of each calculator’s input and result, read from the engine’s types', async () => {
    // A result field every calculator's README once left out by hand, and a literal shown as itself.
    const [selfEmployed, consent] = eventDetailSummaries([
      'AcctCalculateDetail<AcctSelfEmployedInput, AcctSelfEmployedResult>',
      'AcctConsentChangeDetail',
    ]);
    expect(selfEmployed).toMatch(
      /^`\{ taxYear: '2025-26' \| .* \| null, input: \{ income, expenses, /,
    );
    expect(selfEmployed).toMatch(/result: \{ [^}]*\bpersonalAllowance\b[^}]*\} \}`$/);
    expect(consent).toBe(
      '`{ consent: { necessary: true, analytics, marketing, functional }, date: string }`',
    );
    // Each field the engine's result type declares is named, so a new one cannot be left out.
    const engineTypes = await readFile(
      join(ROOT, 'calculators', 'self-employed', 'engine', 'types.ts'),
      'utf8',
    );
    const declared =
      /export interface SelfEmployedResult extends TaxAdjustments \{([\s\S]*?)\n\}/.exec(
        engineTypes,
      )![1]!;
    const fields = [...declared.matchAll(/^ {2}(\w+)\??:/gm)].map((match) => match[1]!);
    expect(fields.length).toBeGreaterThan(5);
    for (const field of fields) expect(selfEmployed, field).toMatch(new RegExp(`\\b${field}\\b`));
  }, 60_000);
});

describe('widgets/api.ts', () => {
  it('lists every widget folder with an api.ts (the folders eslint.config.js fences off)', async () => {
    const withApi = async (dir: string, inside = '') =>
      (await readdir(join(ROOT, dir), { withFileTypes: true }))
        .filter(
          (entry) =>
            entry.isDirectory() && existsSync(join(ROOT, dir, entry.name, inside, 'api.ts')),
        )
        .map((entry) => join(dir, entry.name, inside));
    const folders = [...(await withApi('widgets')), ...(await withApi('calculators', 'widget'))];
    expect(folders.length).toBeGreaterThan(2);
    expect(WIDGET_APIS.map(folderOf).sort()).toEqual(folders.sort());
  });

  it('has no class styled unscoped by two stylesheets, which would clash on a page using several', async () => {
    // The site puts every widget's stylesheet into one document (widgets/index.css); a scoped
    // refinement (`.acct-consent__actions .acct-button`) is fine, a second top-level rule is not.
    const files = await stylesheets();
    expect(files).toContain('widgets/shared/toolkit/option-group.css');
    const owners = new Map<string, string>();
    for (const file of files) {
      const css = (await readFile(join(ROOT, file), 'utf8')).replace(/\/\*[\s\S]*?\*\//g, '');
      const selectors = [...css.matchAll(/(?:^|[{}])\s*([^{}@]+?)\s*\{/g)].flatMap((match) =>
        // Commas inside :is() or :not() separate arguments, not selectors.
        match[1]!.split(/,(?![^(]*\))/),
      );
      const own = new Set(
        selectors.flatMap((selector) => /^\s*\.(acct-[\w-]+)[^\s>+~]*$/.exec(selector)?.[1] ?? []),
      );
      for (const name of own) {
        expect(owners.get(name), `.${name} in ${file}`).toBeUndefined();
        owners.set(name, file);
      }
    }
    expect(owners.size).toBeGreaterThan(20);
  });

  it('has every stylesheet on the site, which renders the components in light DOM', async () => {
    // The shared and the other widgets' in widgets/index.css; each calculator's through the site's
    // entry, which imports every stylesheet in calculators/*/widget/.
    const index = await readFile(join(WIDGETS_DIR, 'index.css'), 'utf8');
    const entry = await readFile(join(ROOT, 'site', 'main.tsx'), 'utf8');
    expect(entry).toContain(`import.meta.glob('../calculators/*/widget/*.css', { eager: true })`);
    for (const file of await stylesheets()) {
      if (/^calculators\/[\w-]+\/widget\/[\w-]+\.css$/.test(file)) continue;
      expect(index).toContain(`@import './${relative('widgets', file)}';`);
    }
  });
});

async function validator() {
  const schema = JSON.parse(
    await readFile(require.resolve('custom-elements-manifest/schema.json'), 'utf8'),
  ) as object;
  // The schema is draft-07, Ajv's default; it names its own formats loosely.
  return new Ajv({ strict: false, allErrors: true }).compile(schema);
}

describe('custom-elements.json', () => {
  it('is a valid Custom Elements Manifest 2.x', async () => {
    const validate = await validator();
    const manifest = customElementsManifest();
    expect(manifest.schemaVersion).toMatch(/^2\./);
    expect(validate(manifest), JSON.stringify(validate.errors, null, 2)).toBe(true);
  });

  it('is refused by the schema when a module has no path or an export no declaration', async () => {
    const validate = await validator();
    const noPath = structuredClone(customElementsManifest()) as unknown as {
      modules: Array<{ path?: string }>;
    };
    delete noPath.modules[0]?.path;
    expect(validate(noPath)).toBe(false);
    const noDeclaration = structuredClone(customElementsManifest()) as unknown as {
      modules: Array<{ exports: Array<{ declaration?: unknown }> }>;
    };
    delete noDeclaration.modules[1]?.exports[0]?.declaration;
    expect(validate(noDeclaration)).toBe(false);
  });

  it('describes every widget: module, tag, attributes with their property, events, theme and parts', () => {
    const manifest = customElementsManifest();
    expect(manifest.modules.map((module) => module.path)).toEqual(
      PUBLISHED_WIDGET_APIS.map((api) => `widgets/${api.tag}.js`),
    );
    const director = manifest.modules.find(
      (module) => module.path === 'widgets/acct-director-calculator.js',
    );
    expect(director?.exports).toEqual([
      {
        kind: 'custom-element-definition',
        name: 'acct-director-calculator',
        declaration: {
          name: 'AcctDirectorCalculatorElement',
          module: 'widgets/acct-director-calculator.js',
        },
      },
    ]);
    const element = director?.declarations?.[0] as unknown as Record<string, unknown> & {
      attributes: Array<Record<string, unknown>>;
      events: Array<Record<string, unknown>>;
      cssProperties: Array<Record<string, unknown>>;
      cssParts: Array<{ name: string }>;
    };
    expect(element).toMatchObject({ customElement: true, tagName: 'acct-director-calculator' });
    expect(element.attributes).toMatchObject([
      {
        name: 'tax-year',
        fieldName: 'taxYear',
        type: { text: TAX_YEARS.map((year) => `'${year}'`).join(' | ') },
      },
      { name: 'booking-url', fieldName: 'bookingUrl', type: { text: 'string' } },
      { name: 'salary', fieldName: 'salary', type: { text: 'string' } },
      { name: 'dividends', fieldName: 'dividends', type: { text: 'string' } },
      { name: 'savings', fieldName: 'savings', type: { text: 'string' } },
      { name: 'scottish-taxpayer', fieldName: 'scottishTaxpayer', type: { text: 'boolean' } },
      { name: 'student-loan-plans', fieldName: 'studentLoanPlans', type: { text: 'string' } },
      {
        name: 'pension-contributions',
        fieldName: 'pensionContributions',
        type: { text: 'string' },
      },
      { name: 'state-pension', fieldName: 'statePension', type: { text: 'string' } },
      {
        name: 'over-state-pension-age',
        fieldName: 'overStatePensionAge',
        type: { text: 'boolean' },
      },
      {
        name: 'child-benefit-children',
        fieldName: 'childBenefitChildren',
        type: { text: 'string' },
      },
      {
        name: 'marriage-allowance',
        fieldName: 'marriageAllowance',
        type: { text: "'receive' | 'transfer'" },
      },
      {
        name: 'unused-annual-allowance',
        fieldName: 'unusedAnnualAllowance',
        type: { text: 'string' },
      },
      { name: 'auto-calculate', fieldName: 'autoCalculate', type: { text: 'boolean' } },
      { name: 'hide-working', fieldName: 'hideWorking', type: { text: 'boolean' } },
    ]);
    // No one year is the default: absent, the widget starts on the year the visitor's today falls in.
    expect(element.attributes[0]).not.toHaveProperty('default');
    expect(element.attributes[0]?.description).toMatch(
      /Absent or unknown: the tax year the visitor’s today falls in/,
    );
    expect(element.attributes[1]).not.toHaveProperty('default');
    for (const attribute of element.attributes) expect(attribute.description).toBeTruthy();
    expect(element.events).toMatchObject([
      {
        name: 'acct-calculate',
        type: { text: 'CustomEvent<AcctCalculateDetail<AcctDirectorInput, AcctDirectorResult>>' },
      },
    ]);
    expect(element.cssProperties).toContainEqual(
      expect.objectContaining({ name: '--acct-color-primary', default: '#0c5e6e' }),
    );
    expect(element.cssParts.map((part) => part.name)).toContain('year-switch');

    const consent = manifest.modules.find((module) => module.path.includes('cookie-consent'));
    expect(JSON.stringify(consent)).toContain('CustomEvent<AcctConsentChangeDetail>');
  });
});

describe('generated README sections and acct-widgets.d.ts', () => {
  it('are current (run npm run docs:widgets after changing a declaration)', async () => {
    expect(await staleFiles()).toEqual([]);
  }, 30_000);

  it('go stale when a declaration changes', async () => {
    const [first, ...rest] = WIDGET_APIS as [WidgetApi, ...WidgetApi[]];
    const changed: WidgetApi = {
      ...first,
      attributes: [
        ...first.attributes,
        {
          name: 'scottish-taxpayer',
          type: { kind: 'boolean' },
          label: 'Scottish taxpayer',
          summary: 'Use the Scottish income tax bands.',
          description: 'Use the Scottish income tax bands.',
        },
      ],
    };
    expect(await staleFiles([changed, ...rest])).toEqual([
      'calculators/self-employed/widget/README.md',
      'widgets/README.md',
      'widgets/acct-widgets.d.ts',
    ]);
  }, 30_000);
});

describe('declared parts', () => {
  const partsIn = async (file: string) =>
    [...(await readFile(join(ROOT, file), 'utf8')).matchAll(/\bpart="([^"]+)"/g)].flatMap(
      (match) => match[1]?.split(/\s+/) ?? [],
    );

  it('include every part a widget’s own component renders', async () => {
    for (const api of WIDGET_APIS) {
      const declared = api.parts.map((part) => part.name);
      for (const part of await partsIn(join(folderOf(api), 'component.tsx'))) {
        expect(declared, `${api.tag} renders part="${part}"`).toContain(part);
      }
    }
  });

  it('include every shared part somewhere, and each declared part is rendered somewhere', async () => {
    const shared = (await readdir(join(WIDGETS_DIR, 'shared'), { recursive: true })).filter(
      (file) => /(?<!\.test)\.tsx$/.test(file),
    );
    const rendered = new Set<string>();
    for (const file of shared)
      for (const part of await partsIn(join('widgets', 'shared', file))) rendered.add(part);
    const declared = new Set(WIDGET_APIS.flatMap((api) => api.parts.map((part) => part.name)));
    for (const part of rendered) expect(declared, `shared part="${part}"`).toContain(part);
    for (const api of WIDGET_APIS) {
      for (const part of await partsIn(join(folderOf(api), 'component.tsx'))) rendered.add(part);
    }
    for (const part of declared) expect([...rendered], `declared part ${part}`).toContain(part);
  });
});

describe('declared CSS custom properties', () => {
  const propertiesIn = async (file: string) =>
    [...(await readFile(join(ROOT, file), 'utf8')).matchAll(/var\(\s*(--acct-[a-z-]+)/g)].map(
      (match) => match[1],
    );

  it('have the defaults the stylesheets fall back to', async () => {
    for (const api of WIDGET_APIS) {
      const own = hasOwnStylesheet(api) ? [ownStylesheet(api)] : [];
      for (const file of ['widgets/shared/runtime/styles.css', ...own]) {
        const css = await readFile(join(ROOT, file), 'utf8');
        for (const [, name, fallback] of css.matchAll(/var\(\s*(--acct-[a-z-]+),\s*([^)]+)\)/g)) {
          const declared = api.cssProperties.find((property) => property.name === name);
          expect(declared?.default, `${file}: ${name}`).toBe(fallback?.replace(/\s+/g, ' ').trim());
        }
      }
    }
  });

  it('are the ones the stylesheets read', async () => {
    const sharedFiles = (await stylesheets()).filter((file) => file.startsWith('widgets/shared/'));
    const shared = new Set((await Promise.all(sharedFiles.map(propertiesIn))).flat());
    expect([...shared].sort()).toEqual(THEME_PROPERTIES.map((property) => property.name).sort());
    for (const api of WIDGET_APIS) {
      const own = hasOwnStylesheet(api) ? await propertiesIn(ownStylesheet(api)) : [];
      const read = new Set([...shared, ...own]);
      expect(api.cssProperties.map((property) => property.name).sort(), api.tag).toEqual(
        [...read].sort(),
      );
    }
  });
});

describe('the bundles’ copy of a declared API', () => {
  it('keeps only the tag, each attribute’s name and kind, and the calculator’s identity', async () => {
    const { directorCalculatorApi } = await import('../../calculators/director/widget/api.ts');
    const source = await readFile(
      join(ROOT, 'calculators', 'director', 'widget', 'api.ts'),
      'utf8',
    );
    const module = elementApiModule(directorCalculatorApi, source);
    expect(module.startsWith('export const directorCalculatorApi = ')).toBe(true);
    expect(JSON.parse(module.replace(/^[^=]+=\s*/, '').replace(/;\s*$/, ''))).toEqual({
      tag: 'acct-director-calculator',
      attributes: [
        { name: 'tax-year', type: { kind: 'enum' } },
        { name: 'booking-url', type: { kind: 'url' } },
        { name: 'salary', type: { kind: 'string' } },
        { name: 'dividends', type: { kind: 'string' } },
        { name: 'savings', type: { kind: 'string' } },
        { name: 'scottish-taxpayer', type: { kind: 'boolean' } },
        { name: 'student-loan-plans', type: { kind: 'string' } },
        { name: 'pension-contributions', type: { kind: 'string' } },
        { name: 'state-pension', type: { kind: 'string' } },
        { name: 'over-state-pension-age', type: { kind: 'boolean' } },
        { name: 'child-benefit-children', type: { kind: 'string' } },
        { name: 'marriage-allowance', type: { kind: 'enum' } },
        { name: 'unused-annual-allowance', type: { kind: 'string' } },
        { name: 'auto-calculate', type: { kind: 'boolean' } },
        { name: 'hide-working', type: { kind: 'boolean' } },
      ],
      calculator: { id: 'director', title: 'Company director tax calculator' },
    });
    expect(() => elementApiModule(directorCalculatorApi, 'export const x = {};')).toThrow(
      /declareWidget/,
    );
  });
});
