import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toAmount } from './amount.ts';

describe('toAmount', () => {
  it.each([
    ['£30,000', 30_000],
    [' 30 000 ', 30_000],
    ['30,000.50', 30_000.5],
    ['30\u00a0000', 30_000],
    ['£ 1,234.56 ', 1_234.56],
    ['.5', 0.5],
    ['1e3', 1_000],
    ['+42', 42],
    ['-500', -500],
    ['\u2212500', -500],
    ['-£500', -500],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['NaN', 0],
    ['Infinity', 0],
    ['-Infinity', 0],
    ['0x10', 0],
    ['1e-400', 0],
    ['1e400', Number.MAX_VALUE],
    ['-1e400', -Number.MAX_VALUE],
    ['x'.repeat(10_000), 0],
    ['9'.repeat(10_000), Number.MAX_VALUE],
  ])('%j → %d', (text, expected) => {
    expect(toAmount(text)).toBe(expected);
  });

  it('turns -0 into 0', () => {
    expect(Object.is(toAmount('-0'), 0)).toBe(true);
    expect(Object.is(toAmount(-0), 0)).toBe(true);
  });

  it('accepts finite numbers as they are and anything else as 0', () => {
    expect(toAmount(12.5)).toBe(12.5);
    expect(toAmount(Number.NaN)).toBe(0);
    expect(toAmount(Infinity)).toBe(0);
    expect(toAmount(null)).toBe(0);
    expect(toAmount(undefined)).toBe(0);
    expect(toAmount({ valueOf: () => 5 })).toBe(0);
  });

  it('is total over arbitrary strings: always finite, never -0', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const value = toAmount(text);
        expect(Number.isFinite(value)).toBe(true);
        expect(Object.is(value, -0)).toBe(false);
      }),
    );
  });

  it('reads back amounts written the British way', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), (pence) => {
        const pounds = pence / 100;
        const written = pounds.toLocaleString('en-GB', { minimumFractionDigits: 2 });
        expect(toAmount(`£${written}`)).toBe(pounds);
      }),
    );
  });
});
