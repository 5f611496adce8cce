// The google-reviews function, free of any runtime: Deno.serve (index.ts) and the local backend both
// pass it a web Request and the environment. It asks Google Places API (New) for a place's rating and
// reviews and answers `{ reviews, averageRating, totalReviews }`; anything else is a non-2xx JSON error
// so the carousel shows its dated snapshot instead. `GET ?placeId=` answers carry Cache-Control, so
// browsers and caches keep them; answers are kept in the project's public.reviews_cache table, which
// every worker shares, so Google is asked at most once per place per period.
import { isBlankText } from '../_shared/blank-text.ts';

export type ReviewsEnv = {
  /** Google Places API key; without it the function answers 503. */
  GOOGLE_PLACES_API_KEY?: string;
  /**
   * The practice's place id, or a comma-separated allow-list. With one id it is served whatever
   * place the client names; with several, any other place is refused without calling Google.
   * Without it the function answers 503.
   */
  GOOGLE_PLACE_IDS?: string;
  /** Places API base URL, overridden only by tests. */
  GOOGLE_PLACES_BASE_URL?: string;
  /** Comma-separated origins allowed by CORS; an entry may end in `:*` for any port. */
  ALLOWED_ORIGINS?: string;
  /**
   * The project's API and its service role key, which a hosted project gives every function: with
   * both, answers are kept in public.reviews_cache; without, in this worker's memory only.
   */
  SUPABASE_URL?: string;
  SUPABASE_SERVICE_ROLE_KEY?: string;
};

export type Review = { name: string; role: string; rating: number; text: string; date: string };

export type ReviewsResponse = { reviews: Review[]; averageRating: number; totalReviews: number };

export type ReviewsHandlerOptions = {
  fetch?: typeof fetch;
  now?: () => number;
  cacheTtlMs?: number;
  /** How long a failed upstream answer is reused, so an outage or a bad key is not retried per visit. */
  errorTtlMs?: number;
  upstreamTimeoutMs?: number;
  /** Bytes of the upstream answer read at most; a longer answer is a 502. */
  maxUpstreamBytes?: number;
  /** Per client: requests allowed at once, and requests regained per minute. */
  rateLimit?: { burst: number; perMinute: number };
  /** Clients remembered by the rate limiter; the least recently seen is forgotten first. */
  maxClients?: number;
  /** Answers kept in this worker's memory; the least recently used is evicted first. */
  maxCacheEntries?: number;
  /** Where answers are shared between workers; from SUPABASE_URL and the service key unless given. */
  store?: ReviewsStore;
  /** How often a worker waiting for another's call to Google looks for its answer. */
  pollMs?: number;
};

/** What the platform, not the request, says about the caller. */
export type ReviewsRequestContext = {
  /**
   * The caller's address as the platform established it (see `trustedClientAddress`); requests
   * without one share one rate-limit bucket.
   */
  clientAddress?: string | undefined;
};

export type ReviewsHandler = (
  request: Request,
  env: ReviewsEnv,
  context?: ReviewsRequestContext,
) => Promise<Response>;

const DEFAULT_BASE_URL = 'https://places.googleapis.com/v1';
const DEFAULT_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';
const FIELD_MASK = 'rating,userRatingCount,reviews';
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
const ONE_MINUTE_MS = 60 * 1000;
const MAX_BODY_BYTES = 4096;
const MAX_CACHE_ENTRIES = 100;
// Places answers at most five reviews of at most a few KB each; a megabyte is far more than enough.
const MAX_UPSTREAM_BYTES = 1024 * 1024;
const MAX_REVIEWS = 10;
const MAX_REVIEW_TEXT = 4096;
const MAX_AUTHOR_NAME = 120;
const RATE_LIMIT = { burst: 30, perMinute: 30 };
const MAX_CLIENTS = 10_000;
// Place ids are URL-safe base64-like tokens; anything else never reaches Google.
const PLACE_ID = /^[A-Za-z0-9_-]{10,256}$/;
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';
// How long a worker may take to ask Google before another may ask instead: the call's timeout and
// a margin.
const LEASE_MARGIN_MS = 7000;
const POLL_MS = 250;

type PlacesReview = {
  rating?: unknown;
  text?: { text?: unknown };
  originalText?: { text?: unknown };
  authorAttribution?: { displayName?: unknown };
  publishTime?: unknown;
  relativePublishTimeDescription?: unknown;
};

type PlacesAnswer = { rating?: unknown; userRatingCount?: unknown; reviews?: unknown };

