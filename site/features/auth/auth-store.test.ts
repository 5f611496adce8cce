import type { Session } from '@supabase/supabase-js';
import type { SiteClient } from '../../lib/supabase.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  assuranceOf,
  createAuthStore,
  createDeferredAuthStore,
  type ClientSource,
} from './auth-store.ts';

type Listener = (event: string, session: Session | null) => void;

function session(userId: string): Session {
  return {
    access_token: `token-${userId}`,
    refresh_token: 'refresh',
    expires_in: 3600,
    token_type: 'bearer',
    user: { id: userId, email: `${userId}@example.co.uk` },
  } as unknown as Session;
}

/** Auth events are pushed by the test; role lookups answer from `admins` or fail. */
function fakeClient(options: { initial: Session | null; admins?: string[]; roleError?: boolean }) {
  let listener: Listener | null = null;
  const roleQueries: Array<Array<[string, unknown]>> = [];
  let releaseRoles: (() => void) | null = null;
  let holdRoles = false;
  const client = {
    auth: {
      onAuthStateChange(callback: Listener) {
        listener = callback;
        return { data: { subscription: { unsubscribe: () => (listener = null) } } };
      },
      getSession: async () => ({ data: { session: options.initial }, error: null }),
    },
    from(table: string) {
      expect(table).toBe('user_roles');
      const filters: Array<[string, unknown]> = [];
      const builder = {
        select: () => builder,
        eq(column: string, value: unknown) {
          filters.push([column, value]);
          return builder;
        },
        then(resolve: (value: unknown) => void) {
          roleQueries.push(filters);
          const answer = () => {
            if (options.roleError) {
              resolve({ data: null, error: { message: 'permission denied' } });
              return;
            }
            const userId = filters.find(([column]) => column === 'user_id')?.[1] as string;
            resolve({
              data: options.admins?.includes(userId) ? [{ role: 'admin' }] : [],
              error: null,
            });
          };
          if (holdRoles) releaseRoles = answer;
          else answer();
        },
      };
      return builder;
    },
  } as unknown as SiteClient;
  return {
    client,
    roleQueries,
    emit: (event: string, next: Session | null) => listener?.(event, next),
    hold: () => (holdRoles = true),
    release: () => releaseRoles?.(),
    isListening: () => listener !== null,
  };
}

async function settle() {
  await vi.advanceTimersByTimeAsync(10);
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('createAuthStore', () => {
  it('is signed out and not loading without a client', () => {
    const store = createAuthStore(null);
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, loading: false });
  });

  it('stops loading at once when there is no session', async () => {
    vi.useFakeTimers();
    const fake = fakeClient({ initial: null });
    const store = createAuthStore(fake.client);
    expect(store.getState().loading).toBe(true);
    store.start();
    await settle();
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, loading: false });
    expect(fake.roleQueries).toHaveLength(0);
  });

  it('keeps loading until the admin check for a user has answered', async () => {
    vi.useFakeTimers();
    const fake = fakeClient({ initial: session('u1'), admins: ['u1'] });
    fake.hold();
    const store = createAuthStore(fake.client);
    store.start();
    await settle();
    expect(store.getState().user?.id).toBe('u1');
    expect(store.getState().loading).toBe(true);
    expect(fake.roleQueries[0]).toEqual([
      ['user_id', 'u1'],
      ['role', 'admin'],
    ]);
    fake.release();
    await settle();
    expect(store.getState()).toMatchObject({ isAdmin: true, loading: false });
  });

  it('is not admin without a role row, or when the lookup fails', async () => {
    vi.useFakeTimers();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const plain = createAuthStore(fakeClient({ initial: session('u2'), admins: ['u1'] }).client);
    plain.start();
    const failing = createAuthStore(fakeClient({ initial: session('u1'), roleError: true }).client);
    failing.start();
    await settle();
    expect(plain.getState()).toMatchObject({ isAdmin: false, loading: false });
    expect(failing.getState()).toMatchObject({ isAdmin: false, loading: false });
  });

  it('follows sign-in and sign-out events and checks each new user once', async () => {
    vi.useFakeTimers();
    const fake = fakeClient({ initial: null, admins: ['admin'] });
    const store = createAuthStore(fake.client);
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().loading));
    const stop = store.start();
    await settle();

    fake.emit('SIGNED_IN', session('admin'));
    await settle();
    expect(store.getState()).toMatchObject({ isAdmin: true, loading: false });

    fake.emit('TOKEN_REFRESHED', session('admin'));
    await settle();
    expect(fake.roleQueries).toHaveLength(1);
    expect(store.getState().isAdmin).toBe(true);

    fake.emit('SIGNED_OUT', null);
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, loading: false });
    expect(seen.length).toBeGreaterThan(0);

    stop();
    expect(fake.isListening()).toBe(false);
  });

  it('ignores a slow admin answer for a user who has since signed out', async () => {
    vi.useFakeTimers();
    const fake = fakeClient({ initial: session('admin'), admins: ['admin'] });
    fake.hold();
    const store = createAuthStore(fake.client);
    store.start();
    await settle();
    fake.emit('SIGNED_OUT', null);
    fake.release();
    await settle();
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, loading: false });
  });
});

