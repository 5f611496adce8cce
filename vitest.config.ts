import { configDefaults, defineConfig } from 'vitest/config';
import { defaultClientConditions } from 'vite';
import react from '@vitejs/plugin-react';
import { guidesPlugin } from './scripts/guides.ts';

// The two test files under tests/ that render the custom elements in jsdom: they run in the dom
// project that gives each file a fresh environment, so that the node project holds only tests of
// plain modules.
const DOM_TESTS_UNDER_TESTS = [
  'tests/widgets/elements.test.ts',
  'tests/widgets/stylesheets.test.ts',
];

// The widgets' component and module tests that share one environment per worker (the dom project);
// every other test that needs a DOM runs in a fresh one (dom-isolated): those that mock modules, fake
// timers, stub globals or keep state in storage or the element registry (consent, the element
// runtime, the carousel, the site's stores).
const SHARED_DOM_TESTS = [
  'calculators/*/widget/**/*.test.{ts,tsx}',
  'widgets/review-carousel/reviews*.test.ts',
  'widgets/api.test.ts',
  'widgets/scenarios.test.ts',
  'widgets/shared/toolkit/!(use-calculator-form).test.{ts,tsx}',
  'widgets/shared/runtime/boolean-attribute.test.ts',
];

// Unit and component tests sit beside their code; browser tests live in tests/ and run under
// Playwright, and the checks of the built files in tests/built/ have a configuration of their own.
export default defineConfig({
  // The guides' Markdown, as the site's build serves it, for the pages' tests.
  plugins: [react(), guidesPlugin()],
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    css: true,
    // The machines are shared and noisy: a property test that takes a second alone can take several
    // under load. A generous limit stops a hung test without turning load into failures.
    testTimeout: 20_000,
    // One worker per core: Vitest's default leaves a core for itself, which on a two-core machine
    // ran every file one after another while the main process mostly waited.
    maxWorkers: '100%',
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'calculators/*/engine/**/*.test.ts',
            'calculators/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
          // tests/built/ reads a build: `npm test` runs it after the build (its own config).
          exclude: [...configDefaults.exclude, ...DOM_TESTS_UNDER_TESTS, 'tests/built/**'],
          // Plain modules with no state a test can leave behind (nothing sets globals or the
          // environment; a file that fakes the clock gives it back in its afterAll, which
          // tests/setup/shared-dom.test.ts checks; each backend a test starts is its own, and
          // Vitest restores spies after each file): one module cache per worker instead of a
          // fresh one per file.
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: [...SHARED_DOM_TESTS],
          setupFiles: ['./tests/setup/dom.ts'],
          // Components rendered and cleaned up by Testing Library, over modules that keep no state:
          // one environment and module cache per worker instead of a fresh one per file, which
          // took two thirds of these files' time. tests/setup/shared-dom.test.ts keeps out of here
          // a file that mocks a module, fakes timers, stubs a global or keeps state between tests.
          isolate: false,
        },
      },
      {
        extends: true,
        // In a VM context a package's CommonJS build is run by Vitest, whose require() picks the
        // `module-sync` (ES module) files Node 22 would and then cannot load them on Node 20
        // (react-router-dom's own require of react-router/dom): resolved with that condition
        // here, the package is its ES module build from the start.
        resolve: { conditions: [...defaultClientConditions, 'module-sync'] },
        test: {
          name: 'dom-isolated',
          environment: 'jsdom',
          include: [
            'widgets/**/*.test.{ts,tsx}',
            'calculators/*/*.test.{ts,tsx}',
            'site/**/*.test.{ts,tsx}',
            ...DOM_TESTS_UNDER_TESTS,
          ],
          exclude: [...configDefaults.exclude, ...SHARED_DOM_TESTS],
          setupFiles: ['./tests/setup/dom.ts'],
          // Each file in a fresh VM context inside a worker that lives on, rather than in a new
          // process: jsdom is loaded once per worker instead of once per file (the stage's time
          // setting up environments fell from 54 s to 20 s), while each file still has its own
          // globals, modules, storage and element registry.
          pool: 'vmForks',
        },
      },
    ],
  },
});
