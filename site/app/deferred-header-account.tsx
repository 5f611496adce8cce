// The account controls (and the backend client) are loaded after hydration, for signed-in users
// only, so the JavaScript every page ships stays small.
import { Suspense, lazy, useSyncExternalStore } from 'react';

const LazyHeaderAccount = lazy(() =>
  import('./header-account.tsx').then(({ HeaderAccount }) => ({ default: HeaderAccount })),
);

// supabase-js keeps a session under `sb-<project>-auth-token`; without one nobody is signed in.
const SESSION_KEY = /^sb-.+-auth-token$/;

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function hasStoredSession(): boolean {
  try {
    return Object.keys(window.localStorage).some((key) => SESSION_KEY.test(key));
  } catch {
    return false;
  }
}

/**
 * The header's account controls, loaded only when a session may exist. The header re-renders on
 * every navigation, so signing in on /auth and moving on shows them.
 */
export function DeferredHeaderAccount() {
  const show = useSyncExternalStore(subscribeToStorage, hasStoredSession, () => false);
  return show ? (
    <Suspense fallback={null}>
      <LazyHeaderAccount />
    </Suspense>
  ) : null;
}
