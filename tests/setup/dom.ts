import '@testing-library/jest-dom/vitest';
import { ReadableStream, TransformStream, WritableStream } from 'node:stream/web';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { TEST_DATE } from '../support/clock.ts';

// Today is the tests' fixed date (tests/support/clock.ts), as in the browser tests: set before the
// test file's modules load (the site's build date is read then) and again before each test, as a
// test that used fake timers and went back to real ones has the real date again.
vi.setSystemTime(TEST_DATE);
beforeEach(() => {
  vi.setSystemTime(TEST_DATE);
});

// A browser has streams, which fetch's answers are made of; jsdom's window has none, and a file in
// a VM context of its own (vitest.config.ts) sees only the window's globals: Node's stand in.
if (!('ReadableStream' in globalThis))
  Object.assign(globalThis, { ReadableStream, TransformStream, WritableStream });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
