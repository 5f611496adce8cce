import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticHandler, matchesPattern, parseHeadersFile, requestPath } from './serve.ts';

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

/** A GET with the path sent exactly as written (fetch() would normalise it). */
function rawGet(base: string, path: string) {
  return new Promise<{ status: number; body: string; headers: IncomingHttpHeaders }>(
    (resolve, reject) => {
      request(`${base}/`, { path }, (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body, headers: res.headers }));
      })
        .on('error', reject)
        .end();
    },
  );
}

describe('requestPath', () => {
  it('decodes a path and refuses malformed escapes and NUL bytes', () => {
    expect(requestPath('/caf%C3%A9/?x=%ZZ')).toBe('/café/');
    expect(requestPath('/%E0%A4%A')).toBeUndefined();
    expect(requestPath('/a%00b')).toBeUndefined();
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
    writeFileSync(
      join(root, 'site', '_headers'),
      "/*\n  Content-Security-Policy: default-src 'none'\n  X-Content-Type-Options: nosniff\n" +
        "/demo/csp/*\n  Content-Security-Policy: default-src 'self'\n",
    );
    writeFileSync(join(root, 'secret.txt'), 'outside');
    writeFileSync(join(root, 'demo', 'csp', 'index.html'), '<h1>CSP</h1>'.repeat(200));
    // A sub-folder's _headers is not read, as Netlify and Cloudflare Pages read only the root's.
    writeFileSync(join(root, 'demo', '_headers'), '/csp/*\n  X-Not-Read: yes\n');
    const handle = createStaticHandler(
      [
        { prefix: '/demo/', dir: join(root, 'demo') },
        { prefix: '/', dir: join(root, 'site') },
      ],
      join(root, 'site', '404.html'),
      join(root, 'site', '_headers'),
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

  it('sends the site rules with the 404 page, as a static host does', async () => {
    const response = await fetch(`${base}/nowhere`);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each(['/%E0%A4%A', '/%', '/about%ZZ', '/%00', '/about/%00/x'])(
    'answers the malformed or NUL path %s with 400, not an error of its own',
    async (path) => {
      const { status, body, headers } = await rawGet(base, path);
      expect(status).toBe(400);
      expect(body).toBe('Bad request');
      expect(body).not.toMatch(/URIError|malformed/i);
      expect(headers['content-security-policy']).toBe("default-src 'none'");
    },
  );

  it('never serves files outside the mount', async () => {
    const { body } = await rawGet(base, '/%2e%2e/secret.txt');
    expect(body).toContain('Missing');
    expect(body).not.toContain('outside');
  });

  it('applies the root _headers rules by full path, joining a header two rules set, and compresses large text', async () => {
    const response = await fetch(`${base}/demo/csp/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-security-policy')).toBe(
      "default-src 'none', default-src 'self'",
    );
    expect(response.headers.get('x-not-read')).toBeNull();
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('<h1>CSP</h1>');
  });

  it('compresses a file once and again when it changes, as a rebuilt site is served', async () => {
    const file = join(root, 'demo', 'csp', 'page.html');
    const get = async () => {
      const response = await fetch(`${base}/demo/csp/page.html`, {
        headers: { 'accept-encoding': 'br' },
      });
      expect(response.headers.get('content-encoding')).toBe('br');
      return response.text();
    };
    writeFileSync(file, '<p>first</p>'.repeat(200));
    expect(await get()).toBe('<p>first</p>'.repeat(200));
    expect(await get()).toBe('<p>first</p>'.repeat(200));
    // A different length, so the change shows even where file times are coarse.
    writeFileSync(file, '<p>second</p>'.repeat(200));
    expect(await get()).toBe('<p>second</p>'.repeat(200));
  });
});
