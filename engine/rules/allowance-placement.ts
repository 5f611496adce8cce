// Where the personal allowance goes among salary, savings and dividends (ITA 2007 s25(2)): the
// placement that leaves the least income tax, found among the vertices engine/README.md proves are
// enough. From 2027-28 the allowance must be set against salary (income other than property, savings
// and dividends) first (Finance Act 2026 s6), and only what salary leaves is placed that way among
// savings and dividends: a dated parameter, `incomeTax.allowanceAgainstOtherIncomeFirst`. Weighed
// numerically, without building the working; the layout is built once, for the working of the
// placement chosen. Plain loops: a partner's page may have replaced Array methods.
import { parameterUse, type ParametersOf, type Scale } from '../parameters/parameters-for.ts';
import type { AllowanceSplit, ParameterUse } from '../types.ts';
import type { TaxpayerScales } from './circumstances.ts';
import { slicesOnScale, taxOf, type Slice } from './working.ts';

/** The groups the placement reads. */
export type PlacementParameters = ParametersOf<
  'incomeTax' | 'savings' | 'dividends',
  'nonSavings' | 'savings' | 'dividends'
>;

/** Whether the year sets the allowance against salary before savings and dividends. */
const otherIncomeFirst = (p: PlacementParameters) =>
  p.incomeTax.allowanceAgainstOtherIncomeFirst === 1;

/** Income of each kind, before or after the allowance is set against it. */
export interface Incomes {
  salary: number;
  savings: number;
  dividends: number;
}

export interface Layout {
  salary: Slice[];
  savings: Slice[];
  dividends: Slice[];
}

export interface SavingsAllowance {
  amount: number;
  use: ParameterUse;
}

/** Income tax on each kind of income, unrounded. */
export interface TaxesByKind {
  salary: number;
  savings: number;
  dividends: number;
}

/**
 * The personal savings allowance, chosen by the highest band the taxpayer's taxable income reaches
 * (ITA 2007 s12B): the basic amount in the first band, the higher amount in the second, the
 * additional amount above.
 */
export function savingsAllowanceFor(
  taxableIncome: number,
  scales: TaxpayerScales,
  p: PlacementParameters,
): SavingsAllowance {
  let reached = -1;
  for (const band of scales.savings) if (taxableIncome > band.from) reached += 1;
  const name =
    reached >= 2
      ? 'savings.allowanceAdditional'
      : reached === 1
        ? 'savings.allowanceHigher'
        : 'savings.allowanceBasic';
  const use = parameterUse(p, name);
  return { amount: use.value, use };
}

/** `tax` plus the tax on income from `start` to `end` on `scale`: taxOf(slicesOnScale(…)), unbuilt. */
function onScale(tax: number, scale: Scale, start: number, end: number): number {
  let total = tax;
  for (let index = 0; index < scale.length; index += 1) {
    const band = scale[index] as Scale[number];
    const upper = index + 1 < scale.length ? (scale[index + 1] as Scale[number]).from : Infinity;
    const amount = Math.min(end, upper) - Math.max(start, band.from);
    if (amount > 0) total += amount * band.rate;
  }
  return total;
}

/** The starting rate band and the savings allowance used by savings above `salary`. */
function savingsNilBands(
  taxable: Incomes,
  psa: SavingsAllowance,
  p: PlacementParameters,
): { starting: number; allowed: number } {
  // The starting rate band shrinks by every pound of taxable non-savings income (ITA 2007 s12).
  const starting = Math.min(
    taxable.savings,
    Math.max(0, p.savings.startingRateBand - taxable.salary),
  );
  const allowed = Math.min(taxable.savings - starting, psa.amount);
  return { starting, allowed };
}

/**
 * Income tax on each kind of taxable income, stacked non-savings, then savings, then dividends (ITA
 * 2007 s16), the nil-rate bands taxed at their own rates but filling the bands they sit in (s12,
 * s12A, s13A). Adds in the order `layOut`'s slices do, so the working's steps add up to these.
 */
