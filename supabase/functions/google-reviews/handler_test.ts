// Runs under Deno (`deno test supabase/functions`) against a fake Places API on 127.0.0.1. Written with
// node:test and node:assert, which Deno provides, so the file also typechecks with the project's tsc.
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, beforeEach, test } from 'node:test';
import {
  createMemoryStore,
  createReviewsHandler,
  trustedClientAddress,
  type ReviewsEnv,
  type ReviewsHandlerOptions,
} from './handler.ts';

type Seen = { url: string; key: string | undefined; mask: string | undefined };
type Mode =
  'ok' | 'error' | 'slow' | 'slow-error' | 'redirect' | 'huge' | 'huge-declared' | 'many' | 'blank';

const PLACE_ID = 'ChIJdd4hrwug2EcRmSrV3Vo6llI';
const OTHER_PLACE = 'ChIJOtherPracticePlace01';
const HUGE_BYTES = 40 * 1024 * 1024;
// How long the slow fixture takes to answer: long enough for a burst to arrive while it works.
const SLOW_MS = 300;
let server: Server;
let elsewhere: Server;
let baseUrl = '';
let elsewhereUrl = '';
let seen: Seen[] = [];
let seenElsewhere: Seen[] = [];
let mode: Mode = 'ok';
let hugeWritten = 0;

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

function record(req: IncomingMessage): Seen {
  return {
    url: req.url ?? '',
    key: header(req, 'x-goog-api-key'),
    mask: header(req, 'x-goog-fieldmask'),
  };
}

/** Streams 40 MB of JSON-looking bytes, honouring backpressure, until done or the client leaves. */
function streamHuge(res: ServerResponse) {
  hugeWritten = 0;
  const chunk = Buffer.alloc(64 * 1024, 0x20);
  let closed = false;
  res.on('close', () => (closed = true));
  res.writeHead(200, { 'Content-Type': 'application/json' });
  const pump = () => {
    while (!closed && hugeWritten < HUGE_BYTES) {
      hugeWritten += chunk.length;
      if (!res.write(chunk)) {
        res.once('drain', pump);
        return;
      }
    }
    if (!closed) res.end();
  };
  pump();
}

before(async () => {
  server = createServer((req, res) => {
    seen.push(record(req));
    if (mode === 'redirect') {
      res.writeHead(302, { Location: `${elsewhereUrl}${req.url ?? ''}` });
      res.end();
      return;
    }
    if (mode === 'huge') {
      streamHuge(res);
      return;
    }
    if (mode === 'huge-declared') {
      res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': HUGE_BYTES });
      res.end();
      return;
    }
    if (mode === 'blank') {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          ...placesAnswer,
          reviews: [
            {
              rating: 5,
              text: { text: 'Kept, with its invisible name replaced.' },
              authorAttribution: { displayName: '\u200B\u2060\u3164' },
            },
            {
              rating: 5,
              text: { text: '\u200B\u200B' },
              authorAttribution: { displayName: 'Dropped' },
            },
            {
              rating: 4,
              text: { text: '\u00AD\uFEFF ' },
              authorAttribution: { displayName: 'Dropped' },
            },
          ],
        }),
      );
      return;
    }
    if (mode === 'slow' || mode === 'slow-error') {
      const status = mode === 'slow' ? 200 : 500;
      setTimeout(() => {
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(status === 200 ? placesAnswer : { error: { code: 500 } }));
      }, SLOW_MS);
      return;
    }
    if (mode === 'many') {
      const review = (i: number) => ({
        rating: 5,
        text: { text: i === 0 ? 'x'.repeat(10_000) : `Review ${i}` },
        authorAttribution: { displayName: i === 0 ? 'N'.repeat(1_000) : `Reviewer ${i}` },
      });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          ...placesAnswer,
          reviews: Array.from({ length: 50 }, (_, i) => review(i)),
        }),
      );
      return;
    }
    const status = mode === 'error' ? 500 : 200;
    res.writeHead(status, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(status === 200 ? placesAnswer : { error: { code: 500 } }));
  });
  elsewhere = createServer((req, res) => {
    seenElsewhere.push(record(req));
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify(placesAnswer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => elsewhere.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  // Another host name and port: what a redirect to an attacker's server looks like.
  elsewhereUrl = `http://localhost:${(elsewhere.address() as AddressInfo).port}`;
});

after(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await new Promise<void>((resolve) => elsewhere.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  seenElsewhere = [];
  mode = 'ok';
});

function env(overrides: Partial<ReviewsEnv> = {}): ReviewsEnv {
  return {
    GOOGLE_PLACES_API_KEY: 'test-key',
    GOOGLE_PLACE_IDS: PLACE_ID,
    GOOGLE_PLACES_BASE_URL: baseUrl,
    ALLOWED_ORIGINS: 'https://www.example.co.uk,http://127.0.0.1:*',
    ...overrides,
  };
}

function post(
  body: unknown,
  origin = 'https://www.example.co.uk',
  extraHeaders: Record<string, string> = {},
): Request {
  return new Request('http://127.0.0.1/functions/v1/google-reviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: origin, ...extraHeaders },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** What index.ts does with a request on a hosted project: the address comes from the platform. */
function viaEdge(handle: ReturnType<typeof createReviewsHandler>, request: Request) {
  return handle(request, env(), { clientAddress: trustedClientAddress(request) });
}

async function errorOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: string }).error;
}

