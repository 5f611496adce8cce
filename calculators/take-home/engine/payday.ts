// One payday's deductions as payroll software works them out: PAYE by HMRC's specification for PAYE
// tax table routines (the pay adjustment of the code, taxable pay to date in whole pounds, the rate
// bands to date rounded up to whole pounds, tax rounded down to the penny, the K code's overriding
// limit, week 1/month 1 and week 53), Class 1 National Insurance on the payday's pay alone (rounded to
// the nearest penny, a halfpenny or less disregarded), student loans on the payday's earnings
// (rounded down to whole pounds) and the pension on qualifying earnings. Money is in whole pence
// throughout, so no rounding happens but the law's.
import type { ParametersOf, Scale } from '../../../engine/parameters/parameters-for.ts';
import type { StudentLoanPlan } from '../../../engine/types.ts';
import type { TaxCode } from './tax-code.ts';

/** How often the payroll pays. */
export const PAY_FREQUENCIES = ['weekly', 'fortnightly', 'four-weekly', 'monthly'] as const;
export type PayFrequency = (typeof PAY_FREQUENCIES)[number];

export interface FrequencyFacts {
  /** Regular paydays a year: 52, 26, 13 or 12. */
  paydays: number;
  /** Tax weeks (or months) in one pay period: 1, 2, 4, or 1 month. */
  length: number;
  /** Tax periods in a year the pay adjustments and bands are divided by: 52 weeks or 12 months. */
  perYear: 52 | 12;
  /** Words for one period: 'week', 'fortnight', 'four weeks', 'month'. */
  words: string;
}

export const FREQUENCIES: Readonly<Record<PayFrequency, FrequencyFacts>> = {
  weekly: { paydays: 52, length: 1, perYear: 52, words: 'week' },
  fortnightly: { paydays: 26, length: 2, perYear: 52, words: 'fortnight' },
  'four-weekly': { paydays: 13, length: 4, perYear: 52, words: 'four weeks' },
  monthly: { paydays: 12, length: 1, perYear: 12, words: 'month' },
};

/** a / b rounded up, for whole numbers (pence). */
const ceilDiv = (a: number, b: number) => Math.ceil(a / b - 1e-12);

/** A rate as whole hundredths of a percent (0.0875 → 875), so pence × rate is exact. */
export const basisPoints = (rate: number) => Math.round(rate * 10_000);

/** Pence × rate, rounded down to a penny. */
export const ratePenceDown = (pence: number, rate: number) =>
  Math.floor((pence * basisPoints(rate)) / 10_000 + 1e-9);

/** Pence × rate, to the nearest penny with a half penny or less disregarded (SSCR 2001 reg 12). */
export function ratePenceNI(pence: number, rate: number): number {
  const product = pence * basisPoints(rate);
  const whole = Math.floor(product / 10_000);
  return product - whole * 10_000 > 5_000 ? whole + 1 : whole;
}

/** Pence × rate to the nearest penny, a half up (a pension contribution). */
export const ratePenceNearest = (pence: number, rate: number) =>
  Math.floor((pence * basisPoints(rate) + 5_000) / 10_000);

type CodeParameters = ParametersOf<'paye'>;

/**
 * The code's pay adjustment to date, in pence: free pay (a suffix code) or additional pay (a K code)
 * for `periods` tax weeks or months. As the pay adjustment tables work it out: the number is split
 * into blocks of 500 and a remainder (a remainder of 0 counts as 500, one block fewer); the
 * remainder's year, its number × £10 + £9, and each block's year, 500 × £10, are divided by 52 or 12
 * and each rounded up to the penny, then multiplied by the periods.
 */
