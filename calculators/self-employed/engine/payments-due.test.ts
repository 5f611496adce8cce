import { describe, expect, it } from 'vitest';
import * as C from '../../../engine/parameters/citations.ts';
import { calculateSelfEmployed } from './calculate.ts';
import { explainSelfEmployed } from './working.ts';
import type { SelfEmployedInput } from './types.ts';

// 2025/26, income £50,000 less £5,000 of expenses: profit £45,000. Income tax (45,000 − 12,570) ×
// 20% = £6,486; Class 4 (45,000 − 12,570) × 6% = £1,945.80 → £1,946. The year's bill £8,432, so
// 2026/27's payments on account are £4,216 each (half of it, TMA 1970 s59A).
const trader = { income: 50_000, expenses: 5_000 };

interface Case {
  name: string;
  input: SelfEmployedInput;
  /** Each 2025/26 payment on account (31 January and 31 July 2026), from last year's bill. */
  instalment: number | null;
  /** 2025/26's bill less those two; below 0 a refund or credit. */
  balancing: number | null;
  /** What is paid on each of 31 Jan 2026, 31 Jul 2026, 31 Jan 2027, 31 Jul 2027. */
  totals: (number | null)[];
}

const cases: Case[] = [
  {
    // Not given: this year's two payments rest on last year's bill, so no figure; the next year's
    // £4,216 each are known. 31 Jan 2027 has an unknown balancing part, so no total.
    name: 'no previous bill',
    input: trader,
    instalment: null,
    balancing: null,
    totals: [null, null, null, 4_216],
  },
  {
    // £999.99 is under the £1,000 minimum (SI 1996/1654 reg 3): no payments on account for
    // 2025/26; balancing 8,432 − 0 = 8,432; with 2026/27's first 8,432 + 4,216 = 12,648.
    name: 'last year’s bill of £999.99',
    input: { ...trader, previousYearBill: 999.99 },
    instalment: 0,
    balancing: 8_432,
    totals: [0, 0, 12_648, 4_216],
  },
  {
    // Exactly £1,000 is not under the minimum: £500 each; 8,432 − 1,000 = 7,432; + 4,216 = 11,648.
    name: 'last year’s bill of £1,000',
    input: { ...trader, previousYearBill: 1_000 },
    instalment: 500,
    balancing: 7_432,
    totals: [500, 500, 11_648, 4_216],
  },
  {
    // Pence halve exactly: 2,345.67 / 2 = 1,172.835 → 1,172.84 each (rounded to the penny);
    // 8,432 − 2,345.68 = 6,086.32; + 4,216 = 10,302.32.
    name: 'last year’s bill in pence',
    input: { ...trader, previousYearBill: 2_345.67 },
    instalment: 1_172.84,
    balancing: 6_086.32,
    totals: [1_172.84, 1_172.84, 10_302.32, 4_216],
  },
  {
    // A lower bill than last year's: 10,000 / 2 = 5,000 each; 8,432 − 10,000 = −1,568, a credit,
    // set against 2026/27's first £4,216: 2,648 to pay on 31 January 2027.
    name: 'a bill lower than last year’s gives a credit',
    input: { ...trader, previousYearBill: 10_000 },
    instalment: 5_000,
    balancing: -1_568,
    totals: [5_000, 5_000, 2_648, 4_216],
  },
  {
    // Much lower: 8,432 − 20,000 = −11,568; with 4,216 the day's total is −7,352, HMRC's to repay.
    name: 'a bill far lower than last year’s gives a refund on the day',
    input: { ...trader, previousYearBill: 20_000 },
    instalment: 10_000,
    balancing: -11_568,
    totals: [10_000, 10_000, -7_352, 4_216],
  },
];

// A job of £100,000 beside the business: PAYE takes £27,432 (taken as last year's too). Last year's
// bill of 27,432 / 4 = £6,858 makes PAYE exactly 80% of 34,290: not more than 80%, so payments on
// account are due (TMA 1970 s59A(1)(d), SI 1996/1654 reg 4): £3,429 each. A penny less and PAYE is
// more than 80% (27,432 > 0.8 × 34,289.99 = 27,431.99): none.
const job = { ...trader, employmentIncome: 100_000 };
const atSource: { name: string; previousYearBill: number; instalment: number }[] = [
  { name: '80% exactly deducted at source', previousYearBill: 6_858, instalment: 3_429 },
  { name: 'just over 80% deducted at source', previousYearBill: 6_857.99, instalment: 0 },
];

describe('what is due on each date for a continuing trader', () => {
  it.each(cases)('$name', ({ input, instalment, balancing, totals }) => {
    const { paymentsDue } = calculateSelfEmployed(input, '2025-26');
    expect(paymentsDue.instalment).toBe(instalment);
    expect(paymentsDue.balancingPayment).toBe(balancing);
    expect(paymentsDue.dates.map(({ date }) => date)).toEqual([
      '2026-01-31',
      '2026-07-31',
      '2027-01-31',
      '2027-07-31',
    ]);
    expect(paymentsDue.dates.map(({ total }) => total)).toEqual(totals);
  });

  it.each(atSource)('$name', ({ previousYearBill, instalment }) => {
    const { employment, paymentsDue } = calculateSelfEmployed(
      { ...job, previousYearBill },
      '2025-26',
    );
    expect(employment?.taxDeductedAtSource).toBe(27_432);
    expect(paymentsDue.instalment).toBe(instalment);
  });

  it('names the year each payment belongs to, with or without last year’s bill', () => {
    for (const previousYearBill of [null, 10_000]) {
      const labels = calculateSelfEmployed(
        { ...trader, previousYearBill },
        '2025-26',
      ).paymentsDue.dates.flatMap(({ parts }) => parts.map(({ label }) => label));
      expect(labels.slice(0, 2).every((label) => label.includes('for 2025/26'))).toBe(true);
      expect(labels[2]).toMatch(/for 2025\/26/);
      expect(labels.slice(3).every((label) => label.includes('for 2026/27'))).toBe(true);
    }
    const [first] = calculateSelfEmployed(trader, '2025-26').paymentsDue.dates;
    expect(first?.parts[0]?.label).toContain('half your 2024/25 bill');
  });

  it('shows the balancing payment’s working, cited, only when last year’s bill is given', () => {
    const figure = (input: SelfEmployedInput) =>
      explainSelfEmployed(input, '2025-26').find(
        ({ figure }) => figure === 'paymentsDue.balancingPayment',
      );
    expect(figure(trader)).toBeUndefined();
    const working = figure({ ...trader, previousYearBill: 10_000 });
    expect(working?.value).toBe(-1_568);
    const references = working?.steps.flatMap((step) => step.references) ?? [];
    expect(references).toEqual(
      expect.arrayContaining([C.tma1970s59A, C.tma1970s59B, C.paymentsOnAccountGuide]),
    );
    expect(working?.steps.map((step) => step.text).join('\n')).toContain('refund');
  });
});
