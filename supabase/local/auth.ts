// The part of GoTrue the site uses, with the settings of supabase/config.toml: sign-up pending until
// the emailed link is followed, password and refresh-token grants, the current user and its password
// change, logout, password recovery by email link (the emails go to the local mailbox), second
// factors (mfa.ts) and the admin API's user creation. Passwords are bcrypt hashes made off the event
// loop (passwords.ts).
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { AuthConfig } from './config.ts';
import { AUTH_CONFIG } from './config.ts';
import type { Queryable } from './db.ts';
import {
  header,
  isPlainObject,
  json,
  LOCAL_ORIGIN,
  parseJsonBody,
  type Reply,
  type RequestContext,
} from './http.ts';
import {
  ACCESS_TOKEN_SECONDS,
  signUserToken,
  verifyToken,
  type AssuranceLevel,
  type AuthMethod,
} from './jwt.ts';
import type { Mailbox, MailMessage } from './mailbox.ts';
import { handleFactors, listFactors } from './mfa.ts';
import { hashPassword, makeDummyHash, passwordMatches, passwordProblem } from './passwords.ts';
import { BackoffCounter, FailureCounter, type Backoff, type FailureLimit } from './rate-limit.ts';

export type SignInLimits = { perAccountAddress: Backoff; perAddress: FailureLimit };

/**
 * Failed password sign-ins. Per account and address, a growing wait: five tries, then 2 s, 4 s, 8 s …
 * up to 15 minutes before the next, for that address at that account only, so guesses from other
 * addresses never keep the owner out. Per address, as a hosted project's sign-in limit: 30 failures
 * in 5 minutes, then that address waits. Only failures count, and a success clears its pair.
 */
export const SIGN_IN_LIMITS: SignInLimits = {
  perAccountAddress: {
    free: 5,
    firstDelayMs: 2_000,
    maxDelayMs: 15 * 60_000,
    windowMs: 60 * 60_000,
  },
  perAddress: { limit: AUTH_CONFIG.rateLimit.signInSignUps, windowMs: 5 * 60_000 },
};

/** How long an email link works: config.toml's [auth.email] otp_expiry. */
export const EMAIL_LINK_SECONDS = AUTH_CONFIG.otpExpiry;
/** One email per account per interval: config.toml's [auth.email] max_frequency. */
export const EMAIL_INTERVAL_SECONDS = AUTH_CONFIG.emailMaxFrequency;
/** Wrong codes a second factor takes in 5 minutes before it waits, whatever the address. */
export const FACTOR_FAILURES: FailureLimit = { limit: 5, windowMs: 5 * 60_000 };
/** A signed-in session older than this must sign in again to change its password. */
const SECURE_PASSWORD_CHANGE_SECONDS = 24 * 3600;

/** The project's Site URL, `[auth] site_url` of config.toml: where auth links go by default. */
export function configuredSiteUrl(): string {
  return AUTH_CONFIG.siteUrl;
}

/**
 * Where an auth link may send the browser: a page of this machine, of the Site URL's origin, or one
 * of the additional redirect URLs. Anything else (or nothing) goes to the Site URL, as GoTrue does
 * with a redirect it does not allow, so a link cannot hand a session to another site.
 */
export function allowedRedirect(
  raw: string | null,
  siteUrl: string,
  additional: readonly string[] = [],
): string {
  if (raw) {
    try {
      const url = new URL(raw);
      url.hash = '';
      const allowed =
        LOCAL_ORIGIN.test(url.origin) ||
        url.origin === new URL(siteUrl).origin ||
        additional.includes(url.href);
      if (allowed && !url.username && !url.password) return url.href;
    } catch {
      // Not a URL: the Site URL it is.
    }
  }
  return siteUrl;
}

export type UserRow = {
  id: string;
  email: string;
  aud: string;
  role: string;
  email_confirmed_at: string | Date | null;
  confirmation_sent_at: string | Date | null;
  last_sign_in_at: string | Date | null;
  raw_app_meta_data: unknown;
  raw_user_meta_data: unknown;
  created_at: string | Date;
  updated_at: string | Date;
};

