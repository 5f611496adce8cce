// The company's side of a director's pay: employer (secondary Class 1) National Insurance with the
// Employment Allowance, and corporation tax with marginal relief. Described, dated and cited as in
// income-tax.ts.
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

/** Secondary Class 1 contributions, paid by the company on a director's salary. */
export const employerNI = {
  secondaryThreshold: {
    description:
      'Class 1 secondary threshold (annual: a director has an annual earnings period), employer contributions start above it',
    unit: 'currency-GBP',
    label: 'Class 1 secondary threshold',
    values: {
      [Y2025]: cited(5_000, C.nicSecondary2025, C.employerRates2025),
      [Y2026]: cited(5_000, C.nicSecondary2025, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.nicSecondary2025, C.thresholdsTo2031),
    },
  },
  lowerEarningsLimit: {
    description:
      'Class 1 lower earnings limit (annual): pay from here counts towards state pension entitlement',
    unit: 'currency-GBP',
    label: 'Class 1 lower earnings limit',
    values: {
      [Y2025]: cited(6_500, C.employerRates2025),
      [Y2026]: cited(6_708, C.employerRates2026),
      // Uprated each April by regulations, after September's CPI.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  rate: {
    description: 'Employer (secondary) Class 1 rate on earnings above the secondary threshold',
    unit: 'rate',
    label: 'employer Class 1 rate',
    values: {
      [Y2025]: cited(0.15, C.nicSecondary2025, C.employerRates2025),
      [Y2026]: cited(0.15, C.nicSecondary2025, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.nicSecondary2025),
    },
  },
  employmentAllowance: {
    description:
      'Employment Allowance a year, set against employer Class 1; not available to a company whose only employee paid above the secondary threshold is a director (Employment Allowance (Excluded Persons) Regulations 2016)',
    unit: 'currency-GBP',
    label: 'Employment Allowance',
    values: {
      [Y2025]: cited(10_500, C.nicSecondary2025, C.nicAct2014s1, C.employmentAllowance),
      [Y2026]: cited(10_500, C.nicSecondary2025, C.nicAct2014s1, C.employmentAllowance),
      [Y2027]: unchanged(REVIEWED, C.nicSecondary2025),
    },
  },
} satisfies ParameterGroup;

/** Corporation tax for a company with no associated companies and a 12-month accounting period. */
export const corporationTax = {
  smallProfitsRate: {
    description: 'Small profits rate, on profits up to the lower limit',
    unit: 'rate',
    label: 'corporation tax small profits rate',
    values: {
      [Y2025]: cited(0.19, C.cta2010s18A, C.fa2021s7, C.corporationTaxRates),
      [Y2026]: cited(0.19, C.cta2010s18A, C.fa2021s7, C.corporationTaxRates),
      [Y2027]: unchanged(REVIEWED, C.cta2010s18A, C.fa2021s7),
    },
  },
  mainRate: {
    description: 'Main rate, on profits at or above the upper limit',
    unit: 'rate',
    label: 'corporation tax main rate',
    values: {
      [Y2025]: cited(0.25, C.fa2021s6, C.corporationTaxRates),
      [Y2026]: cited(0.25, C.fa2021s6, C.corporationTaxRates),
      // Charged for each financial year by a Finance Act; Budget 2025 kept the main rate at 25%.
      [Y2027]: announcedUnchanged(REVIEWED, C.budget2025),
    },
  },
  lowerLimit: {
    description: 'Lower limit (12-month accounting period, no associated companies)',
    unit: 'currency-GBP',
    label: 'corporation tax lower limit',
    values: {
      [Y2025]: cited(50_000, C.cta2010s18D, C.cta2010s18A, C.marginalRelief),
      [Y2026]: cited(50_000, C.cta2010s18D, C.cta2010s18A, C.marginalRelief),
      [Y2027]: unchanged(REVIEWED, C.cta2010s18D),
    },
  },
  upperLimit: {
    description: 'Upper limit (12-month accounting period, no associated companies)',
    unit: 'currency-GBP',
    label: 'corporation tax upper limit',
    values: {
      [Y2025]: cited(250_000, C.cta2010s18D, C.cta2010s18B, C.marginalRelief),
      [Y2026]: cited(250_000, C.cta2010s18D, C.cta2010s18B, C.marginalRelief),
      [Y2027]: unchanged(REVIEWED, C.cta2010s18D),
    },
  },
  marginalReliefFraction: {
    description:
      'Standard fraction of marginal relief: profits between the limits pay the main rate less fraction × (upper limit − profits)',
    unit: 'rate',
    label: 'marginal relief standard fraction',
    values: {
      [Y2025]: cited(3 / 200, C.cta2010s18B, C.fa2021s7, C.marginalRelief),
      [Y2026]: cited(3 / 200, C.cta2010s18B, C.fa2021s7, C.marginalRelief),
      [Y2027]: unchanged(REVIEWED, C.cta2010s18B, C.fa2021s7),
    },
  },
} satisfies ParameterGroup;

/**
 * A worker's own company inside IR35 (ITEPA 2003 Part 2 Chapter 8): what the company received for
 * the engagements, less a flat allowance for running costs, is taxed as the worker's employment
 * income (the deemed employment payment, s54).
 */
export const intermediaries = {
  flatRateAllowance: {
    description:
      'Share of the engagements’ income deducted for the company’s running costs before the deemed employment payment',
    unit: 'rate',
    label: 'flat-rate allowance for running costs',
    values: {
      [Y2025]: cited(0.05, C.itepa2003s54, C.ir35Guide),
      [Y2026]: unchanged(REVIEWED, C.itepa2003s54),
      [Y2027]: unchanged(REVIEWED, C.itepa2003s54),
    },
  },
} satisfies ParameterGroup;
