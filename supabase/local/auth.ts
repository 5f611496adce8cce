// The part of GoTrue the site uses: sign-up (confirmed at once locally), password and refresh-token
// grants, the current user and its password change, logout, and password recovery by email link
// (the emails go to the local mailbox). Passwords are bcrypt hashes made by pgcrypto.
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Database, Queryable } from './db.ts';
import {
  header,
  isPlainObject,
  json,
  LOCAL_ORIGIN,
  parseJsonBody,
  type Reply,
  type RequestContext,
} from './http.ts';
import { ACCESS_TOKEN_SECONDS, signUserToken, verifyToken } from './jwt.ts';
import type { Mailbox } from './mailbox.ts';
import { BCRYPT_ROUNDS, makeDummyHash, passwordProblem } from './passwords.ts';
import { FailureCounter, type FailureLimit } from './rate-limit.ts';

export type SignInLimits = { perAccount: FailureLimit; perAddress: FailureLimit };

/**
 * Failed password sign-ins allowed before 429 over_request_rate_limit. Per address as a hosted
 * project's sign-in limit (30 per 5 minutes per IP); per account as well, so guesses spread over
 * many addresses still stop. Only failures count, and a success clears its account's count.
 */
export const SIGN_IN_LIMITS: SignInLimits = {
  perAccount: { limit: 10, windowMs: 15 * 60_000 },
  perAddress: { limit: 30, windowMs: 5 * 60_000 },
};

/** How long a recovery link works, as GoTrue's default email OTP expiry. */
export const RECOVERY_LINK_SECONDS = 3600;
/** One recovery email per account per minute, as GoTrue's SMTP max frequency. */
export const RECOVERY_EMAIL_INTERVAL_SECONDS = 60;

const CONFIG_TOML = new URL('../config.toml', import.meta.url);

/** The project's Site URL, `[auth] site_url` of config.toml: where auth links go by default. */
export function configuredSiteUrl(): string {
  const text = readFileSync(CONFIG_TOML, 'utf8');
  const auth = /^\[auth\]\s*$([\s\S]*?)(?=^\[|(?![\s\S]))/m.exec(text)?.[1] ?? '';
  const url = /^site_url\s*=\s*"([^"]+)"/m.exec(auth)?.[1];
  if (!url) throw new Error('config.toml has no [auth] site_url');
  return url;
}

/**
 * Where an auth link may send the browser: a page of this machine or of the Site URL's origin.
 * Anything else (or nothing) goes to the Site URL, as GoTrue does with a redirect it does not allow,
 * so a link cannot hand a session to another site.
 */
export function allowedRedirect(raw: string | null, siteUrl: string): string {
  if (raw) {
    try {
      const url = new URL(raw);
      const allowed = LOCAL_ORIGIN.test(url.origin) || url.origin === new URL(siteUrl).origin;
      if (allowed && !url.username && !url.password) {
        url.hash = '';
        return url.href;
      }
    } catch {
      // Not a URL: the Site URL it is.
    }
  }
  return siteUrl;
}

type UserRow = {
  id: string;
  email: string;
  aud: string;
  role: string;
  email_confirmed_at: string | Date | null;
  last_sign_in_at: string | Date | null;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: string | Date;
  updated_at: string | Date;
};

