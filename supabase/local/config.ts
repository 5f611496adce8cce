// The project's auth settings as supabase/config.toml declares them for the hosted project, read
// once for the local backend, so the stand-in limits, lifetimes and rules are the hosted ones.
// A value written "env(NAME)" is the environment's NAME, or here its local development default.
import { readFileSync } from 'node:fs';
import { parse } from 'smol-toml';

const CONFIG_TOML = new URL('../config.toml', import.meta.url);

/** What the `env(...)` values stand for when the local backend runs without them set. */
export const LOCAL_ENV_DEFAULTS: Record<string, string> = {
  SITE_URL: 'http://127.0.0.1:4173',
  AUTH_RESET_URL: 'http://127.0.0.1:4173/auth/reset',
};

export type AuthConfig = {
  siteUrl: string;
  additionalRedirectUrls: string[];
  /** Seconds an access token lasts. */
  jwtExpiry: number;
  /** Seconds a spent refresh token still answers with the session's current one. */
  refreshTokenReuseInterval: number;
  minimumPasswordLength: number;
  enableSignup: boolean;
  enableConfirmations: boolean;
  /** Seconds an email link works. */
  otpExpiry: number;
  /** Seconds between two emails to one address. */
  emailMaxFrequency: number;
  rateLimit: {
    /** Emails per hour, project-wide. */
    emailSent: number;
    /** Sign-in and sign-up requests per 5 minutes per address. */
    signInSignUps: number;
    /** Link and code checks per 5 minutes per address. */
    tokenVerifications: number;
  };
  mfa: { maxEnrolledFactors: number; totpEnroll: boolean; totpVerify: boolean };
};

type Table = Record<string, unknown>;

function table(value: unknown, name: string): Table {
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    throw new Error(`config.toml has no [${name}] table`);
  }
  return value as Table;
}

function resolve(value: unknown, env: Record<string, string | undefined>): unknown {
  if (typeof value !== 'string') return value;
  const name = /^env\(([A-Z0-9_]+)\)$/.exec(value)?.[1];
  if (!name) return value;
  const found = env[name] ?? LOCAL_ENV_DEFAULTS[name];
  if (found === undefined) throw new Error(`config.toml needs ${name} in the environment`);
  return found;
}

function read<T>(
  from: Table,
  key: string,
  kind: 'string' | 'number' | 'boolean',
  env: Record<string, string | undefined>,
): T {
  const value = resolve(from[key], env);
  if (typeof value !== kind) throw new Error(`config.toml: ${key} is not a ${kind}`);
  return value as T;
}

/** "1m0s", "60s", "5m": Go's duration text, as the CLI writes it, in seconds. */
export function durationSeconds(text: string): number {
  const parts = [...text.matchAll(/(\d+)(h|m|s)/g)];
  if (parts.length === 0 || parts.map((part) => part[0]).join('') !== text) {
    throw new Error(`config.toml: ${text} is not a duration`);
  }
  const unit = { h: 3600, m: 60, s: 1 } as const;
  return parts.reduce(
    (total, [, count, u]) => total + Number(count) * unit[u as 'h' | 'm' | 's'],
    0,
  );
}

/** The [auth] settings of config.toml, with env(...) values resolved. */
export function readAuthConfig(
  env: Record<string, string | undefined> = process.env,
  text = readFileSync(CONFIG_TOML, 'utf8'),
): AuthConfig {
  const auth = table(parse(text).auth, 'auth');
  const rate = table(auth.rate_limit, 'auth.rate_limit');
  const email = table(auth.email, 'auth.email');
  const mfa = table(auth.mfa, 'auth.mfa');
  const totp = table(mfa.totp, 'auth.mfa.totp');
  const redirects = auth.additional_redirect_urls;
  return {
    siteUrl: read(auth, 'site_url', 'string', env),
    additionalRedirectUrls: Array.isArray(redirects)
      ? redirects.map((entry) => String(resolve(entry, env)))
      : [],
    jwtExpiry: read(auth, 'jwt_expiry', 'number', env),
    refreshTokenReuseInterval: read(auth, 'refresh_token_reuse_interval', 'number', env),
    minimumPasswordLength: read(auth, 'minimum_password_length', 'number', env),
    enableSignup: read(auth, 'enable_signup', 'boolean', env),
    enableConfirmations: read(email, 'enable_confirmations', 'boolean', env),
    otpExpiry: read(email, 'otp_expiry', 'number', env),
    emailMaxFrequency: durationSeconds(read(email, 'max_frequency', 'string', env)),
    rateLimit: {
      emailSent: read(rate, 'email_sent', 'number', env),
      signInSignUps: read(rate, 'sign_in_sign_ups', 'number', env),
      tokenVerifications: read(rate, 'token_verifications', 'number', env),
    },
    mfa: {
      maxEnrolledFactors: read(mfa, 'max_enrolled_factors', 'number', env),
      totpEnroll: read(totp, 'enroll_enabled', 'boolean', env),
      totpVerify: read(totp, 'verify_enabled', 'boolean', env),
    },
  };
}

/** The settings the local backend runs with: config.toml's, read once. */
export const AUTH_CONFIG: AuthConfig = readAuthConfig();
