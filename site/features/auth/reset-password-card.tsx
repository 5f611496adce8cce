import { useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { toast } from '../../components/toast.tsx';
import { cardClass } from '../../components/ui.tsx';
import {
  errorClass,
  hintClass,
  inputClass,
  labelClass,
  primaryButtonClass,
} from '../../components/form-styles.ts';
import { errorMessage } from '../../lib/error-message.ts';
import { loadSupabase } from '../../lib/supabase-loader.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { PasswordMeter, usePasswordStrength } from './password-meter.tsx';
import { SIGN_IN_PATH } from './paths.ts';
import {
  ADMIN_MIN_SCORE,
  loadEstimator,
  MEMBER_MIN_SCORE,
  MIN_PASSWORD_LENGTH,
  passwordRefusal,
} from './password-strength.ts';
import { AFTER_RESET_PATH } from './paths.ts';
import { useAuth } from './use-auth.tsx';

const linkClass =
  'font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700';

/**
 * What the page says about a link the auth service could not use, by the error code it put in the
 * fragment. The fragment is anyone's to write, so its description is never shown: only these
 * sentences, the last for any code not listed.
 */
export const LINK_ERRORS: Record<string, string> = {
  otp_expired: 'it has expired or has already been used.',
  access_denied: 'it was refused.',
  flow_state_expired: 'it has expired.',
  flow_state_not_found: 'it is not one we sent.',
};
const UNKNOWN_LINK_ERROR = 'it is not valid.';

/**
 * Why the link in the fragment could not be used, or null when it carries no error. supabase-js
 * leaves such a fragment in place, so it is read after hydration.
 */
export function linkErrorFromFragment(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  if (!params.has('error') && !params.has('error_code')) return null;
  const code = params.get('error_code') ?? '';
  return Object.hasOwn(LINK_ERRORS, code) ? LINK_ERRORS[code]! : UNKNOWN_LINK_ERROR;
}

type FieldErrors = { password?: string; confirm?: string };

function NewPasswordForm({ email, isAdmin }: { email: string; isAdmin: boolean }) {
  const id = useId();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmRef = useRef<HTMLInputElement>(null);
  const minScore = isAdmin ? ADMIN_MIN_SCORE : MEMBER_MIN_SCORE;
  const strength = usePasswordStrength(password, [email]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const estimate = await loadEstimator().catch(() => null);
      const found: FieldErrors = {};
      const refused = passwordRefusal(
        password,
        estimate ? estimate(password, [email]) : null,
        minScore,
      );
      if (refused) found.password = refused;
      if (confirm !== password) found.confirm = 'The passwords do not match';
      setErrors(found);
      if (found.password) return passwordRef.current?.focus();
      if (found.confirm) return confirmRef.current?.focus();
      const client = await loadSupabase();
      if (!client) throw new Error('Team management is not configured');
      const { error } = await client.auth.updateUser({ password });
      if (error) throw error;
      toast({ title: 'Success', description: 'Your new password is saved. You are signed in.' });
      navigate(AFTER_RESET_PATH, { replace: true });
    } catch (error) {
      setFailure(errorMessage(error));
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const hintId = `${id}-hint`;
  const meterId = `${id}-strength`;
  const passwordErrorId = `${id}-password-error`;
  const confirmErrorId = `${id}-confirm-error`;
  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
      <div>
        <label className={labelClass} htmlFor={`${id}-password`}>
          New password
        </label>
        <input
          ref={passwordRef}
          id={`${id}-password`}
          className={`${inputClass} mt-1`}
          type="password"
          name="new-password"
          autoComplete="new-password"
          required
          minLength={MIN_PASSWORD_LENGTH}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={[hintId, meterId, errors.password ? passwordErrorId : null]
            .filter(Boolean)
            .join(' ')}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setErrors((current) => ({ ...current, password: undefined }));
          }}
        />
        <p id={hintId} className={hintClass}>
          At least {MIN_PASSWORD_LENGTH} characters, and hard to guess
          {isAdmin ? ' (an admin’s must be very hard to guess)' : ''}: a phrase of a few unrelated
          words works well.
        </p>
        <PasswordMeter id={meterId} strength={strength} minScore={minScore} />
        {errors.password ? (
          <p id={passwordErrorId} className={errorClass} role="alert">
            {errors.password}
          </p>
        ) : null}
      </div>
      <div>
        <label className={labelClass} htmlFor={`${id}-confirm`}>
          Confirm new password
        </label>
        <input
          ref={confirmRef}
          id={`${id}-confirm`}
          className={`${inputClass} mt-1`}
          type="password"
          name="confirm-password"
          autoComplete="new-password"
          required
          aria-invalid={errors.confirm ? true : undefined}
          aria-describedby={errors.confirm ? confirmErrorId : undefined}
          value={confirm}
          onChange={(event) => {
            setConfirm(event.target.value);
            setErrors((current) => ({ ...current, confirm: undefined }));
          }}
        />
        {errors.confirm ? (
          <p id={confirmErrorId} className={errorClass} role="alert">
            {errors.confirm}
          </p>
        ) : null}
      </div>
      {failure ? (
        <p className={errorClass} role="alert">
          {failure}
        </p>
      ) : null}
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy}>
        {busy ? 'Saving...' : 'Save new password'}
      </button>
    </form>
  );
}

/**
 * Where the reset email's link lands: supabase-js reads the recovery session from the fragment
 * (its PASSWORD_RECOVERY event), and the signed-in user chooses a new password here.
 */
export function ResetPasswordCard({ heading }: { heading: string }) {
  const hydrated = useHydrated();
  const { user, loading, isAdmin } = useAuth();
  // Only the browser knows the fragment; the first render matches the prerendered page.
  const linkError = hydrated ? linkErrorFromFragment(window.location.hash) : null;

  let body;
  if (linkError) {
    body = (
      <div role="alert" className="mt-4 text-ink-800">
        <p>This reset link cannot be used: {linkError}</p>
        <p className="mt-2">
          A link works once, within an hour.{' '}
          <Link to={SIGN_IN_PATH} className={linkClass}>
            Ask for a new link
          </Link>
        </p>
      </div>
    );
  } else if (!hydrated || loading) {
    body = (
      <p className="mt-4 text-ink-700" role="status">
        Checking your reset link...
      </p>
    );
  } else if (!user) {
    body = (
      <p className="mt-4 text-ink-800">
        Open the link in your password reset email to set a new password here. No email?{' '}
        <Link to={SIGN_IN_PATH} className={linkClass}>
          Ask for a link on the sign-in page
        </Link>
        .
      </p>
    );
  } else {
    body = (
      <>
        <p className="mt-1 text-ink-700">
          Choose a new password for <strong>{user.email}</strong>.
        </p>
        <NewPasswordForm email={user.email ?? ''} isAdmin={isAdmin} />
      </>
    );
  }

  return (
    <div className={cardClass}>
      <h1 className="text-2xl font-bold text-ink-950">{heading}</h1>
      {body}
    </div>
  );
}