const USER_COLUMNS = `id, email, aud, role, email_confirmed_at, last_sign_in_at,
  raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_METADATA_BYTES = 4096;

function authError(status: number, errorCode: string, message: string): Reply {
  return json(status, { code: status, error_code: errorCode, msg: message });
}

function iso(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

function userJson(user: UserRow) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

type SessionBody = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
};

async function createSession(
  tx: Queryable,
  context: RequestContext,
  user: UserRow,
  sessionId?: string,
  method = 'password',
): Promise<SessionBody> {
  let session = sessionId;
  if (!session) {
    const { rows } = await tx.query<{ id: string }>(
      'insert into auth.sessions (user_id) values ($1) returning id',
      [user.id],
    );
    session = rows[0]?.id;
  }
  if (!session) throw new Error('session was not created');
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, user.id, session],
  );
  const { token, exp } = await signUserToken({
    userId: user.id,
    email: user.email,
    sessionId: session,
    issuer: `${context.baseUrl}/auth/v1`,
    appMetadata: user.raw_app_meta_data,
    userMetadata: user.raw_user_meta_data,
    method,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
  };
}

async function issueSession(
  tx: Queryable,
  context: RequestContext,
  user: UserRow,
  sessionId?: string,
): Promise<Reply> {
  return json(200, await createSession(tx, context, user, sessionId));
}

function refusePassword(password: string): Reply | undefined {
  const problem = passwordProblem(password);
  if (!problem) return undefined;
  return json(problem.status, {
    code: problem.status,
    error_code: problem.errorCode,
    msg: problem.message,
    ...(problem.weak ? { weak_password: { reasons: ['length'] } } : {}),
  });
}

function credentials(context: RequestContext): { email: string; password: string } | Reply {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const { email, password } = parsed.value;
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    return authError(400, 'validation_failed', 'Email and password are required');
  }
  return { email: email.trim().toLowerCase(), password };
}

async function signUp(context: RequestContext): Promise<Reply> {
  const given = credentials(context);
  if ('status' in given) return given;
  if (!EMAIL.test(given.email) || given.email.length > 255) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const weak = refusePassword(given.password);
  if (weak) return weak;
  const parsed = parseJsonBody(context.body);
  const data = parsed.ok && isPlainObject(parsed.value) ? parsed.value.data : undefined;
  // User metadata is the user's own to write, so no policy may ever trust it.
  const metadata = isPlainObject(data) ? JSON.stringify(data) : '{}';
  if (metadata.length > MAX_METADATA_BYTES) {
    return authError(400, 'validation_failed', 'User metadata is too large');
  }
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, raw_user_meta_data)
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', $4)), now(), $3::jsonb)
       on conflict (email) do nothing
       returning ${USER_COLUMNS}`,
      [given.email, given.password, metadata, BCRYPT_ROUNDS],
    );
    const user = rows[0];
    if (!user) return authError(422, 'user_already_exists', 'User already registered');
    return issueSession(tx, context, user);
  });
}

/** What the auth routes keep between requests. */
export type AuthState = {
  siteUrl: string;
  mailbox: Mailbox;
  perAccount: FailureCounter;
  perAddress: FailureCounter;
  dummyHash: (db: Database) => Promise<string>;
};

export function createAuthState(options: {
  siteUrl: string;
  mailbox: Mailbox;
  limits?: SignInLimits;
}): AuthState {
  const limits = options.limits ?? SIGN_IN_LIMITS;
  let dummy: Promise<string> | undefined;
  return {
    siteUrl: options.siteUrl,
    mailbox: options.mailbox,
    perAccount: new FailureCounter(limits.perAccount),
    perAddress: new FailureCounter(limits.perAddress),
    dummyHash(db) {
      dummy ??= makeDummyHash(db);
      return dummy;
    },
  };
}

function rateLimited(retryAfter: number): Reply {
  return json(
    429,
    { code: 429, error_code: 'over_request_rate_limit', msg: 'Request rate limit reached' },
    { 'Retry-After': String(retryAfter) },
  );
}

