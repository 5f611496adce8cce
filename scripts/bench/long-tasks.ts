// The main thread's long tasks while a prerendered page loads and hydrates, scaled to Lighthouse's
// mobile CPU (4× slower), so a change to the site's startup can be judged on a shared machine where
// Lighthouse's scores wander. Each visit is traced in Chromium and every main-thread task from the
// first contentful paint on is measured by its CPU time (a trace's thread duration), which hardly
// moves when other processes hold the cores, then multiplied by 4, as Lighthouse's simulation does.
// For each route it prints, as the median over several fresh visits: the tasks over 50 ms, their
// total, the blocking time (each one's part beyond 50 ms, what Lighthouse's TBT adds up) and the
// longest task; and when the page started (became interactive: `data-hydrated` set), in ms from
// the start of the navigation at the machine's full speed, not scaled, since what stands between
// a page's scripts and its start may be a wait rather than work (docs/performance.md, "Start-up").
// LONG_TASK_DETAIL=1 also lists what the long tasks of one visit were made of.
// Serves the built dist/ (`npm run build` first) on a free port; the reviews function answers from
// a fixture at the network edge and nothing leaves the machine. Prints figures; asserts nothing.
// `npm run bench long-tasks /bookkeeping /payroll` (a route with a shared link's fragment too),
// `LONG_TASK_RUNS=9` for more visits per route,
// `LONG_TASK_BASELINE=<dist folder>` to visit another build alternately and print both.
import { resolve } from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { BROWSER_ARGS, cpuMs, serve, type TraceEvent } from './trace.ts';
import { ROUTES } from '../../site/app/route-meta.ts';
import { CHROMIUM } from '../chromium.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const asked = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
// A route asked for may carry a fragment, as a shared link to a calculator does.
const PAGES = asked.length
  ? asked.filter((page) => ROUTES.some((route) => route.path === page.split('#')[0]))
  : ROUTES.map((route) => route.path);
const RUNS = Math.max(1, Number(process.env.LONG_TASK_RUNS ?? 5) || 1);
const DETAIL = process.env.LONG_TASK_DETAIL === '1';
// LONG_TASK_BASELINE=<a dist folder>: the same visits to that build too, for a before and after.
const BASELINE = process.env.LONG_TASK_BASELINE;
const WIDTH = Math.max(24, ...PAGES.map((path) => path.length));
const CPU_SLOWDOWN = 4;
const LONG_TASK_MS = 50;
// Lighthouse's mobile screen; the cookie banner shows, as on a first visit.
const VIEWPORT = { width: 412, height: 823 };
// How long a visit goes on once the page is hydrated and the network idle: the cookie banner, the
// typeface and the carousel's answer have all arrived by then.
const SETTLE_MS = 2000;
const REVIEWS = {
  averageRating: 4.9,
  totalReviews: 127,
  reviews: ['Hannah Greaves', 'Daniel Osei', 'Amira Patel'].map((name, index) => ({
    name,
    role: '',
    rating: 5,
    text: 'Clear advice, every question answered within a day, and the fee exactly as quoted.',
    date: `2025-0${index + 6}-10`,
  })),
};
// What a task's time is told apart by in the detail: script by file, rendering steps by name.
const PARTS = new Set([
  'ParseHTML',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'v8.compile',
  'v8.compileModule',
  'v8.evaluateModule',
  'FunctionCall',
  'EvaluateScript',
  'TimerFire',
  'FireAnimationFrame',
  'EventDispatch',
  'RunMicrotasks',
  'MinorGC',
  'MajorGC',
]);

type Task = { ms: number; parts: Map<string, number> };
type Visit = {
  count: number;
  total: number;
  blocking: number;
  longest: number;
  started: number;
  long: Task[];
};

function partName(event: TraceEvent): string {
  const file = event.args?.data?.url
    ?.split('/')
    .pop()
    ?.replace(/-[\w-]{8}\.js$/, '.js');
  if (event.name === 'EventDispatch') return `${event.name} ${event.args?.data?.type ?? ''}`;
  return file ? `${event.name} ${file}` : event.name;
}

/**
 * The page's main-thread tasks from its first contentful paint on, at the simulated CPU's speed.
 * The page's renderer is the one that painted; its main thread is the one named CrRendererMain.
 */
function tasksAfterFirstPaint(events: TraceEvent[]): Task[] {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('the trace has no first contentful paint');
  const main = events.find(
    (event) =>
      event.pid === paint.pid &&
      event.name === 'thread_name' &&
      event.args?.name === 'CrRendererMain',
  );
  const onMain = events
    .filter((event) => event.ph === 'X' && event.pid === paint.pid && event.tid === main?.tid)
    .sort((a, b) => a.ts - b.ts);
  const tasks: Task[] = [];
  let current: { end: number; task: Task } | undefined;
  let partEnd = 0;
  for (const event of onMain) {
    if (event.name === 'RunTask') {
      current =
        event.ts >= paint.ts
          ? {
              end: event.ts + (event.dur ?? 0),
              task: { ms: cpuMs(event) * CPU_SLOWDOWN, parts: new Map() },
            }
          : undefined;
      if (current) tasks.push(current.task);
    } else if (current && event.ts < current.end && event.ts >= partEnd && PARTS.has(event.name)) {
      // What happens inside a counted part (a call inside a module's evaluation) is counted with it.
      partEnd = event.ts + (event.dur ?? 0);
      const name = partName(event);
      const parts = current.task.parts;
      parts.set(name, (parts.get(name) ?? 0) + cpuMs(event) * CPU_SLOWDOWN);
    }
  }
  return tasks;
}

