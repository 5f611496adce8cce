import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, formatPercent, formatPounds } from './money.ts';

describe('formatMoney: a figure of a result', () => {
  it('writes pounds and pence with £ and thousands separators', () => {
    expect(formatMoney(7486)).toBe('£7,486.00');
    expect(formatMoney(3255)).toBe('£3,255.00');
    expect(formatMoney(0.5)).toBe('£0.50');
    expect(formatMoney(1234567.4)).toBe('£1,234,567.40');
  });

  it('rounds to the penny half away from zero and writes a minus sign', () => {
    expect(formatMoney(-12.345)).toBe('−£12.35');
    expect(formatMoney(-0.004)).toBe('£0.00');
  });

  it('never prints a negative zero or NaN', () => {
    expect(formatMoney(-0)).toBe('£0.00');
    expect(formatMoney(Number.NaN)).toBe('£0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('£0.00');
  });
});

describe('formatPounds: an amount in a sentence or on an axis', () => {
  it('writes whole pounds with £ and thousands separators', () => {
    expect(formatPounds(30_000)).toBe('£30,000');
    expect(formatPounds(1234567.4)).toBe('£1,234,567');
  });

  it('rounds half away from zero and writes a minus sign', () => {
    expect(formatPounds(2.5)).toBe('£3');
    expect(formatPounds(-1_234.5)).toBe('−£1,235');
    expect(formatPounds(-0.4)).toBe('£0');
  });

  it('never prints a negative zero or NaN', () => {
    expect(formatPounds(-0)).toBe('£0');
    expect(formatPounds(Number.NaN)).toBe('£0');
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
