import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import type { DirectorInput, DirectorResult } from './types.ts';
import { directorParameters, directorTax } from './calculate.ts';
import { directorWorking } from './working.ts';

const p2025 = directorParameters('2025-26');
const p2026 = directorParameters('2026-27');

type Expected = Partial<Omit<DirectorResult, 'breakdown'>> & {
  breakdown?: Partial<DirectorResult['breakdown']>;
};

interface Case {
  name: string;
  input: DirectorInput;
  expected: Expected;
}

const director = (salary: number, dividends = 0, savings = 0): DirectorInput => ({
  salary,
  dividends,
  savings,
});

// Bands on taxable income (after the allowance): basic 0–37,700, higher to 125,140, additional above.
// Stacking: salary, then savings, then dividends. Employee NI 8% from 12,570 to 50,270, 2% above.
const cases2025: Case[] = [
  {
    // No income: every figure 0; the allowances are still reported.
    name: 'no income',
    input: director(0),
    expected: {
      totalIncome: 0,
      totalTax: 0,
      netIncome: 0,
      effectiveRate: 0,
      breakdown: {
        personalAllowance: 12_570,
        dividendAllowance: 500,
        savingsAllowance: 1_000,
        taxableIncome: 0,
      },
    },
  },
  {
    // Salary equal to the allowance and primary threshold: no tax, no NI.
    name: 'salary at the personal allowance (12,570)',
    input: director(12_570),
    expected: { salaryTax: 0, employeeNI: 0, totalTax: 0, netIncome: 12_570 },
  },
  {
    // Worked check: allowance against salary; dividends 37,700 taxable; first 500 nil-rate;
    // 37,200 × 8.75% = 3,255; rate 3,255 / 50,270 = 6.475% → 6.48.
    name: 'worked check: 12,570 salary + 37,700 dividends',
    input: director(12_570, 37_700),
    expected: {
      totalIncome: 50_270,
      salaryTax: 0,
      dividendTax: 3_255,
      employeeNI: 0,
      totalTax: 3_255,
      netIncome: 47_015,
      effectiveRate: 6.48,
      breakdown: { taxableIncome: 37_700, savingsAllowance: 1_000 },
    },
  },
  {
    // Allowance set against dividends when there is no salary: (50,270 − 12,570 − 500) × 8.75% = 3,255.
    name: 'dividends only (50,270)',
    input: director(0, 50_270),
    expected: { dividendTax: 3_255, salaryTax: 0, employeeNI: 0 },
  },
  {
    // Salary tax 37,700 × 20% = 7,540; NI 37,700 × 8% = 3,016; total 10,556; net 39,714;
    // rate 10,556 / 50,270 = 20.9986% → 21.
    name: 'salary at the higher rate threshold (50,270)',
    input: director(50_270),
    expected: {
      salaryTax: 7_540,
      employeeNI: 3_016,
      totalTax: 10_556,
      netIncome: 39_714,
      effectiveRate: 21,
    },
  },
  {
    // Taxable 87,430: 7,540 + 49,730 × 40% (19,892) = 27,432; NI 3,016 + 49,730 × 2% (994.60) = 4,010.60;
    // total 31,442.60; net 68,557.40; rate 31.4426% → 31.44.
    name: 'salary of 100,000 keeps the whole allowance',
    input: director(100_000),
    expected: {
      salaryTax: 27_432,
      employeeNI: 4_010.6,
      totalTax: 31_442.6,
      netIncome: 68_557.4,
      effectiveRate: 31.44,
      breakdown: { personalAllowance: 12_570, taxableIncome: 87_430 },
    },
  },
  {
    // Allowance 12,570 − 1 / 2 = 12,569.50, rounded up to 12,570 (ITA 2007 s35(3)); taxable 87,431;
    // tax 7,540 + 49,731 × 40% (19,892.40) = 27,432.40; NI 3,016 + 49,731 × 2% (994.62) = 4,010.62;
    // total 31,443.02; net 68,557.98; rate 31.4427% → 31.44.
    name: 'salary of 100,001: the half-pound taper rounds back up',
    input: director(100_001),
    expected: {
      salaryTax: 27_432.4,
      employeeNI: 4_010.62,
      totalTax: 31_443.02,
      netIncome: 68_557.98,
      effectiveRate: 31.44,
      breakdown: { personalAllowance: 12_570, taxableIncome: 87_431 },
    },
  },
  {
    // Allowance 12,570 − 3 / 2 = 12,568.50, rounded up to 12,569; taxable 87,434;
    // tax 7,540 + 49,734 × 40% (19,893.60) = 27,433.60.
    name: 'salary of 100,003: the taper takes whole pounds',
    input: director(100_003),
    expected: {
      salaryTax: 27_433.6,
      breakdown: { personalAllowance: 12_569, taxableIncome: 87_434 },
    },
  },
  {
    // Allowance 12,570 − 25,140 / 2 = 0; taxable 125,140: 7,540 + 87,440 × 40% (34,976) = 42,516;
    // NI 3,016 + 74,870 × 2% (1,497.40) = 4,513.40; total 47,029.40; net 78,110.60; rate 37.5814% → 37.58.
    name: 'salary at 125,140: allowance gone, top of the higher band',
    input: director(125_140),
    expected: {
      salaryTax: 42_516,
      employeeNI: 4_513.4,
      totalTax: 47_029.4,
      netIncome: 78_110.6,
      effectiveRate: 37.58,
      breakdown: { personalAllowance: 0, taxableIncome: 125_140, savingsAllowance: 500 },
    },
  },
  {
    // 42,516 + 9,874,860 × 45% (4,443,687) = 4,486,203; NI 3,016 + 9,949,730 × 2% (198,994.60)
    // = 202,010.60; total 4,688,213.60; net 5,311,786.40; rate 46.8821% → 46.88.
    name: 'salary at the input limit (10,000,000)',
    input: director(10_000_000),
    expected: {
      salaryTax: 4_486_203,
      employeeNI: 202_010.6,
      totalTax: 4_688_213.6,
      netIncome: 5_311_786.4,
      effectiveRate: 46.88,
      breakdown: { savingsAllowance: 0 },
    },
  },
  {
    // Dividends 50,000 taxable: 500 nil-rate; 37,200 × 8.75% = 3,255; 12,300 × 33.75% = 4,151.25;
    // 7,406.25 in all. Taxable 50,000 > 37,700, so the savings allowance is 500.
    name: 'dividends crossing into the higher band',
    input: director(12_570, 50_000),
    expected: { dividendTax: 7_406.25, breakdown: { savingsAllowance: 500 } },
  },
  {
    // The nil-rate band fills 0–500 of the basic band, so the last 200 sit above 37,700:
    // 37,200 × 8.75% = 3,255 + 200 × 33.75% = 67.50 → 3,322.50 (not 37,400 × 8.75% = 3,272.50).
    // Moving allowance to dividends would only push them up the bands: salary first is best here.
    name: 'dividend allowance still uses up the basic band',
    input: director(12_570, 37_900),
    expected: {
      salaryTax: 0,
      dividendTax: 3_322.5,
      breakdown: { allowanceSplit: { salary: 12_570, savings: 0, dividends: 0 } },
    },
  },
  {
    // Issue example (income tax only): salary first would tax 17,430 of dividends: 500 nil,
    // 16,930 × 8.75% = 1,481.38. The law's placement: 4,000 against savings, 8,570 against
    // dividends. Savings 6,000 taxable: 5,000 starting rate at 0%, 1,000 savings allowance at 0%.
    // Dividends 11,430 taxable from 6,000: 500 nil, 10,930 × 8.75% = 956.375 → 956.38.
    name: 'issue example: dividends 20,000 and savings 10,000 give 956.38, not 1,481.38',
    input: director(0, 20_000, 10_000),
    expected: {
      salaryTax: 0,
      savingsTax: 0,
      dividendTax: 956.38,
      totalTax: 956.38,
      breakdown: {
        taxableIncome: 17_430,
        allowanceSplit: { salary: 0, savings: 4_000, dividends: 8_570 },
      },
    },
  },
  {
    // Issue example (income tax only): salary first taxes 37,200 × 20% = 7,440 and puts the
    // dividends at 37,200–38,200: 500 nil, 500 × 33.75% = 168.75; 7,608.75. The law's placement:
    // 12,070 against salary, 500 against dividends. Salary 37,700 × 20% = 7,540; the other 500 of
    // dividends in the nil-rate band: 7,540.00. NI 37,200 × 8% = 2,976 is on salary either way.
    name: 'issue example: salary 49,770 and dividends 1,000 give 7,540.00, not 7,608.75',
    input: director(49_770, 1_000),
    expected: {
      salaryTax: 7_540,
      dividendTax: 0,
      employeeNI: 2_976,
      totalTax: 10_516,
      breakdown: { allowanceSplit: { salary: 12_070, savings: 0, dividends: 500 } },
    },
  },
  {
    // 50,000 salary + 1,000 dividends: 12,300 against salary (its 40% slice), 270 against dividends.
    // Salary 37,700 × 20% = 7,540; dividends 730 from 37,700: 500 nil, 230 × 33.75% = 77.625 → 77.63;
    // 7,617.63. Salary first: 7,486 + 168.75 = 7,654.75; 12,070 / 500: 7,540 + 230 × 40% = 7,632.
    name: 'allowance split to take salary out of the higher band',
    input: director(50_000, 1_000),
    expected: {
      salaryTax: 7_540,
      dividendTax: 77.63,
      breakdown: { allowanceSplit: { salary: 12_300, savings: 0, dividends: 270 } },
    },
  },
  {
    // Income 112,570: allowance 12,570 − 6,285 = 6,285, set against salary (6,285 taxable → 1,257).
    // Dividends occupy 6,285–106,285: 500 nil; 30,915 × 8.75% = 2,705.0625; 68,585 × 33.75%
    // = 23,147.4375; 25,852.50 in all.
    name: 'taper with dividends: allowance against salary first',
    input: director(12_570, 100_000),
    expected: {
      salaryTax: 1_257,
      dividendTax: 25_852.5,
      totalTax: 27_109.5,
      breakdown: { personalAllowance: 6_285, taxableIncome: 106_285 },
    },
  },
  {
    // No taxable non-savings income: 5,000 starting band at 0%, then 1,000 allowance, then
    // 4,000 × 20% = 800.
    name: 'savings use the starting rate band and the 1,000 allowance',
    input: director(12_570, 0, 10_000),
    expected: { savingsTax: 800, breakdown: { savingsAllowance: 1_000 } },
  },
  {
    // Salary taxable 7,430 removes the starting band; 1,000 allowance; 2,000 × 20% = 400.
    // Salary tax 7,430 × 20% = 1,486; NI 7,430 × 8% = 594.40; total 2,480.40.
    name: 'savings of a basic rate taxpayer',
    input: director(20_000, 0, 3_000),
    expected: { salaryTax: 1_486, savingsTax: 400, employeeNI: 594.4, totalTax: 2_480.4 },
  },
  {
    // Taxable 49,430 > 37,700: allowance 500; 1,500 × 40% = 600. Salary tax 7,540 + 9,730 × 40%
    // = 11,432; NI 3,016 + 9,730 × 2% = 3,210.60.
    name: 'savings of a higher rate taxpayer',
    input: director(60_000, 0, 2_000),
    expected: {
      salaryTax: 11_432,
      savingsTax: 600,
      employeeNI: 3_210.6,
      breakdown: { savingsAllowance: 500 },
    },
  },
  {
    // Income 151,000: no allowance; taxable 151,000 > 125,140: no savings allowance; 1,000 × 45% = 450.
    // Salary tax 7,540 + 34,976 + 24,860 × 45% (11,187) = 53,703.
    name: 'savings of an additional rate taxpayer',
    input: director(150_000, 0, 1_000),
    expected: {
      salaryTax: 53_703,
      savingsTax: 450,
      breakdown: { savingsAllowance: 0, personalAllowance: 0 },
    },
  },
];