function originAllowed(origin: string, allowed: string): boolean {
  return allowed
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .some((entry) => {
      if (entry === '*') return true;
      if (entry.endsWith(':*')) {
        const base = entry.slice(0, -2);
        return (
          origin === base ||
          (origin.startsWith(`${base}:`) && /^\d+$/.test(origin.slice(base.length + 1)))
        );
      }
      return origin === entry;
    });
}

function corsHeaders(request: Request, env: ReviewsEnv): Record<string, string> {
  const origin = request.headers.get('origin');
  const headers: Record<string, string> = { Vary: 'Origin' };
  if (origin && originAllowed(origin, env.ALLOWED_ORIGINS ?? DEFAULT_ORIGINS)) {
    headers['Access-Control-Allow-Origin'] = origin;
    headers['Access-Control-Allow-Methods'] = 'GET, POST, OPTIONS';
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '86400';
  }
  return headers;
}

function json(body: unknown, status: number, headers: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    // Refusals are about this request (its body, its client's budget): never kept by a cache.
    headers: {
      'Cache-Control': 'no-store',
      ...headers,
      'Content-Type': 'application/json; charset=utf-8',
    },
  });
}

function error(status: number, code: string, message: string, cors: Record<string, string>) {
  return json({ error: code, message }, status, cors);
}

/** The value as text, trimmed; empty when it is not a string or only looks blank. */
function text(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return isBlankText(trimmed) ? '' : trimmed;
}

function toReview(raw: PlacesReview): Review | undefined {
  const body = (text(raw.text?.text) || text(raw.originalText?.text)).slice(0, MAX_REVIEW_TEXT);
  const rating = typeof raw.rating === 'number' ? Math.round(raw.rating) : NaN;
  if (!body || !(rating >= 1 && rating <= 5)) return undefined;
  const published = text(raw.publishTime);
  return {
    name: text(raw.authorAttribution?.displayName).slice(0, MAX_AUTHOR_NAME) || 'Google user',
    role: 'Google review',
    rating,
    text: body,
    date: /^\d{4}-\d{2}-\d{2}/.test(published)
      ? published.slice(0, 10)
      : text(raw.relativePublishTimeDescription),
  };
}

/** Maps a Places API (New) answer to the carousel's shape. */
export function mapPlacesAnswer(answer: PlacesAnswer): ReviewsResponse {
  const reviews = Array.isArray(answer.reviews)
    ? answer.reviews
        .map((raw: unknown) => (raw && typeof raw === 'object' ? toReview(raw) : undefined))
        .filter((review): review is Review => review !== undefined)
        .slice(0, MAX_REVIEWS)
    : [];
  const rating = typeof answer.rating === 'number' ? Math.round(answer.rating * 10) / 10 : 0;
  const total =
    typeof answer.userRatingCount === 'number' && answer.userRatingCount >= 0
      ? Math.floor(answer.userRatingCount)
      : reviews.length;
  return { reviews, averageRating: rating, totalReviews: total };
}

type Problem = { status: number; code: string; message: string };

const TOO_LARGE: Problem = {
  status: 413,
  code: 'body_too_large',
  message: 'Request body too large.',
};

/**
 * Reads the request body as a stream, at most `max` bytes: a longer body (declared or chunked) is
 * cancelled as soon as it passes the cap, so the rest is never read into memory.
 */
async function readBody(request: Request, max: number): Promise<string | Problem> {
  if (Number(request.headers.get('content-length') ?? '0') > max) {
    await request.body?.cancel();
    return TOO_LARGE;
  }
  if (!request.body) return '';
  const reader = request.body.getReader();
  const bytes = new Uint8Array(max);
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > max) {
      await reader.cancel();
      return TOO_LARGE;
    }
    bytes.set(value, size);
    size += value.byteLength;
  }
  return new TextDecoder().decode(bytes.subarray(0, size));
}

const INVALID_PLACE_ID: Problem = {
  status: 400,
  code: 'invalid_place_id',
  message: 'placeId must be a Google place id.',
};

async function readPlaceId(request: Request): Promise<string | Problem> {
  if (request.method === 'GET' || request.method === 'HEAD') {
    const placeId = new URL(request.url).searchParams.get('placeId') ?? '';
    return PLACE_ID.test(placeId) ? placeId : INVALID_PLACE_ID;
  }
  const raw = await readBody(request, MAX_BODY_BYTES);
  if (typeof raw !== 'string') return raw;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { status: 400, code: 'malformed_json', message: 'Request body must be JSON.' };
  }
  const placeId = body && typeof body === 'object' ? (body as { placeId?: unknown }).placeId : '';
  if (typeof placeId === 'string' && PLACE_ID.test(placeId)) return placeId;
  return INVALID_PLACE_ID;
}

