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

/**
 * The CPU time of each task (RunTask) on the busiest renderer's main thread: the page's, in a
 * trace of one page.
 */
export function mainThreadTasks(events: readonly TraceEvent[]): number[] {
  const mains = events.filter(
    (event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  let busiest: number[] = [];
  for (const main of mains) {
    const tasks = events
      .filter(
        (event) =>
          event.ph === 'X' &&
          event.name === 'RunTask' &&
          event.pid === main.pid &&
          event.tid === main.tid,
      )
      .map(cpuMs);
    const sum = (list: number[]) => list.reduce((total, ms) => total + ms, 0);
    if (sum(tasks) > sum(busiest)) busiest = tasks;
  }
  return busiest;
}
