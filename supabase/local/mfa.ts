// Second factors, as GoTrue serves them to supabase-js's `auth.mfa`: enroll a TOTP factor (its
// secret, otpauth:// URI and QR code), challenge it, verify a code (which raises the session to
// aal2 and issues new tokens), unenroll. Codes are RFC 6238's (totp.ts); a code works once.
import type { Queryable } from './db.ts';
import { isPlainObject, json, parseJsonBody, type Reply, type RequestContext } from './http.ts';
import {
  authError,
  createSession,
  rateLimited,
  signedInUser,
  type AuthState,
  type SessionRow,
  type UserRow,
  USER_COLUMNS,
} from './auth.ts';
import type { AuthMethod } from './jwt.ts';
import { newTotpSecret, totpQrSvg, totpStep, totpUri } from './totp.ts';

/** How long a challenge may be answered, as GoTrue's default. */
export const CHALLENGE_SECONDS = 300;
const MAX_FRIENDLY_NAME = 120;

type FactorRow = {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: 'totp';
  status: 'unverified' | 'verified';
  secret: string;
  last_used_step: string | number | null;
  created_at: string | Date;
  updated_at: string | Date;
};

function iso(value: string | Date): string {
  return new Date(value).toISOString();
}

function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendly_name ?? undefined,
    factor_type: factor.factor_type,
    status: factor.status,
    created_at: iso(factor.created_at),
    updated_at: iso(factor.updated_at),
  };
}

/** The user's factors as GoTrue lists them on the user. */
export async function listFactors(db: Queryable, userId: string) {
  const { rows } = await db.query<FactorRow>(
    'select * from auth.mfa_factors where user_id = $1 order by created_at',
    [userId],
  );
  return rows.map(factorJson);
}

async function enroll(context: RequestContext, state: AuthState): Promise<Reply> {
  if (!state.config.mfa.totpEnroll) {
    return authError(422, 'mfa_totp_enroll_not_enabled', 'MFA enroll is disabled for TOTP');
  }
  const parsed = parseJsonBody(context.body);
  const body = parsed.ok && isPlainObject(parsed.value) ? parsed.value : {};
  if (body.factor_type !== 'totp') {
    return authError(400, 'validation_failed', 'factor_type needs to be totp');
  }
  const friendlyName =
    typeof body.friendly_name === 'string' && body.friendly_name.trim()
      ? body.friendly_name.trim().slice(0, MAX_FRIENDLY_NAME)
      : null;
  const issuer =
    typeof body.issuer === 'string' && body.issuer.trim()
      ? body.issuer.trim().slice(0, MAX_FRIENDLY_NAME)
      : new URL(state.siteUrl).hostname;
  return context.db.transaction(async (tx) => {
    const found = await signedInUser(context, tx);
    if ('status' in found) return found;
    const { user, session } = found;
    const { rows: factors } = await tx.query<FactorRow>(
      'select * from auth.mfa_factors where user_id = $1 for update',
      [user.id],
    );
    if (factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') {
      return authError(422, 'insufficient_aal', 'AAL2 required to enroll a new factor');
    }
    // An enrollment left unfinished is replaced, not kept beside the new one.
    await tx.query(`delete from auth.mfa_factors where user_id = $1 and status = 'unverified'`, [
      user.id,
    ]);
    const kept = factors.filter((factor) => factor.status === 'verified');
    if (kept.length >= state.config.mfa.maxEnrolledFactors) {
      return authError(
        422,
        'too_many_enrolled_mfa_factors',
        'Maximum number of verified factors reached, unenroll to continue',
      );
    }
    if (friendlyName && kept.some((factor) => factor.friendly_name === friendlyName)) {
      return authError(
        422,
        'mfa_factor_name_conflict',
        `A factor with the friendly name "${friendlyName}" for this user already exists`,
      );
    }
    const secret = newTotpSecret();
    const uri = totpUri(secret, user.email, issuer);
    const { rows } = await tx.query<FactorRow>(
      `insert into auth.mfa_factors (user_id, friendly_name, factor_type, secret)
       values ($1, $2, 'totp', $3) returning *`,
      [user.id, friendlyName, secret],
    );
    const factor = rows[0]!;
    return json(200, {
      id: factor.id,
      type: 'totp',
      friendly_name: friendlyName ?? undefined,
      // GoTrue sends the SVG itself; supabase-js makes a data: URL of it.
      totp: { qr_code: await totpQrSvg(uri), secret, uri },
    });
  });
}

async function ownFactor(
  tx: Queryable,
  userId: string,
  factorId: string,
): Promise<FactorRow | undefined> {
  const { rows } = await tx.query<FactorRow>(
    'select * from auth.mfa_factors where id = $1 and user_id = $2 for update',
    [factorId, userId],
  );
  return rows[0];
}

const NOT_FOUND = () => authError(404, 'mfa_factor_not_found', 'Factor not found');

async function challenge(context: RequestContext, state: AuthState, factorId: string) {
  if (!state.config.mfa.totpVerify) {
    return authError(422, 'mfa_totp_verify_not_enabled', 'MFA verification is disabled for TOTP');
  }
  return context.db.transaction(async (tx) => {
    const found = await signedInUser(context, tx);
    if ('status' in found) return found;
    const factor = await ownFactor(tx, found.user.id, factorId);
    if (!factor) return NOT_FOUND();
    const { rows } = await tx.query<{ id: string; created_at: Date | string }>(
      'insert into auth.mfa_challenges (factor_id) values ($1) returning id, created_at',
      [factor.id],
    );
    const made = rows[0]!;
    return json(200, {
      id: made.id,
      type: 'totp',
      expires_at: Math.floor(new Date(made.created_at).getTime() / 1000) + CHALLENGE_SECONDS,
    });
  });
}