export const USER_COLUMNS = `id, email, aud, role, email_confirmed_at, confirmation_sent_at,
  last_sign_in_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at`;

/** A session as auth.sessions keeps it. */
export type SessionRow = {
  id: string;
  aal: AssuranceLevel;
  amr: AuthMethod[];
  created_at: string | Date;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX_METADATA_BYTES = 4096;

export function authError(status: number, errorCode: string, message: string): Reply {
  return json(status, { code: status, error_code: errorCode, msg: message });
}

function iso(value: string | Date | null): string | null {
  if (value === null) return null;
  return value instanceof Date ? value.toISOString() : new Date(value).toISOString();
}

export function userJson(user: UserRow, factors: unknown[] = []) {
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.email_confirmed_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: [],
    // GoTrue lists a user's factors only when there are any.
    ...(factors.length ? { factors } : {}),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    is_anonymous: false,
  };
}

function newRefreshToken(): string {
  return randomBytes(24).toString('base64url');
}

function sha256(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

export type SessionBody = {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: ReturnType<typeof userJson>;
};

/**
 * A new token pair for `session`, or for a new aal1 session reached by `method` when none is given.
 * Its access token carries the session's assurance level and methods.
 */
export async function createSession(
  tx: Queryable,
  context: RequestContext,
  user: UserRow,
  session?: SessionRow,
  method = 'password',
): Promise<SessionBody> {
  let current = session;
  if (!current) {
    const amr: AuthMethod[] = [{ method, timestamp: Math.floor(Date.now() / 1000) }];
    const { rows } = await tx.query<SessionRow>(
      `insert into auth.sessions (user_id, aal, amr) values ($1, 'aal1', $2::jsonb)
       returning id, aal, amr, created_at`,
      [user.id, JSON.stringify(amr)],
    );
    current = rows[0];
  }
  if (!current) throw new Error('session was not created');
  const refreshToken = newRefreshToken();
  await tx.query(
    'insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)',
    [refreshToken, user.id, current.id],
  );
  const { token, exp } = await signUserToken({
    userId: user.id,
    email: user.email,
    sessionId: current.id,
    issuer: `${context.baseUrl}/auth/v1`,
    appMetadata: user.raw_app_meta_data,
    userMetadata: user.raw_user_meta_data,
    aal: current.aal,
    methods: current.amr,
  });
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user, await listFactors(tx, user.id)),
  };
}

