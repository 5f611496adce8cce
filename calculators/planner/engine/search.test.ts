// The break-point search against a brute-force one: over a grid of profits, in every year, with and
// without each optional input, every whole-pound salary the profit pays is weighed with the exact
// figures, and the exact optimum, the advice and the strategies must be the planner's to the penny.
import { describe, expect, it } from 'vitest';
import { planSalaryAndDividends as plan } from '../../../engine/index.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import type { PlannerInput, PlannerSplit } from './types.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { maxSalary, plannerParameters, splitFor, type Company } from './company.ts';
import { ROUND_STEPS, ROUNDER_WITHIN } from './search.ts';
import { circumstancesOf } from '../../../engine/rules/circumstances.ts';

/** More take-home, or as much at a lower salary. */
function better(split: PlannerSplit, than: PlannerSplit | null): boolean {
  return (
    than === null ||
    split.takeHome > than.takeHome ||
    (split.takeHome === than.takeHome && split.salary < than.salary)
  );
}

/**
 * The planner's answer found by weighing every whole-pound salary: the exact optimum, then the advice
 * by the documented rule (a named threshold the profit pays, then a multiple of each round step, the
 * roundest within £1 of the optimum; the optimum when it is as round), and the strategies' splits.
 */
function bruteForce(input: PlannerInput, year: TaxYear) {
  const p = plannerParameters(year);
  const employerPension = Math.min(input.employerPensionContributions ?? 0, input.companyProfit);
  const c: Company = {
    profit: roundTo(input.companyProfit - employerPension, 2),
    employmentAllowance: input.employmentAllowance === true,
    scottish: input.scottishTaxpayer === true,
    pension: input.pensionContributions ?? 0,
    employerPension,
    plans: circumstancesOf(input, p.calculator.inputLimit).plans,
    p,
  };
  const top = maxSalary(c);
  const splits: PlannerSplit[] = [];
  let optimum: PlannerSplit | null = null;
  for (let salary = 0; salary <= top; salary += 1) {
    const split = splitFor(salary, c);
    splits.push(split);
    if (better(split, optimum)) optimum = split;
  }
  const exact = optimum as PlannerSplit;
  const strategySalaries = [
    p.employerNI.secondaryThreshold,
    p.employerNI.lowerEarningsLimit,
    p.incomeTax.personalAllowance,
    top,
  ].map((salary) => Math.min(salary, top));
  const named = strategySalaries.filter((salary) => salary < top);
  const near = (salary: number) => {
    const split = splits[salary] as PlannerSplit;
    return exact.takeHome - split.takeHome < ROUNDER_WITHIN ? split : null;
  };
  let advised: PlannerSplit | null = null;
  const consider = (salary: number) => {
    const split = near(salary);
    if (split !== null && better(split, advised)) advised = split;
  };
  if (!named.includes(exact.salary)) {
    for (const salary of named) consider(salary);
    for (const step of ROUND_STEPS) {
      if (advised !== null || exact.salary % step === 0) break;
      for (let salary = 0; salary <= top; salary += step) consider(salary);
    }
  }
  return {
    best: advised ?? exact,
    exact,
    strategies: strategySalaries.map((salary) => splits[salary] as PlannerSplit),
  };
}

// Profits across the company's and the director's thresholds (the last above the corporation tax
// upper limit), not on round figures. Each set of inputs takes every third of them, starting at a
// different one for each set and year, so every profit is weighed in every year, with two or three
// of the eight sets, without weighing tens of millions of salaries.
const PROFITS = [9_137.42, 24_388, 52_345.67, 80_910, 131_507.5, 178_223, 262_611.19];
const INPUTS: readonly (Omit<PlannerInput, 'companyProfit'> & { name: string })[] = [
  { name: 'no optional input' },
  { name: 'Employment Allowance', employmentAllowance: true },
  { name: 'Scottish rates', scottishTaxpayer: true },
  { name: 'pension contributions', pensionContributions: 14_250 },
  {
    name: 'all three',
    employmentAllowance: true,
    scottishTaxpayer: true,
    pensionContributions: 41_000,
  },
  // £65,000 of savings: over the annual allowance, so charged where the profit pays them.
  {
    name: 'the company’s pension contributions',
    pensionContributions: 20_000,
    employerPensionContributions: 45_000,
  },
  { name: 'a Plan 2 student loan', studentLoanPlans: ['plan2'] },
  {
    name: 'Plan 1 and postgraduate loans with the Employment Allowance',
    studentLoanPlans: ['plan1', 'postgraduate'],
    employmentAllowance: true,
  },
];

// Profits where a student loan moves the advice: the salary and the dividends around each plan's
// threshold and the dividends around the £2,000 unearned income limit, over which they count too.
const LOAN_PROFITS = [27_611.3, 33_080, 41_250.75, 58_904];
const LOAN_INPUTS: readonly (Omit<PlannerInput, 'companyProfit'> & { name: string })[] = [
  { name: 'Plan 2', studentLoanPlans: ['plan2'] },
  {
    name: 'Plan 4 and postgraduate, Scottish rates',
    studentLoanPlans: ['plan4', 'postgraduate'],
    scottishTaxpayer: true,
  },
  {
    name: 'Plan 1, Plan 5 and postgraduate, with pension contributions',
    studentLoanPlans: ['plan5', 'plan1', 'postgraduate'],
    pensionContributions: 6_000,
  },
  {
    name: 'postgraduate alone, the Employment Allowance',
    studentLoanPlans: ['postgraduate'],
    employmentAllowance: true,
  },
];

/**
 * The plan's advice against weighing every whole-pound salary: the exact optimum and the best split,
 * and with `strategies` the gain and each strategy's split too.
 */
function expectBruteForce(
  input: PlannerInput,
  year: TaxYear,
  { strategies }: { strategies: boolean },
) {
  const result = plan(input, year);
  const searched = bruteForce(input, year);
  const label = `${year} £${input.companyProfit}`;
  expect(result.exactOptimum?.salary ?? result.best.salary, label).toBe(searched.exact.salary);
  expect(result.exactOptimum?.takeHome ?? result.best.takeHome, label).toBe(
    searched.exact.takeHome,
  );
  expect(result.best, label).toEqual(searched.best);
  if (!strategies) return;
  expect(result.exactOptimum?.gain ?? 0, label).toBe(
    roundTo(searched.exact.takeHome - searched.best.takeHome, 2),
  );
  const found = result.strategies.map(({ strategy: _, ...split }) => split);
  expect(found, label).toEqual(searched.strategies);
}

describe('the break-point search', () => {
  INPUTS.forEach(({ name, ...options }, inputIndex) => {
    it(`finds what weighing every salary finds, ${name}, in every year`, () => {
      TAX_YEARS.forEach((year, yearIndex) => {
        PROFITS.forEach((companyProfit, profitIndex) => {
          if ((profitIndex + inputIndex + 2 * yearIndex) % 3 !== 0) return;
          expectBruteForce({ companyProfit, ...options }, year, { strategies: true });
        });
      });
    }, 600_000);
  });
  LOAN_INPUTS.forEach(({ name, ...options }) => {
    it(`finds what weighing every salary finds with student loans, ${name}, in every year`, () => {
      TAX_YEARS.forEach((year) => {
        LOAN_PROFITS.forEach((companyProfit) => {
          expectBruteForce({ companyProfit, ...options }, year, { strategies: false });
        });
      });
    }, 600_000);
  });
});
