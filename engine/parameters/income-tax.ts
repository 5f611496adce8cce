// Income tax on earnings, savings and dividends (UK rates, and Scottish rates on earned income). Each
// group is `p[group]` of the calculators that declare it; each parameter says what it is
// (`description`, removed from the bundles), and a value is dated from when it or its source changed
// (the latest on or before a year's 6 April applies) and cites what set it. The rate bands are
// scales (below): data naming these parameters, so a new band structure is a new scale.
import * as C from './citations.ts';
import {
  announcedUnchanged,
  cited,
  notYetAnnounced,
  unchanged,
  type ParameterGroup,
} from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';
const Y2027 = '2027-04-06';
// The day the years' values were last checked against the law and HMRC's published rates.
const REVIEWED = '2026-11-28';

/** Bands, rates and the personal allowance. */
export const incomeTax = {
  personalAllowance: {
    description: 'Personal allowance',
    unit: 'currency-GBP',
    label: 'personal allowance',
    values: {
      [Y2025]: cited(12_570, C.ita2007s35, C.fa2021s5, C.incomeTaxRates),
      [Y2026]: cited(12_570, C.ita2007s35, C.fa2023s5, C.ratesAndAllowances),
      [Y2027]: cited(12_570, C.ita2007s35, C.fa2023s5, C.thresholdsTo2031),
    },
  },
  personalAllowanceIncomeLimit: {
    description: 'Adjusted net income above which the personal allowance is withdrawn',
    unit: 'currency-GBP',
    label: 'income limit for the personal allowance',
    values: {
      [Y2025]: cited(100_000, C.ita2007s35, C.ita2007s58, C.incomeOver100k),
      [Y2026]: unchanged(REVIEWED, C.ita2007s35),
      [Y2027]: unchanged(REVIEWED, C.ita2007s35),
    },
  },
  personalAllowanceTaperRate: {
    description:
      'Personal allowance withdrawn per pound of income above the limit (£1 for every £2)',
    unit: 'rate',
    label: 'allowance withdrawn per £1 over the limit',
    values: {
      [Y2025]: cited(0.5, C.ita2007s35, C.incomeOver100k),
      [Y2026]: unchanged(REVIEWED, C.ita2007s35),
      [Y2027]: unchanged(REVIEWED, C.ita2007s35),
    },
  },
  personalAllowanceRoundingStep: {
    description: 'A reduced personal allowance is rounded up to a multiple of this amount',
    unit: 'currency-GBP',
    label: 'reduced allowance rounded up to',
    values: {
      [Y2025]: cited(1, C.ita2007s35),
      [Y2026]: unchanged(REVIEWED, C.ita2007s35),
      [Y2027]: unchanged(REVIEWED, C.ita2007s35),
    },
  },
  marriageAllowanceShare: {
    description:
      'Marriage Allowance: the share of the personal allowance one spouse or civil partner can transfer to the other',
    unit: 'rate',
    label: 'share of the personal allowance a spouse can transfer',
    values: {
      [Y2025]: cited(0.1, C.ita2007s55B, C.marriageAllowance),
      [Y2026]: unchanged(REVIEWED, C.ita2007s55B),
      [Y2027]: unchanged(REVIEWED, C.ita2007s55B),
    },
  },
  marriageAllowanceRoundingStep: {
    description: 'The transferable amount is rounded up to a multiple of this',
    unit: 'currency-GBP',
    label: 'transferable amount rounded up to',
    values: {
      [Y2025]: cited(10, C.ita2007s55B),
      [Y2026]: unchanged(REVIEWED, C.ita2007s55B),
      [Y2027]: unchanged(REVIEWED, C.ita2007s55B),
    },
  },
  allowanceAgainstOtherIncomeFirst: {
    description:
      'Whether the personal allowance must be set against income other than property, savings and dividend income first (1), or may be set against the kinds of income in whichever way leaves the least tax (0)',
    unit: 'count',
    label: 'allowance set against other income first',
    values: {
      [Y2025]: cited(0, C.ita2007s25),
      [Y2026]: unchanged(REVIEWED, C.ita2007s25),
      [Y2027]: cited(1, C.fa2026s6, C.assetIncomeRates),
    },
  },
  basicRateBand: {
    description: 'Basic rate limit: width of the basic rate band of taxable income',
    unit: 'currency-GBP',
    label: 'basic rate limit',
    values: {
      [Y2025]: cited(37_700, C.ita2007s10, C.fa2021s5, C.ratesAndAllowances),
      [Y2026]: cited(37_700, C.ita2007s10, C.fa2023s5, C.ratesAndAllowances),
      [Y2027]: cited(37_700, C.ita2007s10, C.fa2023s5, C.thresholdsTo2031),
    },
  },
  higherRateLimit: {
    description: 'Higher rate limit: taxable income above which the additional rate applies',
    unit: 'currency-GBP',
    label: 'higher rate limit',
    values: {
      [Y2025]: cited(125_140, C.ita2007s10, C.fa2023s6, C.ratesAndAllowances),
      [Y2026]: unchanged(REVIEWED, C.fa2023s6, C.ratesAndAllowances),
      [Y2027]: unchanged(REVIEWED, C.fa2023s6, C.thresholdsTo2031),
    },
  },
  basicRate: {
    description: 'Basic rate of income tax',
    unit: 'rate',
    label: 'basic rate',
    values: {
      [Y2025]: cited(0.2, C.ita2007s6, C.incomeTaxRates),
      [Y2026]: unchanged(REVIEWED, C.fa2026s2),
      // Set for each year by that year's Finance Act; Budget 2025 announced no change.
      [Y2027]: announcedUnchanged(REVIEWED, C.budget2025),
    },
  },
  higherRate: {
    description: 'Higher rate of income tax',
    unit: 'rate',
    label: 'higher rate',
    values: {
      [Y2025]: cited(0.4, C.ita2007s6, C.incomeTaxRates),
      [Y2026]: unchanged(REVIEWED, C.fa2026s2),
      // Set for each year by that year's Finance Act; Budget 2025 announced no change.
      [Y2027]: announcedUnchanged(REVIEWED, C.budget2025),
    },
  },
  additionalRate: {
    description: 'Additional rate of income tax',
    unit: 'rate',
    label: 'additional rate',
    values: {
      [Y2025]: cited(0.45, C.ita2007s6, C.incomeTaxRates),
      [Y2026]: unchanged(REVIEWED, C.fa2026s2),
      // Set for each year by that year's Finance Act; Budget 2025 announced no change.
      [Y2027]: announcedUnchanged(REVIEWED, C.budget2025),
    },
  },
} satisfies ParameterGroup;

