import { describe, expect, it } from 'vitest';
import { LOCAL_SUPABASE_ANON_KEY, LOCAL_SUPABASE_URL, resolveSupabaseConfig } from './supabase.ts';

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
