import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const root = fileURLToPath(new URL('.', import.meta.url));
const repo = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig(({ command }) => {
  // The dev server talks to the local backend unless told otherwise; builds take it from the env.
  if (command === 'serve') process.env.VITE_SUPABASE_URL ??= 'http://127.0.0.1:54321';
  process.env.VITE_BUILD_YEAR ??= String(new Date().getFullYear());
  return {
    root,
    envDir: repo,
    publicDir: 'public',
    plugins: [react(), tailwindcss()],
    server: { port: 5173, host: '127.0.0.1', fs: { allow: [repo] } },
    preview: { port: 4173, host: '127.0.0.1' },
    build: {
      outDir: `${repo}dist/site`,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      cssCodeSplit: false,
    },
  };
});
