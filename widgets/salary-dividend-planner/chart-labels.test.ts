import { describe, expect, it } from 'vitest';
import { labelBox, leaderLine, overlap, placeLabels, type LabelledPoint } from './chart-labels.ts';

const bounds = { x0: 50, y0: 0, x1: 300, y1: 180 };

const point = (x: number, y: number, text: string, radius = 4): LabelledPoint => ({
  x,
  y,
  radius,
  text,
  fontSize: 12,
});

const pointBox = ({ x, y, radius }: LabelledPoint) => ({
  x0: x - radius,
  y0: y - radius,
  x1: x + radius,
  y1: y + radius,
});

function expectClear(points: LabelledPoint[], obstacles = [] as ReturnType<typeof labelBox>[]) {
  const labels = placeLabels(points, bounds, obstacles);
  expect(labels).toHaveLength(points.length);
  labels.forEach((label, index) => {
    expect(label.box.x0).toBeGreaterThanOrEqual(bounds.x0);
    expect(label.box.x1).toBeLessThanOrEqual(bounds.x1);
    expect(label.box.y0).toBeGreaterThanOrEqual(bounds.y0);
    expect(label.box.y1).toBeLessThanOrEqual(bounds.y1);
    labels.forEach((other, otherIndex) => {
      if (otherIndex !== index) expect(overlap(label.box, other.box)).toBe(0);
    });
    points.forEach((other, otherIndex) => {
      if (otherIndex !== index) expect(overlap(label.box, pointBox(other))).toBe(0);
    });
    for (const obstacle of obstacles) expect(overlap(label.box, obstacle)).toBe(0);
  });
  return labels;
}

describe('placeLabels', () => {
  it('puts a lone label straight above its point', () => {
    const [label] = expectClear([point(150, 100, 'Best', 7)]);
    expect(label?.x).toBe(150);
    expect(label?.y).toBeLessThan(100);
  });

  it('keeps the best label off points that sit on top of one another', () => {
    // At £150,000 of profit the best salary, £5,000 and £6,500 are a pixel or two apart.
    expectClear([
      point(62, 40, 'Best', 7),
      point(62, 40, '1'),
      point(64, 40, '2'),
      point(74, 41, '3'),
      point(300 - 4, 60, '4'),
    ]);
  });

  it('moves a label below its point when the top of the plot leaves no room', () => {
    const [label] = expectClear([point(150, 6, 'Best', 7)]);
    expect(label?.y).toBeGreaterThan(6);
  });

  it('keeps labels off the obstacles it is given', () => {
    const title = labelBox('Take-home', 12, 4, 12, 'start');
    expect(title.x0).toBeLessThan(10);
    expectClear([point(60, 20, 'Best', 7), point(58, 22, '1')], [title]);
  });

  it('draws a leader only to a label that had to move away', () => {
    const near = point(150, 100, '1');
    const [beside] = placeLabels([near], bounds);
    expect(leaderLine(near, beside!)).toBeNull();
    // Ten labels for one spot: the nearest ring around it holds eight.
    const crowded = [
      point(150, 100, 'Best', 7),
      ...Array.from({ length: 9 }, (_, index) => point(150, 100, String(index + 1))),
    ];
    const labels = placeLabels(crowded, bounds);
    const lines = crowded.map((p, index) => leaderLine(p, labels[index]!));
    expect(lines.some((line) => line !== null)).toBe(true);
  });
});
