import { createElement, use, useEffect, type ComponentType } from 'react';
import { Route, Routes } from 'react-router-dom';
import { Layout } from './layout.tsx';
import { loadPage } from './pages.ts';
import { NOT_FOUND_META, ROUTES, type PageLoader } from './route-meta.ts';
import { TypedBeforeStart, typedBeforeStart } from '../../widgets/index.ts';

function Page({ loader }: { loader: PageLoader }) {
  // Marks the moment the prerendered page became interactive. Until then the page's loader holds a
  // form's submission, and a calculator takes up what was typed once it starts; browser tests wait
  // for it before filling a form they mean to test, not the start. It is set here,
  // inside the layout's Suspense boundary, because React hydrates that boundary after the layout
  // around it: the layout being live does not mean the page's forms are.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return createElement(use(loadPage(loader) as Promise<ComponentType>));
}

/**
 * Every route of the site inside the shared layout; the router itself is chosen by the caller. The
 * site's calculators are prerendered, so each takes up what was typed before the page started.
 */
export function App() {
  return (
    <TypedBeforeStart value={typedBeforeStart}>
      <Routes>
        <Route element={<Layout />}>
          {ROUTES.map(({ path, page }) => (
            <Route key={path} path={path} element={<Page loader={page} />} />
          ))}
          <Route path="*" element={<Page loader={NOT_FOUND_META.page} />} />
        </Route>
      </Routes>
    </TypedBeforeStart>
  );
}
