import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';
import { TEST_SOURCE_DATE_EPOCH } from '../support/clock.ts';

// Checks of the built files themselves (dist/), which open no page: what a crawler or a visitor
// without JavaScript receives. They need a build, so `npm test` runs them as a stage of their own
// right after it (`npm test built`), not with the unit tests, and no browser starts for them.
//
// They read the route table, whose calculator titles name the build's year: the same date the test
// build is made with (npm test sets it; a run by hand gets it here, as playwright.config.ts does).
process.env.SOURCE_DATE_EPOCH ??= TEST_SOURCE_DATE_EPOCH;

// eslint-disable-next-line import-x/no-default-export -- Vitest loads its configuration this way.
export default defineConfig({
  test: {
    // The project's root, whose node_modules holds Vitest's cache, as for the unit tests.
    root: resolve(import.meta.dirname, '../..'),
    include: ['tests/built/**/*.test.ts'],
    environment: 'node',
  },
});
