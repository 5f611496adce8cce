// Runs under Deno (`deno test supabase/functions`) against a fake Places API on 127.0.0.1. Written with
// node:test and node:assert, which Deno provides, so the file also typechecks with the project's tsc.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import { createReviewsHandler, type ReviewsEnv } from './handler.ts';

type Seen = { url: string; key: string | undefined; mask: string | undefined };

const PLACE_ID = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
let server: Server;
let baseUrl = '';
let seen: Seen[] = [];
let upstreamStatus = 200;

const placesAnswer = {
  rating: 4.86,
  userRatingCount: 131,
  reviews: [
    {
      rating: 5,
      text: { text: 'Clear advice on my self-assessment, filed well before the deadline.' },
      authorAttribution: { displayName: 'Sam Whitfield' },
      publishTime: '2025-03-14T10:22:00Z',
    },
    {
      rating: 4,
      originalText: { text: 'Helpful with payroll set-up.' },
      authorAttribution: {},
      relativePublishTimeDescription: 'a month ago',
    },
    { rating: 5, text: { text: '   ' }, authorAttribution: { displayName: 'No text' } },
  ],
};

function header(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

before(async () => {
  server = createServer((req, res) => {
    seen.push({
      url: req.url ?? '',
      key: header(req, 'x-goog-api-key'),
      mask: header(req, 'x-goog-fieldmask'),
    });
    res.writeHead(upstreamStatus, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(upstreamStatus === 200 ? placesAnswer : { error: { code: 500 } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

after(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  upstreamStatus = 200;
});

function env(overrides: Partial<ReviewsEnv> = {}): ReviewsEnv {
  return {
    GOOGLE_PLACES_API_KEY: 'test-key',
    GOOGLE_PLACES_BASE_URL: baseUrl,
    ALLOWED_ORIGINS: 'https://www.example.co.uk,http://127.0.0.1:*',
    ...overrides,
  };
}

function post(body: unknown, origin = 'https://www.example.co.uk'): Request {
  return new Request('http://127.0.0.1/functions/v1/google-reviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

test('maps a Places answer to reviews, averageRating and totalReviews', async () => {
  const handle = createReviewsHandler();
  const response = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(response.status, 200);
  assert.deepEqual(await response.json(), {
    reviews: [
      {
        name: 'Sam Whitfield',
        role: 'Google review',
        rating: 5,
        text: 'Clear advice on my self-assessment, filed well before the deadline.',
        date: '2025-03-14',
      },
      {
        name: 'Google user',
        role: 'Google review',
        rating: 4,
        text: 'Helpful with payroll set-up.',
        date: 'a month ago',
      },
    ],
    averageRating: 4.9,
    totalReviews: 131,
  });
  assert.deepEqual(seen, [
    { url: `/v1/places/${PLACE_ID}`, key: 'test-key', mask: 'rating,userRatingCount,reviews' },
  ]);
});

test('caches upstream answers until they expire', async () => {
  let clock = 1_000;
  const handle = createReviewsHandler({ now: () => clock, cacheTtlMs: 60_000 });
  assert.equal((await handle(post({ placeId: PLACE_ID }), env())).headers.get('x-cache'), 'MISS');
  const second = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(second.headers.get('x-cache'), 'HIT');
  assert.equal(((await second.json()) as { totalReviews: number }).totalReviews, 131);
  assert.equal(seen.length, 1);
  clock += 60_001;
  await (await handle(post({ placeId: PLACE_ID }), env())).body?.cancel();
  assert.equal(seen.length, 2);
});

test('an upstream 500 is a 502 JSON error and is not cached', async () => {
  upstreamStatus = 500;
  const handle = createReviewsHandler();
  const response = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(response.status, 502);
  assert.equal(((await response.json()) as { error: string }).error, 'upstream_error');
  upstreamStatus = 200;
  assert.equal((await handle(post({ placeId: PLACE_ID }), env())).status, 200);
  assert.equal(seen.length, 2);
});

test('an unreachable upstream is a 502 JSON error', async () => {
  const handle = createReviewsHandler();
  const response = await handle(
    post({ placeId: PLACE_ID }),
    env({ GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9/v1' }),
  );
  assert.equal(response.status, 502);
  assert.equal(((await response.json()) as { error: string }).error, 'upstream_unreachable');
});

test('an invalid placeId or body is a 400 and never reaches Google', async () => {
  const handle = createReviewsHandler();
  for (const body of [
    {},
    { placeId: '' },
    { placeId: '../../admin' },
    { placeId: 42 },
    'not json',
  ]) {
    const response = await handle(post(body), env());
    assert.equal(response.status, 400, JSON.stringify(body));
    const answer = (await response.json()) as { error: string };
    assert.match(answer.error, /^(invalid_place_id|malformed_json)$/);
  }
  assert.equal(seen.length, 0);
});

test('a missing API key is a clear 503 and never reaches Google', async () => {
  const handle = createReviewsHandler();
  const response = await handle(post({ placeId: PLACE_ID }), env({ GOOGLE_PLACES_API_KEY: '' }));
  assert.equal(response.status, 503);
  assert.deepEqual(await response.json(), {
    error: 'not_configured',
    message: 'GOOGLE_PLACES_API_KEY is not set for this function.',
  });
  assert.equal(seen.length, 0);
});

test('CORS answers configured origins only, preflight included', async () => {
  const handle = createReviewsHandler();
  const preflight = await handle(
    new Request('http://127.0.0.1/functions/v1/google-reviews', {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:4173', 'Access-Control-Request-Method': 'POST' },
    }),
    env(),
  );
  assert.equal(preflight.status, 204);
  assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://127.0.0.1:4173');
  assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /content-type/);

  const allowed = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(allowed.headers.get('access-control-allow-origin'), 'https://www.example.co.uk');
  await allowed.body?.cancel();

  const foreign = await handle(post({ placeId: PLACE_ID }, 'https://evil.example.com'), env());
  assert.equal(foreign.headers.get('access-control-allow-origin'), null);
  await foreign.body?.cancel();

  const wrongMethod = await handle(new Request('http://127.0.0.1/', { method: 'GET' }), env());
  assert.equal(wrongMethod.status, 405);
  await wrongMethod.body?.cancel();
});
