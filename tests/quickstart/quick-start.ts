// The README's quick start, run as a new user would: the committed HEAD cloned into an empty
// temporary folder, the README's install and start commands run there, then the site and the
// local backend checked from outside (sign-in with the printed admin login through supabase-js,
// /team from the site, a handful of representative pages opened in Chromium with no console error
// or uncaught exception). Everything started runs in one process group, stopped at the end, and the
// folder is removed. `npx tsx tests/quickstart/quick-start.ts` runs it once and prints its timings.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium } from '../support/test.ts';
import { createClient } from '@supabase/supabase-js';
import playwrightConfig from '../../playwright.config.ts';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');
export const SITE_PORT = 5173;
export const BACKEND_PORT = 54321;
// With a warm npm cache a fresh install needs no network round trip per package.
const INSTALL_FLAGS = '--prefer-offline --no-audit --no-fund';

/** The README's quick-start command, split into its install part and its start part. */
export function readmeQuickStart(readme: string): { install: string; start: string } {
  const section = /## Quick start[\s\S]*?```sh\n([^\n]+)\n```/.exec(readme);
  if (!section) throw new Error('README.md has no sh block under "## Quick start"');
  const [install, start, ...rest] = section[1]!.split('&&').map((part) => part.trim());
  if (!install || !start || rest.length)
    throw new Error(`README's quick start is not "<install> && <start>": ${section[1]}`);
  return { install, start };
}

/**
 * Pages the check opens in Chromium on the dev server: the home page, a calculator, the planner, the
 * team page (data from the backend), sign-in and the demo harness (the built bundles).
 */
export const BROWSER_PAGES = [
  '/',
  '/directors-tax-calculator',
  '/salary-dividend-planner',
  '/team',
  '/auth',
  '/demo/',
];

export type QuickStartOptions = {
  /** Shell command run once in the clone before the start command; null skips it. */
  install?: string | null;
  /** Shell command that should bring up the site and the backend and keep running. */
  start?: string;
  /** How long the site and backend may take to come up after the start command begins. */
  startTimeoutMs?: number;
  /** Paths to open in Chromium once the site is up (BROWSER_PAGES by default; [] opens none). */
  browserPages?: string[];
  /** Also stop the backend alone and expect the start command to exit non-zero with a message. */
  checkBackendDeath?: boolean;
  log?: (line: string) => void;
};

export type QuickStartReport = {
  timings: Record<'clone' | 'install' | 'ready' | 'checks' | 'total', number>;
  adminEmail: string;
};

/** Why the check failed, with the start command's output for whoever reads the failure. */
export class QuickStartError extends Error {
  constructor(message: string, output: string) {
    super(`${message}\n--- output of the start command (last 60 lines) ---\n${tail(output, 60)}`);
  }
}

function tail(text: string, lines: number) {
  return text.split('\n').slice(-lines).join('\n');
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** `promise`'s value, or undefined after `ms`, leaving no timer behind. */
async function within<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<undefined>((done) => (timer = setTimeout(() => done(undefined), ms)));
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

async function portFree(port: number): Promise<boolean> {
  const probe = createServer();
  return new Promise((done) => {
    probe.once('error', () => done(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => done(true)));
  });
}

async function answers(url: string): Promise<boolean> {
  return fetch(url, { signal: AbortSignal.timeout(5000) }).then(
    (response) => response.ok,
    () => false,
  );
}

/** A new user's environment: none of our CI's or the caller's settings for the backend or build. */
function freshUserEnv(): NodeJS.ProcessEnv {
  const env = { ...process.env };
  for (const name of Object.keys(env)) {
    if (/^(VITE_|SUPABASE_|LOCAL_|DATABASE_URL$|PORT$|SITE_PORT$|BACKEND_PORT$)/.test(name))
      delete env[name];
    if (/^(npm_|VITEST|NODE_OPTIONS$|TSX_)/.test(name)) delete env[name];
  }
  return { ...env, FORCE_COLOR: '0', NO_COLOR: '1' };
}

/** A shell command in its own process group, its output collected. */
function startGroup(command: string, cwd: string) {
  const child: ChildProcess = spawn('sh', ['-c', command], {
    cwd,
    env: freshUserEnv(),
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.once('exit', (code, signal) => done({ code, signal })),
  );
  const groupAlive = () => {
    try {
      process.kill(-child.pid!, 0);
      return true;
    } catch {
      return false;
    }
  };
  const signalGroup = (signal: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, signal);
    } catch {
      // The group is already gone.
    }
  };
  /** SIGTERM to the whole group, SIGKILL to whatever is left after 10 s. */
  const stop = async () => {
    signalGroup('SIGTERM');
    for (let waited = 0; groupAlive() && waited < 10_000; waited += 200) await sleep(200);
    signalGroup('SIGKILL');
    for (let waited = 0; groupAlive() && waited < 5_000; waited += 200) await sleep(200);
  };
  return { child, exit, output: () => output, stop, groupAlive };
}

