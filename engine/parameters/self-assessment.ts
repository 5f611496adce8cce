// Student loan repayments, pension relief at source and payments on account: what a self assessment
// adds to the tax itself. Each group is `p[group]` of the calculators that declare it; a value is
// dated from when it or its source changed, every dated value cites what set it, and sources.ts
// describes every parameter under the same group and name, in the same order.
import * as C from './citations.ts';
import { cited, type ParameterGroup } from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';

/** Yearly repayment thresholds and rates (Education (Student Loans) (Repayment) Regulations 2009). */
export const studentLoans = {
  plan1Threshold: {
    unit: 'currency-GBP',
    label: 'Plan 1 repayment threshold',
    values: {
      [Y2025]: cited(26_065, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(26_900, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
    },
  },
  plan2Threshold: {
    unit: 'currency-GBP',
    label: 'Plan 2 repayment threshold',
    values: {
      [Y2025]: cited(28_470, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(29_385, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
    },
  },
  plan4Threshold: {
    unit: 'currency-GBP',
    label: 'Plan 4 repayment threshold',
    values: {
      [Y2025]: cited(32_745, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(33_795, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
    },
  },
  plan5Threshold: {
    unit: 'currency-GBP',
    label: 'Plan 5 repayment threshold',
    values: {
      [Y2025]: cited(25_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(25_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
    },
  },
  /** 1 from the year Plan 5 repayments start (April 2026), 0 before. */
  plan5Repayable: {
    unit: 'count',
    label: 'Plan 5 repayments due',
    values: {
      [Y2025]: cited(0, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(1, C.studentLoanRepay, C.employerRates2026),
    },
  },
  postgraduateThreshold: {
    unit: 'currency-GBP',
    label: 'Postgraduate Loan repayment threshold',
    values: {
      [Y2025]: cited(21_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2025),
      [Y2026]: cited(21_000, C.studentLoanRegs2009, C.studentLoanRepay, C.employerRates2026),
    },
  },
  undergraduateRate: {
    unit: 'rate',
    label: 'student loan repayment rate',
    values: {
      [Y2025]: cited(0.09, C.studentLoanRegs2009, C.studentLoanRepay),
    },
  },
  postgraduateRate: {
    unit: 'rate',
    label: 'Postgraduate Loan repayment rate',
    values: {
      [Y2025]: cited(0.06, C.studentLoanRegs2009, C.studentLoanRepay),
    },
  },
  unearnedIncomeLimit: {
    unit: 'currency-GBP',
    label: 'unearned income counted only above',
    values: {
      [Y2025]: cited(2_000, C.studentLoanRegs2009, C.studentLoanRepay),
    },
  },
} satisfies ParameterGroup;

/** Personal contributions to a registered pension scheme under relief at source. */
export const pensions = {
  reliefAtSourceRate: {
    unit: 'rate',
    label: 'relief at source (basic rate)',
    values: {
      [Y2025]: cited(0.2, C.fa2004s192, C.pensionTaxRelief),
    },
  },
  basicAmount: {
    unit: 'currency-GBP',
    label: 'contributions relieved without earnings (basic amount)',
    values: {
      [Y2025]: cited(3_600, C.fa2004s190, C.pensionTaxRelief),
    },
  },
  annualAllowance: {
    unit: 'currency-GBP',
    label: 'annual allowance',
    values: {
      [Y2025]: cited(60_000, C.fa2004s228, C.annualAllowanceGuide),
    },
  },
  taperThresholdIncome: {
    unit: 'currency-GBP',
    label: 'no taper unless threshold income is over',
    values: {
      [Y2025]: cited(200_000, C.fa2004s228ZA, C.annualAllowanceGuide),
    },
  },
  taperAdjustedIncome: {
    unit: 'currency-GBP',
    label: 'annual allowance tapered above adjusted income of',
    values: {
      [Y2025]: cited(260_000, C.fa2004s228ZA, C.annualAllowanceGuide),
    },
  },
  taperRate: {
    unit: 'rate',
    label: 'allowance lost per £1 of adjusted income over the limit',
    values: {
      [Y2025]: cited(0.5, C.fa2004s228ZA, C.annualAllowanceGuide),
    },
  },
  minimumAnnualAllowance: {
    unit: 'currency-GBP',
    label: 'tapered annual allowance at least',
    values: {
      [Y2025]: cited(10_000, C.fa2004s228ZA, C.annualAllowanceGuide),
    },
  },
} satisfies ParameterGroup;

/** The trading allowance: £1,000 of receipts free of tax, or deducted instead of expenses. */
export const trading = {
  allowance: {
    unit: 'currency-GBP',
    label: 'trading allowance',
    values: {
      [Y2025]: cited(1_000, C.ittoia2005s783AF, C.tradingAllowanceGuide),
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
    unit: 'currency-GBP',
    label: 'Making Tax Digital for qualifying income over',
    values: {
      '2026-04-06': cited(50_000, C.mtdRegs2021, C.mtdGuide),
      '2027-04-06': cited(30_000, C.mtdRegs2021, C.mtdGuide),
      '2028-04-06': cited(20_000, C.fa2026mtd, C.mtdGuide),
    },
  },
} satisfies ParameterGroup;

/** Payments on account of the next year's income tax and Class 4 (TMA 1970 s59A). */
export const paymentsOnAccount = {
  minimumLiability: {
    unit: 'currency-GBP',
    label: 'no payments on account below',
    values: {
      [Y2025]: cited(1_000, C.poaRegs1996reg3, C.tma1970s59A, C.paymentsOnAccountGuide),
    },
  },
  deductedAtSourceShare: {
    unit: 'rate',
    label: 'no payments on account when tax deducted at source is at least',
    values: {
      [Y2025]: cited(0.8, C.poaRegs1996reg4, C.paymentsOnAccountGuide),
    },
  },
  instalmentShare: {
    unit: 'rate',
    label: 'share of the year’s income tax and Class 4 in each payment on account',
    values: {
      [Y2025]: cited(0.5, C.tma1970s59A, C.paymentsOnAccountGuide),
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
    unit: 'currency-GBP',
    label: 'Child Benefit a week, eldest or only child',
    values: {
      [Y2025]: cited(26.05, C.childBenefitRates),
      [Y2026]: cited(27.05, C.childBenefitRates),
    },
  },
  otherChildWeekly: {
    unit: 'currency-GBP',
    label: 'Child Benefit a week, each other child',
    values: {
      [Y2025]: cited(17.25, C.childBenefitRates),
      [Y2026]: cited(17.9, C.childBenefitRates),
    },
  },
  chargeThreshold: {
    unit: 'currency-GBP',
    label: 'charge on adjusted net income over',
    values: {
      [Y2025]: cited(60_000, C.itepa2003s681C, C.childBenefitCharge),
    },
  },
  chargeStep: {
    unit: 'currency-GBP',
    label: '1% of the benefit for every',
    values: {
      [Y2025]: cited(200, C.itepa2003s681C, C.childBenefitCharge),
    },
  },
} satisfies ParameterGroup;
