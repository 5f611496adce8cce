import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { dividends, incomeTax, savings, scottishIncomeTax } from './income-tax.ts';
import {
  childBenefit,
  makingTaxDigital,
  paymentsOnAccount,
  pensions,
  studentLoans,
  trading,
} from './self-assessment.ts';
import { corporationTax, employerNI } from './company.ts';
import { employeeNI, selfEmployedNI } from './national-insurance.ts';
import * as C from './citations.ts';
import {
  GROUP_SOURCES,
  entryAt,
  valueAt,
  type Parameter,
  type ParameterGroup,
} from './parameter.ts';
import { parametersFor } from './testing.ts';
import { accountancyFees, calculator, expensePresets, expenses, payroll } from './practice.ts';
import { vat } from './vat.ts';
import { REFERENCE_TITLES, type CitationId } from './references.ts';
import * as sources from './sources.ts';
import type { ParameterSource } from './sources.ts';
import type { Citation } from '../types.ts';
import { TAX_YEARS, taxYearStart } from './tax-years.ts';

// Each runtime group beside its metadata, in the parameter files' order.
const groups: [string, ParameterGroup, Readonly<Record<string, ParameterSource>>][] = [
  ['incomeTax', incomeTax, sources.incomeTaxSources],
  ['dividends', dividends, sources.dividendsSources],
  ['savings', savings, sources.savingsSources],
  ['scottishIncomeTax', scottishIncomeTax, sources.scottishIncomeTaxSources],
  ['studentLoans', studentLoans, sources.studentLoansSources],
  ['pensions', pensions, sources.pensionsSources],
  ['childBenefit', childBenefit, sources.childBenefitSources],
  ['trading', trading, sources.tradingSources],
  ['makingTaxDigital', makingTaxDigital, sources.makingTaxDigitalSources],
  ['paymentsOnAccount', paymentsOnAccount, sources.paymentsOnAccountSources],
  ['selfEmployedNI', selfEmployedNI, sources.selfEmployedNISources],
  ['employeeNI', employeeNI, sources.employeeNISources],
  ['employerNI', employerNI, sources.employerNISources],
  ['corporationTax', corporationTax, sources.corporationTaxSources],
  ['vat', vat, sources.vatSources],
  ['expensePresets', expensePresets, sources.expensePresetsSources],
  ['expenses', expenses, sources.expensesSources],
  ['payroll', payroll, sources.payrollSources],
  ['accountancyFees', accountancyFees, sources.accountancyFeesSources],
  ['calculator', calculator, sources.calculatorSources],
];

// Every citation by name, as references.ts lists them.
const CITATIONS: Readonly<Record<CitationId, Citation>> = C;

/** The name a citation is exported under in citations.ts. */
function idOf(citation: Citation): CitationId | undefined {
  return (Object.keys(CITATIONS) as CitationId[]).find((id) => CITATIONS[id] === citation);
}

const OFFICIAL = /^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//;
// The practice's own pages, cited for its prices and estimates beside the official ones.
const PRACTICE_PAGE = /^\/[a-z-]+$/;
// The input limit is the practice's own safeguard: no law or HMRC page sets it.
const PRACTICE_ONLY = new Set(['calculator.inputLimit']);
// The practice's own figures: their values carry no per-value sources.
const PRACTICE_GROUPS = new Set([
  'expensePresets',
  'expenses',
  'payroll',
  'accountancyFees',
  'calculator',
]);
// Schedules of dates rather than a value for each tax year: checked on each of their own dates.
const SCHEDULES = new Set(['makingTaxDigital']);
const datesOf = (groupName: string, parameter: Parameter) =>
  SCHEDULES.has(groupName) ? Object.keys(parameter.values) : TAX_YEARS.map(taxYearStart);

