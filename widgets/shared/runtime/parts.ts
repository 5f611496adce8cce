// Parts of a widget loaded on demand. A widget's script holds what its first result needs (the
// form, the figures, the headline); what comes after (the working, the year comparison, "More about
// you", a chart) is a part: a module the widget imports with `import()`, loaded when first wanted and
// preloaded once the first result is on screen, so that opening it is instant.
//
// On our site and in the ES build the bundler makes each part a chunk of its own. The classic and
// light scripts are single files, so their build turns every `import()` in the widgets' sources
// into a chunk beside the script, fetched by the script's own URL and run with the script's own
// runtime (scripts/widget-chunks.ts, chunk-loader.ts). Either way a part's module may export
// `styles`, its stylesheet's text, which joins the widget's shadow root when the part arrives.
import { useContext, useEffect, useLayoutEffect, useState } from 'react';
import { adoptMoreStyles } from './style-sheets.ts';
import { WidgetHostContext } from './widget-host.ts';

/** What a part's module may export beside its components, read when it arrives. */
export interface PartModule {
  /** The part's stylesheet (imported with `?inline`), adopted into the widget's shadow root. */
  styles?: string;
}

export interface Part<Module extends object> {
  /** Loads the part: once, and again after a failure. */
  load(): Promise<Module>;
  /** The module, once loaded. */
  readonly module: Module | undefined;
}

/** A part, from its import: `onDemand(() => import('./comparison-table.tsx'))`. */
export function onDemand<Module extends object>(importer: () => Promise<Module>): Part<Module> {
  let loading: Promise<Module> | undefined;
  let module: Module | undefined;
  return {
    load() {
      loading ??= importer().then(
        (loaded) => (module = loaded),
        (error: unknown) => {
          // Not kept: the next load (a Retry) asks again.
          loading = undefined;
          throw error;
        },
      );
      return loading;
    },
    get module() {
      return module;
    },
  };
}

/**
 * When a widget wants a part: `now` (it is shown), `idle` (preloading, once the browser has nothing
 * more pressing) or not yet (`false`).
 */
export type PartWanted = 'now' | 'idle' | false;

export type PartState<Module> =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; module: Module }
  | { status: 'failed'; retry: () => void };

/** Runs `task` when the browser is idle (within two seconds at most); returns a cancel. */
function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: 2000 });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 200);
  return () => clearTimeout(handle);
}

/**
 * A part's state for a component that shows it: loaded as soon as `wanted` says, its stylesheet in
 * the widget's shadow root before it is first painted, and a `retry` after a failure.
 */
export function usePart<Module extends object>(
  part: Part<Module>,
  wanted: PartWanted,
): PartState<Module> {
  const host = useContext(WidgetHostContext);
  const initial = (): PartState<Module> =>
    part.module ? { status: 'loaded', module: part.module } : { status: 'waiting' };
  const [shown, setShown] = useState(() => ({ part, state: initial(), attempt: 0 }));
  // Another part (a working for other figures): its own state from the start.
  let current = shown;
  if (shown.part !== part) {
    current = { part, state: initial(), attempt: 0 };
    setShown(current);
  }
  const { state, attempt } = current;
  const loaded = state.status === 'loaded';
  // A retry is the visitor asking for the part now.
  const asked = attempt > 0 ? 'now' : wanted;

  useEffect(() => {
    if (loaded || !asked) return undefined;
    let live = true;
    const settle = (next: PartState<Module>) => {
      if (live) setShown((now) => (now.part === part ? { ...now, state: next } : now));
    };
    const retry = () =>
      setShown((now) => (now.part === part ? { ...now, attempt: now.attempt + 1 } : now));
    const start = () => {
      if (!part.module) settle({ status: 'loading' });
      // A preload that failed is no failure of what the visitor asked for: the part waits to be
      // wanted, and is then asked for again at once, showing as loading, never as a failure whose
      // Retry the new attempt would take away from under the pointer.
      part.load().then(
        (module) => settle({ status: 'loaded', module }),
        () => settle(asked === 'now' ? { status: 'failed', retry } : { status: 'waiting' }),
      );
    };
    if (asked === 'now') {
      start();
      return () => {
        live = false;
      };
    }
    const cancel = whenIdle(start);
    return () => {
      live = false;
      cancel();
    };
  }, [part, loaded, asked, attempt]);

  // Before the browser paints what the part renders.
  const styles = state.status === 'loaded' ? (state.module as PartModule).styles : undefined;
  useLayoutEffect(() => {
    if (styles && host?.shadowRoot) adoptMoreStyles(host.shadowRoot, styles);
  }, [styles, host]);

  return state;
}
