import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Unit and component tests sit beside their code; browser tests live in tests/ and run under Playwright.
export default defineConfig({
  plugins: [react()],
  define: { 'process.env.NODE_ENV': JSON.stringify('test') },
  test: {
    css: true,
    // The machines are shared and noisy: a property test that takes a second alone can take several
    // under load. A generous limit stops a hung test without turning load into failures.
    testTimeout: 20_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          include: [
            'engine/**/*.test.ts',
            'supabase/**/*.test.ts',
            'scripts/**/*.test.ts',
            'tests/**/*.test.ts',
          ],
        },
      },
      {
        extends: true,
        test: {
          name: 'dom',
          environment: 'jsdom',
          include: ['widgets/**/*.test.{ts,tsx}', 'site/**/*.test.{ts,tsx}'],
          setupFiles: ['./tests/setup/dom.ts'],
        },
      },
    ],
  },
});
