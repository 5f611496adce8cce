import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAuth } from '../features/auth/use-auth.tsx';
import { NotConfigured } from '../features/auth/not-configured.tsx';
import { SIGN_IN_PATH } from '../features/auth/paths.ts';
import { TeamAdmin } from '../features/team/team-admin.tsx';
import { isSupabaseConfigured } from '../lib/supabase-config.ts';
import { loadedSupabase } from '../lib/supabase-loader.ts';

/**
 * /team-admin: admins who passed their second factor manage the team; everyone else is sent to
 * /auth once loading ends (an admin there gives their code, or sets up their factor first). A
 * browser with nobody signed in never gets here: the page's loader sends it on before this page's
 * scripts are fetched (`signedOutTo` in the route table).
 */
export function TeamAdminPage() {
  const { loading, isAdmin, assurance } = useAuth();
  const allowed = isAdmin && assurance.current === 'aal2';
  const navigate = useNavigate();

  // Most visitors here are not signed in and go on to /auth: fetch that page while the session is
  // checked, so the redirect shows it at once.
  useEffect(() => {
    if (isSupabaseConfigured) void import('./auth.tsx');
  }, []);

  useEffect(() => {
    if (isSupabaseConfigured && !loading && !allowed) navigate(SIGN_IN_PATH, { replace: true });
  }, [loading, allowed, navigate]);

  if (!isSupabaseConfigured) return <NotConfigured />;
  // Loaded by the auth store, which had to ask the backend whether this user is an admin.
  const client = loadedSupabase();
  if (loading || !allowed || !client) {
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
