// The local stand-in for a hosted Supabase project: one Node HTTP server on 127.0.0.1 in front of a
// database prepared with the real migrations. Routes: /auth/v1, /rest/v1, /storage/v1,
// /functions/v1/google-reviews, /health, and /mailbox (the emails auth would send).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createReviewsHandler } from '../functions/google-reviews/handler.ts';
import {
  configuredSiteUrl,
  createAuthState,
  handleAuth,
  isOpenAuthRoute,
  type SignInLimits,
} from './auth.ts';
import { AUTH_CONFIG, type AuthConfig } from './config.ts';
import { openDatabase, type Database, type DatabaseChoice } from './db.ts';
import { checkUrl, checkWrite } from './guard.ts';
import { bcryptRoundsFrom } from './bcrypt-rounds.ts';
import { checkApiKey, corsHeaders, json, type Reply, type RequestContext } from './http.ts';
import { LOCAL_SERVICE_ROLE_KEY } from './keys.ts';
import { Mailbox, mailboxJson, mailboxPage } from './mailbox.ts';
import { handleRest, SchemaCache } from './rest.ts';
import {
  allowPhotoOrigins,
  DEFAULT_LOCAL_ADMIN_PASSWORD,
  DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
  ensureAdmin,
  LOCAL_ADMIN_EMAIL,
  prepareDatabase,
} from './setup.ts';
import { handleStorage } from './storage.ts';
import { totpCode, totpSecondsLeft } from './totp.ts';

const JSON_BODY_LIMIT = 1024 * 1024;
// A body that has not fully arrived by then is abandoned, so a stalled client cannot hold a request.
const BODY_TIMEOUT_MS = 10_000;
// The bucket allows 5 MB; a little more is read so an oversized file gets the storage error, not a reset.
const UPLOAD_BODY_LIMIT = 6 * 1024 * 1024;

export type BackendOptions = {
  database: DatabaseChoice;
  port?: number;
  host?: string;
  env?: Record<string, string | undefined>;
  adminPassword?: string;
  /** The local admin's TOTP secret; LOCAL_ADMIN_TOTP_SECRET or the development default unless given. */
  adminTotpSecret?: string;
  /** Milliseconds a request body may take to arrive in full. */
  bodyTimeoutMs?: number;
  /** Failed sign-ins before an address waits; SIGN_IN_LIMITS unless given. */
  signInLimits?: SignInLimits;
  /** Where auth links go when their redirect is not allowed; config.toml's site_url unless given. */
  siteUrl?: string;
  /** Settings in place of config.toml's, for tests of a limit or an interval. */
  authConfig?: Partial<AuthConfig>;
  /**
   * bcrypt's cost for the hashes it makes: LOCAL_BCRYPT_ROUNDS, or GoTrue's (BCRYPT_ROUNDS) unless
   * given. Tests run at the least (LEAST_BCRYPT_ROUNDS).
   */
  passwordRounds?: number;
};

export type LocalBackend = {
  url: string;
  /** The page listing the emails auth would have sent. */
  mailboxUrl: string;
  port: number;
  db: Database;
  close: () => Promise<void>;
};

type Body = { ok: true; body: Buffer } | { ok: false; reason: 'too_large' | 'timeout' };

function readBody(request: IncomingMessage, limit: number, timeoutMs: number): Promise<Body> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let tooLarge = Number(request.headers['content-length'] ?? 0) > limit;
    const timer = setTimeout(() => {
      request.removeAllListeners('data');
      request.pause();
      resolve({ ok: false, reason: 'timeout' });
    }, timeoutMs);
    request.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      // Past the limit the rest is drained and dropped, so the client still receives the answer.
      if (!tooLarge) chunks.push(chunk);
    });
    request.on('end', () => {
      clearTimeout(timer);
      resolve(
        tooLarge ? { ok: false, reason: 'too_large' } : { ok: true, body: Buffer.concat(chunks) },
      );
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
  });
}

// DNS rebinding: a page on another site can make its own host name resolve to 127.0.0.1, but the
// browser still sends that name as Host. Only the loopback names are answered.
const LOOPBACK_HOST = /^(127\.0\.0\.1|localhost|\[::1\])(:\d{1,5})?$/i;

export function hostAllowed(host: string | undefined, boundHost: string): boolean {
  if (!host) return false;
  if (LOOPBACK_HOST.test(host)) return true;
  // Bound to one other address on purpose (not a wildcard): that address is fine too.
  if (boundHost === '0.0.0.0' || boundHost === '::') return false;
  const name = host.replace(/:\d{1,5}$/, '').toLowerCase();
  return name === boundHost.toLowerCase() || name === `[${boundHost.toLowerCase()}]`;
}