export function payAdjustment(
  codeNumber: number,
  periods: number,
  perYear: number,
  p: CodeParameters,
): {
  pence: number;
  remainder: number;
  blocks: number;
  remainderPence: number;
  blockPence: number;
} {
  const { codeUnit, codeAddition, codeBlock } = p.paye;
  if (codeNumber <= 0)
    return { pence: 0, remainder: 0, blocks: 0, remainderPence: 0, blockPence: 0 };
  let blocks = Math.floor(codeNumber / codeBlock);
  let remainder = codeNumber - blocks * codeBlock;
  if (remainder === 0) {
    remainder = codeBlock;
    blocks -= 1;
  }
  const remainderPence = ceilDiv((remainder * codeUnit + codeAddition) * 100, perYear);
  const blockPence = ceilDiv(codeBlock * codeUnit * 100, perYear);
  return {
    pence: (remainderPence + blocks * blockPence) * periods,
    remainder,
    blocks,
    remainderPence,
    blockPence,
  };
}

/** A band's share of the year for `periods` weeks or months: its threshold × periods / 52 or 12, rounded up to a pound. */
export const bandTo = (threshold: number, periods: number, perYear: number) =>
  ceilDiv(threshold * periods, perYear);

export interface BandTax {
  band: string;
  rate: number;
  from: number;
  /** Pounds of taxable pay in the band. */
  amount: number;
}

/** Tax in pence on whole pounds of taxable pay to date, on the scale's bands to date. */
export function taxOnBands(
  taxablePounds: number,
  scale: Scale,
  periods: number,
  perYear: number,
): { pence: number; bands: BandTax[] } {
  const bands: BandTax[] = [];
  let pence = 0;
  for (let index = 0; index < scale.length; index += 1) {
    const band = scale[index] as Scale[number];
    const next = scale[index + 1];
    const from = index === 0 ? 0 : bandTo(band.from, periods, perYear);
    const to = next === undefined ? Infinity : bandTo(next.from, periods, perYear);
    const amount = Math.max(0, Math.min(taxablePounds, to) - from);
    if (amount > 0) {
      bands.push({ band: band.band, rate: band.rate, from, amount });
      pence += ratePenceDown(amount * 100, band.rate);
    }
  }
  return { pence, bands };
}

/** The band of the region's scale a flat code taxes at: BR the basic rate band, D0 the next… */
export function flatBand(code: TaxCode, scale: Scale): Scale[number] {
  const basic = code.region === 'scotland' ? 1 : 0;
  const index = code.flat === 'BR' ? basic : basic + 1 + Number(code.flat?.slice(1) ?? 0);
  return scale[Math.min(index, scale.length - 1)] as Scale[number];
}

/** How a payday's tax was worked out. */
export type TaxBasis = 'cumulative' | 'non-cumulative' | 'extra payday';

export interface PaydayTax {
  basis: TaxBasis;
  /** Tax weeks or months the pay adjustment and bands were taken for. */
  periods: number;
  /** The pay adjustment used, pence (free pay; K codes: additional pay). */
  adjustment: number;
  /** Pay the tax was worked on, pence: this payday's, or the year's to date. */
  payTo: number;
  /** Taxable pay in whole pounds. */
  taxablePounds: number;
  bands: BandTax[];
  /** Tax due on that taxable pay, pence. */
  due: number;
  /** Tax deducted this payday, pence (negative: a refund). */
  tax: number;
  /** Tax the overriding limit held back this payday, pence. */
  heldBack: number;
}

export interface TaxState {
  /** Taxable pay of the year's earlier paydays, pence. */
  payToDate: number;
  /** Tax deducted on them, pence. */
  taxToDate: number;
}

/**
 * One payday's PAYE. `taxPeriod` is the tax week (weekly, fortnightly, four-weekly) or month of the
 * payday; `extra` marks the year's extra payday (week 53, 54 or 56), taxed on the week 1, 2 or 4
 * table on its own unless the year's free pay to week 52 already covers the year's pay (PAYE70015).
 */
