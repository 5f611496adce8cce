// Capital gains tax: named boundary cases for each year with the arithmetic in a comment, then
// HMRC's own worked examples run through the same rules with the figures of their years.
//
// Both years: annual exempt amount £3,000 (TCGA 1992 s1K); 18% within what income leaves of the
// £37,700 basic rate band, 24% above it (s1H, s1I); personal allowance £12,570, less half of income
// over £100,000. Business Asset Disposal Relief: 14% in 2025-26, 18% in 2026-27 (s169N, Finance Act
// 2025 s8), on up to £1,000,000 of gains in a lifetime.
import { describe, expect, it } from 'vitest';
import type * as clean from '../../../engine/index.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { TAX_YEARS } from '../../../engine/parameters/tax-years.ts';
import { pagesThatDiffer } from '../../../engine/testing.ts';
import { daysAfter } from './dates.ts';
import {
  calculateCapitalGains,
  capitalGainsRates,
  capitalGainsFigures,
  capitalGainsParameters,
  type CapitalGainsParameters,
} from './calculate.ts';
import type { CapitalGainsDisposal, CapitalGainsInput, CapitalGainsResult } from './types.ts';

/** A sale making `gain` (a loss when negative): bought for £100,000, sold for that plus the gain. */
function sale(gain: number, more: Partial<CapitalGainsDisposal> = {}): CapitalGainsDisposal {
  return { kind: 'other', proceeds: 100_000 + gain, cost: 100_000, ...more };
}

type Year = '2025-26' | '2026-27';

interface Case {
  name: string;
  input: CapitalGainsInput;
  /** The figures expected in both years. */
  expected: Partial<CapitalGainsResult>;
  /** Those that differ between the years (BADR's rate). */
  byYear?: Record<Year, Partial<CapitalGainsResult>>;
}

