// A part of a calculator loaded on demand (widgets/shared/runtime/parts.ts), as the calculator shows
// it: nothing while it is not wanted, a short "Loading…" in the rare moment it is wanted and still on
// its way, and when it could not be loaded, a notice that says so with a Retry button. The figures
// around it stay as they are.
import { useEffect, useRef, type ReactNode } from 'react';
import { usePart, type Part, type PartState, type PartWanted } from '../runtime/parts.ts';

/** "Loading the working…", or that it could not be loaded with a Retry button; null once loaded. */
export function PartNotice({
  state,
  what,
  onRetry,
}: {
  state: PartState<unknown>;
  /** What is loading, after "Loading": `the working`. */
  what: string;
  /** Told of a press on Retry, before the part is asked for again. */
  onRetry?: () => void;
}) {
  if (state.status === 'loaded') return null;
  if (state.status === 'failed')
    return (
      <div className="acct-on-demand__notice acct-on-demand__notice--failed" role="alert">
        <p>
          {`${what.charAt(0).toUpperCase()}${what.slice(1)}`} could not be loaded. Check your
          connection and try again.
        </p>
        <button
          type="button"
          className="acct-button acct-button--secondary"
          part="button retry"
          onClick={() => {
            onRetry?.();
            state.retry();
          }}
        >
          Retry
        </button>
      </div>
    );
  return (
    <p className="acct-on-demand__notice" role="status">
      Loading {what}…
    </p>
  );
}

/**
 * After a Retry the button is gone: once what replaced it is in, focus goes to its first control.
 * Returns the wrapper's ref and what Retry calls.
 */
export function useFocusAfterRetry(loaded: boolean) {
  const wrapper = useRef<HTMLDivElement>(null);
  const retried = useRef(false);
  useEffect(() => {
    if (!loaded || !retried.current) return;
    retried.current = false;
    wrapper.current
      ?.querySelector<HTMLElement>('a[href], button, input, select, [tabindex="0"]')
      ?.focus();
  }, [loaded]);
  return { wrapper, onRetry: () => (retried.current = true) };
}

export interface OnDemandProps<Module extends object> {
  part: Part<Module>;
  /** `now` while it is shown, `idle` to preload it, `false` before either. */
  wanted: PartWanted;
  /** What the part is, after "Loading" and in the notice: `the year comparison`. */
  what: string;
  /** Whether a notice may show; by default while it is wanted `now`. */
  shown?: boolean;
  children: (module: Module) => ReactNode;
}

/** The part once loaded, inside a wrapper that takes no room of its own (`display: contents`). */
export function OnDemand<Module extends object>({
  part,
  wanted,
  what,
  shown = wanted === 'now',
  children,
}: OnDemandProps<Module>) {
  const state = usePart(part, wanted);
  const { wrapper, onRetry } = useFocusAfterRetry(state.status === 'loaded');
  if (state.status === 'loaded')
    return (
      <div className="acct-on-demand" ref={wrapper}>
        {children(state.module)}
      </div>
    );
  return shown ? <PartNotice state={state} what={what} onRetry={onRetry} /> : null;
}
