// One-way imports: engine ← widgets ← site, a calculator's folder holding a part of each (its engine,
// its widget, its page). demo/ uses built bundles only; supabase/local stands alone.
import { existsSync, readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Every widget is a folder under widgets/ with its declared API (api.ts), or a calculator's widget/
// folder; tests/widgets/contract.test.ts checks that these are the widgets widgets/api.ts lists.
const WIDGETS = readdirSync(new URL('./widgets/', import.meta.url), { withFileTypes: true })
  .filter(
    (entry) =>
      entry.isDirectory() && existsSync(new URL(`./widgets/${entry.name}/api.ts`, import.meta.url)),
  )
  .map((entry) => entry.name);

// Every calculator is a folder under calculators/ (calculators/conventions.test.ts checks each).
const CALCULATORS = readdirSync(new URL('./calculators/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

// The engine's own modules, all but its public entry, which alone re-exports the calculators'.
const ENGINE_CORE = readdirSync(new URL('./engine/', import.meta.url))
  .filter((name) => name !== 'index.ts')
  .map((name) => `./engine/${name}`);

const OUTSIDE = ['./site', './demo', './supabase', './tests', './scripts'];

// A calculator's folder holds a part of each layer. Its engine is engine code: it builds on the
// engine's own modules and on other calculators' engines (the comparison composes the self-employed
// calculator and the planner), never on a widget or a page. Its widget is a widget: the engine's
// public entry or its own engine, widgets/shared, never another calculator. Its page is a page of
// the site: its own widget's component and what the site's pages may import.
const CALCULATOR_ZONES = CALCULATORS.flatMap((id) => [
  {
    target: `./calculators/${id}/engine`,
    from: [
      './widgets',
      ...OUTSIDE,
      './calculators/registry.ts',
      './calculators/pages.ts',
      ...CALCULATORS.flatMap((other) => [
        `./calculators/${other}/widget`,
        `./calculators/${other}/page.tsx`,
      ]),
    ],
  },
  {
    target: `./calculators/${id}/widget`,
    from: './calculators',
    except: [`./${id}/engine`, `./${id}/widget`],
  },
  { target: `./calculators/${id}/widget`, from: './engine', except: ['./index.ts'] },
  { target: `./calculators/${id}/widget`, from: './widgets', except: ['./shared'] },
  { target: `./calculators/${id}/widget`, from: ['./site', './demo', './scripts'] },
  { target: `./calculators/${id}/widget`, from: './supabase' },
  {
    target: `./calculators/${id}/page.tsx`,
    from: './calculators',
    except: [`./${id}/page.tsx`, `./${id}/widget/component.tsx`],
  },
  { target: `./calculators/${id}/page.tsx`, from: './engine', except: ['./index.ts'] },
  { target: `./calculators/${id}/page.tsx`, from: './widgets', except: ['./index.ts'] },
  {
    target: `./calculators/${id}/page.tsx`,
    from: ['./site/app', './site/pages', './demo', './supabase', './scripts', './tests'],
  },
]);

// Inside the site, layers import downwards only: content and lib ← components ← features ← pages ←
// app (the router, layout and route table; main.tsx, start.tsx and entry-server.tsx beside it).
const SITE_FEATURES = readdirSync(new URL('./site/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const SITE_ZONES = [
  {
    target: './site/content',
    from: ['./site/lib', './site/components', './site/features', './site/pages', './site/app'],
  },
  {
    target: './site/lib',
    from: ['./site/components', './site/features', './site/pages', './site/app'],
  },
  { target: './site/components', from: ['./site/features', './site/pages', './site/app'] },
  { target: './site/features', from: ['./site/pages', './site/app'] },
  // A feature never imports another; pages and the app compose them.
  ...SITE_FEATURES.map((name) => ({
    target: `./site/features/${name}`,
    from: './site/features',
    except: [`./${name}`],
  })),
  { target: './site/pages', from: './site/app' },
];

// The site's code never reaches the build scripts; its Vite config, which is build tooling, takes
// the transform every bundle of engine code goes through (scripts/strip-documentation.ts).
const SITE_NOT_SCRIPTS = { target: './site', from: './scripts' };

const zones = [
  // The engine imports nothing of ours; its public entry re-exports the calculators' engines.
  {
    target: './engine',
    from: ['./widgets', './site', './demo', './supabase', './tests', './scripts'],
  },
  { target: ENGINE_CORE, from: './calculators' },
  { target: './engine/index.ts', from: './calculators', except: ['./engine.ts'] },
  // Widgets never reach the site, the backend or the demo; of the backend, only the rule for
  // blank-looking text, which the database, the reviews function and the carousel share.
  { target: './widgets', from: ['./site', './demo', './scripts'] },
  {
    target: './widgets',
    from: './supabase',
    except: ['./functions/_shared/blank-text.ts'],
  },
  // Outside the engine, only its public entry may be imported.
  { target: ['./widgets', './site'], from: './engine', except: ['./index.ts'] },
  // The site sees widgets only through their public entry, a calculator's widget only through its
  // component, and its page (the app) through the pages' index.
  { target: './site', from: './widgets', except: ['./index.ts'] },
  {
    target: './site',
    from: './calculators',
    except: [
      ...CALCULATORS.flatMap((id) => [`./${id}/widget/component.tsx`, `./${id}/page.tsx`]),
      './pages.ts',
    ],
  },
  // A calculator's page is a page: only the app (the router, the route table) reaches it.
  {
    target: [
      './site/content',
      './site/lib',
      './site/components',
      './site/features',
      './site/pages',
    ],
    from: CALCULATORS.map((id) => `./calculators/${id}/page.tsx`),
  },
  { target: './site', from: ['./demo', './supabase'] },
  SITE_NOT_SCRIPTS,
  // widgets/shared is shared by all; it imports no widget and no calculator. Of the calculators, the
  // widgets' registry reads only their index.
  { target: './widgets/shared', from: './widgets', except: ['./shared'] },
  { target: './widgets', from: './calculators', except: ['./registry.ts'] },
  { target: './widgets/shared', from: './calculators' },
  // Within it, three layers: the element runtime (defining an element, its public API, the
  // partners' event types) imports neither of the others; consent and the calculator toolkit build
  // on the runtime and not on each other.
  {
    target: './widgets/shared/runtime',
    from: ['./widgets/shared/toolkit', './widgets/shared/consent'],
  },
  { target: './widgets/shared/consent', from: './widgets/shared/toolkit' },
  { target: './widgets/shared/toolkit', from: './widgets/shared/consent' },
  // A widget imports widgets/shared, never another widget.
  ...WIDGETS.map((name) => ({
    target: `./widgets/${name}`,
    from: './widgets',
    except: [`./${name}`, './shared'],
  })),
  // The local backend is a stand-in for Supabase: no product code.
  { target: './supabase', from: ['./site', './widgets', './demo', './engine', './calculators'] },
  // The demo uses the built bundles, exactly as a partner would.
  { target: './demo', from: ['./engine', './widgets', './site', './supabase', './calculators'] },
  ...CALCULATOR_ZONES,
  ...SITE_ZONES,
];

/** The code that ships (a bundle or the site may carry it): tests and test support excepted. */
const SHIPPED = {
  files: [
    'engine/**/*.{ts,tsx}',
    'calculators/**/*.{ts,tsx}',
    'widgets/**/*.{ts,tsx}',
    'site/**/*.{ts,tsx}',
  ],
  ignores: ['**/*.test.{ts,tsx}', '**/testing.ts', '**/testing/**'],
};

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      '.data/**',
      'test-results/**',
      'playwright-report/**',
      'supabase/functions/**/index.ts',
      'supabase/functions/**/*.deno.test.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-default-export': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    // Browser tests take `test` and `expect` from the fixture that fixes the clock, so a new spec
    // cannot run on the machine's date by accident.
    files: ['tests/**/*.{ts,tsx}'],
    ignores: ['tests/support/test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message:
                "Import from tests/support/test.ts, whose pages run at the tests' fixed date.",
            },
          ],
        },
      ],
    },
  },
  {
    // What code that ships may not import, so that no bundle carries it: test support (a
    // `testing.ts` module or a `testing/` folder), and the values of every parameter file at once
    // (engine/parameters/files.ts), whose types it may read.
    ...SHIPPED,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)testing(\\.ts)?(/|$)',
              message: 'Test support is for tests: production code never imports it.',
            },
          ],
        },
      ],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)parameters/files(\\.ts)?$|^\\./files(\\.ts)?$',
              allowTypeImports: true,
              message:
                'Every parameter file at once is for types: import a group from its own file.',
            },
          ],
        },
      ],
    },
  },
  {
    // No Intl in what ships: a page's first Intl formatter loads the browser's locale data, about
    // 30 ms of CPU here and four times that on a phone, in the task that answers the visitor.
    // Amounts and counts are the engine's to write (`gbp`, `wholeNumber`: engine/rules/working.ts).
    ...SHIPPED,
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'Intl', message: 'No Intl in what ships: see engine/rules/working.ts.' },
      ],
      'no-restricted-properties': [
        'error',
        ...['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString', 'localeCompare'].map(
          (property) => ({
            property,
            message: 'No Intl in what ships: see engine/rules/working.ts.',
          }),
        ),
      ],
    },
  },
  {
    files: ['site/vite.config.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: zones.filter((zone) => zone !== SITE_NOT_SCRIPTS) },
      ],
    },
  },
  {
    // Tool configuration files are loaded by their tools through a default export.
    files: ['*.config.{ts,js}', '**/vite.config.ts'],
    rules: { 'import-x/no-default-export': 'off' },
  },
);