const cases: Case[] = [
  {
    // Income £30,000 leaves 37,700 − (30,000 − 12,570) = £20,270 of the band. Gain £3,000 − £3,000 = 0.
    name: 'a gain at the annual exempt amount',
    input: { income: 30_000, disposals: [sale(3_000)] },
    expected: {
      gains: 3_000,
      annualExemptAmount: { available: 3_000, used: 3_000 },
      taxableGains: 0,
      capitalGainsTax: 0,
    },
  },
  {
    // £2,999.99 is all covered: £2,999.99 of the exempt amount used, £0.01 of it unused.
    name: 'a gain just under the annual exempt amount',
    input: { income: 30_000, disposals: [sale(2_999.99)] },
    expected: {
      gains: 2_999.99,
      annualExemptAmount: { available: 3_000, used: 2_999.99 },
      taxableGains: 0,
      capitalGainsTax: 0,
    },
  },
  {
    // £3,000.01 − £3,000 = £0.01 at 18% = £0.0018, which is £0.00 to the penny.
    name: 'a gain a penny over the annual exempt amount',
    input: { income: 30_000, disposals: [sale(3_000.01)] },
    expected: { taxableGains: 0.01, capitalGainsTax: 0 },
  },
  {
    // £3,001 − £3,000 = £1 at 18% = £0.18.
    name: 'a gain a pound over the annual exempt amount',
    input: { income: 30_000, disposals: [sale(3_001)] },
    expected: { taxableGains: 1, capitalGainsTax: 0.18 },
  },
  {
    // Income £40,000: taxable 27,430, band left 10,270. Gain 23,270 − 3,000 = 20,270:
    // 10,270 × 18% = 1,848.60 + 10,000 × 24% = 2,400 → £4,248.60.
    name: 'a gain split across the basic and higher rate bands',
    input: { income: 40_000, disposals: [sale(23_270)] },
    expected: {
      band: {
        income: 40_000,
        personalAllowance: 12_570,
        taxableIncome: 27_430,
        basicRateBandLeft: 10_270,
      },
      taxableGains: 20_270,
      capitalGainsTax: 4_248.6,
    },
  },
  {
    // Income £50,270 is taxable 37,700: no band left. 10,000 × 24% = £2,400.
    name: 'income at the higher rate threshold: every gain at 24%',
    input: { income: 50_270, disposals: [sale(13_000)] },
    expected: { band: expect.objectContaining({ basicRateBandLeft: 0 }), capitalGainsTax: 2_400 },
  },
  {
    // Income £50,269: £1 of band left. £1 × 18% + 9,999 × 24% = 0.18 + 2,399.76 = £2,399.94.
    name: 'income a pound under the higher rate threshold',
    input: { income: 50_269, disposals: [sale(13_000)] },
    expected: {
      band: expect.objectContaining({ basicRateBandLeft: 1 }),
      capitalGainsTax: 2_399.94,
    },
  },
  {
    // Income £10,000 is under the allowance: the whole £37,700 is left. 40,700 − 3,000 = 37,700 × 18%
    // = £6,786; £1 more would be at 24%.
    name: 'no taxable income: the whole band at 18%',
    input: { income: 10_000, disposals: [sale(40_700)] },
    expected: {
      band: expect.objectContaining({ basicRateBandLeft: 37_700 }),
      capitalGainsTax: 6_786,
    },
  },
  {
    // Income £110,000: allowance 12,570 − 5,000 = 7,570; taxable 102,430. 10,000 × 24% = £2,400.
    name: 'income in the allowance taper',
    input: { income: 110_000, disposals: [sale(13_000)] },
    expected: {
      band: {
        income: 110_000,
        personalAllowance: 7_570,
        taxableIncome: 102_430,
        basicRateBandLeft: 0,
      },
      capitalGainsTax: 2_400,
    },
  },
  {
    // BADR gain £50,000 alone; income £30,000 (band left 20,270). 50,000 − 3,000 = 47,000 at BADR's
    // rate: 2025-26 × 14% = £6,580; 2026-27 × 18% = £8,460.
    name: 'BADR within the lifetime limit',
    input: { income: 30_000, disposals: [sale(50_000, { badr: true })] },
    expected: { badr: { usedBefore: 0, usedThisYear: 50_000, left: 950_000 } },
    byYear: {
      '2025-26': {
        charge: {
          badr: { amount: 47_000, rate: 0.14, tax: 6_580 },
          basicRate: { amount: 0, rate: 0.18, tax: 0 },
          higherRate: { amount: 0, rate: 0.24, tax: 0 },
        },
        capitalGainsTax: 6_580,
      },
      '2026-27': {
        charge: {
          badr: { amount: 47_000, rate: 0.18, tax: 8_460 },
          basicRate: { amount: 0, rate: 0.18, tax: 0 },
          higherRate: { amount: 0, rate: 0.24, tax: 0 },
        },
        capitalGainsTax: 8_460,
      },
    },
  },
  {
    // £950,000 used before: the £50,000 gain takes the limit exactly; none left.
    name: 'BADR reaching the lifetime limit exactly',
    input: { income: 60_000, badrLifetimeUsed: 950_000, disposals: [sale(50_000, { badr: true })] },
    expected: {
      disposals: [expect.objectContaining({ gain: 50_000, badrGain: 50_000 })],
      badr: { usedBefore: 950_000, usedThisYear: 50_000, left: 0 },
    },
    // 47,000 × 14% = 6,580; × 18% = 8,460.
    byYear: { '2025-26': { capitalGainsTax: 6_580 }, '2026-27': { capitalGainsTax: 8_460 } },
  },
  {
    // £980,000 used before: £20,000 at BADR's rate, £30,000 at the main rates. Income £60,000 leaves
    // no band. The exempt amount comes off the 24% gain: 20,000 × 14% = 2,800 + 27,000 × 24% = 6,480
    // → £9,280; in 2026-27 20,000 × 18% = 3,600 + 6,480 → £10,080.
    name: 'BADR beyond the lifetime limit',
    input: { income: 60_000, badrLifetimeUsed: 980_000, disposals: [sale(50_000, { badr: true })] },
    expected: {
      disposals: [expect.objectContaining({ gain: 50_000, badrGain: 20_000 })],
      badr: { usedBefore: 980_000, usedThisYear: 20_000, left: 0 },
    },
    byYear: { '2025-26': { capitalGainsTax: 9_280 }, '2026-27': { capitalGainsTax: 10_080 } },
  },
  {
    // Income £30,000 leaves 20,270. BADR £15,000 and other £20,000: the exempt amount off the other
    // (17,000). BADR uses the band first: 20,270 − 15,000 = 5,270 for the other at 18% = 948.60,
    // 11,730 at 24% = 2,815.20. BADR 15,000 × 14% = 2,100 → £5,863.80; × 18% = 2,700 → £6,463.80.
    name: 'BADR with other gains: BADR gains use the basic rate band first',
    input: {
      income: 30_000,
      disposals: [sale(20_000), sale(15_000, { badr: true })],
    },
    expected: {
      charge: expect.objectContaining({
        basicRate: { amount: 5_270, rate: 0.18, tax: 948.6 },
        higherRate: { amount: 11_730, rate: 0.24, tax: 2_815.2 },
      }),
    },
    byYear: {
      '2025-26': {
        charge: expect.objectContaining({ badr: { amount: 15_000, rate: 0.14, tax: 2_100 } }),
        capitalGainsTax: 5_863.8,
      },
      '2026-27': {
        charge: expect.objectContaining({ badr: { amount: 15_000, rate: 0.18, tax: 2_700 } }),
        capitalGainsTax: 6_463.8,
      },
    },
  },
  {
    // BADR £30,000 fills the 20,270 band left: the other £10,000 − 3,000 = 7,000 at 24% = 1,680;
    // BADR 30,000 × 14% = 4,200 → £5,880; × 18% = 5,400 → £7,080.
    name: 'BADR gains larger than the band left: other gains all at 24%',
    input: { income: 30_000, disposals: [sale(10_000), sale(30_000, { badr: true })] },
    expected: { charge: expect.objectContaining({ basicRate: { amount: 0, rate: 0.18, tax: 0 } }) },
    byYear: { '2025-26': { capitalGainsTax: 5_880 }, '2026-27': { capitalGainsTax: 7_080 } },
  },
  {
    // Losses of the year come off in full: 10,000 − 8,000 = 2,000, under the exempt amount, of which
    // only £2,000 is used (£1,000 of it wasted). Nothing carried forward.
    name: 'losses of the year that waste the exempt amount: not restricted',
    input: { income: 60_000, disposals: [sale(10_000), sale(-8_000)] },
    expected: {
      gains: 10_000,
      losses: {
        thisYear: 8_000,
        thisYearUsed: 8_000,
        broughtForward: 0,
        broughtForwardUsed: 0,
        carriedForward: 0,
      },
      annualExemptAmount: { available: 3_000, used: 2_000 },
      taxableGains: 0,
      capitalGainsTax: 0,
    },
  },
  {
    // Brought-forward losses only down to the exempt amount: 10,000 − 3,000 = 7,000 used of 20,000;
    // 13,000 carried forward.
    name: 'losses brought forward that would waste the exempt amount: restricted',
    input: { income: 60_000, lossesBroughtForward: 20_000, disposals: [sale(10_000)] },
    expected: {
      losses: {
        thisYear: 0,
        thisYearUsed: 0,
        broughtForward: 20_000,
        broughtForwardUsed: 7_000,
        carriedForward: 13_000,
      },
      annualExemptAmount: { available: 3_000, used: 3_000 },
      capitalGainsTax: 0,
    },
  },
  {
    // 20,000 − 5,000 (the year's) − 3,000 − 4,000 (brought forward, all needed) = 8,000 × 24% = £1,920.
    name: 'losses of the year and brought forward together',
    input: {
      income: 60_000,
      lossesThisYear: 5_000,
      lossesBroughtForward: 4_000,
      disposals: [sale(20_000)],
    },
    expected: {
      losses: {
        thisYear: 5_000,
        thisYearUsed: 5_000,
        broughtForward: 4_000,
        broughtForwardUsed: 4_000,
        carriedForward: 0,
      },
      taxableGains: 8_000,
      capitalGainsTax: 1_920,
    },
  },
  {
    // The year's £8,000 of losses is more than the £5,000 gain: 3,000 of it and all 2,000 brought
    // forward are carried on; the exempt amount is not used.
    name: 'losses of the year beyond the gains: carried forward',
    input: {
      income: 60_000,
      lossesThisYear: 8_000,
      lossesBroughtForward: 2_000,
      disposals: [sale(5_000)],
    },
    expected: {
      losses: {
        thisYear: 8_000,
        thisYearUsed: 5_000,
        broughtForward: 2_000,
        broughtForwardUsed: 0,
        carriedForward: 5_000,
      },
      annualExemptAmount: { available: 3_000, used: 0 },
      capitalGainsTax: 0,
    },
  },
  {
    // Income £60,000: no band. 60,000 − 3,000 = 57,000 × 24% = £13,680, all paid by the 60th day
    // after 10 September 2025: 9 November 2025; nothing left for 31 January.
    name: 'a residential property with its 60-day return',
    input: {
      income: 60_000,
      disposals: [sale(60_000, { kind: 'residential', completionDate: '2025-09-10' })],
    },
    expected: {
      capitalGainsTax: 13_680,
      residentialReturns: [
        {
          completionDate: '2025-09-10',
          dueDate: '2025-11-09',
          disposals: [0],
          notionalTax: 13_680,
          payment: 13_680,
          required: true,
        },
      ],
      balancingPayment: expect.objectContaining({ amount: 0 }),
    },
  },
  {
    // Band left 10,270. The year: 50,000 − 3,000 = 47,000: 10,270 × 18% = 1,848.60 + 36,730 × 24%
    // = 8,815.20 → £10,663.80. The return leaves the shares out: 30,000 − 3,000 = 27,000: 1,848.60 +
    // 16,730 × 24% = 4,015.20 → £5,863.80 by 29 August 2025; the shares' 20,000 × 24% = £4,800 is left
    // for 31 January.
    name: 'a residential property and shares: the 60-day payment counts the property alone',
    input: {
      income: 40_000,
      disposals: [
        sale(20_000),
        sale(30_000, { kind: 'residential', completionDate: '2025-06-30' }),
      ],
    },
    expected: {
      capitalGainsTax: 10_663.8,
      residentialReturns: [
        {
          completionDate: '2025-06-30',
          dueDate: '2025-08-29',
          disposals: [1],
          notionalTax: 5_863.8,
          payment: 5_863.8,
          required: true,
        },
      ],
      balancingPayment: expect.objectContaining({ amount: 4_800 }),
    },
  },
  {
    // Income £60,000. First return (1 June): 10,000 − 3,000 = 7,000 × 24% = 1,680. Second (20
    // November, two sales on one return): the year's residential gains 10,000 + 8,000 + 12,000 −
    // 3,000 = 27,000 × 24% = 6,480, less 1,680 paid = £4,800.
    name: 'residential properties on two days: each return pays the tax so far less what was paid',
    input: {
      income: 60_000,
      disposals: [
        sale(12_000, { kind: 'residential', completionDate: '2025-11-20' }),
        sale(10_000, { kind: 'residential', completionDate: '2025-06-01' }),
        sale(8_000, { kind: 'residential', completionDate: '2025-11-20' }),
      ],
    },
    expected: {
      capitalGainsTax: 6_480,
      residentialReturns: [
        {
          completionDate: '2025-06-01',
          dueDate: '2025-07-31',
          disposals: [1],
          notionalTax: 1_680,
          payment: 1_680,
          required: true,
        },
        {
          completionDate: '2025-11-20',
          dueDate: '2026-01-19',
          disposals: [0, 2],
          notionalTax: 6_480,
          payment: 4_800,
          required: true,
        },
      ],
      balancingPayment: expect.objectContaining({ amount: 0 }),
    },
  },
  {
    // The £2,500 gain is within the exempt amount: nothing to pay, so no return is needed.
    name: 'a residential gain within the exempt amount: no return',
    input: {
      income: 60_000,
      disposals: [sale(2_500, { kind: 'residential', completionDate: '2026-03-01' })],
    },
    expected: {
      capitalGainsTax: 0,
      residentialReturns: [
        {
          completionDate: '2026-03-01',
          dueDate: '2026-04-30',
          disposals: [0],
          notionalTax: 0,
          payment: 0,
          required: false,
        },
      ],
    },
  },
  {
    // Scottish income tax bands do not move the gains' band: income £50,000 is taxable 37,430 (a
    // Scottish higher rate taxpayer), leaving the UK band's 270. 13,000 − 3,000 = 10,000: 270 × 18%
    // = 48.60 + 9,730 × 24% = 2,335.20 → £2,383.80, as for anyone else.
    name: 'a Scottish taxpayer: gains use the UK bands',
    input: { income: 50_000, scottishTaxpayer: true, disposals: [sale(13_000)] },
    expected: {
      band: expect.objectContaining({ basicRateBandLeft: 270 }),
      capitalGainsTax: 2_383.8,
    },
  },
];