function expectMatch(result: DirectorResult, expected: Expected): void {
  const { breakdown, ...money } = expected;
  expect(result).toMatchObject(money);
  if (breakdown) expect(result.breakdown).toMatchObject(breakdown);
}

describe('directorTax 2026-27 issue examples', () => {
  it('places the allowance where it saves most with the new dividend rates', () => {
    // Dividends 11,430 taxable after the same placement: 500 nil, 10,930 × 10.75% = 1,174.975 → 1,174.98.
    expectMatch(directorTax(director(0, 20_000, 10_000), p2026), {
      dividendTax: 1_174.98,
      savingsTax: 0,
      breakdown: { allowanceSplit: { salary: 0, savings: 4_000, dividends: 8_570 } },
    });
    // Salary 37,700 × 20% = 7,540; the other 500 of dividends nil-rate: 7,540 as in 2025-26.
    expectMatch(directorTax(director(49_770, 1_000), p2026), { salaryTax: 7_540, dividendTax: 0 });
  });
});

describe('directorTax 2025-26', () => {
  it.each(cases2025)('$name', ({ input, expected }) => {
    expectMatch(directorTax(input, p2025), expected);
  });
});

// 2026-27: the same bands and allowances; dividend ordinary 10.75%, upper 35.75%, additional 39.35%.
const cases2026: Case[] = [
  {
    // (50,270 − 12,570 allowance − 500 nil-rate) × 10.75% = 37,200 × 10.75% = 3,999.
    name: 'dividends only (50,270)',
    input: director(0, 50_270),
    expected: {
      dividendTax: 3_999,
      breakdown: { allowanceSplit: { salary: 0, savings: 0, dividends: 12_570 } },
    },
  },
  {
    // 500 nil at 0–500; 37,200 × 10.75% = 3,999 to 37,700; 200 × 35.75% = 71.50; 4,070.50.
    name: 'dividend allowance still uses up the basic band',
    input: director(12_570, 37_900),
    expected: { salaryTax: 0, dividendTax: 4_070.5 },
  },
  {
    // 12,300 against salary, 270 against dividends: salary 37,700 × 20% = 7,540; dividends 730 from
    // 37,700: 500 nil, 230 × 35.75% = 82.225 → 82.23.
    name: 'allowance split to take salary out of the higher band',
    input: director(50_000, 1_000),
    expected: {
      salaryTax: 7_540,
      dividendTax: 82.23,
      breakdown: { allowanceSplit: { salary: 12_300, savings: 0, dividends: 270 } },
    },
  },
  {
    // Allowance 12,570 − 6,285 = 6,285 against salary: 6,285 × 20% = 1,257. Dividends 6,285–106,285:
    // 500 nil; 30,915 × 10.75% = 3,323.3625; 68,585 × 35.75% = 24,519.1375; 27,842.50.
    name: 'taper with dividends',
    input: director(12_570, 100_000),
    expected: {
      salaryTax: 1_257,
      dividendTax: 27_842.5,
      breakdown: { personalAllowance: 6_285, taxableIncome: 106_285 },
    },
  },
  {
    // Allowance against savings: 10,000 − 12,570 leaves nothing taxable.
    name: 'savings within the allowance',
    input: director(0, 0, 10_000),
    expected: { savingsTax: 0, totalTax: 0 },
  },
];