function refusePassword(password: string): Reply | undefined {
  const problem = passwordProblem(password);
  if (!problem) return undefined;
  return json(problem.status, {
    code: problem.status,
    error_code: problem.errorCode,
    msg: problem.message,
    ...(problem.reasons.length ? { weak_password: { reasons: problem.reasons } } : {}),
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

/** What the auth routes keep between requests. */
export type AuthState = {
  config: AuthConfig;
  siteUrl: string;
  mailbox: Mailbox;
  /** Failed sign-ins per account and address, with a growing wait. */
  perAccountAddress: BackoffCounter;
  /** Failed sign-ins per address. */
  perAddress: FailureCounter;
  /** Sign-up requests per address. */
  signUps: FailureCounter;
  /** Emails sent, project-wide, in the last hour. */
  emails: FailureCounter;
  /** Failed email links and second-factor codes per address. */
  verifications: FailureCounter;
  /** Failed codes per second factor. */
  factorFailures: FailureCounter;
  /** bcrypt's cost for the hashes it makes; passwords.ts's (GoTrue's) unless given. */
  passwordRounds: number | undefined;
  dummyHash: () => Promise<string>;
};

export function createAuthState(options: {
  siteUrl: string;
  mailbox: Mailbox;
  limits?: SignInLimits;
  config?: AuthConfig;
  passwordRounds?: number;
}): AuthState {
  const config = options.config ?? AUTH_CONFIG;
  const limits = options.limits ?? SIGN_IN_LIMITS;
  let dummy: Promise<string> | undefined;
  return {
    config,
    siteUrl: options.siteUrl,
    mailbox: options.mailbox,
    perAccountAddress: new BackoffCounter(limits.perAccountAddress),
    perAddress: new FailureCounter(limits.perAddress),
    signUps: new FailureCounter({ limit: config.rateLimit.signInSignUps, windowMs: 5 * 60_000 }),
    emails: new FailureCounter({ limit: config.rateLimit.emailSent, windowMs: 60 * 60_000 }),
    verifications: new FailureCounter({
      limit: config.rateLimit.tokenVerifications,
      windowMs: 5 * 60_000,
    }),
    factorFailures: new FailureCounter(FACTOR_FAILURES),
    passwordRounds: options.passwordRounds,
    dummyHash() {
      dummy ??= makeDummyHash(options.passwordRounds);
      return dummy;
    },
  };
}

export function rateLimited(retryAfter: number, code = 'over_request_rate_limit'): Reply {
  return json(
    429,
    {
      code: 429,
      error_code: code,
      msg:
        code === 'over_email_send_rate_limit'
          ? 'email rate limit exceeded'
          : 'Request rate limit reached',
    },
    { 'Retry-After': String(retryAfter) },
  );
}

function clientAddress(context: RequestContext): string {
  return context.remoteAddress ?? 'unknown';
}

/** The project's emails, within config.toml's [auth.rate_limit] email_sent per hour. */
function sendEmail(state: AuthState, message: Omit<MailMessage, 'id' | 'sentAt'>): void {
  state.emails.record('project');
  state.mailbox.send(message);
}

function emailLink(context: RequestContext, token: string, type: string, redirect: string): string {
  const link = new URL(`${context.baseUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', redirect);
  return link.href;
}

/** A new email link for the user: its hash stored, one live link per kind of email. */
async function storeLinkToken(
  tx: Queryable,
  userId: string,
  email: string,
  kind: 'recovery_token' | 'confirmation_token',
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await tx.query('delete from auth.one_time_tokens where user_id = $1 and token_type = $2', [
    userId,
    kind,
  ]);
  await tx.query(
    `insert into auth.one_time_tokens (user_id, token_type, token_hash, relates_to)
     values ($1, $2, $3, $4)`,
    [userId, kind, sha256(token), email],
  );
  return token;
}

function sendConfirmation(state: AuthState, to: string, link: string): void {
  sendEmail(state, {
    to,
    subject: 'Confirm Your Signup',
    text: `Follow this link to confirm your email address and finish creating your account:\n\n${link}\n\nThe link works once, for ${EMAIL_LINK_SECONDS / 60} minutes. If you did not sign up, ignore this email.`,
    links: [{ label: 'Confirm your email address', url: link }],
  });
}

/**
 * POST /signup. With confirmations on (config.toml), the account is pending until the emailed link
 * is followed, and the answer is the user without a session. An address that already has an
 * account gets the same answer, with a user of the same shape (GoTrue's obfuscated user), after the
 * same work, so sign-up cannot tell who has an account; a pending account is sent its link again.
 */
async function signUp(context: RequestContext, state: AuthState): Promise<Reply> {
  if (!state.config.enableSignup)
    return authError(422, 'signup_disabled', 'Signups not allowed for this instance');
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
  // Counted per address and refused alike for new and known addresses.
  const address = clientAddress(context);
  const waitAddress = state.signUps.retryAfter(address);
  if (waitAddress > 0) return rateLimited(waitAddress);
  state.signUps.record(address);
  const waitEmail = state.emails.retryAfter('project');
  if (state.config.enableConfirmations && waitEmail > 0) {
    return rateLimited(waitEmail, 'over_email_send_rate_limit');
  }
  const redirect = allowedRedirect(
    context.url.searchParams.get('redirect_to'),
    state.siteUrl,
    state.config.additionalRedirectUrls,
  );
  const confirmed = !state.config.enableConfirmations;
  const hash = await hashPassword(given.password, state.passwordRounds);
  const outcome = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `insert into auth.users (email, encrypted_password, email_confirmed_at, confirmation_sent_at,
                               raw_user_meta_data)
       values ($1, $2, case when $4 then now() end, case when $4 then null else now() end, $3::jsonb)
       on conflict (email) do nothing
       returning ${USER_COLUMNS}`,
      [given.email, hash, metadata, confirmed],
    );
    const created = rows[0];
    if (created) {
      if (confirmed) return { user: created, session: await createSession(tx, context, created) };
      const token = await storeLinkToken(tx, created.id, created.email, 'confirmation_token');
      return { user: created, link: emailLink(context, token, 'signup', redirect) };
    }
    // A known address. A pending account gets its link again, at most once per interval.
    const known = await tx.query<{ id: string; email: string; resend: boolean }>(
      `update auth.users set confirmation_sent_at = now()
       where email = $1 and email_confirmed_at is null
         and (confirmation_sent_at is null
              or confirmation_sent_at < now() - make_interval(secs => $2))
       returning id, email, true as resend`,
      [given.email, EMAIL_INTERVAL_SECONDS],
    );
    const pending = known.rows[0];
    if (pending) {
      const token = await storeLinkToken(tx, pending.id, pending.email, 'confirmation_token');
      return {
        user: undefined,
        link: emailLink(context, token, 'signup', redirect),
        to: pending.email,
      };
    }
    return { user: undefined };
  });
  if ('session' in outcome && outcome.session) return json(200, outcome.session);
  if ('link' in outcome && outcome.link) {
    sendConfirmation(state, outcome.user?.email ?? outcome.to ?? given.email, outcome.link);
  }
  const now = new Date().toISOString();
  const shown: UserRow = outcome.user ?? {
    // GoTrue's answer for an address it already has: a user that exists nowhere.
    id: randomUUID(),
    email: given.email,
    aud: 'authenticated',
    role: 'authenticated',
    email_confirmed_at: null,
    confirmation_sent_at: now,
    last_sign_in_at: null,
    raw_app_meta_data: { provider: 'email', providers: ['email'] },
    raw_user_meta_data: JSON.parse(metadata) as unknown,
    created_at: now,
    updated_at: now,
  };
  return json(200, userJson(shown));
}

async function passwordGrant(context: RequestContext, state: AuthState): Promise<Reply> {
  const given = credentials(context);
  if ('status' in given) return given;
  const address = clientAddress(context);
  const pair = `${given.email} ${address}`;
  // While it waits, this address is refused even the right password for this account, or the
  // answers would tell it apart; another address is not.
  const wait = Math.max(
    state.perAccountAddress.retryAfter(pair),
    state.perAddress.retryAfter(address),
  );
  if (wait > 0) return rateLimited(wait);
  const { rows } = await context.db.query<{ id: string; stored: string | null }>(
    'select id, encrypted_password as stored from auth.users where email = $1',
    [given.email],
  );
  const found = rows[0];
  // One bcrypt comparison whether or not the account exists: an unknown email (or an account
  // without a password) is checked against a hash of a secret nobody knows, at the same cost.
  const matches = await passwordMatches(given.password, found?.stored ?? (await state.dummyHash()));
  if (!found?.stored || !matches) {
    state.perAccountAddress.record(pair);
    state.perAddress.record(address);
    return authError(400, 'invalid_credentials', 'Invalid login credentials');
  }
  state.perAccountAddress.clear(pair);
  return context.db.transaction(async (tx) => {
    const { rows: users } = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now()
       where id = $1 and email_confirmed_at is not null returning ${USER_COLUMNS}`,
      [found.id],
    );
    const user = users[0];
    // Only someone who knows the password learns that the account waits for its confirmation.
    if (!user) return authError(400, 'email_not_confirmed', 'Email not confirmed');
    return json(200, await createSession(tx, context, user));
  });
}

/**
 * POST /token?grant_type=refresh_token. Each refresh token works once and is replaced (rotation).
 * A spent one presented again within the reuse interval (two tabs refreshing at once) gets the
 * session's current token; later, it is taken for a stolen copy and its whole session ends.
 */
async function refreshGrant(context: RequestContext, state: AuthState): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  const token = parsed.ok && isPlainObject(parsed.value) ? parsed.value.refresh_token : undefined;
  if (typeof token !== 'string' || token === '') {
    return authError(400, 'validation_failed', 'refresh_token required');
  }
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{
      user_id: string;
      session_id: string;
      revoked: boolean;
      reusable: boolean;
    }>(
      `select user_id, session_id, revoked,
              coalesce(revoked_at > now() - make_interval(secs => $2), false) as reusable
       from auth.refresh_tokens where token = $1 for update`,
      [token, state.config.refreshTokenReuseInterval],
    );
    const found = rows[0];
    if (!found) {
      return authError(
        400,
        'refresh_token_not_found',
        'Invalid Refresh Token: Refresh Token Not Found',
      );
    }
    if (found.revoked && !found.reusable) {
      await tx.query('delete from auth.sessions where id = $1', [found.session_id]);
      return authError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    }
    await tx.query(
      `update auth.refresh_tokens set revoked = true, revoked_at = coalesce(revoked_at, now())
       where session_id = $1 and not revoked`,
      [found.session_id],
    );
    const sessions = await tx.query<SessionRow>(
      'select id, aal, amr, created_at from auth.sessions where id = $1',
      [found.session_id],
    );
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      found.user_id,
    ]);
    const user = users.rows[0];
    const session = sessions.rows[0];
    if (!user || !session) return authError(400, 'session_not_found', 'Session not found');
    return json(200, await createSession(tx, context, user, session));
  });
}