/** A handler whose rate limit stays out of the way of tests about something else. */
function handler(options: ReviewsHandlerOptions = {}) {
  return createReviewsHandler({ rateLimit: { burst: 10_000, perMinute: 10_000 }, ...options });
}

test('maps a Places answer to reviews, averageRating and totalReviews', async () => {
  const handle = handler();
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
  const handle = handler({ now: () => clock, cacheTtlMs: 60_000 });
  assert.equal((await handle(post({ placeId: PLACE_ID }), env())).headers.get('x-cache'), 'MISS');
  const second = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(second.headers.get('x-cache'), 'HIT');
  assert.equal(((await second.json()) as { totalReviews: number }).totalReviews, 131);
  assert.equal(seen.length, 1);
  clock += 60_001;
  await (await handle(post({ placeId: PLACE_ID }), env())).body?.cancel();
  assert.equal(seen.length, 2);
});

test('an upstream 500 is a 502 JSON error, reused for a minute, then retried', async () => {
  mode = 'error';
  let clock = 1_000;
  const handle = handler({ now: () => clock });
  const response = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(response.status, 502);
  assert.equal(await errorOf(response), 'upstream_error');
  mode = 'ok';
  const again = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(again.status, 502);
  assert.equal(again.headers.get('x-cache'), 'HIT');
  await again.body?.cancel();
  assert.equal(seen.length, 1);
  clock += 60_001;
  assert.equal((await handle(post({ placeId: PLACE_ID }), env())).status, 200);
  assert.equal(seen.length, 2);
});

test('an unreachable upstream is a 502 JSON error', async () => {
  const handle = handler();
  const response = await handle(
    post({ placeId: PLACE_ID }),
    env({ GOOGLE_PLACES_BASE_URL: 'http://127.0.0.1:9/v1' }),
  );
  assert.equal(response.status, 502);
  assert.equal(((await response.json()) as { error: string }).error, 'upstream_unreachable');
});

test('an invalid placeId or body is a 400 and never reaches Google', async () => {
  const handle = handler();
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
  const handle = handler();
  const response = await handle(post({ placeId: PLACE_ID }), env({ GOOGLE_PLACES_API_KEY: '' }));
  assert.equal(response.status, 503);
  assert.deepEqual(await response.json(), {
    error: 'not_configured',
    message: 'GOOGLE_PLACES_API_KEY is not set for this function.',
  });
  assert.equal(seen.length, 0);
});

test('CORS answers configured origins only, preflight included', async () => {
  const handle = handler();
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

  const wrongMethod = await handle(new Request('http://127.0.0.1/', { method: 'DELETE' }), env());
  assert.equal(wrongMethod.status, 405);
  assert.equal(wrongMethod.headers.get('allow'), 'GET, POST, OPTIONS');
  await wrongMethod.body?.cancel();
});

test('the configured place wins: 120 invented place ids make one upstream call', async () => {
  const handle = handler();
  for (let i = 0; i < 120; i += 1) {
    const invented = `ChIJinvented${String(i).padStart(6, '0')}`;
    const response = await handle(post({ placeId: invented }), env());
    assert.equal(response.status, 200);
    await response.body?.cancel();
  }
  assert.equal(seen.length, 1);
  assert.equal(seen[0]?.url, `/v1/places/${PLACE_ID}`);
  const real = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(real.headers.get('x-cache'), 'HIT');
  await real.body?.cancel();
});