describe('directorTax 2026-27 boundaries', () => {
  it.each(cases2026)('$name', ({ input, expected }) => {
    expectMatch(directorTax(input, p2026), expected);
  });
});

describe('directorTax 2026-27', () => {
  it('worked check: 12,570 salary + 37,700 dividends gives 3,999', () => {
    // 37,200 × 10.75% = 3,999.
    expectMatch(directorTax(director(12_570, 37_700), p2026), {
      dividendTax: 3_999,
      totalTax: 3_999,
    });
  });

  it('applies the new upper rate in the higher band', () => {
    // 37,200 × 10.75% = 3,999; 12,300 × 35.75% = 4,397.25; 8,396.25 in all.
    expectMatch(directorTax(director(12_570, 50_000), p2026), { dividendTax: 8_396.25 });
  });

  it('keeps the additional dividend rate at 39.35%', () => {
    // Dividends 200,000 on a 200,000 salary: all above 125,140 of taxable income, 500 nil-rate;
    // 199,500 × 39.35% = 78,503.25 in both years.
    const input = director(200_000, 200_000);
    expect(directorTax(input, p2026).dividendTax).toBe(78_503.25);
    expect(directorTax(input, p2025).dividendTax).toBe(78_503.25);
  });

  it('leaves salary tax, savings tax and NI unchanged', () => {
    const input = director(60_000, 20_000, 3_000);
    const before = directorTax(input, p2025);
    const after = directorTax(input, p2026);
    expect(after.salaryTax).toBe(before.salaryTax);
    expect(after.savingsTax).toBe(before.savingsTax);
    expect(after.employeeNI).toBe(before.employeeNI);
    expect(after.dividendTax).toBeGreaterThan(before.dividendTax);
  });
});

