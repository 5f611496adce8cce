// The local backend's HTTP behaviour beyond the policies: CORS, errors in PostgREST's shape, body
// limits, all-or-nothing writes, the query features the site uses, and the reviews function route.
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createReviewsHandler } from '../../supabase/functions/google-reviews/handler.ts';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import {
  adminClient,
  anonClient,
  call,
  ENGINES,
  newestMail,
  startTestBackend,
  type TestBackend,
} from './harness.ts';

const BODY_TIMEOUT_MS = 1500;

/** A request with a Host header of our choosing, which fetch does not allow. */
function withHost(
  url: string,
  host: string,
  method = 'GET',
  headers: Record<string, string> = {},
): Promise<{ status: number; body: string; cors: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, { method, headers: { ...headers, host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          body,
          cors: response.headers['access-control-allow-origin'] as string | undefined,
        }),
      );
    });
    request.on('error', reject);
    request.end();
  });
}

describe.each(ENGINES)('local backend over HTTP (%s)', (engine) => {
  let backend: TestBackend;
  let adminToken = '';

  async function memberCount(): Promise<number> {
    const { rows } = await backend.db.query<{ n: number }>(
      'select count(*)::int as n from public.team_members',
    );
    return rows[0]?.n ?? -1;
  }

  beforeAll(async () => {
    backend = await startTestBackend(engine, { bodyTimeoutMs: BODY_TIMEOUT_MS });
    adminToken = (await adminClient(backend)).accessToken;
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  it('answers /health once ready', async () => {
    const response = await fetch(`${backend.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', engine });
  });

  it('answers preflight for local origins with the headers supabase-js sends', async () => {
    const requested =
      'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, x-upsert, cache-control';
    for (const origin of ['http://127.0.0.1:4173', 'http://localhost:5173']) {
      const response = await fetch(`${backend.url}/rest/v1/team_members`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': 'PATCH',
          'access-control-request-headers': requested,
        },
      });
      expect(response.status).toBe(204);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
      const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(', ');
      for (const name of requested.split(', ')) expect(allowed).toContain(name);
    }
    const foreign = await fetch(`${backend.url}/rest/v1/team_members`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example.com', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await call(backend, '/rest/v1/team_members_public', {
      headers: { origin: 'http://127.0.0.1:4173' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
  });

  it('answers unknown routes and relations with JSON 404s', async () => {
    const route = await fetch(`${backend.url}/nowhere`);
    expect(route.status).toBe(404);
    expect(route.headers.get('content-type')).toContain('application/json');
    expect(await route.json()).toMatchObject({ error: 'not_found' });
    const missing = await anonClient(backend.url).from('team_members_archive').select('*');
    expect(missing.status).toBe(404);
    expect(missing.error?.code).toBe('PGRST205');
    const unknownColumn = await anonClient(backend.url).from('team_members').select('salary');
    expect(unknownColumn.status).toBe(400);
    expect(unknownColumn.error?.code).toBe('42703');
  });

  it('refuses malformed JSON with 400 and oversized bodies with 413', async () => {
    const rest = await call(backend, '/rest/v1/team_members', {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: '{"name": "Half',
    });
    expect(rest.status).toBe(400);
    expect(await rest.json()).toMatchObject({ code: 'PGRST102' });
    const auth = await call(backend, '/auth/v1/token?grant_type=password', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'email=admin',
    });
    expect(auth.status).toBe(400);
    const big = await call(backend, '/rest/v1/team_members', {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Big', position: 'Big', bio: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.status).toBe(413);
    const reviews = await fetch(`${backend.url}/functions/v1/google-reviews`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{placeId',
    });
    expect(reviews.status).toBe(400);
  });

  it('never leaves half a write: a failing row undoes the whole request', async () => {
    const before = await memberCount();
    const response = await call(backend, '/rest/v1/team_members', {
      method: 'POST',
      token: adminToken,
      headers: { 'content-type': 'application/json', prefer: 'return=representation' },
      body: JSON.stringify([
        { name: 'First of two', position: 'Adviser' },
        { name: 'Second of two', position: '' },
      ]),
    });
    expect(response.status).toBe(400);
    expect(await memberCount()).toBe(before);

    // A single object was asked for but two rows matched: the update is rolled back.
    const { rows } = await backend.db.query<{ snapshot: string }>(
      `select json_agg(t order by id)::text as snapshot from public.team_members t`,
    );
    const admin = (await adminClient(backend)).client;
    const single = await admin
      .from('team_members')
      .update({ display_order: 99 })
      .in('display_order', [1, 2])
      .select()
      .single();
    expect(single.status).toBe(406);
    expect(single.error?.code).toBe('PGRST116');
    const after = await backend.db.query<{ snapshot: string }>(
      `select json_agg(t order by id)::text as snapshot from public.team_members t`,
    );
    expect(after.rows[0]?.snapshot).toBe(rows[0]?.snapshot);

    const unfiltered = await call(backend, '/rest/v1/team_members', {
      method: 'DELETE',
      token: adminToken,
    });
    expect(unfiltered.status).toBe(400);
    expect(await memberCount()).toBe(before);
  });

  it('supports the query features the site uses', async () => {
    const client = anonClient(backend.url);
    const ordered = await client
      .from('team_members')
      .select(
        'id, name, position, bio, photo_url, display_order, is_active, created_at, updated_at',
      )
      .eq('is_active', true)
      .order('display_order', { ascending: false });
    expect(ordered.error).toBeNull();
    expect(ordered.data?.map((row) => row.display_order)).toEqual([4, 3, 2, 1]);

    const filtered = await client
      .from('team_members_public')
      .select('name')
      .in('name', ['Rajesh Patel', 'Megan Lloyd'])
      .is('bio', null);
    expect(filtered.data).toEqual([{ name: 'Megan Lloyd' }]);

    const like = await client.from('team_members_public').select('name').ilike('position', '%tax%');
    expect(like.data).toEqual([{ name: 'Rajesh Patel' }]);

    const counted = await client
      .from('team_members_public')
      .select('*', { count: 'exact', head: true });
    expect(counted.count).toBe(4);

    const none = await client.from('team_members_public').select('*').eq('name', 'Nobody').single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await client
      .from('team_members_public')
      .select('*')
      .eq('name', 'Nobody')
      .maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();

    const range = await client
      .from('team_members_public')
      .select('name')
      .order('display_order')
      .range(1, 2);
    expect(range.data).toEqual([{ name: 'Rajesh Patel' }, { name: 'Megan Lloyd' }]);

    const badFilter = await call(backend, '/rest/v1/team_members?name=approx.x');
    expect(badFilter.status).toBe(400);
    expect(await badFilter.json()).toMatchObject({ code: 'PGRST100' });
  });

  it('refuses requests for any host but the loopback names (DNS rebinding)', async () => {
    const { port } = new URL(backend.url);
    const path = `${backend.url}/rest/v1/team_members_public?select=name`;
    const headers = { apikey: LOCAL_ANON_KEY };
    for (const host of [
      `evil.example:${port}`,
      'evil.example',
      `127.0.0.1.evil.example:${port}`,
      `localhost.evil.example:${port}`,
      `0x7f000001:${port}`,
    ]) {
      const refused = await withHost(path, host, 'GET', headers);
      expect(refused.status, host).toBe(403);
      expect(JSON.parse(refused.body), host).toMatchObject({ error: 'host_not_allowed' });
    }
    const preflight = await withHost(path, `evil.example:${port}`, 'OPTIONS', {
      origin: 'http://127.0.0.1:4173',
      'access-control-request-method': 'GET',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.cors).toBeUndefined();
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `LOCALHOST:${port}`,
      '127.0.0.1',
    ]) {
      const answered = await withHost(path, host, 'GET', headers);
      expect(answered.status, host).toBe(200);
      expect(JSON.parse(answered.body)).toHaveLength(4);
    }
  });

  it('answers a filter value its column cannot take with PostgreSQL’s 400, as PostgREST does', async () => {
    const cases = [
      ['is_active=eq.xyz', '22P02', /boolean/],
      ['is_active=in.(true,maybe)', '22P02', /boolean/],
      ['display_order=gt.abc', '22P02', /integer/],
      ['display_order=eq.99999999999', '22003', /out of range/],
      ['id=eq.not-a-uuid', '22P02', /uuid/],
      ['created_at=lt.not-a-date', '22007', /timestamp/],
    ] as const;
    for (const [query, code, message] of cases) {
      const response = await call(backend, `/rest/v1/team_members?${query}`);
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code, query).toBe(code);
      expect(body.message, query).toMatch(message);
    }
    const admin = await call(backend, '/rest/v1/team_members?is_active=eq.maybe', {
      method: 'PATCH',
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ display_order: 7 }),
    });
    expect(admin.status).toBe(400);
    expect(((await admin.json()) as { code: string }).code).toBe('22P02');
    // Well-formed values of every type still filter.
    const client = anonClient(backend.url);
    const typed = await client
      .from('team_members')
      .select('name')
      .eq('is_active', true)
      .gte('display_order', 2)
      .lt('created_at', '2999-01-01T00:00:00Z')
      .in('id', ['0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a02', '0b6f5a1e-2c3d-4e5f-8a9b-1c2d3e4f5a03'])
      .order('display_order');
    expect(typed.error).toBeNull();
    expect(typed.data).toEqual([{ name: 'Rajesh Patel' }, { name: 'Megan Lloyd' }]);
  });

  it('times out a request body that never arrives', async () => {
    const { port } = new URL(backend.url);
    const started = Date.now();
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk: string) => (received += chunk));
      socket.on('close', () => resolve(received));
      socket.on('error', reject);
      socket.write(
        [
          'POST /rest/v1/team_members HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          `apikey: ${LOCAL_ANON_KEY}`,
          'Content-Type: application/json',
          'Content-Length: 100',
          '',
          '{"name": "Slow',
        ].join('\r\n'),
      );
    });
    const elapsed = Date.now() - started;
    expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(answer).toContain('request_timeout');
    expect(elapsed).toBeGreaterThanOrEqual(BODY_TIMEOUT_MS - 100);
    expect(elapsed).toBeLessThan(BODY_TIMEOUT_MS + 5000);
    // A body that does arrive within the time is answered as usual.
    const prompt = await call(backend, '/rest/v1/team_members', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Anon', position: 'Anon' }),
    });
    expect(prompt.status).toBe(401);
  });

  it('signs up pending confirmation, confirms by the emailed link, and signs in and out like GoTrue', async () => {
    const client = anonClient(backend.url);
    const email = `new-${Date.now()}@example.co.uk`;
    const short = await client.auth.signUp({ email, password: '12345' });
    expect(short.error?.message).toBe('Password should be at least 6 characters.');
    const signUp = await client.auth.signUp({
      email,
      password: 'long-enough-9',
      options: { emailRedirectTo: 'http://127.0.0.1:4173' },
    });
    expect(signUp.error).toBeNull();
    expect(signUp.data.session).toBeNull();
    expect(signUp.data.user?.email_confirmed_at).toBeNull();
    const early = await client.auth.signInWithPassword({ email, password: 'long-enough-9' });
    expect(early.error?.code).toBe('email_not_confirmed');
    const link = (await newestMail(backend, email))?.links[0]?.url ?? '';
    const confirmed = await fetch(link, { redirect: 'manual' });
    expect(confirmed.status).toBe(303);
    const location = new URL(confirmed.headers.get('location') ?? '');
    expect(location.origin).toBe('http://127.0.0.1:4173');
    expect(new URLSearchParams(location.hash.slice(1)).get('type')).toBe('signup');
    const again = await client.auth.signInWithPassword({ email, password: 'long-enough-9' });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(signUp.data.user?.id);
    expect((await client.auth.getUser()).data.user?.email).toBe(email);
    expect((await client.auth.signOut()).error).toBeNull();
    expect((await client.auth.getSession()).data.session).toBeNull();
  });

  describe('the google-reviews function', () => {
    let places: Server;
    let hits = 0;

    beforeAll(async () => {
      places = createServer((request, response) => {
        hits += 1;
        const ok = request.headers['x-goog-api-key'] === 'local-test-key';
        response.writeHead(ok ? 200 : 403, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            rating: 4.7,
            userRatingCount: 88,
            reviews: [
              {
                rating: 5,
                text: { text: 'Sorted my VAT registration in a day.' },
                authorAttribution: { displayName: 'Local Tester' },
                publishTime: '2025-02-01T09:00:00Z',
              },
            ],
          }),
        );
      });
      await new Promise<void>((resolve) => places.listen(0, '127.0.0.1', resolve));
    });

    afterAll(async () => {
      await new Promise<void>((resolve) => places.close(() => resolve()));
    });

    function ask(placeId: string, headers: Record<string, string> = {}) {
      return fetch(`${backend.url}/functions/v1/google-reviews`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://127.0.0.1:4173',
          ...headers,
        },
        body: JSON.stringify({ placeId }),
      });
    }

    it('answers a clear 503 without an API key, so the carousel falls back', async () => {
      delete backend.env.GOOGLE_PLACES_API_KEY;
      const response = await ask('ChIJexamplePlaceId01');
      expect(response.status).toBe(503);
      expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
      expect(await response.json()).toMatchObject({ error: 'not_configured' });
    });

    it('maps a fake Places server answer through the same handler', async () => {
      backend.env.GOOGLE_PLACES_API_KEY = 'local-test-key';
      backend.env.GOOGLE_PLACES_BASE_URL = `http://127.0.0.1:${(places.address() as AddressInfo).port}/v1`;
      const unconfigured = await ask('ChIJexamplePlaceId02');
      expect(unconfigured.status).toBe(503);
      expect(await unconfigured.json()).toMatchObject({ error: 'not_configured' });
      backend.env.GOOGLE_PLACE_IDS = 'ChIJexamplePlaceId02';
      const response = await ask('ChIJexamplePlaceId02');
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        reviews: [
          {
            name: 'Local Tester',
            role: 'Google review',
            rating: 5,
            text: 'Sorted my VAT registration in a day.',
            date: '2025-02-01',
          },
        ],
        averageRating: 4.7,
        totalReviews: 88,
      });
      const before = hits;
      expect((await ask('ChIJexamplePlaceId02')).status).toBe(200);
      // The configured place is served whatever the caller names, from the cache.
      expect((await ask('ChIJinventedPlace9999')).status).toBe(200);
      expect(hits).toBe(before);
      expect((await ask('bad id!')).status).toBe(400);
    });

    it('answers GET ?placeId= with Cache-Control and keeps the answer in public.reviews_cache', async () => {
      const response = await fetch(
        `${backend.url}/functions/v1/google-reviews?placeId=ChIJexamplePlaceId02`,
        { headers: { origin: 'http://127.0.0.1:4173' } },
      );
      expect(response.status).toBe(200);
      const maxAge = Number(
        /^public, max-age=(\d+)$/.exec(response.headers.get('cache-control') ?? '')?.[1],
      );
      // What is left of the six hours the answer is kept.
      expect(maxAge).toBeGreaterThan(5 * 3600);
      expect(maxAge).toBeLessThanOrEqual(6 * 3600);
      expect(((await response.json()) as { totalReviews: number }).totalReviews).toBe(88);
      const { rows } = await backend.db.query<{ status: number; total: number }>(
        `select status, (body ->> 'totalReviews')::int as total from public.reviews_cache
         where place_key like '%|ChIJexamplePlaceId02'`,
      );
      expect(rows).toEqual([{ status: 200, total: 88 }]);
      const refused = await fetch(`${backend.url}/functions/v1/google-reviews?placeId=bad%20id`);
      expect(refused.status).toBe(400);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      await refused.body?.cancel();
    });

    it('shares one call to Google between workers through the table', async () => {
      let asked = 0;
      const slow = createServer((_request, response) => {
        asked += 1;
        setTimeout(() => {
          response.writeHead(200, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ rating: 4.2, userRatingCount: 7, reviews: [] }));
        }, 300);
      });
      await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
      try {
        const env = {
          GOOGLE_PLACES_API_KEY: 'local-test-key',
          GOOGLE_PLACE_IDS: 'ChIJsharedPlace000001',
          GOOGLE_PLACES_BASE_URL: `http://127.0.0.1:${(slow.address() as AddressInfo).port}/v1`,
          SUPABASE_URL: backend.url,
          SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
        };
        // Two workers of the function: each with its own memory, sharing only the table.
        const workers = [
          createReviewsHandler({ pollMs: 50 }),
          createReviewsHandler({ pollMs: 50 }),
        ];
        const answers = await Promise.all(
          Array.from({ length: 20 }, (_, n) =>
            workers[n % 2]!(
              new Request('http://local/functions/v1/google-reviews?placeId=ChIJsharedPlace000001'),
              env,
              { clientAddress: `192.0.2.${n}` },
            ).then(async (answer) => ({ status: answer.status, body: await answer.text() })),
          ),
        );
        expect(asked).toBe(1);
        expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([200]));
        expect(new Set(answers.map(({ body }) => body)).size).toBe(1);
        // A third worker started later finds the answer in the table.
        const later = await createReviewsHandler()(
          new Request('http://local/functions/v1/google-reviews?placeId=ChIJsharedPlace000001'),
          env,
        );
        expect(later.headers.get('x-cache')).toBe('HIT');
        await later.body?.cancel();
        expect(asked).toBe(1);
      } finally {
        await new Promise<void>((resolve) => slow.close(() => resolve()));
      }
    });

    it('limits each client, keyed on the socket, not on a forwarded header it sends', async () => {
      let status = 200;
      let sent = 0;
      // 30 requests at once, then about one every two seconds; a few were spent above.
      while (status !== 429 && sent < 40) {
        const response = await ask('ChIJexamplePlaceId02', {
          'x-forwarded-for': `198.51.100.${sent}`,
        });
        status = response.status;
        sent += 1;
        if (status === 429) {
          expect(Number(response.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
          expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
          expect(await response.json()).toMatchObject({ error: 'rate_limited' });
        } else await response.body?.cancel();
      }
      expect(status).toBe(429);
      expect(sent).toBeLessThanOrEqual(30);
      expect(sent).toBeGreaterThan(20);
    });
  });
});