export function paydayTax(
  code: TaxCode,
  scale: Scale,
  pay: number,
  taxPeriod: number,
  frequency: FrequencyFacts,
  extra: boolean,
  state: TaxState,
  p: CodeParameters,
): PaydayTax {
  const { perYear, length } = frequency;
  const limit = (due: number) =>
    code.kind === 'k' ? Math.min(due, Math.floor(pay * p.paye.overridingLimit)) : due;
  if (code.kind === 'none') {
    return {
      basis: code.cumulative ? 'cumulative' : 'non-cumulative',
      periods: taxPeriod,
      adjustment: 0,
      payTo: pay,
      taxablePounds: 0,
      bands: [],
      due: 0,
      tax: 0,
      heldBack: 0,
    };
  }
  const cumulative = code.cumulative && !extra;
  const periods = cumulative ? taxPeriod : length;
  const payTo = cumulative ? state.payToDate + pay : pay;
  const basis: TaxBasis =
    extra && code.cumulative ? 'extra payday' : cumulative ? 'cumulative' : 'non-cumulative';
  if (code.kind === 'flat') {
    const band = flatBand(code, scale);
    const taxablePounds = Math.max(0, Math.floor(payTo / 100));
    const due = ratePenceDown(taxablePounds * 100, band.rate);
    const tax = cumulative ? due - state.taxToDate : due;
    return {
      basis,
      periods,
      adjustment: 0,
      payTo,
      taxablePounds,
      bands:
        taxablePounds > 0
          ? [{ band: band.band, rate: band.rate, from: 0, amount: taxablePounds }]
          : [],
      due,
      tax,
      heldBack: 0,
    };
  }
  // The extra payday on a cumulative suffix code: no tax when the year's free pay to week 52 covers
  // the year's pay with this payday's.
  if (extra && code.cumulative && code.kind === 'allowance') {
    const yearFree = payAdjustment(code.number, 52, 52, p).pence;
    if (yearFree >= state.payToDate + pay) {
      return {
        basis,
        periods: 52,
        adjustment: yearFree,
        payTo: state.payToDate + pay,
        taxablePounds: 0,
        bands: [],
        due: 0,
        tax: 0,
        heldBack: 0,
      };
    }
  }
  const adjustment = payAdjustment(code.number, periods, perYear, p).pence;
  const taxed = code.kind === 'k' ? payTo + adjustment : payTo - adjustment;
  const taxablePounds = Math.max(0, Math.floor(taxed / 100));
  const { pence: due, bands } = taxOnBands(taxablePounds, scale, periods, perYear);
  const owed = cumulative ? due - state.taxToDate : due;
  const tax = limit(owed);
  return {
    basis,
    periods,
    adjustment,
    payTo,
    taxablePounds,
    bands,
    due,
    tax,
    heldBack: owed - tax,
  };
}

type NIParameters = ParametersOf<'employeeNI' | 'employerNI' | 'classOnePeriods'>;

/** The payday's Class 1 thresholds, pounds: the week's times the weeks, or the month's. */
export function classOneThresholds(frequency: FrequencyFacts, p: NIParameters) {
  const c = p.classOnePeriods;
  const weekly = frequency.perYear === 52;
  const times = weekly ? frequency.length : 1;
  return {
    primary: (weekly ? c.primaryThresholdWeekly : c.primaryThresholdMonthly) * times,
    upper: (weekly ? c.upperEarningsLimitWeekly : c.upperEarningsLimitMonthly) * times,
    secondary: (weekly ? c.secondaryThresholdWeekly : c.secondaryThresholdMonthly) * times,
  };
}

export interface PaydayNI {
  /** Pence of pay between the primary threshold and the upper earnings limit, and above it. */
  main: number;
  above: number;
  employee: number;
  /** Pence of pay above the secondary threshold. */
  employerPay: number;
  employer: number;
}

/**
 * Category A (C over State Pension age: no employee contributions, SSCBA 1992 s6(3)): each payday on its
 * own pay, each contribution rounded to the penny with a halfpenny or less disregarded.
 */
