// The parameter files: every parameter described and cited, every source with its full title, and
// the values the calculators resolve.
import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import * as files from './files.ts';
import { dividends, incomeTax } from './income-tax.ts';
import { selfEmployedNI } from './national-insurance.ts';
import * as C from './citations.ts';
import {
  entryAt,
  reviewsMissing,
  unchanged,
  valueAt,
  type DocumentedCitation,
  type Entry,
  type Parameter,
  type ParameterGroup,
  type Unchanged,
} from './parameter.ts';
import { resolverFor } from './parameters-for.ts';
import { EVERY_GROUP, isParameterGroup, isSchedules, parametersFor } from './testing.ts';
import {
  PROVISIONAL_TAX_YEARS,
  TAX_YEARS,
  isTaxYear,
  taxYearAfter,
  taxYearStart,
} from './tax-years.ts';
import type { Citation } from '../types.ts';

// Every group the parameter files export, schedules included (the first test checks they are all
// found).
const groups = EVERY_GROUP;

// Every citation by name: each is declared with its full title.
const CITATIONS: Readonly<Record<string, DocumentedCitation>> = C;

/** The name a citation is exported under in citations.ts. */
function idOf(citation: Citation): string | undefined {
  return Object.keys(CITATIONS).find((id) => CITATIONS[id] === citation);
}

const OFFICIAL = /^https:\/\/www\.(gov\.uk|legislation\.gov\.uk)\//;
// The practice's own pages, cited for its prices and estimates beside the official ones.
const PRACTICE_PAGE = /^\/[a-z-]+$/;
// The input limit is the practice's own safeguard: no law or HMRC page sets it.
const PRACTICE_ONLY = new Set(['calculator.inputLimit', 'calculator.meaningfulDifference']);
// The practice's own figures: plain values, cited per parameter.
const PRACTICE_GROUPS = new Set([
  'expensePresets',
  'expenses',
  'payroll',
  'accountancyFees',
  'calculator',
]);
// Schedules of dates rather than a value for each tax year are checked on each of their own dates.
const datesOf = (parameter: Parameter) =>
  parameter.schedule ? Object.keys(parameter.values) : TAX_YEARS.map(taxYearStart);
const isPlain = (entry: Entry): entry is number => typeof entry === 'number';
const isReview = (entry: Entry): entry is Unchanged =>
  typeof entry === 'object' && 'unchanged' in entry;

