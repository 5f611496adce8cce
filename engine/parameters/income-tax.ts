// Income tax on earnings, savings and dividends (UK rates, and Scottish rates on earned income). Each group is
// `p[group]` of the calculators that declare it; a value is dated from when it or its source
// changed (the latest on or before a year's 6 April applies), every dated value cites what set it, and
// sources.ts describes every parameter under the same group and name, in the same order. The rate
// bands are scales (below): data naming these parameters, so a new band structure is a new scale.
import * as C from './citations.ts';
import { cited, type ParameterGroup } from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';

/** Bands, rates and the personal allowance. */
export const incomeTax = {
  personalAllowance: {
    unit: 'currency-GBP',
    label: 'personal allowance',
    values: {
      [Y2025]: cited(12_570, C.ita2007s35, C.fa2021s5, C.incomeTaxRates),
      [Y2026]: cited(12_570, C.ita2007s35, C.fa2023s5, C.ratesAndAllowances),
    },
  },
  personalAllowanceIncomeLimit: {
    unit: 'currency-GBP',
    label: 'income limit for the personal allowance',
    values: {
      [Y2025]: cited(100_000, C.ita2007s35, C.ita2007s58, C.incomeOver100k),
    },
  },
  personalAllowanceTaperRate: {
    unit: 'rate',
    label: 'allowance withdrawn per £1 over the limit',
    values: {
      [Y2025]: cited(0.5, C.ita2007s35, C.incomeOver100k),
    },
  },
  personalAllowanceRoundingStep: {
    unit: 'currency-GBP',
    label: 'reduced allowance rounded up to',
    values: {
      [Y2025]: cited(1, C.ita2007s35),
    },
  },
  marriageAllowanceShare: {
    unit: 'rate',
    label: 'share of the personal allowance a spouse can transfer',
    values: {
      [Y2025]: cited(0.1, C.ita2007s55B, C.marriageAllowance),
    },
  },
  marriageAllowanceRoundingStep: {
    unit: 'currency-GBP',
    label: 'transferable amount rounded up to',
    values: {
      [Y2025]: cited(10, C.ita2007s55B),
    },
  },
  basicRateBand: {
    unit: 'currency-GBP',
    label: 'basic rate limit',
    values: {
      [Y2025]: cited(37_700, C.ita2007s10, C.fa2021s5, C.ratesAndAllowances),
      [Y2026]: cited(37_700, C.ita2007s10, C.fa2023s5, C.ratesAndAllowances),
    },
  },
  higherRateLimit: {
    unit: 'currency-GBP',
    label: 'higher rate limit',
    values: {
      [Y2025]: cited(125_140, C.ita2007s10, C.fa2023s6, C.ratesAndAllowances),
    },
  },
  basicRate: {
    unit: 'rate',
    label: 'basic rate',
    values: {
      [Y2025]: cited(0.2, C.ita2007s6, C.incomeTaxRates),
    },
  },
  higherRate: {
    unit: 'rate',
    label: 'higher rate',
    values: {
      [Y2025]: cited(0.4, C.ita2007s6, C.incomeTaxRates),
    },
  },
  additionalRate: {
    unit: 'rate',
    label: 'additional rate',
    values: {
      [Y2025]: cited(0.45, C.ita2007s6, C.incomeTaxRates),
    },
  },
} satisfies ParameterGroup;

