// Income tax on earnings, savings and dividends (England and Northern Ireland rates). Each group is
// the calculators' `parametersFor(taxYear)[group]`; sources.ts describes and cites every parameter
// under the same group and name, in the same order.
import type { ParameterGroup } from './parameter.ts';

/** Bands, rates and the personal allowance. */
export const incomeTax = {
  personalAllowance: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 12_570, '2026-04-06': 12_570 },
  },
  personalAllowanceIncomeLimit: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 100_000, '2026-04-06': 100_000 },
  },
  personalAllowanceTaperRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.5, '2026-04-06': 0.5 },
  },
  personalAllowanceRoundingStep: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 1, '2026-04-06': 1 },
  },
  basicRateBand: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 37_700, '2026-04-06': 37_700 },
  },
  higherRateLimit: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 125_140, '2026-04-06': 125_140 },
  },
  basicRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.2, '2026-04-06': 0.2 },
  },
  higherRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.4, '2026-04-06': 0.4 },
  },
  additionalRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.45, '2026-04-06': 0.45 },
  },
} satisfies ParameterGroup;

/** Tax on dividends. */
export const dividends = {
  allowance: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 500, '2026-04-06': 500 },
  },
  ordinaryRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.0875, '2026-04-06': 0.1075 },
  },
  upperRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.3375, '2026-04-06': 0.3575 },
  },
  additionalRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.3935, '2026-04-06': 0.3935 },
  },
} satisfies ParameterGroup;

/** Tax on savings interest. */
export const savings = {
  allowanceBasic: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 1_000, '2026-04-06': 1_000 },
  },
  allowanceHigher: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 500, '2026-04-06': 500 },
  },
  allowanceAdditional: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 0, '2026-04-06': 0 },
  },
  startingRateBand: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 5_000, '2026-04-06': 5_000 },
  },
  startingRate: {
    unit: 'rate',
    values: { '2025-04-06': 0, '2026-04-06': 0 },
  },
} satisfies ParameterGroup;
