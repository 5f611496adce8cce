// Named cases for each year, the arithmetic in a comment: PAYE payday by payday, NI per payday, the
// year settled. Monthly 1257L: free pay £1,048.26 a month; bands a month 37,700/12 → £3,142.
import { describe, expect, it } from 'vitest';
import { calculateTakeHome } from './figures.ts';
import type { TakeHomeInput } from './types.ts';

const YEARS = ['2025-26', '2026-27'] as const;
const both = (input: TakeHomeInput) => YEARS.map((year) => calculateTakeHome(input, year));

describe('1257L monthly', () => {
  it('£30,000: £290.20 or £290.40 a month, £3,484.00 a year; month 1 basis £3,482.40', () => {
    for (const r of both({ pay: 30_000 })) {
      // Month 1: 2,500 − 1,048.26 = 1,451.74 → £1,451 × 20% = 290.20. Month 2: 2,903.48 → £2,903 →
      // 580.60 − 290.20 = 290.40. Month 12: 30,000 − 12,579.12 = 17,420.88 → £17,420 × 20% = 3,484.00.
      expect(r.taxCode.code).toBe('1257L');
      expect(r.payslips[0]?.incomeTax).toBe(290.2);
      expect(r.payslips[1]?.incomeTax).toBe(290.4);
      expect(r.incomeTax).toBe(3_484);
      // (2,500 − 1,048) × 8% = 116.16 a month; × 12 = 1,393.92.
      expect(r.employeeNI).toBe(1_393.92);
      // The year: (30,000 − 12,570) × 20% = 3,486: PAYE's £9.12 more free pay and rounding leave £2.00.
      expect(r.afterTheYear?.taxOnPay).toBe(3_486);
      expect(r.afterTheYear?.difference).toBe(2);
      expect(r.takeHome).toBe(25_122.08);
      // Employer: (2,500 − 417) × 15% = 312.45 a month.
      expect(r.employer.employerNI).toBe(3_749.4);
      expect(r.employer.cost).toBe(33_749.4);
    }
    for (const year of YEARS) {
      const cumulative = calculateTakeHome({ pay: 30_000 }, year);
      const monthOne = calculateTakeHome({ pay: 30_000, taxCode: '1257L M1' }, year);
      // Month 1 basis: £1,451 × 20% = 290.20 every month = 3,482.40. The two agree but for whole
      // pounds: 12 × £0.74 dropped against £0.88 once, £8 of pay at 20% = £1.60.
      expect(monthOne.incomeTax).toBe(3_482.4);
      expect(Math.round((cumulative.incomeTax - monthOne.incomeTax) * 100)).toBe(160);
    }
  });

  it('£50,270: £628 a month, all in the basic rate band; NI £251.28', () => {
    for (const r of both({ pay: 50_270 })) {
      // 4,189.17 − 1,048.26 = 3,140.91 → £3,140 ≤ £3,142 → × 20% = 628.00. Year: 50,270 −
      // 12,579.12 = 37,690.88 → £37,690 × 20% = 7,538.00.
      expect(r.payslips[0]?.incomeTax).toBe(628);
      expect(r.incomeTax).toBe(7_538);
      // (4,189 − 1,048) × 8% = 251.28; 17p above the limit × 2% = 0.34p, dropped.
      expect(r.payslips[0]?.employeeNI).toBe(251.28);
      // Month 1 basis: £3,140 × 20% = 628.00 every month = 7,536.00 (£10 of pay lost to whole pounds).
      expect(calculateTakeHome({ pay: 50_270, taxCode: '1257L M1' }, '2025-26').incomeTax).toBe(
        7_536,
      );
    }
  });

  it('£100,000: higher rate from £3,142 a month; the next £1,000 meets the allowance taper', () => {
    for (const r of both({ pay: 100_000 })) {
      // 8,333.33 − 1,048.26 = 7,285.07 → £7,285: 3,142 × 20% + 4,143 × 40% = 628.40 + 1,657.20 = 2,285.60.
      expect(r.payslips[0]?.incomeTax).toBe(2_285.6);
      // Year: 87,420.88 → £87,420: 37,700 × 20% + 49,720 × 40% = 7,540 + 19,888 = 27,428.
      expect(r.incomeTax).toBe(27_428);
      // NI: 251.28 + (8,333.33 − 4,189) × 2% = 82.8866 → 82.89 = 334.17 a month.
      expect(r.payslips[0]?.employeeNI).toBe(334.17);
      expect(r.employeeNI).toBe(4_010.04);
      // The next £1,000: 40% + 20% for £500 of allowance lost + 2% NI = 62%, less pennies of PAYE rounding.
      expect(r.marginal.inAllowanceTaper).toBe(true);
      expect(r.marginal.rate).toBeCloseTo(62, 0);
      // The band from the limit to where the allowance is gone: 100,000 + 12,570 ÷ 50% = 125,140.
      expect(r.marginal.allowanceTaper).toEqual({ from: 100_000, to: 125_140 });
      expect(r.restoreAllowance).toBeNull();
    }
  });
});

