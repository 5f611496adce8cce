import { useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { WidgetHostContext } from '../shared/runtime/widget-host.ts';

// A page can end up with several consent elements (a partner's template and a plugin each adding
// one). One banner and one dialog per page: the first mounted instance whose element is in the
// document owns them, the others render nothing, and when the owner goes the next one takes over.
// Only elements in the document count: r2wc also renders an element that is cloned with attributes
// and never inserted. Module state, not `window`: the elements of one tag all run this bundle's copy.
interface Claim {
  /** The custom element, or null when the site renders the component directly (always in place). */
  host: HTMLElement | null;
}

const claims: Claim[] = [];
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

const owner = () => claims.find((claim) => claim.host === null || claim.host.isConnected);

/** True while this instance is the one on the page that shows the banner and the dialog. */
export function usePageOwner(): boolean {
  const host = useContext(WidgetHostContext);
  const [claim] = useState<Claim>(() => ({ host }));
  useEffect(() => {
    claims.push(claim);
    notify();
    return () => {
      claims.splice(claims.indexOf(claim), 1);
      notify();
    };
  }, [claim]);
  // An element inserted after it rendered may now come first: the others look again.
  const connected = host?.isConnected ?? true;
  useEffect(() => notify(), [connected]);
  // Read on every render, so an element rendered before it was inserted owns once r2wc renders it
  // again on insertion.
  return useSyncExternalStore(
    subscribe,
    () => owner() === claim,
    () => false,
  );
}
