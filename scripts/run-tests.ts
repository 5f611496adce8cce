// `npm test`: every check CI runs, ending with one line `N passed, N failed` totalled over every
// test runner. Exits non-zero when a check fails, a test fails, or no test ran.
//
// The quick start on a fresh clone spends much of its time installing and waiting for servers, and
// lint and format each keep one core busy, so on a two-core machine they and typecheck run beside
// it, and so do the framework host apps (installed, built and type-checked), then the build the
// browser tests need, the checks of its files and the widgets' size budget on it; a stage run
// beside another prints its output when it ends. The unit tests and the browser tests use every
// core and run alone, in that order.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { TEST_SOURCE_DATE_EPOCH } from '../tests/support/clock.ts';
import { NATIVE_TSC } from './native-tsc.ts';

const REPORTS = '.data/reports';
rmSync(REPORTS, { recursive: true, force: true });
mkdirSync(REPORTS, { recursive: true });

// The browser tests run against a build wired to the test backend and to test analytics ids, and
// dated the tests' today (tests/support/clock.ts), so its pages are prerendered for the year the
// tests' clock is in.
const TEST_ENV = {
  SOURCE_DATE_EPOCH: TEST_SOURCE_DATE_EPOCH,
  VITE_SUPABASE_URL: 'http://127.0.0.1:54329',
  VITE_GA_MEASUREMENT_ID: 'G-TEST000001',
  VITE_GOOGLE_ADS_ID: 'AW-TEST000001',
  VITE_SITE_URL: 'https://www.example.co.uk',
};

// Every stage but typecheck (TypeScript 7 is native code) is Node at heart (ESLint, Vite, the
// servers, Vitest's and Playwright's workers), allocating a great many short-lived objects: a young
// generation of 64 MB rather than V8's 16 MB collects them a quarter as often, for less CPU
// (docs/architecture.md has the figures). The quick start's clone runs with a newcomer's settings,
// not these (tests/quickstart/).
const NODE_OPTIONS = [process.env.NODE_OPTIONS, '--max-semi-space-size=64']
  .filter(Boolean)
  .join(' ');

// Deno colours its summary; strip the escape sequences before reading the counts.
const stripAnsi = (text: string) =>
  text.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g'), '');

type Counts = { passed: number; failed: number };
const totals: Counts = { passed: 0, failed: 0 };
const failures: string[] = [];
/** How long each stage took, and each test the runners timed: the summary names the slowest. */
const stageTimes: Array<{ label: string; ms: number }> = [];
const testTimes: Array<{ name: string; ms: number }> = [];

/**
 * Runs one stage. Alone it prints as it goes; beside another (`buffered`) its output is held and
 * printed in one piece when it ends, so two stages' lines never interleave.
 */
function run(
  label: string,
  command: string,
  args: string[],
  { env = {}, buffered = false }: { env?: Record<string, string>; buffered?: boolean } = {},
): Promise<boolean> {
  const heading = `\n▶ ${label}: ${command} ${args.join(' ')}`;
  if (!buffered) console.log(heading);
  const started = performance.now();
  const child = spawn(command, args, {
    stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, NODE_OPTIONS, ...env },
  });
  const output: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
  return new Promise((done) => {
    let ended = false;
    const end = (ok: boolean) => {
      if (ended) return;
      ended = true;
      if (buffered) {
        console.log(heading);
        process.stdout.write(Buffer.concat(output));
      }
      stageTimes.push({ label, ms: performance.now() - started });
      if (!ok) failures.push(label);
      done(ok);
    };
    // A command that cannot start emits 'error', and maybe 'close' after it.
    child.once('error', (error) => {
      output.push(Buffer.from(`${error.message}\n`));
      end(false);
    });
    child.once('close', (code) => end(code === 0));
  });
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults?: Array<{
    name: string;
    assertionResults: Array<{ fullName: string; duration?: number | null }>;
  }>;
};

function timeVitestTests(report: VitestReport | undefined) {
  for (const file of report?.testResults ?? [])
    for (const test of file.assertionResults)
      testTimes.push({
        name: `${relative(process.cwd(), file.name)} › ${test.fullName}`,
        ms: test.duration ?? 0,
      });
}

type PlaywrightSuite = {
  title: string;
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: Array<{
    title: string;
    file: string;
    tests: Array<{ projectName: string; results: Array<{ duration: number }> }>;
  }>;
};

function timePlaywrightTests(suites: PlaywrightSuite[] | undefined, path: string[] = []) {
  for (const suite of suites ?? []) {
    const inside = suite.file === suite.title ? [suite.file] : [...path, suite.title];
    for (const spec of suite.specs ?? [])
      for (const test of spec.tests)
        for (const result of test.results)
          testTimes.push({
            name: `[${test.projectName}] ${[...inside, spec.title].join(' › ')}`,
            ms: result.duration,
          });
    timePlaywrightTests(suite.suites, inside);
  }
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`.padStart(9);

function readJson<T>(file: string): T | undefined {
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined;
}

function count(label: string, counts: Counts | undefined) {
  if (!counts) {
    failures.push(`${label} (no report)`);
    return;
  }
  console.log(`  ${label}: ${counts.passed} passed, ${counts.failed} failed`);
  totals.passed += counts.passed;
  totals.failed += counts.failed;
}

/**
 * A Vitest run as a stage, its report counted and, when `timed`, its tests among those the summary
 * names the slowest (the quick start's few long checks are not what that list is for).
 */
async function vitest(
  label: string,
  name: string,
  {
    config,
    env,
    buffered = false,
    timed = true,
  }: { config?: string; env?: Record<string, string>; buffered?: boolean; timed?: boolean } = {},
) {
  const file = resolve(REPORTS, `${name}.json`);
  await run(
    label,
    'npx',
    [
      'vitest',
      'run',
      ...(config ? ['--config', config] : []),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${file}`,
    ],
    { env, buffered },
  );
  const report = readJson<VitestReport>(file);
  if (timed) timeVitestTests(report);
  count(name, report && { passed: report.numPassedTests, failed: report.numFailedTests });
}