/** Tax on dividends. */
export const dividends = {
  allowance: {
    unit: 'currency-GBP',
    label: 'dividend allowance',
    values: {
      [Y2025]: cited(500, C.ita2007s13A, C.fa2023s7, C.taxOnDividends),
    },
  },
  ordinaryRate: {
    unit: 'rate',
    label: 'dividend ordinary rate',
    values: {
      [Y2025]: cited(0.0875, C.ita2007s8, C.ita2007s13, C.hscla2021, C.taxOnDividends),
      [Y2026]: cited(0.1075, C.ita2007s8, C.ita2007s13, C.budget2025),
    },
  },
  upperRate: {
    unit: 'rate',
    label: 'dividend upper rate',
    values: {
      [Y2025]: cited(0.3375, C.ita2007s8, C.ita2007s13, C.hscla2021, C.taxOnDividends),
      [Y2026]: cited(0.3575, C.ita2007s8, C.ita2007s13, C.budget2025),
    },
  },
  additionalRate: {
    unit: 'rate',
    label: 'dividend additional rate',
    values: {
      [Y2025]: cited(0.3935, C.ita2007s8, C.ita2007s13, C.hscla2021, C.taxOnDividends),
    },
  },
} satisfies ParameterGroup;

/** Tax on savings interest. */
export const savings = {
  allowanceBasic: {
    unit: 'currency-GBP',
    label: 'personal savings allowance (basic rate)',
    values: {
      [Y2025]: cited(1_000, C.ita2007s12B, C.savingsInterest),
    },
  },
  allowanceHigher: {
    unit: 'currency-GBP',
    label: 'personal savings allowance (higher rate)',
    values: {
      [Y2025]: cited(500, C.ita2007s12B, C.savingsInterest),
    },
  },
  allowanceAdditional: {
    unit: 'currency-GBP',
    label: 'personal savings allowance (additional rate)',
    values: {
      [Y2025]: cited(0, C.ita2007s12B, C.savingsInterest),
    },
  },
  startingRateBand: {
    unit: 'currency-GBP',
    label: 'starting rate band for savings',
    values: {
      [Y2025]: cited(5_000, C.ita2007s12, C.savingsInterest),
    },
  },
  startingRate: {
    unit: 'rate',
    label: 'starting rate for savings',
    values: {
      [Y2025]: cited(0, C.ita2007s12, C.savingsInterest),
    },
  },
} satisfies ParameterGroup;

/**
 * Scottish rates on a Scottish taxpayer's non-savings income (Scotland Act 1998 s80C), as bands of
 * taxable income: each `…From` is where the rate starts, counted above the personal allowance.
 */
