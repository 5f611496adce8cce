import { createElement, use, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout.tsx';
import { PAGES, loadPage, notFoundLoader, type PageLoader } from './pages.ts';

function Page({ loader }: { loader: PageLoader }) {
  return createElement(use(loadPage(loader) as Promise<ComponentType>));
}

/** Every route of the site inside the shared layout; the router itself is chosen by the caller. */
export function App() {
  return (
    <Routes>
      <Route element={<Layout />}>
        {Object.entries(PAGES).map(([path, loader]) => (
          <Route key={path} path={path} element={<Page loader={loader} />} />
        ))}
        <Route path="*" element={<Page loader={notFoundLoader} />} />
      </Route>
    </Routes>
  );
}
