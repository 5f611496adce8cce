// The account controls (and the backend client) are loaded after hydration, for signed-in users
// only, so the JavaScript every page ships stays small.
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { mayHaveSession } from '../lib/supabase-loader.ts';

const LazyHeaderAccount = lazy(() =>
  import('./header-account.tsx').then(({ HeaderAccount }) => ({ default: HeaderAccount })),
);

function subscribeToStorage(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The header's account controls, loaded only when a session may exist: one is stored, or the address
 * brings one (a confirmation link lands on the home page with the session in its fragment, which the
 * controls' client then takes). The header re-renders on every navigation, so signing in on /auth
 * and moving on shows them.
 */
export function DeferredHeaderAccount() {
  const show = useSyncExternalStore(subscribeToStorage, mayHaveSession, () => false);
  return show ? (
    <Suspense fallback={null}>
      <LazyHeaderAccount />
    </Suspense>
  ) : null;
}
