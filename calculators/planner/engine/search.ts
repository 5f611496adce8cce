// Finding the best salary from the take-home's break points rather than by a wide search. Take-home
// before rounding is piecewise linear in salary: straight between the salaries where a marginal rate
// changes (engine/README.md, "Planner"). The break points are found from the function itself, so
// every threshold that moves it (NI, the allowance and its taper, the bands, the Employment
// Allowance running out, the corporation tax limits, pension relief, the allowance's placement) is
// found without being listed; the rounded figures are then weighed only near the best of them.
import type { PlannerSplit } from './types.ts';
import { leastTaxWithoutSavings } from '../../../engine/rules/allowance-placement.ts';
import {
  relievedContributions,
  scalesFor,
  studentLoanOf,
} from '../../../engine/rules/circumstances.ts';
import { annualAllowanceFor } from '../../../engine/rules/adjustments.ts';
import { employeeNIBands } from '../../director/engine/figures.ts';
import { allowanceTaper } from '../../../engine/rules/personal-allowance.ts';
import type { Scale } from '../../../engine/parameters/parameters-for.ts';
import { slicesOnScale, taxOf } from '../../../engine/rules/working.ts';
import { corporationTaxOn, employerNIOn, type Company } from './company.ts';

/**
 * Take-home with `salary` before any rounding (the figures to fractions of a penny, the allowance's
 * taper not rounded up to a pound), with the allowance placed where it saves most.
 */
export function takeHomeLine(salary: number, c: Company): number {
  const { p } = c;
  const dividends = dividendsWith(salary, c);
  const income = salary + dividends;
  const relieved = relievedContributions(c.pension ?? 0, salary, p);
  const scales = scalesFor(p, c.scottish === true, relieved);
  const allowance = Math.max(0, allowanceTaper(income - relieved, p).reduced);
  const used = Math.min(allowance, income);
  const tax = leastTaxWithoutSavings(salary, dividends, used, scales, p);
  const charge = allowanceChargeLine(income, relieved, income - used, scales.nonSavings, c);
  const loan = loanLine(salary, dividends, c);
  return income - tax - charge - employeeNIBands(salary, p).contributions - loan;
}

/** Whether the director repays a student or postgraduate loan. */
const repays = (c: Company) => c.plans !== undefined && c.plans.length > 0;

/**
 * Student loan repayments before they are rounded down to whole pounds, as the director calculator
 * works them out: each plan's rate above its threshold on the salary, and on the dividends too when
 * they are over the unearned income limit (a jump in take-home where they reach it).
 */
function loanLine(salary: number, dividends: number, c: Company): number {
  if (!repays(c)) return 0;
  let exact = 0;
  const loan = studentLoanOf(c.plans ?? [], salary, 'salary', dividends, c.p);
  for (const repayment of loan.repayments) exact += repayment.exact;
  return exact;
}

/**
 * The salary from which dividends are no longer over the student loans' unearned income limit (they
 * fall as salary rises), so no longer count for the repayments: take-home jumps up there. Null
 * when they never count, or always do, on [0, top].
 */
export function unearnedLimitSalary(top: number, c: Company): number | null {
  if (!repays(c)) return null;
  const limit = c.p.studentLoans.unearnedIncomeLimit;
  if (dividendsWith(0, c) <= limit || dividendsWith(top, c) > limit) return null;
  let lo = 0;
  let hi = top;
  // Bisection to the float: `hi` is the first salary found whose dividends do not count.
  for (let step = 0; step < 64 && hi - lo > 1e-9; step += 1) {
    const mid = (lo + hi) / 2;
    if (dividendsWith(mid, c) > limit) lo = mid;
    else hi = mid;
  }
  return hi;
}

/** The pension savings of the year: the director's gross contributions and the company's. */
const pensionInput = (c: Company) => (c.pension ?? 0) + (c.employerPension ?? 0);

/**
 * The annual allowance charge before rounding (the taper's reduction not cut to whole pounds): the
 * pension savings above the allowance, taxed as the top slice of taxable income (adjustments.ts).
 */
