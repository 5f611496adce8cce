// Password rules and hashing shared by sign-up, password change and the local admin: bcrypt through
// pgcrypto, at the cost GoTrue uses.
import { randomBytes } from 'node:crypto';
import type { Queryable } from './db.ts';

export const BCRYPT_ROUNDS = 10;
export const MIN_PASSWORD_LENGTH = 6;
// bcrypt reads 72 bytes; GoTrue refuses longer passwords rather than ignore the rest.
export const MAX_PASSWORD_LENGTH = 72;

export type PasswordProblem = { status: number; errorCode: string; message: string; weak: boolean };

/** What GoTrue answers for a password it will not store, or undefined when it is acceptable. */
export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < MIN_PASSWORD_LENGTH) {
    return {
      status: 422,
      errorCode: 'weak_password',
      message: `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`,
      weak: true,
    };
  }
  if (password.length > MAX_PASSWORD_LENGTH) {
    return {
      status: 422,
      errorCode: 'validation_failed',
      message: `Password cannot be longer than ${MAX_PASSWORD_LENGTH} characters`,
      weak: false,
    };
  }
  return undefined;
}

/**
 * A bcrypt hash of a random secret nobody knows, at the same cost as real hashes. Sign-in checks an
 * unknown email's password against it, so an unknown account costs the same time as a known one.
 */
export async function makeDummyHash(db: Queryable): Promise<string> {
  const { rows } = await db.query<{ hash: string }>(
    `select extensions.crypt($1, extensions.gen_salt('bf', $2)) as hash`,
    [randomBytes(32).toString('base64url'), BCRYPT_ROUNDS],
  );
  const hash = rows[0]?.hash;
  if (!hash) throw new Error('the dummy password hash was not made');
  return hash;
}