/** Tax on dividends. */
export const dividends = {
  allowance: {
    description: 'Dividend allowance (dividend nil-rate band)',
    unit: 'currency-GBP',
    label: 'dividend allowance',
    values: {
      [Y2025]: cited(500, C.ita2007s13A, C.fa2023s7, C.taxOnDividends),
      [Y2026]: unchanged(REVIEWED, C.ita2007s13A, C.assetIncomeRates),
      [Y2027]: unchanged(REVIEWED, C.ita2007s13A, C.assetIncomeRates),
    },
  },
  ordinaryRate: {
    description: 'Dividend ordinary rate (dividends in the basic rate band)',
    unit: 'rate',
    label: 'dividend ordinary rate',
    values: {
      [Y2025]: cited(0.0875, C.ita2007s8, C.ita2007s13, C.hscla2021, C.taxOnDividends),
      [Y2026]: cited(0.1075, C.ita2007s8, C.ita2007s13, C.fa2026s4, C.budget2025),
      [Y2027]: unchanged(REVIEWED, C.fa2026s4),
    },
  },
  upperRate: {
    description: 'Dividend upper rate (dividends in the higher rate band)',
    unit: 'rate',
    label: 'dividend upper rate',
    values: {
      [Y2025]: cited(0.3375, C.ita2007s8, C.ita2007s13, C.hscla2021, C.taxOnDividends),
      [Y2026]: cited(0.3575, C.ita2007s8, C.ita2007s13, C.fa2026s4, C.budget2025),
      [Y2027]: unchanged(REVIEWED, C.fa2026s4),
    },
  },
  additionalRate: {
    description: 'Dividend additional rate (dividends above the higher rate limit)',
    unit: 'rate',
    label: 'dividend additional rate',
    values: {
      [Y2025]: cited(0.3935, C.ita2007s8, C.ita2007s13, C.hscla2021, C.taxOnDividends),
      [Y2026]: unchanged(REVIEWED, C.ita2007s8, C.assetIncomeRates),
      [Y2027]: unchanged(REVIEWED, C.ita2007s8, C.assetIncomeRates),
    },
  },
  returnAbove: {
    description: 'Dividends in a year above which HMRC needs a Self Assessment return',
    unit: 'currency-GBP',
    label: 'dividends needing a tax return above',
    values: {
      [Y2025]: cited(10_000, C.taxOnDividends, C.needReturn),
      [Y2026]: unchanged(REVIEWED, C.taxOnDividends, C.needReturn),
      [Y2027]: unchanged(REVIEWED, C.taxOnDividends, C.needReturn),
    },
  },
} satisfies ParameterGroup;

