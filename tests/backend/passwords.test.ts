// The site's password rules and the local backend's are written in two places (the backend imports
// no product code); these checks fail when they drift apart or from config.toml.
import { describe, expect, it } from 'vitest';
import {
  MEMBER_MIN_SCORE,
  MIN_PASSWORD_LENGTH,
} from '../../site/features/auth/password-strength.ts';
import { AUTH_CONFIG } from '../../supabase/local/config.ts';
import { KNOWN_PASSWORD_SCORE, passwordProblem } from '../../supabase/local/passwords.ts';

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
