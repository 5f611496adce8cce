// Sole trader or limited company: the same profit through the self-employed calculator and through
// the planner's advised salary and dividends, each side's fees from the practice's fee table, the
// difference against profit and the profit from which a company first leaves more
// (engine/README.md, "Sole trader or limited company"). working.ts writes the working.
import * as C from '../../../engine/parameters/practice-citations.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { accountancyFees, calculator, payroll } from '../../../engine/parameters/practice.ts';
import { vat } from '../../../engine/parameters/vat.ts';
import type {
  AccountancyFee,
  AccountancyFees,
  BreakEvenProfit,
  BusinessStructureInput,
  BusinessStructurePoint,
  BusinessStructureResult,
} from './types.ts';
import type { DirectorInput } from '../../director/engine/types.ts';
import type { PlannerInput, PlannerResult, PlannerSplit } from '../../planner/engine/types.ts';
import type { SelfEmployedInput, SelfEmployedResult } from '../../self-employed/engine/types.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { directorParameters, directorTax } from '../../director/engine/calculate.ts';
import { payrollEstimate, payrollParameters } from '../../payroll/engine/calculate.ts';
import { bestSplit, plan, plannerParameters } from '../../planner/engine/calculate.ts';
import { selfEmployedParameters, selfEmployedTax } from '../../self-employed/engine/calculate.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';

/** The groups the comparison reads itself; each side's calculator resolves its own. */
export type IncorporationGroup = 'accountancyFees' | 'payroll' | 'vat' | 'calculator';

export type IncorporationParameters = ParametersOf<IncorporationGroup>;

export const incorporationParameters: Resolver<IncorporationParameters> =
  /* @__PURE__ */ resolverFor({ accountancyFees, payroll, vat, calculator });

/** The curve's range and step: 61 points, enough to draw, few enough to weigh on a phone. */
export const CURVE_TOP = 300_000;
export const CURVE_STEP = 5_000;

/** What the fee table calls the rows each side uses. */
const FEE_LABELS = {
  selfEmployedReturn: 'Self-employed tax return, one trade',
  companyAccounts: 'Company accounts and corporation tax return, up to 3 people, paid yearly',
  payroll: 'Payroll for one director (Basic package)',
} as const;

/** A fee-table row as a payer that is not VAT-registered pays it: the price with VAT. */
function feeRow(
  service: AccountancyFee['service'],
  price: number,
  vatIncluded: boolean,
  p: IncorporationParameters,
): AccountancyFee {
  const added = vatIncluded ? 0 : roundTo(price * p.vat.standardRate, 2);
  return {
    service,
    label: FEE_LABELS[service],
    price,
    vatIncluded,
    vat: added,
    amount: roundTo(price + added, 2),
    source: service === 'payroll' ? C.practicePayrollFees : C.practiceFees,
  };
}

function feesOf(fees: readonly AccountancyFee[]): AccountancyFees {
  let total = 0;
  for (const fee of fees) total += fee.amount;
  return { total: roundTo(total, 2), fees };
}

/** A sole trader's year: the self-employed return, quoted with VAT. */
export function soleTraderFees(p: IncorporationParameters): AccountancyFees {
  return feesOf([feeRow('selfEmployedReturn', p.accountancyFees.selfEmployedReturn, true, p)]);
}

/**
 * A one-director company's year: accounts and corporation tax return at the smallest band, paid
 * yearly, and, when the split pays a salary, the payroll calculator's price for one employee; both
 * quoted before VAT, which a company that is not VAT-registered pays and cannot reclaim.
 */
export function companyFees(
  salary: number,
  year: TaxYear,
  p: IncorporationParameters,
): AccountancyFees {
  const rows = [feeRow('companyAccounts', p.accountancyFees.companyAccountsAnnual, false, p)];
  if (salary > 0) {
    const payrollYear = payrollEstimate(
      { employees: 1, averageSalary: salary, frequency: 'monthly' },
      payrollParameters(year),
    ).annualCost;
    rows.push(feeRow('payroll', payrollYear, false, p));
  }
  return feesOf(rows);
}

/**
 * The director's student loan repayment on the planner's advised split, from the director
 * calculator's own figures. The split is not yet optimised for the loan: the planner does not take
 * loan plans, so this is the repayment on the split that is best without one. When it does, this is
 * the one function to change.
 */
export function companyStudentLoan(
  best: PlannerSplit,
  input: BusinessStructureInput,
  year: TaxYear,
): number {
  const director = companyDirector(best, input);
  return director === null
    ? 0
    : directorTax(director, directorParameters(year)).studentLoanRepayment;
}

