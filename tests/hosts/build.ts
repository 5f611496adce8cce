// Builds the host apps under tests/hosts into dist/hosts/<framework>/, for the host specs. Run by
// Playwright's global setup. Vue, Svelte and React 18 are small Vite builds of a few seconds;
// Angular is built by its own application builder (esbuild), with template type-checking. A host
// is rebuilt only when one of its sources is newer than its last build.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PluginOption } from 'vite';
import { HOSTS_DIR, installHostPackages } from './packages.ts';

const ROOT = resolve(HOSTS_DIR, '..', '..');
export const HOSTS_OUT = join(ROOT, 'dist', 'hosts');
export const HOSTS = ['vue', 'svelte', 'react18', 'angular'] as const;
export type Host = (typeof HOSTS)[number];

const isAcctElement = (tag: string) => tag.startsWith('acct-');

// Vite and the frameworks' plugins are loaded only for a host that needs building: Playwright's
// global setup and the host specs import this module, and mostly find every host built.
const plugins: Record<Exclude<Host, 'angular'>, () => Promise<PluginOption[]>> = {
  // The partner guide's Vue setup: the acct-* tags are custom elements, not Vue components.
  vue: async () => {
    const { default: vue } = await import('@vitejs/plugin-vue');
    return [vue({ template: { compilerOptions: { isCustomElement: isAcctElement } } })];
  },
  svelte: async () => {
    const { svelte } = await import('@sveltejs/vite-plugin-svelte');
    return [svelte({ configFile: false })];
  },
  // React and react-dom resolve from tests/hosts/react18/node_modules: React 18, not the project's 19.
  react18: async () => {
    const { default: react } = await import('@vitejs/plugin-react');
    return [react()];
  },
};

const IGNORED = new Set(['node_modules', '.angular']);

/** The newest modification time among a host's sources (and what every host shares). */
function newestSource(host: Host): number {
  const shared = ['load-widgets.ts', 'build.ts', 'packages.ts', '../../package-lock.json'];
  const times = shared.map((file) => statSync(join(HOSTS_DIR, file)).mtimeMs);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (IGNORED.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else times.push(statSync(path).mtimeMs);
    }
  };
  walk(join(HOSTS_DIR, host));
  return Math.max(...times);
}

function upToDate(host: Host): boolean {
  const built = join(HOSTS_OUT, host, 'index.html');
  return existsSync(built) && statSync(built).mtimeMs > newestSource(host);
}

function buildAngular() {
  const dir = join(HOSTS_DIR, 'angular');
  const result = spawnSync(
    process.execPath,
    [join(dir, 'node_modules', '@angular', 'cli', 'bin', 'ng.js'), 'build'],
    { cwd: dir, stdio: 'inherit', env: { ...process.env, NG_CLI_ANALYTICS: 'false' } },
  );
  if (result.status !== 0) throw new Error('The Angular host app did not build');
}

export async function buildHosts() {
  installHostPackages();
  for (const host of HOSTS) {
    if (upToDate(host)) continue;
    if (host === 'angular') {
      buildAngular();
      continue;
    }
    const { build } = await import('vite');
    await build({
      configFile: false,
      root: join(HOSTS_DIR, host),
      base: `/hosts/${host}/`,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: await plugins[host](),
      define: {
        __VUE_OPTIONS_API__: 'false',
        __VUE_PROD_DEVTOOLS__: 'false',
        __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
      },
      build: {
        outDir: join(HOSTS_OUT, host),
        emptyOutDir: true,
        reportCompressedSize: false,
        rolldownOptions: { checks: { bundlerTimings: false } },
      },
    });
  }
}

// `npx tsx tests/hosts/build.ts` (npm test's `hosts` stage) builds them ahead of the browser tests.
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildHosts();
