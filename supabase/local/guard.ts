// Checks every request meets before it is routed: a URL that decodes, no NUL character anywhere
// (PostgreSQL text cannot hold one), and no write a page on another site could make.
//
// A web page may send a "simple" request to any address without asking first: GET, HEAD or POST
// with no custom header and a body of type text/plain, application/x-www-form-urlencoded or
// multipart/form-data. The browser sends its Origin with every POST, so a write whose Origin is not
// a page of this machine is refused, and a write must say it is JSON (or, for a storage upload, be
// the file with its own type or multipart/form-data), which no cross-site form or text/plain
// request can do without a preflight that CORS refuses.
import type { IncomingHttpHeaders } from 'node:http';
import { header, json, LOCAL_ORIGIN, type Reply } from './http.ts';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// The types a form or a simple request can send besides multipart/form-data.
const SIMPLE_TYPES = new Set(['text/plain', 'application/x-www-form-urlencoded']);

function refuse(status: number, error: string, message: string): Reply {
  return json(status, { code: status, error, message });
}

function decodeStrict(text: string): string | undefined {
  try {
    return decodeURIComponent(text);
  } catch {
    return undefined;
  }
}

/** 400 for a path or query that does not percent-decode, or that decodes to a NUL character. */
export function checkUrl(rawUrl: string): Reply | undefined {
  const queryAt = rawUrl.indexOf('?');
  const path = queryAt === -1 ? rawUrl : rawUrl.slice(0, queryAt);
  const query = queryAt === -1 ? '' : rawUrl.slice(queryAt + 1);
  const parts = [path, ...query.split('&').flatMap((pair) => pair.replace(/\+/g, ' ').split('='))];
  for (const part of parts) {
    const decoded = decodeStrict(part);
    if (decoded === undefined) {
      return refuse(400, 'malformed_url', 'The URL holds a malformed percent-escape.');
    }
    if (decoded.includes('\0')) {
      return refuse(400, 'nul_character', 'The URL holds a NUL character, which text cannot hold.');
    }
  }
  return undefined;
}

// `\u0000` preceded by an even number of backslashes is a NUL escape; after an odd number it is the
// text "\u0000" itself.
const JSON_NUL_ESCAPE = /(^|[^\\])(\\\\)*\\u0000/;

/** True when a JSON text holds a NUL character, raw or escaped, in a key or a value. */
export function jsonHasNul(body: Buffer): boolean {
  if (body.includes(0)) return true;
  return JSON_NUL_ESCAPE.test(body.toString('utf8'));
}

function mediaType(headers: IncomingHttpHeaders): string | undefined {
  const value = header(headers, 'content-type');
  return value === undefined ? undefined : (value.split(';')[0] ?? '').trim().toLowerCase();
}

export type WriteKind = 'json' | 'upload';

/**
 * 403 for a write from a page that is not on this machine, 415 for a write that is not JSON (or, for
 * an upload, that is a simple type), 400 for a JSON body holding a NUL character. Reads pass.
 */
export function checkWrite(
  method: string,
  headers: IncomingHttpHeaders,
  body: Buffer,
  kind: WriteKind,
): Reply | undefined {
  if (!WRITES.has(method)) return undefined;
  const origin = header(headers, 'origin');
  if (origin !== undefined && !LOCAL_ORIGIN.test(origin)) {
    return refuse(
      403,
      'origin_not_allowed',
      'Writes are accepted from pages on this machine only.',
    );
  }
  const type = mediaType(headers);
  if (type === undefined) {
    // Nothing to misread: a body-less DELETE or logout.
    if (body.length === 0) return undefined;
    return refuse(415, 'unsupported_content_type', 'A request body needs a Content-Type.');
  }
  if (kind === 'upload') {
    if (SIMPLE_TYPES.has(type)) {
      return refuse(
        415,
        'unsupported_content_type',
        'Upload the file with its own Content-Type or as multipart/form-data.',
      );
    }
    return undefined;
  }
  if (type !== 'application/json') {
    return refuse(415, 'unsupported_content_type', 'Send the request body as application/json.');
  }
  if (jsonHasNul(body)) {
    return refuse(400, 'nul_character', 'The body holds a NUL character, which text cannot hold.');
  }
  return undefined;
}
