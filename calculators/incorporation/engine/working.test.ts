import { describe, expect, it } from 'vitest';
import { explainBusinessStructures } from './working.ts';

const profitSteps = (profit: number) =>
  explainBusinessStructures({ profit }, '2025-26')
    .find((entry) => entry.figure === 'soleTrader.profit')
    ?.steps.map(({ text, amount }) => [text, amount]);

describe('the sole trader’s profit in the comparison', () => {
  it.each([
    // £30,000 of profit, after expenses: the trading allowance replaces expenses, so no verdict
    // against £0 of expenses ("leaves £260 more") is given.
    [30_000, '£30,000'],
    // £800: below the allowance, the same words; the profit is already after expenses either way.
    [800, '£800'],
  ])('starts from £%s of profit already after expenses', (profit, shown) => {
    expect(profitSteps(profit)).toEqual([
      [`Profit after expenses ${shown}`, profit],
      [
        "This profit is already after the business's expenses: the £1,000 trading allowance is deducted instead of the expenses, not as well, so it would leave more only if they came to less than £1,000",
        null,
      ],
    ]);
  });
});
