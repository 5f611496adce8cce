import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { NotConfigured } from '../features/auth/not-configured.tsx';
import { EnrollSecondFactorCard, SecondFactorCard } from '../features/auth/second-factor.tsx';
import { useAuth } from '../features/auth/use-auth.tsx';
import { isSupabaseConfigured } from '../lib/supabase-config.ts';

/**
 * /auth: sign in or sign up; a signed-in user is sent home. A user with a second factor finishes
 * signing in here with its code, and an admin without one adds one first.
 */
export function AuthPage() {
  const { user, isAdmin, assurance, loading } = useAuth();
  const navigate = useNavigate();
  const verifiedFactor = user?.factors?.find(
    (factor) => factor.factor_type === 'totp' && factor.status === 'verified',
  );
  const needsCode = Boolean(user && verifiedFactor && assurance.current !== 'aal2');
  const needsFactor = Boolean(user && !loading && isAdmin && assurance.next !== 'aal2');
  const done = Boolean(user && !loading && !needsCode && !needsFactor);

  useEffect(() => {
    if (done) navigate('/', { replace: true });
  }, [done, navigate]);

  if (!isSupabaseConfigured) return <NotConfigured />;
  return (
    <div className="mx-auto min-h-screen max-w-md px-4 py-12 sm:py-16">
      {needsCode && verifiedFactor ? (
        <SecondFactorCard factorId={verifiedFactor.id} />
      ) : needsFactor ? (
        <EnrollSecondFactorCard />
      ) : (
        <AuthCard />
      )}
    </div>
  );
}
