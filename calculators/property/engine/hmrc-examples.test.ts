// HMRC's own worked examples, run through the calculator's rules with the rates and allowances of
// the years they are set in (the engine has no such years: the figures below are given to the rules
// directly, as the examples state them).
import { describe, expect, it } from 'vitest';
import type { Scale } from '../../../engine/parameters/parameters-for.ts';
import { evaluate } from './figures.ts';
import { propertyParameters, type PropertyParameters } from './tax.ts';

/** 2025-26's parameters with an earlier year's allowance and bands (rates 20%, 40%, 45% alike). */
function earlierYear(personalAllowance: number, basicRateBand: number, higherRateLimit: number) {
  const p = propertyParameters('2025-26');
  const moved = (scale: Scale): Scale =>
    scale.map((band, index) => ({
      ...band,
      from: index === 0 ? 0 : index === 1 ? basicRateBand : higherRateLimit,
    }));
  return {
    ...p,
    incomeTax: { ...p.incomeTax, personalAllowance, basicRateBand, higherRateLimit },
    bands: { ...p.bands, nonSavings: moved(p.bands.nonSavings), property: moved(p.bands.property) },
  } as PropertyParameters;
}

describe('HMRC’s worked examples', () => {
  it('PIM4487 (2018-19): Leila, £800 of rents and a £60,000 job, the reduction or the allowance', () => {
    // 2018-19: allowance £11,850, basic rate band £34,500, higher rate limit £150,000. Half the
    // £200 of interest was still deductible that year, half restricted: expenses £300 + £100,
    // finance costs £100.
    const p = earlierYear(11_850, 34_500, 150_000);
    const input = { rents: 800, expenses: 400, financeCosts: 100, otherIncome: 60_000 };
    // Scenario 1: profit £400; £34,500 at 20% = £6,900, £14,050 at 40% = £5,620: £12,520; the
    // reducer £100 × 20% = £20: £12,500.
    const reducer = evaluate(input, p).result;
    expect(reducer.propertyProfit).toBe(400);
    expect(reducer.financeCostRelief.reduction).toBe(20);
    expect(reducer.incomeTax).toBe(12_500);
    // Scenario 2: with the property allowance the £800 is not taxed at all: £6,900 + £13,650 at 40%.
    const allowance = evaluate({ ...input, propertyAllowance: true }, p).result;
    expect(allowance.propertyProfit).toBe(0);
    expect(allowance.incomeTax).toBe(6_900 + 5_460);
    // HMRC's point: the reducer is not worth claiming here; the calculator says so either way.
    expect(reducer.propertyAllowance).toMatchObject({ better: 'allowance', difference: 140 });
    expect(allowance.propertyAllowance).toMatchObject({ better: 'allowance', difference: 140 });
  });

  it('PIM4483: Stephanie, £1,200 of receipts and partial relief: £200 taxable, the £150 of fees not deducted', () => {
    const result = evaluate(
      { rents: 1_200, expenses: 150, propertyAllowance: true, otherIncome: 30_000 },
      propertyParameters('2025-26'),
    ).result;
    expect(result.propertyProfit).toBe(200);
  });

  it('GOV.UK landlords’ case study (2017-18): Raj, £14,300 of rents, £1,500 of expenses, no other income', () => {
    // 2017-18: allowance £11,500, basic rate band £33,500. Profit £12,800, taxable £1,300 at 20%.
    const p = earlierYear(11_500, 33_500, 150_000);
    const result = evaluate({ rents: 14_300, expenses: 1_500 }, p).result;
    expect(result.propertyProfit).toBe(12_800);
    expect(result.incomeTax).toBe(260);
  });
});