/** The configured place ids: one (served whatever the client names) or an allow-list. */
function configuredPlaces(env: ReviewsEnv): string[] {
  return (env.GOOGLE_PLACE_IDS ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => PLACE_ID.test(id));
}

/**
 * The caller's address on a hosted Supabase project: `CF-Connecting-IP`, which Cloudflare, in front
 * of Supabase's edge gateway, sets to the address that connected to it, replacing any value the
 * caller sent. Never X-Forwarded-For's first hop: proxies append to that header, so its first entry
 * is whatever the caller wrote. Undefined when the header is absent (`supabase functions serve`).
 */
export function trustedClientAddress(request: Request): string | undefined {
  return request.headers.get('cf-connecting-ip')?.trim().slice(0, 64) || undefined;
}

/** The rate limit's key: the platform's address for the caller, else one shared bucket. */
function clientKey(context: ReviewsRequestContext | undefined): string {
  return context?.clientAddress?.trim().slice(0, 64) || 'unknown';
}

type Bucket = { tokens: number; updated: number };

/** A token bucket per client, forgetting the least recently seen client first when full. */
function createRateLimiter(
  limit: { burst: number; perMinute: number },
  maxClients: number,
  now: () => number,
) {
  const buckets = new Map<string, Bucket>();
  const perMs = limit.perMinute / ONE_MINUTE_MS;
  /** Takes a token, or answers how many seconds until one is back. */
  return (key: string): { ok: true } | { ok: false; retryAfter: number } => {
    const at = now();
    const previous = buckets.get(key);
    const tokens = previous
      ? Math.min(limit.burst, previous.tokens + (at - previous.updated) * perMs)
      : limit.burst;
    // Re-inserting keeps the map in least-recently-seen order.
    buckets.delete(key);
    if (tokens < 1) {
      buckets.set(key, { tokens, updated: at });
      return { ok: false, retryAfter: Math.max(1, Math.ceil((1 - tokens) / perMs / 1000)) };
    }
    buckets.set(key, { tokens: tokens - 1, updated: at });
    while (buckets.size > maxClients) {
      const oldest = buckets.keys().next().value;
      if (oldest === undefined) break;
      buckets.delete(oldest);
    }
    return { ok: true };
  };
}

class UpstreamTooLarge extends Error {}

/** Reads at most `max` bytes of the body; a longer body is abandoned, not buffered. */
async function readCapped(response: Response, max: number): Promise<string> {
  if (Number(response.headers.get('content-length') ?? '0') > max) {
    await response.body?.cancel();
    throw new UpstreamTooLarge();
  }
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new UpstreamTooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}

type Answer = { status: number; body: unknown };

/** An answer as a store keeps it: until `expires` (milliseconds since 1970). */
export type StoredAnswer = Answer & { expires: number };

/**
 * Where answers are kept between requests, and who asks Google for a place meanwhile: `claim`
 * takes that right until `until` and is false while another worker holds it (or the answer is
 * fresh again).
 */
export interface ReviewsStore {
  read(key: string): Promise<StoredAnswer | undefined>;
  claim(key: string, now: number, until: number): Promise<boolean>;
  write(key: string, answer: StoredAnswer): Promise<void>;
}

/** This worker's memory: at most `maxEntries` answers, the least recently used evicted first. */
export function createMemoryStore(maxEntries = MAX_CACHE_ENTRIES): ReviewsStore {
  const entries = new Map<string, StoredAnswer>();
  const claims = new Map<string, number>();
  return {
    async read(key) {
      const found = entries.get(key);
      if (found) {
        entries.delete(key);
        entries.set(key, found);
      }
      return found;
    },
    async claim(key, now, until) {
      if ((claims.get(key) ?? 0) > now || (entries.get(key)?.expires ?? 0) > now) return false;
      claims.set(key, until);
      return true;
    },
    async write(key, answer) {
      claims.delete(key);
      entries.delete(key);
      // One entry at a time, oldest first: a burst of new keys cannot flush the practice's place.
      while (entries.size >= maxEntries) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entries.set(key, answer);
    },
  };
}

/**
 * public.reviews_cache through the project's REST API with the service role (no API role can reach
 * the table). A claim is an insert of the place's row, or, when it exists, an update of it that
 * only matches while its answer has expired and no other worker's lease runs.
 */