export function taxesOn(
  taxable: Incomes,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: PlacementParameters,
): TaxesByKind {
  const { salary, savings, dividends } = taxable;
  const { starting, allowed } = savingsNilBands(taxable, psa, p);
  let savingsTax = 0;
  if (starting > 0) savingsTax += starting * p.savings.startingRate;
  if (allowed > 0) savingsTax += allowed * 0;
  const savingsEnd = salary + savings;
  savingsTax = onScale(savingsTax, scales.savings, salary + starting + allowed, savingsEnd);
  const nilRate = Math.min(dividends, p.dividends.allowance);
  let dividendTax = 0;
  if (nilRate > 0) dividendTax += nilRate * 0;
  dividendTax = onScale(
    dividendTax,
    scales.dividends,
    savingsEnd + nilRate,
    savingsEnd + dividends,
  );
  return {
    salary: onScale(0, scales.nonSavings, 0, salary),
    savings: savingsTax,
    dividends: dividendTax,
  };
}

/** Where each pound of taxable income sits and at what rate: `taxesOn` as slices, for the working. */
export function layOut(
  taxable: Incomes,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: PlacementParameters,
): Layout {
  const { salary, savings, dividends } = taxable;
  const { starting, allowed } = savingsNilBands(taxable, psa, p);
  const savingsSlices: Slice[] = [];
  if (starting > 0) {
    savingsSlices.push({
      amount: starting,
      rate: p.savings.startingRate,
      where: 'starting rate for savings',
      parameters: [
        parameterUse(p, 'savings.startingRateBand'),
        parameterUse(p, 'savings.startingRate'),
      ],
    });
  }
  if (allowed > 0) {
    savingsSlices.push({
      amount: allowed,
      rate: 0,
      where: 'personal savings allowance',
      parameters: [psa.use],
    });
  }
  const savingsEnd = salary + savings;
  for (const slice of slicesOnScale(scales.savings, salary + starting + allowed, savingsEnd)) {
    savingsSlices.push(slice);
  }
  const dividendSlices: Slice[] = [];
  const nilRate = Math.min(dividends, p.dividends.allowance);
  if (nilRate > 0) {
    dividendSlices.push({
      amount: nilRate,
      rate: 0,
      where: 'dividend allowance',
      parameters: [parameterUse(p, 'dividends.allowance')],
    });
  }
  for (const slice of slicesOnScale(
    scales.dividends,
    savingsEnd + nilRate,
    savingsEnd + dividends,
  )) {
    dividendSlices.push(slice);
  }
  return {
    salary: slicesOnScale(scales.nonSavings, 0, salary),
    savings: savingsSlices,
    dividends: dividendSlices,
  };
}

/** The sum of a layout's taxes, as `taxesOn` gives them. */
export function layoutTax(layout: Layout): number {
  return taxOf(layout.salary) + taxOf(layout.savings) + taxOf(layout.dividends);
}

const EPSILON = 1e-7;

/**
 * The (u, w) points at which the least tax lies: u = taxable salary, w = taxable salary + taxable
 * savings. Every kink lies on a line u = c or w = c for c in the sets below, and the feasible
 * placements form a polygon bounded by such lines and by w = u, w = u + savings, so the least tax is
 * at an intersection of two of them (engine/README.md has the proof). Without savings w = u, and
 * only the points on that line are feasible.
 */
function vertices(
  income: Incomes,
  allowance: number,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: PlacementParameters,
): number[] {
  const { salary: S, savings: V, dividends: D } = income;
  const T = S + V + D - allowance;
  // Every threshold of the taxpayer's own scales: Scottish ones on non-savings income, and each
  // moved up by pension contributions where the law moves it.
  const edges = new Set<number>();
  for (const band of scales.nonSavings) edges.add(band.from);
  for (const band of scales.savings) edges.add(band.from);
  for (const band of scales.dividends) edges.add(band.from);
  const srb = p.savings.startingRateBand;
  const da = p.dividends.allowance;
  const onU = [0, S, srb];
  const onW = [S + V - allowance, T, srb, srb + psa.amount, T - da];
  for (const edge of edges) {
    onU.push(edge, edge - psa.amount);
    onW.push(edge, edge - da);
  }
  const points: number[] = [];
  if (V === 0) {
    for (const c of onU) points.push(c, c);
    for (const c of onW) points.push(c, c);
    return points;
  }
  for (const u of onU) {
    points.push(u, u, u, u + V);
    for (const w of onW) points.push(u, w);
  }
  for (const w of onW) points.push(w, w, w - V, w);
  return points;
}