describe.each(['2025-26', '2026-27'] as const)('capital gains boundaries (%s)', (year) => {
  it.each(cases)('$name', ({ input, expected, byYear }) => {
    const result = calculateCapitalGains(input, year);
    expect(result).toMatchObject(expected);
    if (byYear) expect(result).toMatchObject(byYear[year]);
  });
});

describe('capital gains in 2027-28', () => {
  it('gives 2026-27’s figures: no rate, limit or allowance changes (only the 31 January moves)', () => {
    for (const { input } of cases) {
      const later = calculateCapitalGains(input, '2027-28');
      const before = calculateCapitalGains(input, '2026-27');
      expect(later).toEqual({
        ...before,
        balancingPayment: { ...before.balancingPayment, date: '2029-01-31' },
      });
    }
  });
});

describe('each year', () => {
  it.each(TAX_YEARS)('%s: the balancing payment is due on 31 January after the year', (year) => {
    const start = Number(year.slice(0, 4));
    expect(
      calculateCapitalGains({ income: 0, disposals: [sale(10_000)] }, year).balancingPayment.date,
    ).toBe(`${start + 2}-01-31`);
  });
});

describe('60 days after completion', () => {
  it.each([
    // Finance Act 2019 Sch 2 para 3(1)(b): the 60th day following the day of completion.
    ['2025-09-10', '2025-11-09'],
    ['2025-06-30', '2025-08-29'],
    // 31 January + 28 days of February 2026 + 31 of March + 1.
    ['2026-01-31', '2026-04-01'],
    // A leap year: 15 January 2028 + 16 + 29 (February) + 15.
    ['2028-01-15', '2028-03-15'],
    // Across the year's end.
    ['2025-12-15', '2026-02-13'],
  ])('%s → %s', (completion, due) => {
    expect(daysAfter(completion, 60)).toBe(due);
  });

  it('a residential sale without a completion date has a return but no due date', () => {
    const result = calculateCapitalGains(
      { income: 60_000, disposals: [sale(10_000, { kind: 'residential' })] },
      '2025-26',
    );
    expect(result.residentialReturns).toEqual([
      {
        completionDate: null,
        dueDate: null,
        disposals: [0],
        notionalTax: 1_680,
        payment: 1_680,
        required: true,
      },
    ]);
  });

  it('a residential loss completed before a gain lowers its payment; one completed after does not', () => {
    // Gain 30,000 on 1 August; loss 10,000 on 1 July (counted) or 1 September (not yet made).
    // Counted: 30,000 − 10,000 − 3,000 = 17,000 × 24% = 4,080. Not: 27,000 × 24% = 6,480.
    const run = (lossDay: string) =>
      calculateCapitalGains(
        {
          income: 60_000,
          disposals: [
            sale(30_000, { kind: 'residential', completionDate: '2025-08-01' }),
            sale(-10_000, { kind: 'residential', completionDate: lossDay }),
          ],
        },
        '2025-26',
      );
    expect(run('2025-07-01').residentialReturns[0]?.payment).toBe(4_080);
    expect(run('2025-09-01').residentialReturns[0]?.payment).toBe(6_480);
    // The year's tax is the same either way: 4,080; the rest is repaid on 31 January.
    expect(run('2025-09-01').capitalGainsTax).toBe(4_080);
    expect(run('2025-09-01').balancingPayment.amount).toBe(-2_400);
  });
});

