import { Tabs } from 'radix-ui';
import { useEffect, useId, useRef, useState } from 'react';
import type { FormEvent, Ref } from 'react';
import { toast } from '../../components/toast.tsx';
import { cardClass } from '../../components/ui.tsx';
import { errorMessage } from '../../lib/error-message.ts';
import { loadSupabase } from '../../lib/supabase-loader.ts';
import {
  errorClass,
  hintClass,
  inputClass,
  labelClass,
  primaryButtonClass,
} from '../../components/form-styles.ts';
import { ForgotPassword } from './forgot-password.tsx';
import { PasswordMeter, usePasswordStrength } from './password-meter.tsx';
import {
  loadEstimator,
  MEMBER_MIN_SCORE,
  MIN_PASSWORD_LENGTH,
  passwordRefusal,
} from './password-strength.ts';

/** What a failed sign-in or sign-up says, by the auth service's error code where it has one. */
function authFailure(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'email_not_confirmed') {
    return 'Please confirm your email address first: open the link in the email we sent you when you signed up.';
  }
  if (code === 'over_request_rate_limit') {
    return 'Too many attempts from here. Wait a few minutes, then try again.';
  }
  if (code === 'over_email_send_rate_limit') {
    return 'We cannot send more emails just now. Please try again later.';
  }
  return errorMessage(error);
}

type Mode = 'sign-in' | 'sign-up';

type CredentialsProps = {
  mode: Mode;
  /** Sign-in only: opens the reset form with the email typed so far. */
  onForgot?: (email: string) => void;
  forgotRef?: Ref<HTMLButtonElement>;
};

