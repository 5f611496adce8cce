import { createContext, useContext, type RefObject } from 'react';

/** The custom element a widget is rendered into, or null when the site renders it directly. */
export const WidgetHostContext = createContext<HTMLElement | null>(null);

/**
 * Returns a function that dispatches one of our `acct-*` events. Inside a custom element it is
 * dispatched from the host element (so page scripts can listen on the element); rendered directly in
 * a page it is dispatched from the widget's root element. Either way it bubbles and is composed, so
 * a listener on `window` sees it too.
 */
export function useWidgetEvent<Detail>(
  name: `acct-${string}`,
  rootRef: RefObject<HTMLElement | null>,
): (detail: Detail) => void {
  const host = useContext(WidgetHostContext);
  return (detail: Detail) => {
    (host ?? rootRef.current)?.dispatchEvent(
      new CustomEvent(name, { detail, bubbles: true, composed: true }),
    );
  };
}