const money = fc.double({ min: 0, max: 10_000_000, noNaN: true });
const inputs = fc.record({ salary: money, dividends: money, savings: money });
const anyNumber = fc.oneof(fc.double(), fc.constantFrom(NaN, Infinity, -Infinity, -0));
const taxOf = (r: DirectorResult): number[] => [
  r.salaryTax,
  r.dividendTax,
  r.savingsTax,
  r.employeeNI,
  r.totalTax,
];

describe('directorTax properties', () => {
  it('returns finite figures and no negative tax for any input', () => {
    fc.assert(
      fc.property(anyNumber, anyNumber, anyNumber, (salary, dividends, savings) => {
        const result = directorTax({ salary, dividends, savings }, p2025);
        const { allowanceSplit, ...breakdown } = result.breakdown;
        const all = [...Object.values(result).filter((v) => typeof v === 'number')];
        all.push(...Object.values(breakdown), ...Object.values(allowanceSplit));
        for (const value of all) expect(Number.isFinite(value)).toBe(true);
        for (const value of taxOf(result)) expect(value).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('net income + total tax = total income, within a penny', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const r = directorTax(input, p2025);
        expect(Math.abs(r.netIncome + r.totalTax - r.totalIncome)).toBeLessThanOrEqual(0.01);
        const parts = r.salaryTax + r.dividendTax + r.savingsTax + r.employeeNI;
        expect(Math.abs(parts - r.totalTax)).toBeLessThanOrEqual(0.01);
      }),
    );
  });

  it('total tax never falls as any income rises', () => {
    const field = fc.constantFrom('salary', 'dividends', 'savings' as const);
    fc.assert(
      fc.property(inputs, field, money, (input, name, extra) => {
        const lower = directorTax(input, p2025);
        const higher = directorTax({ ...input, [name]: input[name] + extra }, p2025);
        expect(higher.totalTax).toBeGreaterThanOrEqual(lower.totalTax);
      }),
    );
  });

  it('2026-27 dividend tax is never below 2025-26', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        expect(directorTax(input, p2026).dividendTax).toBeGreaterThanOrEqual(
          directorTax(input, p2025).dividendTax,
        );
      }),
    );
  });

  it('the allowance shrinks by half the income above 100,000, in whole pounds, never below 0', () => {
    fc.assert(
      fc.property(inputs, (input) => {
        const { totalIncome, breakdown } = directorTax(input, p2025);
        const reduced = 12_570 - Math.max(0, totalIncome - 100_000) / 2;
        expect(Number.isInteger(breakdown.personalAllowance)).toBe(true);
        expect(breakdown.personalAllowance).toBeGreaterThanOrEqual(Math.max(0, reduced - 0.01));
        expect(breakdown.personalAllowance).toBeLessThan(Math.max(0, reduced) + 1);
      }),
    );
  });
});

