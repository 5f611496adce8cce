// Request and response plumbing shared by the local backend's routes.
import type { IncomingHttpHeaders } from 'node:http';
import type { Database, Queryable } from './db.ts';
import { verifyToken, type Claims } from './jwt.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from './keys.ts';

export type Reply = {
  status: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array | null;
};

export type RequestContext = {
  method: string;
  url: URL;
  headers: IncomingHttpHeaders;
  body: Buffer;
  db: Database;
  /** Public base URL of this backend, e.g. http://127.0.0.1:54321. */
  baseUrl: string;
  env: Record<string, string | undefined>;
  /** The peer's address, which the reviews function's rate limit keys on. */
  remoteAddress?: string;
};

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Reply {
  return {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify(body),
  };
}

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

export type BodyJson = { ok: true; value: unknown } | { ok: false };

export function parseJsonBody(body: Buffer): BodyJson {
  if (body.length === 0) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(body.toString('utf8')) as unknown };
  } catch {
    return { ok: false };
  }
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The project key the request carries: the `apikey` header, or the `apikey` query parameter when that
 * is the anon key. A URL can be sent by any web page as a simple request (no preflight, no custom
 * headers) and ends up in logs and histories, so the service-role key counts only as a header.
 */
function requestApiKey(context: RequestContext): { key?: string; refused?: Reply } {
  const fromHeader = header(context.headers, 'apikey');
  if (fromHeader !== undefined) return { key: fromHeader };
  const fromQuery = context.url.searchParams.get('apikey') ?? undefined;
  if (fromQuery !== undefined && fromQuery !== LOCAL_ANON_KEY) {
    return {
      refused: json(401, {
        message: 'Invalid API key',
        hint: 'Only the anon key may be sent in the URL; send other keys in the `apikey` header.',
      }),
    };
  }
  return { key: fromQuery };
}

// Like the API gateway of a hosted project: every API route needs one of the project's keys.
export function checkApiKey(context: RequestContext): Reply | undefined {
  const { key, refused } = requestApiKey(context);
  if (refused) return refused;
  if (!key) {
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  }
  if (key !== LOCAL_ANON_KEY && key !== LOCAL_SERVICE_ROLE_KEY) {
    return json(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  }
  return undefined;
}

export type Identity =
  { ok: true; claims: Claims; token: string } | { ok: false; reason: 'expired' | 'invalid' };

/** The bearer token decides who the caller is; without one, the API key does. */
export async function identify(context: RequestContext): Promise<Identity> {
  const authorization = header(context.headers, 'authorization');
  let token: string | undefined;
  if (authorization !== undefined) {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
    if (!match?.[1]) return { ok: false, reason: 'invalid' };
    token = match[1];
  } else {
    const { key } = requestApiKey(context);
    token = key ?? '';
  }
  const verified = await verifyToken(token);
  return verified.ok ? { ok: true, claims: verified.claims, token } : verified;
}

/**
 * Runs `work` as PostgREST runs a request: one transaction, the role from the verified token, and
 * its claims in `request.jwt.claims` for auth.uid() and the policies.
 */
export function asCaller<T>(
  db: Database,
  claims: Claims,
  work: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('request.jwt.claims', $1, true),
              set_config('request.jwt.claim.sub', $2, true),
              set_config('request.jwt.claim.role', $3, true),
              set_config('role', $3, true)`,
      [JSON.stringify(claims), claims.sub ?? '', claims.role],
    );
    return work(tx);
  });
}

/** A page served from this machine: http(s) on a loopback name, any port. */
export const LOCAL_ORIGIN = /^https?:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

const ALLOWED_HEADERS = [
  'apikey',
  'authorization',
  'x-client-info',
  'content-type',
  'prefer',
  'accept',
  'accept-profile',
  'content-profile',
  'x-upsert',
  'cache-control',
  'range',
  'x-supabase-api-version',
  'x-metadata',
  'x-region',
].join(', ');

/** CORS for pages served from this machine only. */
export function corsHeaders(
  headers: IncomingHttpHeaders,
  preflight: boolean,
): Record<string, string> {
  const origin = header(headers, 'origin');
  if (!origin || !LOCAL_ORIGIN.test(origin)) return { Vary: 'Origin' };
  const cors: Record<string, string> = {
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Expose-Headers':
      'Content-Range, Content-Location, Preference-Applied, X-Supabase-Api-Version',
    Vary: 'Origin',
  };
  if (preflight) {
    cors['Access-Control-Allow-Methods'] = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';
    cors['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    cors['Access-Control-Max-Age'] = '600';
  }
  return cors;
}
