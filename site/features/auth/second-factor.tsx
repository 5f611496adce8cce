// The second step of signing in: the six-digit code of an authenticator app (TOTP), through
// supabase-js's auth.mfa. An admin without a factor yet adds one here first: a QR code to scan (or
// the secret to type), then a code to prove it works. Either way the session reaches aal2, which the
// database asks of every change to the team.
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent } from 'react';
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

/** The message for a refused code, by the auth service's error code. */
function codeFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'mfa_verification_failed') {
    return 'That code is not right. Enter the six digits your authenticator app shows now.';
  }
  if (code === 'mfa_challenge_expired') return 'That took too long. Enter the code shown now.';
  if (code === 'over_request_rate_limit') {
    return 'Too many wrong codes. Wait a few minutes, then try again.';
  }
  return errorMessage(error);
}

/** A six-digit code field and its submit button; `onCode` resolves to a message when refused. */
function CodeForm({
  submitLabel,
  onCode,
}: {
  submitLabel: string;
  onCode: (code: string) => Promise<string | null>;
}) {
  const id = useId();
  const [code, setCode] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const inputRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    const digits = code.replace(/\s/g, '');
    if (!/^\d{6}$/.test(digits)) {
      setFailure('Enter the six digits your authenticator app shows.');
      inputRef.current?.focus();
      return;
    }
    busyRef.current = true;
    setBusy(true);
    setFailure(null);
    try {
      const refused = await onCode(digits);
      if (refused) {
        setFailure(refused);
        setCode('');
        inputRef.current?.focus();
      }
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const errorId = `${id}-error`;
  return (
    <form className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
      <div>
        <label className={labelClass} htmlFor={`${id}-code`}>
          Authentication code
        </label>
        <input
          ref={inputRef}
          id={`${id}-code`}
          className={`${inputClass} mt-1 text-lg tracking-[0.3em]`}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          required
          aria-invalid={failure ? true : undefined}
          aria-describedby={failure ? errorId : undefined}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setFailure(null);
          }}
        />
        {failure ? (
          <p id={errorId} className={errorClass} role="alert">
            {failure}
          </p>
        ) : null}
      </div>
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy}>
        {busy ? 'Checking...' : submitLabel}
      </button>
    </form>
  );
}

/** Passes a challenge of the factor with the code; the session becomes aal2 when it is right. */
async function verify(factorId: string, code: string): Promise<string | null> {
  try {
    const client = await loadSupabase();
    if (!client) throw new Error('Team management is not configured');
    const { error } = await client.auth.mfa.challengeAndVerify({ factorId, code });
    if (error) return codeFailure(error);
    return null;
  } catch (error) {
    return codeFailure(error);
  }
}

/** For a user with a verified factor: the code that completes the sign-in. */
export function SecondFactorCard({ factorId }: { factorId: string }) {
  return (
    <div className={cardClass}>
      <h1 className="text-2xl font-bold text-ink-950">Two-step sign-in</h1>
      <p className="mt-1 text-ink-700">
        Open your authenticator app and enter the six-digit code it shows for this site.
      </p>
      <CodeForm
        submitLabel="Verify"
        onCode={async (code) => {
          const refused = await verify(factorId, code);
          if (!refused) toast({ title: 'Success', description: 'Signed in successfully!' });
          return refused;
        }}
      />
    </div>
  );
}

type Enrollment = { id: string; qrCode: string; secret: string };

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
function grouped(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

/** For an admin with no factor yet: add an authenticator app, then prove it with a code. */
export function EnrollSecondFactorCard() {
  const [enrollment, setEnrollment] = useState<Enrollment | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    // Once per visit: each enrollment is a new secret on the server.
    if (started.current) return;
    started.current = true;
    void (async () => {
      try {
        const client = await loadSupabase();
        if (!client) throw new Error('Team management is not configured');
        const { data, error } = await client.auth.mfa.enroll({
          factorType: 'totp',
          friendlyName: 'Authenticator app',
        });
        if (error) throw error;
        setEnrollment({ id: data.id, qrCode: data.totp.qr_code, secret: data.totp.secret });
      } catch (error) {
        setFailure(errorMessage(error));
      }
    })();
  }, []);

  return (
    <div className={cardClass}>
      <h1 className="text-2xl font-bold text-ink-950">Set up two-step sign-in</h1>
      <p className="mt-1 text-ink-700">
        Admins sign in with a code from an authenticator app as well as their password, so a stolen
        password alone cannot change the site.
      </p>
      {failure ? (
        <p className={`${errorClass} mt-4`} role="alert">
          {failure}
        </p>
      ) : null}
      {enrollment ? (
        <>
          <ol className="mt-4 list-decimal space-y-2 pl-5 text-ink-800">
            <li>
              Scan this QR code with an authenticator app (Google Authenticator, Microsoft
              Authenticator, 1Password, Authy and others).
            </li>
            <li>Enter the six-digit code the app then shows.</li>
          </ol>
          <img
            src={enrollment.qrCode}
            alt="QR code to add this site to an authenticator app"
            width={200}
            height={200}
            className="mx-auto mt-4 h-50 w-50 rounded-lg border border-ink-200 bg-white p-2"
          />
          <p className={`${hintClass} text-center`}>
            Cannot scan it? Type this key instead:{' '}
            <code className="font-mono text-ink-900 wrap-anywhere" data-testid="totp-secret">
              {grouped(enrollment.secret)}
            </code>
          </p>
          <CodeForm
            submitLabel="Turn on two-step sign-in"
            onCode={async (code) => {
              const refused = await verify(enrollment.id, code);
              if (!refused) {
                toast({ title: 'Success', description: 'Two-step sign-in is on.' });
              }
              return refused;
            }}
          />
        </>
      ) : failure ? null : (
        <p className="mt-4 text-ink-700" role="status">
          Preparing your QR code...
        </p>
      )}
    </div>
  );
}
