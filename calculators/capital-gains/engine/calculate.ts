// Capital gains tax for an individual's tax year: each rule one function returning figures, read by
// the figures pass (`calculateCapitalGains`) and by the working (working.ts) alike.
//
// 1. Each disposal's gain or loss: proceeds less cost and the costs of buying, selling and improving
//    (TCGA 1992 s38, s16). A gain claimed for Business Asset Disposal Relief bears its rate within
//    what is left of the lifetime limit, in the order the disposals are listed (s169N).
// 2. The year's losses come off the gains in full, then the annual exempt amount, then losses brought
//    forward only as far as gains remain, so they never waste the exempt amount (s1(3), s1K(4), s1F(3)).
// 3. What comes off is set against the gains that would bear the highest rate (s1F, s1K(5)).
// 4. BADR gains use up what income leaves of the UK basic rate band first (s1I(4)-(6)); other gains
//    within the rest bear the lower main rate, above it the higher (s1H, s1I, s1J).
// 5. A residential property gain is reported, and the tax on the year's residential gains so far paid
//    on account, by the 60th day after completion (Finance Act 2019 Sch 2); the rest of the year's tax
//    on 31 January after it (TMA 1970 s59B), with no payments on account.
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import { capitalGains } from '../../../engine/parameters/capital-gains.ts';
import { incomeTax } from '../../../engine/parameters/income-tax.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { calculator } from '../../../engine/parameters/practice.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { daysAfter, realIsoDay } from './dates.ts';
import type {
  CapitalGainsCharge,
  CapitalGainsDisposal,
  CapitalGainsDisposalResult,
  CapitalGainsInput,
  CapitalGainsResult,
  CapitalGainsSlice,
  ResidentialReturn,
} from './types.ts';

/** The groups the calculator reads: capital gains tax, the income tax band and allowance, the limit. */
export type CapitalGainsParameters = ParametersOf<'capitalGains' | 'incomeTax' | 'calculator'>;

export const capitalGainsParameters: Resolver<CapitalGainsParameters> = /* @__PURE__ */ resolverFor(
  { capitalGains, incomeTax, calculator },
);

/** Money to the penny, as the figures show it. */
const pennies = (amount: number) => roundTo(amount, 2);

/**
 * Each disposal's gain or loss, and the part of a gain claimed for Business Asset Disposal Relief
 * that is within what is left of the lifetime limit (the rest bears the main rates: s169N(4A)-(4B)).
 * A residential property's completion date is kept when it is a real day.
 */
export function disposalsOf(
  disposals: readonly CapitalGainsDisposal[],
  badrLifetimeUsed: number,
  p: CapitalGainsParameters,
): CapitalGainsDisposalResult[] {
  const limit = p.calculator.inputLimit;
  let badrLeft = Math.max(0, p.capitalGains.badrLifetimeLimit - badrLifetimeUsed);
  const results: CapitalGainsDisposalResult[] = [];
  for (const disposal of disposals) {
    const residential = disposal.kind === 'residential';
    const proceeds = safeAmount(disposal.proceeds, limit);
    const cost = safeAmount(disposal.cost, limit);
    const costs = safeAmount(disposal.costs ?? 0, limit);
    const net = pennies(proceeds - cost - costs);
    const gain = Math.max(0, net);
    const badrGain = disposal.badr === true ? Math.min(gain, badrLeft) : 0;
    badrLeft -= badrGain;
    results.push({
      kind: residential ? 'residential' : 'other',
      proceeds,
      cost,
      costs,
      gain,
      loss: Math.max(0, -net),
      badrGain,
      completionDate: residential ? realIsoDay(disposal.completionDate) : null,
    });
  }
  return results;
}

/** How much of the basic rate band the year's income leaves for gains (TCGA 1992 s1J). */
export interface BandLeft {
  income: number;
  personalAllowance: number;
  taxableIncome: number;
  basicRateBandLeft: number;
}

/**
 * Taxable income is income less the personal allowance, tapered on income as adjusted net income
 * (ITA 2007 s35); the UK basic rate limit less taxable income is left for gains, never below 0. A
 * Scottish taxpayer's gains use the UK limit too.
 */
export function bandLeftOf(income: number, p: CapitalGainsParameters): BandLeft {
  const personalAllowance = taperedAllowance(income, p).amount;
  const taxableIncome = Math.max(0, income - personalAllowance);
  return {
    income,
    personalAllowance,
    taxableIncome,
    basicRateBandLeft: Math.max(0, p.incomeTax.basicRateBand - taxableIncome),
  };
}

