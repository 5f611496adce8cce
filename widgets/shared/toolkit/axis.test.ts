import { ticks } from 'd3-array';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ticksAround, ticksFromZero, ticksThroughZero } from './axis.ts';

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

describe('ticksThroughZero', () => {
  it.each([
    // min, max, count → ticks: 0 always among them, the ends round values around the range
    [-4_200, 61_000, 5, [-10_000, 0, 10_000, 20_000, 30_000, 40_000, 50_000, 60_000, 70_000]],
    [-3_000, -500, 4, [-3_000, -2_000, -1_000, 0]],
    [1_000, 9_000, 4, [0, 2_000, 4_000, 6_000, 8_000, 10_000]],
    [0, 0, 2, [0, 0.5, 1]],
  ])('%d to %d in about %d ticks', (min, max, count, expected) => {
    expect(ticksThroughZero(min, max, count)).toEqual(expected);
  });

  it('covers the range with evenly spaced round ticks, one of them 0', () => {
    fc.assert(
      fc.property(
        // Amounts in pence, as the engine's figures are.
        fc.integer({ min: -100_000_000, max: 100_000_000 }),
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 3, max: 6 }),
        (minPence, extentPence, count) => {
          const min = minPence / 100;
          const max = (minPence + extentPence) / 100;
          const ours = ticksThroughZero(min, max, count);
          expect(ours).toContain(0);
          expect(ours[0]!).toBeLessThanOrEqual(Math.min(0, min));
          expect(ours.at(-1)!).toBeGreaterThanOrEqual(Math.max(0, max));
          const step = ours[1]! - ours[0]!;
          const theirs = ticks(Math.min(0, min), Math.max(0, max), count);
          const span = Math.max(0, max) - Math.min(0, min);
          if (span >= 1 && theirs.length > 1) expect(step).toBeCloseTo(theirs[1]! - theirs[0]!, 6);
          for (let i = 1; i < ours.length; i += 1) {
            expect(ours[i]! - ours[i - 1]!).toBeCloseTo(step, 6);
          }
        },
      ),
    );
  });
});

describe('ticksAround', () => {
  it.each([
    // min, max, count → round ticks from at or below min to at or above max, 0 not forced in
    // £51,200 to £55,800 in 5: a span of 4,600 / 5 = 920 → step 1,000, from 51,000 to 56,000.
    [51_200, 55_800, 5, [51_000, 52_000, 53_000, 54_000, 55_000, 56_000]],
    // A range already on round values keeps them as its ends.
    [40_000, 60_000, 4, [40_000, 45_000, 50_000, 55_000, 60_000]],
    // No range at all is an axis a pound wide.
    [100, 100, 2, [100, 100.5, 101]],
  ])('%d to %d in about %d ticks', (min, max, count, expected) => {
    expect(ticksAround(min, max, count)).toEqual(expected);
  });
});
