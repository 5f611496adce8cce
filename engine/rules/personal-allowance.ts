// The personal allowance after its taper above £100,000 (ITA 2007 s35): the figures, and the steps
// the working writes from them.
import { parameterUse, type ParametersOf, type UseName } from '../parameters/parameters-for.ts';
import { roundUpTo } from './arithmetic.ts';
import { FigureSteps, gbp, percent } from './working.ts';

/** The allowance less one-half of adjusted net income above the limit, before any rounding. */
export interface AllowanceTaper {
  /** Adjusted net income above the limit. */
  excess: number;
  /** The part of the allowance withdrawn: the taper rate of the excess. */
  withdrawn: number;
  /** The allowance less what is withdrawn, unrounded; below 0 when all of it is withdrawn. */
  reduced: number;
}

export interface TaperedAllowance extends AllowanceTaper {
  /** Adjusted net income the taper is measured on. */
  income: number;
  /** `reduced` rounded up to a whole pound. */
  rounded: number;
  /** The allowance: `rounded`, never below 0. */
  amount: number;
}

/**
 * The taper alone, unrounded: the planner's search draws its straight lines with it, and
 * `taperedAllowance` rounds it. `income` is adjusted net income (ITA 2007 s35(2)).
 */
export function allowanceTaper(income: number, p: ParametersOf<'incomeTax'>): AllowanceTaper {
  const it = p.incomeTax;
  const excess = Math.max(0, income - it.personalAllowanceIncomeLimit);
  const withdrawn = excess * it.personalAllowanceTaperRate;
  return { excess, withdrawn, reduced: it.personalAllowance - withdrawn };
}

/**
 * The allowance falls by one-half of adjusted net income above the limit, and what remains is
 * rounded up to a whole pound; never below 0 (ITA 2007 s35(2)-(3)). `income` is adjusted net income.
 */
export function taperedAllowance(income: number, p: ParametersOf<'incomeTax'>): TaperedAllowance {
  const { excess, withdrawn, reduced } = allowanceTaper(income, p);
  const rounded = roundUpTo(reduced, p.incomeTax.personalAllowanceRoundingStep);
  return { income, excess, withdrawn, reduced, rounded, amount: Math.max(0, rounded) };
}

/** How the allowance was worked out: the full allowance, what the taper withdrew, the rounding. */
export function allowanceSteps(
  allowance: TaperedAllowance,
  p: ParametersOf<'incomeTax'>,
): FigureSteps {
  const it = p.incomeTax;
  const param = (name: UseName<'incomeTax'>) => parameterUse(p, name);
  const { income, excess, withdrawn, reduced, rounded } = allowance;
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
  return steps;
}
