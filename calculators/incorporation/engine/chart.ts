// Sole trader or limited company against profit: the difference from £0 to £300,000 for a chart, the
// profit from which a company stays ahead and where it leads most (engine/README.md, "Sole trader or
// limited company"). Each profit is weighed with calculate.ts's take-homes; a set of circumstances
// keeps what it weighed, so a visitor typing profits has its chart worked out once, and a widget
// can work it out ahead in slices. A widget loads this module after its first answer.
import type {
  BusinessStructureChart,
  BusinessStructureInput,
  BusinessStructurePoint,
  BusinessStructureResult,
  CompanyLead,
} from './types.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import {
  companyFees,
  differenceOf,
  feeRow,
  incorporationParameters,
  sidesAt,
  sidesOf,
  takeHomesAt,
  type IncorporationParameters,
  type Side,
  type TakeHomes,
} from './calculate.ts';

/** The curve's range and step: 61 points, enough to draw, few enough to weigh on a phone. */
export const CURVE_TOP = 300_000;
export const CURVE_STEP = 5_000;

/** The most a fee can drop take-home by as profit rises: payroll starting, a return needed. */
function feeDrops(year: TaxYear, p: IncorporationParameters): number {
  const payrollStep = companyFees(1, year, p).total - companyFees(0, year, p).total;
  return payrollStep + feeRow('directorReturn', p.accountancyFees.personalReturn, true, p).amount;
}

/**
 * Bounds on the difference at a profit strictly between `low` and `high`, from the two ends alone.
 * Each side's take-home rises with profit by at most the extra profit (no marginal rate is below 0%
 * or above 100%), except that the company's can drop by up to `slack` where a fee starts (payroll
 * once a salary is paid, the director's return once dividends need one). So between the ends the
 * company's lies under both its value at `high` plus the slack and its value at `low` plus the
 * distance, and over both its value at `low` less the slack and its value at `high` less the rest of
 * the distance; the sole trader's likewise without slack. Each bound is the extreme gap between
 * those lines, found where one of them turns. They leave out each side's rounding to the pound, so a
 * difference within a pound or two of the bound can be passed over (engine/README.md).
 */
function boundsBetween(
  low: number,
  atLow: TakeHomes,
  high: number,
  atHigh: TakeHomes,
  slack: number,
): { most: number; least: number } {
  const width = high - low;
  const clamp = (t: number) => Math.min(width, Math.max(0, t));
  const most = (t: number) =>
    Math.min(atHigh.company + slack, atLow.company + t) -
    Math.max(atLow.soleTrader, atHigh.soleTrader - (width - t));
  const least = (t: number) =>
    Math.max(atLow.company - slack, atHigh.company - (width - t)) -
    Math.min(atHigh.soleTrader, atLow.soleTrader + t);
  let upper = Math.max(most(0), most(width));
  for (const turn of [
    atHigh.company + slack - atLow.company,
    width - (atHigh.soleTrader - atLow.soleTrader),
  ]) {
    upper = Math.max(upper, most(clamp(turn)));
  }
  let lower = Math.min(least(0), least(width));
  for (const turn of [
    atLow.company - slack - atHigh.company + width,
    atHigh.soleTrader - atLow.soleTrader,
  ]) {
    lower = Math.min(lower, least(clamp(turn)));
  }
  return { most: upper, least: lower };
}

/** One side's take-homes at a whole-pound profit, and how far a fee can drop the company's. */
interface Weighing {
  at: (profit: number) => TakeHomes;
  slack: number;
}

/**
 * The smallest whole-pound profit from which the company leaves at least `margin` more at every
 * profit up to the curve's top, or null when it is not ahead by that much at the top. From the top
 * down: each step of the curve the bounds show ahead throughout is passed; the first that may not
 * be is halved down to the pound, the upper half first.
 */
function staysAheadFrom(
  curve: readonly BusinessStructurePoint[],
  w: Weighing,
  margin: number,
): number | null {
  const ahead = (profit: number) => differenceOf(w.at(profit)) >= margin;
  /** The highest profit in [low, high) not ahead by the margin, given that `high` is. */
  const lastBehind = (low: number, high: number): number | null => {
    const atLow = w.at(low);
    const lowAhead = ahead(low);
    if (high - low <= 1) return lowAhead ? null : low;
    if (lowAhead && boundsBetween(low, atLow, high, w.at(high), w.slack).least >= margin) {
      return null;
    }
    // The upper half first: when it holds none, the middle is ahead, as the lower half needs.
    const middle = Math.floor((low + high) / 2);
    return lastBehind(middle, high) ?? lastBehind(low, middle);
  };
  const last = curve[curve.length - 1];
  if (last === undefined || !ahead(last.profit)) return null;
  for (let index = curve.length - 1; index > 0; index -= 1) {
    const behind = lastBehind(curve[index - 1]!.profit, curve[index]!.profit);
    if (behind !== null) return behind + 1;
  }
  return curve[0]!.profit;
}

/**
 * The whole-pound profit at which the company leads most (or, when it never leads, trails least),
 * to within a pound: over the curve's steps, then each step whose bounds could hold more than the
 * best found so far halved down to the pound.
 */