describe('K code at the overriding limit', () => {
  it('K1250 on £600 a month: £300 each payday, the rest held back', () => {
    for (const r of both({ pay: 7_200, taxCode: 'K1250' })) {
      // Additional pay: 2,509/12 = 209.0833 → 209.09 + 2 × 416.67 = 1,042.43 a month. Month 1:
      // 600 + 1,042.43 = 1,642.43 → £1,642 × 20% = 328.40 > 50% of £600 = 300: £28.40 held back.
      expect(r.payslips[0]?.incomeTax).toBe(300);
      expect(r.payslips[0]?.heldBack).toBe(28.4);
      // Year: 7,200 + 12,509.16 = 19,709.16 → £19,709 × 20% = 3,941.80; taken 12 × 300 = 3,600.
      expect(r.incomeTax).toBe(3_600);
      expect(r.payslips[11]?.heldBack).toBe(341.8);
      // The code holds income the calculator cannot see: no year's tax is worked out.
      expect(r.afterTheYear?.taxOnPay).toBeNull();
    }
  });
});

describe('second jobs', () => {
  it('BR: £12,000 at 20% = £200 a month; no NI below £1,048 a month', () => {
    for (const r of both({ pay: 12_000, taxCode: 'BR' })) {
      expect(r.payslips[0]?.incomeTax).toBe(200);
      expect(r.incomeTax).toBe(2_400);
      expect(r.employeeNI).toBe(0);
      expect(r.afterTheYear).toBeNull();
    }
  });
  it('D0: £20,000 at 40% = £8,000; £1,666 × 40% = £666.40 in month 1', () => {
    for (const r of both({ pay: 20_000, taxCode: 'D0' })) {
      expect(r.payslips[0]?.incomeTax).toBe(666.4);
      expect(r.incomeTax).toBe(8_000);
      // (1,666.67 − 1,048) × 8% = 49.4936 → 49.49 a month.
      expect(r.payslips[0]?.employeeNI).toBe(49.49);
    }
  });
});

describe('Scotland and Wales', () => {
  it('S1257L on £30,000: starter, basic and intermediate bands a month', () => {
    // 2025-26: bands a month 2,827/12 → 236, 14,921/12 → 1,244: 236 × 19% + 1,008 × 20% + 207 × 21%
    // = 44.84 + 201.60 + 43.47 = 289.91. Year: 2,827 × 19% + 12,094 × 20% + 2,499 × 21% = 3,480.72.
    const [y2025, y2026] = both({ pay: 30_000, residence: 'scotland' });
    expect(y2025?.taxCode.code).toBe('S1257L');
    expect(y2025?.payslips[0]?.incomeTax).toBe(289.91);
    expect(y2025?.incomeTax).toBe(3_480.72);
    // 2026-27: 3,967/12 → 331, 16,956/12 → 1,413: 331 × 19% + 1,082 × 20% + 38 × 21% = 62.89 +
    // 216.40 + 7.98 = 287.27.
    expect(y2026?.payslips[0]?.incomeTax).toBe(287.27);
    expect(y2026?.incomeTax).toBe(3_448.97);
  });
  it('C1257L on £30,000: the Welsh rates, today the same as England’s', () => {
    for (const r of both({ pay: 30_000, taxCode: 'C1257L' })) {
      expect(r.taxCode.code).toBe('C1257L');
      expect(r.incomeTax).toBe(3_484);
    }
  });
});

