// What a page on another site, a malformed request or a password guesser can do to the local
// backend: cross-site writes and URL service keys are refused, NUL characters and broken escapes
// are 400s, and sign-in costs the same for unknown and known accounts and slows guessers after failures.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../supabase/local/keys.ts';
import { SIGN_IN_LIMITS } from '../../supabase/local/auth.ts';
import { BCRYPT_ROUNDS } from '../../supabase/local/bcrypt-rounds.ts';
import {
  ADMIN,
  call,
  ENGINES,
  MEMBER_PASSWORD,
  rawRequest,
  signedUpClient,
  startTestBackend,
  type TestBackend,
} from './harness.ts';

const EVIL = 'https://evil.example';
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108020000009077', 'hex');

async function memberNamed(backend: TestBackend, name: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    'select count(*)::int as n from public.team_members where name = $1',
    [name],
  );
  return rows[0]?.n ?? -1;
}

async function objectNamed(backend: TestBackend, name: string): Promise<number> {
  const { rows } = await backend.db.query<{ n: number }>(
    `select count(*)::int as n from storage.objects where bucket_id = 'team-photos' and name = $1`,
    [name],
  );
  return rows[0]?.n ?? -1;
}

function signIn(backend: TestBackend, email: string, password: string, from?: string) {
  return rawRequest(`${backend.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
    from,
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

describe.each(ENGINES)('local backend hardening (%s)', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend(engine);
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  it('refuses the cross-site text/plain insert carrying the service key in the URL', async () => {
    const name = `Cross-site ${Date.now()}`;
    const url = `${backend.url}/rest/v1/team_members?apikey=${LOCAL_SERVICE_ROLE_KEY}`;
    const body = JSON.stringify({ name, position: 'Intruder' });
    // The request a page on any site can send without a preflight, as the probe sent it.
    const attack = await rawRequest(url, {
      method: 'POST',
      headers: { origin: EVIL, 'content-type': 'text/plain;charset=UTF-8' },
      body,
    });
    expect(attack.status).toBe(403);
    expect(JSON.parse(attack.body)).toMatchObject({ error: 'origin_not_allowed' });
    expect(attack.headers['access-control-allow-origin']).toBeUndefined();
    for (const origin of ['null', 'http://localhost.evil.example:5173']) {
      const opaque = await rawRequest(url, {
        method: 'POST',
        headers: { origin, 'content-type': 'application/json' },
        body,
      });
      expect(opaque.status, origin).toBe(403);
    }
    // Each of the three simple types is refused even from this machine or without an Origin.
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const simple = await rawRequest(url, {
        method: 'POST',
        headers: { origin: 'http://localhost:5173', 'content-type': type },
        body,
      });
      expect(simple.status, type).toBe(415);
    }
    // JSON with the service key in the URL: the key is not taken from there.
    const inUrl = await rawRequest(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body,
    });
    expect(inUrl.status).toBe(401);
    expect(JSON.parse(inUrl.body)).toMatchObject({ message: 'Invalid API key' });
    expect(await memberNamed(backend, name)).toBe(0);

    // The same insert as the service role's own client sends it succeeds, and reads with the
    // anon key in the URL still work.
    const proper = await rawRequest(`${backend.url}/rest/v1/team_members`, {
      method: 'POST',
      headers: {
        apikey: LOCAL_SERVICE_ROLE_KEY,
        authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
        'content-type': 'application/json',
        origin: 'http://127.0.0.1:4173',
      },
      body,
    });
    expect(proper.status).toBe(201);
    expect(await memberNamed(backend, name)).toBe(1);
    await backend.db.query('delete from public.team_members where name = $1', [name]);
    const read = await rawRequest(
      `${backend.url}/rest/v1/team_members_public?select=name&apikey=${LOCAL_ANON_KEY}`,
    );
    expect(read.status).toBe(200);
  });

  it('refuses a cross-site photo upload, and uploads without a file type of their own', async () => {
    const name = `cross-site-${Date.now()}.png`;
    const url = `${backend.url}/storage/v1/object/team-photos/${name}?apikey=${LOCAL_SERVICE_ROLE_KEY}`;
    const boundary = 'x-boundary';
    const multipart = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name=""; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const attacks = [
      { 'content-type': 'text/plain', body: PNG },
      { 'content-type': `multipart/form-data; boundary=${boundary}`, body: multipart },
    ];
    for (const { body, ...headers } of attacks) {
      const answer = await rawRequest(url, {
        method: 'POST',
        headers: { ...headers, origin: EVIL },
        body,
      });
      expect(answer.status, headers['content-type']).toBe(403);
    }
    const service = {
      apikey: LOCAL_SERVICE_ROLE_KEY,
      authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`,
    };
    const plain = await rawRequest(`${backend.url}/storage/v1/object/team-photos/${name}`, {
      method: 'POST',
      headers: { ...service, 'content-type': 'text/plain' },
      body: PNG,
    });
    expect(plain.status).toBe(415);
    expect(await objectNamed(backend, name)).toBe(0);
    // What supabase-js sends from the site: multipart, from a page on this machine.
    const site = await rawRequest(`${backend.url}/storage/v1/object/team-photos/${name}`, {
      method: 'POST',
      headers: {
        ...service,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        origin: 'http://localhost:5173',
      },
      body: multipart,
    });
    expect(site.status, site.body).toBe(200);
    expect(await objectNamed(backend, name)).toBe(1);
  });

  it('answers a NUL character anywhere with a JSON 400, never a 500', async () => {
    const member = await signedUpClient(backend.url);
    const json = { 'content-type': 'application/json' };
    const cases: [string, RequestInit & { token?: string }][] = [
      [
        '/auth/v1/token?grant_type=password',
        {
          method: 'POST',
          headers: json,
          body: '{"email":"a\\u0000@example.co.uk","password":"x"}',
        },
      ],
      [
        '/auth/v1/token?grant_type=password',
        { method: 'POST', headers: json, body: `{"email":"${ADMIN.email}","password":"a\\u0000"}` },
      ],
      [
        '/auth/v1/token?grant_type=refresh_token',
        { method: 'POST', headers: json, body: '{"refresh_token":"abc\\u0000"}' },
      ],
      ['/auth/v1/recover', { method: 'POST', headers: json, body: '{"email":"\\u0000@x.co"}' }],
      [
        '/storage/v1/object/list/team-photos',
        { method: 'POST', headers: json, body: '{"prefix":"a\\u0000"}', token: member.accessToken },
      ],
      [
        '/storage/v1/object/team-photos/a%00.png',
        { method: 'POST', headers: { 'content-type': 'image/png' }, body: PNG },
      ],
      ['/storage/v1/object/public/team-photos/a%00.png', {}],
      ['/rest/v1/team_members_public?name=eq.a%00', {}],
      [
        '/rest/v1/team_members',
        {
          method: 'POST',
          headers: json,
          body: '{"name":"a\\u0000","position":"x"}',
          token: member.accessToken,
        },
      ],
    ];
    for (const [path, init] of cases) {
      const response = await call(backend, path, init);
      expect(response.status, `${path} ${String(init.body)}`).toBe(400);
      expect(response.headers.get('content-type'), path).toContain('application/json');
      await response.json();
    }
    // The text "\u0000" (a backslash, then u0000) is no NUL: that password is fine.
    const client = await call(backend, '/auth/v1/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        email: `slash-${Date.now()}@example.co.uk`,
        password: 'pass\\u0000word',
      }),
    });
    expect(client.status).toBe(200);
  });

  it('answers malformed percent-escapes with a JSON 400', async () => {
    for (const path of [
      '/%E0%A4%A',
      '/rest/v1/team_members_public?name=eq.%E0%A4%A',
      '/storage/v1/object/public/team-photos/%E0%A4%A',
      '/auth/v1/verify?token=%ZZ&type=recovery',
    ]) {
      const answer = await rawRequest(`${backend.url}${path}`, {
        headers: { apikey: LOCAL_ANON_KEY },
      });
      expect(answer.status, path).toBe(400);
      expect(JSON.parse(answer.body), path).toMatchObject({ error: 'malformed_url' });
    }
  });

  it('slows guesses at an account per address, never refusing the owner from another address', async () => {
    const { perAccountAddress, perAddress } = SIGN_IN_LIMITS;
    const victim = await signedUpClient(backend.url);
    const bystander = await signedUpClient(backend.url);
    // Thirteen addresses of their own on the loopback network guess the victim's password until
    // each is made to wait.
    const guessers = Array.from({ length: 13 }, (_, n) => `127.0.0.${n + 2}`);
    for (const from of guessers) {
      for (let n = 0; n < perAccountAddress.free; n += 1) {
        const wrong = await signIn(backend, victim.email, `guess-${n}`, from);
        expect(wrong.status).toBe(400);
      }
      await signIn(backend, victim.email, 'guess-last', from);
      // While it waits, that address is refused even the right password, or answers would differ.
      const waiting = await signIn(backend, victim.email, MEMBER_PASSWORD, from);
      expect(waiting.status, from).toBe(429);
      expect(JSON.parse(waiting.body)).toMatchObject({ error_code: 'over_request_rate_limit' });
      expect(Number(waiting.headers['retry-after'])).toBeGreaterThan(0);
    }
    // A waiting address is not held up at another account.
    expect((await signIn(backend, bystander.email, MEMBER_PASSWORD, guessers[0])).status).toBe(200);
    // The owner, from an address of their own, signs in at once.
    expect((await signIn(backend, victim.email, MEMBER_PASSWORD, '127.0.0.200')).status).toBe(200);

    // Many accounts from one address: unknown ones count as much as known ones.
    for (let n = 0; n < perAddress.limit; n += 1) {
      const wrong = await signIn(backend, `nobody-${n}@example.co.uk`, 'guess', '127.0.0.100');
      expect(wrong.status).toBe(400);
    }
    const fromGuesser = await signIn(backend, bystander.email, MEMBER_PASSWORD, '127.0.0.100');
    expect(fromGuesser.status).toBe(429);
    expect((await signIn(backend, bystander.email, MEMBER_PASSWORD, '127.0.0.101')).status).toBe(
      200,
    );
  }, 120_000);
});

