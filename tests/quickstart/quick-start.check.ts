import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKEND_PORT,
  REPO_ROOT,
  SITE_PORT,
  checkQuickStart,
  readmeQuickStart,
} from './quick-start.ts';

const log = (line: string) => console.log(`[quick start] ${line}`);

describe("the README's quick start on a fresh clone", () => {
  it('reads the install and start commands from the README', () => {
    const readme = readFileSync(join(REPO_ROOT, 'README.md'), 'utf8');
    expect(readmeQuickStart(readme)).toEqual({ install: 'npm install', start: 'npm start' });
    expect(() => readmeQuickStart('# No quick start here')).toThrow(/Quick start/);
  });

  it('fails when the start command exits', async () => {
    await expect(
      checkQuickStart({ install: null, start: 'echo starting; exit 3' }),
    ).rejects.toThrow(/exited \(exit 3\)[\s\S]*starting/);
  });

  it('fails when the start command never brings the site and the backend up, and stops it', async () => {
    await expect(
      checkQuickStart({ install: null, start: 'sleep 120', startTimeoutMs: 2000 }),
    ).rejects.toThrow(/were not all up after 2 s/);
    // Its process group was stopped: a second run finds the ports free and the clone fails the same way.
    await expect(checkQuickStart({ install: null, start: 'exit 4' })).rejects.toThrow(/exit 4/);
  });

  it(`installs, starts the site on ${SITE_PORT} and the backend on ${BACKEND_PORT}, signs the admin in, serves /team, and stops when the backend dies`, async () => {
    const report = await checkQuickStart({ checkBackendDeath: true, log });
    expect(report.adminEmail).toMatch(/@/);
    log(`timings (ms): ${JSON.stringify(report.timings)}`);
  }, 420_000);
});
