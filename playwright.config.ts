import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { TEST_SOURCE_DATE_EPOCH } from './tests/support/clock.ts';
import { CHROMIUM, CHROMIUM_FLAGS, CHROMIUM_HEADLESS_SHELL } from './scripts/chromium.ts';
import { LEAST_BCRYPT_ROUNDS } from './supabase/local/bcrypt-rounds.ts';

// The tests read the route table, whose calculator titles name the build's year: the same date the
// test build is made with (npm test sets it; a run by hand gets it here, before workers start).
process.env.SOURCE_DATE_EPOCH ??= TEST_SOURCE_DATE_EPOCH;

// Browser tests drive Debian's Chromium (scripts/chromium.ts) against the built dist/ served as a
// static host would, and against the local backend on a fresh database. They run in its headless
// shell when that is installed: the suite takes a third less time in it than in the whole browser.
// The typeface's tests run in the whole browser, which visitors have: the shell finds a local()
// font by other names, so a fallback face can be set in a font the browser would not use.
const IN_THE_WHOLE_BROWSER = ['site/font.spec.ts'];

export const SITE_URL = 'http://127.0.0.1:4173';
export const BACKEND_URL = 'http://127.0.0.1:54329';

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  // Checks that dist/site was built for the tests' year (tests/support/clock.ts), then builds the
  // framework host apps of tests/hosts.
  globalSetup: ['./tests/support/global-setup.ts', './tests/hosts/global-setup.ts'],
  fullyParallel: true,
  // One more worker than the two cores CI has: a test waiting on its page (a network answer, a
  // timer, an animation frame) leaves its core to another test's work rather than idle.
  workers: 3,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: SITE_URL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: existsSync(CHROMIUM_HEADLESS_SHELL) ? CHROMIUM_HEADLESS_SHELL : CHROMIUM,
      args: CHROMIUM_FLAGS,
    },
  },
  // The widgets' browser suite (and the framework hosts) runs against both classic builds: React 19
  // and the light one on Preact.
  projects: [
    { name: 'react', testIgnore: IN_THE_WHOLE_BROWSER },
    {
      name: 'whole-browser',
      testMatch: IN_THE_WHOLE_BROWSER,
      use: { launchOptions: { executablePath: CHROMIUM, args: CHROMIUM_FLAGS } },
    },
    {
      name: 'lite',
      testMatch: ['widgets/**/*.spec.ts', 'hosts/**/*.spec.ts'],
      metadata: { widgetBuild: 'lite' },
    },
  ],
  webServer: [
    {
      command: 'npx tsx scripts/serve.ts',
      url: `${SITE_URL}/__health`,
      env: { PORT: '4173' },
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx supabase/local/main.ts',
      url: `${BACKEND_URL}/health`,
      // Hashes at bcrypt's least cost: the accounts' rules are the same, for far less CPU.
      env: { PORT: '54329', LOCAL_DB: 'memory', LOCAL_BCRYPT_ROUNDS: String(LEAST_BCRYPT_ROUNDS) },
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
