// Sole trader or limited company: the same profit through the self-employed calculator and through
// the planner's advised salary and dividends, each side's fees from the practice's fee table (the
// company's deducted from its profits), the difference against profit, the profit from which a
// company stays ahead and where it leads most (engine/README.md, "Sole trader or limited company").
// working.ts writes the working.
import * as C from '../../../engine/parameters/practice-citations.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { accountancyFees, calculator, payroll } from '../../../engine/parameters/practice.ts';
import { dividends } from '../../../engine/parameters/income-tax.ts';
import { intermediaries } from '../../../engine/parameters/company.ts';
import { vat } from '../../../engine/parameters/vat.ts';
import type {
  AccountancyFee,
  AccountancyFees,
  BreakEvenProfit,
  BusinessStructureInput,
  BusinessStructurePoint,
  BusinessStructureResult,
  CompanyLead,
  InsideIR35,
} from './types.ts';
import type { DirectorInput } from '../../director/engine/types.ts';
import type { PlannerInput, PlannerResult, PlannerSplit } from '../../planner/engine/types.ts';
import type { SelfEmployedInput, SelfEmployedResult } from '../../self-employed/engine/types.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { directorParameters, directorTax } from '../../director/engine/calculate.ts';
import { payrollEstimate, payrollParameters } from '../../payroll/engine/calculate.ts';
import { bestSplit, plan, plannerParameters, splitFor } from '../../planner/engine/calculate.ts';
import { selfEmployedParameters, selfEmployedTax } from '../../self-employed/engine/calculate.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { relievedContributions } from '../../../engine/rules/circumstances.ts';

/** The groups the comparison reads itself; each side's calculator resolves its own. */
export type IncorporationGroup =
  'accountancyFees' | 'payroll' | 'vat' | 'calculator' | 'dividends' | 'intermediaries';

export type IncorporationParameters = ParametersOf<IncorporationGroup>;

export const incorporationParameters: Resolver<IncorporationParameters> =
  /* @__PURE__ */ resolverFor({
    accountancyFees,
    payroll,
    vat,
    calculator,
    dividends,
    intermediaries,
  });

/** The curve's range and step: 61 points, enough to draw, few enough to weigh on a phone. */
export const CURVE_TOP = 300_000;
export const CURVE_STEP = 5_000;

/** What the fee table calls the rows each side uses. */
const FEE_LABELS = {
  selfEmployedReturn: 'Self-employed tax return, one trade',
  companyAccounts: 'Company accounts and corporation tax return, up to 3 people, paid yearly',
  payroll: 'Payroll for one director (Basic package)',
  directorReturn: 'Director’s personal tax return',
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
    // The company's own accounts and payroll are its trading expenses (CTA 2009 s54); the returns
    // are the owner's, paid from take-home.
    paidBy: service === 'companyAccounts' || service === 'payroll' ? 'company' : 'owner',
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
 * What a one-director company pays itself a year: accounts and corporation tax return at the
 * smallest band, paid yearly, and, when the split pays a salary, the payroll calculator's price for
 * one employee; both quoted before VAT, which a company that is not VAT-registered pays and cannot
 * reclaim. It deducts them, VAT included, from its profits before corporation tax (CTA 2009 s54).
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
 * The director's own personal tax return, when the dividends need one (over £10,000 a year, HMRC's
 * line): quoted with VAT, paid from take-home, as the sole trader's return is.
 */
export function directorFees(dividendsPaid: number, p: IncorporationParameters): AccountancyFee[] {
  return dividendsPaid > p.dividends.returnAbove
    ? [feeRow('directorReturn', p.accountancyFees.personalReturn, true, p)]
    : [];
}

