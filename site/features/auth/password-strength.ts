// How guessable a new password is, by zxcvbn (its common dictionaries: the most used passwords,
// diceware words, keyboard patterns, plus its own rules for dates, repeats and sequences). Loaded on
// first use, as a chunk of its own, so the pages that never ask for a new password do not carry it.

/** The specification's floor, config.toml's minimum_password_length. */
export const MIN_PASSWORD_LENGTH = 6;
/**
 * zxcvbn's score runs from 0 (a top password) to 4 (very unguessable). Everyone's password must reach
 * 2, the local backend's floor too (supabase/local/passwords.ts, KNOWN_PASSWORD_SCORE;
 * tests/backend/passwords.test.ts checks they agree); an admin's must reach 4.
 */
export const MEMBER_MIN_SCORE = 2;
export const ADMIN_MIN_SCORE = 4;

export type Strength = { score: 0 | 1 | 2 | 3 | 4; warning: string | null; suggestions: string[] };
export type Estimator = (password: string, userInputs?: string[]) => Strength;

let loading: Promise<Estimator> | null = null;

/** zxcvbn with its dictionaries, fetched once. */
export function loadEstimator(): Promise<Estimator> {
  loading ??= import('./zxcvbn.ts').then(({ createZxcvbn }) => {
    const zxcvbn = createZxcvbn();
    return (password, userInputs = []) => {
      const result = zxcvbn.check(password, userInputs);
      return {
        score: result.score,
        warning: result.feedback.warning || null,
        suggestions: result.feedback.suggestions,
      };
    };
  });
  // A failed download may succeed on the next try.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

export const STRENGTH_LABELS = [
  'Too easy to guess',
  'Weak',
  'Fair',
  'Strong',
  'Very strong',
] as const;

/** Why `password` cannot be used, or null when it can. */
export function passwordRefusal(
  password: string,
  strength: Strength | null,
  minScore: number,
): string | null {
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    return `Password must be at least ${MIN_PASSWORD_LENGTH} characters`;
  }
  if (strength && strength.score < minScore) {
    const why = strength.warning ? ` ${strength.warning}` : '';
    return minScore >= ADMIN_MIN_SCORE
      ? `An admin's password must be very hard to guess.${why} Try a longer phrase of unrelated words.`
      : `This password is too easy to guess.${why} Try a longer phrase of unrelated words.`;
  }
  return null;
}
