import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import type { Database } from './database.types.ts';
import { supabaseConfig as config } from './supabase-config.ts';

/** The site's client, typed by the schema the migrations create. */
export type SiteClient = SupabaseClient<Database>;

export {
  LOCAL_SUPABASE_ANON_KEY,
  LOCAL_SUPABASE_URL,
  isSupabaseConfigured,
  resolveSupabaseConfig,
  sessionStorageKey,
  supabaseUrl,
  type SupabaseConfig,
  type SupabaseEnv,
} from './supabase-config.ts';

let client: SiteClient | null = null;

/**
 * The one client of the site, created on first use in the browser. During prerendering (no window)
 * and in a build without a backend it is null, so nothing touches storage on the server.
 */
export function getSupabase(): SiteClient | null {
  if (config === null || typeof window === 'undefined') return null;
  client ??= createClient<Database>(config.url, config.anonKey, {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
  });
  return client;
}