export const scottishIncomeTax = {
  starterRate: {
    unit: 'rate',
    label: 'Scottish starter rate',
    values: {
      [Y2025]: cited(0.19, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.19, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  basicRateFrom: {
    unit: 'currency-GBP',
    label: 'Scottish basic rate threshold (taxable income)',
    values: {
      [Y2025]: cited(2_827, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(3_967, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  basicRate: {
    unit: 'rate',
    label: 'Scottish basic rate',
    values: {
      [Y2025]: cited(0.2, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.2, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  intermediateRateFrom: {
    unit: 'currency-GBP',
    label: 'Scottish intermediate rate threshold (taxable income)',
    values: {
      [Y2025]: cited(14_921, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(16_956, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  intermediateRate: {
    unit: 'rate',
    label: 'Scottish intermediate rate',
    values: {
      [Y2025]: cited(0.21, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.21, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  higherRateFrom: {
    unit: 'currency-GBP',
    label: 'Scottish higher rate threshold (taxable income)',
    values: {
      [Y2025]: cited(31_092, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(31_092, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  higherRate: {
    unit: 'rate',
    label: 'Scottish higher rate',
    values: {
      [Y2025]: cited(0.42, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.42, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  advancedRateFrom: {
    unit: 'currency-GBP',
    label: 'Scottish advanced rate threshold (taxable income)',
    values: {
      [Y2025]: cited(62_430, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(62_430, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  advancedRate: {
    unit: 'rate',
    label: 'Scottish advanced rate',
    values: {
      [Y2025]: cited(0.45, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.45, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  topRateFrom: {
    unit: 'currency-GBP',
    label: 'Scottish top rate threshold (taxable income)',
    values: {
      [Y2025]: cited(125_140, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(125_140, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
  topRate: {
    unit: 'rate',
    label: 'Scottish top rate',
    values: {
      [Y2025]: cited(0.48, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.48, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
    },
  },
} satisfies ParameterGroup;

/** A parameter of these groups, as `group.name`. */
export type RateParameterName =
  | `incomeTax.${keyof typeof incomeTax}`
  | `dividends.${keyof typeof dividends}`
  | `scottishIncomeTax.${keyof typeof scottishIncomeTax}`;

/**
 * One band of a scale: its rate applies to taxable income from `from` (a threshold parameter, or
 * null for the scale's first band, which starts at 0) up to the next band's threshold.
 */
export interface BandDefinition<Name extends string = RateParameterName> {
  from: Name | null;
  /** Short name shown in the working, e.g. "basic rate band". */
  band: string;
  rate: Name;
  /**
   * The threshold moves up by gross pension contributions under relief at source (FA 2004 s192(4)):
   * every threshold above the basic rate band's start.
   */
  extended?: true;
  /**
   * Income in this band is taxed above the basic rate (for a Scottish taxpayer's non-savings income,
   * above the intermediate rate): a taxpayer with any income here cannot have Marriage Allowance
   * (ITA 2007 s55B).
   */
  aboveBasicRate?: true;
}

// Each scale keeps its parameters' names in its type, so a calculator that resolves a scale must
// declare the groups it names.

/** The main rates: the same bands and rates for non-savings and savings income (ITA 2007 s6, s10). */
export const mainRates = [
  { from: null, band: 'basic rate band', rate: 'incomeTax.basicRate' },
  {
    from: 'incomeTax.basicRateBand',
    band: 'higher rate band',
    rate: 'incomeTax.higherRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'incomeTax.higherRateLimit',
    band: 'additional rate band',
    rate: 'incomeTax.additionalRate',
    extended: true,
    aboveBasicRate: true,
  },
] as const satisfies readonly BandDefinition[];

/** A Scottish taxpayer's non-savings income (Scotland Act 1998 s80C). */
export const scottishNonSavingsRates = [
  { from: null, band: 'Scottish starter rate band', rate: 'scottishIncomeTax.starterRate' },
  {
    from: 'scottishIncomeTax.basicRateFrom',
    band: 'Scottish basic rate band',
    rate: 'scottishIncomeTax.basicRate',
  },
  {
    from: 'scottishIncomeTax.intermediateRateFrom',
    band: 'Scottish intermediate rate band',
    rate: 'scottishIncomeTax.intermediateRate',
    extended: true,
  },
  {
    from: 'scottishIncomeTax.higherRateFrom',
    band: 'Scottish higher rate band',
    rate: 'scottishIncomeTax.higherRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'scottishIncomeTax.advancedRateFrom',
    band: 'Scottish advanced rate band',
    rate: 'scottishIncomeTax.advancedRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'scottishIncomeTax.topRateFrom',
    band: 'Scottish top rate band',
    rate: 'scottishIncomeTax.topRate',
    extended: true,
    aboveBasicRate: true,
  },
] as const satisfies readonly BandDefinition[];

/** Dividends: the dividend rates on the main bands (ITA 2007 s8). */
export const dividendRates = [
  { from: null, band: 'basic rate band', rate: 'dividends.ordinaryRate' },
  {
    from: 'incomeTax.basicRateBand',
    band: 'higher rate band',
    rate: 'dividends.upperRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'incomeTax.higherRateLimit',
    band: 'additional rate band',
    rate: 'dividends.additionalRate',
    extended: true,
    aboveBasicRate: true,
  },
] as const satisfies readonly BandDefinition[];

/**
 * The rate scales, measured on taxable income stacked non-savings, savings, dividends (ITA 2007
 * s16). A Scottish taxpayer's non-savings income uses `scottishNonSavings`; savings and dividends
 * keep the UK bands, with the non-savings income below them.
 */
export const scales = {
  nonSavings: mainRates,
  scottishNonSavings: scottishNonSavingsRates,
  savings: mainRates,
  dividends: dividendRates,
} satisfies Readonly<Record<string, readonly BandDefinition[]>>;
