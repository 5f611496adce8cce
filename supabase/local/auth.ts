// The part of GoTrue the site uses: sign-up (confirmed at once locally), password and refresh-token
// grants, the current user and logout. Passwords are bcrypt hashes made by pgcrypto.
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';
import {
  header,
  isPlainObject,
  json,
  parseJsonBody,
  type Reply,
  type RequestContext,
} from './http.ts';
import { ACCESS_TOKEN_SECONDS, signUserToken, verifyToken } from './jwt.ts';

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

async function issueSession(
  tx: Queryable,
  context: RequestContext,
  user: UserRow,
  sessionId?: string,
): Promise<Reply> {
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
  });
  return json(200, {
    access_token: token,
    token_type: 'bearer',
    expires_in: ACCESS_TOKEN_SECONDS,
    expires_at: exp,
    refresh_token: refreshToken,
    user: userJson(user),
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
  if (given.password.length < 6) {
    return json(422, {
      code: 422,
      error_code: 'weak_password',
      msg: 'Password should be at least 6 characters.',
      weak_password: { reasons: ['length'] },
    });
  }
  if (given.password.length > 72) {
    return authError(422, 'validation_failed', 'Password cannot be longer than 72 characters');
  }
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
       values ($1, extensions.crypt($2, extensions.gen_salt('bf', 10)), now(), $3::jsonb)
       on conflict (email) do nothing
       returning ${USER_COLUMNS}`,
      [given.email, given.password, metadata],
    );
    const user = rows[0];
    if (!user) return authError(422, 'user_already_exists', 'User already registered');
    return issueSession(tx, context, user);
  });
}

async function passwordGrant(context: RequestContext): Promise<Reply> {
  const given = credentials(context);
  if ('status' in given) return given;
  return context.db.transaction(async (tx) => {
    const { rows } = await tx.query<UserRow>(
      `update auth.users set last_sign_in_at = now()
       where email = $1
         and encrypted_password is not null
         and encrypted_password = extensions.crypt($2, encrypted_password)
       returning ${USER_COLUMNS}`,
      [given.email, given.password],
    );
    const user = rows[0];
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

async function currentUser(context: RequestContext): Promise<Reply> {
  const who = await caller(context);
  if ('status' in who) return who;
  if (who.sessionId) {
    const session = await context.db.query(
      'select 1 from auth.sessions where id = $1 and user_id = $2',
      [who.sessionId, who.userId],
    );
    if (session.rows.length === 0) {
      return authError(
        403,
        'session_not_found',
        'Session from session_id claim in JWT does not exist',
      );
    }
  }
  const { rows } = await context.db.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where id = $1`,
    [who.userId],
  );
  const user = rows[0];
  if (!user) return authError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  return json(200, userJson(user));
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

/** Handles /auth/v1/<path>. */
export async function handleAuth(
  context: RequestContext,
  path: string,
): Promise<Reply | undefined> {
  const route = `${context.method} ${path}`;
  switch (route) {
    case 'POST signup':
      return signUp(context);
    case 'POST token': {
      const grant = context.url.searchParams.get('grant_type');
      if (grant === 'password') return passwordGrant(context);
      if (grant === 'refresh_token') return refreshGrant(context);
      return authError(400, 'unsupported_grant_type', 'unsupported_grant_type');
    }
    case 'GET user':
      return currentUser(context);
    case 'POST logout':
      return logout(context);
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
        description: 'Sign-ups are confirmed at once locally',
      });
    case 'GET .well-known/jwks.json':
      // Tokens are HS256 with a shared secret, so there is no public key to publish.
      return json(200, { keys: [] });
    default:
      return undefined;
  }
}
