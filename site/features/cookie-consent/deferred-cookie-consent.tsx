// The cookie-consent widget is loaded after hydration, so the JavaScript every page ships stays
// small; the footer and the privacy page open its dialog through `openCookieDialog`.
import { openCookiePreferences } from '../../../widgets/index.ts';
import { lazyOnClient } from '../../lib/lazy-on-client.ts';
import type { SiteCookieConsent } from './site-cookie-consent.tsx';

let markConsentReady: () => void = () => {};
const consentReady = new Promise<void>((resolve) => {
  markConsentReady = resolve;
});

let consentModule: Promise<{ SiteCookieConsent: typeof SiteCookieConsent }> | undefined;
const loadCookieConsent = () => (consentModule ??= import('./site-cookie-consent.tsx'));

const CookieConsent = lazyOnClient(() =>
  loadCookieConsent().then((module) => module.SiteCookieConsent),
);

/**
 * Starts loading the consent widget while the page's own modules load, so the banner can show as
 * soon as hydration ends rather than one more round trip later.
 */
export function preloadCookieConsent() {
  void loadCookieConsent();
}

/** The site's single cookie banner and preferences dialog, mounted in the browser only. */
export function DeferredCookieConsent() {
  return <CookieConsent onReady={markConsentReady} />;
}

/** Opens the cookie preferences dialog with the stored choice, once the widget is listening. */
export async function openCookieDialog(): Promise<void> {
  await consentReady;
  openCookiePreferences();
}