/** What the charge is worked out from: the gains by rate, the losses and the band left. */
export interface ChargeBasis {
  /** Gains within the BADR lifetime limit. */
  badrGains: number;
  /** Every other gain. */
  mainGains: number;
  lossesThisYear: number;
  lossesBroughtForward: number;
  basicRateBandLeft: number;
}

/** The gains charged, what came off them and from which, and the tax at each rate. */
export interface Charge {
  gains: number;
  lossesThisYearUsed: number;
  annualExemptAmountUsed: number;
  lossesBroughtForwardUsed: number;
  taxableGains: number;
  /** The deductions (losses and the exempt amount) set against BADR gains; the rest came off others. */
  deductedFromBadr: number;
  deductedFromMain: number;
  charge: CapitalGainsCharge;
  /** The tax before rounding, and to the penny. */
  exactTax: number;
  tax: number;
}

/**
 * The slices once `deductedFromBadr` of the deductions has come off BADR gains and the rest off the
 * others: BADR gains first in the band left (s1I(4)-(6)), other gains in what they leave, the excess
 * above it.
 */
function slicesAfter(
  basis: ChargeBasis,
  deductions: number,
  deductedFromBadr: number,
  p: CapitalGainsParameters,
): CapitalGainsCharge {
  const { badrRate, basicRate, higherRate } = p.capitalGains;
  const badrAmount = basis.badrGains - deductedFromBadr;
  const mainAmount = basis.mainGains - (deductions - deductedFromBadr);
  const bandForMain = Math.max(0, basis.basicRateBandLeft - badrAmount);
  const basicAmount = Math.min(mainAmount, bandForMain);
  const higherAmount = mainAmount - basicAmount;
  const slice = (amount: number, rate: number): CapitalGainsSlice => ({
    amount,
    rate,
    tax: amount * rate,
  });
  return {
    badr: slice(badrAmount, badrRate),
    basicRate: slice(basicAmount, basicRate),
    higherRate: slice(higherAmount, higherRate),
  };
}

const taxOf = (charge: CapitalGainsCharge) =>
  charge.badr.tax + charge.basicRate.tax + charge.higherRate.tax;

/**
 * The year's losses come off in full (as far as there are gains), the annual exempt amount after
 * them, and losses brought forward only from what is left (s1K(4), s1F(3)). The total is set
 * against the gains in the way that leaves the least tax (s1F(1)-(2), s1K(5)): tax is straight in
 * the part taken off BADR gains except where those gains cross the band left, so the least is at
 * an end of what is possible or there; on a tie, off the gains that would bear the highest rate.
 */
export function chargeOf(basis: ChargeBasis, p: CapitalGainsParameters): Charge {
  const gains = basis.badrGains + basis.mainGains;
  const lossesThisYearUsed = Math.min(basis.lossesThisYear, gains);
  const afterLosses = gains - lossesThisYearUsed;
  const annualExemptAmountUsed = Math.min(p.capitalGains.annualExemptAmount, afterLosses);
  const afterExemption = afterLosses - annualExemptAmountUsed;
  const lossesBroughtForwardUsed = Math.min(basis.lossesBroughtForward, afterExemption);
  const taxableGains = afterExemption - lossesBroughtForwardUsed;
  const deductions = lossesThisYearUsed + annualExemptAmountUsed + lossesBroughtForwardUsed;

  const least = Math.max(0, deductions - basis.mainGains);
  const most = Math.min(deductions, basis.badrGains);
  const crossing = Math.min(most, Math.max(least, basis.badrGains - basis.basicRateBandLeft));
  let deductedFromBadr = least;
  let charge = slicesAfter(basis, deductions, least, p);
  for (const candidate of [crossing, most]) {
    const slices = slicesAfter(basis, deductions, candidate, p);
    if (taxOf(slices) < taxOf(charge) - 1e-9) {
      deductedFromBadr = candidate;
      charge = slices;
    }
  }
  const exactTax = taxOf(charge);
  return {
    gains,
    lossesThisYearUsed,
    annualExemptAmountUsed,
    lossesBroughtForwardUsed,
    taxableGains,
    deductedFromBadr,
    deductedFromMain: deductions - deductedFromBadr,
    charge,
    exactTax,
    tax: pennies(exactTax),
  };
}

