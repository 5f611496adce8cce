import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False while the prerendered page hydrates (and on the server), true from then on: what only the
 * browser knows (the URL's fragment, today's date) is read once this is true, so the first client
 * render matches the prerendered HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToNothing, onClient, onServer);
}