test('an allow-list serves its places and refuses others without calling Google', async () => {
  const handle = handler();
  const list = env({ GOOGLE_PLACE_IDS: `${PLACE_ID}, ${OTHER_PLACE}` });
  for (let i = 0; i < 120; i += 1) {
    const response = await handle(post({ placeId: `ChIJinvented${i}xxxx` }), list);
    assert.equal(response.status, 403);
    assert.equal(await errorOf(response), 'place_not_allowed');
  }
  assert.equal(seen.length, 0);
  const other = await handle(post({ placeId: OTHER_PLACE }), list);
  assert.equal(other.status, 200);
  await other.body?.cancel();
  assert.deepEqual(
    seen.map((s) => s.url),
    [`/v1/places/${OTHER_PLACE}`],
  );
});

test('without configured places the function answers 503 and never reaches Google', async () => {
  const handle = handler();
  for (const ids of [undefined, '', ' , ', 'not a place id']) {
    const response = await handle(post({ placeId: PLACE_ID }), env({ GOOGLE_PLACE_IDS: ids }));
    assert.equal(response.status, 503, String(ids));
    assert.match(
      ((await response.json()) as { message: string }).message,
      /GOOGLE_PLACE_IDS is not set/,
    );
  }
  assert.equal(seen.length, 0);
});

test('the cache evicts one entry at a time, least recently used first', async () => {
  const third = 'ChIJThirdPracticePlace01';
  const handle = handler({ maxCacheEntries: 2 });
  const list = env({ GOOGLE_PLACE_IDS: [PLACE_ID, OTHER_PLACE, third].join(',') });
  const ask = async (placeId: string) => {
    const response = await handle(post({ placeId }), list);
    await response.body?.cancel();
    return response.headers.get('x-cache');
  };
  assert.equal(await ask(PLACE_ID), 'MISS');
  assert.equal(await ask(OTHER_PLACE), 'MISS');
  assert.equal(await ask(PLACE_ID), 'HIT');
  assert.equal(await ask(third), 'MISS');
  // OTHER_PLACE was least recently used and went; the practice's place stayed.
  assert.equal(await ask(PLACE_ID), 'HIT');
  assert.equal(await ask(OTHER_PLACE), 'MISS');
  assert.equal(seen.length, 4);
});

test('each client has a token bucket: 429 with Retry-After, refilled over time', async () => {
  let clock = 0;
  const handle = createReviewsHandler({ now: () => clock, rateLimit: { burst: 3, perMinute: 6 } });
  const ask = (clientAddress: string) =>
    handle(post({ placeId: PLACE_ID }), env(), { clientAddress });
  for (let i = 0; i < 3; i += 1) {
    await (await ask('203.0.113.9')).body?.cancel();
  }
  const limited = await ask('203.0.113.9');
  assert.equal(limited.status, 429);
  assert.equal(limited.headers.get('retry-after'), '10');
  assert.equal(limited.headers.get('access-control-allow-origin'), 'https://www.example.co.uk');
  assert.equal(await errorOf(limited), 'rate_limited');
  const otherClient = await ask('198.51.100.7');
  assert.equal(otherClient.status, 200);
  await otherClient.body?.cancel();
  clock += 9_000;
  assert.equal((await ask('203.0.113.9')).status, 429);
  clock += 1_000;
  const refilled = await ask('203.0.113.9');
  assert.equal(refilled.status, 200);
  await refilled.body?.cancel();
  assert.equal(seen.length, 1);
});

test('the client is the address the platform sets, never a forwarded hop the caller wrote', () => {
  const request = (headers: Record<string, string>) =>
    new Request('http://127.0.0.1/', { method: 'POST', headers });
  assert.equal(
    trustedClientAddress(
      request({ 'cf-connecting-ip': ' 203.0.113.9 ', 'x-forwarded-for': '198.51.100.1, 10.0.0.1' }),
    ),
    '203.0.113.9',
  );
  assert.equal(trustedClientAddress(request({ 'x-forwarded-for': '198.51.100.1' })), undefined);
  assert.equal(trustedClientAddress(request({ 'x-real-ip': '198.51.100.7' })), undefined);
});