export type Caller = { userId: string; sessionId: string | undefined } | Reply;

export async function caller(context: RequestContext): Promise<Caller> {
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

export type SignedIn = { user: UserRow; session: SessionRow } | Reply;

/** The caller's user and session, when its token is valid and its session still exists. */
export async function signedInUser(context: RequestContext, db: Queryable): Promise<SignedIn> {
  const who = await caller(context);
  if ('status' in who) return who;
  const { rows: sessions } = await db.query<SessionRow>(
    'select id, aal, amr, created_at from auth.sessions where id = $1 and user_id = $2',
    [who.sessionId ?? null, who.userId],
  );
  const session = sessions[0];
  if (!session) {
    return authError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  const { rows } = await db.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
    who.userId,
  ]);
  const user = rows[0];
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return { user, session };
}

async function currentUser(context: RequestContext): Promise<Reply> {
  const found = await signedInUser(context, context.db);
  if ('status' in found) return found;
  return json(200, userJson(found.user, await listFactors(context.db, found.user.id)));
}

function age(value: string | Date): number {
  return (Date.now() - new Date(value).getTime()) / 1000;
}

/**
 * PUT /user: the signed-in user sets a new password (a recovery link's session does this) or their
 * metadata. As GoTrue does, a new password ends the user's other sessions and unused email links,
 * and (secure_password_change) needs a session signed in within the last day.
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
  const newHash =
    typeof password === 'string' ? await hashPassword(password, state.passwordRounds) : undefined;
  return context.db.transaction(async (tx) => {
    const found = await signedInUser(context, tx);
    if ('status' in found) return found;
    const { user, session } = found;
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
    if (typeof password === 'string' && newHash) {
      if (age(session.created_at) > SECURE_PASSWORD_CHANGE_SECONDS) {
        return authError(
          400,
          'reauthentication_needed',
          'Password update requires reauthentication',
        );
      }
      const stored = await tx.query<{ stored: string | null }>(
        'select encrypted_password as stored from auth.users where id = $1',
        [user.id],
      );
      const old = stored.rows[0]?.stored;
      if (old && (await passwordMatches(password, old))) {
        return authError(
          422,
          'same_password',
          'New password should be different from the old password.',
        );
      }
      await tx.query(
        'update auth.users set encrypted_password = $2, updated_at = now() where id = $1',
        [user.id, newHash],
      );
      await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [
        user.id,
        session.id,
      ]);
      await tx.query('delete from auth.one_time_tokens where user_id = $1', [user.id]);
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
      ? json(200, userJson(rows[0], await listFactors(tx, user.id)))
      : authError(404, 'user_not_found', 'User not found');
  });
}

/**
 * POST /recover: emails a recovery link when the account exists. The answer is the same 200 either
 * way (and for an account sent one within the interval), so it tells nobody which addresses have
 * accounts. Past the project's emails per hour it is 429 for every address alike.
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
  const waitEmail = state.emails.retryAfter('project');
  if (waitEmail > 0) return rateLimited(waitEmail, 'over_email_send_rate_limit');
  const redirect = allowedRedirect(
    context.url.searchParams.get('redirect_to'),
    state.siteUrl,
    state.config.additionalRedirectUrls,
  );
  const sent = await context.db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: string; email: string; recent: boolean }>(
      `select u.id, u.email,
              exists (select 1 from auth.one_time_tokens t
                      where t.user_id = u.id and t.token_type = 'recovery_token'
                        and t.created_at > now() - make_interval(secs => $2)) as recent
       from auth.users u where u.email = $1 for update`,
      [email, EMAIL_INTERVAL_SECONDS],
    );
    const user = rows[0];
    if (!user || user.recent) return undefined;
    const token = await storeLinkToken(tx, user.id, user.email, 'recovery_token');
    return { to: user.email, link: emailLink(context, token, 'recovery', redirect) };
  });
  if (sent) {
    sendEmail(state, {
      to: sent.to,
      subject: 'Reset Your Password',
      text: `Follow this link to reset the password for your user:\n\n${sent.link}\n\nThe link works once, for ${EMAIL_LINK_SECONDS / 60} minutes. If you did not ask for it, ignore this email.`,
      links: [{ label: 'Reset Password', url: sent.link }],
    });
  }
  return json(200, {});
}

type LinkType = 'recovery' | 'signup';

const LINK_TOKENS: Record<LinkType, 'recovery_token' | 'confirmation_token'> = {
  recovery: 'recovery_token',
  signup: 'confirmation_token',
};

/**
 * An email link's user, once: the token is spent whether or not it is still within its time.
 * Opening either link proves the address, as GoTrue treats it.
 */
