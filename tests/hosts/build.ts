// Builds the host apps under tests/hosts into dist/hosts/<framework>/, for tests/hosts/hosts.spec.ts.
// Run by Playwright's global setup; each app is a small Vite build of a few seconds.
import { join, resolve } from 'node:path';
import { svelte } from '@sveltejs/vite-plugin-svelte';
import { build, type PluginOption } from 'vite';

const ROOT = resolve(import.meta.dirname, '..', '..');
export const HOSTS_OUT = join(ROOT, 'dist', 'hosts');
export const HOSTS = ['vue', 'svelte'] as const;
export type Host = (typeof HOSTS)[number];

const plugins: Record<Host, PluginOption[]> = {
  vue: [],
  svelte: [svelte({ configFile: false })],
};

export async function buildHosts() {
  for (const host of HOSTS) {
    await build({
      configFile: false,
      root: join(ROOT, 'tests', 'hosts', host),
      base: `/hosts/${host}/`,
      mode: 'production',
      logLevel: 'warn',
      publicDir: false,
      plugins: plugins[host],
      // Vue's full build compiles the app's template in the browser.
      resolve: host === 'vue' ? { alias: { vue: 'vue/dist/vue.esm-bundler.js' } } : {},
      define: {
        __VUE_OPTIONS_API__: 'true',
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
