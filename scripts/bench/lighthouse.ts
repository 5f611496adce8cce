// Lighthouse (mobile preset) on the site built with the browser tests' environment and served with
// compression made before the audits, as a static host's files are: the four category scores, LCP,
// CLS and TBT for every prerendered route, and the JavaScript / transfers against a bare React +
// react-router page built and served the same way. The local backend runs on the test port, its
// google-reviews function asking a fake Places server, so the review carousel takes its real path.
// Everything it starts is stopped at the end. Prints figures and how they compare with the targets
// (routes kept out of search engines miss SEO's is-crawlable audit on purpose); asserts nothing.
// LIGHTHOUSE_BASELINE=<git ref> also builds that commit's site, in a worktree of its own, and audits
// the two alternately, route by route, so that both meet the machine in the same state.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, symlink, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, relative, resolve, sep } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { ROUTES } from '../../site/app/route-meta.ts';
import { CHROMIUM, CHROMIUM_FLAGS } from '../chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
// Every route the site prerenders, or those named on the command line (`npm run bench lighthouse /auth`).
const ALL_PAGES = ROUTES.map((route) => route.path);
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const PAGES = asked.length ? ALL_PAGES.filter((path) => asked.includes(path)) : ALL_PAGES;
const WIDTH = Math.max(20, ...PAGES.map((path) => path.length));
// On a shared, busy machine one run can be far off; LIGHTHOUSE_RUNS=3 keeps each route's median run.
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 1) || 1);
// LIGHTHOUSE_REPORTS=<folder> keeps every run's full report (JSON, for the Lighthouse viewer), to
// see what costs a route its score: the LCP element and its phases, long tasks, blocking requests.
const REPORTS = process.env.LIGHTHOUSE_REPORTS
  ? resolve(process.env.LIGHTHOUSE_REPORTS)
  : undefined;
// A score moves by several points between runs of one build, and more as the machine's load
// changes: a before and after is only worth its name when the runs alternate. A branch, tag or commit.
const BASELINE = process.env.LIGHTHOUSE_BASELINE;
// The browser tests' build environment (scripts/run-tests.ts) and the local backend's test port.
const BACKEND_PORT = 54329;
const TEST_ENV = {
  VITE_SUPABASE_URL: `http://127.0.0.1:${BACKEND_PORT}`,
  VITE_GA_MEASUREMENT_ID: 'G-TEST000001',
  VITE_GOOGLE_ADS_ID: 'AW-TEST000001',
  VITE_SITE_URL: 'https://www.example.co.uk',
};
// What the fake Places server answers (Places API (New), field mask rating,userRatingCount,reviews).
const PLACES_ANSWER = {
  rating: 4.9,
  userRatingCount: 127,
  reviews: [
    [
      'Hannah Greaves',
      'Our year-end accounts were filed a month early and the fee was exactly as quoted.',
    ],
    [
      'Daniel Osei',
      'Clear advice on my first self-assessment return, with every question answered within a day.',
    ],
    ['Amira Patel', 'Payroll for our six staff now runs itself. Friendly, quick and reliable.'],
  ].map(([name, text], index) => ({
    rating: 5,
    text: { text, languageCode: 'en' },
    authorAttribution: { displayName: name },
    publishTime: `2025-0${index + 6}-1${index}T10:00:00Z`,
  })),
};
const TARGETS = { performance: 99, others: 100, cls: 0.02, jsRatio: 1.5 };

type Result = {
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  scriptBytes: number;
  /** Weighted accessibility, best-practice and SEO audits that did not pass, by id. */
  missed: string[];
};

async function freePort(): Promise<number> {
  const probe: Server = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** A bare React 19 + react-router page, built by Vite the same way as the site. */
async function buildBarePage(dir: string) {
  const root = join(dir, 'src');
  await mkdir(root, { recursive: true });
  await writeFile(
    join(root, 'index.html'),
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare</title></head><body><div id="root"></div><script type="module" src="./main.tsx"></script></body></html>',
  );
  await writeFile(
    join(root, 'main.tsx'),
    `import { createRoot } from 'react-dom/client';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
createRoot(document.getElementById('root')!).render(
  <BrowserRouter><Routes><Route path="*" element={<h1>Hello</h1>} /></Routes></BrowserRouter>,
);`,
  );
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir: join(dir, 'dist/site'), emptyOutDir: true, target: 'es2022' },
  });
}

type Started = { child: ChildProcess; stop: () => Promise<void> };

