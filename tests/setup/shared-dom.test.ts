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

it('no file of the shared dom project mocks, fakes timers, stubs globals or keeps state', async () => {
  const vitest = await createVitest('test', { watch: false, project: 'dom' });
  try {
    const files = (await vitest.globTestSpecifications()).map((spec) => spec.moduleId);
    expect(files.length).toBeGreaterThan(10);
    const stateful = files
      .filter((file) => STATEFUL.test(readFileSync(file, 'utf8')))
      .map((file) => relative(process.cwd(), file));
    expect(stateful, 'move these to dom-isolated (SHARED_DOM_TESTS in vitest.config.ts)').toEqual(
      [],
    );
  } finally {
    await vitest.close();
  }
}, 60_000);

it('a file of the node project that fakes the clock gives it back', async () => {
  const vitest = await createVitest('test', { watch: false, project: 'node' });
  try {
    const files = (await vitest.globTestSpecifications()).map((spec) => spec.moduleId);
    expect(files.length).toBeGreaterThan(10);
    const kept = files
      .map((file) => ({ file, text: readFileSync(file, 'utf8') }))
      .filter(
        ({ file, text }) =>
          !file.endsWith('shared-dom.test.ts') && /\bvi\.useFakeTimers\(/.test(text),
      )
      .filter(({ text }) => !/afterAll\(\(\) => \{\s*vi\.useRealTimers\(\);?\s*\}\)/.test(text))
      .map(({ file }) => relative(process.cwd(), file));
    expect(kept, 'give the clock back: afterAll(() => { vi.useRealTimers(); })').toEqual([]);
  } finally {
    await vitest.close();
  }
}, 60_000);