async function passwordGrant(context: RequestContext, state: AuthState): Promise<Reply> {
  const given = credentials(context);
  if ('status' in given) return given;
  const address = context.remoteAddress ?? 'unknown';
  // While limited, even the right password is refused, or the answers would still tell it apart.
  const wait = Math.max(
    state.perAccount.retryAfter(given.email),
    state.perAddress.retryAfter(address),
  );
  if (wait > 0) return rateLimited(wait);
  // One bcrypt comparison whether or not the account exists: an unknown email (or an account
  // without a password) is checked against a hash of a secret nobody knows, at the same cost.
  // The hash is computed in its own column and compared here: inside a boolean expression the
  // database would skip it for a missing user.
  const { rows } = await context.db.query<{
    id: string | null;
    stored: string | null;
    attempt: string;
  }>(
    `select u.id, u.encrypted_password as stored,
            extensions.crypt($2, coalesce(u.encrypted_password, $3)) as attempt
     from (select 1) as one
     left join auth.users u on u.email = $1`,
    [given.email, given.password, await state.dummyHash(context.db)],
  );
  const found = rows[0];
  if (!found?.id || !found.stored || !sameText(found.attempt, found.stored)) {
    state.perAccount.record(given.email);
    state.perAddress.record(address);
    return authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  state.perAccount.clear(given.email);
  const userId = found.id;
  return context.db.transaction(async (tx) => {
    const { rows: users } = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now() where id = $1 returning ${USER_COLUMNS}`,
      [userId],
    );
    const user = users[0];
    if (!user) return authError(400, 'invalid_credentials', 'Invalid login credentials');
    return issueSession(tx, context, user);
  });
}

async function refreshGrant(context: RequestContext): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  const token = parsed.ok && isPlainObject(parsed.value) ? parsed.value.refresh_token : undefined;
  if (typeof token !== 'string' || token === '') {
    return authError(400, 'validation_failed', 'refresh_token required');
  }
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ user_id: string; session_id: string; revoked: boolean }>(
      `select user_id, session_id, revoked from auth.refresh_tokens where token = $1 for update`,
      [token],
    );
    const found = rows[0];
    if (!found) {
      return authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    if (found.revoked) {
      return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    await tx.query('update auth.refresh_tokens set revoked = true where token = $1', [token]);
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      found.user_id,
    ]);
    const user = users.rows[0];
    if (!user) return authError(400, 'user_not_found', 'User not found');
    return issueSession(tx, context, user, found.session_id);
  });
}

type Caller = { userId: string; sessionId: string | undefined } | Reply;

async function caller(context: RequestContext): Promise<Caller> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(context.headers, 'authorization') ?? '');
  if (!match?.[1])
    return authError(401, 'no_authorization', 'This endpoint requires a Bearer token');
  const verified = await verifyToken(match[1]);
  if (!verified.ok) {
    return authError(
      401,
      'bad_jwt',
      verified.reason === 'expired'
        ? 'invalid JWT: token is expired'
        : 'invalid JWT: unable to parse or verify signature',
    );
  }
  const { sub, session_id: sessionId, role } = verified.claims;
  if (role !== 'authenticated' || !sub) {
    return authError(401, 'bad_jwt', 'invalid claim: missing sub claim');
  }
  return { userId: sub, sessionId };
}

type SignedIn = { user: UserRow; sessionId: string | undefined } | Reply;

/** The caller's user, when its token is valid and its session still exists. */
async function signedInUser(context: RequestContext, db: Queryable): Promise<SignedIn> {
  const who = await caller(context);
  if ('status' in who) return who;
  if (who.sessionId) {
    const session = await db.query('select 1 from auth.sessions where id = $1 and user_id = $2', [
      who.sessionId,
      who.userId,
    ]);
    if (session.rows.length === 0) {
      return authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    who.userId,
  ]);
  const user = rows[0];
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, sessionId: who.sessionId };
}

async function currentUser(context: RequestContext): Promise<Reply> {
  const found = await signedInUser(context, context.db);
  if ('status' in found) return found;
  return json(200, userJson(found.user));
}

/**
 * PUT /user: the signed-in user sets a new password (a recovery link's session does this) or their
 * metadata. As GoTrue does, a new password ends the user's other sessions and unused recovery links.
 */
async function updateUser(context: RequestContext, state: AuthState): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const { password, data, email, phone } = parsed.value;
  if (password !== undefined && (typeof password !== 'string' || password === '')) {
    return authError(400, 'validation_failed', 'Password must be a non-empty string');
  }
  if (data !== undefined && !isPlainObject(data)) {
    return authError(400, 'validation_failed', 'User data must be an object');
  }
  if (phone !== undefined) {
    return authError(422, 'phone_provider_disabled', 'Phone logins are disabled');
  }
  if (typeof password === 'string') {
    const weak = refusePassword(password);
    if (weak) return weak;
  }
  const metadata = data === undefined ? undefined : JSON.stringify(data);
  if (metadata !== undefined && metadata.length > MAX_METADATA_BYTES) {
    return authError(400, 'validation_failed', 'User metadata is too large');
  }
  return context.db.transaction(async (tx) => {
    const found = await signedInUser(context, tx);
    if ('status' in found) return found;
    const { user, sessionId } = found;
    if (
      email !== undefined &&
      (typeof email !== 'string' || email.trim().toLowerCase() !== user.email)
    ) {
      return authError(
        422,
        'email_change_not_supported',
        'The local backend does not change email addresses',
      );
    }
    if (typeof password === 'string') {
      const same = await tx.query<{ same: boolean }>(
        `select encrypted_password is not null
                and encrypted_password = extensions.crypt($2, encrypted_password) as same
         from auth.users where id = $1`,
        [user.id, password],
      );
      if (same.rows[0]?.same) {
        return authError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await tx.query(
        `update auth.users
         set encrypted_password = extensions.crypt($2, extensions.gen_salt('bf', $3)),
             updated_at = now()
         where id = $1`,
        [user.id, password, BCRYPT_ROUNDS],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [
        user.id,
        sessionId ?? null,
      ]);
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
      state.perAccount.clear(user.email);
    }
    if (metadata !== undefined) {
      await tx.query(
        `update auth.users set raw_user_meta_data = raw_user_meta_data || $2::jsonb,
                updated_at = now()
         where id = $1`,
        [user.id, metadata],
      );
    }
    const { rows } = await tx.query<UserRow>(
      `select ${USER_COLUMNS} from auth.users where id = $1`,
      [user.id],
    );
    return rows[0]
      ? json(200, userJson(rows[0]))
      : authError(404, 'user_not_found', 'User not found');
  });
}

/**
 * POST /recover: emails a recovery link when the account exists. The answer is the same 200 either
 * way (and for an account sent one a minute ago), so it tells nobody which addresses have accounts.
 */
async function recover(context: RequestContext, state: AuthState): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const raw = parsed.value.email;
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  if (!email) {
    return authError(400, 'validation_failed', 'Password recovery requires an email');
  }
  if (!EMAIL.test(email) || email.length > 255) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const redirect = allowedRedirect(context.url.searchParams.get('redirect_to'), state.siteUrl);
  const token = randomBytes(32).toString('base64url');
  const sent = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string; recent: boolean }>(
      `select u.id, u.email,
              exists (select 1 from auth.one_time_tokens t
                      where t.user_id = u.id and t.token_type = 'recovery_token'
                        and t.created_at > now() - make_interval(secs => $2)) as recent
       from auth.users u where u.email = $1 for update`,
      [email, RECOVERY_EMAIL_INTERVAL_SECONDS],
    );
    const user = rows[0];
    if (!user || user.recent) return undefined;
    // One live link per account, as GoTrue keeps one recovery token.
    await tx.query(
      `delete from auth.one_time_tokens where user_id = $1 and token_type = 'recovery_token'`,
      [user.id],
    );
    await tx.query(
      `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
       values ($1, 'recovery_token', $2, $3)`,
      [user.id, sha256(token), user.email],
    );
    return user.email;
  });
  if (sent) {
    const link = new URL(`${context.baseUrl}/auth/v1/verify`);
    link.searchParams.set('token', token);
    link.searchParams.set('type', 'recovery');
    link.searchParams.set('redirect_to', redirect);
    state.mailbox.send({
      to: sent,
      subject: 'Reset Your Password',
      text: `Follow this link to reset the password for your user:\n\n${link.href}\n\nThe link works once, for ${RECOVERY_LINK_SECONDS / 60} minutes. If you did not ask for it, ignore this email.`,
      links: [{ label: 'Reset Password', url: link.href }],
    });
  }
  return json(200, {});
}

/** A recovery token's user, once: the token is spent whether or not it is still within its time. */
async function spendRecoveryToken(tx: Queryable, token: string): Promise<UserRow | undefined> {
  const { rows } = await tx.query<{ user_id: string; fresh: boolean }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = 'recovery_token'
     returning user_id, created_at > now() - make_interval(secs => $2) as fresh`,
    [sha256(token), RECOVERY_LINK_SECONDS],
  );
  const spent = rows[0];
  if (!spent?.fresh) return undefined;
  // Opening the link proves the address, as GoTrue treats it.
  const users = await tx.query<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
            last_sign_in_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [spent.user_id],
  );
  return users.rows[0];
}

function redirectTo(location: string): Reply {
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
}

/**
 * GET /verify?token=…&type=recovery&redirect_to=…, the link in the email: spends the token and
 * sends the browser to redirect_to with the session in the fragment (never sent to a server), or
 * with GoTrue's error fragment when the link is unknown, used or expired.
 */
async function verifyLink(context: RequestContext, state: AuthState): Promise<Reply> {
  const params = context.url.searchParams;
  const redirect = allowedRedirect(params.get('redirect_to'), state.siteUrl);
  if (params.get('type') !== 'recovery') {
    return authError(400, 'validation_failed', 'Verify requires a verification type: recovery');
  }
  const token = params.get('token') ?? '';
  const session = token
    ? await context.db.transaction(async (tx) => {
        const user = await spendRecoveryToken(tx, token);
        return user ? createSession(tx, context, user, undefined, 'recovery') : undefined;
      })
    : undefined;
  const fragment = new URLSearchParams(
    session
      ? {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type: 'recovery',
        }
      : {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        },
  );
  return redirectTo(`${redirect}#${fragment.toString()}`);
}

/** POST /verify with { type: 'recovery', token_hash }: verifyOtp's form of the same link. */
async function verifyOtp(context: RequestContext): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const { type, token_hash: tokenHash } = parsed.value;
  if (type !== 'recovery' || typeof tokenHash !== 'string' || tokenHash === '') {
    return authError(
      400,
      'validation_failed',
      'Only recovery links with a token_hash are verified',
    );
  }
  return context.db.transaction(async (tx) => {
    const user = await spendRecoveryToken(tx, tokenHash);
    if (!user) return authError(403, 'otp_expired', 'Email link is invalid or has expired');
    return json(200, await createSession(tx, context, user, undefined, 'recovery'));
  });
}

