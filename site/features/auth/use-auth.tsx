import type { SupabaseClient } from '@supabase/supabase-js';
import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { getSupabase, isSupabaseConfigured } from '../../lib/supabase.ts';
import { createAuthStore, type AuthState, type AuthStore } from './auth-store.ts';

const AuthContext = createContext<AuthStore | null>(null);

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

/**
 * Optional: `useAuth` works without it through the shared store. Pass `client` to give a subtree
 * its own store (tests use this with a fake client).
 */
export function AuthProvider({
  client,
  children,
}: {
  client?: SupabaseClient | null;
  children: ReactNode;
}) {
  const [store] = useState<AuthStore | null>(() =>
    client === undefined ? getSharedStore() : createAuthStore(client),
  );
  const ownsStore = client !== undefined;
  useEffect(() => {
    if (ownsStore && store) return store.start();
  }, [ownsStore, store]);
  return <AuthContext.Provider value={store}>{children}</AuthContext.Provider>;
}

/** The signed-in user, their session, whether they are an admin, and whether that is still being found out. */
export function useAuth(): AuthState {
  const provided = useContext(AuthContext);
  const store = provided ?? getSharedStore();
  return useSyncExternalStore(
    store ? store.subscribe : noopSubscribe,
    store ? store.getState : () => SERVER_STATE,
    () => SERVER_STATE,
  );
}
