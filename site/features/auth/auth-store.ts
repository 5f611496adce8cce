import type { Session, User } from '@supabase/supabase-js';
import type { SiteClient } from '../../lib/supabase.ts';

export interface AuthState {
  user: User | null;
  session: Session | null;
  isAdmin: boolean;
  /** True until the first session is known and, with a user, their admin check has finished. */
  loading: boolean;
}

export interface AuthStore {
  getState(): AuthState;
  subscribe(listener: () => void): () => void;
  /** Starts listening to the auth service; returns the function that stops it. */
  start(): () => void;
}

export const INITIAL_AUTH_STATE: AuthState = {
  user: null,
  session: null,
  isAdmin: false,
  loading: true,
};

const SIGNED_OUT: AuthState = { user: null, session: null, isAdmin: false, loading: false };

/** Admin means a `user_roles` row with role 'admin'; any error counts as not admin. */
export async function lookupIsAdmin(client: SiteClient, userId: string): Promise<boolean> {
  try {
    const { data, error } = await client
      .from('user_roles')
      .select('role')
      .eq('user_id', userId)
      .eq('role', 'admin');
    if (error) {
      console.error('Admin check failed:', error.message);
      return false;
    }
    return Array.isArray(data) && data.length > 0;
  } catch (error) {
    console.error('Admin check failed:', error);
    return false;
  }
}

/** Auth state fed by the service's session events; with no client the visitor is simply signed out. */
export function createAuthStore(client: SiteClient | null): AuthStore {
  let state: AuthState = client ? INITIAL_AUTH_STATE : SIGNED_OUT;
  const listeners = new Set<() => void>();
  // The user whose admin status is known or being looked up, and a counter so a slow answer for a
  // previous user never overwrites the current one.
  let checkedUserId: string | null = null;
  let generation = 0;

  function set(next: Partial<AuthState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  }

  function applySession(session: Session | null) {
    const user = session?.user ?? null;
    if (!user) {
      checkedUserId = null;
      generation += 1;
      set(SIGNED_OUT);
      return;
    }
    if (user.id === checkedUserId) {
      // A refreshed token for the same user: keep the admin answer.
      set({ session, user });
      return;
    }
    checkedUserId = user.id;
    const current = ++generation;
    set({ session, user, isAdmin: false, loading: true });
    // Deferred: supabase-js holds a lock while it runs auth callbacks, and a query from inside one
    // would wait on it.
    setTimeout(() => {
      if (current !== generation || !client) return;
      void lookupIsAdmin(client, user.id).then((isAdmin) => {
        if (current === generation) set({ isAdmin, loading: false });
      });
    }, 0);
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      if (!client) return () => {};
      let active = true;
      const { data } = client.auth.onAuthStateChange((_event, session) => {
        if (active) applySession(session);
      });
      client.auth
        .getSession()
        .then(({ data: sessionData }) => {
          if (active) applySession(sessionData.session);
        })
        .catch((error: unknown) => {
          console.error('Reading the session failed:', error);
          if (active) applySession(null);
        });
      return () => {
        active = false;
        data.subscription.unsubscribe();
      };
    },
  };
}
