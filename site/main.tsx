import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadCookieConsent } from './features/cookie-consent/deferred-cookie-consent.tsx';
import { preloadPage } from './app/pages.ts';
import './styles.css';

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
preloadCookieConsent();
void preloadPage(window.location.pathname).then(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
