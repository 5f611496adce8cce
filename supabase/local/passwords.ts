// Password rules and hashing shared by sign-up, password change and the local admin. Hashes are
// bcrypt at the cost GoTrue uses unless the backend is given another (bcrypt-rounds.ts), made and
// checked by @node-rs/bcrypt on libuv's thread pool, so a burst of sign-ins never holds the event
// loop (pgcrypto's crypt() ran inside PGlite, on it). At most one hash per core but one runs at a
// time: the thread pool has four threads whatever the machine, and four hashes on two cores starve
// the event loop, and every public read with it.
import { randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { compare as bcryptCompare, hash as bcryptHash } from '@node-rs/bcrypt';
import pLimit from 'p-limit';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { translations } from '@zxcvbn-ts/language-en';
import { AUTH_CONFIG } from './config.ts';
import { BCRYPT_ROUNDS } from './bcrypt-rounds.ts';

const hashing = pLimit(Math.max(1, availableParallelism() - 1));
const hash = (password: string, rounds: number) => hashing(() => bcryptHash(password, rounds));
const compare = (password: string, stored: string) =>
  hashing(() => bcryptCompare(password, stored));
// bcrypt reads 72 bytes and ignores the rest; GoTrue refuses longer passwords rather than do that.
export const MAX_PASSWORD_BYTES = 72;
/**
 * The zxcvbn score (0 to 4) below which a password counts as known: the stand-in for a hosted
 * project's leaked-password protection, and the site's floor for everyone
 * (site/features/auth/password-strength.ts; tests/backend/passwords.test.ts checks they agree).
 */
export const KNOWN_PASSWORD_SCORE = 2;

export type PasswordProblem = {
  status: number;
  errorCode: string;
  message: string;
  reasons: string[];
};

let estimator: ZxcvbnFactory | undefined;

/** zxcvbn with its common dictionaries, as the site sets it up, built on first use. */
function strength(password: string): number {
  estimator ??= new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs, translations });
  return estimator.check(password).score;
}

export function passwordBytes(password: string): number {
  return Buffer.byteLength(password, 'utf8');
}

/** What GoTrue answers for a password it will not store, or undefined when it is acceptable. */
export function passwordProblem(
  password: string,
  minimumLength = AUTH_CONFIG.minimumPasswordLength,
): PasswordProblem | undefined {
  if ([...password].length < minimumLength) {
    return {
      status: 422,
      errorCode: 'weak_password',
      message: `Password should be at least ${minimumLength} characters.`,
      reasons: ['length'],
    };
  }
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) {
    return {
      status: 422,
      errorCode: 'validation_failed',
      message: `Password cannot be longer than ${MAX_PASSWORD_BYTES} characters`,
      reasons: [],
    };
  }
  if (strength(password) < KNOWN_PASSWORD_SCORE) {
    return {
      status: 422,
      errorCode: 'weak_password',
      message: 'Password is known to be weak and easy to guess, please choose a different one.',
      reasons: ['pwned'],
    };
  }
  return undefined;
}

/** A bcrypt hash of the password at `rounds` (GoTrue's cost unless given), made off the event loop. */
export function hashPassword(password: string, rounds = BCRYPT_ROUNDS): Promise<string> {
  return hash(password, rounds);
}

/**
 * Whether the password is the hash's, checked off the event loop. A password over bcrypt's 72 bytes
 * never matches: bcrypt would compare only its first 72 bytes.
 */
export async function passwordMatches(password: string, stored: string): Promise<boolean> {
  if (passwordBytes(password) > MAX_PASSWORD_BYTES) {
    // The same work as a real check, so the answer takes the same time.
    await compare(password.slice(0, 8), stored).catch(() => false);
    return false;
  }
  return compare(password, stored).catch(() => false);
}

/**
 * A bcrypt hash of a random secret nobody knows, at the same cost as real hashes. Sign-in checks an
 * unknown email's password against it, so an unknown account costs the same time as a known one.
 */
export function makeDummyHash(rounds = BCRYPT_ROUNDS): Promise<string> {
  return hashPassword(randomBytes(32).toString('base64url'), rounds);
}
