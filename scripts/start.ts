// `npm start`: the local backend (seeded, with a printed admin login), the widget bundles and the
// demo harness built once, and the site's Vite dev server, which also serves /widgets/ and /demo/.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';
import { createStaticHandler } from './serve.ts';

const SITE_PORT = Number(process.env.SITE_PORT ?? 5173);
const BACKEND_PORT = Number(process.env.BACKEND_PORT ?? 54321);
const children: ChildProcess[] = [];

function stopAll(code = 0) {
  for (const child of children) child.kill('SIGTERM');
  process.exit(code);
}
process.on('SIGINT', () => stopAll());
process.on('SIGTERM', () => stopAll());

for (const script of ['build:widgets', 'build:demo']) {
  console.log(`Building ${script.replace('build:', '')}…`);
  const result = spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit' });
  if (result.status !== 0) stopAll(result.status ?? 1);
}

const backend = spawn('npx', ['tsx', 'supabase/local/main.ts'], {
  stdio: 'inherit',
  env: { ...process.env, PORT: String(BACKEND_PORT) },
});
backend.on('exit', (code) => {
  if (code) console.error(`The local backend stopped (exit ${code}).`);
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
    );
    server.middlewares.use((req, res, next) => void handle(req, res, next));
  },
};

const site = await createServer({
  configFile: resolve('site/vite.config.ts'),
  plugins: [builtBundles],
  server: { port: SITE_PORT, strictPort: true, host: '127.0.0.1' },
});
await site.listen();

console.log(`
  Site          http://localhost:${SITE_PORT}/
  Demo harness  http://localhost:${SITE_PORT}/demo/
  Backend       http://127.0.0.1:${BACKEND_PORT}/  (its login is printed above)
  Team admin    http://localhost:${SITE_PORT}/auth  →  /team-admin
`);
