// The company's side of a director's pay: employer (secondary Class 1) National Insurance with the
// Employment Allowance, and corporation tax with marginal relief. Dated and cited as the other
// parameter files; sources.ts describes every parameter under the same group and name.
import * as C from './citations.ts';
import { cited, type ParameterGroup } from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';

/** Secondary Class 1 contributions, paid by the company on a director's salary. */
export const employerNI = {
  secondaryThreshold: {
    unit: 'currency-GBP',
    label: 'Class 1 secondary threshold',
    values: {
      [Y2025]: cited(5_000, C.nicSecondary2025, C.employerRates2025),
      [Y2026]: cited(5_000, C.nicSecondary2025, C.employerRates2026),
    },
  },
  lowerEarningsLimit: {
    unit: 'currency-GBP',
    label: 'Class 1 lower earnings limit',
    values: {
      [Y2025]: cited(6_500, C.employerRates2025),
      [Y2026]: cited(6_708, C.employerRates2026),
    },
  },
  rate: {
    unit: 'rate',
    label: 'employer Class 1 rate',
    values: {
      [Y2025]: cited(0.15, C.nicSecondary2025, C.employerRates2025),
      [Y2026]: cited(0.15, C.nicSecondary2025, C.employerRates2026),
    },
  },
  employmentAllowance: {
    unit: 'currency-GBP',
    label: 'Employment Allowance',
    values: {
      [Y2025]: cited(10_500, C.nicSecondary2025, C.nicAct2014s1, C.employmentAllowance),
      [Y2026]: cited(10_500, C.nicSecondary2025, C.nicAct2014s1, C.employmentAllowance),
    },
  },
} satisfies ParameterGroup;

/** Corporation tax for a company with no associated companies and a 12-month accounting period. */
export const corporationTax = {
  smallProfitsRate: {
    unit: 'rate',
    label: 'corporation tax small profits rate',
    values: {
      [Y2025]: cited(0.19, C.cta2010s18A, C.fa2021s7, C.corporationTaxRates),
      [Y2026]: cited(0.19, C.cta2010s18A, C.fa2021s7, C.corporationTaxRates),
    },
  },
  mainRate: {
    unit: 'rate',
    label: 'corporation tax main rate',
    values: {
      [Y2025]: cited(0.25, C.fa2021s6, C.corporationTaxRates),
      [Y2026]: cited(0.25, C.fa2021s6, C.corporationTaxRates),
    },
  },
  lowerLimit: {
    unit: 'currency-GBP',
    label: 'corporation tax lower limit',
    values: {
      [Y2025]: cited(50_000, C.cta2010s18D, C.cta2010s18A, C.marginalRelief),
      [Y2026]: cited(50_000, C.cta2010s18D, C.cta2010s18A, C.marginalRelief),
    },
  },
  upperLimit: {
    unit: 'currency-GBP',
    label: 'corporation tax upper limit',
    values: {
      [Y2025]: cited(250_000, C.cta2010s18D, C.cta2010s18B, C.marginalRelief),
      [Y2026]: cited(250_000, C.cta2010s18D, C.cta2010s18B, C.marginalRelief),
    },
  },
  marginalReliefFraction: {
    unit: 'rate',
    label: 'marginal relief standard fraction',
    values: {
      [Y2025]: cited(3 / 200, C.cta2010s18B, C.fa2021s7, C.marginalRelief),
      [Y2026]: cited(3 / 200, C.cta2010s18B, C.fa2021s7, C.marginalRelief),
    },
  },
} satisfies ParameterGroup;
