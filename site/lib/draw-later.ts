// A page starts with the parts below its first section drawn only as they near the screen: its
// loader sets `data-draw-later` on the root element, which site/styles.css gives those parts
// `content-visibility: auto`, so the work of the page's start (the stylesheet's arrival, the
// typeface's swap) lays out what is on screen rather than the whole page. Chromium leaves a part it
// has not drawn out of the accessibility tree (its headings, its landmarks' names), so once the page
// has started every part is drawn, one a frame, each frame's layout a part's, never the page's.

/** Draws, one a frame, every part the page left to draw near the screen; then the rule is lifted. */
export function drawTheRest(): void {
  const root = document.documentElement;
  if (!('drawLater' in root.dataset)) return;
  const waiting = [...document.querySelectorAll<HTMLElement>('#main > *, #main ~ *')].filter(
    (part) => getComputedStyle(part).contentVisibility === 'auto',
  );
  // A frame's callback runs just before its layout, and a task it queues just after.
  const nextFrame = (then: () => void) => requestAnimationFrame(() => setTimeout(then));
  const next = () => {
    const part = waiting.shift();
    if (part) {
      part.dataset.drawn = '';
      nextFrame(next);
    } else {
      // The next page the visitor opens here is drawn in full.
      delete root.dataset.drawLater;
    }
  };
  nextFrame(next);
}
