// The app, started by the entry (main.tsx) once React has run: the page's module loaded, then the
// prerendered page hydrated.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadCookieConsent } from './features/cookie-consent/deferred-cookie-consent.tsx';
import { preloadPage } from './app/pages.ts';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// Prerendered pages are hydrated once their page module is loaded; the dev server renders fresh
// (its template still holds the prerenderer's `<!--app-html-->` marker, a comment, not markup).
// Hydrating as a transition lets React yield to the browser between components instead of holding
// the main thread for the whole page in one task, so a tap or a keypress meanwhile is not kept waiting.
preloadCookieConsent();
void preloadPage(window.location.pathname).then(() => {
  if (container.firstElementChild) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
});
