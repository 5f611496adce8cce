// The split of a one-director company's profit between salary and dividends that leaves the director
// the most after tax: employer NI and corporation tax on the company's side, employee NI and income
// tax exactly as the director calculator computes them on the director's (engine/README.md, "Planner").
import * as C from '../parameters/citations.ts';
import {
  corporationTax as corporationTaxGroup,
  employerNI as employerNIGroup,
} from '../parameters/company.ts';
import {
  dividends as dividendsGroup,
  incomeTax as incomeTaxGroup,
  savings,
  scales as rateScales,
  scottishIncomeTax,
} from '../parameters/income-tax.ts';
import { employeeNI as employeeNIGroup } from '../parameters/national-insurance.ts';
import {
  parameterUse,
  resolverFor,
  type ParametersOf,
  type Resolver,
  type Scale,
  type UseName,
} from '../parameters/parameters-for.ts';
import { calculator } from '../parameters/practice.ts';
import { childBenefit, pensions, studentLoans } from '../parameters/self-assessment.ts';
import type {
  DirectorFigure,
  DirectorInput,
  DirectorResult,
  FigureWorking,
  PlannerFigure,
  PlannerInput,
  PlannerPoint,
  PlannerResult,
  PlannerSplit,
  PlannerStrategy,
  PlannerStrategyName,
} from '../types.ts';
import { roundTo, safeAmount } from './arithmetic.ts';
import { circumstancesOf, relievedContributions, scalesFor } from './circumstances.ts';
import { directorTax, directorTotals, type DirectorGroup } from './director.ts';
import { FigureSteps, cite, gbp, percent } from './working.ts';

/** The parameter groups the planner reads: the director calculator's and the company's. */
export type PlannerGroup = DirectorGroup | 'employerNI' | 'corporationTax';

export type PlannerParameters = ParametersOf<PlannerGroup, keyof typeof rateScales>;

/** The planner's groups and scales for a tax year. */
export const plannerParameters: Resolver<PlannerParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax: incomeTaxGroup,
    dividends: dividendsGroup,
    savings,
    scottishIncomeTax,
    studentLoans,
    pensions,
    childBenefit,
    employeeNI: employeeNIGroup,
    calculator,
    employerNI: employerNIGroup,
    corporationTax: corporationTaxGroup,
  },
  rateScales,
);

interface Company {
  profit: number;
  employmentAllowance: boolean;
  /** The director's: Scottish rates on salary, gross pension contributions. */
  scottish?: boolean;
  pension?: number;
  p: PlannerParameters;
}

/** Employer Class 1 on an annual salary, less the Employment Allowance when the company can claim it. */
function employerNIOn(salary: number, c: Company): number {
  const { secondaryThreshold, rate, employmentAllowance } = c.p.employerNI;
  const due = Math.max(0, salary - secondaryThreshold) * rate;
  return Math.max(0, due - (c.employmentAllowance ? employmentAllowance : 0));
}

/**
 * Corporation tax on taxable profit: the small profits rate up to the lower limit, the main rate from
 * the upper limit, and between them the main rate less marginal relief of fraction × (upper − profit)
 * (CTA 2010 s18A, s18B; one company, 12-month period, no dividends received).
 */
export function corporationTaxOn(profit: number, p: ParametersOf<'corporationTax'>): number {
  const ct = p.corporationTax;
  if (profit <= 0) return 0;
  if (profit <= ct.lowerLimit) return profit * ct.smallProfitsRate;
  if (profit >= ct.upperLimit) return profit * ct.mainRate;
  return profit * ct.mainRate - ct.marginalReliefFraction * (ct.upperLimit - profit);
}

/** The director calculator's input for the split with `salary`, and the company's figures. */
function companySide(salary: number, c: Company) {
  const employerNI = roundTo(employerNIOn(salary, c), 2);
  const corporationTax = roundTo(corporationTaxOn(c.profit - salary - employerNI, c.p), 2);
  // The remainder, so that salary + employer NI + corporation tax + dividends is the profit exactly.
  const dividends = Math.max(0, roundTo(c.profit - salary - employerNI - corporationTax, 2));
  const input: DirectorInput = {
    salary,
    dividends,
    savings: 0,
    scottishTaxpayer: c.scottish === true,
    pensionContributions: c.pension ?? 0,
  };
  return { employerNI, corporationTax, dividends, input };
}

/**
 * Every figure of the plan with `salary`, rounded to pence as the director calculator rounds. The
 * search and the chart weigh hundreds of salaries, so this takes the director's figures without
 * building their working; `splitWithDirector` builds it for the salary that is shown.
 */
