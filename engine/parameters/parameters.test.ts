import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dividends, incomeTax, savings } from './income-tax.ts';
import { employeeNI, selfEmployedNI } from './national-insurance.ts';
import { valueAt, valuesAt, type Parameter, type ParameterGroup } from './parameter.ts';
import { parametersFor } from './parameters-for.ts';
import { calculator, expensePresets, expenses, payroll } from './practice.ts';
import * as sources from './sources.ts';
import type { ParameterSource } from './sources.ts';
import { TAX_YEARS, TAX_YEAR_START } from './tax-years.ts';

// Each runtime group beside its metadata, in the parameter files' order.
const groups: [string, ParameterGroup, Readonly<Record<string, ParameterSource>>][] = [
  ['incomeTax', incomeTax, sources.incomeTaxSources],
  ['dividends', dividends, sources.dividendsSources],
  ['savings', savings, sources.savingsSources],
  ['selfEmployedNI', selfEmployedNI, sources.selfEmployedNISources],
  ['employeeNI', employeeNI, sources.employeeNISources],
  ['expensePresets', expensePresets, sources.expensePresetsSources],
  ['expenses', expenses, sources.expensesSources],
  ['payroll', payroll, sources.payrollSources],
  ['calculator', calculator, sources.calculatorSources],
];

const OFFICIAL = /^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//;
// The practice's own pages, cited for its prices and estimates beside the official ones.
const PRACTICE_PAGE = /^\/[a-z-]+$/;
// The input limit is the practice's own safeguard: no law or HMRC page sets it.
const PRACTICE_ONLY = new Set(['calculator.inputLimit']);

describe('parameters', () => {
  it('every parameter has a description and a gov.uk or legislation.gov.uk reference', () => {
    let count = 0;
    for (const [groupName, group, groupSources] of groups) {
      for (const name of Object.keys(group)) {
        const label = `${groupName}.${name}`;
        const source = groupSources[name];
        expect(source, label).toBeDefined();
        expect(source?.description.trim().length, label).toBeGreaterThan(0);
        const hrefs = source?.reference.map(({ href }) => href) ?? [];
        for (const { title, href } of source?.reference ?? []) {
          expect(title.trim().length, label).toBeGreaterThan(0);
          expect(OFFICIAL.test(href) || PRACTICE_PAGE.test(href), `${label}: ${href}`).toBe(true);
        }
        const cited = PRACTICE_ONLY.has(label)
          ? hrefs
          : hrefs.filter((href) => OFFICIAL.test(href));
        expect(cited.length, label).toBeGreaterThan(0);
        count += 1;
      }
    }
    expect(count).toBeGreaterThan(40);
  });

  it('the metadata has no entry without a parameter, in the parameter files’ order', () => {
    for (const [groupName, group, groupSources] of groups) {
      expect(Object.keys(groupSources), groupName).toEqual(Object.keys(group));
    }
    const exported = Object.keys(sources).filter((name) => name.endsWith('Sources'));
    expect(exported.sort()).toEqual(groups.map(([name]) => `${name}Sources`).sort());
  });

  it('runtime parameters carry only a unit and dated values', () => {
    for (const [groupName, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        expect(Object.keys(parameter).sort(), `${groupName}.${name}`).toEqual(['unit', 'values']);
      }
    }
  });

  it('every parameter has a finite value for each tax year', () => {
    for (const [, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        for (const year of TAX_YEARS) {
          expect(Number.isFinite(valueAt(name, parameter, TAX_YEAR_START[year])), name).toBe(true);
        }
      }
    }
  });

  it('valueAt picks the latest value in force on the date', () => {
    const p: Parameter = {
      unit: 'rate',
      values: { '2020-04-06': 1, '2026-04-06': 3, '2024-04-06': 2 },
    };
    expect(valueAt('p', p, '2020-04-06')).toBe(1);
    expect(valueAt('p', p, '2026-04-05')).toBe(2);
    expect(valueAt('p', p, '2026-04-06')).toBe(3);
    expect(() => valueAt('somethingRate', p, '2019-01-01')).toThrow(
      new RangeError('somethingRate: no value in force on 2019-01-01'),
    );
  });

  it('valuesAt resolves a whole group under its names and names a missing value', () => {
    expect(valuesAt(dividends, '2026-04-06')).toEqual({
      allowance: 500,
      ordinaryRate: 0.1075,
      upperRate: 0.3575,
      additionalRate: 0.3935,
    });
    expect(() => valuesAt(calculator, '2024-04-06')).toThrow(
      'inputLimit: no value in force on 2024-04-06',
    );
  });

  it('nothing the calculators run imports the metadata', () => {
    const engine = join(import.meta.dirname, '..');
    const runtimeFiles = readdirSync(engine, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('sources.ts'),
    );
    expect(runtimeFiles.length).toBeGreaterThan(10);
    for (const file of runtimeFiles) {
      const text = readFileSync(join(engine, file), 'utf8');
      const imports = [...text.matchAll(/(?:from|import)\s*'([^']+)'/g)].map((match) => match[1]);
      expect(imports, file).not.toContainEqual(
        expect.stringMatching(/\/(sources|references)\.ts$/),
      );
    }
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
