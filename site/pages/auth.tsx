import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthCard } from '../features/auth/auth-card.tsx';
import { useAuth } from '../features/auth/use-auth.tsx';
import { NotConfigured } from '../features/auth/not-configured.tsx';
import { isSupabaseConfigured } from '../lib/supabase-config.ts';

/** /auth: sign in or sign up; a signed-in user is sent home. */
export function AuthPage() {
  const { user } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (user) navigate('/', { replace: true });
  }, [user, navigate]);

  if (!isSupabaseConfigured) return <NotConfigured />;
  return (
    <div className="mx-auto min-h-screen max-w-md px-4 py-12 sm:py-16">
      <AuthCard />
    </div>
  );
}