/** Tax on savings interest. */
export const savings = {
  allowanceBasic: {
    description: 'Personal savings allowance of a basic rate taxpayer',
    unit: 'currency-GBP',
    label: 'personal savings allowance (basic rate)',
    values: {
      [Y2025]: cited(1_000, C.ita2007s12B, C.savingsInterest),
      [Y2026]: unchanged(REVIEWED, C.ita2007s12B, C.assetIncomeRates),
      [Y2027]: unchanged(REVIEWED, C.ita2007s12B, C.assetIncomeRates),
    },
  },
  allowanceHigher: {
    description: 'Personal savings allowance of a higher rate taxpayer',
    unit: 'currency-GBP',
    label: 'personal savings allowance (higher rate)',
    values: {
      [Y2025]: cited(500, C.ita2007s12B, C.savingsInterest),
      [Y2026]: unchanged(REVIEWED, C.ita2007s12B, C.assetIncomeRates),
      [Y2027]: unchanged(REVIEWED, C.ita2007s12B, C.assetIncomeRates),
    },
  },
  allowanceAdditional: {
    description: 'Personal savings allowance of an additional rate taxpayer',
    unit: 'currency-GBP',
    label: 'personal savings allowance (additional rate)',
    values: {
      [Y2025]: cited(0, C.ita2007s12B, C.savingsInterest),
      [Y2026]: unchanged(REVIEWED, C.ita2007s12B, C.assetIncomeRates),
      [Y2027]: unchanged(REVIEWED, C.ita2007s12B, C.assetIncomeRates),
    },
  },
  startingRateBand: {
    description:
      'Starting rate band for savings, reduced £1 for every £1 of other taxable income (non-savings income)',
    unit: 'currency-GBP',
    label: 'starting rate band for savings',
    values: {
      [Y2025]: cited(5_000, C.ita2007s12, C.savingsInterest),
      [Y2026]: unchanged(REVIEWED, C.ita2007s12, C.ratesAndAllowances),
      // The starting rate limit is set each year; Budget 2025 said it stays at £5,000.
      [Y2027]: announcedUnchanged(REVIEWED, C.assetIncomeRates),
    },
  },
  basicRate: {
    description: 'Savings basic rate: savings income in the basic rate band',
    unit: 'rate',
    label: 'savings basic rate',
    values: {
      [Y2025]: cited(0.2, C.fa2025s3, C.savingsInterest),
      [Y2026]: cited(0.2, C.fa2026s3, C.savingsInterest),
      [Y2027]: cited(0.22, C.fa2026s5, C.assetIncomeRates),
    },
  },
  higherRate: {
    description: 'Savings higher rate: savings income in the higher rate band',
    unit: 'rate',
    label: 'savings higher rate',
    values: {
      [Y2025]: cited(0.4, C.fa2025s3, C.savingsInterest),
      [Y2026]: cited(0.4, C.fa2026s3, C.savingsInterest),
      [Y2027]: cited(0.42, C.fa2026s5, C.assetIncomeRates),
    },
  },
  additionalRate: {
    description: 'Savings additional rate: savings income above the higher rate limit',
    unit: 'rate',
    label: 'savings additional rate',
    values: {
      [Y2025]: cited(0.45, C.fa2025s3, C.savingsInterest),
      [Y2026]: cited(0.45, C.fa2026s3, C.savingsInterest),
      [Y2027]: cited(0.47, C.fa2026s5, C.assetIncomeRates),
    },
  },
  startingRate: {
    description: 'Starting rate for savings',
    unit: 'rate',
    label: 'starting rate for savings',
    values: {
      [Y2025]: cited(0, C.ita2007s12, C.savingsInterest),
      [Y2026]: unchanged(REVIEWED, C.ita2007s12),
      [Y2027]: unchanged(REVIEWED, C.ita2007s12),
    },
  },
} satisfies ParameterGroup;

