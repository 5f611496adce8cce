// `npm run backend` with a setting it cannot use stops at once with that setting's message, on one
// line, rather than under a stack trace.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LEAST_BCRYPT_ROUNDS } from './bcrypt-rounds.ts';

const MAIN = fileURLToPath(new URL('./main.ts', import.meta.url));

describe('npm run backend with a setting it cannot use', () => {
  it.each([
    [{ PORT: 'abc' }, 'PORT must be a whole number from 0 to 65535, not "abc"'],
    [
      { LOCAL_BCRYPT_ROUNDS: String(LEAST_BCRYPT_ROUNDS - 1) },
      `LOCAL_BCRYPT_ROUNDS must be a whole number from ${LEAST_BCRYPT_ROUNDS} to 31, not "${LEAST_BCRYPT_ROUNDS - 1}"`,
    ],
  ])('%o stops with its message alone', (setting, message) => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', MAIN], {
      env: { ...process.env, LOCAL_DB: 'memory', PORT: '0', ...setting },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(`Local backend not started: ${message}`);
    expect(run.stdout).toBe('');
  });
});