/** The director calculator's input for the company's loan repayment; null without a loan plan. */
export function companyDirector(
  best: PlannerSplit,
  input: BusinessStructureInput,
): DirectorInput | null {
  const plans = input.studentLoanPlans ?? [];
  if (plans.length === 0) return null;
  return {
    salary: best.salary,
    dividends: best.dividends,
    savings: 0,
    scottishTaxpayer: input.scottishTaxpayer,
    studentLoanPlans: plans,
    pensionContributions: input.pensionContributions,
  };
}

/** The two calculators' inputs for one profit, each with only the circumstances it takes. */
export function inputsFor(profit: number, input: BusinessStructureInput) {
  const soleTrader: SelfEmployedInput = {
    income: profit,
    expenses: 0,
    scottishTaxpayer: input.scottishTaxpayer,
    studentLoanPlans: input.studentLoanPlans,
    pensionContributions: input.pensionContributions,
  };
  const company: PlannerInput = {
    companyProfit: profit,
    scottishTaxpayer: input.scottishTaxpayer,
    pensionContributions: input.pensionContributions,
    employmentAllowance: input.employmentAllowance,
  };
  return { soleTrader, company };
}

type Side = 'beforeFees' | 'afterFees';

/** Each side's take-home at one profit, before or after its fees. */
export interface TakeHomes {
  company: number;
  soleTrader: number;
}

/** Both sides at one profit: each calculator's whole result, the loan, the fees and the take-homes. */
export function sidesAt(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
) {
  const inputs = inputsFor(profit, input);
  const selfEmployed: SelfEmployedResult = selfEmployedTax(
    inputs.soleTrader,
    selfEmployedParameters(year),
  );
  const plannerYear = plannerParameters(year);
  const planner: PlannerResult = plan(inputs.company, plannerYear);
  const { lowerEarningsLimit } = plannerYear.employerNI;
  return {
    selfEmployed,
    planner,
    statePensionYear: { credited: planner.best.salary >= lowerEarningsLimit, lowerEarningsLimit },
    ...afterTax(selfEmployed.netIncome, planner.best, input, year, p),
  };
}

/** Each side's take-home at one profit, and no more: what the curve and the break-evens weigh. */
function takeHomesAt(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
): Record<Side, TakeHomes> {
  const inputs = inputsFor(profit, input);
  const soleBefore = selfEmployedTax(inputs.soleTrader, selfEmployedParameters(year)).netIncome;
  const best = bestSplit(inputs.company, plannerParameters(year));
  return afterTax(soleBefore, best, input, year, p).takeHomes;
}

/** Each side's take-home before and after its fees, from the sole trader's and the advised split. */
function afterTax(
  soleBefore: number,
  best: PlannerSplit,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
) {
  const loan = { amount: companyStudentLoan(best, input, year) };
  const soleFees = soleTraderFees(p);
  const ltdFees = companyFees(best.salary, year, p);
  const ltdBefore = roundTo(best.takeHome - loan.amount, 2);
  const takeHomes: Record<Side, TakeHomes> = {
    beforeFees: { company: ltdBefore, soleTrader: soleBefore },
    afterFees: {
      company: roundTo(ltdBefore - ltdFees.total, 2),
      soleTrader: roundTo(soleBefore - soleFees.total, 2),
    },
  };
  return { loan, soleFees, ltdFees, takeHomes };
}

function differenceOf(takeHomes: TakeHomes): number {
  return roundTo(takeHomes.company - takeHomes.soleTrader, 2);
}

/**
 * The most the company could leave over the sole trader at a profit strictly between `low` and
 * `high`. Each side's take-home rises with profit, by at most the extra profit (no marginal rate is
 * below 0% or above 100%): between the ends the company's lies under both its value at `high` and
 * its value at `low` plus the distance, and the sole trader's above both its value at `low` and
 * its value at `high` less the distance. The bound is the largest gap between those, where one of
 * the lines turns. It leaves out each side's rounding to the pound, so a window in which the
 * company leaves no more than a pound or two more can be passed over (engine/README.md).
 */
function mostBetween(low: number, atLow: TakeHomes, high: number, atHigh: TakeHomes): number {
  const width = high - low;
  const gap = (t: number) =>
    Math.min(atHigh.company, atLow.company + t) -
    Math.max(atLow.soleTrader, atHigh.soleTrader - (width - t));
  let most = Math.max(gap(0), gap(width));
  for (const turn of [
    atHigh.company - atLow.company,
    width - (atHigh.soleTrader - atLow.soleTrader),
  ]) {
    most = Math.max(most, gap(Math.min(width, Math.max(0, turn))));
  }
  return most;
}

/**
 * The smallest whole-pound profit at which the company leaves more: over the curve's steps, then
 * each step that could hold one halved down to the pound, the lower half first. A step (or half)
 * whose ends bound the difference below nothing throughout is passed over, so a window narrower
 * than the curve's step is still found without weighing every pound.
 */
