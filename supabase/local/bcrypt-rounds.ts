// The cost of the bcrypt hashes the local backend makes (passwords.ts), in a module of its own so
// that the browser tests' configuration can name it without loading the hashing.
import { SettingError } from './setting-error.ts';

/** bcrypt's cost, GoTrue's. */
export const BCRYPT_ROUNDS = 10;
/**
 * The least bcrypt allows: for backends under test, whose rules (limits, waits, who may sign in)
 * are the same at any cost, and whose hundreds of sign-ins at GoTrue's would spend seconds of CPU.
 */
export const LEAST_BCRYPT_ROUNDS = 4;

/** The most bcrypt allows. */
const MOST_BCRYPT_ROUNDS = 31;

/** LOCAL_BCRYPT_ROUNDS's cost, GoTrue's when it is not set; a value bcrypt cannot use is refused. */
export function bcryptRoundsFrom(env: Record<string, string | undefined>): number {
  const value = env.LOCAL_BCRYPT_ROUNDS;
  if (value === undefined || value === '') return BCRYPT_ROUNDS;
  const rounds = Number(value);
  if (!Number.isInteger(rounds) || rounds < LEAST_BCRYPT_ROUNDS || rounds > MOST_BCRYPT_ROUNDS)
    throw new SettingError(
      `LOCAL_BCRYPT_ROUNDS must be a whole number from ${LEAST_BCRYPT_ROUNDS} to ${MOST_BCRYPT_ROUNDS}, not "${value}"`,
    );
  return rounds;
}