function allowanceChargeLine(
  income: number,
  relieved: number,
  taxable: number,
  scale: Scale,
  c: Company,
): number {
  const saved = pensionInput(c);
  if (saved <= 0) return 0;
  const { allowance } = annualAllowanceFor(
    { thresholdIncome: income - relieved, adjustedIncome: income + (c.employerPension ?? 0) },
    c.p,
    false,
  );
  return saved > allowance ? taxOf(slicesOnScale(scale, taxable, taxable + saved - allowance)) : 0;
}

/** Dividends before rounding with `salary`: what is left after employer NI and corporation tax. */
function dividendsWith(salary: number, c: Company): number {
  const base = c.profit - salary - employerNIOn(salary, c);
  return Math.max(0, base - corporationTaxOn(base, c.p));
}

/** Income for the allowance's taper with `salary`: salary and dividends less relieved contributions. */
function adjustedIncome(salary: number, c: Company): number {
  return salary + dividendsWith(salary, c) - relievedContributions(c.pension ?? 0, salary, c.p);
}

/** Whether the allowance may be tapered anywhere between two salaries (and so rounded up). */
function tapered(from: number, to: number, c: Company): boolean {
  const it = c.p.incomeTax;
  const start = it.personalAllowanceIncomeLimit;
  const end = start + it.personalAllowance / it.personalAllowanceTaperRate;
  let allBelow = true;
  let allAbove = true;
  for (const salary of [from, (from + to) / 2, to]) {
    const income = adjustedIncome(salary, c);
    allBelow = allBelow && income <= start;
    allAbove = allAbove && income >= end;
  }
  return !(allBelow || allAbove);
}

/**
 * How far the rounded take-home can lie above the line between two salaries: pence rounded in each
 * figure (under 10p in all), the line's own error, and where the allowance is tapered its rounding
 * up to a whole pound, which saves at most the highest rate on that pound. Below the line it can lie
 * further (pennies not paid as a dividend), which never hides a better plan.
 */
export function roundingAbove(from: number, to: number, c: Company): number {
  // Each loan repayment is rounded down to whole pounds: under £1 more take-home for each.
  const loanPounds = repays(c) ? studentLoanOf(c.plans ?? [], 0, '', 0, c.p).repayments.length : 0;
  const pence = 0.1 + lineError(c) + loanPounds;
  // The annual allowance's taper is cut to whole pounds: up to a pound of savings less charged.
  const taperCut = pensionInput(c) > c.p.pensions.minimumAnnualAllowance;
  const allowanceRounded = tapered(from, to, c);
  if (!allowanceRounded && !taperCut) return pence;
  let highest = 0;
  const scales = scalesFor(c.p, c.scottish === true, 0);
  for (const band of scales.nonSavings) highest = Math.max(highest, band.rate);
  for (const band of scales.dividends) highest = Math.max(highest, band.rate);
  return (
    pence +
    highest *
      ((allowanceRounded ? c.p.incomeTax.personalAllowanceRoundingStep : 0) + (taperCut ? 1 : 0))
  );
}

/** A salary and the take-home line there. */
export interface Knot {
  salary: number;
  line: number;
}

// Slopes are measured over a pound. A value is on a line when within a hundredth of a penny, plus
// what the slopes' floating-point error can add over the interval (it grows with the amounts).
const SLOPE_STEP = 0.01;
const SAME = 1e-4;
const FLOAT_ERROR = 1e-15;
const SAME_SLOPE = 1e-7;
// Break points closer than this are found as one: the rounded figures are weighed a pound either side.
const FINEST = 2;

/** The most the line can lie off the knots' straight lines: SAME and the error at the largest amounts. */
export function lineError(c: Company): number {
  return SAME + (FLOAT_ERROR * 2 * c.profit * c.profit) / SLOPE_STEP;
}

/**
 * The break points of the take-home line on [0, top], both ends included, in increasing salary.
 * Each interval is tested against the lines through its ends with the slopes there: where the two
 * lines meet the function has its one break point if it lies on both lines (checked at the meeting
 * point and half-way to each end); otherwise the interval is split there and each half tested.
 */
