// The account controls (and the backend client) are loaded after hydration, for signed-in users
// only, so the JavaScript every page ships stays small.
import { useSyncExternalStore } from 'react';
import { mayHaveSession } from '../lib/supabase-loader.ts';
import { lazyOnClient } from '../lib/lazy-on-client.ts';

const HeaderAccount = lazyOnClient(() =>
  import('./header-account.tsx').then((module) => module.HeaderAccount),
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
  return show ? <HeaderAccount /> : null;
}
