import { ticks } from 'd3-array';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticksFromZero } from './axis.ts';

describe('ticksFromZero', () => {
  it.each([
    // max, count → ticks: the step is the 1-2-5 value nearest max / count
    [60_000, 5, [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000]], // 12,000 → 10,000
    [61_234.5, 5, [0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000]], // last tick ≥ max
    [125_140, 3, [0, 50_000, 100_000, 150_000]], // 41,713 → 50,000
    [0, 2, [0, 0.5, 1]], // nothing to show: an axis to £1 (1 / 2 → 0.5)
  ])('%d in about %d ticks', (max, count, expected) => {
    expect(ticksFromZero(max, count)).toEqual(expected);
  });

  it("takes d3-array's step, and ends at or above max", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1, max: 10_000_000, noNaN: true }),
        fc.integer({ min: 3, max: 6 }),
        (max, count) => {
          const ours = ticksFromZero(max, count);
          const step = ours[1]! - ours[0]!;
          const theirs = ticks(0, max, count);
          expect(step).toBeCloseTo(theirs[1]! - theirs[0]!, 9);
          expect(ours.slice(0, theirs.length)).toEqual(theirs);
          expect(ours.at(-1)!).toBeGreaterThanOrEqual(max);
          expect(ours.at(-2)!).toBeLessThan(max);
        },
      ),
    );
  });
});
