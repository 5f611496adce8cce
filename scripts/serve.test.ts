import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, matchesPattern, parseHeadersFile } from './serve.ts';

describe('parseHeadersFile', () => {
  it('reads path lines and their indented headers, skipping comments', () => {
    const rules = parseHeadersFile(
      "# strict page\n/csp/*\n  Content-Security-Policy: default-src 'self'\n  X-Frame-Options: DENY\n/other\n  A: b:c\n",
    );
    expect(rules).toEqual([
      {
        pattern: '/csp/*',
        headers: [
          ['Content-Security-Policy', "default-src 'self'"],
          ['X-Frame-Options', 'DENY'],
        ],
      },
      { pattern: '/other', headers: [['A', 'b:c']] },
    ]);
  });
});

describe('matchesPattern', () => {
  it.each([
    ['/csp/*', '/csp/index.html', true],
    ['/csp/*', '/cspx', false],
    ['/about', '/about', true],
    ['/about', '/about/', true],
    ['/about', '/about/team', false],
  ])('%s against %s is %s', (pattern, path, expected) => {
    expect(matchesPattern(pattern, path)).toBe(expected);
  });
});

describe('createStaticHandler', () => {
  const root = mkdtempSync(join(tmpdir(), 'serve-'));
  let server: Server;
  let base = '';

  beforeAll(async () => {
    mkdirSync(join(root, 'site', 'about'), { recursive: true });
    mkdirSync(join(root, 'demo', 'csp'), { recursive: true });
    writeFileSync(join(root, 'site', 'about', 'index.html'), '<h1>About</h1>');
    writeFileSync(join(root, 'site', '404.html'), '<h1>Missing</h1>');
    writeFileSync(join(root, 'secret.txt'), 'outside');
    writeFileSync(join(root, 'demo', 'csp', 'index.html'), '<h1>CSP</h1>'.repeat(200));
    writeFileSync(
      join(root, 'demo', '_headers'),
      "/csp/*\n  Content-Security-Policy: default-src 'self'\n",
    );
    const handle = createStaticHandler(
      [
        { prefix: '/demo/', dir: join(root, 'demo') },
        { prefix: '/', dir: join(root, 'site') },
      ],
      join(root, 'site', '404.html'),
    );
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('serves a folder index for a clean URL', async () => {
    const response = await fetch(`${base}/about`);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('<h1>About</h1>');
  });

  it('answers unknown paths with the 404 page and status', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Missing');
  });

  it('never serves files outside the mount', async () => {
    // fetch() normalises dot segments, so send the raw path.
    const body = await new Promise<string>((resolve, reject) => {
      request(`${base}/`, { path: '/%2e%2e/secret.txt' }, (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () => resolve(text));
      })
        .on('error', reject)
        .end();
    });
    expect(body).toContain('Missing');
    expect(body).not.toContain('outside');
  });

  it('applies _headers rules and compresses large text', async () => {
    const response = await fetch(`${base}/demo/csp/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-security-policy')).toBe("default-src 'self'");
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1>CSP</h1>');
  });
});