async function visit(browser: Browser, url: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const page = await context.newPage();
  await page.route(/^(?!http:\/\/127\.0\.0\.1:\d+\/)/, (route) => route.abort());
  await page.route('**/functions/v1/google-reviews', (route) =>
    route.fulfill({ json: REVIEWS, headers: { 'access-control-allow-origin': '*' } }),
  );
  // When the page started, noted by the page as it happens, so that polling for it is no slower.
  // (Watched from the document: the script runs before the root element is there.)
  await page.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.documentElement;
      if (!root.dataset.hydrated) return;
      root.dataset.startedAt = String(performance.now());
      observer.disconnect();
    }).observe(document, { attributes: true, attributeFilter: ['data-hydrated'], subtree: true });
  });
  await browser.startTracing(page, {
    categories: ['loading', 'devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  // Polled with a bare expression: a locator would inject Playwright's own script into the page,
  // and its compilation would be counted as one of the page's tasks.
  for (
    let tries = 0;
    !(await page.evaluate('document.documentElement.dataset.hydrated'));
    tries++
  ) {
    if (tries > 600) throw new Error(`${url} did not hydrate`);
    await new Promise((done) => setTimeout(done, 100));
  }
  const started = Number(await page.evaluate('document.documentElement.dataset.startedAt'));
  await page.waitForLoadState('networkidle');
  await new Promise((done) => setTimeout(done, SETTLE_MS));
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  await context.close();
  const tasks = tasksAfterFirstPaint(trace.traceEvents);
  const long = tasks.filter((task) => task.ms > LONG_TASK_MS);
  return {
    count: long.length,
    total: long.reduce((sum, task) => sum + task.ms, 0),
    blocking: long.reduce((sum, task) => sum + task.ms - LONG_TASK_MS, 0),
    longest: Math.max(0, ...tasks.map((task) => task.ms)),
    started,
    long,
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

function printDetail(tasks: Task[]) {
  for (const task of tasks) {
    const parts = [...task.parts.entries()]
      .filter(([, ms]) => ms >= 4)
      .sort((a, b) => b[1] - a[1])
      .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
    console.log(`    ${task.ms.toFixed(0).padStart(5)} ms: ${parts.join(', ')}`);
  }
}

function printRow(label: string, visits: Visit[]) {
  const of = (key: 'count' | 'total' | 'blocking' | 'longest' | 'started') =>
    median(visits.map((one) => one[key]));
  console.log(
    [
      label.padEnd(WIDTH),
      String(of('count')).padStart(6),
      of('total').toFixed(0).padStart(7),
      of('blocking').toFixed(0).padStart(9),
      of('longest').toFixed(0).padStart(8),
      of('started').toFixed(0).padStart(8),
      ` (${visits.map((one) => one.blocking.toFixed(0)).join(' ')})`,
    ].join(' '),
  );
  if (DETAIL) printDetail(visits.find((one) => one.blocking === of('blocking'))!.long);
}

async function main() {
  // The build measured, and the one it is compared with, whose visits alternate with its own so
  // that both meet the machine in the same state.
  const builds = [{ label: '', dist: resolve(ROOT, 'dist') }];
  if (BASELINE) builds.unshift({ label: '  before', dist: resolve(BASELINE) });
  if (BASELINE) builds[1]!.label = '  after';
  const servers = [];
  for (const build of builds) servers.push(await serve(build.dist));
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: BROWSER_ARGS,
  });
  try {
    console.log(
      `Main-thread tasks after the first paint, CPU time × ${CPU_SLOWDOWN}, ${VIEWPORT.width}×${VIEWPORT.height}, median of ${RUNS} visits (ms)`,
    );
    console.log(
      `${'page'.padEnd(WIDTH)}  tasks   total  blocking  longest  started  (blocking per visit)`,
    );
    for (const path of PAGES) {
      // A first visit warms the server and the disk; it is not counted.
      for (const server of servers) await visit(browser, `${server.url}${path}`);
      const visits: Visit[][] = servers.map(() => []);
      for (let run = 0; run < RUNS; run++)
        for (const [index, server] of servers.entries())
          visits[index]!.push(await visit(browser, `${server.url}${path}`));
      if (BASELINE) console.log(path);
      for (const [index, build] of builds.entries()) printRow(build.label || path, visits[index]!);
    }
  } finally {
    await browser.close();
    for (const server of servers) server.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
