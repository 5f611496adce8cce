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

  // Most visitors here are not signed in and go on to /auth: fetch that page while the session is
  // checked, so the redirect shows it at once.
  useEffect(() => {
    if (isSupabaseConfigured) void import('./auth.tsx');
  }, []);

  useEffect(() => {
    if (isSupabaseConfigured && !loading && !isAdmin) navigate('/auth', { replace: true });
  }, [loading, isAdmin, navigate]);

  if (!isSupabaseConfigured) return <NotConfigured />;
  const client = getSupabase();
  if (loading || !isAdmin || !client) {
    return (
      // As tall as the screen, like /auth where most visitors are sent, so the footer stays put.
      <div className="mx-auto min-h-screen max-w-6xl px-4 py-16">
        <p className="text-center text-ink-700" role="status">
          Loading...
        </p>
      </div>
    );
  }
  return <TeamAdmin client={client} />;
}