function CredentialsForm({ mode, onForgot, forgotRef }: CredentialsProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [pendingFor, setPendingFor] = useState<string | null>(null);
  // State updates are not synchronous, so a second submit in the same tick is stopped here.
  const busyRef = useRef(false);
  const isSignUp = mode === 'sign-up';
  const strength = usePasswordStrength(isSignUp ? password : '', [email]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    setPendingFor(null);
    try {
      if (isSignUp) {
        const estimate = await loadEstimator().catch(() => null);
        const refused = passwordRefusal(
          password,
          estimate ? estimate(password, [email]) : null,
          MEMBER_MIN_SCORE,
        );
        if (refused) {
          setPasswordError(refused);
          return;
        }
      }
      setPasswordError(null);
      // Loaded on submit: the card paints without supabase-js, and the button says it is working
      // while the script arrives.
      const client = await loadSupabase();
      if (!client) throw new Error('Team management is not configured');
      if (isSignUp) {
        const { error } = await client.auth.signUp({
          email: email.trim(),
          password,
          options: { emailRedirectTo: window.location.origin },
        });
        if (error) throw error;
        // The same answer for an address that already has an account: nothing tells them apart.
        setPendingFor(email.trim());
        setPassword('');
        toast({
          title: 'Success',
          description: 'Account created! Please check your email to verify your account.',
        });
      } else {
        const { data, error } = await client.auth.signInWithPassword({
          email: email.trim(),
          password,
        });
        if (error) throw error;
        // With a second factor the sign-in is not finished: the page asks for its code next.
        const needsCode = data.user?.factors?.some((factor) => factor.status === 'verified');
        if (!needsCode) toast({ title: 'Success', description: 'Signed in successfully!' });
      }
    } catch (error) {
      toast({ title: 'Error', description: authFailure(error), variant: 'destructive' });
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  }

  const passwordHintId = `${id}-password-hint`;
  const passwordErrorId = `${id}-password-error`;
  const meterId = `${id}-password-strength`;
  const describedBy = [
    isSignUp ? passwordHintId : null,
    isSignUp ? meterId : null,
    passwordError ? passwordErrorId : null,
  ]
    .filter(Boolean)
    .join(' ');

  return (
    <form className="space-y-4" onSubmit={onSubmit}>
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
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </div>
      <div>
        <label className={labelClass} htmlFor={`${id}-password`}>
          Password
        </label>
        <input
          id={`${id}-password`}
          className={`${inputClass} mt-1`}
          type="password"
          name="password"
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          required
          minLength={isSignUp ? MIN_PASSWORD_LENGTH : undefined}
          aria-invalid={passwordError ? true : undefined}
          aria-describedby={describedBy || undefined}
          value={password}
          onChange={(event) => {
            setPassword(event.target.value);
            setPasswordError(null);
          }}
        />
        {isSignUp ? (
          <>
            <p id={passwordHintId} className={hintClass}>
              At least {MIN_PASSWORD_LENGTH} characters, and hard to guess: a phrase of a few
              unrelated words works well.
            </p>
            <PasswordMeter id={meterId} strength={strength} minScore={MEMBER_MIN_SCORE} />
          </>
        ) : null}
        {passwordError ? (
          <p id={passwordErrorId} className={errorClass} role="alert">
            {passwordError}
          </p>
        ) : null}
        {onForgot ? (
          <button
            ref={forgotRef}
            type="button"
            className="mt-2 rounded text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            onClick={() => onForgot(email.trim())}
          >
            Forgot password?
          </button>
        ) : null}
      </div>
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={busy}>
        {isSignUp ? (busy ? 'Creating account...' : 'Sign Up') : busy ? 'Signing in...' : 'Sign In'}
      </button>
      {isSignUp ? (
        <div role="status" aria-live="polite" className="text-ink-800">
          {pendingFor ? (
            <p>
              We have sent a link to <strong className="wrap-anywhere">{pendingFor}</strong>. Open
              it to confirm your address; you can sign in once it is confirmed.
            </p>
          ) : null}
        </div>
      ) : null}
    </form>
  );
}

const tabTriggerClass =
  'flex-1 rounded-md px-3 py-1.5 text-sm font-semibold text-ink-700 focus-visible:outline focus-visible:outline-2 focus-visible:outline-brand-700 data-[state=active]:bg-white data-[state=active]:text-ink-950 data-[state=active]:shadow-sm';

/**
 * The 'Welcome' card: sign in or create an account with email and password, or ask for a password
 * reset link. Focus follows the switch between the two, so keyboard and screen reader users land
 * on what just appeared.
 */
export function AuthCard() {
  const [forgotEmail, setForgotEmail] = useState<string | null>(null);
  const forgotHeading = useRef<HTMLHeadingElement>(null);
  const forgotButton = useRef<HTMLButtonElement>(null);
  const switched = useRef(false);
  const forgotOpen = forgotEmail !== null;

  useEffect(() => {
    if (!switched.current) return;
    (forgotOpen ? forgotHeading.current : forgotButton.current)?.focus();
  }, [forgotOpen]);

  function show(email: string | null) {
    switched.current = true;
    setForgotEmail(email);
  }

  return (
    <div className={cardClass}>
      <h1 className="text-2xl font-bold text-ink-950">Welcome</h1>
      {forgotOpen ? (
        <ForgotPassword
          initialEmail={forgotEmail}
          onBack={() => show(null)}
          headingRef={forgotHeading}
        />
      ) : (
        <AccountTabs onForgot={show} forgotRef={forgotButton} />
      )}
    </div>
  );
}

function AccountTabs({
  onForgot,
  forgotRef,
}: {
  onForgot: (email: string) => void;
  forgotRef: Ref<HTMLButtonElement>;
}) {
  return (
    <>
      <p className="mt-1 text-ink-700">Sign in to your account or create a new one.</p>
      <Tabs.Root defaultValue="sign-in" className="mt-6">
        <Tabs.List aria-label="Account" className="flex gap-1 rounded-lg bg-ink-100 p-1">
          <Tabs.Trigger value="sign-in" className={tabTriggerClass}>
            Sign In
          </Tabs.Trigger>
          <Tabs.Trigger value="sign-up" className={tabTriggerClass}>
            Sign Up
          </Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="sign-in" className="mt-6 focus-visible:outline-none">
          <CredentialsForm mode="sign-in" onForgot={onForgot} forgotRef={forgotRef} />
        </Tabs.Content>
        <Tabs.Content value="sign-up" className="mt-6 focus-visible:outline-none">
          <CredentialsForm mode="sign-up" />
        </Tabs.Content>
      </Tabs.Root>
    </>
  );
}