describe('directorWorking', () => {
  it('shows the worked check step by step, each parameter with its value and source', () => {
    const working = directorWorking(director(12_570, 37_700), p2026);
    const figure = (name: string) => working.find(({ figure }) => figure === name);
    const dividends = figure('dividendTax');
    expect(dividends?.steps.map(({ text }) => text)).toEqual([
      'Taxable dividends £37,700.00 fill taxable income from £0.00 to £37,700.00, after salary and savings',
      '£500 at 0% (dividend allowance) = £0.00',
      '£37,200 at 10.75% (basic rate band) = £3,999.00',
    ]);
    const rate = dividends?.steps[2]?.parameters.find(
      ({ name }) => name === 'dividends.ordinaryRate',
    );
    expect(rate).toMatchObject({ value: 0.1075, label: 'dividend ordinary rate' });
    expect(rate?.references.map(({ title }) => title)).toContain('GOV.UK: Budget 2025');
    expect(figure('breakdown.allowanceSplit')?.steps.map(({ text }) => text)).toEqual([
      '£12,570.00 set against salary',
      '£0.00 set against savings income',
      '£0.00 set against dividends',
      'The allowance is set against the kinds of income in the way that leaves the least tax',
    ]);
    expect(figure('breakdown.allowanceSplit')?.steps[3]?.references[0]?.href).toBe(
      'https://www.legislation.gov.uk/ukpga/2007/3/section/25',
    );
  });

  it('says which part of the student loan PAYE takes and which the return collects', () => {
    const steps = (input: DirectorInput) =>
      directorWorking(input, p2025)
        .find(({ figure }) => figure === 'studentLoanRepayment')
        ?.steps.map(({ text }) => text);
    // Plan 2 2025-26 on 30,000 + 40,000 dividends: 9% × (70,000 − 28,470) = 3,737.70 → 3,737;
    // on the salary alone 9% × 1,530 = 137.70 → 137 through PAYE; 3,600 through the return.
    expect(steps({ ...director(30_000, 40_000), studentLoanPlans: ['plan2'] })).toContain(
      'Payroll takes £137 of it from the salary through PAYE; the other £3,600, for the dividends and interest, is paid through the tax return',
    );
    // Dividends of 2,000 or less do not count: PAYE takes it all.
    expect(steps({ ...director(30_000, 2_000), studentLoanPlans: ['plan2'] })).toContain(
      'Payroll takes all of it from the salary through PAYE',
    );
  });

  it('says the bands the dividends fall in are extended by pension contributions', () => {
    const working = directorWorking(
      { ...director(30_000, 40_000), pensionContributions: 10_000 },
      p2025,
    );
    const dividends = working.find(({ figure }) => figure === 'dividendTax');
    expect(dividends?.steps[1]?.text).toBe(
      'Gross pension contributions of £10,000 raise the basic rate band and the higher thresholds by £10,000',
    );
  });

  it('shows the taper and its rounding in the allowance', () => {
    // 100,003: 3 over the limit, half of it 1.50 withdrawn: 12,568.50, rounded up to 12,569.
    const working = directorWorking(director(100_003), p2025);
    const allowance = working.find(({ figure }) => figure === 'breakdown.personalAllowance');
    expect(allowance?.value).toBe(12_569);
    expect(allowance?.steps.map(({ text, amount }) => [text, amount])).toEqual([
      ['Personal allowance £12,570', 12_570],
      ['Adjusted net income £100,003 is £3 over £100,000; 50% of that, £1.50, is withdrawn', -1.5],
      ['Rounded up to a whole pound: £12,569', 0.5],
    ]);
  });
});