function breakEven(
  curve: readonly BusinessStructurePoint[],
  at: (profit: number) => TakeHomes,
  /** No profit below this can be the answer. */
  from = 0,
): number | null {
  const within = (
    low: number,
    atLow: TakeHomes,
    high: number,
    atHigh: TakeHomes,
  ): number | null => {
    if (high - low <= 1 || mostBetween(low, atLow, high, atHigh) <= 0) {
      return differenceOf(atHigh) > 0 ? high : null;
    }
    const middle = Math.floor((low + high) / 2);
    const atMiddle = at(middle);
    return within(low, atLow, middle, atMiddle) ?? within(middle, atMiddle, high, atHigh);
  };
  const first = curve[0];
  if (first === undefined) return null;
  if (first.profit >= from && differenceOf(at(first.profit)) > 0) return first.profit;
  for (let index = 1; index < curve.length; index += 1) {
    const low = curve[index - 1]!.profit;
    const high = curve[index]!.profit;
    if (high < from) continue;
    const found = within(low, at(low), high, at(high));
    if (found !== null) return found;
  }
  return null;
}

/** Thrown by a weigher told to stop before its next profit: the search stops, what it weighed stays. */
class Paused {}

/**
 * Both sides' take-homes at a whole-pound profit, each profit weighed once whichever search asks.
 * While `stop` says so, a profit not yet weighed throws `Paused` instead: a search can be run in
 * slices, each running it again from the start over the profits already weighed.
 */
function weigher(input: BusinessStructureInput, year: TaxYear, p: IncorporationParameters) {
  const weighed = new Map<number, Record<Side, TakeHomes>>();
  let stop: () => boolean = () => false;
  const at = (point: number) => {
    let found = weighed.get(point);
    if (found === undefined) {
      if (stop()) throw new Paused();
      found = takeHomesAt(point, input, year, p);
      weighed.set(point, found);
    }
    return found;
  };
  return Object.assign(at, {
    until(enough: () => boolean) {
      stop = enough;
    },
  });
}

/** The difference at every step of the chart's profits, and the first profit each way it turns. */
function curveAndBreakEven(
  at: ReturnType<typeof weigher>,
  year: TaxYear,
  p: IncorporationParameters,
): { curve: readonly BusinessStructurePoint[]; breakEvenProfit: BreakEvenProfit } {
  const curve: BusinessStructurePoint[] = [];
  for (let point = 0; point <= CURVE_TOP; point += CURVE_STEP) {
    const { beforeFees, afterFees } = at(point);
    curve.push({
      profit: point,
      beforeFees: differenceOf(beforeFees),
      afterFees: differenceOf(afterFees),
    });
  }
  const beforeFees = breakEven(curve, (point) => at(point).beforeFees);
  // Where the company's fees, even without payroll, are no less than the sole trader's, fees only
  // widen the gap: the company cannot leave more after fees before it leaves more without them.
  const feesWiden = companyFees(0, year, p).total >= soleTraderFees(p).total;
  return {
    curve,
    breakEvenProfit: {
      beforeFees,
      afterFees:
        feesWiden && beforeFees === null
          ? null
          : breakEven(curve, (point) => at(point).afterFees, feesWiden ? (beforeFees ?? 0) : 0),
    },
  };
}

/** Each side at the profit asked, with and without fees, and the difference between them. */
function sidesOf(
  here: ReturnType<typeof sidesAt>,
  profit: number,
  included: boolean,
  chart: ReturnType<typeof curveAndBreakEven>,
): BusinessStructureResult {
  const best = here.planner.best;
  const taken = here.takeHomes[included ? 'afterFees' : 'beforeFees'];
  const se = here.selfEmployed;
  return {
    profit,
    soleTrader: {
      profit: se.profit,
      incomeTax: se.incomeTax,
      class2NI: se.class2NI,
      class4NI: se.class4NI,
      statePensionYear: se.statePensionYear,
      studentLoanRepayment: se.studentLoanRepayment,
      totalTax: se.totalTax,
      takeHomeBeforeFees: here.takeHomes.beforeFees.soleTrader,
      accountancyFees: included ? here.soleFees : null,
      takeHome: taken.soleTrader,
      selfEmployed: se,
    },
    limitedCompany: {
      salary: best.salary,
      dividends: best.dividends,
      retained: best.retained,
      employerNI: best.employerNI,
      corporationTax: best.corporationTax,
      employeeNI: best.employeeNI,
      incomeTax: best.incomeTax,
      statePensionYear: here.statePensionYear,
      studentLoanRepayment: here.loan.amount,
      takeHomeBeforeFees: here.takeHomes.beforeFees.company,
      accountancyFees: included ? here.ltdFees : null,
      takeHome: taken.company,
      planner: here.planner,
    },
    difference: roundTo(taken.company - taken.soleTrader, 2),
    differenceBeforeFees: differenceOf(here.takeHomes.beforeFees),
    breakEvenProfit: chart.breakEvenProfit,
    curve: chart.curve,
  };
}