export function knotsOf(top: number, c: Company): Knot[] {
  const f0 = takeHomeLine(0, c);
  if (top <= 0) return [{ salary: 0, line: f0 }];
  const ends = knownBreaks(top, c);
  const knots: Knot[] = [];
  let a = 0;
  let fa = f0;
  for (const b of ends) {
    const fb = takeHomeLine(b, c);
    walk(knots, c, {
      a,
      fa,
      ra: (takeHomeLine(a + SLOPE_STEP, c) - fa) / SLOPE_STEP,
      b,
      fb,
      lb: (fb - takeHomeLine(b - SLOPE_STEP, c)) / SLOPE_STEP,
    });
    a = b;
    fa = fb;
  }
  knots.push({ salary: top, line: fa });
  return withoutStraightKnots(knots);
}

/**
 * Salaries where the line may bend, known from the parameters: the employer NI threshold, the
 * Employment Allowance used up, the corporation tax limits reached, the employee NI thresholds, the
 * personal allowance, the pension relief's limits; then income reaching the allowance's taper
 * limits, dividends reaching the dividend allowance, and taxable salary (less the contributions
 * that move a threshold) reaching each threshold of the salary's scale and the dividend allowance
 * below it. Each of the latter is straight between the salaries found before it, so it reaches a
 * level where the line between the ends of a stretch does. Seeding the search with them leaves it
 * only the break points they miss (where the allowance's best placement changes) to find from the
 * function itself. In increasing order, inside (0, top], top last.
 */
function knownBreaks(top: number, c: Company): number[] {
  const { employerNI: er, employeeNI: ee, corporationTax: ct, incomeTax: it, bands } = c.p;
  const setOff = c.employmentAllowance ? er.employmentAllowance : 0;
  const found = [er.secondaryThreshold, er.secondaryThreshold + setOff / er.rate];
  found.push(ee.primaryThreshold, ee.upperEarningsLimit, it.personalAllowance);
  if ((c.pension ?? 0) > 0) found.push(c.pension ?? 0, c.p.pensions.basicAmount);
  for (const limit of [0, ct.lowerLimit, ct.upperLimit]) {
    // Taxable profit = profit − salary − employer NI reaches the limit: with no NI due, or with it.
    const left = c.profit - limit;
    found.push(left, (left + er.secondaryThreshold * er.rate + setOff) / (1 + er.rate));
  }
  // Income tax's: where `at`, straight between the salaries found so far, reaches one of `levels`.
  const reached = (levels: readonly number[], at: (salary: number) => number) => {
    let a = 0;
    let atA = at(0);
    for (const b of inside(found, top)) {
      const atB = at(b);
      for (const level of levels) {
        if ((level - atA) * (level - atB) < 0)
          found.push(a + ((level - atA) * (b - a)) / (atB - atA));
      }
      a = b;
      atA = atB;
    }
  };
  const nil = c.p.dividends.allowance;
  const start = it.personalAllowanceIncomeLimit;
  const taper = it.personalAllowanceTaperRate;
  reached([start, start + it.personalAllowance / taper], (salary) => adjustedIncome(salary, c));
  reached([nil], (salary) => dividendsWith(salary, c));
  if (repays(c)) {
    // The jump where dividends stop counting for the repayments, then income for the repayments
    // (the salary, and the dividends while over the limit) reaching each plan's threshold.
    const jump = unearnedLimitSalary(top, c);
    if (jump !== null) found.push(jump);
    const limit = c.p.studentLoans.unearnedIncomeLimit;
    const thresholds: number[] = [];
    for (const repayment of studentLoanOf(c.plans ?? [], 0, '', 0, c.p).repayments)
      thresholds.push(repayment.from.value);
    reached(thresholds, (salary) => {
      const dividends = dividendsWith(salary, c);
      return salary + (dividends > limit ? dividends : 0);
    });
  }
  for (const band of c.scottish === true ? bands.scottishNonSavings : bands.nonSavings) {
    // Taxable salary, less the contributions that move the threshold.
    reached(
      [band.from, band.from - nil],
      (salary) =>
        salary -
        (band.extended ? relievedContributions(c.pension ?? 0, salary, c.p) : 0) -
        Math.max(0, it.personalAllowance - Math.max(0, adjustedIncome(salary, c) - start) * taper),
    );
  }
  const distinct: number[] = [];
  for (const salary of inside(found, top)) {
    const last = distinct[distinct.length - 1];
    if (last === undefined || salary - last > FINEST || salary === top) distinct.push(salary);
  }
  return distinct;
}