describe('parameters', () => {
  it('each year’s tax values cite a gov.uk or legislation.gov.uk source; the practice’s figures cite theirs', () => {
    let count = 0;
    for (const [groupName, group, groupSources] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        const label = `${groupName}.${name}`;
        const source = groupSources[name];
        expect(source?.description.trim().length, label).toBeGreaterThan(0);
        const practice = PRACTICE_GROUPS.has(groupName);
        for (const date of datesOf(groupName, parameter)) {
          const { ref } = entryAt(label, parameter, date);
          // A source written out in place would have no long title in references.ts.
          for (const citation of ref) expect(idOf(citation), label).toBeDefined();
          const hrefs = practice
            ? (source?.reference ?? []).map(({ href }) => href)
            : ref.map(({ href }) => href);
          for (const href of hrefs) {
            expect(OFFICIAL.test(href) || PRACTICE_PAGE.test(href), `${label}: ${href}`).toBe(true);
          }
          // A tax value carries its own sources; the practice's figures are cited per parameter.
          expect(ref.length > 0, `${label} on ${date}`).toBe(!practice);
          const cited = PRACTICE_ONLY.has(label) ? hrefs : hrefs.filter((h) => OFFICIAL.test(h));
          expect(cited.length, `${label} on ${date}`).toBeGreaterThan(0);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(80);
  });

  it('a practice group cites, for all its parameters, the sources the metadata gives each', () => {
    for (const [groupName, group, groupSources] of groups) {
      const own = group[GROUP_SOURCES];
      expect(own !== undefined, groupName).toBe(PRACTICE_GROUPS.has(groupName));
      if (own === undefined) continue;
      for (const name of Object.keys(group)) {
        const described = (groupSources[name]?.reference ?? []).map(({ href }) => href);
        expect(described, `${groupName}.${name}`).toEqual(own.map(({ href }) => href));
      }
    }
    expect(parametersFor('2025-26').uses['payroll.basicMonthlyFee']?.references).toEqual([
      C.practicePayrollFees,
      C.runningPayroll,
    ]);
  });

  it('each dated value cites what set it', () => {
    const ids = (parameter: Parameter, date: string) => entryAt('p', parameter, date).ref.map(idOf);
    expect(ids(dividends.ordinaryRate, '2025-04-06')).toContain('hscla2021');
    expect(ids(dividends.ordinaryRate, '2026-04-06')).toContain('budget2025');
    expect(ids(dividends.upperRate, '2026-04-06')).not.toContain('hscla2021');
    expect(ids(incomeTax.personalAllowance, '2025-04-06')).toContain('fa2021s5');
    expect(ids(incomeTax.personalAllowance, '2026-04-06')).toContain('fa2023s5');
    expect(ids(incomeTax.higherRateLimit, '2025-04-06')).toContain('fa2023s6');
  });

  it('every citation has a full title in the metadata and an official or practice address', () => {
    expect(Object.keys(REFERENCE_TITLES).sort()).toEqual(Object.keys(CITATIONS).sort());
    for (const { title, href } of Object.values(CITATIONS)) {
      expect(title.length).toBeGreaterThan(0);
      expect(OFFICIAL.test(href) || PRACTICE_PAGE.test(href), href).toBe(true);
    }
  });

  it('bands are scales of thresholds and rates resolved from the parameters', () => {
    const { bands } = parametersFor('2026-27');
    expect(bands.nonSavings.map(({ from, rate }) => [from, rate])).toEqual([
      [0, 0.2],
      [37_700, 0.4],
      [125_140, 0.45],
    ]);
    expect(bands.dividends.map(({ from, rate }) => [from, rate])).toEqual([
      [0, 0.1075],
      [37_700, 0.3575],
      [125_140, 0.3935],
    ]);
    expect(bands.dividends[1]?.rateUse.references.map(({ title }) => title)).toContain(
      'GOV.UK: Budget 2025',
    );
  });

  it('the Scottish scale has six bands of taxable income, the higher thresholds extendable', () => {
    const { bands } = parametersFor('2026-27');
    expect(
      bands.scottishNonSavings.map(({ from, rate, extended }) => [from, rate, extended]),
    ).toEqual([
      [0, 0.19, false],
      [3_967, 0.2, false],
      [16_956, 0.21, true],
      [31_092, 0.42, true],
      [62_430, 0.45, true],
      [125_140, 0.48, true],
    ]);
    expect(parametersFor('2025-26').bands.scottishNonSavings.map(({ from }) => from)).toEqual([
      0, 2_827, 14_921, 31_092, 62_430, 125_140,
    ]);
    // The UK scales: every threshold above the basic rate band's start moves with pensions.
    expect(bands.nonSavings.map(({ extended }) => extended)).toEqual([false, true, true]);
  });

  it('the metadata has no entry without a parameter, in the parameter files’ order', () => {
    for (const [groupName, group, groupSources] of groups) {
      expect(Object.keys(groupSources), groupName).toEqual(Object.keys(group));
    }
    const exported = Object.keys(sources).filter((name) => name.endsWith('Sources'));
    expect(exported.sort()).toEqual(groups.map(([name]) => `${name}Sources`).sort());
  });

  it('runtime parameters carry only a unit, a short label and dated values', () => {
    for (const [groupName, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        const keys = Object.keys(parameter).filter((key) => key !== 'label');
        expect(keys.sort(), `${groupName}.${name}`).toEqual(['unit', 'values']);
      }
    }
  });

  it('every parameter has a finite value for each tax year (a schedule, on each of its dates)', () => {
    for (const [groupName, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        for (const date of datesOf(groupName, parameter)) {
          expect(Number.isFinite(valueAt(name, parameter, date)), name).toBe(true);
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

  it('2026-27 differs from 2025-26 only in dividend rates, Scottish bands, loan thresholds, the LEL, Child Benefit and Class 2', () => {
    const a = parametersFor('2025-26');
    const b = parametersFor('2026-27');
    expect(a.dividends).toMatchObject({ ordinaryRate: 0.0875, upperRate: 0.3375 });
    expect(b.dividends).toMatchObject({ ordinaryRate: 0.1075, upperRate: 0.3575 });
    expect(b.dividends.additionalRate).toBe(a.dividends.additionalRate);
    expect([a.employerNI.lowerEarningsLimit, b.employerNI.lowerEarningsLimit]).toEqual([
      6_500, 6_708,
    ]);
    expect({ ...b.employerNI, lowerEarningsLimit: 0 }).toEqual({
      ...a.employerNI,
      lowerEarningsLimit: 0,
    });
    // Scottish Budget 2026-27: starter band to £3,967 and basic band to £16,956 of taxable income
    // (£16,537 and £29,526 of income); higher bands and every rate unchanged.
    expect(a.scottishIncomeTax).toMatchObject({
      basicRateFrom: 2_827,
      intermediateRateFrom: 14_921,
    });
    expect(b.scottishIncomeTax).toEqual({
      ...a.scottishIncomeTax,
      basicRateFrom: 3_967,
      intermediateRateFrom: 16_956,
    });
    expect(b.studentLoans).toEqual({
      ...a.studentLoans,
      plan1Threshold: 26_900,
      plan2Threshold: 29_385,
      plan4Threshold: 33_795,
      plan5Repayable: 1,
    });
    // Child Benefit uprated by 3.8% (September 2025 CPI), to the nearest 5p.
    expect(b.childBenefit).toEqual({
      ...a.childBenefit,
      eldestChildWeekly: 27.05,
      otherChildWeekly: 17.9,
    });
    // The small profits threshold and voluntary Class 2, uprated by 3.8%.
    expect(b.selfEmployedNI).toEqual({
      ...a.selfEmployedNI,
      smallProfitsThreshold: 7_105,
      voluntaryClass2Weekly: 3.65,
    });
    const omit = [
      'selfEmployedNI',
      'childBenefit',
      'dividends',
      'employerNI',
      'scottishIncomeTax',
      'studentLoans',
      'taxYear',
      'uses',
      'bands',
    ];
    const rest = (p: object) =>
      Object.fromEntries(Object.entries(p).filter(([key]) => !omit.includes(key)));
    expect(rest(b)).toEqual(rest(a));
  });

  it('resolves the spec’s 2025-26 figures', () => {
    const p = parametersFor('2025-26');
    expect(p.incomeTax).toEqual({
      personalAllowance: 12_570,
      personalAllowanceIncomeLimit: 100_000,
      personalAllowanceTaperRate: 0.5,
      personalAllowanceRoundingStep: 1,
      marriageAllowanceShare: 0.1,
      marriageAllowanceRoundingStep: 10,
      basicRateBand: 37_700,
      higherRateLimit: 125_140,
      basicRate: 0.2,
      higherRate: 0.4,
      additionalRate: 0.45,
    });
    expect(p.selfEmployedNI).toEqual({
      class2: 0,
      smallProfitsThreshold: 6_845,
      voluntaryClass2Weekly: 3.5,
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
    expect(p.calculator.inputLimit).toBe(10_000_000);
  });

  it('hands out frozen parameters', () => {
    const p = parametersFor('2025-26');
    expect(Object.isFrozen(p.incomeTax)).toBe(true);
    expect(parametersFor('2025-26')).toBe(p);
  });
});
