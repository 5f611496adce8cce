// The chart's work, done in short slices: each a task of its own that gives way to the visitor's
// keys and the page's paints, so working out a chart never holds the page.

/** The longest a slice holds the page: under 50 ms whether the device is this fast or four times slower. */
export const SLICE_MS = 10;

/**
 * Runs `step` a slice at a time until it returns true, then calls `onDone`. `step` is handed
 * `enough`, which says when its slice is spent. Returns what stops the slices still to come.
 */
export function inSlices(
  step: (enough: () => boolean) => boolean,
  onDone: () => void = () => undefined,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slice = () => {
    const end = performance.now() + SLICE_MS;
    if (step(() => performance.now() > end)) onDone();
    else timer = setTimeout(slice, 0);
  };
  timer = setTimeout(slice, 0);
  return () => clearTimeout(timer);
}
