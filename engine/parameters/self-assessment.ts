// Student loan repayments, pension relief at source and payments on account: what a self assessment
// adds to the tax itself, with Child Benefit, the trading allowance and Making Tax Digital. Described,
// dated and cited as in income-tax.ts.
import * as C from './citations.ts';
import type { Citation } from '../types.ts';
import {
  announcedUnchanged,
  cited,
  notYetAnnounced,
  unchanged,
  type ParameterGroup,
} from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';
const Y2027 = '2027-04-06';
// The day the years' values were last checked against the law and HMRC's published rates.
const REVIEWED = '2026-11-28';

/** Yearly repayment thresholds and rates (Education (Student Loans) (Repayment) Regulations 2009). */
export const studentLoans = {
  plan1Threshold: {
    description: 'Plan 1 yearly repayment threshold',
    unit: 'currency-GBP',
    label: 'Plan 1 repayment threshold',
    values: {
      [Y2025]: cited(26_065, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(26_900, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
      // Uprated each April by RPI; the 2027-28 figure is published in the new year.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  plan2Threshold: {
    description: 'Plan 2 yearly repayment threshold',
    unit: 'currency-GBP',
    label: 'Plan 2 repayment threshold',
    values: {
      [Y2025]: cited(28_470, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(29_385, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.budget2025),
    },
  },
  plan4Threshold: {
    description: 'Plan 4 (Scotland) yearly repayment threshold',
    unit: 'currency-GBP',
    label: 'Plan 4 repayment threshold',
    values: {
      [Y2025]: cited(32_745, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(33_795, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  plan5Threshold: {
    description: 'Plan 5 yearly repayment threshold',
    unit: 'currency-GBP',
    label: 'Plan 5 repayment threshold',
    values: {
      [Y2025]: cited(25_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(25_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  /** 1 from the year Plan 5 repayments start (April 2026), 0 before. */
  plan5Repayable: {
    description:
      'Whether Plan 5 repayments are due in the year (1) or not yet (0): they start in April 2026',
    unit: 'count',
    label: 'Plan 5 repayments due',
    values: {
      [Y2025]: cited(0, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(1, C.studentLoanRepay, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.studentLoanRepay),
    },
  },
  postgraduateThreshold: {
    description: 'Postgraduate Loan yearly repayment threshold',
    unit: 'currency-GBP',
    label: 'Postgraduate Loan repayment threshold',
    values: {
      [Y2025]: cited(21_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(21_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.studentLoanRegs2009),
    },
  },
  undergraduateRate: {
    description:
      'Repayment rate above the threshold of the undergraduate plan (the lowest one held)',
    unit: 'rate',
    label: 'student loan repayment rate',
    values: {
      [Y2025]: cited(0.09, C.studentLoanRegs2009, C.studentLoanRepay),
      [Y2026]: unchanged(REVIEWED, C.studentLoanRegs2009),
      [Y2027]: unchanged(REVIEWED, C.studentLoanRegs2009),
    },
  },
  postgraduateRate: {
    description: 'Postgraduate Loan repayment rate above its threshold',
    unit: 'rate',
    label: 'Postgraduate Loan repayment rate',
    values: {
      [Y2025]: cited(0.06, C.studentLoanRegs2009, C.studentLoanRepay),
      [Y2026]: unchanged(REVIEWED, C.studentLoanRegs2009),
      [Y2027]: unchanged(REVIEWED, C.studentLoanRegs2009),
    },
  },
  unearnedIncomeLimit: {
    description:
      'Unearned income (dividends, savings interest) counts in self assessment only when it is above this',
    unit: 'currency-GBP',
    label: 'unearned income counted only above',
    values: {
      [Y2025]: cited(2_000, C.studentLoanRegs2009, C.studentLoanRepay),
      [Y2026]: unchanged(REVIEWED, C.studentLoanRegs2009),
      [Y2027]: unchanged(REVIEWED, C.studentLoanRegs2009),
    },
  },
} satisfies ParameterGroup;

/** Personal contributions to a registered pension scheme under relief at source. */
export const pensions = {
  reliefAtSourceRate: {
    description: 'Rate the pension scheme claims back on a contribution under relief at source',
    unit: 'rate',
    label: 'relief at source (basic rate)',
    values: {
      [Y2025]: cited(0.2, C.fa2004s192, C.pensionTaxRelief),
      [Y2026]: unchanged(REVIEWED, C.fa2004s192),
      [Y2027]: unchanged(REVIEWED, C.fa2004s192),
    },
  },
  basicAmount: {
    description: 'Gross contributions relieved in a year even without relevant UK earnings',
    unit: 'currency-GBP',
    label: 'contributions relieved without earnings (basic amount)',
    values: {
      [Y2025]: cited(3_600, C.fa2004s190, C.pensionTaxRelief),
      [Y2026]: unchanged(REVIEWED, C.fa2004s190),
      [Y2027]: unchanged(REVIEWED, C.fa2004s190),
    },
  },
  annualAllowance: {
    description:
      'Pension savings a year (contributions by and for the member) before the annual allowance charge',
    unit: 'currency-GBP',
    label: 'annual allowance',
    values: {
      [Y2025]: cited(60_000, C.fa2004s228, C.annualAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.fa2004s228),
      [Y2027]: unchanged(REVIEWED, C.fa2004s228),
    },
  },
  taperThresholdIncome: {
    description:
      'The allowance is tapered only when threshold income (net income less relief-at-source contributions) is above this',
    unit: 'currency-GBP',
    label: 'no taper unless threshold income is over',
    values: {
      [Y2025]: cited(200_000, C.fa2004s228ZA, C.annualAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.fa2004s228ZA),
      [Y2027]: unchanged(REVIEWED, C.fa2004s228ZA),
    },
  },
  taperAdjustedIncome: {
    description:
      'Adjusted income (net income plus employer contributions) above which the allowance is tapered',
    unit: 'currency-GBP',
    label: 'annual allowance tapered above adjusted income of',
    values: {
      [Y2025]: cited(260_000, C.fa2004s228ZA, C.annualAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.fa2004s228ZA),
      [Y2027]: unchanged(REVIEWED, C.fa2004s228ZA),
    },
  },
  taperRate: {
    description: 'The allowance falls by £1 for every £2 of adjusted income above the limit',
    unit: 'rate',
    label: 'allowance lost per £1 of adjusted income over the limit',
    values: {
      [Y2025]: cited(0.5, C.fa2004s228ZA, C.annualAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.fa2004s228ZA),
      [Y2027]: unchanged(REVIEWED, C.fa2004s228ZA),
    },
  },
  minimumAnnualAllowance: {
    description: 'The taper never takes the annual allowance below this',
    unit: 'currency-GBP',
    label: 'tapered annual allowance at least',
    values: {
      [Y2025]: cited(10_000, C.fa2004s228ZA, C.annualAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.fa2004s228ZA),
      [Y2027]: unchanged(REVIEWED, C.fa2004s228ZA),
    },
  },
} satisfies ParameterGroup;

/** The trading allowance: £1,000 of receipts free of tax, or deducted instead of expenses. */
export const trading = {
  allowance: {
    description:
      'Trading receipts up to this are free of tax; above it, this may be deducted instead of the actual expenses',
    unit: 'currency-GBP',
    label: 'trading allowance',
    values: {
      [Y2025]: cited(1_000, C.ittoia2005s783AF, C.tradingAllowanceGuide),
      [Y2026]: unchanged(REVIEWED, C.ittoia2005s783AF),
      [Y2027]: unchanged(REVIEWED, C.ittoia2005s783AF),
    },
  },
} satisfies ParameterGroup;

/**
 * Making Tax Digital for Income Tax: from each date, sole traders whose qualifying income (gross
 * receipts, not profit) in the year two years before was above the threshold keep digital records
 * and send quarterly updates. A schedule rather than a year's value, so it is read by date
 * (`makingTaxDigitalFor`), not resolved with a calculator's groups.
 */
export const makingTaxDigital = {
  qualifyingIncomeThreshold: {
    description:
      'Making Tax Digital for Income Tax applies from each date to qualifying income (gross receipts) above this',
    unit: 'currency-GBP',
    label: 'Making Tax Digital for qualifying income over',
    schedule: true,
    values: {
      '2026-04-06': cited(50_000, C.mtdRegs2021, C.mtdGuide),
      '2027-04-06': cited(30_000, C.mtdRegs2021, C.mtdGuide),
      '2028-04-06': cited(20_000, C.fa2026mtd, C.mtdGuide),
    },
  },
} satisfies ParameterGroup;

/**
 * HMRC's guide to Making Tax Digital for Income Tax, for text that says when it applies: typed as the
 * working's citation, since no bundle has its full title.
 */
export const MAKING_TAX_DIGITAL_GUIDE: Citation = C.mtdGuide;

/** Payments on account of the next year's income tax and Class 4 (TMA 1970 s59A). */
export const paymentsOnAccount = {
  minimumLiability: {
    description: 'No payments on account when the year’s income tax and Class 4 are below this',
    unit: 'currency-GBP',
    label: 'no payments on account below',
    values: {
      [Y2025]: cited(1_000, C.poaRegs1996reg3, C.tma1970s59A, C.paymentsOnAccountGuide),
      [Y2026]: unchanged(REVIEWED, C.poaRegs1996reg3),
      [Y2027]: unchanged(REVIEWED, C.poaRegs1996reg3),
    },
  },
  deductedAtSourceShare: {
    description:
      'No payments on account when tax deducted at source (PAYE) is more than this share of the year’s income tax and Class 4',
    unit: 'rate',
    label: 'no payments on account when tax deducted at source is more than',
    values: {
      [Y2025]: cited(0.8, C.poaRegs1996reg4, C.paymentsOnAccountGuide),
      [Y2026]: unchanged(REVIEWED, C.poaRegs1996reg4),
      [Y2027]: unchanged(REVIEWED, C.poaRegs1996reg4),
    },
  },
  instalmentShare: {
    description:
      'Each of the two payments on account, as a share of the year’s income tax and Class 4',
    unit: 'rate',
    label: 'share of the year’s income tax and Class 4 in each payment on account',
    values: {
      [Y2025]: cited(0.5, C.tma1970s59A, C.paymentsOnAccountGuide),
      [Y2026]: unchanged(REVIEWED, C.tma1970s59A),
      [Y2027]: unchanged(REVIEWED, C.tma1970s59A),
    },
  },
} satisfies ParameterGroup;

/**
 * Child Benefit and the High Income Child Benefit Charge on it (ITEPA 2003 Part 10 Chapter 8): the
 * charge is 1% of the year's benefit for every step of adjusted net income above the threshold,
 * the whole benefit once income is a taper width above it.
 */
export const childBenefit = {
  eldestChildWeekly: {
    description: 'Child Benefit a week for the eldest or only child',
    unit: 'currency-GBP',
    label: 'Child Benefit a week, eldest or only child',
    values: {
      [Y2025]: cited(26.05, C.childBenefitRates),
      [Y2026]: cited(27.05, C.childBenefitRates),
      // Uprated each April by CPI, by an order laid in the new year.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  otherChildWeekly: {
    description: 'Child Benefit a week for each other child',
    unit: 'currency-GBP',
    label: 'Child Benefit a week, each other child',
    values: {
      [Y2025]: cited(17.25, C.childBenefitRates),
      [Y2026]: cited(17.9, C.childBenefitRates),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  chargeThreshold: {
    description: 'The High Income Child Benefit Charge applies above this adjusted net income',
    unit: 'currency-GBP',
    label: 'charge on adjusted net income over',
    values: {
      [Y2025]: cited(60_000, C.itepa2003s681C, C.childBenefitCharge),
      [Y2026]: unchanged(REVIEWED, C.itepa2003s681C),
      [Y2027]: unchanged(REVIEWED, C.itepa2003s681C),
    },
  },
  chargeStep: {
    description:
      'The charge is 1% of the year’s Child Benefit for every step of this much income over the threshold',
    unit: 'currency-GBP',
    label: '1% of the benefit for every',
    values: {
      [Y2025]: cited(200, C.itepa2003s681C, C.childBenefitCharge),
      [Y2026]: unchanged(REVIEWED, C.itepa2003s681C),
      [Y2027]: unchanged(REVIEWED, C.itepa2003s681C),
    },
  },
} satisfies ParameterGroup;
