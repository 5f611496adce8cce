import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKEND_PORT,
  REPO_ROOT,
  SITE_PORT,
  browserProblems,
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

  // The last two run side by side: the first needs only a port of its own and Chromium, and the
  // quick start spends most of its minute installing and building.
  it.concurrent(
    'reports console errors, uncaught exceptions and pages that never hydrate in Chromium',
    async () => {
      const pages: Record<string, string> = {
        '/clean': '<html data-hydrated><p>Fine</p></html>',
        '/mismatch':
          '<html data-hydrated><script>console.error("Hydration failed because the server rendered text didn\'t match the client.")</script></html>',
        '/throws': "<html data-hydrated><script>throw new Error('boom')</script></html>",
        '/shell': '<html><p>Never hydrates</p></html>',
      };
      const server = createServer((req, res) =>
        res.writeHead(200, { 'Content-Type': 'text/html' }).end(pages[req.url ?? ''] ?? ''),
      );
      await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
      try {
        const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
        const problems = await browserProblems(origin, Object.keys(pages), { timeoutMs: 3000 });
        expect(problems).toHaveLength(3);
        expect(problems[0]).toMatch(/^\/mismatch: console error: Hydration failed/);
        expect(problems[1]).toMatch(/^\/throws: uncaught: boom/);
        expect(problems[2]).toBe('/shell: did not hydrate');
      } finally {
        await new Promise((done) => server.close(done));
      }
    },
    // Chromium starts beside the quick start's install and build, which can hold it for a while on two cores.
    180_000,
  );

  it.concurrent(
    `installs, starts the site on ${SITE_PORT} and the backend on ${BACKEND_PORT}, signs the admin in, serves /team, opens pages in Chromium without errors, and stops when the backend dies`,
    async () => {
      const report = await checkQuickStart({ checkBackendDeath: true, log });
      expect(report.adminEmail).toMatch(/@/);
      log(`timings (ms): ${JSON.stringify(report.timings)}`);
    },
    420_000,
  );
});
