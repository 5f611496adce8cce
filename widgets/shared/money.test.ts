import { describe, expect, it } from 'vitest';
import { formatMoney, formatPercent } from './money.ts';

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
});
