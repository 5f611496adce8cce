import { defineConfig } from 'vitest/config';

// The quick-start check opens the README's ports (5173, 54321) and takes about a minute, so it runs
// as its own stage of `npm test` (`npm test quickstart`), not with the unit tests.
// eslint-disable-next-line import-x/no-default-export -- Vitest loads its configuration this way.
export default defineConfig({
  test: {
    root: import.meta.dirname,
    include: ['**/*.check.ts'],
    environment: 'node',
    fileParallelism: false,
  },
});
