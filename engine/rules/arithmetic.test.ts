// The rounding helpers every calculator shares, at the edges binary arithmetic blurs.
import { describe, expect, it } from 'vitest';
import { roundTo, roundUpTo } from './arithmetic.ts';

describe('roundUpTo', () => {
  it.each([
    // 1,234.5 → 1,235: a plain fraction rounds up.
    [1_234.5, 1, 1_235],
    // A whole number stays.
    [1_234, 1, 1_234],
    // 0.1 × 3 is 0.30000000000000004 in binary: 3.0000000000000004 steps of 0.1, noise, so 0.3.
    [0.1 * 3, 0.1, 0.30000000000000004],
    // 12,570.0000001: its twelfth significant digit is the 1, so it is a figure, not noise: up.
    [12_570.0000001, 1, 12_571],
    // 12,570.00000001: the 1 is the thirteenth digit, noise: 12,570.
    [12_570.00000001, 1, 12_570],
    // 100.00000000001 is 1e-13 of itself over 100: noise below 12 digits, so 100.
    [100.00000000001, 1, 100],
    // £1,048.01 rounds up to £1,049 in whole pounds.
    [1_048.01, 1, 1_049],
    // Negative figures round towards +∞, as Math.ceil does: −2.5 → −2.
    [-2.5, 1, -2],
  ])('rounds %d up to a multiple of %d: %d', (value, step, expected) => {
    expect(roundUpTo(value, step)).toBe(expected);
  });
});

describe('roundTo', () => {
  it.each([
    // 1.005 is 1.00499999999999989… in binary: rounded half away from zero as written, 1.01.
    [1.005, 2, 1.01],
    [2.675, 2, 2.68],
    [-1.005, 2, -1.01],
    // −0.004 rounds to −0, shown as 0.
    [-0.004, 2, 0],
    [1_234.5, 0, 1_235],
  ])('rounds %d to %d places: %d', (value, decimals, expected) => {
    expect(Object.is(roundTo(value, decimals), expected)).toBe(true);
  });
});
