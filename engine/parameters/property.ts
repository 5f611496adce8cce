// Property income as a kind of income of its own: its rates, the rate of the tax reduction for a
// landlord's finance costs, and the £1,000 property allowance. Until 2026-27 property income is
// non-savings income taxed at the main rates, so the property rates below are the main rates; from
// 2027-28 it has rates of its own, two points above them (Finance Act 2026), and the later year is
// these values, not code. Described, dated and cited as in income-tax.ts.
import * as C from './citations.ts';
import { cited, unchanged, type ParameterGroup } from './parameter.ts';
import type { BandDefinition } from './income-tax.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';
const Y2027 = '2027-04-06';
// The day the years' values were last checked against the law and HMRC's published rates.
const REVIEWED = '2026-11-28';

/** Property income's rates, the finance-cost reduction's rate and the property allowance. */
export const property = {
  basicRate: {
    description:
      'Rate of income tax on property income in the basic rate band: the basic rate until 2026-27, the property basic rate from 2027-28. The tax reduction for finance costs is given at this rate too (ITTOIA 2005 s274AA: the basic rate, the property basic rate from 2027-28), Scottish taxpayers included',
    unit: 'rate',
    label: 'basic rate on property income',
    values: {
      [Y2025]: cited(0.2, C.ita2007s6, C.ittoia2005s274AA, C.incomeTaxRates),
      [Y2026]: unchanged(REVIEWED, C.fa2026s2),
      [Y2027]: cited(0.22, C.fa2026s6, C.fa2026sch1, C.assetIncomeRates),
    },
  },
  higherRate: {
    description:
      'Rate of income tax on property income in the higher rate band: the higher rate until 2026-27, the property higher rate from 2027-28',
    unit: 'rate',
    label: 'higher rate on property income',
    values: {
      [Y2025]: cited(0.4, C.ita2007s6, C.incomeTaxRates),
      [Y2026]: unchanged(REVIEWED, C.fa2026s2),
      [Y2027]: cited(0.42, C.fa2026s6, C.assetIncomeRates),
    },
  },
  additionalRate: {
    description:
      'Rate of income tax on property income above the higher rate limit: the additional rate until 2026-27, the property additional rate from 2027-28',
    unit: 'rate',
    label: 'additional rate on property income',
    values: {
      [Y2025]: cited(0.45, C.ita2007s6, C.incomeTaxRates),
      [Y2026]: unchanged(REVIEWED, C.fa2026s2),
      [Y2027]: cited(0.47, C.fa2026s6, C.assetIncomeRates),
    },
  },
  allowance: {
    description:
      'Property allowance: rents (an owner’s share) up to this are free of tax; above it, this may be deducted instead of the actual expenses, and then no finance-cost reduction is given',
    unit: 'currency-GBP',
    label: 'property allowance',
    values: {
      [Y2025]: cited(1_000, C.ittoia2005propertyAllowance, C.tradingAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.ittoia2005propertyAllowance),
      // Budget 2025 kept the allowance: the policy paper on the property rates says so.
      [Y2027]: unchanged(REVIEWED, C.ittoia2005propertyAllowance, C.assetIncomeRates),
    },
  },
} satisfies ParameterGroup;

/**
 * Property income on the main bands, stacked above other non-savings income (a job's pay, a trade's
 * profit) and below savings and dividends (ITA 2007 s16; from 2027-28 the order Finance Act 2026
 * sets). The same as the main rates until 2026-27. A Scottish taxpayer's property income is taxed at
 * the Scottish rates instead: the Scottish Parliament has not set property rates of its own.
 */
export const propertyRates = [
  { from: null, band: 'basic rate band', rate: 'property.basicRate' },
  {
    from: 'incomeTax.basicRateBand',
    band: 'higher rate band',
    rate: 'property.higherRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'incomeTax.higherRateLimit',
    band: 'additional rate band',
    rate: 'property.additionalRate',
    extended: true,
    aboveBasicRate: true,
  },
] as const satisfies readonly BandDefinition<
  `property.${keyof typeof property}` | `incomeTax.${string}`
>[];
