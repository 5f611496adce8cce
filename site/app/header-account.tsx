// The header's account area: empty for visitors; for a signed-in user a sign-out control, and for an
// admin a link to team management. Colours follow the header's own text colour (home page is dark).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAuth } from '../features/auth/use-auth.tsx';
import { loadSupabase } from '../lib/supabase-loader.ts';

export function HeaderAccount() {
  const { user, isAdmin } = useAuth();
  const [busy, setBusy] = useState(false);
  if (!user) return null;

  async function signOut() {
    setBusy(true);
    try {
      const client = await loadSupabase();
      if (!client) return;
      const { error } = await client.auth.signOut();
      if (error) console.error('Sign out failed:', error.message);
    } catch (error) {
      console.error('Sign out failed:', error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex items-center gap-1">
      {isAdmin ? (
        <Link
          to="/team-admin"
          className="hidden rounded-md px-2.5 py-2 text-sm font-medium whitespace-nowrap underline-offset-4 hover:underline xl:inline-flex"
        >
          Team admin
        </Link>
      ) : null}
      <button
        type="button"
        onClick={() => void signOut()}
        disabled={busy}
        title={user.email ? `Signed in as ${user.email}` : undefined}
        className="rounded-lg px-3 py-2 text-sm font-semibold whitespace-nowrap ring-1 ring-current/40 hover:bg-current/10 disabled:opacity-60"
      >
        Sign Out
      </button>
    </div>
  );
}