export function createTableStore(
  projectUrl: string,
  serviceKey: string,
  fetchApi: typeof fetch = (input, init) => fetch(input, init),
): ReviewsStore {
  const table = `${projectUrl.replace(/\/+$/, '')}/rest/v1/reviews_cache`;
  const headers = {
    apikey: serviceKey,
    authorization: `Bearer ${serviceKey}`,
    'content-type': 'application/json',
  };
  const at = (ms: number) => new Date(ms).toISOString();
  const place = (key: string) => `place_key=eq.${encodeURIComponent(key)}`;
  async function call(url: string, init: RequestInit): Promise<Response> {
    const response = await fetchApi(url, { ...init, headers: { ...headers, ...init.headers } });
    if (!response.ok && response.status !== 409) {
      await response.body?.cancel();
      throw new Error(`reviews_cache answered ${response.status}`);
    }
    return response;
  }
  return {
    async read(key) {
      const response = await call(`${table}?select=status,body,expires_at&${place(key)}`, {});
      const rows = (await response.json()) as Array<{
        status: number | null;
        body: unknown;
        expires_at: string;
      }>;
      const row = rows[0];
      const expires = row ? Date.parse(row.expires_at) : NaN;
      if (!row || row.status === null || !Number.isFinite(expires)) return undefined;
      return { status: row.status, body: row.body, expires };
    },
    async claim(key, now, until) {
      const inserted = await call(table, {
        method: 'POST',
        headers: { prefer: 'return=minimal' },
        body: JSON.stringify({ place_key: key, refreshing_until: at(until) }),
      });
      await inserted.body?.cancel();
      if (inserted.status !== 409) return true;
      const updated = await call(
        `${table}?${place(key)}&expires_at=lt.${encodeURIComponent(at(now))}&refreshing_until=lt.${encodeURIComponent(at(now))}`,
        {
          method: 'PATCH',
          headers: { prefer: 'return=representation' },
          body: JSON.stringify({ refreshing_until: at(until) }),
        },
      );
      return ((await updated.json()) as unknown[]).length === 1;
    },
    async write(key, answer) {
      const response = await call(`${table}?${place(key)}`, {
        method: 'PATCH',
        headers: { prefer: 'return=minimal' },
        body: JSON.stringify({
          status: answer.status,
          body: answer.body,
          fetched_at: new Date().toISOString(),
          expires_at: at(answer.expires),
          refreshing_until: at(0),
        }),
      });
      await response.body?.cancel();
    },
  };
}