/** The most a fee can drop take-home by as profit rises: payroll starting, a return needed. */
function feeDrops(year: TaxYear, p: IncorporationParameters): number {
  const payrollStep = companyFees(1, year, p).total - companyFees(0, year, p).total;
  return payrollStep + feeRow('directorReturn', p.accountancyFees.personalReturn, true, p).amount;
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

/** The company's year with the practice's fees: the split of what its own fees leave, then the owner's. */
interface CompanyWithFees {
  /** The profit the advised split divides: the profit less the company's own fees, not below £0. */
  companyProfit: number;
  split: PlannerSplit;
  fees: AccountancyFees;
  loan: number;
  /** Relief at source recovered on contributions above the split's salary. */
  recovered: number;
  takeHome: number;
}

/**
 * The company's own fees come off its profits before corporation tax, so the split is of what they
 * leave. Payroll is among them only while the split pays a salary: the split is weighed with it
 * first, and again without it when that split pays none. Fees beyond the whole profit are the
 * owner's to fund; the director's return comes off take-home.
 */
function companyWithFees(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
  gross: number,
  splitOf: (companyProfit: number) => PlannerSplit,
): CompanyWithFees {
  const weigh = (salary: number) => {
    const own = companyFees(salary, year, p);
    const companyProfit = roundTo(Math.max(0, profit - own.total), 2);
    return { own, companyProfit, split: splitOf(companyProfit) };
  };
  let found = weigh(1);
  if (found.split.salary === 0) found = weigh(0);
  const { own, companyProfit, split } = found;
  const fees = feesOf([...own.fees, ...directorFees(split.dividends, p)]);
  const ownerPays = roundTo(fees.total - own.total, 2);
  const unfunded = Math.max(0, own.total - Math.max(0, profit));
  const loan = companyStudentLoan(split, input, year);
  const recovered = directorReliefRecovered(gross, split.salary, year);
  return {
    companyProfit,
    split,
    fees,
    loan,
    recovered,
    takeHome: roundTo(split.takeHome - loan - recovered - ownerPays - unfunded, 2),
  };
}

/**
 * The company inside IR35 at one profit, its client small, so the company works out the deemed
 * employment payment itself (ITEPA 2003 s54): the income less the flat allowance for running costs
 * is paid out as employment income, what it leaves after the employer NI on it (no Employment
 * Allowance: the director is its only employee). The allowance is all that stays in the company:
 * its fees, when they count, come out of it, then corporation tax, and the rest is paid as dividends.
 */
function insideIR35At(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
  gross: number,
  included: boolean,
  soleTraderTakeHome: number,
): InsideIR35 {
  const plannerYear = plannerParameters(year);
  const income = roundTo(safeAmount(profit, p.calculator.inputLimit), 2);
  const allowance = roundTo(income * p.intermediaries.flatRateAllowance, 2);
  const paidOut = roundTo(income - allowance, 2);
  // The employment income with the employer NI on it comes to what is paid out.
  const { secondaryThreshold, rate } = plannerYear.employerNI;
  const employment =
    paidOut <= secondaryThreshold
      ? paidOut
      : roundTo((paidOut + secondaryThreshold * rate) / (1 + rate), 2);
  const own = included ? companyFees(employment, year, p) : null;
  const ownTotal = own === null ? 0 : own.total;
  const split = splitFor(employment, {
    profit: roundTo(Math.max(0, income - ownTotal), 2),
    employmentAllowance: false,
    scottish: input.scottishTaxpayer === true,
    pension: gross,
    employerPension: 0,
    p: plannerYear,
  });
  const fees = own === null ? null : feesOf([...own.fees, ...directorFees(split.dividends, p)]);
  const ownerPays = fees === null ? 0 : roundTo(fees.total - ownTotal, 2);
  // Fees beyond what the allowance leaves the company are the owner's to fund.
  const unfunded = Math.max(0, roundTo(employment + split.employerNI + ownTotal - income, 2));
  const loan = companyStudentLoan(split, input, year);
  const recovered = directorReliefRecovered(gross, employment, year);
  const takeHome = roundTo(split.takeHome - loan - recovered - ownerPays - unfunded, 2);
  return {
    runningCostsAllowance: allowance,
    employmentIncome: employment,
    employerNI: split.employerNI,
    employeeNI: split.employeeNI,
    incomeTax: split.incomeTax,
    corporationTax: split.corporationTax,
    dividends: split.dividends,
    studentLoanRepayment: loan,
    reliefRecovered: recovered,
    accountancyFees: fees,
    takeHome,
    difference: roundTo(takeHome - soleTraderTakeHome, 2),
  };
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
  const takeHomes = afterTax(profit, selfEmployed, planner.best, input, year, p);
  // The plan whose figures the company side shows when the fees count: of the profit its own fees
  // leave. Worked out only then, as an answer without fees has no use for it.
  const plannerWithFees = () =>
    plan({ ...inputs.company, companyProfit: takeHomes.company.companyProfit }, plannerYear);
  return { selfEmployed, planner, plannerWithFees, ...takeHomes };
}

/** Whether a split's salary makes the year count towards the State Pension. */
function statePensionYearOf(split: PlannerSplit, year: TaxYear) {
  const { lowerEarningsLimit } = plannerParameters(year).employerNI;
  return { credited: split.salary >= lowerEarningsLimit, lowerEarningsLimit };
}

/**
 * Each side's take-home at one profit, before or after fees, and no more: what the curve and the
 * searches weigh. Each series weighs only its own company split.
 */
function takeHomesAt(
  side: Side,
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
): TakeHomes {
  const inputs = inputsFor(profit, input);
  const se = selfEmployedTax(inputs.soleTrader, selfEmployedParameters(year));
  const sole = soleTraderKeeps(se, year);
  const plannerYear = plannerParameters(year);
  if (side === 'beforeFees') {
    const best = bestSplit(inputs.company, plannerYear);
    return { company: companyBeforeFees(best, input, year, se).takeHome, soleTrader: sole.keeps };
  }
  const company = companyWithFees(profit, input, year, p, se.pensionRelief.contributions, (c) =>
    bestSplit({ ...inputs.company, companyProfit: c }, plannerYear),
  );
  return {
    company: company.takeHome,
    soleTrader: roundTo(sole.keeps - soleTraderFees(p).total, 2),
  };
}

/** The company's take-home before fees: the split's, less the loan and any relief recovered. */
function companyBeforeFees(
  best: PlannerSplit,
  input: BusinessStructureInput,
  year: TaxYear,
  se: SelfEmployedResult,
) {
  const loan = companyStudentLoan(best, input, year);
  const recovered = directorReliefRecovered(se.pensionRelief.contributions, best.salary, year);
  return { loan, recovered, takeHome: roundTo(best.takeHome - loan - recovered, 2) };
}

/**
 * Basic-rate relief at source on gross contributions above what can be relieved (relevant earnings,
 * or the basic amount: FA 2004 s190): the scheme claims it on all of them, and HMRC recovers the
 * part that is not due. A director's relevant earnings are the salary, never the dividends.
 */
export function reliefRecovered(gross: number, relieved: number, year: TaxYear): number {
  return roundTo((gross - relieved) * plannerParameters(year).pensions.reliefAtSourceRate, 2);
}

/** The same for a director: relieved up to the salary. */
function directorReliefRecovered(gross: number, salary: number, year: TaxYear): number {
  return reliefRecovered(
    gross,
    relievedContributions(gross, salary, plannerParameters(year)),
    year,
  );
}

/** The sole trader's side: net income less any relief at source recovered, and that relief. */
function soleTraderKeeps(se: SelfEmployedResult, year: TaxYear) {
  const recovered = reliefRecovered(
    se.pensionRelief.contributions,
    se.pensionRelief.relieved,
    year,
  );
  return { recovered, keeps: roundTo(se.netIncome - recovered, 2) };
}

/** Each side's take-home before and after its fees, from the sole trader's and the advised split. */
function afterTax(
  profit: number,
  se: SelfEmployedResult,
  best: PlannerSplit,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
) {
  const plannerYear = plannerParameters(year);
  const companyInput = inputsFor(profit, input).company;
  const gross = se.pensionRelief.contributions;
  const sole = soleTraderKeeps(se, year);
  const soleBefore = sole.keeps;
  const before = companyBeforeFees(best, input, year, se);
  const loan = { amount: before.loan };
  const recovered = { soleTrader: sole.recovered, company: before.recovered };
  const soleFees = soleTraderFees(p);
  const company = companyWithFees(profit, input, year, p, gross, (companyProfit) =>
    bestSplit({ ...companyInput, companyProfit }, plannerYear),
  );
  const ltdBefore = before.takeHome;
  const takeHomes: Record<Side, TakeHomes> = {
    beforeFees: { company: ltdBefore, soleTrader: soleBefore },
    afterFees: {
      company: company.takeHome,
      soleTrader: roundTo(soleBefore - soleFees.total, 2),
    },
  };
  return { loan, recovered, soleFees, company, takeHomes };
}

function differenceOf(takeHomes: TakeHomes): number {
  return roundTo(takeHomes.company - takeHomes.soleTrader, 2);
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
interface Found {
  curve: readonly BusinessStructurePoint[];
  breakEvenProfit: BreakEvenProfit;
  companyLeadsMost: Record<Side, CompanyLead>;
}

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

/** Each side at the profit asked, with and without fees, and the difference between them. */
function sidesOf(
  here: ReturnType<typeof sidesAt>,
  input: BusinessStructureInput,
  profit: number,
  included: boolean,
  chart: Found,
  year: TaxYear,
  p: IncorporationParameters,
): BusinessStructureResult {
  const taken = here.takeHomes[included ? 'afterFees' : 'beforeFees'];
  const planner = included ? here.plannerWithFees() : here.planner;
  const best = planner.best;
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
      reliefRecovered: here.recovered.soleTrader,
      totalTax: se.totalTax,
      takeHomeBeforeFees: here.takeHomes.beforeFees.soleTrader,
      accountancyFees: included ? here.soleFees : null,
      takeHome: taken.soleTrader,
      selfEmployed: se,
    },
    limitedCompany: {
      companyProfit: included ? here.company.companyProfit : profit,
      salary: best.salary,
      dividends: best.dividends,
      retained: best.retained,
      employerNI: best.employerNI,
      corporationTax: best.corporationTax,
      employeeNI: best.employeeNI,
      incomeTax: best.incomeTax,
      statePensionYear: statePensionYearOf(best, year),
      studentLoanRepayment: included ? here.company.loan : here.loan.amount,
      reliefRecovered: included ? here.company.recovered : here.recovered.company,
      takeHomeBeforeFees: here.takeHomes.beforeFees.company,
      accountancyFees: included ? here.company.fees : null,
      takeHome: taken.company,
      planner,
    },
    difference: roundTo(taken.company - taken.soleTrader, 2),
    differenceBeforeFees: differenceOf(here.takeHomes.beforeFees),
    insideIR35: insideIR35At(
      profit,
      input,
      year,
      p,
      se.pensionRelief.contributions,
      included,
      taken.soleTrader,
    ),
    meaningfulDifference: p.calculator.meaningfulDifference,
    breakEvenProfit: chart.breakEvenProfit,
    companyLeadsMost: chart.companyLeadsMost,
    curve: chart.curve,
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
  const result = sidesOf(
    here,
    input,
    profit,
    input.includeAccountancyFees === true,
    chartNow(chart, year, p),
    year,
    p,
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
