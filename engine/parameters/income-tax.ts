// Income tax on earnings, savings and dividends (England and Northern Ireland rates).
import type { Parameter } from './parameter.ts';
import {
  DIVIDEND_RATES_2026,
  INCOME_OVER_100K,
  INCOME_TAX_RATES,
  ITA_2007_S10,
  ITA_2007_S12,
  ITA_2007_S12B,
  ITA_2007_S13A,
  ITA_2007_S35,
  ITA_2007_S58,
  ITA_2007_S6,
  ITA_2007_S8,
  RATES_AND_ALLOWANCES,
  SAVINGS_INTEREST,
  TAX_ON_DIVIDENDS,
} from './references.ts';

export const personalAllowance: Parameter = {
  description: 'Personal allowance',
  unit: 'currency-GBP',
  values: { '2025-04-06': 12_570, '2026-04-06': 12_570 },
  reference: [INCOME_TAX_RATES, RATES_AND_ALLOWANCES, ITA_2007_S35],
};

export const personalAllowanceIncomeLimit: Parameter = {
  description: 'Adjusted net income above which the personal allowance is withdrawn',
  unit: 'currency-GBP',
  values: { '2025-04-06': 100_000, '2026-04-06': 100_000 },
  reference: [INCOME_OVER_100K, ITA_2007_S35, ITA_2007_S58],
};

export const personalAllowanceTaperRate: Parameter = {
  description: 'Personal allowance withdrawn per pound of income above the limit (£1 for every £2)',
  unit: 'rate',
  values: { '2025-04-06': 0.5, '2026-04-06': 0.5 },
  reference: [INCOME_OVER_100K, ITA_2007_S35],
};

export const personalAllowanceRoundingStep: Parameter = {
  description: 'A reduced personal allowance is rounded up to a multiple of this amount',
  unit: 'currency-GBP',
  values: { '2025-04-06': 1, '2026-04-06': 1 },
  reference: [ITA_2007_S35],
};

export const basicRateBand: Parameter = {
  description: 'Basic rate limit: width of the basic rate band of taxable income',
  unit: 'currency-GBP',
  values: { '2025-04-06': 37_700, '2026-04-06': 37_700 },
  reference: [RATES_AND_ALLOWANCES, ITA_2007_S10],
};

export const higherRateLimit: Parameter = {
  description: 'Higher rate limit: taxable income above which the additional rate applies',
  unit: 'currency-GBP',
  values: { '2025-04-06': 125_140, '2026-04-06': 125_140 },
  reference: [INCOME_TAX_RATES, RATES_AND_ALLOWANCES, ITA_2007_S10],
};

export const basicRate: Parameter = {
  description: 'Basic rate of income tax',
  unit: 'rate',
  values: { '2025-04-06': 0.2, '2026-04-06': 0.2 },
  reference: [INCOME_TAX_RATES, ITA_2007_S6],
};

export const higherRate: Parameter = {
  description: 'Higher rate of income tax',
  unit: 'rate',
  values: { '2025-04-06': 0.4, '2026-04-06': 0.4 },
  reference: [INCOME_TAX_RATES, ITA_2007_S6],
};

export const additionalRate: Parameter = {
  description: 'Additional rate of income tax',
  unit: 'rate',
  values: { '2025-04-06': 0.45, '2026-04-06': 0.45 },
  reference: [INCOME_TAX_RATES, ITA_2007_S6],
};

export const dividendAllowance: Parameter = {
  description: 'Dividend allowance (dividend nil-rate band)',
  unit: 'currency-GBP',
  values: { '2025-04-06': 500, '2026-04-06': 500 },
  reference: [TAX_ON_DIVIDENDS, ITA_2007_S13A],
};

export const dividendOrdinaryRate: Parameter = {
  description: 'Dividend ordinary rate (dividends in the basic rate band)',
  unit: 'rate',
  values: { '2025-04-06': 0.0875, '2026-04-06': 0.1075 },
  reference: [TAX_ON_DIVIDENDS, ITA_2007_S8, DIVIDEND_RATES_2026],
};

export const dividendUpperRate: Parameter = {
  description: 'Dividend upper rate (dividends in the higher rate band)',
  unit: 'rate',
  values: { '2025-04-06': 0.3375, '2026-04-06': 0.3575 },
  reference: [TAX_ON_DIVIDENDS, ITA_2007_S8, DIVIDEND_RATES_2026],
};

export const dividendAdditionalRate: Parameter = {
  description: 'Dividend additional rate (dividends above the higher rate limit)',
  unit: 'rate',
  values: { '2025-04-06': 0.3935, '2026-04-06': 0.3935 },
  reference: [TAX_ON_DIVIDENDS, ITA_2007_S8, DIVIDEND_RATES_2026],
};

export const savingsAllowanceBasic: Parameter = {
  description: 'Personal savings allowance of a basic rate taxpayer',
  unit: 'currency-GBP',
  values: { '2025-04-06': 1_000, '2026-04-06': 1_000 },
  reference: [SAVINGS_INTEREST, ITA_2007_S12B],
};

export const savingsAllowanceHigher: Parameter = {
  description: 'Personal savings allowance of a higher rate taxpayer',
  unit: 'currency-GBP',
  values: { '2025-04-06': 500, '2026-04-06': 500 },
  reference: [SAVINGS_INTEREST, ITA_2007_S12B],
};

export const savingsAllowanceAdditional: Parameter = {
  description: 'Personal savings allowance of an additional rate taxpayer',
  unit: 'currency-GBP',
  values: { '2025-04-06': 0, '2026-04-06': 0 },
  reference: [SAVINGS_INTEREST, ITA_2007_S12B],
};

export const savingsStartingRateBand: Parameter = {
  description:
    'Starting rate band for savings, reduced £1 for every £1 of other taxable income (non-savings income)',
  unit: 'currency-GBP',
  values: { '2025-04-06': 5_000, '2026-04-06': 5_000 },
  reference: [SAVINGS_INTEREST, ITA_2007_S12],
};

export const savingsStartingRate: Parameter = {
  description: 'Starting rate for savings',
  unit: 'rate',
  values: { '2025-04-06': 0, '2026-04-06': 0 },
  reference: [SAVINGS_INTEREST, ITA_2007_S12],
};
