// HS256 tokens signed with the local secret, verified the way PostgREST and GoTrue verify them.
import { errors, jwtVerify, SignJWT, type JWTPayload } from 'jose';
import { AUTH_CONFIG } from './config.ts';
import { LOCAL_JWT_SECRET } from './keys.ts';

const SECRET = new TextEncoder().encode(LOCAL_JWT_SECRET);

/** How long an access token lasts: config.toml's [auth] jwt_expiry, as on the hosted project. */
export const ACCESS_TOKEN_SECONDS = AUTH_CONFIG.jwtExpiry;

/** Authenticator assurance level: aal1 after a password (or email link), aal2 after a second factor. */
export type AssuranceLevel = 'aal1' | 'aal2';

/** One way the user proved who they are in this session, for the `amr` claim. */
export type AuthMethod = { method: string; timestamp: number };

export const API_ROLES = ['anon', 'authenticated', 'service_role'] as const;
export type ApiRole = (typeof API_ROLES)[number];

export type Claims = JWTPayload & { role: ApiRole; sub?: string; session_id?: string };

export type Verified = { ok: true; claims: Claims } | { ok: false; reason: 'expired' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function verifyToken(token: string): Promise<Verified> {
  try {
    const { payload } = await jwtVerify(token, SECRET, { algorithms: ['HS256'] });
    const role = payload.role;
    if (typeof role !== 'string' || !(API_ROLES as readonly string[]).includes(role)) {
      return { ok: false, reason: 'invalid' };
    }
    // A user token must name its user, or auth.uid() would silently be null.
    if (role === 'authenticated' && !(typeof payload.sub === 'string' && UUID.test(payload.sub))) {
      return { ok: false, reason: 'invalid' };
    }
    return { ok: true, claims: payload as Claims };
  } catch (error) {
    return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
  }
}

export type UserTokenInput = {
  userId: string;
  email: string;
  sessionId: string;
  issuer: string;
  appMetadata: unknown;
  userMetadata: unknown;
  /** How the user proved who they are in this session, newest first, for the `amr` claim. */
  methods: AuthMethod[];
  aal: AssuranceLevel;
};

export async function signUserToken(
  input: UserTokenInput,
): Promise<{ token: string; exp: number }> {
  const iat = Math.floor(Date.now() / 1000);
  const exp = iat + ACCESS_TOKEN_SECONDS;
  const token = await new SignJWT({
    email: input.email,
    phone: '',
    app_metadata: input.appMetadata,
    user_metadata: input.userMetadata,
    role: 'authenticated',
    aal: input.aal,
    amr: input.methods,
    session_id: input.sessionId,
    is_anonymous: false,
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(input.issuer)
    .setSubject(input.userId)
    .setAudience('authenticated')
    .setIssuedAt(iat)
    .setExpirationTime(exp)
    .sign(SECRET);
  return { token, exp };
}
