import { useEffect, useState } from 'react';
import { supabaseConfig } from '../../lib/supabase-config.ts';
import { fetchPublicTeam } from './team-api.ts';
import type { TeamMember } from './types.ts';

export interface PublicTeamState {
  members: TeamMember[];
  loading: boolean;
}

/**
 * Loads the active members once in the browser. The first render (and the prerendered HTML) is the
 * loading state; without a backend it is the empty state. A failure is logged and leaves the list empty.
 * It is read with one plain request, after hydration: the backend's client is not loaded at all.
 */
export function usePublicTeam(): PublicTeamState {
  const [state, setState] = useState<PublicTeamState>({
    members: [],
    loading: supabaseConfig !== null,
  });

  useEffect(() => {
    // Without a backend the first state is already the empty one.
    if (supabaseConfig === null) return;
    let cancelled = false;
    fetchPublicTeam(supabaseConfig)
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