type Engine = typeof clean;

/** Its figures, working and form on inputs that reach what it does beyond the plain case. */
const onAPage = (engine: Engine) => {
  const input = {
    salary: 12_570,
    dividends: 40_000,
    savings: 3_000,
    studentLoanPlans: ['plan1', 'plan4'] as const,
    pensionContributions: 1_000,
  };
  return {
    figures: engine.calculateDirector(input, '2025-26'),
    working: engine.explainDirector(input, '2025-26'),
    form: engine.parseDirectorForm({ salary: '12,570', dividends: '1.2m', savings: 'abc' }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  });
});

interface PensionAgeCase {
  name: string;
  salary: number;
  dividends?: number;
  statePension?: number;
  overStatePensionAge: boolean;
  expected: Pick<
    DirectorResult,
    'totalIncome' | 'salaryTax' | 'dividendTax' | 'employeeNI' | 'totalTax' | 'netIncome'
  >;
}

// 2025-26, to the penny. Over State Pension age no employee Class 1 is due on the salary (SSCBA
// 1992 s6; the company's employer Class 1 is not this calculator's). A State Pension is non-savings
// income, taxed with the salary; £11,973 is a year of the full new State Pension (£230.25 × 52).
const pensionAgeCases: PensionAgeCase[] = [
  {
    // Tax (30,000 − 12,570) × 20% = 3,486; Class 1 17,430 × 8% = 1,394.40.
    name: 'under State Pension age: employee Class 1 on the salary',
    salary: 30_000,
    overStatePensionAge: false,
    expected: {
      totalIncome: 30_000,
      salaryTax: 3_486,
      dividendTax: 0,
      employeeNI: 1_394.4,
      totalTax: 4_880.4,
      netIncome: 25_119.6,
    },
  },
  {
    // The same salary over State Pension age: the tax alone.
    name: 'over State Pension age: no employee Class 1',
    salary: 30_000,
    overStatePensionAge: true,
    expected: {
      totalIncome: 30_000,
      salaryTax: 3_486,
      dividendTax: 0,
      employeeNI: 0,
      totalTax: 3_486,
      netIncome: 26_514,
    },
  },
  {
    // 12,570 + 11,973 = 24,543 − 12,570 = 11,973 × 20% = 2,394.60, with the salary's.
    name: 'a State Pension taxed with the salary',
    salary: 12_570,
    statePension: 11_973,
    overStatePensionAge: true,
    expected: {
      totalIncome: 24_543,
      salaryTax: 2_394.6,
      dividendTax: 0,
      employeeNI: 0,
      totalTax: 2_394.6,
      netIncome: 22_148.4,
    },
  },
  {
    // The allowance goes against the pension first (20% beats 8.75%): 11,973, then 597 against
    // dividends; 19,403 of dividends: 500 at 0%, 18,903 × 8.75% = 1,654.0125 → 1,654.01.
    name: 'a State Pension with dividends: the allowance against the pension first',
    salary: 0,
    dividends: 20_000,
    statePension: 11_973,
    overStatePensionAge: true,
    expected: {
      totalIncome: 31_973,
      salaryTax: 0,
      dividendTax: 1_654.01,
      employeeNI: 0,
      totalTax: 1_654.01,
      netIncome: 30_318.99,
    },
  },
];