function failure(code: string, message: string): Answer {
  return { status: 502, body: { error: code, message } };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Creates the handler; its memory, rate limiter and table store live as long as the function. */
export function createReviewsHandler(options: ReviewsHandlerOptions = {}): ReviewsHandler {
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const ttl = options.cacheTtlMs ?? SIX_HOURS_MS;
  const errorTtl = options.errorTtlMs ?? ONE_MINUTE_MS;
  const timeout = options.upstreamTimeoutMs ?? 8000;
  const maxBytes = options.maxUpstreamBytes ?? MAX_UPSTREAM_BYTES;
  const pollMs = options.pollMs ?? POLL_MS;
  const take = createRateLimiter(
    options.rateLimit ?? RATE_LIMIT,
    options.maxClients ?? MAX_CLIENTS,
    now,
  );
  const memory = createMemoryStore(options.maxCacheEntries ?? MAX_CACHE_ENTRIES);
  const tables = new Map<string, ReviewsStore>();
  // The place this worker is already finding an answer for: callers meanwhile wait for that one.
  const pending = new Map<string, Promise<{ answer: StoredAnswer; hit: boolean }>>();

  function sharedStore(env: ReviewsEnv): ReviewsStore | undefined {
    if (options.store) return options.store;
    const url = env.SUPABASE_URL?.trim();
    const key = env.SUPABASE_SERVICE_ROLE_KEY?.trim();
    if (!url || !key) return undefined;
    let store = tables.get(url);
    if (!store) {
      store = createTableStore(url, key);
      tables.set(url, store);
    }
    return store;
  }

  async function askGoogle(url: string, apiKey: string): Promise<Answer> {
    let upstream: Response;
    try {
      upstream = await fetchUpstream(url, {
        headers: {
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': FIELD_MASK,
          Accept: 'application/json',
        },
        // A redirect would carry the key to whatever host it names.
        redirect: 'error',
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      return failure('upstream_unreachable', 'Google Places could not be reached.');
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      return failure('upstream_error', `Google Places answered ${upstream.status} for this place.`);
    }
    let answer: unknown;
    try {
      answer = JSON.parse(await readCapped(upstream, maxBytes));
    } catch (problem) {
      return problem instanceof UpstreamTooLarge
        ? failure('upstream_too_large', 'Google Places answered more than expected.')
        : failure('upstream_malformed', 'Google Places answered something other than JSON.');
    }
    return {
      status: 200,
      body: mapPlacesAnswer(answer && typeof answer === 'object' ? answer : {}),
    };
  }

  /** The shared store's fresh answer, or undefined; a store that fails counts as empty. */
  async function readShared(store: ReviewsStore | undefined, key: string) {
    const found = await store?.read(key).catch(() => undefined);
    return found && found.expires > now() ? found : undefined;
  }

  /**
   * The place's answer: this worker's memory, else the shared store, else one call to Google by
   * whichever worker claims the place first, the others reading its answer from the store.
   */
  async function find(
    key: string,
    url: string,
    apiKey: string,
    env: ReviewsEnv,
  ): Promise<{ answer: StoredAnswer; hit: boolean }> {
    const store = sharedStore(env);
    const shared = await readShared(store, key);
    if (shared) {
      await memory.write(key, shared);
      return { answer: shared, hit: true };
    }
    for (;;) {
      const started = now();
      const claimed = store
        ? await store.claim(key, started, started + timeout + LEASE_MARGIN_MS).catch(() => true)
        : true;
      if (claimed) {
        const answer = await askGoogle(url, apiKey).catch(() =>
          failure('upstream_malformed', 'Google Places answered something unexpected.'),
        );
        // The answer's lifetime (six hours, or a minute for a failure) starts when it arrives.
        const stored = { ...answer, expires: now() + (answer.status === 200 ? ttl : errorTtl) };
        await memory.write(key, stored);
        await store?.write(key, stored).catch(() => undefined);
        return { answer: stored, hit: false };
      }
      // Another worker is asking Google: its answer lands in the store, or its lease runs out.
      await sleep(pollMs);
      const arrived = await readShared(store, key);
      if (arrived) {
        await memory.write(key, arrived);
        return { answer: arrived, hit: true };
      }
    }
  }

  return async (request, env, context) => {
    const cors = corsHeaders(request, env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });

    const allowed = take(clientKey(context));
    if (!allowed.ok) {
      await request.body?.cancel();
      return error(429, 'rate_limited', 'Too many requests; try again later.', {
        ...cors,
        'Retry-After': String(allowed.retryAfter),
      });
    }

    if (!['GET', 'HEAD', 'POST'].includes(request.method)) {
      return error(
        405,
        'method_not_allowed',
        'Use GET ?placeId=... or POST with a JSON body {"placeId": "..."}.',
        { ...cors, Allow: 'GET, POST, OPTIONS' },
      );
    }

    const asked = await readPlaceId(request);
    if (typeof asked !== 'string') {
      return error(asked.status, asked.code, asked.message, cors);
    }

    const apiKey = env.GOOGLE_PLACES_API_KEY?.trim();
    if (!apiKey) {
      return error(
        503,
        'not_configured',
        'GOOGLE_PLACES_API_KEY is not set for this function.',
        cors,
      );
    }
    const places = configuredPlaces(env);
    if (places.length === 0) {
      return error(503, 'not_configured', 'GOOGLE_PLACE_IDS is not set for this function.', cors);
    }
    // One configured place is the practice's: it wins. Several are an allow-list.
    const placeId = places.length === 1 ? places[0]! : places.find((id) => id === asked);
    if (!placeId) {
      return error(403, 'place_not_allowed', 'This function does not serve that place.', cors);
    }

    const baseUrl = (env.GOOGLE_PLACES_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    const key = `${baseUrl}|${placeId}`;
    let found: { answer: StoredAnswer; hit: boolean };
    const remembered = await memory.read(key);
    if (remembered && remembered.expires > now()) {
      found = { answer: remembered, hit: true };
    } else {
      let finding = pending.get(key);
      if (!finding) {
        finding = find(key, `${baseUrl}/places/${encodeURIComponent(placeId)}`, apiKey, env);
        pending.set(key, finding);
        void finding.finally(() => pending.delete(key)).catch(() => undefined);
      }
      found = await finding;
    }
    const { answer, hit } = found;
    // Kept by browsers and shared caches for as long as this answer is kept here.
    const maxAge = Math.max(0, Math.floor((answer.expires - now()) / 1000));
    return json(answer.body, answer.status, {
      ...cors,
      'Cache-Control': `public, max-age=${maxAge}`,
      'X-Cache': hit ? 'HIT' : 'MISS',
    });
  };
}
