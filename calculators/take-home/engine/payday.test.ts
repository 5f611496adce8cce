// PAYE's own arithmetic against HMRC's published figures: the test data HMRC issued with the
// specification for PAYE tax table routines (Notes for payroll software developers, December 2008,
// Annex B: pay adjustment, taxable pay and tax to date) and the worked example of the taxable pay
// tables (code 431L, month 4). Pay adjustments and taxable pay do not depend on the year's rates; the
// tax figures are all in the basic rate band at 20%, as they were then.
import { describe, expect, it } from 'vitest';
import { parametersFor } from '../../../engine/parameters/testing.ts';
import { takeHomeParameters } from './figures.ts';
import {
  FREQUENCIES,
  bandTo,
  loanRepayment,
  payAdjustment,
  paydayNI,
  paydayTax,
  ratePenceNI,
} from './payday.ts';
import { parseTaxCode, type TaxCode } from './tax-code.ts';

const p = takeHomeParameters('2025-26');
const code = (text: string): TaxCode => {
  const reading = parseTaxCode(text);
  if (!reading.ok) throw new Error(reading.reason);
  return reading.code;
};
const weekly = FREQUENCIES.weekly;
const monthly = FREQUENCIES.monthly;

describe('pay adjustments (Tables A) and taxable pay', () => {
  // [code, period, weekly?, gross pay to date, pay adjustment, taxable pay, tax to date]
  const hmrcTestData: [string, number, boolean, number, number, number, number][] = [
    // 510: one block of 500 and 10: (10×10+9)/52 = 2.0961… → 2.10; 5,000/52 = 96.153… → 96.16;
    // (2.10 + 96.16) × 8 = 786.08; 2,046.15 − 786.08 = 1,260.07 → £1,260 × 20% = 252.00.
    ['510L', 8, true, 2046.15, 786.08, 1260.07, 252.0],
    // (2.10 + 96.16) × 29 = 2,849.54; 3,091.22 − 2,849.54 = 241.68 → £241 × 20% = 48.20.
    ['510L', 29, true, 3091.22, 2849.54, 241.68, 48.2],
    // 560: 500 and 60: 609/12 = 50.75; 5,000/12 = 416.666… → 416.67; (50.75 + 416.67) × 3 = 1,402.26;
    // 2,750 − 1,402.26 = 1,347.74 → £1,347 × 20% = 269.40.
    ['560T', 3, false, 2750.0, 1402.26, 1347.74, 269.4],
    // (50.75 + 416.67) × 10 = 4,674.20; 21,287.75 − 4,674.20 = 16,613.55 → £16,613 × 20% = 3,322.60.
    ['560T', 10, false, 21287.75, 4674.2, 16613.55, 3322.6],
    // K255 adds pay: 2,559/12 = 213.25 × 5 = 1,066.25; 6,023.66 + 1,066.25 = 7,089.91 → £7,089 × 20%.
    ['K255', 5, false, 6023.66, 1066.25, 7089.91, 1417.8],
  ];
  it.each(hmrcTestData)(
    '%s in period %i matches HMRC’s test data',
    (text, period, isWeekly, payToDate, adjustment, taxable, tax) => {
      const c = code(text);
      const frequency = isWeekly ? weekly : monthly;
      expect(payAdjustment(c.number, period, frequency.perYear, p).pence).toBe(
        Math.round(adjustment * 100),
      );
      const result = paydayTax(
        c,
        p.bands.nonSavings,
        Math.round(payToDate * 100),
        period,
        frequency,
        false,
        { payToDate: 0, taxToDate: 0 },
        p,
      );
      expect(result.taxablePounds).toBe(Math.floor(taxable));
      expect(result.due).toBe(Math.round(tax * 100));
    },
  );

  it('the taxable pay tables’ worked example: code 431L in month 4 has free pay of £1,439.68', () => {
    // 4,319/12 = 359.916… → 359.92 × 4 = 1,439.68; pay to date 3,400 → taxable £1,960.
    expect(payAdjustment(431, 4, 12, p).pence).toBe(143_968);
  });

  it('1257L: £1,048.26 free a month and £241.92 a week; a code of exactly 500 is one remainder of 500', () => {
    // Month: 2,579/12 = 214.916… → 214.92, + 2 × 416.67 = 1,048.26 (the year: 12,579.12).
    expect(payAdjustment(1257, 1, 12, p).pence).toBe(104_826);
    expect(payAdjustment(1257, 12, 12, p).pence).toBe(1_257_912);
    // Week: 2,579/52 = 49.596… → 49.60, + 2 × 96.16 = 241.92.
    expect(payAdjustment(1257, 1, 52, p).pence).toBe(24_192);
    // 500: 5,009/52 = 96.326… → 96.33 (no block); 1000: 96.33 + 96.16.
    expect(payAdjustment(500, 1, 52, p).pence).toBe(9_633);
    expect(payAdjustment(1000, 1, 52, p).pence).toBe(9_633 + 9_616);
    expect(payAdjustment(0, 5, 12, p).pence).toBe(0);
  });

  it('the bands to date are the year’s × periods / 52 or 12, rounded up to a pound', () => {
    // 37,700 / 12 = 3,141.67 → 3,142; × 2 / 12 = 6,283.33 → 6,284; 37,700 / 52 = 725; × 3 = 2,175.
    expect(bandTo(37_700, 1, 12)).toBe(3_142);
    expect(bandTo(37_700, 2, 12)).toBe(6_284);
    expect(bandTo(37_700, 1, 52)).toBe(725);
    expect(bandTo(37_700, 12, 12)).toBe(37_700);
  });
});

