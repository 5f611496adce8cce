// The personal allowance after its taper above £100,000 (ITA 2007 s35), with its working.
import { parameterUse, type ParametersOf, type UseName } from '../parameters/parameters-for.ts';
import { roundUpTo } from './arithmetic.ts';
import { FigureSteps, gbp, percent } from './working.ts';

export interface TaperedAllowance {
  amount: number;
  steps: FigureSteps;
}

/**
 * The allowance falls by one-half of adjusted net income above the limit, and what remains is
 * rounded up to a whole pound; never below 0 (ITA 2007 s35(2)-(3)). `income` is adjusted net income.
 */
export function taperedAllowance(income: number, p: ParametersOf<'incomeTax'>): TaperedAllowance {
  const it = p.incomeTax;
  const param = (name: UseName<'incomeTax'>) => parameterUse(p, name);
  const excess = Math.max(0, income - it.personalAllowanceIncomeLimit);
  const withdrawn = excess * it.personalAllowanceTaperRate;
  const reduced = it.personalAllowance - withdrawn;
  const rounded = roundUpTo(reduced, it.personalAllowanceRoundingStep);
  const steps = new FigureSteps().add(
    `Personal allowance ${gbp(it.personalAllowance)}`,
    it.personalAllowance,
    [param('incomeTax.personalAllowance')],
  );
  if (excess > 0) {
    steps.add(
      `Adjusted net income ${gbp(income)} is ${gbp(excess)} over ${gbp(it.personalAllowanceIncomeLimit)}; ` +
        `${percent(it.personalAllowanceTaperRate)} of that, ${gbp(withdrawn)}, is withdrawn`,
      -withdrawn,
      [
        param('incomeTax.personalAllowanceIncomeLimit'),
        param('incomeTax.personalAllowanceTaperRate'),
      ],
    );
    // Below nothing there is nothing to round: the allowance is simply £0.
    if (reduced < 0) {
      steps.add('An allowance cannot fall below £0', -reduced);
    } else if (rounded !== reduced) {
      steps.add(`Rounded up to a whole pound: ${gbp(rounded)}`, rounded - reduced, [
        param('incomeTax.personalAllowanceRoundingStep'),
      ]);
    }
  }
  return { amount: Math.max(0, rounded), steps };
}

/** The allowance alone, as `taperedAllowance` gives it: for sums that need no working. */
export function taperedAllowanceAmount(income: number, p: ParametersOf<'incomeTax'>): number {
  const it = p.incomeTax;
  const excess = Math.max(0, income - it.personalAllowanceIncomeLimit);
  const reduced = it.personalAllowance - excess * it.personalAllowanceTaperRate;
  return Math.max(0, roundUpTo(reduced, it.personalAllowanceRoundingStep));
}
