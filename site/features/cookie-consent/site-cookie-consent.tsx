// The site's cookie banner and preferences dialog, in a chunk of its own: deferred.tsx loads it
// after hydration, so the widget's code is not part of the JavaScript that renders the page.
import { useEffect, useRef, type ReactNode } from 'react';
import { CookieConsent } from '../../../widgets/index.ts';

/** The consent widget; `onReady` runs after the widget's own effects, once it is listening. */
export function SiteCookieConsent({ onReady }: { onReady: () => void }) {
  useEffect(() => onReady(), [onReady]);
  return (
    <SlideIn>
      <CookieConsent privacyUrl="/privacy-cookies" />
    </SlideIn>
  );
}

/**
 * The banner arrives after hydration; while it floats at the bottom it is first painted below the
 * viewport and then slid up (site/styles.css), so it does not pop over the page (nor count as the
 * page's largest paint).
 */
function SlideIn({ children }: { children: ReactNode }) {
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
    <div ref={ref} className="consent-slide">
      {children}
    </div>
  );
}