describe('salary sacrifice across £100,000', () => {
  it('£104,000: code 1057T without; 5% sacrificed brings income to £98,800 and the full allowance back', () => {
    for (const year of YEARS) {
      const without = calculateTakeHome({ pay: 104_000 }, year);
      // Adjusted net income 104,000: allowance 12,570 − 2,000 = 10,570 → 1057T.
      expect(without.taxCode.code).toBe('1057T');
      // Sacrificing £4,000 restores the allowance: take-home falls £1,520.08 for £4,000 in the pension.
      expect(without.restoreAllowance?.sacrifice).toBe(4_000);
      expect(without.restoreAllowance?.takeHomeFalls).toBe(1_520.08);
      const sacrificed = calculateTakeHome(
        {
          pay: 104_000,
          pensionMethod: 'salary-sacrifice',
          pensionEmployeePercent: 5,
          pensionBasis: 'all-pay',
        },
        year,
      );
      // 5% of 8,666.67 = 433.33 a month; 5,199.96 a year; income 98,800.04 → 1257L.
      expect(sacrificed.taxCode.code).toBe('1257L');
      expect(sacrificed.adjustedNetIncome).toBe(98_800.04);
      // Employer NI saved: 433.33 × 15% = 64.9995 → 65.00 a month = 780.
      expect(sacrificed.employer.niSaving).toBe(780);
      // NI falls too: 433.33 × 2% = 8.67 a month less.
      expect(sacrificed.employeeNI).toBeLessThan(without.employeeNI);
      expect(sacrificed.restoreAllowance).toBeNull();
    }
  });
});

describe('student loans, every plan, on £40,000 monthly', () => {
  it.each([
    // 2025-26 thresholds a month: plan 1 2,172.08, plan 2 2,372.50, plan 4 2,728.75, PGL 1,750.
    // Pay 3,333.33: (3,333.33 − 2,172.08) × 9% = 104.51 → 104 × 12 = 1,248.
    ['2025-26', 'plan1', 1_248],
    // (3,333.33 − 2,372.50) × 9% = 86.47 → 86 × 12 = 1,032.
    ['2025-26', 'plan2', 1_032],
    // (3,333.33 − 2,728.75) × 9% = 54.41 → 54 × 12 = 648.
    ['2025-26', 'plan4', 648],
    // Plan 5 repayments start in April 2026.
    ['2025-26', 'plan5', 0],
    // (3,333.33 − 1,750) × 6% = 94.9998 → 94; the last month 3,333.37 → 95.0022 → 95: 1,129.
    ['2025-26', 'postgraduate', 1_129],
    // 2026-27: plan 1 26,900/12 = 2,241.66: 1,091.67 × 9% = 98.25 → 98 × 12 = 1,176.
    ['2026-27', 'plan1', 1_176],
    // 29,385/12 = 2,448.75: 884.58 × 9% = 79.61 → 79 × 12 = 948.
    ['2026-27', 'plan2', 948],
    // 33,795/12 = 2,816.25: 517.08 × 9% = 46.53 → 46 × 12 = 552.
    ['2026-27', 'plan4', 552],
    // 25,000/12 = 2,083.33: 1,250.00 × 9% = 112.50 → 112 × 12 = 1,344.
    ['2026-27', 'plan5', 1_344],
    ['2026-27', 'postgraduate', 1_129],
  ] as const)('%s %s: £%i', (year, plan, repaid) => {
    expect(calculateTakeHome({ pay: 40_000, studentLoanPlans: [plan] }, year).studentLoan).toBe(
      repaid,
    );
  });
});

describe('week 53', () => {
  it('£600 a week with a 53rd payday: taxed on its own on the week 1 table', () => {
    for (const r of both({ pay: 600, per: 'week', frequency: 'weekly', extraPayday: true })) {
      // Week 1 free pay: 2,579/52 → 49.60 + 2 × 96.16 = 241.92; 600 − 241.92 = 358.08 → £358 × 20% = 71.60.
      expect(r.paydays).toBe(53);
      expect(r.payslips[52]?.taxPeriod).toBe('Week 53');
      expect(r.payslips[52]?.basis).toBe('extra payday');
      expect(r.payslips[52]?.incomeTax).toBe(71.6);
      // Weeks 1–52: 31,200 − 12,579.84 = 18,620.16 → £18,620 × 20% = 3,724.00; + 71.60 = 3,795.60.
      expect(r.incomeTax).toBe(3_795.6);
      // The year's 53 paydays are £31,800: (31,800 − 12,570) × 20% = 3,846: £50.40 left to pay.
      expect(r.afterTheYear?.difference).toBe(50.4);
      // NI: (600 − 242) × 8% = 28.64 × 53 = 1,517.92.
      expect(r.employeeNI).toBe(1_517.92);
    }
  });
});