const only = process.argv.slice(2);
const want = (stage: string) => only.length === 0 || only.includes(stage);
const suiteStarted = performance.now();

/** Typecheck, lint, format and the edge function's tests, one after another. */
async function staticChecks(buffered: boolean) {
  if (want('typecheck')) {
    await run('typecheck', process.execPath, [NATIVE_TSC, '--noEmit', '-p', '.'], { buffered });
    // The demo is plain browser code with its own configuration (no Node types, no project source).
    await run('typecheck demo', process.execPath, [NATIVE_TSC, '--noEmit', '-p', 'demo'], {
      buffered,
    });
  }
  if (want('lint')) await run('lint', 'npx', ['eslint', '.', '--max-warnings=0'], { buffered });
  if (want('format')) await run('format', 'npx', ['prettier', '--check', '.'], { buffered });

  if (want('deno') && existsSync('supabase/functions')) {
    const file = join(REPORTS, 'deno.txt');
    await run(
      'deno tests',
      'sh',
      [
        '-c',
        `npx deno test --allow-net --allow-env --no-check=remote supabase/functions 2>&1 | tee ${file}`,
      ],
      { buffered },
    );
    const summary = existsSync(file)
      ? /(ok|FAILED) \| (\d+) passed.*?\| (\d+) failed/.exec(stripAnsi(readFileSync(file, 'utf8')))
      : null;
    count('deno', summary ? { passed: Number(summary[2]), failed: Number(summary[3]) } : undefined);
  }
}

/** The README's `npm install && npm start` on a fresh clone of HEAD (tests/quickstart/). */
async function quickStart(buffered: boolean) {
  if (!want('quickstart')) return;
  await vitest('quick start on a fresh clone', 'quickstart', {
    config: 'tests/quickstart/vitest.config.ts',
    buffered,
    timed: false,
  });
}

/**
 * The framework host apps of tests/hosts, installed (on demand) and built for the browser tests,
 * whose global setup then finds them up to date, and their templates checked against the widgets'
 * typings; then the site, widgets and demo, the checks of the built pages' files, and the widgets'
 * size budget on what was built. One lane, so that only one stage installs a host's packages at a
 * time.
 */
async function builds(buffered: boolean) {
  if (want('browser') || want('hosts'))
    await run('host apps', 'npx', ['tsx', 'tests/hosts/build.ts'], { buffered });
  if (want('hosts-types'))
    await run('host app types', 'npx', ['tsx', 'tests/hosts/check-types.ts'], { buffered });
  if (want('build')) await run('build', 'npm', ['run', 'build'], { env: TEST_ENV, buffered });
  // The built pages' files as a crawler receives them (tests/built/), read from disk: no browser.
  if (want('built'))
    await vitest('built files', 'built', {
      config: 'tests/built/vitest.config.ts',
      env: TEST_ENV,
      buffered,
    });
  // scripts/bundle-budget.ts, on the scripts the build just wrote.
  if (want('bundles')) {
    const file = join(REPORTS, 'bundles.json');
    await run('bundle budget', 'npx', ['tsx', 'scripts/check-bundles.ts', file], { buffered });
    count('bundles', readJson<Counts>(file));
  }
}

// Beside each other only when more than one of them has something to run.
const lanes = [
  want('quickstart'),
  ['typecheck', 'lint', 'format', 'deno'].some((stage) => want(stage)),
  ['browser', 'hosts', 'hosts-types', 'build', 'built', 'bundles'].some((stage) => want(stage)),
];
const besideEachOther = lanes.filter(Boolean).length > 1;
await Promise.all([
  staticChecks(besideEachOther),
  quickStart(besideEachOther),
  builds(besideEachOther),
]);

if (want('unit')) await vitest('unit and component tests', 'vitest');

if (want('browser')) {
  const file = join(REPORTS, 'playwright.json');
  // A trace only for a retry (CI retries once): recording one for every test, to keep the few that
  // fail, cost a fifth of the stage's CPU. A spec run by hand keeps a failure's trace (the config).
  await run(
    'browser tests',
    'npx',
    ['playwright', 'test', '--reporter=list,json', '--trace=on-first-retry'],
    { env: { ...TEST_ENV, PLAYWRIGHT_JSON_OUTPUT_NAME: file } },
  );
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number };
    suites?: PlaywrightSuite[];
  }>(file);
  timePlaywrightTests(report?.suites);
  count(
    'playwright',
    report && {
      passed: report.stats.expected + report.stats.flaky,
      failed: report.stats.unexpected,
    },
  );
}

console.log(besideEachOther ? '\nStages (the first ones run beside each other):' : '\nStages:');
for (const { label, ms } of stageTimes) console.log(`${seconds(ms)}  ${label}`);
console.log(`${seconds(performance.now() - suiteStarted)}  total`);
if (testTimes.length) {
  console.log('\nSlowest tests:');
  for (const { name, ms } of testTimes.sort((a, b) => b.ms - a.ms).slice(0, 10))
    console.log(`${seconds(ms)}  ${name}`);
}

if (failures.length) console.log(`\nFailed: ${failures.join(', ')}`);
if (totals.passed + totals.failed === 0) failures.push('no test ran');
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(failures.length || totals.failed ? 1 : 0);
