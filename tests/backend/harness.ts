// Starts the local backend in-process for a test file: in-memory PGlite always, and a scratch database
// on the PostgreSQL server in DATABASE_URL when that is set, so both engines answer the same tests.
import { request as httpRequest } from 'node:http';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createScratchDatabase } from '../../supabase/local/db.ts';
import { LOCAL_ANON_KEY } from '../../supabase/local/keys.ts';
import { LEAST_BCRYPT_ROUNDS } from '../../supabase/local/bcrypt-rounds.ts';
import { DEFAULT_LOCAL_ADMIN_TOTP_SECRET } from '../../supabase/local/setup.ts';
import { Authenticator } from '../support/authenticator.ts';
import {
  startLocalBackend,
  type BackendOptions,
  type LocalBackend,
} from '../../supabase/local/server.ts';

export type Engine = 'pglite' | 'postgres';

export const ENGINES: Engine[] = process.env.DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export const ADMIN = {
  email: 'admin@example.co.uk',
  password: 'admin-test-password',
  totpSecret: DEFAULT_LOCAL_ADMIN_TOTP_SECRET,
};

export type TestBackend = LocalBackend & {
  env: Record<string, string | undefined>;
  /** The admin's authenticator app: its codes for this backend's admin. */
  adminDevice: Authenticator;
  stop: () => Promise<void>;
};

export async function startTestBackend(
  engine: Engine,
  {
    passTime,
    // The accounts' rules hold at any cost; a test of sign-in's timing asks for GoTrue's.
    passwordRounds = LEAST_BCRYPT_ROUNDS,
    ...options
  }: Pick<BackendOptions, 'bodyTimeoutMs' | 'signInLimits' | 'authConfig' | 'passwordRounds'> & {
    /** How the admin's authenticator lets time pass until its next code (a real wait by default). */
    passTime?: (ms: number) => Promise<void>;
  } = {},
): Promise<TestBackend> {
  // Mutable on purpose: tests switch the reviews function's settings without a restart.
  const env: Record<string, string | undefined> = {};
  if (engine === 'pglite') {
    const backend = await startLocalBackend({
      database: { kind: 'memory' },
      port: 0,
      env,
      adminPassword: ADMIN.password,
      passwordRounds,
      ...options,
    });
    return {
      ...backend,
      env,
      adminDevice: new Authenticator(ADMIN.totpSecret, passTime),
      stop: backend.close,
    };
  }
  const scratch = await createScratchDatabase(process.env.DATABASE_URL ?? '', 'acct_test');
  try {
    const backend = await startLocalBackend({
      database: { kind: 'postgres', url: scratch.url },
      port: 0,
      env,
      adminPassword: ADMIN.password,
      passwordRounds,
      ...options,
    });
    return {
      ...backend,
      env,
      adminDevice: new Authenticator(ADMIN.totpSecret, passTime),
      async stop() {
        await backend.close();
        await scratch.drop();
      },
    };
  } catch (error) {
    await scratch.drop();
    throw error;
  }
}

export function anonClient(url: string): SupabaseClient {
  return createClient(url, LOCAL_ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  });
}

export async function signedInClient(
  url: string,
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; userId: string; accessToken: string }> {
  const client = anonClient(url);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw new Error(`sign-in failed: ${error?.message}`);
  return { client, userId: data.user.id, accessToken: data.session.access_token };
}

/** The admin signed in with the password and the second factor: a session at aal2. */
export async function adminClient(
  backend: TestBackend,
): Promise<{ client: SupabaseClient; userId: string; accessToken: string }> {
  const { client, userId } = await signedInClient(backend.url, ADMIN.email, ADMIN.password);
  const { data: factors } = await client.auth.mfa.listFactors();
  const factor = factors?.totp[0];
  if (!factor) throw new Error('the admin has no second factor');
  const { data, error } = await client.auth.mfa.challengeAndVerify({
    factorId: factor.id,
    code: await backend.adminDevice.code(),
  });
  if (error || !data) throw new Error(`second factor failed: ${error?.message}`);
  return { client, userId, accessToken: data.access_token };
}

/** The newest email to `to` in the backend's mailbox, with its links. */
export async function newestMail(
  backend: { url: string },
  to: string,
): Promise<{ subject: string; links: { url: string }[] } | undefined> {
  const response = await fetch(`${backend.url}/mailbox/messages?to=${encodeURIComponent(to)}`);
  const { messages } = (await response.json()) as {
    messages: { subject: string; links: { url: string }[] }[];
  };
  return messages[0];
}

/**
 * A new member, signed up, confirmed through the link in the confirmation email (as a person
 * follows it), then signed in with the password.
 */
export async function signedUpClient(
  url: string,
  data: Record<string, unknown> = {},
): Promise<{ client: SupabaseClient; userId: string; email: string; accessToken: string }> {
  const client = anonClient(url);
  const email = `member-${Math.random().toString(36).slice(2, 10)}@example.co.uk`;
  const result = await client.auth.signUp({
    email,
    password: MEMBER_PASSWORD,
    options: { data },
  });
  if (result.error || !result.data.user) {
    throw new Error(`sign-up failed: ${result.error?.message}`);
  }
  const link = (await newestMail({ url }, email))?.links[0]?.url;
  if (!link) throw new Error(`no confirmation email for ${email}`);
  const followed = await fetch(link, { redirect: 'manual' });
  if (!/#access_token=/.test(followed.headers.get('location') ?? '')) {
    throw new Error(`the confirmation link did not sign ${email} in`);
  }
  const signedIn = await signedInClient(url, email, MEMBER_PASSWORD);
  return { ...signedIn, email };
}

export const MEMBER_PASSWORD = 'a-member-password';

/** Raw request to the backend with the anon key, for what supabase-js never sends. */
export function call(
  backend: { url: string },
  path: string,
  init: RequestInit & { token?: string } = {},
): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('apikey')) headers.set('apikey', LOCAL_ANON_KEY);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  return fetch(`${backend.url}${path}`, { ...init, headers });
}

export type RawAnswer = { status: number; headers: Record<string, string>; body: string };

/**
 * A request through node:http, for what fetch will not send: a chosen source address on the loopback
 * network (127.0.0.2 and up are this machine too), so limits per client can be seen, and raw paths.
 */
export function rawRequest(
  url: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    from?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      url,
      { method: init.method ?? 'GET', headers: init.headers, localAddress: init.from },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: Object.fromEntries(
              Object.entries(response.headers).map(([name, value]) => [name, String(value)]),
            ),
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(init.body);
  });
}