describe('pensions, allowances and the charge', () => {
  it('relief at source: 5% of qualifying earnings, 80% from pay, higher rate relief after the year', () => {
    for (const r of both({
      pay: 60_000,
      pensionMethod: 'relief-at-source',
      pensionEmployeePercent: 5,
      pensionEmployerPercent: 3,
    })) {
      // Qualifying earnings a month: 4,189 − 520 = 3,669 → 5% = 183.45 gross, 146.76 from pay.
      expect(r.payslips[0]?.pension).toBe(146.76);
      expect(r.pension.employee).toBe(2_201.4);
      expect(r.pension.reliefAtSource).toBe(440.28);
      // The band widens by £2,201.40: £2,201.40 × (40% − 20%) = 440.28 through the code or a return.
      expect(r.afterTheYear?.higherRateRelief).toBe(440.28);
      expect(r.employer.employerPension).toBe(1_320.84);
    }
  });
  it('Marriage Allowance and Blind Person’s Allowance go into the code', () => {
    expect(
      calculateTakeHome({ pay: 30_000, marriageAllowance: 'receive' }, '2025-26').taxCode.code,
    ).toBe('1383M');
    expect(
      calculateTakeHome({ pay: 30_000, marriageAllowance: 'transfer' }, '2025-26').taxCode.code,
    ).toBe('1131N');
    // 12,570 + 3,130 = 15,700 → 1570L; 2026-27: + 3,250 → 1582L.
    expect(
      calculateTakeHome({ pay: 30_000, blindPersonsAllowance: true }, '2025-26').taxCode.code,
    ).toBe('1570L');
    expect(
      calculateTakeHome({ pay: 30_000, blindPersonsAllowance: true }, '2026-27').taxCode.code,
    ).toBe('1582L');
    // A higher rate taxpayer cannot receive it: the code stays 1257L and says why.
    const higher = calculateTakeHome({ pay: 60_000, marriageAllowance: 'receive' }, '2025-26');
    expect(higher.taxCode.code).toBe('1257L');
  });
  it('the Child Benefit charge on £70,000 with two children', () => {
    // The benefit and the charge each rounded down to a pound (ITEPA 2003 s681C(3)). 2025-26:
    // (26.05 + 17.25) × 52 = 2,251.60 → £2,251; 50% = 1,125.50 → £1,125. 2026-27:
    // (27.05 + 17.90) × 53 = 2,382.35 → £2,382; 50% = £1,191.
    const [y2025, y2026] = both({ pay: 70_000, childBenefitChildren: 2 });
    expect(y2025?.afterTheYear?.childBenefitCharge).toBe(1_125);
    expect(y2026?.afterTheYear?.childBenefitCharge).toBe(1_191);
  });
  it('over State Pension age: no employee NI, the employer’s as before', () => {
    for (const r of both({ pay: 30_000, overStatePensionAge: true })) {
      expect(r.employeeNI).toBe(0);
      expect(r.employer.employerNI).toBe(3_749.4);
    }
  });
});

describe('pay as people give it', () => {
  it('£15.50 an hour for 37.5 hours, weekly: £581.25 a week', () => {
    const r = calculateTakeHome(
      { pay: 15.5, per: 'hour', hoursPerWeek: 37.5, frequency: 'weekly' },
      '2025-26',
    );
    expect(r.payslips[0]?.basicPay).toBe(581.25);
    expect(r.grossPay).toBe(30_225);
  });
  it('a bonus is taxed in the month it is paid', () => {
    const r = calculateTakeHome({ pay: 30_000, bonus: 5_000, bonusPayday: 6 }, '2025-26');
    // Month 6: 20,000 to date − 6 × 1,048.26 = 13,710.44 → £13,710, within the £18,852 band to date:
    // × 20% = 2,742.00, less months 1–5's (12,500 − 5,241.30 → £7,258 × 20% = 1,451.60) = 1,290.40.
    expect(r.payslips[5]?.incomeTax).toBe(1_290.4);
    // NI on the bonus month alone: (4,189 − 1,048) × 8% + (7,500 − 4,189) × 2% = 251.28 + 66.22.
    expect(r.payslips[5]?.employeeNI).toBe(317.5);
  });
  it('the periods share the year: a month is 1/12, four weeks 4/52, a week 1/52', () => {
    const r = calculateTakeHome({ pay: 30_000 }, '2025-26');
    expect(r.periods.month.takeHome).toBeCloseTo(r.takeHome / 12, 1);
    expect(r.periods.fourWeeks.takeHome).toBeCloseTo((r.takeHome * 4) / 52, 1);
    expect(r.periods.week.takeHome).toBeCloseTo(r.takeHome / 52, 1);
    let total = 0;
    for (const share of r.breakdown) total += share.amount;
    expect(total).toBeCloseTo(r.grossPay, 6);
  });
  it('2027-28 is worked out as a provisional year', () => {
    expect(calculateTakeHome({ pay: 30_000 }, '2027-28').incomeTax).toBe(3_484);
  });
});