/** A client source whose loads the test counts and whose storage changes it triggers by hand. */
function fakeSource(client: SiteClient | null, options: { session: boolean }) {
  let mayHaveSession = options.session;
  let loads = 0;
  const loadListeners = new Set<(client: SiteClient) => void>();
  let storageListener: (() => void) | null = null;
  const source: ClientSource = {
    mayHaveSession: () => mayHaveSession,
    async load() {
      loads += 1;
      if (client) for (const listener of loadListeners) listener(client);
      return client;
    },
    onLoad(listener) {
      loadListeners.add(listener);
      return () => loadListeners.delete(listener);
    },
    onStorage(listener) {
      storageListener = listener;
      return () => (storageListener = null);
    },
  };
  return {
    source,
    loads: () => loads,
    /** Something else (the sign-in form) loads the client. */
    loadElsewhere: () => source.load(),
    /** Another tab stores a session. */
    storeSession() {
      mayHaveSession = true;
      storageListener?.();
    },
  };
}

describe('createDeferredAuthStore', () => {
  it('is signed out and not loading without a backend', () => {
    const store = createDeferredAuthStore(null);
    store.start();
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, loading: false });
  });

  it('is signed out at once, without loading the client, when no session may exist', async () => {
    vi.useFakeTimers();
    const fake = fakeSource(fakeClient({ initial: null }).client, { session: false });
    const store = createDeferredAuthStore(fake.source);
    store.start();
    expect(store.getState()).toMatchObject({ user: null, isAdmin: false, loading: false });
    await settle();
    expect(fake.loads()).toBe(0);
  });

  it('loads the client and waits for the admin check when a session is stored', async () => {
    vi.useFakeTimers();
    const client = fakeClient({ initial: session('admin'), admins: ['admin'] });
    const fake = fakeSource(client.client, { session: true });
    const store = createDeferredAuthStore(fake.source);
    expect(store.getState().loading).toBe(true);
    store.start();
    expect(fake.loads()).toBe(1);
    await settle();
    expect(store.getState()).toMatchObject({ isAdmin: true, loading: false });
    expect(store.getState().user?.id).toBe('admin');
  });

  it('follows the client once the sign-in form loads it, and stops with the store', async () => {
    vi.useFakeTimers();
    const client = fakeClient({ initial: null });
    const fake = fakeSource(client.client, { session: false });
    const store = createDeferredAuthStore(fake.source);
    const stop = store.start();
    const seen: boolean[] = [];
    store.subscribe(() => seen.push(store.getState().loading));
    await fake.loadElsewhere();
    await settle();
    expect(store.getState()).toMatchObject({ user: null, loading: false });
    // It never went back to loading on the way.
    expect(seen).not.toContain(true);
    client.emit('SIGNED_IN', session('u1'));
    await settle();
    expect(store.getState()).toMatchObject({ isAdmin: false, loading: false });
    expect(store.getState().user?.id).toBe('u1');
    stop();
    expect(client.isListening()).toBe(false);
  });

  it('loads the client when another tab stores a session', async () => {
    vi.useFakeTimers();
    const fake = fakeSource(fakeClient({ initial: session('u1') }).client, { session: false });
    const store = createDeferredAuthStore(fake.source);
    store.start();
    fake.storeSession();
    expect(store.getState().loading).toBe(true);
    await settle();
    expect(fake.loads()).toBe(1);
    expect(store.getState()).toMatchObject({ loading: false });
    expect(store.getState().user?.id).toBe('u1');
  });

  it('is signed out when the client cannot be loaded', async () => {
    vi.useFakeTimers();
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const fake = fakeSource(null, { session: true });
    fake.source.load = () => Promise.reject(new Error('offline'));
    const store = createDeferredAuthStore(fake.source);
    store.start();
    await settle();
    expect(store.getState()).toMatchObject({ user: null, loading: false });
    expect(error).toHaveBeenCalled();
  });
});

describe('assuranceOf', () => {
  const token = (claims: object) =>
    `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_')}.s`;
  const session = (claims: object, factors: { status: string }[] = []) =>
    ({ access_token: token(claims), user: { id: 'u', factors } }) as unknown as Session;

  it('reads the token’s level and offers aal2 next to a user with a verified factor', () => {
    expect(assuranceOf(null)).toEqual({ current: null, next: null });
    expect(assuranceOf(session({ aal: 'aal1' }))).toEqual({ current: 'aal1', next: 'aal1' });
    expect(assuranceOf(session({ aal: 'aal1' }, [{ status: 'unverified' }]))).toEqual({
      current: 'aal1',
      next: 'aal1',
    });
    expect(assuranceOf(session({ aal: 'aal1' }, [{ status: 'verified' }]))).toEqual({
      current: 'aal1',
      next: 'aal2',
    });
    expect(assuranceOf(session({ aal: 'aal2' }, [{ status: 'verified' }]))).toEqual({
      current: 'aal2',
      next: 'aal2',
    });
    expect(assuranceOf(session({ aal: 'aal9' }))).toEqual({ current: null, next: null });
  });
});
