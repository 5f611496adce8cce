// A signed-up user tries every route to admin rights; forged, expired and malformed tokens are refused
// before they reach the database as anyone.
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCAL_JWT_SECRET } from '../../supabase/local/keys.ts';
import {
  ADMIN,
  anonClient,
  call,
  ENGINES,
  signedUpClient,
  startTestBackend,
  type TestBackend,
} from './harness.ts';

const RIGHT_KEY = new TextEncoder().encode(LOCAL_JWT_SECRET);
const WRONG_KEY = new TextEncoder().encode('not-the-project-secret-but-just-as-long-as-it');

async function token(claims: Record<string, unknown>, key = RIGHT_KEY, expiresAt?: number) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now - 7200)
    .setExpirationTime(expiresAt ?? now + 3600)
    .sign(key);
}

function unsignedToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
}

describe.each(ENGINES)('privilege escalation and tokens (%s)', (engine) => {
  let backend: TestBackend;
  let member: Awaited<ReturnType<typeof signedUpClient>>;

  async function roleRows(): Promise<string> {
    const { rows } = await backend.db.query(
      `select u.email, r.role from public.user_roles r join auth.users u on u.id = r.user_id order by u.email`,
    );
    return JSON.stringify(rows);
  }

  async function memberIsAdmin(): Promise<boolean> {
    return backend.db.transaction(async (tx) => {
      await tx.query(
        `select set_config('request.jwt.claims', $1, true), set_config('role', 'authenticated', true)`,
        [JSON.stringify({ sub: member.userId, role: 'authenticated' })],
      );
      const { rows } = await tx.query<{ admin: boolean }>(
        `select private.has_role('admin') as admin`,
      );
      return rows[0]?.admin === true;
    });
  }

  beforeAll(async () => {
    backend = await startTestBackend(engine);
    // Metadata a user writes about themselves must never count as a role.
    member = await signedUpClient(backend.url, { role: 'admin', is_admin: true });
  }, 120_000);

  afterAll(async () => {
    await backend?.stop();
  });

  it('sign-up metadata claiming admin grants nothing', async () => {
    const { data } = await member.client.auth.getUser();
    expect(data.user?.user_metadata).toMatchObject({ role: 'admin' });
    const claims = JSON.parse(
      Buffer.from(member.accessToken.split('.')[1] ?? '', 'base64url').toString(),
    ) as { role: string };
    expect(claims.role).toBe('authenticated');
    const check = await member.client
      .from('user_roles')
      .select('role')
      .eq('user_id', member.userId)
      .eq('role', 'admin');
    expect(check.data).toEqual([]);
    const insert = await member.client.from('team_members').insert({ name: 'X', position: 'Y' });
    expect(insert.status).toBe(403);
  });

  it('no write to user_roles gets through, by any method or header', async () => {
    const before = await roleRows();
    const attempts: Response[] = [
      await call(backend, '/rest/v1/user_roles', {
        method: 'POST',
        token: member.accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: member.userId, role: 'admin' }),
      }),
      await call(backend, '/rest/v1/user_roles?on_conflict=user_id,role', {
        method: 'POST',
        token: member.accessToken,
        headers: { 'content-type': 'application/json', prefer: 'resolution=merge-duplicates' },
        body: JSON.stringify([{ user_id: member.userId, role: 'admin' }]),
      }),
      await call(backend, `/rest/v1/user_roles?role=eq.admin`, {
        method: 'PATCH',
        token: member.accessToken,
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ user_id: member.userId }),
      }),
      await call(backend, '/rest/v1/user_roles', {
        method: 'POST',
        token: member.accessToken,
        headers: { 'content-type': 'application/json', 'content-profile': 'private' },
        body: JSON.stringify({ user_id: member.userId, role: 'admin' }),
      }),
    ];
    expect(attempts.map((response) => response.status)).toEqual([403, 403, 403, 406]);
    expect(await roleRows()).toBe(before);
    expect(await memberIsAdmin()).toBe(false);
  });

  it('the role helper and other schemas are not reachable through the API', async () => {
    const rpc = await call(backend, '/rest/v1/rpc/has_role', {
      method: 'POST',
      token: member.accessToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ _role: 'admin' }),
    });
    expect(rpc.status).toBe(404);
    const privateSchema = await call(backend, '/rest/v1/user_roles', {
      token: member.accessToken,
      headers: { 'accept-profile': 'private' },
    });
    expect(privateSchema.status).toBe(406);
    const authUsers = await call(backend, '/rest/v1/auth.users', { token: member.accessToken });
    expect(authUsers.status).toBe(404);
  });

  it('identifiers in the URL cannot carry SQL', async () => {
    const probes = [
      '/rest/v1/user_roles?select=role,(select%20true)',
      '/rest/v1/user_roles?select=role%22%20from%20public.user_roles--',
      '/rest/v1/user_roles?order=role;drop%20table%20public.user_roles',
      '/rest/v1/user_roles?order=role.asc,(select%201)',
      '/rest/v1/user_roles?role%22=eq.admin',
      '/rest/v1/user_roles?role=is.null)%20or%20(true',
      '/rest/v1/user_roles?limit=1;select%201',
      '/rest/v1/user_roles;select%201',
    ];
    for (const probe of probes) {
      const response = await call(backend, probe, { token: member.accessToken });
      expect([400, 404], probe).toContain(response.status);
      const body = (await response.json()) as { code: string };
      expect(body.code, probe).toMatch(/^(PGRST\d+|42703)$/);
    }
    // Values are parameters: quotes in them are just characters.
    for (const probe of [
      `/rest/v1/team_members?name=eq.x'%20or%20'1'='1`,
      `/rest/v1/team_members?name=in.(a')%20or%20true--)`,
    ]) {
      const quoted = await call(backend, probe);
      expect(quoted.status, probe).toBe(200);
      expect(await quoted.json()).toEqual([]);
    }
    const { rows } = await backend.db.query(
      `select to_regclass('public.user_roles') is not null as ok`,
    );
    expect(rows).toEqual([{ ok: true }]);
  });

  it('a forged token for the admin is refused with 401', async () => {
    const adminRow = await backend.db.query<{ id: string }>(
      'select id from auth.users where email = $1',
      [ADMIN.email],
    );
    const forged = await token(
      { sub: adminRow.rows[0]!.id, role: 'authenticated', aud: 'authenticated' },
      WRONG_KEY,
    );
    const response = await call(backend, '/rest/v1/team_members', {
      method: 'POST',
      token: forged,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Forged', position: 'Forged' }),
    });
    expect(response.status).toBe(401);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST301');
    const user = await call(backend, '/auth/v1/user', { token: forged });
    expect(user.status).toBe(401);
    const upload = await call(backend, '/storage/v1/object/team-photos/forged.png', {
      method: 'POST',
      token: forged,
      headers: { 'content-type': 'image/png' },
      body: new Uint8Array([1, 2, 3]),
    });
    expect(upload.status).toBe(401);
    const written = await backend.db.query(
      `select 1 from public.team_members where name = 'Forged'
       union all select 1 from storage.objects where name = 'forged.png'`,
    );
    expect(written.rows).toEqual([]);
  });

  it('a service_role claim signed with the wrong key is refused with 401', async () => {
    const forged = await token({ role: 'service_role', iss: 'supabase-demo' }, WRONG_KEY);
    const read = await call(backend, '/rest/v1/team_members?select=id', { token: forged });
    expect(read.status).toBe(401);
    const asApiKey = await call(backend, '/rest/v1/team_members?select=id', {
      headers: { apikey: forged },
    });
    expect(asApiKey.status).toBe(401);
  });

  it('expired, unsigned, malformed and unknown-role tokens are refused with 401', async () => {
    const expired = await token(
      { sub: member.userId, role: 'authenticated' },
      RIGHT_KEY,
      Math.floor(Date.now() / 1000) - 60,
    );
    const expiredResponse = await call(backend, '/rest/v1/team_members', { token: expired });
    expect(expiredResponse.status).toBe(401);
    expect(((await expiredResponse.json()) as { code: string }).code).toBe('PGRST303');

    const refused = [
      unsignedToken({ sub: member.userId, role: 'service_role' }),
      'not-a-jwt',
      `${member.accessToken.slice(0, -4)}AAAA`,
      await token({ role: 'postgres' }),
      await token({ role: 'authenticated' }),
    ];
    for (const bad of refused) {
      const response = await call(backend, '/rest/v1/team_members?select=id', { token: bad });
      expect(response.status, bad).toBe(401);
    }
    const malformedHeader = await call(backend, '/rest/v1/team_members', {
      headers: { authorization: 'Basic abc' },
    });
    expect(malformedHeader.status).toBe(401);
  });

  it('the API gateway wants a project key', async () => {
    const none = await fetch(`${backend.url}/rest/v1/team_members`);
    expect(none.status).toBe(401);
    const wrong = await fetch(`${backend.url}/rest/v1/team_members`, {
      headers: { apikey: await token({ role: 'anon' }) },
    });
    expect(wrong.status).toBe(401);
  });

  it('nobody takes over the admin account through sign-up or a wrong password', async () => {
    const client = anonClient(backend.url);
    // Sign-up answers as for a new address (it tells nobody the account exists) and changes nothing.
    for (const email of [ADMIN.email, 'ADMIN@example.co.uk']) {
      const again = await client.auth.signUp({ email, password: 'another-password-7' });
      expect(again.error).toBeNull();
      expect(again.data.session).toBeNull();
      const taken = await client.auth.signInWithPassword({ email, password: 'another-password-7' });
      expect(taken.error?.message).toBe('Invalid login credentials');
    }
    const wrong = await client.auth.signInWithPassword({ email: ADMIN.email, password: 'guess' });
    expect(wrong.error?.message).toBe('Invalid login credentials');
    const right = await client.auth.signInWithPassword({
      email: ADMIN.email,
      password: ADMIN.password,
    });
    expect(right.error).toBeNull();
    expect(await memberIsAdmin()).toBe(false);
  });

  it('a refresh token is replaced on use, and a signed-out session cannot fetch its user', async () => {
    const fresh = await signedUpClient(backend.url);
    const { data } = await fresh.client.auth.getSession();
    const refreshToken = data.session?.refresh_token ?? '';
    const first = await anonClient(backend.url).auth.refreshSession({
      refresh_token: refreshToken,
    });
    expect(first.error).toBeNull();
    expect(first.data.session?.refresh_token).not.toBe(refreshToken);
    // Presented again within the reuse interval (another tab refreshing), it answers the session's
    // current token; tests/backend/accounts.test.ts shows what it does later.
    const reused = await anonClient(backend.url).auth.refreshSession({
      refresh_token: refreshToken,
    });
    expect(reused.error).toBeNull();
    expect(reused.data.session?.user.id).toBe(fresh.userId);

    const accessToken = first.data.session?.access_token ?? '';
    expect((await call(backend, '/auth/v1/user', { token: accessToken })).status).toBe(200);
    const out = await call(backend, '/auth/v1/logout?scope=global', {
      method: 'POST',
      token: accessToken,
    });
    expect(out.status).toBe(204);
    expect((await call(backend, '/auth/v1/user', { token: accessToken })).status).toBe(403);
    const afterLogout = await anonClient(backend.url).auth.refreshSession({
      refresh_token: first.data.session?.refresh_token ?? '',
    });
    expect(afterLogout.error).not.toBeNull();
  });
});
