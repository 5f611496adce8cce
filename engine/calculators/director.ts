// A company director's income tax on salary, savings and dividends, and employee NI on salary,
// following the law (see engine/README.md, "Director"): the figures (director-figures.ts), the
// marginal rates and pension relief, and each figure's working (director-working.ts).
import type { DirectorBreakdown, DirectorInput, DirectorResult } from '../types.ts';
import { roundTo } from './arithmetic.ts';
import { MARGINAL_STEP, marginalOf, pensionReliefOf } from './circumstances.ts';
import {
  directorTotals,
  liabilities,
  personalCircumstances,
  type DirectorParameters,
  type Liabilities,
} from './director-figures.ts';
import { directorWorking } from './director-working.ts';

export {
  directorParameters,
  employeeNIBands,
  type DirectorGroup,
  type DirectorParameters,
} from './director-figures.ts';

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

/** Every figure of the director calculator with its working. */
export function directorTax(input: DirectorInput, p: DirectorParameters): DirectorResult {
  const t = directorTotals(input, personalCircumstances, p);
  const { salary, dividends, savings, c, now, shownIncome, totalTax } = t;
  const breakdown = breakdownOf(now, p);
  const effectiveRate = shownIncome > 0 ? roundTo((totalTax / shownIncome) * 100, 2) : 0;
  const withoutPension =
    c.pension > 0
      ? liabilities(salary, dividends, savings, { ...c, pension: 0 }, personalCircumstances, p)
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
  const marginalFor = (
    figure: 'marginal.salary.keeps' | 'marginal.dividends.keeps',
    of: string,
    next: Liabilities,
  ) =>
    marginalOf(figure, of, {
      tax: roundTo(next.incomeTaxDue - now.incomeTaxDue, 2),
      ni: roundTo(next.employeeNI - now.employeeNI, 2),
      loan: next.loan.amount - now.loan.amount,
    });
  const onSalary = marginalFor(
    'marginal.salary.keeps',
    'salary',
    liabilities(salary + MARGINAL_STEP, dividends, savings, c, personalCircumstances, p),
  );
  const onDividends = marginalFor(
    'marginal.dividends.keeps',
    'dividends',
    liabilities(salary, dividends + MARGINAL_STEP, savings, c, personalCircumstances, p),
  );

  const working = directorWorking(t, effectiveRate, p);
  if (c.pension > 0) working.push(pension.working);
  working.push(onSalary.working, onDividends.working);

  return {
    totalIncome: shownIncome,
    salaryTax: now.salaryTax,
    dividendTax: now.dividendTax,
    savingsTax: now.savingsTax,
    employeeNI: now.employeeNI,
    totalTax,
    netIncome: t.netIncome,
    effectiveRate,
    studentLoanRepayment: now.loan.amount,
    pensionRelief: pension.relief,
    marginal: { salary: onSalary.marginal, dividends: onDividends.marginal },
    annualAllowanceCharge: now.annualAllowance.amount,
    childBenefitCharge: now.childBenefitCharge.amount,
    marriageAllowance: now.marriageAllowance,
    breakdown,
    working,
  };
}
