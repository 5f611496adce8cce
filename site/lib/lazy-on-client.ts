import { createElement, useEffect, useState, type ComponentType } from 'react';

/**
 * Like React's `lazy()`, for a part only the browser shows (the cookie banner, a toast, the signed-in
 * header): its code is fetched when it is first mounted, and until it has come it renders nothing.
 * It renders nothing on the server and while a prerendered page hydrates too, so it never differs
 * from the prerendered HTML.
 *
 * Unlike `lazy()` nothing suspends. A Suspense boundary showing its fallback holds back React's next
 * reveal of suspended work by 300 ms, and a prerendered page's own hydration is such a reveal: with
 * the cookie banner behind `lazy()`, every page became interactive 300 ms later than it could
 * (docs/performance.md, "Start-up").
 */
export function lazyOnClient<P extends object>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  function LazyOnClient(props: P) {
    const [loaded, setLoaded] = useState<{ Component: ComponentType<P> }>();
    useEffect(() => {
      let mounted = true;
      (loading ??= load()).then(
        (Component) => {
          if (mounted) setLoaded({ Component });
        },
        // A part that could not be fetched (the visitor went offline) stays away and the page goes
        // on; the next time it is mounted (the next toast) it is fetched again.
        (error: unknown) => {
          loading = undefined;
          console.error(error);
        },
      );
      return () => {
        mounted = false;
      };
    }, []);
    // The same component every time it renders: the one `load` brought.
    return loaded ? createElement(loaded.Component, props) : null;
  }
  return LazyOnClient;
}
