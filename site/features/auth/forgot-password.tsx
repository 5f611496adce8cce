import { useId, useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { errorMessage } from '../../lib/error-message.ts';
import { loadSupabase } from '../../lib/supabase-loader.ts';
import {
  errorClass,
  inputClass,
  labelClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../components/form-styles.ts';
import { RESET_PASSWORD_PATH } from './paths.ts';

type Props = {
  /** Filled in from the sign-in form, so the address is not typed twice. */
  initialEmail: string;
  onBack: () => void;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * Asks for a reset link. The answer is the same whether or not the address has an account, so
 * the form cannot be used to find out who has one.
 */
export function ForgotPassword({ initialEmail, onBack, headingRef }: Props) {
  const id = useId();
  const [email, setEmail] = useState(initialEmail);
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const busyRef = useRef(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setError(null);
    setSentTo(null);
    const address = email.trim();
    try {
      const client = await loadSupabase();
      if (!client) throw new Error('Team management is not configured');
      const { error: failure } = await client.auth.resetPasswordForEmail(address, {
        redirectTo: `${window.location.origin}${RESET_PASSWORD_PATH}`,
      });
      if (failure) throw failure;
      setSentTo(address);
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <div className="mt-6">
      <h2
        ref={headingRef}
        tabIndex={-1}
        className="text-lg font-semibold text-ink-950 focus-visible:outline-none"
      >
        Reset your password
      </h2>
      <p className="mt-1 text-ink-700">
        Enter the email you sign in with and we will send you a link to set a new password.
      </p>
      <form className="mt-4 space-y-4" onSubmit={onSubmit}>
        <div>
          <label className={labelClass} htmlFor={`${id}-email`}>
            Email
          </label>
          <input
            id={`${id}-email`}
            className={`${inputClass} mt-1`}
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy}>
          {busy ? 'Sending link...' : 'Send reset link'}
        </button>
      </form>
      <div role="status" aria-live="polite" className="mt-4 text-ink-800">
        {sentTo ? (
          <p>
            If an account exists for <strong>{sentTo}</strong>, an email with a link to reset its
            password is on its way. The link works once, within an hour.
          </p>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} className={errorClass} role="alert">
          {error}
        </p>
      ) : null}
      <button type="button" className={`${secondaryButtonClass} mt-4 w-full`} onClick={onBack}>
        Back to sign in
      </button>
    </div>
  );
}
