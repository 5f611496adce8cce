// The one place that reaches into @r2wc/core's private state. r2wc (core 1.3.1) ignores
// an attribute that is removed or emptied, so the old value stays in force; clearing it needs the
// props object and render step r2wc keeps under these global symbols. r2wc-internals.test.tsx
// fails if an update of r2wc renames or reshapes them.

export const R2WC_PROPS: unique symbol = Symbol.for('r2wc.props') as never;
export const R2WC_RENDER: unique symbol = Symbol.for('r2wc.render') as never;

interface R2wcInternals {
  [R2WC_PROPS]?: Record<string, unknown>;
  [R2WC_RENDER]?: () => void;
}

/**
 * Drops `prop` from an r2wc element's props and renders again, so the component sees it as unset.
 * Returns false, changing nothing, when the element does not carry r2wc's internals.
 */
export function clearR2wcProp(element: HTMLElement, prop: string): boolean {
  const internals = element as HTMLElement & R2wcInternals;
  const props = internals[R2WC_PROPS];
  const render = internals[R2WC_RENDER];
  if (typeof props !== 'object' || props === null || typeof render !== 'function') return false;
  delete props[prop];
  render.call(element);
  return true;
}
