// Where a chart's point labels go. Points closer than a label's width share one label ("1, 2"),
// and each label takes the first spot beside its point (above, below, then starting at the point,
// right, left, one line further out) that stays inside the plot and clear of every point and of
// the labels already placed; the first label asked for is placed first. Text widths are estimated,
// not measured, so a label is laid out before the SVG exists and the same on the server and in
// the browser.

/** A point to label, in the SVG's pixels; `r` is the drawn circle's radius. */
export interface LabelledPoint {
  x: number;
  y: number;
  r: number;
  text: string;
}

/** A label's baseline position and anchor, ready for an SVG `<text>`. */
export interface PlacedLabel {
  x: number;
  y: number;
  anchor: 'start' | 'middle' | 'end';
  text: string;
}

/** The plot's pixel bounds, and a box a label or a point takes up. */
export interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** A generous width per character of the charts' 12–13 px bold labels, and a label's height. */
const CHAR_WIDTH = 8;
const LINE = 14;
const GAP = 3;
/** Each anchor's index is how many half-widths the text runs left of its `x`. */
const ANCHORS = ['start', 'middle', 'end'] as const;

/**
 * Merges points whose labels would touch (centres less than `distance` apart) into one point at
 * the first of them, with their texts joined: "1, 2".
 */
export function mergeClosePoints<T extends LabelledPoint>(points: readonly T[], distance: number) {
  const merged: T[] = [];
  for (const point of points) {
    const near = merged.find(
      (other) => Math.hypot(other.x - point.x, other.y - point.y) < distance,
    );
    if (near) near.text += `, ${point.text}`;
    else merged.push({ ...point });
  }
  return merged;
}

/** The box a placed label takes up, from its estimated width. */
export function labelBox({ x, y, anchor, text }: PlacedLabel): Box {
  const width = text.length * CHAR_WIDTH;
  const left = x - (ANCHORS.indexOf(anchor) * width) / 2;
  // The baseline sits 2 px above the box's bottom, for the descenders of ", ".
  return { left, top: y + 2 - LINE, right: left + width, bottom: y + 2 };
}

/**
 * Labels for `points`, given most important first and returned in the same order: none overlaps
 * another or a point where a free spot exists; where none does, the least crowded spot is taken,
 * so a label is never dropped. `obstacles` are drawn things to keep clear of too, such as the
 * points `mergeClosePoints` folded into another's label.
 */
export function placeLabels(
  points: readonly LabelledPoint[],
  bounds: Box,
  obstacles: readonly LabelledPoint[] = [],
): PlacedLabel[] {
  const taken: Box[] = [...points, ...obstacles].map(({ x, y, r }) => ({
    left: x - r,
    top: y - r,
    right: x + r,
    bottom: y + r,
  }));
  // A clash costs 1; leaving the plot costs 2, as a clipped label is worse than a crowded one.
  const cost = (box: Box) =>
    taken.filter(
      (other) =>
        box.left < other.right &&
        other.left < box.right &&
        box.top < other.bottom &&
        other.top < box.bottom,
    ).length +
    (box.left < bounds.left ||
    box.top < bounds.top ||
    box.right > bounds.right ||
    box.bottom > bounds.bottom
      ? 2
      : 0);
  return points.map(({ x, y, r, text }) => {
    const above = -r - GAP;
    const below = r + GAP + LINE;
    const beside = LINE / 2 - 2;
    let best: [PlacedLabel, Box, number] | undefined;
    // [anchor, dx, dy], best first. Starting at the point: a label shared by a row of points runs
    // along them, clear of an axis.
    for (const [anchor, dx, dy] of [
      [1, 0, above],
      [1, 0, below],
      [0, -r, above],
      [0, -r, below],
      [0, r + GAP, beside],
      [2, -r - GAP, beside],
      [1, 0, above - LINE],
      [1, 0, below + LINE],
      [0, -r, above - LINE],
      [0, -r, below + LINE],
      [2, r, above - LINE],
      [2, r, below + LINE],
    ] as const) {
      const label = { x: x + dx, y: y + dy, anchor: ANCHORS[anchor], text };
      const box = labelBox(label);
      const spotCost = cost(box);
      // Strictly less: of equally good spots, the first.
      if (!best || spotCost < best[2]) best = [label, box, spotCost];
    }
    taken.push(best![1]);
    return best![0];
  });
}