describe('directorTax at State Pension age, 2025-26', () => {
  it.each(pensionAgeCases)(
    '$name',
    ({ salary, dividends, statePension, overStatePensionAge, expected }) => {
      const r = directorTax(
        { salary, dividends: dividends ?? 0, savings: 0, statePension, overStatePensionAge },
        directorParameters('2025-26'),
      );
      expect({
        totalIncome: r.totalIncome,
        salaryTax: r.salaryTax,
        dividendTax: r.dividendTax,
        employeeNI: r.employeeNI,
        totalTax: r.totalTax,
        netIncome: r.netIncome,
      }).toEqual(expected);
      expect(r.statePension).toBe(statePension ?? 0);
    },
  );

  it('says over State Pension age why there is no employee Class 1, citing the Act', () => {
    const working = directorWorking(
      { salary: 30_000, dividends: 0, savings: 0, statePension: 5_000, overStatePensionAge: true },
      directorParameters('2025-26'),
    );
    const ni = working.find((w) => w.figure === 'employeeNI');
    expect(ni?.steps[0]?.text).toBe(
      'Over State Pension age: no employee National Insurance on the salary; the company still pays employer’s Class 1 on it',
    );
    expect(ni?.steps[0]?.references.map((r) => r.title)).toEqual(['SSCBA 1992 s6(3)']);
    const tax = working.find((w) => w.figure === 'salaryTax');
    expect(tax?.label).toBe('Tax on salary and State Pension');
    expect(tax?.steps[0]?.references.map((r) => r.title)).toEqual(['ITEPA 2003 s577']);
  });
});