/**
 * The rules with another year's figures: HMRC's manual works its examples in years long gone, so
 * the parameters are those of the example's year (its exempt amount, band, rates and allowance).
 */
function withFigures(
  capitalGains: Partial<CapitalGainsParameters['capitalGains']>,
  incomeTax: Partial<CapitalGainsParameters['incomeTax']>,
): CapitalGainsParameters {
  const base = capitalGainsParameters('2025-26');
  return {
    ...base,
    capitalGains: { ...base.capitalGains, ...capitalGains },
    incomeTax: { ...base.incomeTax, ...incomeTax },
  };
}

describe('HMRC’s worked examples', () => {
  // 2010-11: annual exempt amount £10,100, basic rate band £37,400, 18% and 28%, Entrepreneurs'
  // Relief 10%; a personal allowance of £6,475, added to the examples' taxable income.
  const y2010 = withFigures(
    {
      annualExemptAmount: 10_100,
      basicRate: 0.18,
      higherRate: 0.28,
      badrRate: 0.1,
      badrLifetimeLimit: 5_000_000,
    },
    { basicRateBand: 37_400, personalAllowance: 6_475 },
  );

  it('CG21205 example 1: a £30,000 gain on £20,000 of taxable income is £3,832', () => {
    // 30,000 − 10,100 = 19,900; band left 37,400 − 20,000 = 17,400 at 18%, 2,500 at 28%.
    const { result } = capitalGainsFigures(
      { income: 20_000 + 6_475, disposals: [sale(30_000)] },
      y2010,
    );
    expect(result.taxableGains).toBe(19_900);
    expect(result.charge.basicRate).toEqual({ amount: 17_400, rate: 0.18, tax: 3_132 });
    expect(result.charge.higherRate).toEqual({ amount: 2_500, rate: 0.28, tax: 700 });
    expect(result.capitalGainsTax).toBe(3_832);
  });

  it('CG21210: Entrepreneurs’ Relief gains use the band first; £3,832', () => {
    // £20,000 and £15,000 (relieved); taxable income £18,000. The exempt amount comes off the
    // £20,000 (9,900); the relieved £15,000 takes 15,000 of the 19,400 band left, 4,400 is left:
    // 15,000 × 10% + 4,400 × 18% + 5,500 × 28% = 1,500 + 792 + 1,540.
    const { result } = capitalGainsFigures(
      {
        income: 18_000 + 6_475,
        disposals: [sale(20_000), sale(15_000, { badr: true })],
      },
      y2010,
    );
    expect(result.charge).toEqual({
      badr: { amount: 15_000, rate: 0.1, tax: 1_500 },
      basicRate: { amount: 4_400, rate: 0.18, tax: 792 },
      higherRate: { amount: 5_500, rate: 0.28, tax: 1_540 },
    });
    expect(result.capitalGainsTax).toBe(3_832);
  });

  // 2014-15: annual exempt amount £11,000.
  const y2014 = withFigures({ annualExemptAmount: 11_000 }, {});

  it('CG18201: the year’s £3,500 of losses come off in full, below the exempt amount', () => {
    // 13,000 − 3,500 = 9,500, covered by the exemption (of which 1,500 goes unused).
    const { result } = capitalGainsFigures(
      { income: 0, disposals: [sale(13_000), sale(-3_500)] },
      y2014,
    );
    expect(result.losses).toMatchObject({
      thisYear: 3_500,
      thisYearUsed: 3_500,
      carriedForward: 0,
    });
    expect(result.annualExemptAmount.used).toBe(9_500);
    expect(result.capitalGainsTax).toBe(0);
  });

  it('CG18202: £3,500 brought forward, only £2,000 used; £1,500 carried forward', () => {
    const { result } = capitalGainsFigures(
      { income: 0, lossesBroughtForward: 3_500, disposals: [sale(13_000)] },
      y2014,
    );
    expect(result.losses).toMatchObject({
      broughtForward: 3_500,
      broughtForwardUsed: 2_000,
      carriedForward: 1_500,
    });
    expect(result.annualExemptAmount.used).toBe(11_000);
    expect(result.taxableGains).toBe(0);
  });
});

