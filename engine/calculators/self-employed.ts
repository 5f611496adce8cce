// Self-employed tax as SPEC section 9 states it: the personal allowance is never withdrawn here.
import type { TaxParameters } from '../parameters/parameters-for.ts';
import type { SelfEmployedInput, SelfEmployedResult } from '../types.ts';
import { roundTo, safeAmount, slice } from './arithmetic.ts';

export function selfEmployedTax(
  input: SelfEmployedInput,
  parameters: TaxParameters,
): SelfEmployedResult {
  const { incomeTax: it, selfEmployedNI: ni, inputLimit } = parameters;
  const income = safeAmount(input.income, inputLimit);
  const expenses = safeAmount(input.expenses, inputLimit);
  const exactProfit = Math.max(0, income - expenses);

  // The spec states the bands on profit: basic to allowance + basic band (50,270), higher to the higher
  // rate limit (125,140), additional above; with the allowance kept these match HMRC's bands below £100,000.
  const basicTop = it.personalAllowance + it.basicRateBand;
  const exactIncomeTax =
    slice(exactProfit, it.personalAllowance, basicTop) * it.basicRate +
    slice(exactProfit, basicTop, it.higherRateLimit) * it.higherRate +
    slice(exactProfit, it.higherRateLimit, Infinity) * it.additionalRate;

  const exactClass4 =
    slice(exactProfit, ni.lowerProfitsLimit, ni.upperProfitsLimit) * ni.mainRate +
    slice(exactProfit, ni.upperProfitsLimit, Infinity) * ni.additionalRate;

  // Whole pounds: each figure is rounded once and the totals are sums of the shown figures, so
  // net + total tax = profit exactly.
  const profit = roundTo(exactProfit, 0);
  const incomeTax = roundTo(exactIncomeTax, 0);
  const class2NI = exactProfit > 0 ? roundTo(ni.class2, 0) : 0;
  const class4NI = roundTo(exactClass4, 0);
  const totalTax = incomeTax + class2NI + class4NI;
  const netIncome = profit - totalTax;
  return {
    profit,
    incomeTax,
    class2NI,
    class4NI,
    totalTax,
    netIncome,
    effectiveRate: profit > 0 ? roundTo((totalTax / profit) * 100, 2) : 0,
    monthlyNet: roundTo(netIncome / 12, 0),
  };
}
