import { createElement, use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout.tsx';
import { loadPage } from './pages.ts';
import { NOT_FOUND_META, ROUTES, type PageLoader } from './route-meta.ts';

function Page({ loader }: { loader: PageLoader }) {
  return createElement(use(loadPage(loader) as Promise<ComponentType>));
}

/** Every route of the site inside the shared layout; the router itself is chosen by the caller. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {ROUTES.map(({ path, page }) => (
          <Route key={path} path={path} element={<Page loader={page} />} />
        ))}
        <Route path="*" element={<Page loader={NOT_FOUND_META.page} />} />
      </Route>
    </Routes>
  );
}
