import { useSyncExternalStore } from 'react';
import { isSupabaseConfigured } from '../../lib/supabase-config.ts';
import { loadSupabase, mayHaveSession, onSupabaseLoaded } from '../../lib/supabase-loader.ts';
import {
  createDeferredAuthStore,
  type AuthState,
  type AuthStore,
  type ClientSource,
} from './auth-store.ts';

// What the prerendered HTML shows: nobody known yet, still loading when a backend exists.
const SERVER_STATE: AuthState = {
  user: null,
  session: null,
  isAdmin: false,
  assurance: { current: null, next: null },
  loading: isSupabaseConfigured,
};

function onStorage(listener: () => void) {
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}

const browserSource: ClientSource = {
  mayHaveSession,
  load: loadSupabase,
  onLoad: onSupabaseLoaded,
  onStorage,
};

let sharedStore: AuthStore | null = null;

/**
 * The page-wide store, created and started once in the browser (never during prerendering). It
 * loads the client only when a session may exist; a visitor with none is known signed out at once.
 */
function getSharedStore(): AuthStore | null {
  if (typeof window === 'undefined') return null;
  if (!sharedStore) {
    sharedStore = createDeferredAuthStore(isSupabaseConfigured ? browserSource : null);
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
