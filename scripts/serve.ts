// Serves the built dist/ the way a static host would: the site at /, the widget bundles at
// /widgets/, the demo harness at /demo/, with compression, the publish root's `_headers` file
// (Netlify / Cloudflare Pages format: dist/site/_headers, the only one such a host reads) for every
// path, and the site's 404.html for unknown paths.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { HeaderRule } from './security-headers.ts';

const DIST = resolve(process.env.DIST_DIR ?? 'dist');
const PORT = Number(process.env.PORT ?? process.argv[2] ?? 4173);
const HOST = process.env.HOST ?? '127.0.0.1';

export type Mount = { prefix: string; dir: string };

export const MOUNTS: Mount[] = [
  { prefix: '/widgets/', dir: join(DIST, 'widgets') },
  { prefix: '/demo/', dir: join(DIST, 'demo') },
  { prefix: '/', dir: join(DIST, 'site') },
];

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
  '.d.ts': 'text/plain; charset=utf-8',
};
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Parses a `_headers` file: a path pattern line, then indented `Name: value` lines. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const at = line.indexOf(':');
      const rule = rules.at(-1);
      if (rule && at > 0) rule.headers.push([line.slice(0, at).trim(), line.slice(at + 1).trim()]);
    } else {
      rules.push({ pattern: line.trim(), headers: [] });
    }
  }
  return rules;
}

export function matchesPattern(pattern: string, path: string): boolean {
  if (pattern.endsWith('*')) return path.startsWith(pattern.slice(0, -1));
  return path === pattern || path === `${pattern.replace(/\/$/, '')}/`;
}

/**
 * The headers of every rule whose pattern matches `path`, in the file's order, as Cloudflare Pages
 * sends them: a header that two matching rules both set is sent once with both values, joined with
 * a comma (the file repeats only a stricter Content-Security-Policy, see security-headers.ts).
 */
export function headersForPath(rules: HeaderRule[], path: string): Array<[string, string]> {
  const merged = new Map<string, [string, string]>();
  for (const rule of rules) {
    if (!matchesPattern(rule.pattern, path)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const earlier = merged.get(key);
      merged.set(key, earlier ? [earlier[0], `${earlier[1]}, ${value}`] : [name, value]);
    }
  }
  return [...merged.values()];
}

const headerRules = new Map<string, HeaderRule[]>();
function rulesIn(file: string | undefined): HeaderRule[] {
  if (!file) return [];
  let rules = headerRules.get(file);
  if (!rules) {
    rules = existsSync(file) ? parseHeadersFile(readFileSync(file, 'utf8')) : [];
    headerRules.set(file, rules);
  }
  return rules;
}

async function resolveFile(dir: string, relative: string): Promise<string | undefined> {
  const base = normalize(join(dir, relative));
  if (base !== dir && !base.startsWith(dir + sep)) return undefined;
  for (const candidate of [base, join(base, 'index.html'), `${base}.html`]) {
    const info = await stat(candidate).catch(() => undefined);
    if (info?.isFile()) return candidate;
  }
  return undefined;
}

// A static host compresses each file once, ahead of time; compressing on every request instead
// (brotli at its best quality takes a good part of a second for the site's main script) would hold
// up every other response and make the server, not the page, the slow part of a measurement. Each
// encoding of a file is made on first request and kept while the file is unchanged.
const compressed = new Map<string, { version: string; payload: Buffer }>();

function compress(file: string, version: string, encoding: 'br' | 'gzip', body: Buffer): Buffer {
  const key = `${encoding} ${file}`;
  const cached = compressed.get(key);
  if (cached?.version === version) return cached.payload;
  const payload = encoding === 'br' ? brotliCompressSync(body) : gzipSync(body);
  compressed.set(key, { version, payload });
  return payload;
}

async function send(
  req: IncomingMessage,
  res: ServerResponse,
  file: string,
  status: number,
  extra: Array<[string, string]>,
) {
  const [body, info] = await Promise.all([readFile(file), stat(file)]);
  const version = `${info.mtimeMs} ${info.size}`;
  const type =
    TYPES[file.endsWith('.d.ts') ? '.d.ts' : extname(file)] ?? 'application/octet-stream';
  res.setHeader('Content-Type', type);
  res.setHeader('Vary', 'Accept-Encoding');
  res.setHeader(
    'Cache-Control',
    /\/assets\//.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache',
  );
  for (const [name, value] of extra) res.setHeader(name, value);
  const accept = String(req.headers['accept-encoding'] ?? '');
  let payload: Buffer = body;
  if (COMPRESSIBLE.test(type) && body.length > 1024) {
    if (/\bbr\b/.test(accept)) {
      payload = compress(file, version, 'br', body);
      res.setHeader('Content-Encoding', 'br');
    } else if (/\bgzip\b/.test(accept)) {
      payload = compress(file, version, 'gzip', body);
      res.setHeader('Content-Encoding', 'gzip');
    }
  }
  res.writeHead(status, { 'Content-Length': payload.length });
  res.end(req.method === 'HEAD' ? undefined : payload);
}

/** The request's path, decoded; undefined when it is not a valid percent-encoded path. */
export function requestPath(url: string | undefined): string | undefined {
  try {
    const path = decodeURIComponent(new URL(url ?? '/', 'http://localhost').pathname);
    // A NUL cannot name a file; the file system would refuse it with an error of its own.
    return path.includes('\0') ? undefined : path;
  } catch {
    return undefined;
  }
}

/**
 * A request handler over dist/ for any Node HTTP server or connect-style middleware stack, sending
 * the rules of `headersFile` (the publish root's `_headers`) with every answer.
 */
export function createStaticHandler(
  mounts = MOUNTS,
  fallback: string | undefined = join(DIST, 'site', '404.html'),
  headersFile: string | undefined = join(DIST, 'site', '_headers'),
) {
  const headersFor = (path: string) => headersForPath(rulesIn(headersFile), path);
  return async (req: IncomingMessage, res: ServerResponse, next?: () => void) => {
    const path = requestPath(req.url);
    // A malformed escape such as /%E0%A4%A: the client's mistake, answered as a host would.
    if (path === undefined) {
      for (const [name, value] of headersFor('/')) res.setHeader(name, value);
      return void res.writeHead(400, { 'Content-Type': 'text/plain' }).end('Bad request');
    }
    try {
      if (path === '/__health') return void res.writeHead(200).end('ok');
      const mount = mounts.find((m) => path.startsWith(m.prefix) || `${path}/` === m.prefix);
      if (!mount) return next ? next() : void res.writeHead(404).end('Not found');
      const relative = path.slice(mount.prefix.length - 1);
      const headers = headersFor(path);
      const file = await resolveFile(mount.dir, relative);
      if (file) return await send(req, res, file, 200, headers);
      if (next) return next();
      // The not-found page gets the headers of the path asked for, as a static host sends them.
      if (fallback && existsSync(fallback)) return await send(req, res, fallback, 404, headers);
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
    } catch (error) {
      console.error(`${req.method} ${req.url}:`, error);
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'text/plain' });
      res.end('Internal server error');
    }
  };
}

export function createStaticServer() {
  const handle = createStaticHandler();
  return createServer((req, res) => void handle(req, res));
}

if (import.meta.url === pathToFileURL(resolve(process.argv[1] ?? '')).href) {
  createStaticServer().listen(PORT, HOST, () => {
    console.log(`Serving ${DIST} at http://${HOST}:${PORT}/`);
  });
}
