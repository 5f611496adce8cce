// What the benches that trace Chromium share: the built dist/ served on a free port as a static host
// would serve it, the browser's flags, and a trace's main-thread tasks measured by their CPU time.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..', '..');

export const BROWSER_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
];

export type TraceEvent = {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string; data?: { url?: string; type?: string } };
};

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

/** Serves `dist` with scripts/serve.ts until `stop`. */
export async function serve(dist: string): Promise<{ url: string; stop: () => void }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(ROOT, 'scripts/serve.ts')], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DIST_DIR: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 300; attempt++) {
    const up = await fetch(`${url}/__health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) return { url, stop: () => child.kill() };
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill();
  throw new Error('the static server did not start');
}

/**
 * An event's CPU time (its thread duration) in milliseconds: what the event itself cost, which
 * other processes holding the cores hardly move, unlike its wall-clock duration.
 */
export const cpuMs = (event: TraceEvent) => (event.tdur ?? event.dur ?? 0) / 1000;

/** Trace events that mean the page's own work: its scripts, and the style, layout and paint they cause. */
const PAGE_WORK = new Set([
  'EvaluateScript',
  'FunctionCall',
  'TimerFire',
  'EventDispatch',
  'FireAnimationFrame',
  'UpdateLayoutTree',
  'Layout',
  'Paint',
]);

export interface TaskOptions {
  /**
   * Only the tasks in which the page's own work ran. Left out: tasks holding only the garbage
   * collector (which collects whatever any script in the tab allocated, whenever V8 chooses), and
   * tasks the trace names nothing in, such as a test driver's evaluations in its own isolated world.
   */
  pageWorkOnly?: boolean;
}

/**
 * The CPU time of each task (RunTask) on the busiest renderer's main thread: the page's, in a
 * trace of one page.
 */
export function mainThreadTasks(
  events: readonly TraceEvent[],
  { pageWorkOnly = false }: TaskOptions = {},
): number[] {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let busiest: { all: TraceEvent[]; counted: number[] } = { all: [], counted: [] };
  const sum = (list: readonly TraceEvent[]) => list.reduce((total, task) => total + cpuMs(task), 0);
  for (const main of mains) {
    const onThread = events.filter((event) => event.pid === main.pid && event.tid === main.tid);
    const all = onThread.filter((event) => event.ph === 'X' && event.name === 'RunTask');
    if (sum(all) <= sum(busiest.all)) continue;
    const work = onThread
      .filter((event) => PAGE_WORK.has(event.name))
      .map((event) => event.ts)
      .sort((a, b) => a - b);
    const holdsWork = (task: TraceEvent) => {
      const end = task.ts + (task.dur ?? 0);
      const first = firstAtOrAfter(work, task.ts);
      return first < work.length && (work[first] ?? Infinity) <= end;
    };
    busiest = { all, counted: (pageWorkOnly ? all.filter(holdsWork) : all).map(cpuMs) };
  }
  return busiest.counted;
}

/** The index of the first of the sorted `times` at or after `time` (its length when none is). */
function firstAtOrAfter(times: readonly number[], time: number): number {
  let low = 0;
  let high = times.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((times[middle] ?? Infinity) < time) low = middle + 1;
    else high = middle;
  }
  return low;
}
