import { useEffect, useState } from 'react';
import { isSupabaseConfigured } from '../../lib/supabase-config.ts';
import { fetchPublicTeam } from './team-api.ts';
import type { TeamMember } from './types.ts';

export interface PublicTeamState {
  members: TeamMember[];
  loading: boolean;
}

/**
 * Loads the active members once in the browser. The first render (and the prerendered HTML) is the
 * loading state; without a backend it is the empty state. A failure is logged and leaves the list empty.
 * The backend's client is loaded here, after hydration, so it is not part of the page's first load.
 */
export function usePublicTeam(): PublicTeamState {
  const [state, setState] = useState<PublicTeamState>({
    members: [],
    loading: isSupabaseConfigured,
  });

  useEffect(() => {
    // Without a backend the first state is already the empty one.
    if (!isSupabaseConfigured) return;
    let cancelled = false;
    import('../../lib/supabase.ts')
      .then(({ getSupabase }) => {
        const client = getSupabase();
        return client ? fetchPublicTeam(client) : [];
      })
      .then((members) => {
        if (!cancelled) setState({ members, loading: false });
      })
      .catch((error: unknown) => {
        console.error('Error fetching team members:', error);
        if (!cancelled) setState({ members: [], loading: false });
      });
    return () => {
      cancelled = true;
    };
  }, []);

  return state;
}