/**
 * POST /factors/:id/verify { challenge_id, code }: a right code for a live challenge raises the
 * session to aal2 and answers new tokens for it. Failures are counted per address and per factor.
 * Verifying a new factor ends the user's other sessions that have not passed a second factor.
 */
async function verify(context: RequestContext, state: AuthState, factorId: string) {
  const address = context.remoteAddress ?? 'unknown';
  const wait = Math.max(
    state.verifications.retryAfter(address),
    state.factorFailures.retryAfter(factorId),
  );
  if (wait > 0) return rateLimited(wait);
  const parsed = parseJsonBody(context.body);
  const body = parsed.ok && isPlainObject(parsed.value) ? parsed.value : {};
  const challengeId = body.challenge_id;
  const code = body.code;
  if (typeof challengeId !== 'string' || typeof code !== 'string') {
    return authError(400, 'validation_failed', 'challenge_id and code are required');
  }
  const outcome = await context.db.transaction(async (tx) => {
    const found = await signedInUser(context, tx);
    if ('status' in found) return { reply: found };
    const { user, session } = found;
    const factor = await ownFactor(tx, user.id, factorId);
    if (!factor) return { reply: NOT_FOUND() };
    const { rows: challenges } = await tx.query<{ id: string; fresh: boolean }>(
      `select id, created_at > now() - make_interval(secs => $3) as fresh
       from auth.mfa_challenges
       where id = $1 and factor_id = $2 and verified_at is null
       for update`,
      [challengeId, factor.id, CHALLENGE_SECONDS],
    );
    if (!challenges[0]?.fresh) {
      return {
        reply: authError(422, 'mfa_challenge_expired', 'Challenge has expired or was already used'),
      };
    }
    const step = totpStep(factor.secret, code.trim());
    const lastUsed = factor.last_used_step === null ? null : Number(factor.last_used_step);
    if (step === undefined || (lastUsed !== null && step <= lastUsed)) {
      return {
        failed: true,
        reply: authError(422, 'mfa_verification_failed', 'Invalid TOTP code entered'),
      };
    }
    await tx.query('update auth.mfa_challenges set verified_at = now() where id = $1', [
      challengeId,
    ]);
    await tx.query(
      `update auth.mfa_factors set status = 'verified', last_used_step = $2, updated_at = now()
       where id = $1`,
      [factor.id, step],
    );
    const amr: AuthMethod[] = [
      { method: 'totp', timestamp: Math.floor(Date.now() / 1000) },
      ...session.amr.filter((entry) => entry.method !== 'totp'),
    ];
    const { rows: raised } = await tx.query<SessionRow>(
      `update auth.sessions set aal = 'aal2', amr = $2::jsonb where id = $1
       returning id, aal, amr, created_at`,
      [session.id, JSON.stringify(amr)],
    );
    if (factor.status === 'unverified') {
      await tx.query(`delete from auth.sessions where user_id = $1 and id <> $2 and aal = 'aal1'`, [
        user.id,
        session.id,
      ]);
    }
    const users = await tx.query<UserRow>(`select ${USER_COLUMNS} from auth.users where id = $1`, [
      user.id,
    ]);
    return { reply: json(200, await createSession(tx, context, users.rows[0]!, raised[0]!)) };
  });
  if ('failed' in outcome && outcome.failed) {
    state.verifications.record(address);
    state.factorFailures.record(factorId);
  } else if (outcome.reply.status === 200) {
    state.factorFailures.clear(factorId);
  }
  return outcome.reply;
}

async function unenroll(context: RequestContext, factorId: string): Promise<Reply> {
  return context.db.transaction(async (tx) => {
    const found = await signedInUser(context, tx);
    if ('status' in found) return found;
    const factor = await ownFactor(tx, found.user.id, factorId);
    if (!factor) return NOT_FOUND();
    if (factor.status === 'verified' && found.session.aal !== 'aal2') {
      return authError(422, 'insufficient_aal', 'AAL2 required to unenroll a verified factor');
    }
    await tx.query('delete from auth.mfa_factors where id = $1', [factor.id]);
    return json(200, { id: factor.id });
  });
}

const FACTOR_PATH =
  /^factors(?:\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})(?:\/(challenge|verify))?)?$/i;

/** Handles /auth/v1/factors…; undefined when no factor route matches. */
export async function handleFactors(
  context: RequestContext,
  path: string,
  state: AuthState,
): Promise<Reply | undefined> {
  const match = FACTOR_PATH.exec(path);
  if (!match) return undefined;
  const [, factorId, action] = match;
  const { method } = context;
  if (!factorId && method === 'POST') return enroll(context, state);
  if (factorId && !action && method === 'DELETE') return unenroll(context, factorId);
  if (factorId && action === 'challenge' && method === 'POST') {
    return challenge(context, state, factorId);
  }
  if (factorId && action === 'verify' && method === 'POST') return verify(context, state, factorId);
  return undefined;
}