function run(command: string, args: string[], cwd: string) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8', env: freshUserEnv() });
  if (result.status !== 0)
    throw new Error(
      `${command} ${args.join(' ')} failed (exit ${result.status}):\n${tail(result.stderr + result.stdout, 40)}`,
    );
  return result.stdout.trim();
}

/** The pid of the local backend's Node process inside the group, found by its script name. */
function backendPid(groupId: number): number | undefined {
  const ps = spawnSync('ps', ['-o', 'pid=,args=', '-g', String(groupId)], { encoding: 'utf8' });
  const line = ps.stdout
    .split('\n')
    .find((entry) => entry.includes('supabase/local/main.ts') && !entry.includes(' sh -c'));
  return line ? Number(line.trim().split(/\s+/)[0]) : undefined;
}

/**
 * Opens each path in Chromium and returns every console error and uncaught exception, labelled by
 * path. A site page counts as open once it has hydrated (the layout marks <html data-hydrated>) and
 * its requests have settled; a hydration mismatch is logged as a console error, so it counts too.
 */
export async function browserProblems(
  origin: string,
  paths: string[],
  {
    log = () => undefined,
    timeoutMs = 120_000,
  }: { log?: (line: string) => void; timeoutMs?: number } = {},
): Promise<string[]> {
  if (paths.length === 0) return [];
  const browser = await chromium.launch(playwrightConfig.use?.launchOptions);
  const problems: string[] = [];
  try {
    const context = await browser.newContext();
    // Nothing leaves the machine: a page asking for a third-party file fails the check as an error.
    await context.route(/^(?!https?:\/\/(127\.0\.0\.1|localhost)[:/])/, (route) => route.abort());
    for (const path of paths) {
      const page = await context.newPage();
      page.on('console', (message) => {
        if (message.type() === 'error') problems.push(`${path}: console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`${path}: uncaught: ${error.message}`));
      const mark = Date.now();
      // Vite compiles a page's modules on its first request, which takes a while on a busy machine.
      const response = await page.goto(new URL(path, origin).href, { timeout: timeoutMs });
      if (!response?.ok()) problems.push(`${path}: answered ${response?.status() ?? 'nothing'}`);
      if (!path.startsWith('/demo/'))
        await page
          .locator('html[data-hydrated]')
          .waitFor({ state: 'attached', timeout: timeoutMs })
          .catch(() => problems.push(`${path}: did not hydrate`));
      await page.waitForLoadState('networkidle', { timeout: timeoutMs }).catch(() => undefined);
      log(`opened ${path} in Chromium in ${Date.now() - mark} ms`);
      await page.close();
    }
  } finally {
    await browser.close();
  }
  return problems;
}

export async function checkQuickStart(options: QuickStartOptions = {}): Promise<QuickStartReport> {
  const log = options.log ?? (() => undefined);
  const readme = readmeQuickStart(readFileSync(join(REPO_ROOT, 'README.md'), 'utf8'));
  const install =
    options.install === undefined ? `${readme.install} ${INSTALL_FLAGS}` : options.install;
  const start = options.start ?? readme.start;
  const startTimeoutMs = options.startTimeoutMs ?? 240_000;
  const began = Date.now();
  const timings = { clone: 0, install: 0, ready: 0, checks: 0, total: 0 };

  for (const port of [SITE_PORT, BACKEND_PORT]) {
    if (!(await portFree(port)))
      throw new Error(`port ${port} is already in use (an \`npm start\` running?); stop it first`);
  }

  const dir = await mkdtemp(join(tmpdir(), 'quick-start-'));
  let group: ReturnType<typeof startGroup> | undefined;
  try {
    // The committed HEAD, as someone cloning the repository gets it: no .data/, no dist/, no node_modules.
    let mark = Date.now();
    const head = run('git', ['rev-parse', 'HEAD'], REPO_ROOT);
    run('git', ['clone', '--quiet', '--no-checkout', REPO_ROOT, dir], REPO_ROOT);
    run('git', ['checkout', '--quiet', '--detach', head], dir);
    timings.clone = Date.now() - mark;
    log(`cloned ${head.slice(0, 7)} into ${dir} in ${timings.clone} ms`);

    if (install) {
      mark = Date.now();
      log(`running \`${install}\``);
      const installed = spawnSync('sh', ['-c', install], {
        cwd: dir,
        encoding: 'utf8',
        env: freshUserEnv(),
      });
      if (installed.status !== 0)
        throw new QuickStartError(
          `\`${install}\` failed (exit ${installed.status})`,
          installed.stdout + installed.stderr,
        );
      timings.install = Date.now() - mark;
      log(`installed in ${timings.install} ms`);
    }

    mark = Date.now();
    log(`running \`${start}\``);
    group = startGroup(start, dir);
    const exited = group.exit.then((result) => ({ exited: true as const, ...result }));
    const site = `http://127.0.0.1:${SITE_PORT}`;
    const backend = `http://127.0.0.1:${BACKEND_PORT}`;
    let login: RegExpExecArray | null = null;
    let anonKey: RegExpExecArray | null = null;
    for (;;) {
      const state = await within(exited, 500);
      if (state)
        throw new QuickStartError(
          `\`${start}\` exited (${state.signal ?? `exit ${state.code}`}) before the site and the backend were up`,
          group.output(),
        );
      login = /Admin login: (\S+@\S+) \/ (\S+)/.exec(group.output());
      anonKey = /SUPABASE_ANON_KEY=(\S+)/.exec(group.output());
      if (login && anonKey && (await answers(`${backend}/health`)) && (await answers(`${site}/`)))
        break;
      if (Date.now() - mark > startTimeoutMs)
        throw new QuickStartError(
          `the site (${site}) and the backend (${backend}) with a printed admin login were not all up after ${startTimeoutMs / 1000} s`,
          group.output(),
        );
    }
    timings.ready = Date.now() - mark;
    log(`site and backend up ${timings.ready} ms after \`${start}\``);

    mark = Date.now();
    const [, email, password] = login;
    const supabase = createClient(backend, anonKey[1]!, {
      auth: { persistSession: false, autoRefreshToken: false },
    });
    const { data, error } = await supabase.auth.signInWithPassword({
      email: email!,
      password: password!,
    });
    if (error || !data.session?.access_token || data.user?.email !== email)
      throw new QuickStartError(
        `signing in as ${email} with the printed password failed: ${error?.message ?? 'no session'}`,
        group.output(),
      );
    // The printed login is the admin the team page's management needs.
    const roles = await supabase.from('user_roles').select('role').eq('user_id', data.user.id);
    if (roles.error || !roles.data?.some((row) => row.role === 'admin'))
      throw new QuickStartError(
        `${email} signed in but is not an admin: ${roles.error?.message ?? JSON.stringify(roles.data)}`,
        group.output(),
      );
    const team = await fetch(`${site}/team`, { signal: AbortSignal.timeout(30_000) });
    const html = await team.text();
    if (!team.ok || !/<div id="root"/.test(html) || !html.includes('/@vite/client'))
      throw new QuickStartError(
        `GET ${site}/team answered ${team.status} without the site's dev page`,
        group.output(),
      );
    // The page's own module graph, which Vite compiles on demand, must load too.
    const entry = /<script type="module" src="([^"]+)"/.exec(html.replace(/\/@vite\/client/, ''));
    if (entry) {
      const module = await fetch(new URL(entry[1]!, site), { signal: AbortSignal.timeout(60_000) });
      if (!module.ok)
        throw new QuickStartError(
          `the site's entry ${entry[1]} answered ${module.status}`,
          group.output(),
        );
    }

    const problems = await browserProblems(site, options.browserPages ?? BROWSER_PAGES, { log });
    if (problems.length)
      throw new QuickStartError(
        `the dev server's pages logged errors in Chromium:\n${problems.join('\n')}`,
        group.output(),
      );

    if (options.checkBackendDeath) {
      const pid = backendPid(group.child.pid!);
      if (!pid)
        throw new QuickStartError(
          'no local backend process found in the start command',
          group.output(),
        );
      process.kill(pid, 'SIGKILL');
      const state = await within(exited, 20_000);
      if (!state)
        throw new QuickStartError(
          `\`${start}\` kept running for 20 s after its local backend was killed`,
          group.output(),
        );
      if (state.code === 0 || !/The local backend stopped/.test(group.output()))
        throw new QuickStartError(
          `after its backend was killed \`${start}\` exited ${state.signal ?? state.code} without saying why`,
          group.output(),
        );
      if (await answers(`${site}/`))
        throw new QuickStartError(
          'the site still answers after the backend stopped',
          group.output(),
        );
      log(`after the backend was killed \`${start}\` exited ${state.code} with a message`);
    }
    timings.checks = Date.now() - mark;
    return { timings, adminEmail: email! };
  } finally {
    await group?.stop();
    await rm(dir, { recursive: true, force: true });
    timings.total = Date.now() - began;
    log(`stopped and removed ${dir}; ${timings.total} ms in all`);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  checkQuickStart({ checkBackendDeath: true, log: (line) => console.log(`[quick start] ${line}`) })
    .then((report) => console.log('[quick start] passed', JSON.stringify(report.timings)))
    .catch((error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exitCode = 1;
    });
}
