// Parts of the layout that most visits never need at first paint are loaded after hydration, so
// the JavaScript every page ships stays small: the cookie-consent widget, and the account controls
// (and the backend client) for signed-in users only.
import { Suspense, lazy, useSyncExternalStore } from 'react';
import { openCookiePreferences } from '../../widgets/index.ts';
import type { SiteCookieConsent } from './cookie-consent.tsx';

let markConsentReady: () => void = () => {};
const consentReady = new Promise<void>((resolve) => {
  markConsentReady = resolve;
});

let consentModule: Promise<{ SiteCookieConsent: typeof SiteCookieConsent }> | undefined;
const loadCookieConsent = () => (consentModule ??= import('./cookie-consent.tsx'));

const LazyCookieConsent = lazy(() =>
  loadCookieConsent().then(({ SiteCookieConsent: Consent }) => ({ default: Consent })),
);

/**
 * Starts loading the consent widget while the page's own modules load, so the banner can show as
 * soon as hydration ends rather than one more round trip later.
 */
export function preloadCookieConsent() {
  void loadCookieConsent();
}

const noSubscription = () => () => {};

/** False on the server and while hydrating, true afterwards: browser-only parts wait for it. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The site's single cookie banner and preferences dialog, mounted in the browser only. */
export function DeferredCookieConsent() {
  const hydrated = useHydrated();
  return hydrated ? (
    <Suspense fallback={null}>
      <LazyCookieConsent onReady={markConsentReady} />
    </Suspense>
  ) : null;
}

/** Opens the cookie preferences dialog with the stored choice, once the widget is listening. */
export async function openCookieDialog(): Promise<void> {
  await consentReady;
  openCookiePreferences();
}

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
