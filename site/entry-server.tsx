// The prerender entry: scripts/build-site.ts bundles this for Node and renders every route.
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/app.tsx';
import { preloadPage } from './app/pages.ts';

export { ROUTES, NOT_FOUND_META, canonicalUrl, routeMeta } from './app/route-meta.ts';
export { BUILD_DATE } from './content/build.ts';
export { allDeadlines } from './content/deadlines.ts';
export { FAQ_TABS } from './content/faq.ts';
export { PRACTICE, officeAddress, reviewsEndpoint } from './content/practice.ts';
export { sessionStorageKey, supabaseUrl } from './lib/supabase-config.ts';

export async function render(url: string): Promise<string> {
  await preloadPage(new URL(url, 'http://localhost').pathname);
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App />
      </StaticRouter>
    </StrictMode>,
  );
}
