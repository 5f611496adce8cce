import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/use-auth.tsx';
import { NotConfigured } from '../features/auth/not-configured.tsx';
import { TeamAdmin } from '../features/team/team-admin.tsx';
import { getSupabase, isSupabaseConfigured } from '../lib/supabase.ts';

/** /team-admin: admins manage the team; everyone else is sent to /auth once loading ends. */
export function TeamAdminPage() {
  const { loading, isAdmin } = useAuth();
  const navigate = useNavigate();

  useEffect(() => {
    if (isSupabaseConfigured && !loading && !isAdmin) navigate('/auth', { replace: true });
  }, [loading, isAdmin, navigate]);

  if (!isSupabaseConfigured) return <NotConfigured />;
  const client = getSupabase();
  if (loading || !isAdmin || !client) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16">
        <p className="text-center text-ink-700" role="status">
          Loading...
        </p>
      </div>
    );
  }
  return <TeamAdmin client={client} />;
}