test('forging X-Forwarded-For does not buy a fresh budget', async () => {
  // The default limit: 30 at once. One visitor (one CF-Connecting-IP, as Cloudflare sets it)
  // sends 40 requests, each claiming another first hop.
  const handle = createReviewsHandler({ now: () => 0 });
  const statuses: number[] = [];
  for (let i = 0; i < 40; i += 1) {
    const response = await viaEdge(
      handle,
      post({ placeId: PLACE_ID }, undefined, {
        'CF-Connecting-IP': '203.0.113.9',
        'X-Forwarded-For': `198.51.100.${i}, 10.0.0.1`,
      }),
    );
    statuses.push(response.status);
    await response.body?.cancel();
  }
  assert.equal(statuses.filter((status) => status === 200).length, 30);
  assert.deepEqual(statuses.slice(30), Array(10).fill(429));
  // Another visitor still has its own budget.
  const other = await viaEdge(
    handle,
    post({ placeId: PLACE_ID }, undefined, { 'CF-Connecting-IP': '198.51.100.200' }),
  );
  assert.equal(other.status, 200);
  await other.body?.cancel();
  // Without the platform's header, forged hops all land in one shared bucket.
  const bare = createReviewsHandler({ now: () => 0, rateLimit: { burst: 2, perMinute: 1 } });
  const forged = [];
  for (let i = 0; i < 4; i += 1) {
    const response = await viaEdge(
      bare,
      post({ placeId: PLACE_ID }, undefined, { 'X-Forwarded-For': `192.0.2.${i}` }),
    );
    forged.push(response.status);
    await response.body?.cancel();
  }
  assert.deepEqual(forged, [200, 200, 429, 429]);
});

test('the rate limiter forgets the least recently seen client first', async () => {
  // A stopped clock: no bucket refills during the test.
  const handle = createReviewsHandler({
    now: () => 0,
    rateLimit: { burst: 1, perMinute: 1 },
    maxClients: 2,
  });
  const ask = async (clientAddress: string) => {
    const response = await handle(post({ placeId: PLACE_ID }), env(), { clientAddress });
    await response.body?.cancel();
    return response.status;
  };
  assert.equal(await ask('a'), 200);
  assert.equal(await ask('b'), 200);
  assert.equal(await ask('a'), 429);
  assert.equal(await ask('c'), 200);
  // b was least recently seen and was forgotten; a and c are still limited.
  assert.equal(await ask('b'), 200);
  assert.equal(await ask('c'), 429);
});

/** 60 callers at once on an empty cache, each with another forged first hop. */
async function burst(handle: ReturnType<typeof createReviewsHandler>) {
  const responses = await Promise.all(
    Array.from({ length: 60 }, (_, i) =>
      viaEdge(
        handle,
        post({ placeId: PLACE_ID }, undefined, {
          'CF-Connecting-IP': `198.51.100.${i}`,
          'X-Forwarded-For': `203.0.113.${i}`,
        }),
      ),
    ),
  );
  return Promise.all(
    responses.map(async (response) => ({ status: response.status, body: await response.text() })),
  );
}

test('a burst of 60 callers on an empty cache makes one upstream call and shares its answer', async () => {
  mode = 'slow';
  const handle = handler();
  const answers = await burst(handle);
  assert.equal(seen.length, 1);
  assert.deepEqual(new Set(answers.map(({ status }) => status)), new Set([200]));
  assert.equal(new Set(answers.map(({ body }) => body)).size, 1);
  assert.equal((JSON.parse(answers[0]!.body) as { totalReviews: number }).totalReviews, 131);
});

test('a burst against a failing upstream makes one call, shared and kept for a minute', async () => {
  mode = 'slow-error';
  let clock = 1_000;
  const handle = handler({ now: () => clock });
  const first = await burst(handle);
  assert.equal(seen.length, 1);
  assert.deepEqual(new Set(first.map(({ status }) => status)), new Set([502]));
  assert.equal((JSON.parse(first[0]!.body) as { error: string }).error, 'upstream_error');
  // Still failing within the minute: answered from the cache.
  clock += 59_000;
  await burst(handle);
  assert.equal(seen.length, 1);
  // After it: one more call for the next burst, not one per caller.
  clock += 2_000;
  const later = await burst(handle);
  assert.equal(seen.length, 2);
  assert.deepEqual(new Set(later.map(({ status }) => status)), new Set([502]));
});

test('a redirect is refused: the key never reaches the other host', async () => {
  mode = 'redirect';
  const handle = handler();
  const response = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(response.status, 502);
  assert.equal(await errorOf(response), 'upstream_unreachable');
  assert.equal(seen.length, 1);
  assert.deepEqual(seenElsewhere, []);
});

test('a 40 MB answer is abandoned after the cap, streamed or declared', async () => {
  const handle = handler({ maxUpstreamBytes: 256 * 1024 });
  mode = 'huge';
  const streamed = await handle(post({ placeId: PLACE_ID }), env());
  assert.equal(streamed.status, 502);
  assert.equal(await errorOf(streamed), 'upstream_too_large');
  assert.ok(hugeWritten < HUGE_BYTES, `the server wrote ${hugeWritten} bytes`);

  mode = 'huge-declared';
  const declared = await handler().call(null, post({ placeId: PLACE_ID }), env());
  assert.equal(declared.status, 502);
  assert.equal(await errorOf(declared), 'upstream_too_large');
});