function leadsMost(curve: readonly BusinessStructurePoint[], w: Weighing): CompanyLead {
  let best: CompanyLead = { profit: 0, difference: -Infinity };
  const consider = (profit: number) => {
    const difference = differenceOf(w.at(profit));
    if (difference > best.difference) best = { profit, difference };
  };
  for (const point of curve) consider(point.profit);
  const search = (low: number, high: number): void => {
    if (high - low <= 1) return;
    const bound = boundsBetween(low, w.at(low), high, w.at(high), w.slack).most;
    if (bound <= best.difference + 1) return;
    const middle = Math.floor((low + high) / 2);
    consider(middle);
    search(low, middle);
    search(middle, high);
  };
  // The steps richest in promise first, so the best found early passes over the rest.
  const steps: { low: number; high: number; bound: number }[] = [];
  for (let index = 1; index < curve.length; index += 1) {
    const low = curve[index - 1]!.profit;
    const high = curve[index]!.profit;
    steps.push({ low, high, bound: boundsBetween(low, w.at(low), high, w.at(high), w.slack).most });
  }
  steps.sort((a, b) => b.bound - a.bound);
  for (const step of steps) search(step.low, step.high);
  return best;
}

/** Thrown by a weigher told to stop before its next profit: the search stops, what it weighed stays. */
class Paused {}

/**
 * Both sides' take-homes at a whole-pound profit, each profit weighed once whichever search asks.
 * While `stop` says so, a profit not yet weighed throws `Paused` instead: a search can be run in
 * slices, each running it again from the start over the profits already weighed.
 */
function weigher(input: BusinessStructureInput, year: TaxYear, p: IncorporationParameters) {
  const weighed: Record<Side, Map<number, TakeHomes>> = {
    beforeFees: new Map(),
    afterFees: new Map(),
  };
  let stop: () => boolean = () => false;
  const on = (side: Side) => (point: number) => {
    let found = weighed[side].get(point);
    if (found === undefined) {
      if (stop()) throw new Paused();
      found = takeHomesAt(side, point, input, year, p);
      weighed[side].set(point, found);
    }
    return found;
  };
  const sides = { beforeFees: on('beforeFees'), afterFees: on('afterFees') };
  const at = (point: number): Record<Side, TakeHomes> => ({
    beforeFees: sides.beforeFees(point),
    afterFees: sides.afterFees(point),
  });
  return Object.assign(at, {
    side: (side: Side) => sides[side],
    until(enough: () => boolean) {
      stop = enough;
    },
  });
}

/** The chart's curve, and for each series the profit from which a company stays ahead and where it leads most. */
type Found = BusinessStructureChart;

/** The difference at every step of the chart's profits, then each series' searches. */
function curveAndBreakEven(
  at: ReturnType<typeof weigher>,
  year: TaxYear,
  p: IncorporationParameters,
): Found {
  const curve: BusinessStructurePoint[] = [];
  for (let point = 0; point <= CURVE_TOP; point += CURVE_STEP) {
    const { beforeFees, afterFees } = at(point);
    curve.push({
      profit: point,
      beforeFees: differenceOf(beforeFees),
      afterFees: differenceOf(afterFees),
    });
  }
  const margin = p.calculator.meaningfulDifference;
  const series = (side: Side): Weighing => ({
    at: at.side(side),
    slack: side === 'afterFees' ? feeDrops(year, p) : 0,
  });
  const before = series('beforeFees');
  const after = series('afterFees');
  return {
    curve,
    breakEvenProfit: {
      beforeFees: staysAheadFrom(curve, before, margin),
      afterFees: staysAheadFrom(curve, after, margin),
    },
    companyLeadsMost: { beforeFees: leadsMost(curve, before), afterFees: leadsMost(curve, after) },
  };
}

/** The chart of one set of circumstances: its weigher, and the curve and break-evens once found. */
interface Chart {
  at: ReturnType<typeof weigher>;
  found: Found | null;
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
    const { curve, breakEvenProfit, companyLeadsMost } = curveAndBreakEven(chart.at, year, p);
    for (const point of curve) Object.freeze(point);
    Object.freeze(companyLeadsMost.beforeFees);
    Object.freeze(companyLeadsMost.afterFees);
    chart.found = {
      curve: Object.freeze(curve),
      breakEvenProfit: Object.freeze(breakEvenProfit),
      companyLeadsMost: Object.freeze(companyLeadsMost),
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
  const result: BusinessStructureResult = {
    ...sidesOf(here, input, profit, input.includeAccountancyFees === true, year, p),
    ...chartNow(chart, year, p),
  };
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
 * the profit from which a company stays ahead, where it leads most and the difference against
 * profit for a chart (`explainBusinessStructures` gives the working). The sides alone are
 * `businessStructureSides`, the chart alone `businessStructureChart`.
 */
export function compareBusinessStructures(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): BusinessStructureResult {
  const year = knownYear(taxYear);
  return compareStructures(input, year, incorporationParameters(year));
}

/**
 * The difference against profit for the input's circumstances (everything but the profit and the
 * fee switch, which change none of it): the chart's curve, the profit from which a company stays
 * ahead and where it leads most, before and after fees.
 */
export function businessStructureChart(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): BusinessStructureChart {
  const year = knownYear(taxYear);
  const p = incorporationParameters(year);
  return chartNow(chartFor(input, year, p), year, p);
}

/**
 * Works toward the chart of the input's circumstances until `enough()` returns true, keeping what it
 * has weighed: true once it is ready, when `businessStructureChart` (and `compareBusinessStructures`
 * for any profit under these circumstances) only looks it up. A widget calls it in short slices
 * while a visitor types, so the answer that follows finds its chart ready and no slice holds the
 * page.
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