/** The salaries inside (0, top) in increasing order, then top. */
function inside(found: readonly number[], top: number): number[] {
  const breaks: number[] = [];
  for (const salary of found) {
    if (salary > SLOPE_STEP && salary < top - SLOPE_STEP) breaks.push(salary);
  }
  breaks.sort((x, y) => x - y);
  breaks.push(top);
  return breaks;
}

/** The knots without those where the line does not bend (where an interval was only split). */
function withoutStraightKnots(knots: readonly Knot[]): Knot[] {
  const kept: Knot[] = [knots[0] as Knot];
  for (let index = 1; index + 1 < knots.length; index += 1) {
    const before = kept[kept.length - 1] as Knot;
    const knot = knots[index] as Knot;
    const after = knots[index + 1] as Knot;
    const into = (knot.line - before.line) / (knot.salary - before.salary);
    const out = (after.line - knot.line) / (after.salary - knot.salary);
    if (Math.abs(into - out) > SAME_SLOPE / 10) kept.push(knot);
  }
  if (knots.length > 1) kept.push(knots[knots.length - 1] as Knot);
  return kept;
}

/** An interval of salaries, the line at its ends and its slopes there (right of a, left of b). */
interface Interval {
  a: number;
  fa: number;
  ra: number;
  b: number;
  fb: number;
  lb: number;
}

/** Adds the knots of [a, b), a first, to `knots`. */
function walk(knots: Knot[], c: Company, at: Interval): void {
  const { a, fa, ra, b, fb, lb } = at;
  if (b - a <= FINEST) {
    knots.push({ salary: a, line: fa });
    return;
  }
  const same = SAME + (FLOAT_ERROR * (Math.abs(fa) + Math.abs(fb)) * (b - a)) / SLOPE_STEP;
  const sameSlope = SAME_SLOPE + (FLOAT_ERROR * (Math.abs(fa) + Math.abs(fb))) / SLOPE_STEP;
  let x = (a + b) / 2;
  if (Math.abs(ra - lb) <= sameSlope) {
    if (
      Math.abs(fa + ra * (b - a) - fb) <= same &&
      Math.abs(fa + ra * (x - a) - takeHomeLine(x, c)) <= same
    ) {
      knots.push({ salary: a, line: fa });
      return;
    }
  } else {
    const meet = (fb - fa + ra * a - lb * b) / (ra - lb);
    if (meet > a + SLOPE_STEP && meet < b - SLOPE_STEP) x = meet;
  }
  const fx = takeHomeLine(x, c);
  const lx = (fx - takeHomeLine(x - SLOPE_STEP, c)) / SLOPE_STEP;
  const rx = (takeHomeLine(x + SLOPE_STEP, c) - fx) / SLOPE_STEP;
  // The meeting point is the one break point when the function lies on the line from a up to it,
  // leaves it with the slope at b, and lies on the line from b half-way on: the value at the meeting
  // point alone proves nothing, as both lines pass through it.
  if (
    Math.abs(fx - fa - ra * (x - a)) <= same &&
    Math.abs(lx - ra) <= sameSlope &&
    Math.abs(rx - lb) <= sameSlope
  ) {
    const left = (a + x) / 2;
    const right = (x + b) / 2;
    if (
      Math.abs(takeHomeLine(left, c) - fa - ra * (left - a)) <= same &&
      Math.abs(takeHomeLine(right, c) - fb - lb * (right - b)) <= same
    ) {
      knots.push({ salary: a, line: fa });
      // A meeting point where the slope does not change is no break point.
      if (Math.abs(ra - lb) > sameSlope) knots.push({ salary: x, line: fx });
      return;
    }
  }
  walk(knots, c, { a, fa, ra, b: x, fb: fx, lb: lx });
  walk(knots, c, { a: x, fa: fx, ra: rx, b, fb, lb });
}

/**
 * Calls `visit` with each multiple of `step` in [0, top] (a pound either side of each stretch) where
 * the line comes within `roundingAbove` of `floor`: the only salaries whose rounded take-home can
 * reach it.
 */