/**
 * The split of `allowance` among salary, savings and dividends that gives the least income tax
 * (ITA 2007 s25(2)), and the tax on each kind with it. HMRC's usual order (salary, savings,
 * dividends) is weighed first: another split must save tax to replace it. In a year that sets the
 * allowance against salary first, only splits that do are weighed.
 */
export function bestSplit(
  income: Incomes,
  allowance: number,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: PlacementParameters,
): { split: AllowanceSplit; taxes: TaxesByKind } {
  const { salary: S, savings: V, dividends: D } = income;
  if (V === 0) return bestSplitWithoutSavings(S, D, allowance, psa, scales, p);
  const weigh = (split: AllowanceSplit) => {
    const taxable = {
      salary: S - split.salary,
      savings: V - split.savings,
      dividends: D - split.dividends,
    };
    const taxes = taxesOn(taxable, psa, scales, p);
    return { split, taxes, tax: taxes.salary + taxes.savings + taxes.dividends };
  };
  const toSalary = Math.min(S, allowance);
  const toSavings = Math.min(V, allowance - toSalary);
  let best = weigh({
    salary: toSalary,
    savings: toSavings,
    dividends: allowance - toSalary - toSavings,
  });
  const points = vertices(income, allowance, psa, scales, p);
  const salaryFirst = otherIncomeFirst(p);
  for (let index = 0; index < points.length; index += 2) {
    // With salary first, taxable salary is fixed and the vertices lie along the line of it.
    const u = salaryFirst ? S - toSalary : (points[index] as number);
    const w = points[index + 1] as number;
    const toS = S - u;
    const toV = V - (w - u);
    const toD = allowance - toS - toV;
    if (
      toS < -EPSILON ||
      toS > S + EPSILON ||
      toV < -EPSILON ||
      toV > V + EPSILON ||
      toD < -EPSILON ||
      toD > D + EPSILON
    ) {
      continue;
    }
    const salary = Math.min(S, Math.max(0, toS));
    const savings = Math.min(V, Math.max(0, toV));
    const candidate = weigh({
      salary,
      savings,
      dividends: Math.min(D, Math.max(0, allowance - salary - savings)),
    });
    if (candidate.tax < best.tax - 1e-9) best = candidate;
  }
  return { split: best.split, taxes: best.taxes };
}

/** The search state of `bestSplitWithoutSavings`: plain fields rather than closures, as it runs hot. */
interface NoSavingsSearch {
  S: number;
  D: number;
  allowance: number;
  scales: TaxpayerScales;
  p: PlacementParameters;
  /** The best placement so far: the allowance set against salary, and the taxes it leaves. */
  toSalary: number;
  salaryTax: number;
  dividendTax: number;
  tax: number;
}

/**
 * Weighs the placement with taxable salary `u` (the rest of the allowance against dividends), keeping
 * it when it saves tax. The taxes are `taxesOn`'s without savings, added in the same order.
 */
function consider(search: NoSavingsSearch, u: number): void {
  const { S, D, allowance, scales } = search;
  const toS = S - u;
  const toD = allowance - toS;
  if (toS < -EPSILON || toS > S + EPSILON || toD < -EPSILON || toD > D + EPSILON) return;
  const toSalary = Math.min(S, Math.max(0, toS));
  const salary = S - toSalary;
  const dividends = D - Math.min(D, Math.max(0, allowance - toSalary));
  const nilRate = Math.min(dividends, search.p.dividends.allowance);
  const salaryTax = onScale(0, scales.nonSavings, 0, salary);
  const dividendTax = onScale(0, scales.dividends, salary + nilRate, salary + dividends);
  const tax = salaryTax + 0 + dividendTax;
  if (tax < search.tax - 1e-9) {
    search.toSalary = toSalary;
    search.salaryTax = salaryTax;
    search.dividendTax = dividendTax;
    search.tax = tax;
  }
}

