// Capital gains tax for individuals: the annual exempt amount, the two main rates, Business Asset
// Disposal Relief's rate and lifetime limit, and the days a residential property's return and payment
// are due after completion. Described, dated and cited as in income-tax.ts. The band the rates turn
// on is income tax's basic rate limit (`incomeTax.basicRateBand`), the UK one for every taxpayer.
import * as C from './citations.ts';
import { cited, unchanged, type ParameterGroup } from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';
const Y2027 = '2027-04-06';
// The day the years' values were last checked against the law and HMRC's published rates.
const REVIEWED = '2026-11-28';

export const capitalGains = {
  annualExemptAmount: {
    description:
      'Gains an individual makes in a tax year free of capital gains tax, deducted after the year’s losses and before losses brought forward',
    unit: 'currency-GBP',
    label: 'annual exempt amount',
    values: {
      // £3,000 for 2024-25 and every later year, its CPI increase repealed (Finance Act 2023 s8).
      [Y2025]: cited(3_000, C.tcga1992s1K, C.fa2023s8, C.cgtRates),
      [Y2026]: unchanged(REVIEWED, C.tcga1992s1K, C.fa2023s8),
      [Y2027]: unchanged(REVIEWED, C.tcga1992s1K, C.fa2023s8),
    },
  },
  basicRate: {
    description:
      'Rate of capital gains tax on gains within what income leaves of the basic rate band, for every kind of asset (residential property included) since 30 October 2024',
    unit: 'rate',
    label: 'capital gains tax rate within the basic rate band',
    values: {
      [Y2025]: cited(0.18, C.tcga1992s1H, C.tcga1992s1I, C.fa2025s7, C.cgtRates),
      // Set for every disposal on or after 30 October 2024, with no end date.
      [Y2026]: unchanged(REVIEWED, C.tcga1992s1H, C.fa2025s7),
      [Y2027]: unchanged(REVIEWED, C.tcga1992s1H, C.fa2025s7),
    },
  },
  higherRate: {
    description:
      'Rate of capital gains tax on gains above what income leaves of the basic rate band, for every kind of asset (residential property included) since 30 October 2024',
    unit: 'rate',
    label: 'capital gains tax rate above the basic rate band',
    values: {
      [Y2025]: cited(0.24, C.tcga1992s1H, C.tcga1992s1I, C.fa2025s7, C.cgtRates),
      [Y2026]: unchanged(REVIEWED, C.tcga1992s1H, C.fa2025s7),
      [Y2027]: unchanged(REVIEWED, C.tcga1992s1H, C.fa2025s7),
    },
  },
  badrRate: {
    description:
      'Rate of capital gains tax on gains qualifying for Business Asset Disposal Relief, within its lifetime limit, whatever the taxpayer’s income',
    unit: 'rate',
    label: 'Business Asset Disposal Relief rate',
    values: {
      [Y2025]: cited(0.14, C.tcga1992s169N, C.fa2025s8, C.badrGuide),
      [Y2026]: cited(0.18, C.tcga1992s169N, C.fa2025s8, C.badrGuide),
      // 18% for 2026-27 and subsequent tax years (Finance Act 2025 s8).
      [Y2027]: unchanged(REVIEWED, C.tcga1992s169N, C.fa2025s8),
    },
  },
  badrLifetimeLimit: {
    description:
      'Gains a person may have charged at the Business Asset Disposal Relief rate over their lifetime; qualifying gains above it bear the main rates',
    unit: 'currency-GBP',
    label: 'Business Asset Disposal Relief lifetime limit',
    values: {
      [Y2025]: cited(1_000_000, C.tcga1992s169N, C.badrGuide),
      [Y2026]: unchanged(REVIEWED, C.tcga1992s169N),
      [Y2027]: unchanged(REVIEWED, C.tcga1992s169N),
    },
  },
  residentialReturnDays: {
    description:
      'A UK resident’s return of a residential property gain, and the payment on account of the tax on it, are due on this day after the day of completion',
    unit: 'count',
    label: 'days after completion to report and pay',
    values: {
      [Y2025]: cited(60, C.fa2019sch2, C.fa2022s23, C.reportPropertyGains),
      [Y2026]: unchanged(REVIEWED, C.fa2019sch2, C.fa2022s23),
      [Y2027]: unchanged(REVIEWED, C.fa2019sch2, C.fa2022s23),
    },
  },
} satisfies ParameterGroup;