/** The gains by rate and the losses of a set of disposals. */
function basisOf(
  disposals: readonly CapitalGainsDisposalResult[],
  include: (disposal: CapitalGainsDisposalResult, index: number) => boolean,
  otherLosses: number,
  lossesBroughtForward: number,
  basicRateBandLeft: number,
): ChargeBasis {
  let badrGains = 0;
  let mainGains = 0;
  let losses = otherLosses;
  for (let index = 0; index < disposals.length; index += 1) {
    const disposal = disposals[index] as CapitalGainsDisposalResult;
    if (!include(disposal, index)) continue;
    badrGains += disposal.badrGain;
    mainGains += disposal.gain - disposal.badrGain;
    losses += disposal.loss;
  }
  return {
    badrGains,
    mainGains: pennies(mainGains),
    lossesThisYear: pennies(losses),
    lossesBroughtForward,
    basicRateBandLeft,
  };
}

/** A residential return's place in time: its completion date, or after every dated one. */
const NO_DATE = '9999-12-31';

/** The sales on one return: the day they completed (or NO_DATE) and their places in the list. */
interface ReturnGroup {
  day: string;
  indexes: number[];
}

const dayOf = (disposal: CapitalGainsDisposalResult) => disposal.completionDate ?? NO_DATE;

/** A residential return, with what its notional tax was worked out from. */
export interface ResidentialReturnFigures extends ResidentialReturn {
  basis: ChargeBasis;
  notional: Charge;
  /** What earlier returns paid on account. */
  paidBefore: number;
}

/**
 * One return per completion date on which a residential gain accrues (disposals completing on one
 * day share a return: Sch 2 para 3(2)), in date order; one each, after them, for gains without a
 * date. Each pays on account the tax on the year's residential gains completed by then, with the
 * residential losses completed by then, the losses brought forward, the annual exempt amount and the
 * band the income leaves, less what earlier returns paid (para 6-8). Gains on other assets are left
 * out (para 7(2)(b)), and so are losses whose date is not known: the year's other losses.
 */
export function residentialReturnsOf(
  disposals: readonly CapitalGainsDisposalResult[],
  lossesBroughtForward: number,
  basicRateBandLeft: number,
  p: CapitalGainsParameters,
): ResidentialReturnFigures[] {
  const groups: ReturnGroup[] = [];
  for (let index = 0; index < disposals.length; index += 1) {
    const disposal = disposals[index] as CapitalGainsDisposalResult;
    if (disposal.kind !== 'residential' || disposal.gain <= 0) continue;
    const day = dayOf(disposal);
    let group: ReturnGroup | null = null;
    if (disposal.completionDate !== null) {
      for (const candidate of groups) if (candidate.day === day) group = candidate;
    }
    if (group === null) {
      group = { day, indexes: [] };
      // In date order; undated ones keep the order they were listed in, after every date.
      let at = groups.length;
      while (at > 0 && (groups[at - 1] as ReturnGroup).day > day) at -= 1;
      groups.splice(at, 0, group);
    }
    group.indexes.push(index);
  }
  const returns: ResidentialReturnFigures[] = [];
  let paid = 0;
  for (let position = 0; position < groups.length; position += 1) {
    const group = groups[position] as ReturnGroup;
    const onOrBefore = (index: number) => {
      for (let earlier = 0; earlier <= position; earlier += 1) {
        if ((groups[earlier] as ReturnGroup).indexes.indexOf(index) >= 0) return true;
      }
      return false;
    };
    const basis = basisOf(
      disposals,
      (disposal, index) =>
        disposal.kind === 'residential' &&
        (disposal.gain > 0
          ? onOrBefore(index)
          : disposal.completionDate !== null && disposal.completionDate <= group.day),
      0,
      lossesBroughtForward,
      basicRateBandLeft,
    );
    const notional = chargeOf(basis, p);
    const payment = pennies(notional.tax - paid);
    const completionDate = group.day === NO_DATE ? null : group.day;
    returns.push({
      completionDate,
      dueDate:
        completionDate === null
          ? null
          : daysAfter(completionDate, p.capitalGains.residentialReturnDays),
      disposals: group.indexes,
      notionalTax: notional.tax,
      payment,
      required: payment > 0,
      basis,
      notional,
      paidBefore: paid,
    });
    paid = notional.tax;
  }
  return returns;
}

/** 31 January after the tax year (TMA 1970 s59B(4)): '2025-26' → '2027-01-31'. */
export function balancingDateOf(taxYear: TaxYear): string {
  return `${Number(taxYear.slice(0, 4)) + 2}-01-31`;
}

/** Every figure, with what the working needs to explain them. */
export interface CapitalGainsFigures {
  result: CapitalGainsResult;
  charge: Charge;
  returns: ResidentialReturnFigures[];
  /** The inputs made safe: whether each disposal asked for BADR, the other losses entered. */
  claimedBadr: readonly boolean[];
  lossesThisYearEntered: number;
  badrLifetimeUsed: number;
  scottishTaxpayer: boolean;
}

