// A company director's income tax on salary, savings and dividends, and employee NI on salary,
// following the law (see engine/README.md, "Director"): the figures (figures.ts), the
// marginal rates and pension relief. working.ts writes their working.
import type { DirectorBreakdown, DirectorInput, DirectorResult } from './types.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { MARGINAL_STEP, marginalOf, pensionReliefOf } from '../../../engine/rules/circumstances.ts';
import {
  directorParameters,
  directorTotals,
  liabilities,
  personalCircumstances,
  type DirectorParameters,
  type Liabilities,
} from './figures.ts';
import { payeOf } from '../../self-employed/engine/calculate.ts';
import { paymentsOnAccountOf } from '../../../engine/rules/payments-on-account.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { TaxYear } from '../../../engine/types.ts';

export {
  directorParameters,
  employeeNIBands,
  type DirectorGroup,
  type DirectorParameters,
} from './figures.ts';

/** Where the allowances sit: the personal allowance's placement and the taxable income it leaves. */
function breakdownOf(now: Liabilities, p: DirectorParameters): DirectorBreakdown {
  const { split } = now;
  return {
    personalAllowance: roundTo(now.allowanceAmount, 2),
    dividendAllowance: roundTo(p.dividends.allowance, 2),
    savingsAllowance: roundTo(now.psa.amount, 2),
    taxableIncome: roundTo(now.taxableIncome, 2),
    allowanceSplit: {
      salary: roundTo(split.salary, 2),
      savings: roundTo(split.savings, 2),
      dividends: roundTo(split.dividends, 2),
    },
  };
}

/**
 * What the tax return collects: PAYE takes income tax and loan repayments from the salary alone, as
 * if it were the only income (a standard tax code); the return collects the rest of the year's tax
 * with its charges (what the dividends, interest and any State Pension add) and of the repayments,
 * with payments on account on the tax when due (TMA 1970 s59A).
 */
function throughTheReturn(t: ReturnType<typeof directorTotals>, p: DirectorParameters) {
  const { salary, c, now } = t;
  const paye = payeOf(salary, c, p, 2);
  const liability = roundTo(now.incomeTaxDue - paye.tax, 2);
  const loan = now.loan.amount - paye.loan;
  const bill = roundTo(liability + loan, 2);
  const poa = paymentsOnAccountOf(
    { liability, deductedAtSource: paye.tax, paye: salary > 0, bill },
    p,
  );
  return { paye, liability, loan, bill, poa };
}

/** Every figure of the result, with what the working is written from. */
export function evaluate(input: DirectorInput, p: DirectorParameters) {
  const t = directorTotals(input, personalCircumstances, p);
  const { salary, dividends, savings, pension: sp, c, now, shownIncome, totalTax } = t;
  const breakdown = breakdownOf(now, p);
  const effectiveRate = shownIncome > 0 ? roundTo((totalTax / shownIncome) * 100, 2) : 0;
  const withoutPension =
    c.pension > 0
      ? liabilities(salary, dividends, savings, { ...c, pension: 0 }, personalCircumstances, p, sp)
          .incomeTax
      : now.incomeTax;
  const pension = pensionReliefOf(
    c.pension,
    now.relieved,
    salary,
    withoutPension,
    now.incomeTax,
    p,
    true,
  );
  const extraWith = (next: Liabilities) => ({
    tax: roundTo(next.incomeTaxDue - now.incomeTaxDue, 2),
    ni: roundTo(next.employeeNI - now.employeeNI, 2),
    loan: next.loan.amount - now.loan.amount,
  });
  const extra = {
    salary: extraWith(
      liabilities(salary + MARGINAL_STEP, dividends, savings, c, personalCircumstances, p, sp),
    ),
    dividends: extraWith(
      liabilities(salary, dividends + MARGINAL_STEP, savings, c, personalCircumstances, p, sp),
    ),
  };

  const sa = throughTheReturn(t, p);

  const result: DirectorResult = {
    totalIncome: shownIncome,
    statePension: roundTo(sp.statePension, 2),
    salaryTax: now.salaryTax,
    dividendTax: now.dividendTax,
    savingsTax: now.savingsTax,
    employeeNI: now.employeeNI,
    totalTax,
    netIncome: t.netIncome,
    effectiveRate,
    studentLoanRepayment: now.loan.amount,
    pensionRelief: pension.relief,
    marginal: { salary: marginalOf(extra.salary), dividends: marginalOf(extra.dividends) },
    annualAllowanceCharge: now.annualAllowance.amount,
    childBenefitCharge: now.childBenefitCharge.amount,
    marriageAllowance: now.marriageAllowance,
    breakdown,
    taxDeductedAtSource: sa.paye.tax,
    studentLoanDeductedAtSource: sa.paye.loan,
    selfAssessmentBill: sa.bill,
    paymentsOnAccount: sa.poa.schedule,
  };
  return { result, t, pension, extra, sa };
}

/** Every figure of the director calculator. */
export function directorTax(input: DirectorInput, p: DirectorParameters): DirectorResult {
  return evaluate(input, p).result;
}

/**
 * A company director's income tax on salary, savings and dividends and employee NI on the salary:
 * the figures only (`explainDirector` gives their working). Throws a RangeError for an unknown year.
 */
export function calculateDirector(input: DirectorInput, taxYear: TaxYear): DirectorResult {
  return directorTax(input, directorParameters(knownYear(taxYear)));
}
