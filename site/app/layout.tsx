import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ContactStrip } from '../components/contact-strip.tsx';
import { Toaster } from '../components/toast.tsx';
import { FloatingWhatsApp } from '../components/whatsapp-button.tsx';
import { AnalyticsTracker } from '../features/analytics/analytics-tracker.tsx';
import { Footer } from './footer.tsx';
import { Header } from './header.tsx';
import { DeferredCookieConsent } from '../features/cookie-consent/deferred-cookie-consent.tsx';
import { useDocumentMeta, useScrollOnNavigate } from './page-effects.ts';
import { routeMeta } from './route-meta.ts';
import { drawTheRest } from '../lib/draw-later.ts';
import { loadTypeface } from '../lib/typeface.ts';

export function Layout() {
  const { pathname } = useLocation();
  const route = routeMeta(pathname);
  useDocumentMeta(route);
  useScrollOnNavigate();
  // Once the typeface has swapped in, the rest of the page is drawn (site/lib/draw-later.ts).
  useEffect(() => void loadTypeface().then(drawTheRest), []);

  return (
    <div className="flex min-h-dvh flex-col">
      <AnalyticsTracker titleOf={titleOf} />
      {/* First in the document, so the banner is the first thing a keyboard reaches. */}
      <DeferredCookieConsent />
      <a
        href="#main"
        className="sr-only z-[70] rounded-lg bg-white px-4 py-2 font-semibold text-brand-800 shadow focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        Skip to content
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<PageLoading />}>
          <Outlet />
        </Suspense>
      </main>
      {route.contactStrip === false ? null : <ContactStrip />}
      <Footer />
      {route.floatingWhatsApp ? <FloatingWhatsApp /> : null}
      <Toaster />
    </div>
  );
}

const titleOf = (pathname: string) => routeMeta(pathname).title;

function PageLoading() {
  return (
    <div className="flex min-h-[60vh] items-center justify-center" role="status">
      <span className="size-8 animate-spin rounded-full border-4 border-brand-100 border-t-brand-700" />
      <span className="sr-only">Loading page</span>
    </div>
  );
}