export function paydayNI(
  pay: number,
  frequency: FrequencyFacts,
  overStatePensionAge: boolean,
  p: NIParameters,
): PaydayNI {
  const t = classOneThresholds(frequency, p);
  const main = Math.max(0, Math.min(pay, t.upper * 100) - t.primary * 100);
  const above = Math.max(0, pay - Math.max(t.upper, t.primary) * 100);
  const employee = overStatePensionAge
    ? 0
    : ratePenceNI(main, p.employeeNI.mainRate) + ratePenceNI(above, p.employeeNI.additionalRate);
  const employerPay = Math.max(0, pay - t.secondary * 100);
  return {
    main: overStatePensionAge ? 0 : main,
    above: overStatePensionAge ? 0 : above,
    employee,
    employerPay,
    employer: ratePenceNI(employerPay, p.employerNI.rate),
  };
}

type LoanParameters = ParametersOf<'studentLoans'>;

const LOAN_THRESHOLDS = {
  plan1: 'plan1Threshold',
  plan2: 'plan2Threshold',
  plan4: 'plan4Threshold',
  plan5: 'plan5Threshold',
  postgraduate: 'postgraduateThreshold',
} as const;

/** A plan's threshold for the payday, pence: the year's times the weeks / 52, or / 12, rounded down to a penny. */
export function loanThreshold(plan: StudentLoanPlan, frequency: FrequencyFacts, p: LoanParameters) {
  const annual = p.studentLoans[LOAN_THRESHOLDS[plan]];
  return Math.floor((annual * 100 * frequency.length) / frequency.perYear + 1e-9);
}

/**
 * The undergraduate plan a payroll deducts for: with more than one, the lowest threshold (HMRC tells
 * the employer one plan); Plan 5 only from the year its repayments start.
 */
export function payrollPlans(plans: readonly StudentLoanPlan[], p: LoanParameters) {
  let undergraduate: StudentLoanPlan | null = null;
  for (const plan of plans) {
    if (plan === 'postgraduate') continue;
    if (plan === 'plan5' && p.studentLoans.plan5Repayable !== 1) continue;
    const threshold = p.studentLoans[LOAN_THRESHOLDS[plan]];
    if (undergraduate === null || threshold < p.studentLoans[LOAN_THRESHOLDS[undergraduate]]) {
      undergraduate = plan;
    }
  }
  return { undergraduate, postgraduate: plans.indexOf('postgraduate') >= 0 };
}

/** A plan's repayment on the payday's earnings, pence: the rate on the excess, rounded down to a pound. */
export function loanRepayment(
  plan: StudentLoanPlan,
  earnings: number,
  frequency: FrequencyFacts,
  p: LoanParameters,
) {
  const threshold = loanThreshold(plan, frequency, p);
  const rate =
    plan === 'postgraduate' ? p.studentLoans.postgraduateRate : p.studentLoans.undergraduateRate;
  const excess = Math.max(0, earnings - threshold);
  return { threshold, rate, excess, pence: Math.floor(ratePenceDown(excess, rate) / 100) * 100 };
}

/** The payday's qualifying earnings band, pounds. */
export function qualifyingBand(frequency: FrequencyFacts, p: ParametersOf<'qualifyingEarnings'>) {
  const q = p.qualifyingEarnings;
  if (frequency.perYear === 12) return { lower: q.lowerMonthly, upper: q.upperMonthly };
  if (frequency.length === 1) return { lower: q.lowerWeekly, upper: q.upperWeekly };
  if (frequency.length === 2) return { lower: q.lowerFortnightly, upper: q.upperFortnightly };
  return { lower: q.lowerFourWeekly, upper: q.upperFourWeekly };
}

/** Pay between the band's ends, pence. */
export function qualifyingPay(pay: number, band: { lower: number; upper: number }) {
  return Math.max(0, Math.min(pay, band.upper * 100) - band.lower * 100);
}
