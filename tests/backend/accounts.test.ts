// Accounts as a hosted project keeps them, over HTTP and supabase-js: sessions that end for the
// policies, second factors with real RFC 6238 codes, passwords refused when guessable or over
// bcrypt's 72 bytes, sign-ups that tell nobody who has an account and are limited, spent refresh
// tokens that end their session, hashing off the event loop and a mailbox no other page can read.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { hashPassword, passwordMatches } from '../../supabase/local/passwords.ts';
import { totpCode } from '../../supabase/local/totp.ts';
import {
  ADMIN,
  adminClient,
  anonClient,
  call,
  ENGINES,
  MEMBER_PASSWORD,
  newestMail,
  rawRequest,
  signedInClient,
  signedUpClient,
  startTestBackend,
  type TestBackend,
} from './harness.ts';

const JSON_HEADERS = { 'content-type': 'application/json' };

// The admin signs in more often than its authenticator's code changes. The backend runs in this
// process, so rather than wait up to 30 seconds for the next code, the file's clock moves on: only
// `Date` is faked, and it runs on with real time between the moves (the database keeps its own).
beforeAll(() => {
  vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true });
});
afterAll(() => {
  vi.useRealTimers();
});

describe.each(ENGINES)('accounts (%s)', (engine) => {
  let backend: TestBackend;

  beforeAll(async () => {
    backend = await startTestBackend(engine, {
      passTime: async (ms) => {
        vi.advanceTimersByTime(ms);
      },
      // A small project-wide email budget, so the limit can be reached; spent refresh tokens are
      // never taken for a second tab.
      authConfig: {
        refreshTokenReuseInterval: 0,
        rateLimit: { emailSent: 12, signInSignUps: 8, tokenVerifications: 30 },
      },
    });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  async function insertMember(token: string, name: string): Promise<number> {
    const response = await call(backend, '/rest/v1/team_members', {
      method: 'POST',
      token,
      headers: JSON_HEADERS,
      body: JSON.stringify({ name, position: 'Adviser' }),
    });
    await response.body?.cancel();
    return response.status;
  }

  it('an access token stops writing once its session is signed out or its password changes', async () => {
    const signedOut = await adminClient(backend);
    expect(await insertMember(signedOut.accessToken, 'Before sign-out')).toBe(201);
    await signedOut.client.auth.signOut();
    // Still unexpired and validly signed, but its session is gone.
    expect(await insertMember(signedOut.accessToken, 'After sign-out')).toBe(403);
    const user = await call(backend, '/auth/v1/user', { token: signedOut.accessToken });
    expect(user.status).toBe(403);

    const other = await adminClient(backend);
    const changer = await adminClient(backend);
    const changed = await call(backend, '/auth/v1/user', {
      method: 'PUT',
      token: changer.accessToken,
      headers: JSON_HEADERS,
      body: JSON.stringify({ password: 'a-second-admin-password-8' }),
    });
    expect(changed.status).toBe(200);
    // The password change ended the other session: its token cannot write either.
    expect(await insertMember(other.accessToken, 'Other session')).toBe(403);
    expect(await insertMember(changer.accessToken, 'Changer')).toBe(201);
    await call(backend, '/auth/v1/user', {
      method: 'PUT',
      token: changer.accessToken,
      headers: JSON_HEADERS,
      body: JSON.stringify({ password: ADMIN.password }),
    });
    const { rows } = await backend.db.query<{ name: string }>(
      `select name from public.team_members where name in ('Before sign-out', 'After sign-out', 'Other session', 'Changer') order by name`,
    );
    expect(rows.map((row) => row.name)).toEqual(['Before sign-out', 'Changer']);
    // Each sign-in needs a code no other has used: the authenticator may wait for the next one.
  }, 120_000);

  it('the admin cannot write with the password alone, only after a TOTP code', async () => {
    const { client, accessToken } = await signedInClient(backend.url, ADMIN.email, ADMIN.password);
    const levels = await client.auth.mfa.getAuthenticatorAssuranceLevel();
    expect(levels.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    expect(await insertMember(accessToken, 'Password only')).toBe(403);
    const upload = await client.storage
      .from('team-photos')
      .upload('password-only.gif', new Blob(['GIF89a'], { type: 'image/gif' }));
    expect(upload.error).not.toBeNull();

    const factor = (await client.auth.mfa.listFactors()).data!.totp[0]!;
    const challenge = await client.auth.mfa.challenge({ factorId: factor.id });
    const wrong = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code: totpCode(ADMIN.totpSecret, Date.now() + 10 * 60_000),
    });
    expect(wrong.error?.code).toBe('mfa_verification_failed');
    const code = await backend.adminDevice.code();
    const right = await client.auth.mfa.verify({
      factorId: factor.id,
      challengeId: challenge.data!.id,
      code,
    });
    expect(right.error).toBeNull();
    expect(
      JSON.parse(Buffer.from(right.data!.access_token.split('.')[1]!, 'base64url').toString()),
    ).toMatchObject({ aal: 'aal2', amr: [{ method: 'totp' }, { method: 'password' }] });
    expect(await insertMember(right.data!.access_token, 'With a second factor')).toBe(201);

    // The same code does not work twice, whoever has seen it.
    const again = await signedInClient(backend.url, ADMIN.email, ADMIN.password);
    const replay = await again.client.auth.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(replay.error?.code).toBe('mfa_verification_failed');
    // At aal1 no second factor may be added beside the verified one.
    const added = await again.client.auth.mfa.enroll({ factorType: 'totp' });
    expect(added.error?.code).toBe('insufficient_aal');
  }, 120_000);

  it('a member enrolls a TOTP factor from its QR code and secret, verified with a generated code', async () => {
    const member = await signedUpClient(backend.url);
    const enrolled = await member.client.auth.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone',
    });
    expect(enrolled.error).toBeNull();
    const { totp, id } = enrolled.data as {
      id: string;
      totp: { qr_code: string; secret: string; uri: string };
    };
    expect(totp.qr_code).toMatch(/^data:image\/svg\+xml;utf-8,<svg /);
    // supabase-js puts the SVG in a data: URL as it is: a '#' would cut it short.
    expect(totp.qr_code).not.toContain('#');
    const uri = new URL(totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('secret')).toBe(totp.secret);
    expect(uri.searchParams.get('algorithm')).toBe('SHA1');
    expect(uri.searchParams.get('digits')).toBe('6');
    expect(uri.searchParams.get('period')).toBe('30');
    const verified = await member.client.auth.mfa.challengeAndVerify({
      factorId: id,
      code: totpCode(totp.secret),
    });
    expect(verified.error).toBeNull();
    const factors = await member.client.auth.mfa.listFactors();
    expect(factors.data?.totp.map((factor) => factor.status)).toEqual(['verified']);
    // Five wrong codes, and the factor waits whatever the address.
    const later = await signedInClient(backend.url, member.email, MEMBER_PASSWORD);
    for (let n = 0; n < 5; n += 1) {
      const bad = await later.client.auth.mfa.challengeAndVerify({ factorId: id, code: '000000' });
      expect(bad.error?.code).toBe('mfa_verification_failed');
    }
    const held = await later.client.auth.mfa.challengeAndVerify({
      factorId: id,
      code: totpCode(totp.secret, Date.now() + 30_000),
    });
    expect(held.error?.status).toBe(429);
  });

  it('refuses guessable passwords and any over bcrypt’s 72 bytes', async () => {
    const client = anonClient(backend.url);
    for (const password of ['123456', 'password', '      ', 'qwerty123']) {
      const refused = await client.auth.signUp({ email: 'weak@example.co.uk', password });
      expect(refused.error?.code, JSON.stringify(password)).toBe('weak_password');
    }
    // 24 euro signs are 72 bytes: bcrypt would ignore anything typed after them.
    const long = await client.auth.signUp({
      email: 'long@example.co.uk',
      password: `${'€'.repeat(24)}${'A'.repeat(48)}`,
    });
    expect(long.error?.message).toMatch(/72 characters/);
    const hash = await hashPassword('€'.repeat(24));
    expect(await passwordMatches('€'.repeat(24), hash)).toBe(true);
    expect(await passwordMatches(`${'€'.repeat(24)}${'B'.repeat(48)}`, hash)).toBe(false);
  });

  it('hashes off the event loop: the loop keeps turning while passwords are hashed', async () => {
    let turns = 0;
    let hashing = true;
    const spin = () => {
      turns += 1;
      if (hashing) setImmediate(spin);
    };
    setImmediate(spin);
    await Promise.all(Array.from({ length: 6 }, () => hashPassword('a-long-enough-password')));
    hashing = false;
    // Hashing on the loop would let it turn once between hashes at most.
    expect(turns).toBeGreaterThan(50);
  });

  it('answers sign-up alike for a known and a new address, and limits sign-ups per address', async () => {
    async function signUp(email: string, from: string) {
      const answer = await rawRequest(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, ...JSON_HEADERS },
        body: JSON.stringify({ email, password: 'sunny-day-42' }),
        from,
      });
      return { status: answer.status, body: JSON.parse(answer.body) as Record<string, unknown> };
    }
    const shape = (body: Record<string, unknown>) =>
      Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value]));
    const fresh = `fresh-${Date.now()}@example.co.uk`;
    const known = await signUp(ADMIN.email, '127.0.0.30');
    const created = await signUp(fresh, '127.0.0.30');
    expect(known.status).toBe(200);
    expect(created.status).toBe(200);
    expect(shape(known.body)).toEqual(shape(created.body));
    expect(known.body).toMatchObject({
      email: ADMIN.email,
      email_confirmed_at: null,
      identities: [],
    });
    // Not the admin's id: the answer names nobody.
    const { rows } = await backend.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [ADMIN.email],
    );
    expect(known.body.id).not.toBe(rows[0]!.id);
    // The new address is sent its link; the known one nothing.
    expect((await newestMail(backend, fresh))?.subject).toBe('Confirm Your Signup');
    expect((await newestMail(backend, ADMIN.email))?.subject).toBeUndefined();

    // Eight sign-ups per address in five minutes (this backend's setting), known and new alike.
    for (let n = 2; n < 8; n += 1) {
      expect((await signUp(`many-${n}-${Date.now()}@example.co.uk`, '127.0.0.30')).status).toBe(
        200,
      );
    }
    const limited = await signUp(`one-more-${Date.now()}@example.co.uk`, '127.0.0.30');
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error_code: 'over_request_rate_limit' });
    expect((await signUp(ADMIN.email, '127.0.0.30')).status).toBe(429);
    expect((await signUp(`elsewhere-${Date.now()}@example.co.uk`, '127.0.0.31')).status).toBe(200);
  });

  it('stops sending email past the project’s emails per hour, for known and unknown addresses alike', async () => {
    // New accounts from addresses of their own, each sent a confirmation, until the budget is spent.
    let answer = { status: 200, body: '' };
    for (let n = 0; n < 20 && answer.status === 200; n += 1) {
      answer = await rawRequest(`${backend.url}/auth/v1/signup`, {
        method: 'POST',
        headers: { apikey: LOCAL_ANON_KEY, ...JSON_HEADERS },
        body: JSON.stringify({
          email: `budget-${n}-${Date.now()}@example.co.uk`,
          password: 'sunny-day-42',
        }),
        from: `127.0.0.${40 + n}`,
      });
    }
    expect(answer.status).toBe(429);
    expect(JSON.parse(answer.body)).toMatchObject({ error_code: 'over_email_send_rate_limit' });
    for (const email of [ADMIN.email, 'nobody-at-all@example.co.uk']) {
      const recover = await call(backend, '/auth/v1/recover', {
        method: 'POST',
        headers: JSON_HEADERS,
        body: JSON.stringify({ email }),
      });
      expect(recover.status, email).toBe(429);
      await recover.body?.cancel();
    }
  });

  it('a spent refresh token presented again ends its session', async () => {
    const { client } = await signedInClient(backend.url, ADMIN.email, ADMIN.password);
    const first = (await client.auth.getSession()).data.session!;
    const second = await anonClient(backend.url).auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    expect(second.error).toBeNull();
    // Someone replays the first one: it fails, and the session it belonged to ends.
    const replay = await anonClient(backend.url).auth.refreshSession({
      refresh_token: first.refresh_token,
    });
    expect(replay.error?.code).toBe('refresh_token_already_used');
    const holder = await anonClient(backend.url).auth.refreshSession({
      refresh_token: second.data.session!.refresh_token,
    });
    expect(holder.error).not.toBeNull();
    const user = await call(backend, '/auth/v1/user', { token: second.data.session!.access_token });
    expect(user.status).toBe(403);
    await user.body?.cancel();
  });

  it('the mailbox answers no other origin', async () => {
    for (const path of ['/mailbox', '/mailbox/messages']) {
      const answer = await fetch(`${backend.url}${path}`, {
        headers: { origin: 'http://localhost:5173' },
      });
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull();
      expect(answer.headers.get('cross-origin-resource-policy'), path).toBe('same-origin');
      await answer.body?.cancel();
      const preflight = await fetch(`${backend.url}${path}`, {
        method: 'OPTIONS',
        headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
      });
      expect(preflight.headers.get('access-control-allow-origin'), path).toBeNull();
    }
    // The rest of the API still answers the site's origins.
    const api = await call(backend, '/rest/v1/team_members_public?select=id', {
      headers: { origin: 'http://localhost:5173' },
    });
    expect(api.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    await api.body?.cancel();
  });

  it('the mailbox page shows the local admin’s current code', async () => {
    const page = await (await fetch(`${backend.url}/mailbox`)).text();
    const shown = /<p class="code">(\d{6})<\/p>/.exec(page)?.[1];
    const now = Date.now();
    expect([totpCode(ADMIN.totpSecret, now - 30_000), totpCode(ADMIN.totpSecret, now)]).toContain(
      shown,
    );
    expect(page).toMatch(/<meta http-equiv="refresh" content="\d+">/);
  });
});
