import { useEffect, useState, useSyncExternalStore } from 'react';

// A page can end up with several consent elements (a partner's template and a plugin each adding
// one). One banner and one dialog per page: the first mounted instance owns them, the others render
// nothing, and when the owner goes the next one in line takes over. Module state, not `window`: the
// elements of one tag all run this bundle's copy.
const claims: symbol[] = [];
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** True while this instance is the one on the page that shows the banner and the dialog. */
export function usePageOwner(): boolean {
  const [claim] = useState(() => Symbol('consent instance'));
  useEffect(() => {
    claims.push(claim);
    notify();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      notify();
    };
  }, [claim]);
  return useSyncExternalStore(
    subscribe,
    () => claims[0] === claim,
    () => false,
  );
}
