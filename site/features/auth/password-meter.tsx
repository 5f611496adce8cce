import { useEffect, useState } from 'react';
import { loadEstimator, STRENGTH_LABELS, type Strength } from './password-strength.ts';

/**
 * The strength of `password` as it is typed, once zxcvbn has arrived (it is fetched when the field is
 * first typed into): null before then, or while the field is empty.
 */
export function usePasswordStrength(password: string, userInputs: string[] = []): Strength | null {
  // The estimate with the password it is for, so an answer for an earlier text is never shown.
  const [estimate, setEstimate] = useState<{ password: string; strength: Strength } | null>(null);
  const inputs = userInputs.join('\n');
  useEffect(() => {
    if (!password) return;
    let current = true;
    loadEstimator()
      .then((check) => {
        if (current) {
          setEstimate({ password, strength: check(password, inputs ? inputs.split('\n') : []) });
        }
      })
      .catch((error: unknown) => console.error('Loading the password checker failed:', error));
    return () => {
      current = false;
    };
  }, [password, inputs]);
  return password && estimate?.password === password ? estimate.strength : null;
}

const BAR_COLOURS = [
  'bg-danger-600',
  'bg-danger-600',
  'bg-gold-500',
  'bg-brand-600',
  'bg-brand-700',
];

/** Four segments and a word for the password's strength, with zxcvbn's warning when it has one. */
export function PasswordMeter({
  id,
  strength,
  minScore,
}: {
  id: string;
  strength: Strength | null;
  minScore: number;
}) {
  const score = strength?.score ?? 0;
  const enough = strength !== null && score >= minScore;
  return (
    <div id={id} className="mt-2" aria-live="polite">
      <div className="flex gap-1" aria-hidden="true">
        {[1, 2, 3, 4].map((segment) => (
          <span
            key={segment}
            className={`h-1.5 flex-1 rounded-full ${strength && score >= segment ? BAR_COLOURS[score] : 'bg-ink-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-sm text-ink-700" data-testid="password-strength">
        {strength ? (
          <>
            Strength: <strong>{STRENGTH_LABELS[score]}</strong>
            {enough ? '' : strength.warning ? `. ${strength.warning}` : '. Add more words.'}
          </>
        ) : (
          'Strength: type a password to see how hard it is to guess.'
        )}
      </p>
    </div>
  );
}