export function splitFor(salary: number, c: Company): PlannerSplit {
  const { employerNI, corporationTax, dividends, input } = companySide(salary, c);
  const { now, netIncome } = directorTotals(input, c.p);
  return {
    salary,
    dividends,
    employerNI,
    corporationTax,
    employeeNI: now.employeeNI,
    incomeTax: roundTo(now.salaryTax + now.dividendTax, 2),
    takeHome: netIncome,
  };
}

/** The split with `salary`, and the director calculator's whole result on its salary and dividends. */
function splitWithDirector(
  salary: number,
  c: Company,
): { split: PlannerSplit; director: DirectorResult } {
  const { employerNI, corporationTax, dividends, input } = companySide(salary, c);
  const director = directorTax(input, c.p);
  const split = {
    salary,
    dividends,
    employerNI,
    corporationTax,
    employeeNI: director.employeeNI,
    incomeTax: roundTo(director.salaryTax + director.dividendTax, 2),
    takeHome: director.netIncome,
  };
  return { split, director };
}

function employerNISteps(split: PlannerSplit, c: Company): FigureSteps {
  const { secondaryThreshold, rate, employmentAllowance } = c.p.employerNI;
  const param = (name: UseName<PlannerGroup>) => parameterUse(c.p, name);
  const steps = new FigureSteps();
  const above = Math.max(0, split.salary - secondaryThreshold);
  if (above === 0) {
    steps.note(`Salary ${gbp(split.salary)} is not above ${gbp(secondaryThreshold)}`, [
      param('employerNI.secondaryThreshold'),
    ]);
    return steps;
  }
  const due = above * rate;
  steps.add(
    `${gbp(above)} of salary above ${gbp(secondaryThreshold)} at ${percent(rate)} = ${gbp(due, true)}`,
    due,
    [param('employerNI.secondaryThreshold'), param('employerNI.rate')],
  );
  if (c.employmentAllowance) {
    const setOff = Math.min(due, employmentAllowance);
    steps.add(
      `Less the Employment Allowance, up to ${gbp(employmentAllowance)} a year: ${gbp(-setOff, true)}`,
      -setOff,
      [param('employerNI.employmentAllowance')],
    );
  } else {
    steps.note(
      'No Employment Allowance: a company whose only employee is its director cannot claim it',
      [],
      cite(C.employmentAllowanceExcluded),
    );
  }
  return steps;
}

function corporationTaxSteps(split: PlannerSplit, c: Company): FigureSteps {
  const ct = c.p.corporationTax;
  const param = (name: UseName<PlannerGroup>) => parameterUse(c.p, name);
  const profit = c.profit - split.salary - split.employerNI;
  const steps = new FigureSteps().note(
    `Taxable profit: ${gbp(c.profit, true)} less salary ${gbp(split.salary, true)} and employer National Insurance ${gbp(split.employerNI, true)} = ${gbp(profit, true)}`,
  );
  if (profit <= 0) return steps.note('No taxable profit, so no corporation tax');
  if (profit <= ct.lowerLimit) {
    return steps.add(
      `${gbp(profit, true)} at ${percent(ct.smallProfitsRate)} (small profits rate, profit up to ${gbp(ct.lowerLimit)}) = ${gbp(profit * ct.smallProfitsRate, true)}`,
      profit * ct.smallProfitsRate,
      [param('corporationTax.lowerLimit'), param('corporationTax.smallProfitsRate')],
    );
  }
  const main = profit * ct.mainRate;
  steps.add(
    `${gbp(profit, true)} at ${percent(ct.mainRate)} (main rate) = ${gbp(main, true)}`,
    main,
    [param('corporationTax.mainRate')],
  );
  if (profit < ct.upperLimit) {
    const relief = ct.marginalReliefFraction * (ct.upperLimit - profit);
    steps.add(
      `Less marginal relief, profit between ${gbp(ct.lowerLimit)} and ${gbp(ct.upperLimit)}: ${percent(ct.marginalReliefFraction)} of (${gbp(ct.upperLimit)} − ${gbp(profit, true)}) = ${gbp(relief, true)}`,
      -relief,
      [
        param('corporationTax.lowerLimit'),
        param('corporationTax.upperLimit'),
        param('corporationTax.marginalReliefFraction'),
      ],
    );
  }
  return steps;
}

/** The director calculator's working for a figure, under the planner's name for it. */
function directorFigure(
  director: DirectorResult,
  from: DirectorFigure,
  figure: PlannerFigure,
  label: string,
): FigureWorking<PlannerFigure> {
  const found = director.working.find((entry) => entry.figure === from);
  if (found === undefined) throw new RangeError(`${from}: no working`);
  return { ...found, figure, label };
}

