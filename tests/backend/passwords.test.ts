// The site's password rules and the local backend's are written in two places (the backend imports
// no product code); these checks fail when they drift apart or from config.toml. Then bcrypt's cost,
// GoTrue's unless a backend is told otherwise (the tests' backends hash at the least).
import { describe, expect, it } from 'vitest';
import {
  MEMBER_MIN_SCORE,
  MIN_PASSWORD_LENGTH,
} from '../../site/features/auth/password-strength.ts';
import { AUTH_CONFIG } from '../../supabase/local/config.ts';
import {
  BCRYPT_ROUNDS,
  LEAST_BCRYPT_ROUNDS,
  bcryptRoundsFrom,
} from '../../supabase/local/bcrypt-rounds.ts';
import {
  KNOWN_PASSWORD_SCORE,
  hashPassword,
  passwordMatches,
  passwordProblem,
} from '../../supabase/local/passwords.ts';

describe('password rules', () => {
  it('the site and the backend share the floor and the score everyone must reach', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(AUTH_CONFIG.minimumPasswordLength);
    expect(MEMBER_MIN_SCORE).toBe(KNOWN_PASSWORD_SCORE);
  });

  it('the backend refuses what is short, guessable or over 72 bytes, and takes a passphrase', () => {
    expect(passwordProblem('abc12')?.reasons).toEqual(['length']);
    expect(passwordProblem('123456')?.reasons).toEqual(['pwned']);
    expect(passwordProblem('password')?.reasons).toEqual(['pwned']);
    expect(passwordProblem('      ')?.reasons).toEqual(['pwned']);
    expect(passwordProblem('é'.repeat(37))?.errorCode).toBe('validation_failed');
    expect(passwordProblem('quiet-lantern-orbit')).toBeUndefined();
  });
});

describe("bcrypt's cost", () => {
  it.each([
    ['unset', undefined, BCRYPT_ROUNDS],
    ['empty', '', BCRYPT_ROUNDS],
    ['the least', '4', LEAST_BCRYPT_ROUNDS],
    ['above GoTrue’s', '12', 12],
  ])('LOCAL_BCRYPT_ROUNDS %s gives %s rounds', (_, value, rounds) => {
    expect(bcryptRoundsFrom({ LOCAL_BCRYPT_ROUNDS: value })).toBe(rounds);
  });

  it.each(['3', '32', '10.5', 'ten'])('LOCAL_BCRYPT_ROUNDS %s is refused', (value) => {
    expect(() => bcryptRoundsFrom({ LOCAL_BCRYPT_ROUNDS: value })).toThrow(/LOCAL_BCRYPT_ROUNDS/);
  });

  it('a hash carries the cost it was made at, and any cost checks the same password', async () => {
    // A bcrypt hash is $2b$<cost, two digits>$<salt and hash>.
    const costOf = (hash: string) => Number(/^\$2[aby]\$(\d\d)\$/.exec(hash)?.[1]);
    for (const rounds of [LEAST_BCRYPT_ROUNDS, BCRYPT_ROUNDS]) {
      const hash = await hashPassword('quiet-lantern-orbit', rounds);
      expect(costOf(hash)).toBe(rounds);
      expect(await passwordMatches('quiet-lantern-orbit', hash)).toBe(true);
      expect(await passwordMatches('quiet-lantern-orbiT', hash)).toBe(false);
    }
    expect(costOf(await hashPassword('quiet-lantern-orbit'))).toBe(BCRYPT_ROUNDS);
  });
});