async function logout(context: RequestContext): Promise<Reply> {
  const who = await caller(context);
  if ('status' in who) return who;
  const scope = context.url.searchParams.get('scope') ?? 'global';
  if (scope === 'local' && who.sessionId) {
    await context.db.query('delete from auth.sessions where id = $1', [who.sessionId]);
  } else if (scope === 'others' && who.sessionId) {
    await context.db.query('delete from auth.sessions where user_id = $1 and id <> $2', [
      who.userId,
      who.sessionId,
    ]);
  } else {
    await context.db.query('delete from auth.sessions where user_id = $1', [who.userId]);
  }
  return { status: 204 };
}

/** Routes that work without a project API key, as the hosted gateway lets the email's link through. */
export function isOpenAuthRoute(method: string, path: string): boolean {
  return method === 'GET' && path === 'verify';
}

/** Handles /auth/v1/<path>. */
export async function handleAuth(
  context: RequestContext,
  path: string,
  state: AuthState,
): Promise<Reply | undefined> {
  const route = `${context.method} ${path}`;
  switch (route) {
    case 'POST signup':
      return signUp(context);
    case 'POST token': {
      const grant = context.url.searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(context, state);
      if (grant === 'refresh_token') return refreshGrant(context);
      return authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    case 'GET user':
      return currentUser(context);
    case 'PUT user':
      return updateUser(context, state);
    case 'POST logout':
      return logout(context);
    case 'POST recover':
      return recover(context, state);
    case 'GET verify':
      return verifyLink(context, state);
    case 'POST verify':
      return verifyOtp(context);
    case 'GET settings':
      return json(200, {
        external: { email: true, phone: false },
        disable_signup: false,
        mailer_autoconfirm: true,
        phone_autoconfirm: false,
      });
    case 'GET health':
      return json(200, {
        name: 'GoTrue (local stand-in)',
        description: 'Sign-ups are confirmed at once locally; emails go to the local mailbox',
      });
    case 'GET .well-known/jwks.json':
      // Tokens are HS256 with a shared secret, so there is no public key to publish.
      return json(200, { keys: [] });
    default:
      return undefined;
  }
}