describe('National Insurance per payday', () => {
  it('rounds to the nearest penny with a halfpenny or less dropped', () => {
    // £0.25 × 2% = 0.5p → 0p; £0.26 × 2% = 0.52p → 1p; £0.10 × 15% = 1.5p → 1p; £0.11 × 15% = 1.65p → 2p.
    expect(ratePenceNI(25, 0.02)).toBe(0);
    expect(ratePenceNI(26, 0.02)).toBe(1);
    expect(ratePenceNI(10, 0.15)).toBe(1);
    expect(ratePenceNI(11, 0.15)).toBe(2);
  });

  it.each([
    // [year, pay a month, employee, employer]
    // (2,500 − 1,048) × 8% = 116.16; (2,500 − 417) × 15% = 312.45.
    ['2025-26', 2_500, 116.16, 312.45],
    // (4,189 − 1,048) × 8% = 251.28; 144.33 × 2% = 2.8866 → 2.89; (4,333.33 − 417) × 15% = 587.4495 → 587.45.
    ['2026-27', 4_333.33, 254.17, 587.45],
    // At the primary threshold: nothing; (1,048 − 417) × 15% = 94.65.
    ['2025-26', 1_048, 0, 94.65],
  ] as const)('%s: £%s in a month', (year, pay, employee, employer) => {
    const ni = paydayNI(Math.round(pay * 100), monthly, false, takeHomeParameters(year));
    expect(ni.employee / 100).toBe(employee);
    expect(ni.employer / 100).toBe(employer);
  });

  it('a fortnight’s and four weeks’ thresholds are the week’s times two and four', () => {
    // (1,000 − 2 × 242) × 8% = 41.28; four weeks: (2,000 − 968) × 8% = 82.56.
    expect(paydayNI(100_000, FREQUENCIES.fortnightly, false, p).employee).toBe(4_128);
    expect(paydayNI(200_000, FREQUENCIES['four-weekly'], false, p).employee).toBe(8_256);
  });

  it('over State Pension age only the employer pays', () => {
    const ni = paydayNI(250_000, monthly, true, p);
    expect(ni.employee).toBe(0);
    expect(ni.employer).toBe(31_245);
  });
});

describe('student loans per payday', () => {
  it.each([
    // [plan, year, weekly?, pay, repayment]: threshold = year's × 1/12 (or /52), down to a penny.
    // 26,065/12 = 2,172.083 → 2,172.08; (3,333.33 − 2,172.08) × 9% = 104.51 → £104.
    ['plan1', '2025-26', false, 3_333.33, 104],
    // 28,470/52 = 547.50; (700 − 547.50) × 9% = 13.725 → £13.
    ['plan2', '2025-26', true, 700, 13],
    // 21,000/52 = 403.846 → 403.84; (500 − 403.84) × 6% = 5.7696 → £5.
    ['postgraduate', '2026-27', true, 500, 5],
    // 25,000/12 = 2,083.333 → 2,083.33; (2,083.33 − 2,083.33) → £0.
    ['plan5', '2026-27', false, 2_083.33, 0],
  ] as const)('%s in %s', (plan, year, isWeekly, pay, repayment) => {
    const r = loanRepayment(
      plan,
      Math.round(pay * 100),
      isWeekly ? weekly : monthly,
      takeHomeParameters(year),
    );
    expect(r.pence / 100).toBe(repayment);
  });
});

describe('the resolver', () => {
  it('reads the same values as every group resolved at once', () => {
    const all = parametersFor('2026-27');
    const mine = takeHomeParameters('2026-27');
    expect(mine.incomeTax).toEqual(all.incomeTax);
    expect(mine.paye).toEqual(all.paye);
    expect(mine.classOnePeriods).toEqual(all.classOnePeriods);
  });
});
