import { describe, expect, it } from 'vitest';
import { NOT_A_FIGURE, formatMoney, formatPercent, formatWorkingMoney } from './money.ts';

describe('formatMoney', () => {
  it('writes results in whole pounds with £ and thousands separators', () => {
    expect(formatMoney(7486)).toBe('£7,486');
    expect(formatMoney(1234567.4)).toBe('£1,234,567');
    expect(formatMoney(0.53)).toBe('£1');
  });

  it('writes the working in pounds and pence', () => {
    expect(formatWorkingMoney(3255)).toBe('£3,255.00');
    expect(formatWorkingMoney(0.5)).toBe('£0.50');
  });

  it('never prints a negative zero', () => {
    expect(formatMoney(-0)).toBe('£0');
    expect(formatMoney(-0.2)).toBe('£0');
    expect(formatWorkingMoney(-0.001)).toBe('£0.00');
  });

  it('shows a dash, never £0 or NaN, for a figure that is not a number', () => {
    expect(formatMoney(Number.NaN)).toBe(NOT_A_FIGURE);
    expect(formatMoney(Infinity)).toBe(NOT_A_FIGURE);
    expect(formatPercent(Number.NaN)).toBe(NOT_A_FIGURE);
  });
});

describe('formatPercent', () => {
  it('prints two decimals', () => {
    expect(formatPercent(16.6355)).toBe('16.64%');
    expect(formatPercent(0)).toBe('0.00%');
  });
});
