// A chart's drawing not yet there: a module of its own, with nothing of the widget runtime in it,
// so that a part (which may not bring the runtime's React contexts) can show it too.

/**
 * The box a drawing will fill, empty: an SVG of the drawing's view box, so that what follows does
 * not move when the drawing arrives.
 */
export function PendingDrawing({ width, height }: { width: number; height: number }) {
  return (
    <svg
      className="acct-chart__svg"
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      data-pending=""
    />
  );
}
