import '@testing-library/jest-dom/vitest';
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

afterEach(() => {
  cleanup();
  window.localStorage.clear();
});
