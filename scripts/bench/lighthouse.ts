// Lighthouse (mobile preset) on the built site served with compression, as a static host would:
// the four category scores, LCP, CLS and TBT for /, /tax-calculator and /accounts-tax, and the
// JavaScript / transfers against a bare React + react-router page built and served the same way.
// Prints figures and how they compare with the targets; asserts nothing.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { createStaticServer } from '../serve.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const PAGES = ['/', '/tax-calculator', '/accounts-tax'];
// The same flags the browser tests use (playwright.config.ts).
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { performance: 95, others: 100, cls: 0.02, jsRatio: 1.5 };

type Result = {
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  scriptBytes: number;
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

/** serve.ts in its own process, over another dist folder. */
async function serveDist(distDir: string): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/serve.ts')], {
    env: { ...process.env, DIST_DIR: distDir, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    const ok = await fetch(`${url}/__health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return { url, child };
    await new Promise((done) => setTimeout(done, 100));
  }
  throw new Error('the bare page server did not start');
}

async function audit(port: number, url: string): Promise<Result> {
  const runner = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!runner) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = runner;
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
  };
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
const mark = (ok: boolean) => (ok ? 'pass' : 'MISS');

async function main() {
  const dist = resolve(process.env.DIST_DIR ?? join(ROOT, 'dist'));
  if (!existsSync(join(dist, 'site/index.html'))) {
    console.log('lighthouse: dist/site is missing; run `npm run build` first.');
    return;
  }
  process.env.CHROME_PATH ??= '/usr/bin/chromium';

  const site = createStaticServer();
  await new Promise<void>((done) => site.listen(0, '127.0.0.1', done));
  const siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;

  // Inside the repository (git-ignored .data/) so react resolves from our node_modules.
  await mkdir(join(ROOT, '.data'), { recursive: true });
  const bareDir = await mkdtemp(join(ROOT, '.data', 'bare-react-'));
  let bare: { url: string; child: ChildProcess } | undefined;
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
  });
  try {
    await buildBarePage(bareDir);
    bare = await serveDist(join(bareDir, 'dist'));

    console.log('\nLighthouse 12, mobile preset, served with compression');
    console.log('page                  perf  a11y  bp   seo   LCP ms  CLS     TBT ms  JS');
    const results = new Map<string, Result>();
    for (const path of PAGES) {
      const result = await audit(chrome.port, `${siteUrl}${path}`);
      results.set(path, result);
      const { scores } = result;
      console.log(
        [
          path.padEnd(20),
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
    }
    const bareResult = await audit(chrome.port, `${bare.url}/`);
    const home = results.get('/')!;
    const ratio = home.scriptBytes / bareResult.scriptBytes;

    console.log('\nTargets');
    for (const [path, result] of results) {
      const { scores } = result;
      console.log(
        `  ${path.padEnd(20)} perf ≥ ${TARGETS.performance}: ${mark(scores.performance! >= TARGETS.performance)}` +
          `  a11y/bp/seo = 100: ${mark([scores.accessibility, scores['best-practices'], scores.seo].every((score) => score === TARGETS.others))}` +
          `  CLS < ${TARGETS.cls}: ${mark(result.cls < TARGETS.cls)}`,
      );
    }
    console.log(
      `  JS transferred by /: ${kb(home.scriptBytes)} vs bare React + router ${kb(bareResult.scriptBytes)} = ${ratio.toFixed(2)}× (target ≤ ${TARGETS.jsRatio}×: ${mark(ratio <= TARGETS.jsRatio)})`,
    );
  } finally {
    await chrome.kill();
    site.close();
    if (bare?.child.pid) {
      try {
        process.kill(-bare.child.pid);
      } catch {
        // Already gone.
      }
    }
    await rm(bareDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
