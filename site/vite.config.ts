import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { guidesPlugin } from '../scripts/guides.ts';
import { stripDocumentation } from '../scripts/strip-documentation.ts';
import { buildDate } from './content/build-date.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));

// The engine's, the calculators' and the widgets' modules only declare things: importing one runs nothing. Saying so
// lets the bundler leave what a chunk does not use out of it, so the consent reader the layout
// imports from widgets/index.ts does not pull every calculator into the JavaScript of every page.
// (The widgets' stylesheet therefore comes in through styles.css, not through a script import.)
const declarationOnly = (id: string) =>
  /\.tsx?$/.test(id) &&
  [`${repo}engine/`, `${repo}calculators/`, `${repo}widgets/`].some((dir) => id.startsWith(dir));

// Each script costs a request and its headers (about half a kilobyte here) on top of its bytes, so
// the browser bundle is cut into few files: everything the entry imports in one (React), the app it
// starts (start.tsx, with all it imports) in another, run in a task of its own, and the small
// blocks most pages share (hero, illustration, rating, count-ups) in another. The rest splits per
// page by import, so a page still loads only what it uses.
const PAGE_KIT = [
  'site/components/hero.tsx',
  'site/components/illustration.tsx',
  'site/components/rating-line.tsx',
  'site/components/count-up.tsx',
  'site/content/stats.ts',
  'widgets/shared/runtime/widget-host.ts',
].map((file) => `${repo}${file}`);
// The blocks the service pages are built from (their sections, fee tables, steps and booking
// calendar), in one file too: a service page then asks for three scripts rather than nine.
const SERVICE_KIT = [
  'site/components/blocks.tsx',
  'site/components/fee-tables.tsx',
  'site/components/steps.tsx',
  'site/components/price-cards.tsx',
  'site/content/services.ts',
  'site/features/booking/booking-block.tsx',
  'site/features/booking/booking-section.tsx',
  'site/features/booking/booking-prefill.ts',
  'site/features/booking/embed-loader.ts',
  'site/features/booking/scenario-notes.ts',
  'site/lib/hero-motion.ts',
].map((file) => `${repo}${file}`);
// Radix's building blocks (primitives, context, ids, presence, focus roving, state hooks) come as a
// dozen packages of a few hundred bytes each; the pages that use a Radix component (the tax
// calculator's tabs, the FAQ's tabs and accordion) would otherwise request each as a file.
const RADIX_BLOCKS =
  /[\\/]node_modules[\\/]@radix-ui[\\/](primitive|react-(primitive|context|compose-refs|slot|id|direction|presence|collection|roving-focus|use-[a-z-]+))[\\/]/;
const codeSplitting = {
  groups: [
    { name: 'index', tags: ['$initial' as const] },
    { name: 'start', test: (id: string) => id === `${root}start.tsx` },
    { name: 'page-kit', test: (id: string) => PAGE_KIT.includes(id) },
    { name: 'service-kit', test: (id: string) => SERVICE_KIT.includes(id) },
    { name: 'radix-blocks', test: RADIX_BLOCKS },
  ],
};

export default defineConfig(({ command, isSsrBuild }) => {
  // The dev server talks to the local backend unless told otherwise; builds take it from the env.
  if (command === 'serve') process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  // The build's date, fixed once per process so the client and prerender bundles agree (a date
  // already set is kept): SOURCE_DATE_EPOCH when set, for a reproducible build, else now.
  process.env.VITE_BUILD_DATE = buildDate(process.env).toISOString();
  return {
    root,
    envDir: repo,
    publicDir: 'public',
    // The parameters' documentation stays out of the client and prerender bundles, as out of the
    // widgets'; the guides' Markdown arrives as HTML rendered at build time.
    plugins: [react(), tailwindcss(), stripDocumentation(), guidesPlugin()],
    server: { port: 5173, host: '127.0.0.1', fs: { allow: [repo] } },
    preview: { port: 4173, host: '127.0.0.1' },
    build: {
      outDir: `${repo}dist/site`,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      cssCodeSplit: false,
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: (id) => (declarationOnly(id) ? false : undefined),
        },
        output: isSsrBuild ? {} : { codeSplitting },
      },
    },
  };
});
