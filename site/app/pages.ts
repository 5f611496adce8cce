// Loads each route's page module (the route table names it). The loader promise is remembered and
// marked as settled, so once preloaded (before hydration, or before prerendering) a page renders
// synchronously through React's `use` and matches the server HTML.
import type { ComponentType } from 'react';
import { routeMeta, type PageLoader } from './route-meta.ts';

type TrackedPromise = Promise<ComponentType> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

const loaded = new Map<PageLoader, TrackedPromise>();

export function loadPage(loader: PageLoader): TrackedPromise {
  let promise = loaded.get(loader);
  if (!promise) {
    const tracked: TrackedPromise = loader();
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
    loaded.set(loader, tracked);
    promise = tracked;
  }
  return promise;
}

/** Loads the page module for a path, so the first render needs no suspense. */
export async function preloadPage(pathname: string): Promise<void> {
  await loadPage(routeMeta(pathname).page);
}
