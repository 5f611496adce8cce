import { describe, expect, it } from 'vitest';
import * as incomeTax from './income-tax.ts';
import * as ni from './national-insurance.ts';
import { valueAt, type Parameter } from './parameter.ts';
import { parametersFor } from './parameters-for.ts';
import * as practice from './practice.ts';
import { TAX_YEARS, TAX_YEAR_START } from './tax-years.ts';

const isParameter = (value: unknown): value is Parameter =>
  typeof value === 'object' && value !== null && 'values' in value && 'reference' in value;

const taxParameters = [...Object.entries(incomeTax), ...Object.entries(ni)].filter(
  (entry): entry is [string, Parameter] => isParameter(entry[1]),
);
const practiceParameters = [
  ...Object.entries(practice),
  ...Object.entries(practice.expensePresets),
].filter((entry): entry is [string, Parameter] => isParameter(entry[1]));

describe('parameters', () => {
  it('every tax parameter cites gov.uk or legislation.gov.uk', () => {
    expect(taxParameters.length).toBeGreaterThan(20);
    for (const [name, parameter] of taxParameters) {
      expect(parameter.reference.length, name).toBeGreaterThan(0);
      for (const { href, title } of parameter.reference) {
        expect(title.length, name).toBeGreaterThan(0);
        expect(href, name).toMatch(/^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//);
      }
    }
  });

  it('every parameter has a value for each tax year and a description', () => {
    for (const [name, parameter] of [...taxParameters, ...practiceParameters]) {
      expect(parameter.description.length, name).toBeGreaterThan(0);
      for (const year of TAX_YEARS) {
        expect(Number.isFinite(valueAt(parameter, TAX_YEAR_START[year])), name).toBe(true);
      }
    }
  });

  it('valueAt picks the latest value in force on the date', () => {
    const p: Parameter = {
      description: 'test',
      unit: 'rate',
      values: { '2020-04-06': 1, '2026-04-06': 3, '2024-04-06': 2 },
      reference: [],
    };
    expect(valueAt(p, '2020-04-06')).toBe(1);
    expect(valueAt(p, '2026-04-05')).toBe(2);
    expect(valueAt(p, '2026-04-06')).toBe(3);
    expect(() => valueAt(p, '2019-01-01')).toThrow(RangeError);
  });

  it('2026-27 differs from 2025-26 only in the dividend ordinary and upper rates', () => {
    const a = parametersFor('2025-26');
    const b = parametersFor('2026-27');
    expect(a.dividends).toMatchObject({ ordinaryRate: 0.0875, upperRate: 0.3375 });
    expect(b.dividends).toMatchObject({ ordinaryRate: 0.1075, upperRate: 0.3575 });
    expect(b.dividends.additionalRate).toBe(a.dividends.additionalRate);
    const { dividends: _a, taxYear: _ya, ...restA } = a;
    const { dividends: _b, taxYear: _yb, ...restB } = b;
    expect(restB).toEqual(restA);
  });

  it('resolves the spec’s 2025-26 figures', () => {
    const p = parametersFor('2025-26');
    expect(p.incomeTax).toEqual({
      personalAllowance: 12_570,
      personalAllowanceIncomeLimit: 100_000,
      personalAllowanceTaperRate: 0.5,
      personalAllowanceRoundingStep: 1,
      basicRateBand: 37_700,
      higherRateLimit: 125_140,
      basicRate: 0.2,
      higherRate: 0.4,
      additionalRate: 0.45,
    });
    expect(p.selfEmployedNI).toEqual({
      class2: 0,
      lowerProfitsLimit: 12_570,
      upperProfitsLimit: 50_270,
      mainRate: 0.06,
      additionalRate: 0.02,
    });
    expect(p.employeeNI).toEqual({
      primaryThreshold: 12_570,
      upperEarningsLimit: 50_270,
      mainRate: 0.08,
      additionalRate: 0.02,
    });
    expect(p.savings).toMatchObject({ allowanceBasic: 1_000, allowanceHigher: 500 });
    expect(p.dividends.allowance).toBe(500);
    expect(p.inputLimit).toBe(10_000_000);
  });

  it('hands out frozen parameters', () => {
    const p = parametersFor('2025-26');
    expect(Object.isFrozen(p.incomeTax)).toBe(true);
    expect(parametersFor('2025-26')).toBe(p);
  });
});
