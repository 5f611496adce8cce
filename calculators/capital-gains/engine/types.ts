// The capital gains tax calculator's input, result and form types. Money is in pounds; rates are
// fractions (0.18 is 18%); dates are ISO days ('2025-08-14').
import type { FormResult, RawAmount } from '../../../engine/types.ts';

/**
 * What was sold: residential property (a flat, a house, a buy-to-let: not a main home, which private
 * residence relief usually exempts) must be reported, and its tax paid, within 60 days of completion;
 * shares and every other asset are reported on the year's return.
 */
export const CAPITAL_GAINS_ASSET_KINDS = ['other', 'residential'] as const;
export type CapitalGainsAssetKind = (typeof CAPITAL_GAINS_ASSET_KINDS)[number];

/** One sale (or gift) of an asset in the tax year. */
export interface CapitalGainsDisposal {
  /** 'residential' for residential property, 'other' for shares and other assets. */
  kind: CapitalGainsAssetKind;
  /** What it was sold for (its market value if given away). */
  proceeds: number;
  /** What it cost (its market value when inherited or given). */
  cost: number;
  /** Allowable costs of buying, selling and improving it (fees, stamp duty, an extension). */
  costs?: number;
  /** Business Asset Disposal Relief claimed on the gain. */
  badr?: boolean;
  /** Residential property: the day the sale completed, 'YYYY-MM-DD'; the 60 days run from it. */
  completionDate?: string | null;
}

export interface CapitalGainsInput {
  disposals: readonly CapitalGainsDisposal[];
  /** The year's losses on assets not listed in `disposals`. */
  lossesThisYear?: number;
  /** Losses of earlier years not yet used (reported to HMRC within four years). */
  lossesBroughtForward?: number;
  /**
   * The year's income before the personal allowance: pay, profits, pensions, rents, interest and
   * dividends. The allowance (tapered above £100,000) is taken off to find taxable income.
   */
  income: number;
  /** Scottish income tax applies to the income; gains still use the UK basic rate band. */
  scottishTaxpayer?: boolean;
  /** Gains already charged at the Business Asset Disposal Relief rate in earlier years. */
  badrLifetimeUsed?: number;
}

/** A disposal's gain or loss (one of them 0), and how much of the gain bears BADR's rate. */
export interface CapitalGainsDisposalResult {
  kind: CapitalGainsAssetKind;
  /** The amounts as they were counted (a negative or unreadable amount counts as 0). */
  proceeds: number;
  cost: number;
  costs: number;
  gain: number;
  loss: number;
  /** The part of the gain charged at the BADR rate: within what is left of the lifetime limit. */
  badrGain: number;
  /** The completion date as given, when it is a real day (residential property only). */
  completionDate: string | null;
}

/** Losses of the year and of earlier years: how much of each was used, and what is carried on. */
export interface CapitalGainsLosses {
  /** The year's losses: the disposals' and the others entered. */
  thisYear: number;
  /** All of them are set against the year's gains, as far as there are gains. */
  thisYearUsed: number;
  broughtForward: number;
  /** Only down to the annual exempt amount: never wasting it. */
  broughtForwardUsed: number;
  /** Losses left to carry to later years. */
  carriedForward: number;
}

/** A slice of the taxable gains charged at one rate. */
export interface CapitalGainsSlice {
  amount: number;
  rate: number;
  tax: number;
}

export interface CapitalGainsCharge {
  /** Gains within the BADR lifetime limit, at its rate; they use up the basic rate band first. */
  badr: CapitalGainsSlice;
  /** Other gains within what income and BADR gains leave of the basic rate band. */
  basicRate: CapitalGainsSlice;
  /** Other gains above it. */
  higherRate: CapitalGainsSlice;
}

/** A residential property's return and payment on account, due within 60 days of completion. */
export interface ResidentialReturn {
  /** The completion date, shared by the disposals on one return; null when none was given. */
  completionDate: string | null;
  /** The day the return and the payment are due: the 60th day after completion. */
  dueDate: string | null;
  /** The indexes in `disposals` of the sales on this return. */
  disposals: readonly number[];
  /** The tax on this and the earlier residential gains, as the return works it out. */
  notionalTax: number;
  /** What is paid with this return: `notionalTax` less what earlier returns paid (below 0: repaid). */
  payment: number;
  /** False when nothing is payable: then no return is needed either. */
  required: boolean;
}

export interface CapitalGainsResult {
  disposals: readonly CapitalGainsDisposalResult[];
  /** The year's gains before losses. */
  gains: number;
  losses: CapitalGainsLosses;
  /** The annual exempt amount and the part of it the gains used. */
  annualExemptAmount: { available: number; used: number };
  /** Gains after losses and the annual exempt amount: what is charged. */
  taxableGains: number;
  /** How much of the basic rate band the income leaves for gains. */
  band: {
    income: number;
    personalAllowance: number;
    taxableIncome: number;
    /** The basic rate limit less taxable income, never below 0. */
    basicRateBandLeft: number;
  };
  /** Business Asset Disposal Relief's lifetime limit: what was used before, this year, and left. */
  badr: { usedBefore: number; usedThisYear: number; left: number };
  charge: CapitalGainsCharge;
  /** The year's capital gains tax, to the penny. */
  capitalGainsTax: number;
  /** One return per completion date with a residential gain, in date order. */
  residentialReturns: readonly ResidentialReturn[];
  /** What is paid on 31 January after the year: the tax less the 60-day payments (below 0: repaid). */
  balancingPayment: { date: string; amount: number };
}

/** The figures the working explains. */
export type CapitalGainsFigure =
  | 'gains'
  | 'losses.thisYear'
  | 'taxableGains'
  | 'band.basicRateBandLeft'
  | 'badr.usedThisYear'
  | 'capitalGainsTax'
  | `residentialReturns.${number}.payment`
  | 'balancingPayment.amount'
  | 'losses.carriedForward';

/** One sale as a form gives it: text, numbers, switches. */
export interface CapitalGainsDisposalRaw {
  kind?: string | null;
  proceeds?: RawAmount;
  cost?: RawAmount;
  costs?: RawAmount;
  badr?: boolean | string | null;
  completionDate?: string | null;
}

export interface CapitalGainsFormRaw {
  disposals?: readonly CapitalGainsDisposalRaw[] | null;
  lossesThisYear?: RawAmount;
  lossesBroughtForward?: RawAmount;
  income?: RawAmount;
  scottishTaxpayer?: boolean | string | null;
  badrLifetimeUsed?: RawAmount;
}

/** A field of one sale, named by its place in the list: `disposals.0.proceeds`. */
export type CapitalGainsDisposalField = `disposals.${number}.${keyof CapitalGainsDisposalRaw}`;

export type CapitalGainsField = keyof CapitalGainsFormRaw | CapitalGainsDisposalField;

export type CapitalGainsFormResult = FormResult<CapitalGainsInput, CapitalGainsField>;