type Engine = typeof clean;

/** Sales of every kind, with BADR beyond its limit, losses of both kinds and two 60-day returns. */
const onAPage = (engine: Engine) => {
  const input: CapitalGainsInput = {
    income: 45_000,
    lossesThisYear: 1_500,
    lossesBroughtForward: 4_000,
    badrLifetimeUsed: 990_000,
    disposals: [
      { kind: 'other', proceeds: 60_000, cost: 20_000, costs: 600, badr: true },
      {
        kind: 'residential',
        proceeds: 280_000,
        cost: 210_000,
        costs: 4_500,
        completionDate: '2025-11-20',
      },
      { kind: 'residential', proceeds: 150_000, cost: 140_000, completionDate: '2025-06-02' },
      { kind: 'other', proceeds: 3_000, cost: 5_000 },
    ],
  };
  return {
    figures: engine.calculateCapitalGains(input, '2025-26'),
    working: engine.explainCapitalGains(input, '2026-27'),
    form: engine.parseCapitalGainsForm({
      income: '48k',
      disposals: [
        { proceeds: '£20,000', cost: '12k', badr: 'on' },
        { kind: 'residential', proceeds: '250k', cost: 'abc', completionDate: '14/08/2025' },
      ],
    }),
  };
};

describe('on a partner’s page whose scripts replace built-ins', () => {
  it('gives the same figures, working and form under Prototype 1.6 or throwing Array methods', async () => {
    expect(await pagesThatDiffer(onAPage)).toEqual([]);
  });
});

describe('capitalGainsRates', () => {
  it('quotes the year’s rates and limits as the figures use them, and refuses an unknown year', () => {
    // BADR's rate rises from 14% to 18% in 2026-27 (Finance Act 2025 s8); the rest stay.
    expect(capitalGainsRates('2025-26')).toMatchObject({
      annualExemptAmount: 3_000,
      basicRate: 0.18,
      higherRate: 0.24,
      badrRate: 0.14,
      badrLifetimeLimit: 1_000_000,
    });
    expect(capitalGainsRates('2026-27').badrRate).toBe(0.18);
    expect(() => capitalGainsRates('2099-00' as TaxYear)).toThrow(RangeError);
  });
});