describe('parameters', () => {
  it('files.ts names every file of this folder that exports a group, so every group is found', async () => {
    const listed = new Set<object>(Object.values(files));
    const unlisted: string[] = [];
    for (const name of readdirSync(import.meta.dirname)) {
      if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
      const file = (await import(`./${name}`)) as Readonly<Record<string, unknown>>;
      if (Object.values(file).some(isParameterGroup) && !listed.has(file)) unlisted.push(name);
    }
    expect(unlisted).toEqual([]);
    // The groups found are the ones a calculator reads, and the one schedule.
    expect(groups.map(([name]) => name)).toContain('incomeTax');
    expect(groups.filter(([, group]) => isSchedules(group)).map(([name]) => name)).toEqual([
      'makingTaxDigital',
    ]);
  });

  it('every parameter says what it is, beside its unit, label, sources and dated values', () => {
    for (const [groupName, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        const label = `${groupName}.${name}`;
        expect(parameter.description.trim().length, label).toBeGreaterThan(0);
        expect(parameter.description, label).toBe(parameter.description.trim());
        const known = ['description', 'unit', 'label', 'references', 'values', 'schedule'];
        expect(
          Object.keys(parameter).filter((key) => !known.includes(key)),
          label,
        ).toEqual([]);
        if (parameter.label !== undefined) expect(parameter.label.length, label).toBeGreaterThan(0);
      }
    }
  });

  it('each year’s tax values cite a gov.uk or legislation.gov.uk source; the practice’s figures cite theirs', () => {
    let count = 0;
    for (const [groupName, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        const label = `${groupName}.${name}`;
        const practice = PRACTICE_GROUPS.has(groupName);
        // A tax value carries its own sources; the practice's figures, plain values, are cited
        // once for all their values.
        for (const value of Object.values(parameter.values)) {
          expect(isPlain(value), label).toBe(practice);
        }
        expect(parameter.references !== undefined, label).toBe(practice);
        for (const date of datesOf(parameter)) {
          const { ref } = entryAt(label, parameter, date);
          // A source written out in place would have no full title.
          for (const citation of ref) expect(idOf(citation), label).toBeDefined();
          const hrefs = ref.map(({ href }) => href);
          for (const href of hrefs) {
            expect(OFFICIAL.test(href) || PRACTICE_PAGE.test(href), `${label}: ${href}`).toBe(true);
          }
          const cited = PRACTICE_ONLY.has(label) ? hrefs : hrefs.filter((h) => OFFICIAL.test(h));
          expect(cited.length, `${label} on ${date}`).toBeGreaterThan(0);
          count += 1;
        }
      }
    }
    expect(count).toBeGreaterThan(80);
  });

  it('the working cites each practice figure with its parameter’s sources', () => {
    const expected: Record<string, readonly Citation[]> = {
      expensePresets: [C.selfEmployedExpenses, C.practiceCalculators],
      expenses: [C.selfEmployedExpenses, C.practiceCalculators],
      payroll: [C.practicePayrollFees, C.runningPayroll],
      accountancyFees: [C.practiceFees, C.selfAssessmentReturns, C.companyAccountsAndTax],
      calculator: [C.practiceCalculators],
    };
    for (const year of TAX_YEARS) {
      const { uses } = parametersFor(year);
      for (const [groupName, group] of groups.filter(([name]) => PRACTICE_GROUPS.has(name))) {
        for (const name of Object.keys(group)) {
          const use = (uses as Readonly<Record<string, { references: readonly Citation[] }>>)[
            `${groupName}.${name}`
          ];
          expect(use?.references, `${groupName}.${name}`).toEqual(expected[groupName]);
        }
      }
    }
  });

  it('each dated value cites what set it', () => {
    const ids = (parameter: Parameter, date: string) => entryAt('p', parameter, date).ref.map(idOf);
    expect(ids(dividends.ordinaryRate, '2025-04-06')).toContain('hscla2021');
    expect(ids(dividends.ordinaryRate, '2026-04-06')).toContain('budget2025');
    expect(ids(dividends.upperRate, '2026-04-06')).not.toContain('hscla2021');
    expect(ids(incomeTax.personalAllowance, '2025-04-06')).toContain('fa2021s5');
    expect(ids(incomeTax.personalAllowance, '2026-04-06')).toContain('fa2023s5');
    expect(ids(incomeTax.higherRateLimit, '2025-04-06')).toContain('fa2023s6');
    // The self-employed figures come from the self-employed page and the Act, not the employers' page.
    for (const [name, parameter] of Object.entries(selfEmployedNI)) {
      for (const date of ['2025-04-06', '2026-04-06']) {
        expect(ids(parameter, date), `${name} ${date}`).not.toContain('employerRates2026');
        expect(ids(parameter, date), `${name} ${date}`).toContain('selfEmployedNI');
      }
    }
  });

  it('every citation has a short and a full title and an official or practice address', () => {
    expect(Object.keys(CITATIONS).length).toBeGreaterThan(70);
    for (const [id, citation] of Object.entries(CITATIONS)) {
      expect(Object.keys(citation).sort(), id).toEqual(['description', 'href', 'title']);
      expect(citation.title.length, id).toBeGreaterThan(0);
      expect(citation.description.length, id).toBeGreaterThanOrEqual(citation.title.length);
      expect(OFFICIAL.test(citation.href) || PRACTICE_PAGE.test(citation.href), id).toBe(true);
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

  it('property income is taxed at the main rates until property rates of its own begin in 2027-28', () => {
    for (const year of ['2025-26', '2026-27'] as const) {
      const { bands } = parametersFor(year);
      const rates = (scale: typeof bands.property) =>
        scale.map(({ from, rate, extended, aboveBasicRate }) => [
          from,
          rate,
          extended,
          aboveBasicRate,
        ]);
      expect(rates(bands.property), year).toEqual(rates(bands.nonSavings));
    }
    expect(parametersFor('2027-28').bands.property[0]?.rate).toBe(0.22);
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

  it('every parameter is reviewed for every tax year: a value, or an unchanged entry, on its first day', () => {
    const missing: string[] = [];
    for (const [groupName, group] of groups) {
      if (isSchedules(group)) continue;
      for (const year of TAX_YEARS)
        missing.push(...reviewsMissing(groupName, group, taxYearStart(year)));
    }
    expect(missing).toEqual([]);
  });

  it('a review says when it was made, and cites a source unless nothing has been announced yet', () => {
    for (const [groupName, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        for (const [date, entry] of Object.entries(parameter.values)) {
          if (!isReview(entry)) continue;
          const label = `${groupName}.${name} on ${date}`;
          expect(entry.reviewed, label).toMatch(/^\d{4}-\d{2}-\d{2}$/);
          expect(Number.isNaN(Date.parse(entry.reviewed)), label).toBe(false);
          // No source: not announced yet, so the year before's value is only assumed.
          if (entry.ref.length === 0) expect(entry.provisional, label).toBe(true);
        }
      }
    }
  });

  it('refuses a year a parameter has not been reviewed for, naming each such parameter', () => {
    const last = TAX_YEARS[TAX_YEARS.length - 1]!;
    const lastStart = taxYearStart(last);
    // Two parameters dated up to the year before the last, one of them reviewed for the last.
    const before = taxYearStart(TAX_YEARS[TAX_YEARS.length - 2]!);
    const group = {
      reviewed: {
        description: 'A parameter reviewed for every year',
        unit: 'rate',
        values: { [before]: 1, [lastStart]: unchanged('2026-01-01', C.ita2007s6) },
      },
      first: {
        description: 'Not reviewed for the last year',
        unit: 'rate',
        values: { [before]: 2 },
      },
      second: { description: 'Nor this', unit: 'rate', values: { [before]: 3 } },
    } satisfies ParameterGroup;
    const resolve = resolverFor({ incomeTax: group } as never);
    expect(() => resolve(last)).toThrow(
      new RangeError(
        `Tax year ${last} has not been reviewed for incomeTax.first, incomeTax.second: give each a value dated ${lastStart}, or an "unchanged" entry with the date it was reviewed and the source that says so`,
      ),
    );
    // Reviewed, the value before carries on with the review's source added.
    expect(entryAt('reviewed', group.reviewed, lastStart)).toEqual({
      value: 1,
      ref: [C.ita2007s6],
      provisional: false,
    });
    // The year after the last is not a year the engine has at all.
    expect(isTaxYear(taxYearAfter(last))).toBe(false);
  });

  it('lists as provisional exactly the years with a provisional value', () => {
    const provisional = TAX_YEARS.filter((year) =>
      groups.some(
        ([, group]) =>
          !isSchedules(group) &&
          Object.values(group).some(
            (parameter) => entryAt('p', parameter, taxYearStart(year)).provisional,
          ),
      ),
    );
    expect(provisional).toEqual(PROVISIONAL_TAX_YEARS);
    // A provisional value is marked where the working cites it.
    const { uses } = parametersFor(PROVISIONAL_TAX_YEARS[0]!);
    expect(uses['incomeTax.basicRate']?.provisional).toBe(true);
    expect(uses['incomeTax.personalAllowance']?.provisional).toBeUndefined();
  });

  it('every parameter has a finite value for each tax year (a schedule, on each of its dates)', () => {
    for (const [, group] of groups) {
      for (const [name, parameter] of Object.entries(group)) {
        for (const date of datesOf(parameter)) {
          expect(Number.isFinite(valueAt(name, parameter, date)), name).toBe(true);
        }
      }
    }
  });

  it('valueAt picks the latest value in force on the date', () => {
    const p: Parameter = {
      description: 'A test parameter',
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

  it('2026-27 differs from 2025-26 only in dividend rates, Scottish bands, loan thresholds, the LEL, Child Benefit, Class 2, the BADR rate and Blind Person’s Allowance', () => {
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
    // Business Asset Disposal Relief's rate: 14% for 2025-26, 18% from 2026-27 (Finance Act 2025 s8).
    expect(a.capitalGains.badrRate).toBe(0.14);
    expect(b.capitalGains).toEqual({ ...a.capitalGains, badrRate: 0.18 });
    // Blind Person's Allowance, uprated by CPI to the next £10.
    expect(b.paye).toEqual({ ...a.paye, blindPersonsAllowance: 3_250 });
    const omit = [
      'capitalGains',
      'paye',
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

  it('2027-28 differs from 2026-27 in the savings rates and the order the allowance is set in; the rest carries on', () => {
    const a = parametersFor('2026-27');
    const b = parametersFor('2027-28');
    // Finance Act 2026 s5: savings rates two points above the main rates.
    expect(b.savings).toEqual({
      ...a.savings,
      basicRate: 0.22,
      higherRate: 0.42,
      additionalRate: 0.47,
    });
    expect(b.bands.savings.map(({ from, rate }) => [from, rate])).toEqual([
      [0, 0.22],
      [37_700, 0.42],
      [125_140, 0.47],
    ]);
    // Finance Act 2026 s6: the allowance against income other than savings and dividends first.
    expect(b.incomeTax).toEqual({ ...a.incomeTax, allowanceAgainstOtherIncomeFirst: 1 });
    // Finance Act 2026: property income's own rates, two points above the main rates; the
    // finance-cost reduction at the property basic rate; the allowance kept.
    expect(b.property).toEqual({
      ...a.property,
      basicRate: 0.22,
      higherRate: 0.42,
      additionalRate: 0.47,
    });
    expect(b.bands.property.map(({ from, rate }) => [from, rate])).toEqual([
      [0, 0.22],
      [37_700, 0.42],
      [125_140, 0.47],
    ]);
    const rest = (p: object) =>
      Object.fromEntries(
        Object.entries(p).filter(
          ([key]) =>
            !['savings', 'incomeTax', 'property', 'taxYear', 'uses', 'bands'].includes(key),
        ),
      );
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
      allowanceAgainstOtherIncomeFirst: 0,
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