test('keeps at most ten reviews and caps their text', async () => {
  mode = 'many';
  const response = await handler()(post({ placeId: PLACE_ID }), env());
  assert.equal(response.status, 200);
  const body = (await response.json()) as { reviews: { name: string; text: string }[] };
  assert.equal(body.reviews.length, 10);
  assert.equal(body.reviews[0]?.text.length, 4096);
  assert.equal(body.reviews[0]?.name.length, 120);
  assert.equal(body.reviews[9]?.text, 'Review 9');
});

test('a 10 MB chunked body is refused with 413 after little of it was read', async () => {
  const total = 10 * 1024 * 1024;
  const chunk = new Uint8Array(16 * 1024).fill(0x20);
  let pulled = 0;
  let cancelled = false;
  // No Content-Length: the body arrives as a stream, as a chunked upload does.
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (pulled >= total) {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      controller.enqueue(chunk);
    },
    cancel() {
      cancelled = true;
    },
  });
  const request = new Request('http://127.0.0.1/functions/v1/google-reviews', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: 'https://www.example.co.uk' },
    body,
    duplex: 'half',
  } as RequestInit);
  assert.equal(request.headers.get('content-length'), null);
  const response = await handler()(request, env());
  assert.equal(response.status, 413);
  assert.equal(await errorOf(response), 'body_too_large');
  assert.ok(pulled <= 64 * 1024, `${pulled} bytes were pulled from the body`);
  assert.ok(cancelled, 'the rest of the body was cancelled');
  assert.equal(seen.length, 0);
});

test('a declared Content-Length over 4 KB is refused before reading', async () => {
  const response = await handler()(post({ placeId: PLACE_ID, padding: 'x'.repeat(5000) }), env());
  assert.equal(response.status, 413);
  assert.equal(await errorOf(response), 'body_too_large');
  const fits = await handler()(post({ placeId: PLACE_ID, padding: 'x'.repeat(4000) }), env());
  assert.equal(fits.status, 200);
  await fits.body?.cancel();
});

test('blank-looking names become "Google user" and blank-looking texts are dropped', async () => {
  mode = 'blank';
  const response = await handler()(post({ placeId: PLACE_ID }), env());
  assert.equal(response.status, 200);
  const body = (await response.json()) as { reviews: { name: string; text: string }[] };
  assert.deepEqual(
    body.reviews.map(({ name, text }) => ({ name, text })),
    [{ name: 'Google user', text: 'Kept, with its invisible name replaced.' }],
  );
});

test('GET ?placeId= answers with Cache-Control for what is left of the answer’s six hours', async () => {
  let clock = 1_000;
  const handle = handler({ now: () => clock });
  const get = () =>
    handle(
      new Request(`http://127.0.0.1/functions/v1/google-reviews?placeId=${PLACE_ID}`, {
        headers: { Origin: 'https://www.example.co.uk' },
      }),
      env(),
    );
  const first = await get();
  assert.equal(first.status, 200);
  assert.equal(first.headers.get('cache-control'), 'public, max-age=21600');
  assert.equal(first.headers.get('access-control-allow-origin'), 'https://www.example.co.uk');
  await first.body?.cancel();
  clock += 3_600_000;
  const later = await get();
  assert.equal(later.headers.get('cache-control'), 'public, max-age=18000');
  assert.equal(later.headers.get('x-cache'), 'HIT');
  await later.body?.cancel();
  const bad = await handle(
    new Request('http://127.0.0.1/functions/v1/google-reviews?placeId=..%2Fadmin'),
    env(),
  );
  assert.equal(bad.status, 400);
  assert.equal(bad.headers.get('cache-control'), 'no-store');
  await bad.body?.cancel();
  assert.equal(seen.length, 1);
});

test('workers sharing a store ask Google once between them, the others waiting for its answer', async () => {
  mode = 'slow';
  const store = createMemoryStore();
  const workers = [handler({ store, pollMs: 20 }), handler({ store, pollMs: 20 })];
  const answers = await Promise.all(
    Array.from({ length: 30 }, (_, n) =>
      workers[n % 2]!(post({ placeId: PLACE_ID }), env()).then((response) => response.text()),
    ),
  );
  assert.equal(seen.length, 1);
  assert.equal(new Set(answers).size, 1);
  // A worker started afterwards reads the answer from the store.
  const late = await handler({ store })(post({ placeId: PLACE_ID }), env());
  assert.equal(late.headers.get('x-cache'), 'HIT');
  await late.body?.cancel();
  assert.equal(seen.length, 1);
});
