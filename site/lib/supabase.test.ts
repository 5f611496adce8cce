import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  resolveSupabaseConfig,
  sessionStorageKey,
} from './supabase.ts';

describe('resolveSupabaseConfig', () => {
  it('uses the local backend in development', () => {
    expect(resolveSupabaseConfig({ MODE: 'development' })).toEqual({
      url: LOCAL_SUPABASE_URL,
      anonKey: LOCAL_SUPABASE_ANON_KEY,
    });
  });

  it('keeps a given URL with the local key when only the URL is set (the test build)', () => {
    expect(
      resolveSupabaseConfig({ MODE: 'production', VITE_SUPABASE_URL: 'http://127.0.0.1:54329' }),
    ).toEqual({ url: 'http://127.0.0.1:54329', anonKey: LOCAL_SUPABASE_ANON_KEY });
  });

  it('uses both variables when a production build has them', () => {
    expect(
      resolveSupabaseConfig({
        MODE: 'production',
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_SUPABASE_ANON_KEY: 'public-anon-key',
      }),
    ).toEqual({ url: 'https://abc.supabase.co', anonKey: 'public-anon-key' });
  });

  it('has no backend in a production build without variables', () => {
    expect(resolveSupabaseConfig({ MODE: 'production' })).toBeNull();
    expect(resolveSupabaseConfig({ MODE: 'production', VITE_SUPABASE_URL: '  ' })).toBeNull();
  });
});

describe('sessionStorageKey', () => {
  // The pages that load supabase-js only when a session may exist look for it under this key.
  it('is the key supabase-js reads the session from', async () => {
    for (const url of [LOCAL_SUPABASE_URL, 'https://abc.supabase.co']) {
      const read = new Set<string>();
      const storage = {
        getItem: (key: string) => (read.add(key), null),
        setItem: () => {},
        removeItem: () => {},
      };
      const client = createClient(url, LOCAL_SUPABASE_ANON_KEY, {
        auth: { storage, persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
      });
      await client.auth.getSession();
      expect(read).toContain(sessionStorageKey(url));
    }
    expect(sessionStorageKey('https://abc.supabase.co')).toBe('sb-abc-auth-token');
  });
});