/** A search starting from HMRC's usual order: the allowance against salary first. */
function startSearch(
  S: number,
  D: number,
  allowance: number,
  scales: TaxpayerScales,
  p: PlacementParameters,
): NoSavingsSearch {
  const search: NoSavingsSearch = {
    S,
    D,
    allowance,
    scales,
    p,
    toSalary: 0,
    salaryTax: 0,
    dividendTax: 0,
    tax: Infinity,
  };
  consider(search, S - Math.min(S, allowance));
  return search;
}

/**
 * Each threshold and the one `below` it; a threshold two scales share is weighed again, which
 * changes nothing, as only a smaller tax replaces the best.
 */
function considerThresholds(search: NoSavingsSearch, below: number): void {
  const { nonSavings, savings, dividends } = search.scales;
  for (const scale of [nonSavings, savings, dividends]) {
    for (const band of scale) {
      consider(search, band.from);
      consider(search, band.from - below);
    }
  }
}

/**
 * `bestSplit` without savings income, as the planner weighs hundreds of salaries: the same vertices
 * in the same order (only those with taxable salary = taxable salary + savings are feasible), the
 * same taxes, without building the list of points.
 */
function bestSplitWithoutSavings(
  S: number,
  D: number,
  allowance: number,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: PlacementParameters,
): { split: AllowanceSplit; taxes: TaxesByKind } {
  const T = S + D - allowance;
  const srb = p.savings.startingRateBand;
  const search = startSearch(S, D, allowance, scales, p);
  // Without savings, salary first leaves one placement: the one the search starts from.
  if (otherIncomeFirst(p)) return splitOf(search);
  consider(search, 0);
  consider(search, S);
  consider(search, srb);
  considerThresholds(search, psa.amount);
  consider(search, S - allowance);
  consider(search, T);
  consider(search, srb);
  consider(search, srb + psa.amount);
  consider(search, T - p.dividends.allowance);
  considerThresholds(search, p.dividends.allowance);
  return splitOf(search);
}

/** The best placement a search found, as `bestSplit` gives it. */
function splitOf(search: NoSavingsSearch): { split: AllowanceSplit; taxes: TaxesByKind } {
  return {
    split: {
      salary: search.toSalary,
      savings: 0,
      dividends: Math.min(search.D, Math.max(0, search.allowance - search.toSalary)),
    },
    taxes: { salary: search.salaryTax, savings: 0, dividends: search.dividendTax },
  };
}

/**
 * The least income tax on salary and dividends alone (no savings), unrounded: the minimum of
 * `bestSplit`'s taxes, weighed only at the vertices that exist without savings (taxable salary at 0,
 * salary, salary less the allowance, taxable income, taxable income less the dividend allowance, each
 * threshold and each threshold less the dividend allowance). The starting rate and savings allowance
 * lines bend only the tax on savings, so the least tax is the same. For the planner's search, which
 * weighs this hundreds of times a plan.
 */
export function leastTaxWithoutSavings(
  salary: number,
  dividends: number,
  allowance: number,
  scales: TaxpayerScales,
  p: PlacementParameters,
): number {
  const search = startSearch(salary, dividends, allowance, scales, p);
  if (otherIncomeFirst(p)) return search.tax;
  const taxable = salary + dividends - allowance;
  consider(search, 0);
  consider(search, salary);
  consider(search, salary - allowance);
  consider(search, taxable);
  consider(search, taxable - p.dividends.allowance);
  considerThresholds(search, p.dividends.allowance);
  return search.tax;
}
