// The dom project shares one environment and module cache per worker between its files
// (vitest.config.ts). A file there that mocks a module, fakes timers, stubs a global or keeps state
// in storage or the custom element registry would change what the next file in that worker sees, so
// such a file belongs in dom-isolated; this test says which. The node project shares its module
// cache too: a file there that fakes the clock gives it back once it is done.
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { expect, it } from 'vitest';
import { createVitest } from 'vitest/node';

const STATEFUL =
  /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|resetModules)\b|\b(localStorage|sessionStorage|customElements|document\.cookie)\b/;

/** The test files of one of vitest.config.ts's projects, with their text. */
async function filesOf(project: string): Promise<Array<{ file: string; text: string }>> {
  const vitest = await createVitest('test', { watch: false, project });
  try {
    const files = (await vitest.globTestSpecifications()).map((spec) => spec.moduleId);
    expect(files.length).toBeGreaterThan(10);
    return files.map((file) => ({
      file: relative(process.cwd(), file),
      text: readFileSync(file, 'utf8'),
    }));
  } finally {
    await vitest.close();
  }
}

it('no file of the shared dom project mocks, fakes timers, stubs globals or keeps state', async () => {
  const stateful = (await filesOf('dom'))
    .filter(({ text }) => STATEFUL.test(text))
    .map(({ file }) => file);
  expect(stateful, 'move these to dom-isolated (SHARED_DOM_TESTS in vitest.config.ts)').toEqual([]);
}, 60_000);

it('a file of the node project that fakes the clock gives it back', async () => {
  const kept = (await filesOf('node'))
    .filter(({ text }) => /\bvi\.useFakeTimers\(/.test(text))
    .filter(({ text }) => !/afterAll\(\(\) => \{\s*vi\.useRealTimers\(\);?\s*\}\)/.test(text))
    .map(({ file }) => file);
  expect(kept, 'give the clock back: afterAll(() => { vi.useRealTimers(); })').toEqual([]);
}, 60_000);
