// Parts of the layout that most visits never need at first paint are loaded after hydration, so
// the JavaScript every page ships stays small: the cookie-consent widget (and its validation) and
// the account controls (and the backend client) for signed-in users only.
import { Suspense, lazy, useEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';

let markConsentReady: () => void = () => {};
const consentReady = new Promise<void>((resolve) => {
  markConsentReady = resolve;
});

const LazyCookieConsent = lazy(() =>
  import('../../widgets/index.ts').then(({ CookieConsent }) => ({
    default: function MountedCookieConsent() {
      // Runs after the widget's own effects, so its listeners exist when this resolves.
      useEffect(() => markConsentReady(), []);
      return (
        <FadeIn>
          <CookieConsent privacyUrl="/privacy-cookies" />
        </FadeIn>
      );
    },
  })),
);

/**
 * The banner arrives after hydration; it is first painted fully transparent and then faded in, so
 * it does not pop over the page (nor count as the page's largest paint).
 */
function FadeIn({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    let second = 0;
    const first = requestAnimationFrame(() => {
      second = requestAnimationFrame(() => {
        if (ref.current) ref.current.dataset.shown = '';
      });
    });
    return () => {
      cancelAnimationFrame(first);
      cancelAnimationFrame(second);
    };
  }, []);
  return (
    <div ref={ref} className="consent-fade">
      {children}
    </div>
  );
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
      <LazyCookieConsent />
    </Suspense>
  ) : null;
}

/** Opens the cookie preferences dialog with the stored choice, once the widget is listening. */
export async function openCookieDialog(): Promise<void> {
  await consentReady;
  const { openCookiePreferences } = await import('../../widgets/index.ts');
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