describe.each(ENGINES)('sign-in timing (%s)', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    // Limits out of the way: this is about time, and every sample is a failure. At GoTrue's cost,
    // where a hash's time is what an unknown account's answer must not be told apart by.
    backend = await startTestBackend(engine, {
      passwordRounds: BCRYPT_ROUNDS,
      signInLimits: {
        perAccountAddress: { free: 1_000, firstDelayMs: 1, maxDelayMs: 1, windowMs: 60_000 },
        perAddress: { limit: 1_000, windowMs: 60_000 },
      },
    });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  it('takes the same time for an unknown account as for a wrong password', async () => {
    const known = await signedUpClient(backend.url);
    async function timed(email: string): Promise<number> {
      const started = performance.now();
      const answer = await signIn(backend, email, 'not-the-password');
      const elapsed = performance.now() - started;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({ error_code: 'invalid_credentials' });
      return elapsed;
    }
    // Warm both paths (the dummy hash is made on first use), then alternate so load on the machine
    // falls on both alike.
    await timed(known.email);
    await timed('warm-up@example.co.uk');
    const unknown: number[] = [];
    const wrong: number[] = [];
    for (let n = 0; n < 15; n += 1) {
      // Each pair in turn order, so neither side is always the one right after the other.
      if (n % 2) {
        wrong.push(await timed(known.email));
        unknown.push(await timed(`unknown-${n}@example.co.uk`));
      } else {
        unknown.push(await timed(`unknown-${n}@example.co.uk`));
        wrong.push(await timed(known.email));
      }
    }
    // One bcrypt comparison at cost 10 takes 150-400 ms on this shared machine, and before unknown
    // accounts were checked against a dummy hash they answered that much sooner (0.003-0.04 s
    // against 0.22-0.46 s). Load swings single samples by hundreds of milliseconds, so what is
    // compared is the median of the differences within pairs sent back to back, which shares each
    // moment's load between both sides; 50 ms is the bound, a quarter of the gap or less.
    const differences = unknown.map((time, n) => time - wrong[n]!);
    expect(Math.abs(median(differences))).toBeLessThan(50);
    // The unknown account's answer still costs a bcrypt comparison, not a lookup's few milliseconds.
    expect(median(unknown)).toBeGreaterThan(median(wrong) / 2);
  }, 120_000);
});
