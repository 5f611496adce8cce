import { describe, expect, it } from 'vitest';
import {
  labelBox,
  mergeClosePoints,
  placeLabels,
  type Box,
  type PlacedLabel,
} from './chart-labels.ts';

const SVG: Box = { left: 0, top: 0, right: 400, bottom: 260 };
const point = (x: number, y: number, text: string, r = 4) => ({ x, y, r, text });
const overlaps = (a: Box, b: Box) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
const clashes = (labels: PlacedLabel[]) =>
  labels.flatMap((a, i) =>
    labels
      .slice(i + 1)
      .filter((b) => overlaps(labelBox(a), labelBox(b)))
      .map((b) => [a.text, b.text]),
  );

describe('placeLabels', () => {
  it('puts a lone label centred above its point, clear of the circle', () => {
    const [label] = placeLabels([point(200, 130, 'Best', 7)], SVG);
    expect(label).toMatchObject({ x: 200, anchor: 'middle', text: 'Best' });
    // The box ends above the circle's top (130 − 7).
    expect(labelBox(label!).bottom).toBeLessThanOrEqual(123);
  });

  it('gives the second label on the same point the spot below', () => {
    const [best, mark] = placeLabels([point(200, 130, 'Best', 7), point(200, 130, '1')], SVG);
    expect(labelBox(best!).bottom).toBeLessThanOrEqual(123);
    expect(labelBox(mark!).top).toBeGreaterThanOrEqual(134);
  });

  it('keeps labels inside the SVG at its edges: below at the top, to the left at the right', () => {
    const [top] = placeLabels([point(200, 6, '1')], SVG);
    expect(labelBox(top!).top).toBeGreaterThanOrEqual(0);
    const [right] = placeLabels([point(398, 130, 'Best', 7)], SVG);
    expect(right!.anchor).toBe('end');
    expect(labelBox(right!).right).toBeLessThanOrEqual(400);
  });

  it('never drops a label: with every spot taken, the least crowded one', () => {
    const crowd = Array.from({ length: 9 }, (_, i) => point(200, 130, String(i + 1)));
    const labels = placeLabels(crowd, SVG);
    expect(labels.map((label) => label.text)).toEqual(crowd.map((p) => p.text));
  });

  // A grid of clusters of three points, each a few pixels apart in both directions: all fit
  // without a clash once the closest share a label.
  it.each([
    [0, 0],
    [6, 0],
    [10, 3],
    [20, 1],
    [30, 12],
  ])('labels points %i px apart across and %i px down without a clash', (dx, dy) => {
    const merged = mergeClosePoints(
      [
        point(100, 120, '1'),
        point(100 + dx, 120 + dy, '2'),
        point(100 + 2 * dx, 120 + 2 * dy, '3'),
      ],
      18,
    );
    const labels = placeLabels([point(100, 120, 'Best', 7), ...merged], SVG);
    expect(clashes(labels)).toEqual([]);
    expect(labels.flatMap((label) => label.text.split(', ')).sort()).toEqual([
      '1',
      '2',
      '3',
      'Best',
    ]);
  });
});

describe('mergeClosePoints', () => {
  it('joins the texts of points closer than the distance, at the first point', () => {
    expect(
      mergeClosePoints([point(10, 10, '1'), point(20, 10, '2'), point(40, 10, '3')], 18),
    ).toEqual([point(10, 10, '1, 2'), point(40, 10, '3')]);
  });

  it('does not change the points it was given', () => {
    const points = [point(10, 10, '1'), point(12, 10, '2')];
    mergeClosePoints(points, 18);
    expect(points[0]!.text).toBe('1');
  });
});