/**
 * Scottish rates on a Scottish taxpayer's non-savings income (Scotland Act 1998 s80C), as bands of
 * taxable income: each `…From` is where the rate starts, counted above the personal allowance. The
 * Scottish Parliament sets each year's in its rate resolution after the Scottish Budget, so a year
 * is not announced until then.
 */
export const scottishIncomeTax = {
  starterRate: {
    description: 'Scottish starter rate, on the first band of taxable non-savings income',
    unit: 'rate',
    label: 'Scottish starter rate',
    values: {
      [Y2025]: cited(0.19, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.19, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  basicRateFrom: {
    description:
      'Taxable income (above the personal allowance) where the Scottish basic rate starts',
    unit: 'currency-GBP',
    label: 'Scottish basic rate threshold (taxable income)',
    values: {
      [Y2025]: cited(2_827, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(3_967, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  basicRate: {
    description: 'Scottish basic rate',
    unit: 'rate',
    label: 'Scottish basic rate',
    values: {
      [Y2025]: cited(0.2, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.2, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  intermediateRateFrom: {
    description: 'Taxable income where the Scottish intermediate rate starts',
    unit: 'currency-GBP',
    label: 'Scottish intermediate rate threshold (taxable income)',
    values: {
      [Y2025]: cited(14_921, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(16_956, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  intermediateRate: {
    description: 'Scottish intermediate rate',
    unit: 'rate',
    label: 'Scottish intermediate rate',
    values: {
      [Y2025]: cited(0.21, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.21, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  higherRateFrom: {
    description: 'Taxable income where the Scottish higher rate starts',
    unit: 'currency-GBP',
    label: 'Scottish higher rate threshold (taxable income)',
    values: {
      [Y2025]: cited(31_092, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(31_092, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  higherRate: {
    description: 'Scottish higher rate',
    unit: 'rate',
    label: 'Scottish higher rate',
    values: {
      [Y2025]: cited(0.42, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.42, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  advancedRateFrom: {
    description: 'Taxable income where the Scottish advanced rate starts',
    unit: 'currency-GBP',
    label: 'Scottish advanced rate threshold (taxable income)',
    values: {
      [Y2025]: cited(62_430, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(62_430, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  advancedRate: {
    description: 'Scottish advanced rate',
    unit: 'rate',
    label: 'Scottish advanced rate',
    values: {
      [Y2025]: cited(0.45, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.45, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  topRateFrom: {
    description: 'Taxable income where the Scottish top rate starts',
    unit: 'currency-GBP',
    label: 'Scottish top rate threshold (taxable income)',
    values: {
      [Y2025]: cited(125_140, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(125_140, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  topRate: {
    description: 'Scottish top rate',
    unit: 'rate',
    label: 'Scottish top rate',
    values: {
      [Y2025]: cited(0.48, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.48, C.scotlandAct1998s80C, C.scottishIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
} satisfies ParameterGroup;

/** A parameter of these groups, as `group.name`. */
export type RateParameterName =
  | `incomeTax.${keyof typeof incomeTax}`
  | `savings.${keyof typeof savings}`
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

/** The main rates on non-savings income (ITA 2007 s6, s10). */
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

/**
 * Savings income: the savings rates on the main bands (ITA 2007 s10, s11D). The same as the main rates
 * until 2026-27; from 2027-28 two points above them (Finance Act 2026 s5).
 */
export const savingsRates = [
  { from: null, band: 'basic rate band', rate: 'savings.basicRate' },
  {
    from: 'incomeTax.basicRateBand',
    band: 'higher rate band',
    rate: 'savings.higherRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'incomeTax.higherRateLimit',
    band: 'additional rate band',
    rate: 'savings.additionalRate',
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
  savings: savingsRates,
  dividends: dividendRates,
} satisfies Readonly<Record<string, readonly BandDefinition[]>>;
