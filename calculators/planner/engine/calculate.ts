// The split of a one-director company's profit between salary and dividends that leaves the director
// the most after tax: employer NI and corporation tax on the company's side, employee NI and income
// tax exactly as the director calculator computes them on the director's (engine/README.md, "Planner").
import type {
  PlannerExactOptimum,
  PlannerInput,
  PlannerPoint,
  PlannerResult,
  PlannerSplit,
  PlannerStrategy,
  PlannerStrategyName,
} from './types.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { circumstancesOf } from '../../../engine/rules/circumstances.ts';
import {
  maxSalary,
  plannerParameters,
  splitFor,
  type Company,
  type PlannerParameters,
} from './company.ts';
import { exactOptimum, knotsOf, rounderPlan, type Knot } from './search.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { TaxYear } from '../../../engine/types.ts';

export {
  corporationTaxOn,
  plannerParameters,
  splitFor,
  type PlannerGroup,
  type PlannerParameters,
} from './company.ts';

const STRATEGIES: readonly PlannerStrategyName[] = [
  'secondaryThreshold',
  'lowerEarningsLimit',
  'personalAllowance',
  'allSalary',
];

/** The usual salaries, each capped at what the profit pays. */
function strategySalaries(top: number, c: Company): Record<PlannerStrategyName, number> {
  const at: Record<PlannerStrategyName, number> = {
    secondaryThreshold: c.p.employerNI.secondaryThreshold,
    lowerEarningsLimit: c.p.employerNI.lowerEarningsLimit,
    personalAllowance: c.p.incomeTax.personalAllowance,
    allSalary: top,
  };
  for (const strategy of STRATEGIES) at[strategy] = Math.min(at[strategy], top);
  return at;
}

/**
 * Take-home at every break point of the line (to the pound) and at the salaries the result names, in
 * increasing salary: between break points take-home is a straight line, so these draw it.
 */
function curveThrough(
  knots: readonly Knot[],
  named: readonly number[],
  plan: (salary: number) => PlannerSplit,
): PlannerPoint[] {
  const salaries = new Set<number>(named);
  for (const knot of knots) salaries.add(Math.round(knot.salary));
  const sorted: number[] = [];
  for (const salary of salaries) sorted.push(salary);
  sorted.sort((a, b) => a - b);
  const curve: PlannerPoint[] = [];
  for (const salary of sorted) curve.push({ salary, takeHome: plan(salary).takeHome });
  return curve;
}

/**
 * The advised split and the exact optimum, with what the rest of the plan is drawn from: the
 * company, the most salary it can pay, the break points and each salary weighed so far.
 */
function search(input: PlannerInput, p: PlannerParameters) {
  const { scottish, pension, employerPension, plans } = circumstancesOf(
    input,
    p.calculator.inputLimit,
  );
  const profit = roundTo(safeAmount(input.companyProfit, p.calculator.inputLimit), 2);
  // The company pays the contributions first, at most its profit; the rest is what the plan splits.
  const paidIn = roundTo(Math.min(employerPension, profit), 2);
  const c: Company = {
    profit: roundTo(profit - paidIn, 2),
    employmentAllowance: input.employmentAllowance === true,
    scottish,
    pension,
    employerPension: paidIn,
    plans,
    p,
  };
  const top = maxSalary(c);
  // Each salary is weighed once, however many of the steps below ask for it.
  const weighed = new Map<number, PlannerSplit>();
  const plan = (salary: number): PlannerSplit => {
    let split = weighed.get(salary);
    if (split === undefined) {
      split = splitFor(salary, c);
      weighed.set(salary, split);
    }
    return split;
  };

  const knots = knotsOf(top, c);
  const optimum = exactOptimum(knots, top, c, plan);
  const salaries = strategySalaries(top, c);
  const named: number[] = [];
  // The thresholds the strategies name, where the profit pays them: not all salary or a capped one.
  for (const strategy of STRATEGIES) if (salaries[strategy] < top) named.push(salaries[strategy]);
  const best = rounderPlan(optimum, knots, top, c, plan, named);
  return { c, top, plan, knots, optimum, salaries, named, best };
}

/**
 * The advised split alone, without the strategies and the curve beside it: what a comparison
 * weighing many profits needs of each (the same split as `plan(input, p).best`).
 */
export function bestSplit(input: PlannerInput, p: PlannerParameters): PlannerSplit {
  return search(input, p).best;
}

/** The plan, with the company and the most salary it can pay, which the working is written from. */
export function evaluate(input: PlannerInput, p: PlannerParameters) {
  const { c, top, plan, knots, optimum, salaries, named, best } = search(input, p);
  const exact: PlannerExactOptimum | null =
    best === optimum
      ? null
      : {
          salary: optimum.salary,
          takeHome: optimum.takeHome,
          gain: roundTo(optimum.takeHome - best.takeHome, 2),
        };
  const strategies: PlannerStrategy[] = [];
  for (const strategy of STRATEGIES) strategies.push({ strategy, ...plan(salaries[strategy]) });
  const curve = curveThrough(knots, [...named, 0, top, best.salary, optimum.salary], plan);

  const result: PlannerResult = { best, exactOptimum: exact, strategies, curve };
  return { result, c, top };
}

/** The advised split of the profit, the usual strategies beside it and the take-home curve. */
export function plan(input: PlannerInput, p: PlannerParameters): PlannerResult {
  return evaluate(input, p).result;
}

/**
 * The salary, to the pound, that leaves a company's one director-shareholder the most after tax when
 * everything left after corporation tax is paid as dividends, with the usual strategies beside it and
 * the take-home against salary for a chart (`explainSalaryAndDividends` gives the working).
 */
export function planSalaryAndDividends(input: PlannerInput, taxYear: TaxYear): PlannerResult {
  return plan(input, plannerParameters(knownYear(taxYear)));
}