/** How the best split was worked out, in the order a person would redo the sums. */
function workingFor(
  split: PlannerSplit,
  director: DirectorResult,
  top: number,
  c: Company,
): FigureWorking<PlannerFigure>[] {
  const remainder = c.profit - split.salary - split.employerNI - split.corporationTax;
  const dividendSteps = new FigureSteps()
    .add(`Company profit ${gbp(c.profit, true)}`, c.profit)
    .add(`Less salary ${gbp(split.salary, true)}`, -split.salary)
    .add(`Less employer National Insurance ${gbp(split.employerNI, true)}`, -split.employerNI)
    .add(`Less corporation tax ${gbp(split.corporationTax, true)}`, -split.corporationTax);
  if (remainder < 0) dividendSteps.add('Nothing is left to pay as dividends', -remainder);
  return [
    new FigureSteps()
      .note(
        `Of every whole-pound salary from £0 to ${gbp(top)} that the profit can pay, employer National Insurance included, this one leaves you the most`,
      )
      .add(`Salary ${gbp(split.salary)}`, split.salary)
      .done('best.salary', 'Salary', split.salary),
    employerNISteps(split, c).done(
      'best.employerNI',
      'Employer National Insurance',
      split.employerNI,
    ),
    corporationTaxSteps(split, c).done(
      'best.corporationTax',
      'Corporation tax',
      split.corporationTax,
    ),
    dividendSteps.done('best.dividends', 'Dividends', split.dividends),
    directorFigure(
      director,
      'breakdown.personalAllowance',
      'personalAllowance',
      'Personal allowance',
    ),
    directorFigure(
      director,
      'breakdown.allowanceSplit',
      'allowanceSplit',
      'Personal allowance used',
    ),
    directorFigure(director, 'salaryTax', 'salaryTax', 'Income tax on salary'),
    directorFigure(director, 'dividendTax', 'dividendTax', 'Income tax on dividends'),
    new FigureSteps()
      .add(`Income tax on salary ${gbp(director.salaryTax, true)}`, director.salaryTax)
      .add(`Income tax on dividends ${gbp(director.dividendTax, true)}`, director.dividendTax)
      .done('best.incomeTax', 'Income tax', split.incomeTax),
    directorFigure(director, 'employeeNI', 'best.employeeNI', 'Employee National Insurance'),
    new FigureSteps()
      .add(`Salary ${gbp(split.salary, true)}`, split.salary)
      .add(`Dividends ${gbp(split.dividends, true)}`, split.dividends)
      .add(`Less employee National Insurance ${gbp(split.employeeNI, true)}`, -split.employeeNI)
      .add(`Less income tax ${gbp(split.incomeTax, true)}`, -split.incomeTax)
      .done('best.takeHome', 'Take-home', split.takeHome),
  ];
}

/** The most salary the profit pays, employer NI included: the largest whole pound that fits. */
function maxSalary(c: Company): number {
  const fits = (s: number) => s + employerNIOn(s, c) <= c.profit + 1e-9;
  const { secondaryThreshold, rate } = c.p.employerNI;
  let s = Math.floor(Math.max(c.profit, (c.profit + secondaryThreshold * rate) / (1 + rate)));
  while (s > 0 && !fits(s)) s -= 1;
  while (fits(s + 1)) s += 1;
  return s;
}

/**
 * Take-home with `salary`, unrounded and with the allowance taper unrounded: a continuous, piecewise
 * linear function of salary used only to locate where the best salary can be. Income tax as the
 * director calculator lays it out with no savings: salary first, the allowance set against salary
 * before dividends, the dividend allowance at the foot of the dividends; Scottish rates on salary
 * and pension contributions (relieved up to the salary) moving the bands and the taper.
 */
function takeHomeShape(salary: number, c: Company): number {
  const { p } = c;
  const base = c.profit - salary - employerNIOn(salary, c);
  const dividends = Math.max(0, base - corporationTaxOn(base, p));
  const income = salary + dividends;
  const it = p.incomeTax;
  const relieved = relievedContributions(c.pension ?? 0, salary, p);
  const scales = scalesFor(p, c.scottish === true, relieved);
  const adjusted = Math.max(0, income - relieved);
  const allowance = Math.max(
    0,
    it.personalAllowance -
      Math.max(0, adjusted - it.personalAllowanceIncomeLimit) * it.personalAllowanceTaperRate,
  );
  const againstSalary = Math.min(salary, allowance);
  const taxableSalary = salary - againstSalary;
  const taxableDividends = dividends - Math.min(dividends, allowance - againstSalary);
  const onScale = (scale: Scale, from: number, to: number) => {
    let tax = 0;
    scale.forEach((band, i) => {
      const top = scale[i + 1]?.from ?? Infinity;
      tax += Math.max(0, Math.min(to, top) - Math.max(from, band.from)) * band.rate;
    });
    return tax;
  };
  const nilRate = Math.min(taxableDividends, p.dividends.allowance);
  const tax =
    onScale(scales.nonSavings, 0, taxableSalary) +
    onScale(scales.dividends, taxableSalary + nilRate, taxableSalary + taxableDividends);
  const ni = p.employeeNI;
  const employeeNI =
    Math.max(0, Math.min(salary, ni.upperEarningsLimit) - ni.primaryThreshold) * ni.mainRate +
    Math.max(0, salary - Math.max(ni.upperEarningsLimit, ni.primaryThreshold)) * ni.additionalRate;
  return income - tax - employeeNI;
}