export function capitalGainsFigures(
  input: CapitalGainsInput,
  p: CapitalGainsParameters,
): CapitalGainsFigures {
  const limit = p.calculator.inputLimit;
  const listed: readonly CapitalGainsDisposal[] = Array.isArray(input.disposals)
    ? input.disposals
    : [];
  const badrLifetimeUsed = safeAmount(input.badrLifetimeUsed ?? 0, limit);
  const lossesThisYearEntered = pennies(safeAmount(input.lossesThisYear ?? 0, limit));
  const lossesBroughtForward = pennies(safeAmount(input.lossesBroughtForward ?? 0, limit));
  const disposals = disposalsOf(listed, badrLifetimeUsed, p);
  const band = bandLeftOf(safeAmount(input.income, limit), p);
  const basis = basisOf(
    disposals,
    () => true,
    lossesThisYearEntered,
    lossesBroughtForward,
    band.basicRateBandLeft,
  );
  const charge = chargeOf(basis, p);
  const returns = residentialReturnsOf(disposals, lossesBroughtForward, band.basicRateBandLeft, p);
  let paidWithin60Days = 0;
  for (const residential of returns) paidWithin60Days += residential.payment;
  const rounded = (slice: CapitalGainsSlice): CapitalGainsSlice => ({
    amount: pennies(slice.amount),
    rate: slice.rate,
    tax: pennies(slice.tax),
  });
  const publicReturns: ResidentialReturn[] = [];
  for (const {
    completionDate,
    dueDate,
    disposals: indexes,
    notionalTax,
    payment,
    required,
  } of returns) {
    publicReturns.push({
      completionDate,
      dueDate,
      disposals: indexes,
      notionalTax,
      payment,
      required,
    });
  }
  const thisYear = basis.lossesThisYear;
  const result: CapitalGainsResult = {
    disposals,
    gains: pennies(charge.gains),
    losses: {
      thisYear,
      thisYearUsed: pennies(charge.lossesThisYearUsed),
      broughtForward: lossesBroughtForward,
      broughtForwardUsed: pennies(charge.lossesBroughtForwardUsed),
      carriedForward: pennies(
        thisYear -
          charge.lossesThisYearUsed +
          lossesBroughtForward -
          charge.lossesBroughtForwardUsed,
      ),
    },
    annualExemptAmount: {
      available: p.capitalGains.annualExemptAmount,
      used: pennies(charge.annualExemptAmountUsed),
    },
    taxableGains: pennies(charge.taxableGains),
    band,
    badr: {
      usedBefore: badrLifetimeUsed,
      usedThisYear: pennies(basis.badrGains),
      left: pennies(
        Math.max(0, p.capitalGains.badrLifetimeLimit - badrLifetimeUsed - basis.badrGains),
      ),
    },
    charge: {
      badr: rounded(charge.charge.badr),
      basicRate: rounded(charge.charge.basicRate),
      higherRate: rounded(charge.charge.higherRate),
    },
    capitalGainsTax: charge.tax,
    residentialReturns: publicReturns,
    balancingPayment: {
      date: balancingDateOf(p.taxYear),
      amount: pennies(charge.tax - paidWithin60Days),
    },
  };
  const claimedBadr: boolean[] = [];
  for (const disposal of listed) claimedBadr.push(disposal.badr === true);
  return {
    result,
    charge,
    returns,
    claimedBadr,
    lossesThisYearEntered,
    badrLifetimeUsed,
    scottishTaxpayer: input.scottishTaxpayer === true,
  };
}

/**
 * The capital gains tax on a tax year's disposals: each gain or loss, the losses and the annual
 * exempt amount used, the tax at each rate, the 60-day payments on residential property and what
 * is left to pay on 31 January after the year.
 */
export function calculateCapitalGains(
  input: CapitalGainsInput,
  taxYear: TaxYear,
): CapitalGainsResult {
  return capitalGainsFigures(input, capitalGainsParameters(knownYear(taxYear))).result;
}

/**
 * The year's capital gains tax rates and limits (rates as fractions), for text that quotes them
 * beside the calculator, as `ratesFor` gives the income tax calculators' pages theirs.
 */
export function capitalGainsRates(taxYear: TaxYear): CapitalGainsParameters['capitalGains'] {
  return capitalGainsParameters(knownYear(taxYear)).capitalGains;
}
