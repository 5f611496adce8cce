// Where a chart's point labels go. Points closer than a label's width share one label ("1, 2"),
// and each label takes the first spot beside its point (above, below, then starting at the point,
// right, left, one line further out) that stays inside the plot and clear of every point and of the labels already
// placed; the first label asked for is placed first. Text widths are estimated, not measured, so a
// label is laid out before the SVG exists and the same on the server and in the browser.

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

const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

const inside = (a: Box, bounds: Box) =>
  a.left >= bounds.left &&
  a.right <= bounds.right &&
  a.top >= bounds.top &&
  a.bottom <= bounds.bottom;

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
  const left = x - (anchor === 'middle' ? width / 2 : anchor === 'end' ? width : 0);
  // The baseline sits 2 px above the box's bottom, for the descenders of ", ".
  return { left, top: y + 2 - LINE, right: left + width, bottom: y + 2 };
}

/** The spots a label may take beside its point, best first. */
function candidates({ x, y, r, text }: LabelledPoint): PlacedLabel[] {
  const above = -(r + GAP);
  const below = r + GAP + LINE;
  const spots: [PlacedLabel['anchor'], number, number][] = [
    ['middle', 0, above],
    ['middle', 0, below],
    // Starting at the point: a label shared by a row of points runs along them, clear of an axis.
    ['start', -r, above],
    ['start', -r, below],
    ['start', r + GAP, LINE / 2 - 2],
    ['end', -(r + GAP), LINE / 2 - 2],
    ['middle', 0, above - LINE],
    ['middle', 0, below + LINE],
  ];
  return spots.map(([anchor, dx, dy]) => ({ x: x + dx, y: y + dy, anchor, text }));
}

/**
 * Labels for `points`, given most important first and returned in the same order: none overlaps
 * another or a point where a free spot exists; where none does, the least crowded spot is taken,
 * so a label is never dropped.
 */
export function placeLabels(points: readonly LabelledPoint[], bounds: Box): PlacedLabel[] {
  const taken: Box[] = points.map(({ x, y, r }) => ({
    left: x - r,
    top: y - r,
    right: x + r,
    bottom: y + r,
  }));
  // A clash costs 1; leaving the SVG costs 2, as a clipped label is worse than a crowded one.
  const cost = (box: Box) =>
    taken.filter((other) => overlaps(other, box)).length + (inside(box, bounds) ? 0 : 2);
  return points.map((point) => {
    const spots = candidates(point);
    const label =
      spots.find((spot) => !cost(labelBox(spot))) ??
      spots.reduce((a, b) => (cost(labelBox(b)) < cost(labelBox(a)) ? b : a));
    taken.push(labelBox(label));
    return label;
  });
}