interface Piece {
  from: number;
  to: number;
  atFrom: number;
  atTo: number;
}

/**
 * Splits [from, to] into pieces on which the take-home is linear: an interval is kept whole when the
 * function at its quarter points lies on the chord, and halved otherwise, down to two pounds.
 */
function linearPieces(from: number, to: number, c: Company): Piece[] {
  const pieces: Piece[] = [];
  const walk = (a: number, b: number, fa: number, fb: number) => {
    const tolerance = 1e-7 * Math.max(1, Math.abs(fa), Math.abs(fb));
    const onChord = [0.25, 0.5, 0.75].every(
      (t) => Math.abs(takeHomeShape(a + (b - a) * t, c) - (fa + (fb - fa) * t)) <= tolerance,
    );
    if (onChord || b - a <= 2) {
      pieces.push({ from: a, to: b, atFrom: fa, atTo: fb });
      return;
    }
    const m = (a + b) / 2;
    const fm = takeHomeShape(m, c);
    walk(a, m, fa, fm);
    walk(m, b, fm, fb);
  };
  walk(from, to, takeHomeShape(from, c), takeHomeShape(to, c));
  return pieces;
}

// The rounded figures differ from the unrounded shape by pence, and the allowance rounded up to a
// pound by under £1 of tax: any salary within this of the shape's maximum is a candidate.
const SLACK = 2;

/** Whole-pound salaries where the shape comes within SLACK of its maximum. */
function candidates(top: number, c: Company): number[] {
  const pieces = linearPieces(0, top, c);
  const peak = Math.max(...pieces.map((piece) => Math.max(piece.atFrom, piece.atTo)));
  const floor = peak - SLACK;
  const found = new Set<number>();
  for (const { from, to, atFrom, atTo } of pieces) {
    if (Math.max(atFrom, atTo) < floor) continue;
    // Where the linear piece is at or above the floor, widened by a pound each side.
    const slope = (atTo - atFrom) / (to - from || 1);
    let lo = from;
    let hi = to;
    if (slope > 0 && atFrom < floor) lo = from + (floor - atFrom) / slope;
    if (slope < 0 && atTo < floor) hi = from + (floor - atFrom) / slope;
    for (let s = Math.max(0, Math.floor(lo) - 1); s <= Math.min(top, Math.ceil(hi) + 1); s += 1) {
      found.add(s);
    }
  }
  return [...found].sort((a, b) => a - b);
}

const CURVE_STEPS = 120;

export function planSalaryAndDividends(input: PlannerInput, p: PlannerParameters): PlannerResult {
  const { scottish, pension } = circumstancesOf(input, p.inputLimit);
  const c: Company = {
    profit: roundTo(safeAmount(input.companyProfit, p.inputLimit), 2),
    employmentAllowance: input.employmentAllowance === true,
    scottish,
    pension,
    p,
  };
  const top = maxSalary(c);

  let best = splitFor(0, c);
  for (const salary of candidates(top, c)) {
    const split = splitFor(salary, c);
    if (split.takeHome > best.takeHome) best = split;
  }

  const at: Record<PlannerStrategyName, number> = {
    secondaryThreshold: p.employerNI.secondaryThreshold,
    lowerEarningsLimit: p.employerNI.lowerEarningsLimit,
    personalAllowance: p.incomeTax.personalAllowance,
    allSalary: top,
  };
  const strategies: PlannerStrategy[] = (Object.keys(at) as PlannerStrategyName[]).map(
    (strategy) => ({ strategy, ...splitFor(Math.min(at[strategy], top), c) }),
  );

  // Evenly spaced salaries, plus the best and the strategies so the chart's marks sit on the line.
  const salaries = new Set<number>([best.salary, ...strategies.map((s) => s.salary)]);
  for (let i = 0; i <= CURVE_STEPS; i += 1) salaries.add(Math.round((top * i) / CURVE_STEPS));
  const curve: PlannerPoint[] = [...salaries]
    .sort((a, b) => a - b)
    .map((salary) => ({ salary, takeHome: splitFor(salary, c).takeHome }));

  const chosen = splitWithDirector(best.salary, c);
  return { best, strategies, curve, working: workingFor(chosen.split, chosen.director, top, c) };
}
