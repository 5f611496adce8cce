// Where the chart's point labels go: beside their points, clear of every other label, point and
// the axis title, and inside the plot. Pure geometry, so it is tested without a browser.

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

export interface LabelledPoint {
  x: number;
  y: number;
  /** The drawn circle's radius. */
  radius: number;
  text: string;
  /** The label's font size in px; its box is estimated from it. */
  fontSize: number;
}

export interface PlacedLabel {
  /** The label's centre. */
  x: number;
  y: number;
  box: Box;
}

/**
 * A generous estimate of a label's width: a bold digit or capital is about 0.62 of the font size
 * in the fonts a host page may give the widget. Measuring in the DOM would need a second render.
 */
const CHAR_WIDTH = 0.66;
const PAD = 2;
/** Clear space between a point's edge and its label. */
const GAP = 3;

/** The box of a one-line text centred on (x, y), or starting at x with `anchor` 'start'. */
export function labelBox(
  text: string,
  fontSize: number,
  x: number,
  y: number,
  anchor: 'middle' | 'start' = 'middle',
): Box {
  const halfWidth = (text.length * fontSize * CHAR_WIDTH) / 2 + PAD;
  const halfHeight = fontSize / 2 + PAD;
  const centre = anchor === 'start' ? x + halfWidth - PAD : x;
  return {
    x0: centre - halfWidth,
    y0: y - halfHeight,
    x1: centre + halfWidth,
    y1: y + halfHeight,
  };
}

export function overlap(a: Box, b: Box): number {
  const width = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
  const height = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
  return width > 0 && height > 0 ? width * height : 0;
}

const pointBox = ({ x, y, radius }: LabelledPoint): Box => ({
  x0: x - radius,
  y0: y - radius,
  x1: x + radius,
  y1: y + radius,
});

/** Directions to try, nearest first: above, below, the sides, the corners. */
const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [0, 1],
  [1, 0],
  [-1, 0],
  [1, -1],
  [-1, -1],
  [1, 1],
  [-1, 1],
];

/** Candidate centres around a point, in rings further and further out. */
function* candidates(point: LabelledPoint, halfWidth: number, halfHeight: number) {
  for (let ring = 0; ring < 4; ring += 1) {
    const reach = point.radius + GAP + ring * (halfHeight * 2 + GAP);
    for (const [dx, dy] of DIRECTIONS) {
      yield {
        x: point.x + dx * (reach + halfWidth),
        y: point.y + dy * (reach + halfHeight),
      };
    }
  }
}

/**
 * Places each point's label in order (the first, the best point, gets the nearest free spot): the
 * first candidate that stays inside `bounds` and touches no other point, no label placed before it
 * and none of `obstacles`; failing that, the candidate inside `bounds` that overlaps least.
 */
export function placeLabels(
  points: readonly LabelledPoint[],
  bounds: Box,
  obstacles: readonly Box[] = [],
): PlacedLabel[] {
  const placed: PlacedLabel[] = [];
  points.forEach((point, index) => {
    const others = points.filter((_, other) => other !== index).map(pointBox);
    const blocking = [...obstacles, ...others, ...placed.map((label) => label.box)];
    const sample = labelBox(point.text, point.fontSize, 0, 0);
    let best: PlacedLabel | null = null;
    let bestCost = Infinity;
    for (const centre of candidates(point, sample.x1, sample.y1)) {
      const box = labelBox(point.text, point.fontSize, centre.x, centre.y);
      const inside =
        box.x0 >= bounds.x0 && box.x1 <= bounds.x1 && box.y0 >= bounds.y0 && box.y1 <= bounds.y1;
      if (!inside) continue;
      // A loop rather than `reduce`, which some old libraries on a host page replace.
      let cost = 0;
      for (const other of blocking) cost += overlap(box, other);
      if (cost < bestCost) {
        best = { ...centre, box };
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    // Nothing fits inside the bounds (a plot far too small): straight above the point.
    const fallbackY = point.y - point.radius - GAP - sample.y1;
    placed.push(
      best ?? {
        x: point.x,
        y: fallbackY,
        box: labelBox(point.text, point.fontSize, point.x, fallbackY),
      },
    );
  });
  return placed;
}

/**
 * A line from a point to its label when the label had to move away from it (its nearest spots were
 * taken), so it is clear which point it names; null when the label sits beside its point.
 */
export function leaderLine(
  point: LabelledPoint,
  label: PlacedLabel,
): { x1: number; y1: number; x2: number; y2: number } | null {
  const dx = label.x - point.x;
  const dy = label.y - point.y;
  const distance = Math.hypot(dx, dy);
  if (distance === 0) return null;
  const halfWidth = (label.box.x1 - label.box.x0) / 2;
  const halfHeight = (label.box.y1 - label.box.y0) / 2;
  // From the label's centre to the edge of its box, along the line to the point.
  const toEdge =
    Math.min(dx ? halfWidth / Math.abs(dx) : Infinity, dy ? halfHeight / Math.abs(dy) : Infinity) *
    distance;
  if (distance - point.radius - toEdge <= GAP * 2) return null;
  const ux = dx / distance;
  const uy = dy / distance;
  return {
    x1: point.x + ux * (point.radius + 1),
    y1: point.y + uy * (point.radius + 1),
    x2: label.x - ux * toEdge,
    y2: label.y - uy * toEdge,
  };
}
