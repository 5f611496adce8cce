// The backend's address and key as this build was configured: no supabase-js here, so a page that
// only needs to know whether there is a backend (or loads the client later) does not carry it.
/** The local backend's address in development (the tests build with their own port). */
export const LOCAL_SUPABASE_URL = 'http://127.0.0.1:54321';

/**
 * Supabase CLI's well-known local demo anon key. It is public by design and only works against a
 * local stack signed with the CLI's demo secret, so it is a safe development default.
 */
export const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';

export interface SupabaseEnv {
  MODE?: string;
  VITE_SUPABASE_URL?: string;
  VITE_SUPABASE_ANON_KEY?: string;
}

export interface SupabaseConfig {
  url: string;
  anonKey: string;
}

/**
 * Development and test builds fall back to the local backend; a production build needs both
 * variables (or at least the URL, for a local-key test build) and otherwise has no backend at all.
 */
export function resolveSupabaseConfig(env: SupabaseEnv): SupabaseConfig | null {
  const url = env.VITE_SUPABASE_URL?.trim() || undefined;
  const anonKey = env.VITE_SUPABASE_ANON_KEY?.trim() || undefined;
  const useLocalDefaults = env.MODE !== 'production' || url !== undefined;
  if (!useLocalDefaults) return null;
  return {
    url: url ?? LOCAL_SUPABASE_URL,
    anonKey: anonKey ?? LOCAL_SUPABASE_ANON_KEY,
  };
}

// Vite replaces import.meta.env at build time; under plain Node it is absent.
const env = (import.meta.env as Record<string, unknown> | undefined) ?? {};
const readEnv = (key: string) => (typeof env[key] === 'string' ? env[key] : undefined);

/** This build's backend, or null when it has none. */
export const supabaseConfig = resolveSupabaseConfig({
  MODE: readEnv('MODE'),
  VITE_SUPABASE_URL: readEnv('VITE_SUPABASE_URL'),
  VITE_SUPABASE_ANON_KEY: readEnv('VITE_SUPABASE_ANON_KEY'),
});

/** Decided at build time, so the prerendered HTML and the hydrated page agree. */
export const isSupabaseConfigured = supabaseConfig !== null;

/** The backend's base URL, or null when the build has none. */
export const supabaseUrl = supabaseConfig?.url ?? null;

/**
 * Where supabase-js keeps a signed-in session in localStorage for a backend at `url`: its default,
 * `sb-<first label of the host>-auth-token` (`sb-127-auth-token` for the local backend).
 */
export function sessionStorageKey(url: string): string {
  return `sb-${new URL(url).hostname.split('.')[0]}-auth-token`;
}