describe('what the tax return collects and its payments on account, 2025-26', () => {
  const director = (salary: number, dividends: number, more: Partial<DirectorInput> = {}) =>
    directorTax({ salary, dividends, savings: 0, ...more }, directorParameters('2025-26'));

  it('asks payments on account of the dividend tax when PAYE takes none', () => {
    // £12,570 of salary: PAYE takes nothing. £50,000 of dividends: £500 at 0%, £37,200 at 8.75%
    // = £3,255, £12,300 at 33.75% = £4,151.25; £7,406.25 through the return, half on each date.
    const r = director(12_570, 50_000);
    expect(r.taxDeductedAtSource).toBe(0);
    expect(r.selfAssessmentBill).toBe(7_406.25);
    expect(r.paymentsOnAccount).toEqual({
      due: true,
      instalment: 3_703.13,
      payments: [
        { date: '2026-01-31', amount: 3_703.13, label: 'First payment on account for 2025/26' },
        { date: '2026-07-31', amount: 3_703.13, label: 'Second payment on account for 2025/26' },
      ],
      firstYear: [
        {
          date: '2027-01-31',
          // £7,406.25 + £3,703.13
          amount: 11_109.38,
          label: 'Balancing payment for 2025/26 and first payment on account for 2026/27',
        },
        { date: '2027-07-31', amount: 3_703.13, label: 'Second payment on account for 2026/27' },
      ],
      limits: { minimumLiability: 1_000, deductedAtSourceShare: 0.8 },
    });
  });

  it('asks none under £1,000 through the return, and asks them from £1,000', () => {
    // 8.75% of (£11,900 − £500) = £997.50; of (£12,000 − £500) = £1,006.25.
    expect(director(12_570, 11_900).paymentsOnAccount.due).toBe(false);
    expect(director(12_570, 11_900).paymentsOnAccount.firstYear).toEqual([
      { date: '2027-01-31', amount: 997.5, label: 'Balancing payment for 2025/26' },
    ]);
    expect(director(12_570, 12_000).paymentsOnAccount).toMatchObject({
      due: true,
      // £1,006.25 ÷ 2 = £503.125
      instalment: 503.13,
    });
  });

  it('asks them when PAYE takes exactly 80% of the year’s tax, and not above it', () => {
    // £33,570 of salary: PAYE 20% of £21,000 = £4,200. £12,500 of dividends: 8.75% of £12,000 =
    // £1,050 through the return. £4,200 is 80% of £5,250, not more: due, £525 each.
    const at = director(33_570, 12_500);
    expect([at.taxDeductedAtSource, at.selfAssessmentBill]).toEqual([4_200, 1_050]);
    expect(at.paymentsOnAccount).toMatchObject({ due: true, instalment: 525 });
    // A pound more salary: PAYE £4,200.20 is more than 80% of £5,250.20 (£4,200.16): none.
    expect(director(33_571, 12_500).paymentsOnAccount).toMatchObject({ due: false, instalment: 0 });
  });

  it('collects the loan repayments payroll does not take through the return', () => {
    // Plan 2: PAYE takes 9% of (£30,000 − £28,470) = £137.70, £137; on £40,000 with the dividends,
    // 9% of £11,530 = £1,037.70, £1,037; the return collects £900 and the dividend tax, 8.75% of
    // £9,500 = £831.25: £1,731.25, with no payments on account (the tax is under £1,000).
    const r = director(30_000, 10_000, { studentLoanPlans: ['plan2'] });
    expect(r.taxDeductedAtSource).toBe(3_486);
    expect(r.studentLoanDeductedAtSource).toBe(137);
    expect(r.studentLoanRepayment).toBe(1_037);
    expect(r.selfAssessmentBill).toBe(1_731.25);
    expect(r.paymentsOnAccount.due).toBe(false);
  });

  it('explains the return and the instalments, citing the Act and the regulations', () => {
    const working = directorWorking(
      { salary: 12_570, dividends: 50_000, savings: 0 },
      directorParameters('2025-26'),
    );
    const poa = working.find(({ figure }) => figure === 'paymentsOnAccount.instalment');
    const bill = working.find(({ figure }) => figure === 'selfAssessmentBill');
    expect(bill?.value).toBe(7_406.25);
    expect(poa?.value).toBe(3_703.13);
    const cited = JSON.stringify(poa);
    expect(cited).toContain('TMA 1970 s59A');
    expect(cited).toContain('reg 4');
  });
});
