// `npm start`: the local backend (seeded, with a printed admin login), the widget bundles and the
// demo harness built once, and the site's Vite dev server, which also serves /widgets/ and /demo/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { createStaticHandler } from './serve.ts';

const SITE_PORT = Number(process.env.SITE_PORT ?? 5173);
const BACKEND_PORT = Number(process.env.BACKEND_PORT ?? 54321);
const children: ChildProcess[] = [];
let stopping = false;
let closeSite: () => Promise<void> = async () => undefined;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  }
  await closeSite().catch(() => undefined);
  process.exit(code);
}
process.on('SIGINT', () => void stopAll());
process.on('SIGTERM', () => void stopAll());

for (const script of ['build:widgets', 'build:demo']) {
  console.log(`Building ${script.replace('build:', '')}…`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) await stopAll(result.status ?? 1);
}

// Node with tsx's loader rather than `npx tsx`, so the signal stopAll sends reaches the backend itself.
const backend = spawn(process.execPath, ['--import', 'tsx', 'supabase/local/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(BACKEND_PORT) },
});
// Without the backend the site's sign-in and team admin cannot work, so the whole command stops.
backend.on('exit', (code, signal) => {
  if (stopping) return;
  console.error(
    `\nThe local backend stopped (${signal ?? `exit ${code}`}); see its output above. ` +
      'npm start is stopping too, since the site cannot sign in without it.',
  );
  void stopAll(code || 1);
});
children.push(backend);

// The demo loads the built bundles exactly as a partner page would, so serve dist/ for those paths.
const dist = resolve('dist');
const builtBundles: Plugin = {
  name: 'acct-built-bundles',
  configureServer(server) {
    const handle = createStaticHandler(
      [
        { prefix: '/widgets/', dir: resolve(dist, 'widgets') },
        { prefix: '/demo/', dir: resolve(dist, 'demo') },
      ],
      undefined,
      // Development pages carry no security headers (Vite's own scripts are inline).
      undefined,
    );
    server.middlewares.use((req, res, next) => void handle(req, res, next));
  },
};

try {
  const site = await createServer({
    configFile: resolve('site/vite.config.ts'),
    plugins: [builtBundles],
    server: { port: SITE_PORT, strictPort: true, host: '127.0.0.1' },
  });
  closeSite = () => site.close();
  await site.listen();
} catch (error) {
  console.error(`\nThe site's dev server did not start: ${(error as Error).message}`);
  await stopAll(1);
}

// The summary goes last, after the backend's own lines (its URL, anon key and admin login).
const backendUp = () =>
  fetch(`http://127.0.0.1:${BACKEND_PORT}/health`).then(
    (response) => response.ok,
    () => false,
  );
while (!(await backendUp())) await new Promise((done) => setTimeout(done, 200));

console.log(`
  Site          http://localhost:${SITE_PORT}/
  Demo harness  http://localhost:${SITE_PORT}/demo/
  Backend       http://127.0.0.1:${BACKEND_PORT}/  (its login is printed above)
  Team admin    http://localhost:${SITE_PORT}/auth  →  /team-admin
  Mailbox       http://127.0.0.1:${BACKEND_PORT}/mailbox  (password-reset emails)
`);