async function spendLinkToken(
  tx: Queryable,
  token: string,
  type: LinkType,
): Promise<UserRow | undefined> {
  const { rows } = await tx.query<{ user_id: string; fresh: boolean }>(
    `delete from auth.one_time_tokens
     where token_hash = $1 and token_type = $2
     returning user_id, created_at > now() - make_interval(secs => $3) as fresh`,
    [sha256(token), LINK_TOKENS[type], EMAIL_LINK_SECONDS],
  );
  const spent = rows[0];
  if (!spent?.fresh) return undefined;
  const users = await tx.query<UserRow>(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()),
            last_sign_in_at = now()
     where id = $1 returning ${USER_COLUMNS}`,
    [spent.user_id],
  );
  return users.rows[0];
}

function linkType(value: unknown): LinkType | undefined {
  if (value === 'recovery') return 'recovery';
  // GoTrue names a confirmation link's type `signup` (and accepts `email`).
  if (value === 'signup' || value === 'email') return 'signup';
  return undefined;
}

function redirectTo(location: string): Reply {
  return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } };
}

/**
 * GET /verify?token=…&type=recovery|signup&redirect_to=…, the link in an email: spends the token
 * and sends the browser to redirect_to with a session in the fragment (never sent to a server), or
 * with GoTrue's error fragment when the link is unknown, used or expired.
 */
async function verifyLink(context: RequestContext, state: AuthState): Promise<Reply> {
  const params = context.url.searchParams;
  const redirect = allowedRedirect(
    params.get('redirect_to'),
    state.siteUrl,
    state.config.additionalRedirectUrls,
  );
  const type = linkType(params.get('type'));
  if (!type) {
    return authError(400, 'validation_failed', 'Verify requires a verification type');
  }
  const address = clientAddress(context);
  const wait = state.verifications.retryAfter(address);
  if (wait > 0) return rateLimited(wait);
  const token = params.get('token') ?? '';
  const session = token
    ? await context.db.transaction(async (tx) => {
        const user = await spendLinkToken(tx, token, type);
        return user
          ? createSession(tx, context, user, undefined, type === 'recovery' ? 'recovery' : 'otp')
          : undefined;
      })
    : undefined;
  if (!session) state.verifications.record(address);
  const fragment = new URLSearchParams(
    session
      ? {
          access_token: session.access_token,
          expires_at: String(session.expires_at),
          expires_in: String(session.expires_in),
          refresh_token: session.refresh_token,
          token_type: session.token_type,
          type,
        }
      : {
          error: 'access_denied',
          error_code: 'otp_expired',
          error_description: 'Email link is invalid or has expired',
        },
  );
  return redirectTo(`${redirect}#${fragment.toString()}`);
}