function eachSalaryNear(
  knots: readonly Knot[],
  floor: number,
  top: number,
  c: Company,
  step: number,
  visit: (salary: number) => void,
): void {
  const widest = floor - roundingAbove(0, top, c);
  for (let index = 0; index + 1 < knots.length; index += 1) {
    const from = knots[index] as Knot;
    const to = knots[index + 1] as Knot;
    const high = Math.max(from.line, to.line);
    if (high < widest) continue;
    const near = floor - roundingAbove(from.salary, to.salary, c);
    if (high < near) continue;
    // The stretch of the line at or above `near`: it is straight between the knots.
    let lo = from.salary;
    let hi = to.salary;
    const width = to.salary - from.salary;
    const slope = width > 0 ? (to.line - from.line) / width : 0;
    if (slope > 0 && from.line < near) lo = from.salary + (near - from.line) / slope;
    if (slope < 0 && to.line < near) hi = from.salary + (near - from.line) / slope;
    const last = Math.min(top, Math.floor(hi) + 1);
    for (
      let salary = Math.ceil(Math.max(0, Math.ceil(lo) - 1) / step) * step;
      salary <= last;
      salary += step
    ) {
      visit(salary);
    }
  }
}

/** A plan better than `than`: more take-home, or as much at a lower salary. */
function better(plan: PlannerSplit, than: PlannerSplit | null): boolean {
  return (
    than === null ||
    plan.takeHome > than.takeHome ||
    (plan.takeHome === than.takeHome && plan.salary < than.salary)
  );
}

/**
 * The whole-pound salary with the greatest rounded take-home (the lowest on a tie). Only salaries
 * where the line comes within `roundingAbove` of the best plan weighed can beat it, so only those
 * are weighed; `plan` weighs one salary.
 */
export function exactOptimum(
  knots: readonly Knot[],
  top: number,
  c: Company,
  plan: (salary: number) => PlannerSplit,
): PlannerSplit {
  let peak = knots[0] as Knot;
  for (const knot of knots) if (knot.line > peak.line) peak = knot;
  let best: PlannerSplit | null = null;
  const candidates = [Math.floor(peak.salary), Math.min(top, Math.ceil(peak.salary))];
  // Where the dividends reach the unearned income limit, dividends rounded to pence may count where
  // the line's do not: the pounds either side are weighed as they are.
  const jump = unearnedLimitSalary(top, c);
  if (jump !== null) {
    for (let salary = Math.floor(jump) - 1; salary <= Math.ceil(jump) + 1; salary += 1)
      if (salary >= 0 && salary <= top) candidates.push(salary);
  }
  for (const salary of candidates) {
    const split = plan(salary);
    if (better(split, best)) best = split;
  }
  eachSalaryNear(knots, (best as PlannerSplit).takeHome, top, c, 1, (salary) => {
    const split = plan(salary);
    if (better(split, best)) best = split;
  });
  return best as PlannerSplit;
}

// After the strategies' salaries, rounder salaries first: a multiple of £1,000, then £500, £100, £50, £10, £5.
export const ROUND_STEPS = [1_000, 500, 100, 50, 10, 5];

/** Advised plans are less than this below the exact optimum's take-home (a year's, in pounds). */
export const ROUNDER_WITHIN = 1;

/**
 * The roundest salary whose take-home is less than £1 below the exact optimum's (the most take-home
 * of those, then the lowest salary), or the optimum itself when no salary is rounder: one of `named`
 * (the strategies' named salaries: the employer NI threshold, the lower earnings limit, the
 * personal allowance) first, then a multiple of £1,000, £500, £100, £50, £10, £5.
 */
export function rounderPlan(
  optimum: PlannerSplit,
  knots: readonly Knot[],
  top: number,
  c: Company,
  plan: (salary: number) => PlannerSplit,
  named: readonly number[],
): PlannerSplit {
  // A salary as round as the optimum is no rounder: the search stops at the optimum's own roundness.
  for (const salary of named) if (salary === optimum.salary) return optimum;
  let found: PlannerSplit | null = null;
  const consider = (salary: number) => {
    const split = plan(salary);
    if (optimum.takeHome - split.takeHome < ROUNDER_WITHIN && better(split, found)) found = split;
  };
  for (const salary of named) consider(salary);
  for (const step of ROUND_STEPS) {
    if (found !== null || optimum.salary % step === 0) break;
    eachSalaryNear(knots, optimum.takeHome - ROUNDER_WITHIN, top, c, step, consider);
  }
  return found ?? optimum;
}