/** A Node script of ours in its own process group, so stopping it also stops anything it started. */
function startScript(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, script)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: 'ignore',
    detached: true,
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const signal = (name: NodeJS.Signals) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
    } catch {
      // Already gone.
    }
  };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    signal('SIGTERM');
    const timer = setTimeout(() => signal('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return { child, stop };
}

async function waitFor(url: string, what: string, tries = 300) {
  for (let attempt = 0; attempt < tries; attempt++) {
    const ok = await fetch(url).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error(`${what} did not start (${url})`);
}

/** serve.ts in its own process, over a dist folder (site/ inside it). */
async function serveDist(distDir: string): Promise<Started & { url: string }> {
  const port = await freePort();
  const started = startScript('scripts/serve.ts', { DIST_DIR: distDir, PORT: String(port) });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitFor(`${url}/__health`, 'the static server');
  } catch (error) {
    started.stop();
    throw error;
  }
  return { ...started, url };
}

/**
 * Asks the server once for every file it serves from `dir`, compressed, so each is compressed
 * before the audits, as a static host's files are: no page then waits on the server compressing.
 */
async function warm(url: string, dir: string) {
  const files = await readdir(dir, { recursive: true, withFileTypes: true });
  for (const file of files.filter((entry) => entry.isFile())) {
    const path = relative(dir, join(file.parentPath, file.name)).split(sep).join('/');
    await fetch(`${url}/${path}`, { headers: { 'accept-encoding': 'br' } }).then((response) =>
      response.arrayBuffer(),
    );
  }
}

/** The site of the tree at `root` as the browser tests build it, into `dir`/site. */
async function buildSite(dir: string, root = ROOT) {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'scripts/build-site.ts')], {
    cwd: root,
    env: { ...process.env, ...TEST_ENV, SITE_OUT_DIR: join(dir, 'site') },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((done) => child.on('exit', done));
  if (code !== 0) throw new Error(`building the site failed (exit ${code})`);
}

/** The commit `ref` names, checked out in a worktree at `dir` that uses this tree's packages. */
async function checkOut(ref: string, dir: string) {
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: ROOT, stdio: 'ignore' });
  await symlink(join(ROOT, 'node_modules'), join(dir, 'node_modules'), 'dir');
}

/** A stand-in for Google Places API (New): GET /v1/places/<id> with the API key answers reviews. */
async function startFakePlaces(): Promise<{ baseUrl: string; close: () => Promise<void> }> {
  const server = createHttpServer((request, response) => {
    const known =
      request.method === 'GET' &&
      /^\/v1\/places\/[^/]+$/.test(request.url ?? '') &&
      request.headers['x-goog-api-key'] === 'bench';
    response.writeHead(known ? 200 : 404, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(known ? PLACES_ANSWER : { error: { code: 404 } }));
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}

async function portInUse(port: number): Promise<boolean> {
  const probe: Server = createServer();
  return new Promise((done) => {
    probe.once('error', () => done(true));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(false)));
  });
}

/** The local backend on the test port, with its reviews function pointed at the fake Places server. */
async function startBackend(placesBaseUrl: string): Promise<Started> {
  if (await portInUse(BACKEND_PORT)) {
    throw new Error(
      `port ${BACKEND_PORT} is in use (a browser-test run?); run the bench under the browser tests' lock`,
    );
  }
  const started = startScript('supabase/local/main.ts', {
    PORT: String(BACKEND_PORT),
    LOCAL_DB: 'memory',
    GOOGLE_PLACES_API_KEY: 'bench',
    // One configured place is served whatever place the page names.
    GOOGLE_PLACE_IDS: 'ChIJBenchPlaceId000001',
    GOOGLE_PLACES_BASE_URL: placesBaseUrl,
  });
  try {
    await waitFor(`http://127.0.0.1:${BACKEND_PORT}/health`, 'the local backend', 600);
  } catch (error) {
    started.stop();
    throw error;
  }
  return started;
}

