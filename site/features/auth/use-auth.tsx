import { useSyncExternalStore } from 'react';
import { getSupabase, isSupabaseConfigured } from '../../lib/supabase.ts';
import { createAuthStore, type AuthState, type AuthStore } from './auth-store.ts';

// What the prerendered HTML shows: nobody known yet, still loading when a backend exists.
const SERVER_STATE: AuthState = {
  user: null,
  session: null,
  isAdmin: false,
  loading: isSupabaseConfigured,
};

let sharedStore: AuthStore | null = null;

/** The page-wide store, created and started once in the browser (never during prerendering). */
function getSharedStore(): AuthStore | null {
  if (typeof window === 'undefined') return null;
  if (!sharedStore) {
    sharedStore = createAuthStore(getSupabase());
    sharedStore.start();
  }
  return sharedStore;
}

const noopSubscribe = () => () => {};

/** The signed-in user, their session, whether they are an admin, and whether that is still being found out. */
export function useAuth(): AuthState {
  const store = getSharedStore();
  return useSyncExternalStore(
    store ? store.subscribe : noopSubscribe,
    store ? store.getState : () => SERVER_STATE,
    () => SERVER_STATE,
  );
}
