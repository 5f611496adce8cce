import { describe, expect, it } from 'vitest';
import { FigureSteps, gbp, percent } from './working.ts';

describe('working text', () => {
  it('writes money as the calculators show it', () => {
    expect(gbp(37_200)).toBe('£37,200');
    expect(gbp(3_255, true)).toBe('£3,255.00');
    expect(gbp(956.375)).toBe('£956.38');
    expect(gbp(10_000_000)).toBe('£10,000,000');
    expect(gbp(-1_234.5)).toBe('−£1,234.50');
    expect(gbp(0.004)).toBe('£0');
    expect(gbp(999.999)).toBe('£1,000');
  });

  it('writes rates as percentages', () => {
    expect(percent(0.0875)).toBe('8.75%');
    expect(percent(0.1075)).toBe('10.75%');
    expect(percent(0.3935)).toBe('39.35%');
    expect(percent(0.2)).toBe('20%');
  });

  it('adds a rounding step so the steps sum to the figure', () => {
    const working = new FigureSteps().add('a', 956.375).note('b').done('x', 'X', 956.38);
    expect(working.steps.map((step) => step.amount)).toEqual([956.375, null, expect.any(Number)]);
    const sum = working.steps.reduce((total, step) => total + (step.amount ?? 0), 0);
    expect(sum).toBeCloseTo(956.38, 10);
    expect(working.steps[2]?.text).toBe('Rounded to the nearest penny: £956.38');
  });

  it('says a figure in whole pounds was rounded to the pound', () => {
    const working = new FigureSteps().add('a', 956.375).done('x', 'X', 956, false);
    expect(working.steps[1]).toMatchObject({
      text: 'Rounded to the nearest pound: £956',
      amount: 956 - 956.375,
    });
  });
});
