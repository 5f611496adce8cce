import type { Session } from '@supabase/supabase-js';
import type { SiteClient } from '../../lib/supabase.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthStore } from './auth-store.ts';

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
