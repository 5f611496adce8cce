import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent } from './money.ts';

describe('formatMoney', () => {
  it('uses £ and thousands separators in whole pounds by default', () => {
    expect(formatMoney(7486)).toBe('£7,486');
    expect(formatMoney(1234567.4)).toBe('£1,234,567');
  });

  it('shows pence when asked', () => {
    expect(formatMoney(3255, { pence: true })).toBe('£3,255.00');
    expect(formatMoney(0.5, { pence: true })).toBe('£0.50');
  });

  it('rounds to whole pounds half away from zero and writes a minus sign', () => {
    expect(formatMoney(2.5)).toBe('£3');
    expect(formatMoney(-1_234.5)).toBe('−£1,235');
    expect(formatMoney(-0.4)).toBe('£0');
    expect(formatMoney(-12.345, { pence: true })).toBe('−£12.35');
  });

  it('never prints a negative zero or NaN', () => {
    expect(formatMoney(-0)).toBe('£0');
    expect(formatMoney(Number.NaN)).toBe('£0');
  });
});

describe('formatPercent', () => {
  it('prints two decimals', () => {
    expect(formatPercent(16.6355)).toBe('16.64%');
    expect(formatPercent(0)).toBe('0.00%');
  });

  it('writes what Intl writes in British English, grouping and rounding included', () => {
    const intl = new Intl.NumberFormat('en-GB', {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    for (const value of [0.005, 1.005, 8.125, 16.6355, 19.999, 33.3333, 45, 99.995, 1234.5])
      expect(formatPercent(value)).toBe(`${intl.format(value)}%`);
  });

  it('never prints NaN', () => {
    expect(formatPercent(Number.NaN)).toBe('0.00%');
  });
});

describe('formatCount', () => {
  it('writes a whole number with thousands separators, as Intl does in British English', () => {
    const intl = new Intl.NumberFormat('en-GB');
    for (const count of [0, 7, 127, 1_000, 12_345, 1_234_567])
      expect(formatCount(count)).toBe(intl.format(count));
  });
});
