// Test support for the calculators: sums the production code never needs. No production module
// imports this one (a lint rule refuses it).
import type { AllowanceSplit } from '../../../engine/types.ts';
import type { DirectorInput } from './types.ts';
import { savingsAllowanceFor, taxesOn } from '../../../engine/rules/allowance-placement.ts';
import {
  circumstancesOf,
  relievedContributions,
  scalesFor,
} from '../../../engine/rules/circumstances.ts';
import type { DirectorParameters } from './figures.ts';

/**
 * A director's income tax on each kind of income with the allowance split as given, for tests that
 * search the placements themselves and compare the best with the engine's.
 */
export function incomeTaxWithSplit(
  input: DirectorInput,
  split: AllowanceSplit,
  p: DirectorParameters,
): number {
  const allowanceUsed = split.salary + split.savings + split.dividends;
  const taxableIncome = input.salary + input.savings + input.dividends - allowanceUsed;
  const taxable = {
    salary: input.salary - split.salary,
    savings: input.savings - split.savings,
    dividends: input.dividends - split.dividends,
  };
  const c = circumstancesOf(input, p.calculator.inputLimit);
  const scales = scalesFor(p, c.scottish, relievedContributions(c.pension, input.salary, p));
  const taxes = taxesOn(taxable, savingsAllowanceFor(taxableIncome, scales, p), scales, p);
  return taxes.salary + taxes.savings + taxes.dividends;
}
