// The backend's client, loaded when it is needed: supabase-js is a large script, and a page that
// only has to know whether anyone may be signed in (the sign-in card until it is submitted, the
// admin page for a visitor) paints sooner without it.
import type { SiteClient } from './supabase.ts';
import { sessionStorageKey, supabaseConfig } from './supabase-config.ts';

const storageKey = supabaseConfig ? sessionStorageKey(supabaseConfig.url) : null;

/** Whether this browser keeps a session for the backend; without one nobody is signed in. */
export function hasStoredSession(): boolean {
  if (storageKey === null || typeof window === 'undefined') return false;
  try {
    return window.localStorage.getItem(storageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Whether the address carries what supabase-js turns into a session, or the auth service's error
 * about a link (a password reset link lands with either in its fragment).
 */
export function hasSessionInUrl(): boolean {
  if (storageKey === null || typeof window === 'undefined') return false;
  const { hash, search } = window.location;
  return [new URLSearchParams(hash.replace(/^#/, '')), new URLSearchParams(search)].some(
    (params) => params.has('access_token') || params.has('error_description'),
  );
}

/** A session may exist: one is stored, or the address brings one. */
export function mayHaveSession(): boolean {
  return hasStoredSession() || hasSessionInUrl();
}

/**
 * The same test as a script's text, given the storage key: the page loader (scripts/page-loader.ts)
 * runs it before any module has loaded, to send a browser with nobody signed in on from a page for
 * the signed-in. Kept beside `mayHaveSession`, and held to its answers by this folder's tests.
 */
export const MAY_HAVE_SESSION_SCRIPT = `(key) => {
    try {
      if (localStorage.getItem(key) !== null) return true;
    } catch {}
    return [new URLSearchParams(location.hash.slice(1)), new URLSearchParams(location.search)].some(
      (params) => params.has('access_token') || params.has('error_description'),
    );
  }`;

let loading: Promise<SiteClient | null> | null = null;
let loaded: SiteClient | null = null;
const listeners = new Set<(client: SiteClient) => void>();

/**
 * The site's one client, loading supabase-js on first use. Null during prerendering and in a build
 * without a backend. Whatever waits in `onSupabaseLoaded` hears of it before the caller does.
 */
export function loadSupabase(): Promise<SiteClient | null> {
  if (loading) return loading;
  const attempt = import('./supabase.ts').then(({ getSupabase }) => {
    const client = getSupabase();
    if (client) {
      loaded = client;
      for (const listener of listeners) listener(client);
      listeners.clear();
    }
    return client;
  });
  loading = attempt;
  // A failed download may succeed on the next try.
  attempt.catch(() => {
    if (loading === attempt) loading = null;
  });
  return attempt;
}

/** The client if something has loaded it already, else null. */
export function loadedSupabase(): SiteClient | null {
  return loaded;
}

/** Calls `listener` with the client once it is loaded (at once if it is); returns the unsubscribe. */
export function onSupabaseLoaded(listener: (client: SiteClient) => void): () => void {
  if (loaded) {
    listener(loaded);
    return () => {};
  }
  listeners.add(listener);
  return () => listeners.delete(listener);
}