function send(
  response: ServerResponse,
  reply: Reply,
  extra: Record<string, string>,
  head: boolean,
) {
  const body = reply.body ?? null;
  // Names are merged case-insensitively so the server's CORS headers replace a function's own.
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries({ ...(reply.headers ?? {}), ...extra })) {
    headers[name.toLowerCase()] = value;
  }
  if (body !== null) headers['content-length'] = String(Buffer.byteLength(body));
  response.writeHead(reply.status, headers);
  response.end(head || body === null ? undefined : body);
}

// Storage's upload routes, which take the file itself (or multipart) rather than JSON.
const UPLOAD_PATH = /^\/storage\/v1\/object\/(?!list\/|public\/)[^/]+\/.+$/;

function sqlState(error: unknown): string | undefined {
  const code =
    typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) ? code : undefined;
}

function notFound(method: string, path: string): Reply {
  return json(404, { error: 'not_found', message: `No route for ${method} ${path}` });
}

export async function startLocalBackend(options: BackendOptions): Promise<LocalBackend> {
  const env = options.env ?? process.env;
  const adminTotpSecret =
    options.adminTotpSecret ?? env.LOCAL_ADMIN_TOTP_SECRET ?? DEFAULT_LOCAL_ADMIN_TOTP_SECRET;
  const passwordRounds = options.passwordRounds ?? bcryptRoundsFrom(env);
  const db = await openDatabase(options.database);
  try {
    await prepareDatabase(db);
    await ensureAdmin(
      db,
      LOCAL_ADMIN_EMAIL,
      options.adminPassword ?? env.LOCAL_ADMIN_PASSWORD ?? DEFAULT_LOCAL_ADMIN_PASSWORD,
      adminTotpSecret,
      passwordRounds,
    );
  } catch (error) {
    await db.close();
    throw error;
  }

  const schema = new SchemaCache(db);
  const reviews = createReviewsHandler();
  const mailbox = new Mailbox();
  const auth = createAuthState({
    siteUrl: options.siteUrl ?? configuredSiteUrl(),
    mailbox,
    limits: options.signInLimits,
    config: { ...AUTH_CONFIG, ...options.authConfig },
    passwordRounds,
  });
  const host = options.host ?? '127.0.0.1';
  let baseUrl = '';

  async function route(context: RequestContext, path: string): Promise<Reply> {
    const { method } = context;
    if (path === '/health' && (method === 'GET' || method === 'HEAD')) {
      return json(200, { status: 'ok', engine: db.engine });
    }
    if (path === '/mailbox' && (method === 'GET' || method === 'HEAD')) {
      return mailboxPage(mailbox.list(), {
        account: LOCAL_ADMIN_EMAIL,
        code: totpCode(adminTotpSecret),
        secondsLeft: totpSecondsLeft(),
      });
    }
    if (path === '/mailbox/messages' && (method === 'GET' || method === 'HEAD')) {
      return mailboxJson(mailbox.list(context.url.searchParams.get('to') ?? undefined));
    }
    if (path === '/functions/v1/google-reviews') {
      const request = new Request(`${baseUrl}${path}${context.url.search}`, {
        method,
        headers: [
          ...Object.entries(context.headers).flatMap(([name, value]) =>
            typeof value === 'string' &&
            !['host', 'connection', 'content-length', 'x-forwarded-for', 'x-real-ip'].includes(name)
              ? [[name, value] as [string, string]]
              : [],
          ),
        ],
        body: method === 'GET' || method === 'HEAD' ? undefined : new Uint8Array(context.body),
      });
      const response = await reviews(
        request,
        {
          GOOGLE_PLACES_API_KEY: env.GOOGLE_PLACES_API_KEY,
          GOOGLE_PLACE_IDS: env.GOOGLE_PLACE_IDS,
          GOOGLE_PLACES_BASE_URL: env.GOOGLE_PLACES_BASE_URL,
          ALLOWED_ORIGINS: env.ALLOWED_ORIGINS,
          // As on a hosted project, the function reaches its project's API with the service role.
          SUPABASE_URL: baseUrl,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
        },
        // This server is the edge: the client is the socket's peer, whatever the request claims.
        { clientAddress: context.remoteAddress },
      );
      return {
        status: response.status,
        headers: Object.fromEntries(response.headers),
        body: new Uint8Array(await response.arrayBuffer()),
      };
    }
    if (path.startsWith('/storage/v1/object/public/')) {
      return (
        (await handleStorage(context, path.slice('/storage/v1/'.length))) ?? notFound(method, path)
      );
    }
    const area = /^\/(rest|auth|storage)\/v1\/(.*)$/.exec(path);
    if (!area) return notFound(method, path);
    const [, service, rest = ''] = area;
    if (!(service === 'auth' && isOpenAuthRoute(method, rest))) {
      const refused = checkApiKey(context);
      if (refused) return refused;
    }
    if (service === 'rest') return handleRest(context, rest, schema);
    if (service === 'auth')
      return (await handleAuth(context, rest, auth)) ?? notFound(method, path);
    return (await handleStorage(context, rest)) ?? notFound(method, path);
  }

  const bodyTimeout = options.bodyTimeoutMs ?? BODY_TIMEOUT_MS;

  const server = createServer((request, response) => {
    const method = request.method ?? 'GET';
    const url = new URL(`http://local${request.url ?? '/'}`);
    const path = url.pathname;
    const head = method === 'HEAD';
    if (!hostAllowed(request.headers.host, host)) {
      send(
        response,
        json(403, {
          error: 'host_not_allowed',
          message: 'This server answers requests for 127.0.0.1 and localhost only.',
        }),
        { Connection: 'close' },
        head,
      );
      request.resume();
      return;
    }
    // The mailbox holds sign-in links: no other page, on this machine or not, may read it.
    const mailboxRoute = path === '/mailbox' || path.startsWith('/mailbox/');
    if (method === 'OPTIONS') {
      send(
        response,
        { status: 204 },
        mailboxRoute ? { Vary: 'Origin' } : corsHeaders(request.headers, true),
        false,
      );
      request.resume();
      return;
    }
    const cors = mailboxRoute ? { Vary: 'Origin' } : corsHeaders(request.headers, false);
    const badUrl = checkUrl(request.url ?? '/');
    if (badUrl) {
      send(response, badUrl, cors, head);
      request.resume();
      return;
    }
    const limit = path.startsWith('/storage/') ? UPLOAD_BODY_LIMIT : JSON_BODY_LIMIT;
    readBody(request, limit, bodyTimeout)
      .then(async (read) => {
        if (!read.ok && read.reason === 'timeout') {
          send(
            response,
            json(408, {
              error: 'request_timeout',
              message: 'The request body did not arrive in time.',
            }),
            { ...cors, Connection: 'close' },
            head,
          );
          // The rest of the body is not waited for.
          response.once('finish', () => request.socket.destroy());
          return;
        }
        if (!read.ok) {
          const reply = path.startsWith('/storage/')
            ? json(413, {
                statusCode: '413',
                error: 'Payload too large',
                message: 'The object exceeded the maximum allowed size',
              })
            : json(413, {
                code: 'PGRST413',
                message: 'Request body too large',
                details: null,
                hint: null,
              });
          send(response, reply, cors, head);
          return;
        }
        // The reviews function is public by design and keeps its own origin rules (ALLOWED_ORIGINS),
        // as on a hosted project; it writes nothing here.
        const refused = path.startsWith('/functions/')
          ? undefined
          : checkWrite(
              method,
              request.headers,
              read.body,
              UPLOAD_PATH.test(path) ? 'upload' : 'json',
            );
        if (refused) {
          send(response, refused, cors, head);
          return;
        }
        const reply = await route(
          {
            method,
            url,
            headers: request.headers,
            body: read.body,
            db,
            baseUrl,
            env,
            remoteAddress: request.socket.remoteAddress,
          },
          path,
        );
        send(response, reply, cors, head);
      })
      .catch((error: unknown) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        // A value the database cannot take (class 22, e.g. a NUL character in text) is the client's
        // error, as PostgREST answers it; anything else is ours.
        const code = sqlState(error);
        if (code?.startsWith('22')) {
          send(
            response,
            json(400, {
              code: 400,
              error: 'invalid_input',
              message: 'The request holds a value the database cannot take.',
            }),
            cors,
            head,
          );
          return;
        }
        console.error(`local backend: ${method} ${path} failed:`, error);
        send(response, json(500, { message: 'Internal error' }), cors, head);
      });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 54321, host, () => resolve());
  });
  // Node's own limits behind the body timeout: headers that never finish, a request that never ends.
  server.headersTimeout = Math.min(server.headersTimeout, bodyTimeout * 2);
  server.requestTimeout = Math.max(bodyTimeout * 3, server.headersTimeout + 1);
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;
  try {
    await allowPhotoOrigins(db, [baseUrl, `http://localhost:${port}`]);
  } catch (error) {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await db.close();
    throw error;
  }

  return {
    url: baseUrl,
    mailboxUrl: `${baseUrl}/mailbox`,
    port,
    db,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await db.close();
    },
  };
}