/** POST /verify with { type, token_hash }: verifyOtp's form of the same links. */
async function verifyOtp(context: RequestContext, state: AuthState): Promise<Reply> {
  const parsed = parseJsonBody(context.body);
  if (!parsed.ok || !isPlainObject(parsed.value)) {
    return authError(400, 'bad_json', 'Could not parse request body as JSON');
  }
  const { token_hash: tokenHash } = parsed.value;
  const type = linkType(parsed.value.type);
  if (!type || typeof tokenHash !== 'string' || tokenHash === '') {
    return authError(400, 'validation_failed', 'Only email links with a token_hash are verified');
  }
  const address = clientAddress(context);
  const wait = state.verifications.retryAfter(address);
  if (wait > 0) return rateLimited(wait);
  return context.db.transaction(async (tx) => {
    const user = await spendLinkToken(tx, tokenHash, type);
    if (!user) {
      state.verifications.record(address);
      return authError(403, 'otp_expired', 'Email link is invalid or has expired');
    }
    return json(
      200,
      await createSession(tx, context, user, undefined, type === 'recovery' ? 'recovery' : 'otp'),
    );
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

/**
 * POST /admin/users with the service role key: a user made by the project's owner (the
 * admin:create command), confirmed at once when `email_confirm` is true.
 */
async function adminCreateUser(context: RequestContext, state: AuthState): Promise<Reply> {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header(context.headers, 'authorization') ?? '');
  const verified = match?.[1] ? await verifyToken(match[1]) : undefined;
  if (!verified?.ok || verified.claims.role !== 'service_role') {
    return authError(403, 'not_admin', 'User not allowed');
  }
  const given = credentials(context);
  if ('status' in given) return given;
  if (!EMAIL.test(given.email) || given.email.length > 255) {
    return authError(400, 'validation_failed', 'Unable to validate email address: invalid format');
  }
  const weak = refusePassword(given.password);
  if (weak) return weak;
  const parsed = parseJsonBody(context.body);
  const body = parsed.ok && isPlainObject(parsed.value) ? parsed.value : {};
  const confirm = body.email_confirm === true;
  const hash = await hashPassword(given.password, state.passwordRounds);
  const { rows } = await context.db.query<UserRow>(
    `insert into auth.users (email, encrypted_password, email_confirmed_at)
     values ($1, $2, case when $3 then now() end)
     on conflict (email) do nothing
     returning ${USER_COLUMNS}`,
    [given.email, hash, confirm],
  );
  const user = rows[0];
  if (!user) {
    return authError(
      422,
      'email_exists',
      'A user with this email address has already been registered',
    );
  }
  return json(200, userJson(user));
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
  if (path === 'factors' || path.startsWith('factors/')) return handleFactors(context, path, state);
  const route = `${context.method} ${path}`;
  switch (route) {
    case 'POST signup':
      return signUp(context, state);
    case 'POST token': {
      const grant = context.url.searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(context, state);
      if (grant === 'refresh_token') return refreshGrant(context, state);
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
      return verifyOtp(context, state);
    case 'POST admin/users':
      return adminCreateUser(context, state);
    case 'GET settings':
      return json(200, {
        external: { email: true, phone: false },
        disable_signup: !state.config.enableSignup,
        mailer_autoconfirm: !state.config.enableConfirmations,
        phone_autoconfirm: false,
      });
    case 'GET health':
      return json(200, {
        name: 'GoTrue (local stand-in)',
        description: 'Settings from supabase/config.toml; emails go to the local mailbox',
      });
    case 'GET .well-known/jwks.json':
      // Tokens are HS256 with a shared secret, so there is no public key to publish.
      return json(200, { keys: [] });
    default:
      return undefined;
  }
}