/** The chart of one set of circumstances: its weigher, and the curve and break-evens once found. */
interface Chart {
  at: ReturnType<typeof weigher>;
  found: ReturnType<typeof curveAndBreakEven> | null;
}

/** How many sets of circumstances keep their chart: a visitor switching a field back and forth. */
const CHARTS_KEPT = 8;
const charts = new WeakMap<IncorporationParameters, Map<string, Chart>>();

/**
 * The chart for everything the input says but the profit and the fee switch, which change neither
 * the curve nor the break-evens: a visitor typing a profit has them worked out once. Each year's
 * parameters keep the last few, the most recently used last.
 */
function chartFor(input: BusinessStructureInput, year: TaxYear, p: IncorporationParameters): Chart {
  const { profit: _profit, includeAccountancyFees: _fees, ...circumstances } = input;
  const key = `${year} ${JSON.stringify(circumstances)}`;
  let kept = charts.get(p);
  if (kept === undefined) {
    kept = new Map();
    charts.set(p, kept);
  }
  let chart = kept.get(key);
  if (chart === undefined) {
    chart = { at: weigher(input, year, p), found: null };
    if (kept.size >= CHARTS_KEPT) kept.delete(kept.keys().next().value as string);
  } else {
    kept.delete(key);
  }
  kept.set(key, chart);
  return chart;
}

/**
 * The chart's curve and break-evens, worked out now if they are not yet. Every comparison of the
 * same circumstances returns them, so they are frozen: a page's script changing one result's curve
 * cannot change another's.
 */
function chartNow(chart: Chart, year: TaxYear, p: IncorporationParameters) {
  if (chart.found === null) {
    const { curve, breakEvenProfit } = curveAndBreakEven(chart.at, year, p);
    for (const point of curve) Object.freeze(point);
    chart.found = {
      curve: Object.freeze(curve),
      breakEvenProfit: Object.freeze(breakEvenProfit),
    };
  }
  return chart.found;
}

/** Works the chart out as far as `enough` allows; whether it is done. */
function chartUntil(
  chart: Chart,
  year: TaxYear,
  p: IncorporationParameters,
  enough: () => boolean,
): boolean {
  chart.at.until(enough);
  try {
    chartNow(chart, year, p);
  } catch (error) {
    if (!(error instanceof Paused)) throw error;
  } finally {
    chart.at.until(() => false);
  }
  return chart.found !== null;
}

/**
 * Both sides at the profit, the chart's curve and the break-even profits, with both differences at
 * any whole-pound profit as the break-even search weighed them, which the working quotes.
 */
export function evaluate(input: BusinessStructureInput, year: TaxYear, p: IncorporationParameters) {
  const profit = roundTo(safeAmount(input.profit, p.calculator.inputLimit), 2);
  const here = sidesAt(input.profit, input, year, p);
  const chart = chartFor(input, year, p);
  const result = sidesOf(
    here,
    profit,
    input.includeAccountancyFees === true,
    chartNow(chart, year, p),
  );
  const breakEvenAt = (point: number) => {
    const { beforeFees, afterFees } = chart.at(point);
    return { beforeFees: differenceOf(beforeFees), afterFees: differenceOf(afterFees) };
  };
  return { result, breakEvenAt };
}

/** Both sides at the profit, the chart's curve and the break-even profits. */
export function compareStructures(
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
): BusinessStructureResult {
  return evaluate(input, year, p).result;
}

/**
 * The same profit as a sole trader and as a one-director company paying the planner's advised
 * salary and dividends: each side's take-home, optionally after the practice's fees, the difference,
 * the profit from which a company first leaves more, and the difference against profit for a chart
 * (`explainBusinessStructures` gives the working).
 */
export function compareBusinessStructures(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): BusinessStructureResult {
  const year = knownYear(taxYear);
  return compareStructures(input, year, incorporationParameters(year));
}

/**
 * Works toward the curve and break-evens of the input's circumstances (everything but the profit and
 * the fee switch) until `enough()` returns true, keeping what it has weighed: true once they are
 * ready, when `compareBusinessStructures` for any profit under these circumstances takes no longer
 * than its two sides. A widget calls it in short slices while a visitor types, so the answer that
 * follows finds its chart ready and no slice holds the page.
 */
export function prepareComparisonChart(
  input: BusinessStructureInput,
  taxYear: TaxYear,
  enough: () => boolean,
): boolean {
  const year = knownYear(taxYear);
  const p = incorporationParameters(year);
  return chartUntil(chartFor(input, year, p), year, p, enough);
}
