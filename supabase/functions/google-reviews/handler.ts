// The google-reviews function, free of any runtime: Deno.serve (index.ts) and the local backend both
// pass it a web Request and the environment. It asks Google Places API (New) for a place's rating and
// reviews and answers `{ reviews, averageRating, totalReviews }`; anything else is a non-2xx JSON error
// so the carousel falls back to its built-in reviews.

export type ReviewsEnv = {
  /** Google Places API key; without it the function answers 503. */
  GOOGLE_PLACES_API_KEY?: string;
  /** Places API base URL, overridden only by tests. */
  GOOGLE_PLACES_BASE_URL?: string;
  /** Comma-separated origins allowed by CORS; an entry may end in `:*` for any port. */
  ALLOWED_ORIGINS?: string;
};

export type Review = { name: string; role: string; rating: number; text: string; date: string };

export type ReviewsResponse = { reviews: Review[]; averageRating: number; totalReviews: number };

export type ReviewsHandlerOptions = {
  fetch?: typeof fetch;
  now?: () => number;
  cacheTtlMs?: number;
  upstreamTimeoutMs?: number;
};

export type ReviewsHandler = (request: Request, env: ReviewsEnv) => Promise<Response>;

const DEFAULT_BASE_URL = 'https://places.googleapis.com/v1';
const DEFAULT_ORIGINS = 'http://localhost:*,http://127.0.0.1:*';
const FIELD_MASK = 'rating,userRatingCount,reviews';
const SIX_HOURS_MS = 6 * 60 * 60 * 1000;
const MAX_BODY_BYTES = 4096;
const MAX_CACHE_ENTRIES = 100;
// Place ids are URL-safe base64-like tokens; anything else never reaches Google.
const PLACE_ID = /^[A-Za-z0-9_-]{10,256}$/;
const ALLOWED_HEADERS = 'authorization, x-client-info, apikey, content-type';

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
    headers['Access-Control-Allow-Methods'] = 'POST, OPTIONS';
    headers['Access-Control-Allow-Headers'] = ALLOWED_HEADERS;
    headers['Access-Control-Max-Age'] = '86400';
  }
  return headers;
}

function json(body: unknown, status: number, cors: Record<string, string>): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8' },
  });
}

function error(status: number, code: string, message: string, cors: Record<string, string>) {
  return json({ error: code, message }, status, cors);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

function toReview(raw: PlacesReview): Review | undefined {
  const body = text(raw.text?.text) || text(raw.originalText?.text);
  const rating = typeof raw.rating === 'number' ? Math.round(raw.rating) : NaN;
  if (!body || !(rating >= 1 && rating <= 5)) return undefined;
  const published = text(raw.publishTime);
  return {
    name: text(raw.authorAttribution?.displayName) || 'Google user',
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
    : [];
  const rating = typeof answer.rating === 'number' ? Math.round(answer.rating * 10) / 10 : 0;
  const total =
    typeof answer.userRatingCount === 'number' && answer.userRatingCount >= 0
      ? Math.floor(answer.userRatingCount)
      : reviews.length;
  return { reviews, averageRating: rating, totalReviews: total };
}

type Problem = { status: number; code: string; message: string };

async function readPlaceId(request: Request): Promise<string | Problem> {
  const tooLarge = { status: 413, code: 'body_too_large', message: 'Request body too large.' };
  if (Number(request.headers.get('content-length') ?? '0') > MAX_BODY_BYTES) return tooLarge;
  const raw = await request.text();
  if (raw.length > MAX_BODY_BYTES) return tooLarge;
  let body: unknown;
  try {
    body = JSON.parse(raw);
  } catch {
    return { status: 400, code: 'malformed_json', message: 'Request body must be JSON.' };
  }
  const placeId = body && typeof body === 'object' ? (body as { placeId?: unknown }).placeId : '';
  if (typeof placeId === 'string' && PLACE_ID.test(placeId)) return placeId;
  return { status: 400, code: 'invalid_place_id', message: 'placeId must be a Google place id.' };
}

/** Creates the handler; its cache of upstream answers lives as long as the returned function. */
export function createReviewsHandler(options: ReviewsHandlerOptions = {}): ReviewsHandler {
  const fetchUpstream = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const ttl = options.cacheTtlMs ?? SIX_HOURS_MS;
  const timeout = options.upstreamTimeoutMs ?? 8000;
  const cache = new Map<string, { expires: number; body: ReviewsResponse }>();

  return async (request, env) => {
    const cors = corsHeaders(request, env);
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') {
      return error(405, 'method_not_allowed', 'Use POST with a JSON body {"placeId": "..."}.', {
        ...cors,
        Allow: 'POST, OPTIONS',
      });
    }

    const placeId = await readPlaceId(request);
    if (typeof placeId !== 'string') {
      return error(placeId.status, placeId.code, placeId.message, cors);
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

    const baseUrl = (env.GOOGLE_PLACES_BASE_URL ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
    const key = `${baseUrl}|${placeId}`;
    const cached = cache.get(key);
    if (cached && cached.expires > now()) {
      return json(cached.body, 200, { ...cors, 'X-Cache': 'HIT' });
    }

    let upstream: Response;
    try {
      upstream = await fetchUpstream(`${baseUrl}/places/${encodeURIComponent(placeId)}`, {
        headers: {
          'X-Goog-Api-Key': apiKey,
          'X-Goog-FieldMask': FIELD_MASK,
          Accept: 'application/json',
        },
        signal: AbortSignal.timeout(timeout),
      });
    } catch {
      return error(502, 'upstream_unreachable', 'Google Places could not be reached.', cors);
    }
    if (!upstream.ok) {
      await upstream.body?.cancel();
      return error(
        502,
        'upstream_error',
        `Google Places answered ${upstream.status} for this place.`,
        cors,
      );
    }
    let answer: unknown;
    try {
      answer = await upstream.json();
    } catch {
      return error(
        502,
        'upstream_malformed',
        'Google Places answered something other than JSON.',
        cors,
      );
    }
    const body = mapPlacesAnswer(answer && typeof answer === 'object' ? answer : {});
    if (cache.size >= MAX_CACHE_ENTRIES) cache.clear();
    cache.set(key, { expires: now() + ttl, body });
    return json(body, 200, { ...cors, 'X-Cache': 'MISS' });
  };
}