async function audit(port: number, url: string, reportName?: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
  if (REPORTS && reportName) {
    await mkdir(REPORTS, { recursive: true });
    await writeFile(join(REPORTS, `${reportName}.json`), JSON.stringify(lhr));
  }
  const scores = Object.fromEntries(
    Object.entries(lhr.categories).map(([id, category]) => [
      id,
      Math.round((category.score ?? 0) * 100),
    ]),
  );
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const summary = lhr.audits['resource-summary']?.details as
    { items: Array<{ resourceType: string; transferSize: number }> } | undefined;
  const scriptBytes = summary?.items.find((item) => item.resourceType === 'script')?.transferSize;
  return {
    scores,
    lcp: numeric('largest-contentful-paint'),
    cls: numeric('cumulative-layout-shift'),
    tbt: numeric('total-blocking-time'),
    scriptBytes: scriptBytes ?? 0,
    missed: ['accessibility', 'best-practices', 'seo'].flatMap((id) =>
      (lhr.categories[id]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id),
    ),
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mark = (ok: boolean) => (ok ? 'pass' : 'MISS');

async function main() {
  process.env.CHROME_PATH ??= CHROMIUM;

  // Inside the repository (git-ignored .data/) so react resolves from our node_modules.
  await mkdir(join(ROOT, '.data'), { recursive: true });
  const bareDir = await mkdtemp(join(ROOT, '.data', 'bare-react-'));
  const siteDir = await mkdtemp(join(tmpdir(), 'bench-site-'));
  const baselineDir = BASELINE ? await mkdtemp(join(tmpdir(), 'bench-baseline-')) : undefined;
  const running: Array<() => Promise<void>> = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  try {
    console.log('Building the site with the test environment and a bare React + router page…');
    await buildSite(siteDir);
    await buildBarePage(bareDir);
    if (BASELINE && baselineDir) {
      console.log(`Building ${BASELINE}'s site the same way…`);
      await checkOut(BASELINE, join(baselineDir, 'tree'));
      await buildSite(baselineDir, join(baselineDir, 'tree'));
    }
    const places = await startFakePlaces();
    running.push(places.close);
    const backend = await startBackend(places.baseUrl);
    running.push(backend.stop);
    const site = await serveDist(siteDir);
    running.push(site.stop);
    const bare = await serveDist(join(bareDir, 'dist'));
    running.push(bare.stop);
    await warm(site.url, join(siteDir, 'site'));
    await warm(bare.url, join(bareDir, 'dist/site'));
    // The builds audited, each route's runs taking turns: the baseline's first, when there is one.
    const sites = [{ label: '', url: site.url, reports: '' }];
    if (BASELINE && baselineDir) {
      const baseline = await serveDist(baselineDir);
      running.push(baseline.stop);
      await warm(baseline.url, join(baselineDir, 'site'));
      sites.unshift({ label: `  ${BASELINE}`, url: baseline.url, reports: 'baseline-' });
      sites[1]!.label = '  this tree';
    }
    chrome = await chromeLauncher.launch({
      chromePath: process.env.CHROME_PATH,
      chromeFlags: CHROMIUM_FLAGS,
    });

    console.log(
      `\nLighthouse 12, mobile preset, served with compression${RUNS > 1 ? `, median of ${RUNS} runs by performance` : ''}`,
    );
    console.log(
      `${'page'.padEnd(WIDTH)}  perf  a11y    bp   seo   LCP ms     CLS  TBT ms        JS`,
    );
    const results = new Map<string, Result>();
    const printRow = (label: string, result: Result) => {
      const { scores } = result;
      console.log(
        [
          label.padEnd(WIDTH),
          String(scores.performance).padStart(5),
          String(scores.accessibility).padStart(5),
          String(scores['best-practices']).padStart(5),
          String(scores.seo).padStart(5),
          result.lcp.toFixed(0).padStart(8),
          result.cls.toFixed(3).padStart(7),
          result.tbt.toFixed(0).padStart(7),
          kb(result.scriptBytes).padStart(9),
        ].join(' '),
      );
    };
    for (const path of PAGES) {
      const runs: Result[][] = sites.map(() => []);
      for (let run = 0; run < RUNS; run++)
        for (const [index, { url, reports }] of sites.entries())
          runs[index]!.push(
            await audit(
              chrome.port,
              `${url}${path}`,
              `${reports}${path.slice(1).replaceAll('/', '-') || 'home'}-${run + 1}`,
            ),
          );
      const medians = runs.map((ofSite) => {
        ofSite.sort((a, b) => (a.scores.performance ?? 0) - (b.scores.performance ?? 0));
        return ofSite[Math.floor(ofSite.length / 2)]!;
      });
      if (BASELINE) console.log(path);
      for (const [index, { label }] of sites.entries()) printRow(label || path, medians[index]!);
      // The targets are this tree's.
      results.set(path, medians.at(-1)!);
    }
    const bareResult = await audit(chrome.port, `${bare.url}/`);
    // The home page when it was audited, else the first route that was.
    const [homePath, home] = results.has('/')
      ? ['/', results.get('/')!]
      : [...results.entries()][0]!;
    const ratio = home.scriptBytes / bareResult.scriptBytes;

    console.log('\nTargets');
    for (const [path, result] of results) {
      const { scores } = result;
      console.log(
        `  ${path.padEnd(WIDTH)} perf ≥ ${TARGETS.performance}: ${mark(scores.performance! >= TARGETS.performance)}` +
          `  a11y = 100: ${mark(scores.accessibility === TARGETS.others)}` +
          `  bp/seo = 100: ${mark([scores['best-practices'], scores.seo].every((score) => score === TARGETS.others))}` +
          `  CLS < ${TARGETS.cls}: ${mark(result.cls < TARGETS.cls)}` +
          (result.missed.length ? `  (missed: ${result.missed.join(', ')})` : ''),
      );
    }
    const worst = (key: string) =>
      Math.min(...[...results.values()].map((result) => result.scores[key] ?? 0));
    console.log(
      `  Lowest over ${results.size} routes: performance ${worst('performance')}, accessibility ${worst('accessibility')}, best practices ${worst('best-practices')}, SEO ${worst('seo')}`,
    );
    console.log(
      `  JS transferred by ${homePath}: ${kb(home.scriptBytes)} vs bare React + router ${kb(bareResult.scriptBytes)} = ${ratio.toFixed(2)}× (target ≤ ${TARGETS.jsRatio}×: ${mark(ratio <= TARGETS.jsRatio)})`,
    );
  } finally {
    await chrome?.kill();
    for (const stop of running.reverse()) await stop();
    await rm(bareDir, { recursive: true, force: true });
    await rm(siteDir, { recursive: true, force: true });
    if (baselineDir) {
      // The worktree's folder goes, then git forgets it (whether or not it was made).
      await rm(baselineDir, { recursive: true, force: true });
      execFileSync('git', ['worktree', 'prune'], { cwd: ROOT, stdio: 'ignore' });
    }
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
