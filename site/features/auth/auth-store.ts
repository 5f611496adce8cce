import type { Session, User } from '@supabase/supabase-js';
import type { SiteClient } from '../../lib/supabase.ts';

/** How far the session has proved who the user is: a password (aal1) or a second factor too (aal2). */
export type AssuranceLevel = 'aal1' | 'aal2';

export interface Assurance {
  /** The session's level, from its access token; null without a session. */
  current: AssuranceLevel | null;
  /** The level the user can reach: aal2 once they have a verified second factor. */
  next: AssuranceLevel | null;
}

export interface AuthState {
  user: User | null;
  session: Session | null;
  isAdmin: boolean;
  assurance: Assurance;
  /** True until the first session is known and, with a user, their admin check has finished. */
  loading: boolean;
}

const NO_ASSURANCE: Assurance = { current: null, next: null };

/**
 * The session's assurance, as supabase-js's getAuthenticatorAssuranceLevel reckons it without a
 * request: the access token's `aal` claim, and aal2 next when the user has a verified factor.
 */
export function assuranceOf(session: Session | null): Assurance {
  if (!session) return NO_ASSURANCE;
  let current: AssuranceLevel | null = null;
  try {
    const payload = session.access_token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const aal = (JSON.parse(json) as { aal?: unknown }).aal;
    if (aal === 'aal1' || aal === 'aal2') current = aal;
  } catch {
    // Not a token this site can read: no level.
  }
  const verified = session.user.factors?.some((factor) => factor.status === 'verified') ?? false;
  return { current, next: verified ? 'aal2' : current };
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
  assurance: NO_ASSURANCE,
  loading: true,
};

const SIGNED_OUT: AuthState = {
  user: null,
  session: null,
  isAdmin: false,
  assurance: NO_ASSURANCE,
  loading: false,
};

/**
 * The state both stores keep and how it reaches React: the current value, the listeners, a setter
 * that merges a change in and tells them.
 */
function authCell(initial: AuthState) {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    set(next: Partial<AuthState>) {
      state = { ...state, ...next };
      for (const listener of listeners) listener();
    },
  };
}

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
  const { getState, subscribe, set } = authCell(client ? INITIAL_AUTH_STATE : SIGNED_OUT);
  // The user whose admin status is known or being looked up, and a counter so a slow answer for a
  // previous user never overwrites the current one.
  let checkedUserId: string | null = null;
  let generation = 0;

  function applySession(session: Session | null) {
    const user = session?.user ?? null;
    if (!user) {
      checkedUserId = null;
      generation += 1;
      set(SIGNED_OUT);
      return;
    }
    const assurance = assuranceOf(session);
    if (user.id === checkedUserId) {
      // A refreshed token (or a second factor passed) for the same user: keep the admin answer.
      set({ session, user, assurance });
      return;
    }
    checkedUserId = user.id;
    const current = ++generation;
    set({ session, user, assurance, isAdmin: false, loading: true });
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
    getState,
    subscribe,
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

/** Where a deferred store gets the client, and how it learns that a session may have appeared. */
export interface ClientSource {
  /** A session may exist before the client is loaded: one is stored, or the address brings one. */
  mayHaveSession(): boolean;
  load(): Promise<SiteClient | null>;
  /** Calls back when anything loads the client (the sign-in form on submit); returns the unsubscribe. */
  onLoad(listener: (client: SiteClient) => void): () => void;
  /** Calls back when stored sessions may have changed (another tab signed in); returns the unsubscribe. */
  onStorage(listener: () => void): () => void;
}

/**
 * Auth state that loads the client only when a session may exist. Without one the visitor is
 * signed out at once, and the store follows the client from the moment anything else loads it.
 * `source` null: a build without a backend, where everyone is signed out.
 */
export function createDeferredAuthStore(source: ClientSource | null): AuthStore {
  const { getState, subscribe, set } = authCell(
    source?.mayHaveSession() ? INITIAL_AUTH_STATE : SIGNED_OUT,
  );

  return {
    getState,
    subscribe,
    start() {
      if (!source) return () => {};
      let active = true;
      let stopFollowing: (() => void) | null = null;

      function follow(client: SiteClient) {
        if (!active || stopFollowing) return;
        // The client's store says nothing until it knows the session, so until then this one keeps
        // what it had: signed out, or still loading when a session may exist.
        const inner = createAuthStore(client);
        const unsubscribe = inner.subscribe(() => {
          if (active) set(inner.getState());
        });
        const stop = inner.start();
        stopFollowing = () => {
          unsubscribe();
          stop();
        };
      }

      function loadIfSessionMayExist() {
        if (stopFollowing || !source?.mayHaveSession()) return;
        if (!getState().loading) set(INITIAL_AUTH_STATE);
        source
          .load()
          .then((client) => {
            if (client) follow(client);
            else if (active) set(SIGNED_OUT);
          })
          .catch((error: unknown) => {
            console.error('Loading the sign-in service failed:', error);
            if (active && !stopFollowing) set(SIGNED_OUT);
          });
      }

      const stopListening = source.onLoad(follow);
      const stopWatching = source.onStorage(loadIfSessionMayExist);
      loadIfSessionMayExist();
      return () => {
        active = false;
        stopListening();
        stopWatching();
        stopFollowing?.();
      };
    },
  };
}
