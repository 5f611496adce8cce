// A company director's income tax on salary, savings and dividends, and employee NI on salary,
// following the law (see engine/README.md, "Director"): the figures (director-figures.ts), the
// marginal rates and pension relief, and each figure's working (director-working.ts).
import * as C from '../parameters/citations.ts';
import { parameterUse } from '../parameters/parameters-for.ts';
import type { DirectorFigure, DirectorInput, DirectorResult, FigureWorking } from '../types.ts';
import { addAdjustmentSteps, addTransferStep, annualAllowanceWorking } from './adjustments.ts';
import { roundTo } from './arithmetic.ts';
import { MARGINAL_STEP, marginalOf, pensionReliefOf, studentLoanWorking } from './circumstances.ts';
import {
  directorTotals,
  liabilities,
  personalCircumstances,
  type DirectorParameters,
  type Liabilities,
} from './director-figures.ts';
import {
  allowanceSplitWorking,
  allowanceWorking,
  employeeNIWorking,
  incomeTaxWorking,
} from './director-working.ts';
import { FigureSteps, cite, gbp } from './working.ts';

export {
  directorParameters,
  employeeNIBands,
  type DirectorGroup,
  type DirectorParameters,
} from './director-figures.ts';

/** Every figure of the director calculator with its working. */
export function directorTax(input: DirectorInput, p: DirectorParameters): DirectorResult {
  const totals = directorTotals(input, personalCircumstances, p);
  const { salary, dividends, savings, c, now, shownIncome, totalTax, netIncome } = totals;
  const { totalIncome, allowanceUsed, taxableIncome, psa, split } = now;
  const { salaryTax, savingsTax, dividendTax, employeeNI, loan, relieved } = now;
  const { annualAllowance, childBenefitCharge, marriageAllowance } = now;
  const personalAllowance = now.allowanceAmount;
  const studentLoanRepayment = loan.amount;
  const effectiveRate = shownIncome > 0 ? roundTo((totalTax / shownIncome) * 100, 2) : 0;
  const allowanceSplit = {
    salary: roundTo(split.salary, 2),
    savings: roundTo(split.savings, 2),
    dividends: roundTo(split.dividends, 2),
  };

  const withoutPension =
    c.pension > 0
      ? liabilities(salary, dividends, savings, { ...c, pension: 0 }, personalCircumstances, p)
          .incomeTax
      : now.incomeTax;
  const pension = pensionReliefOf(
    c.pension,
    relieved,
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
      ni: roundTo(next.employeeNI - employeeNI, 2),
      loan: next.loan.amount - studentLoanRepayment,
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

  // The working, figure by figure.
  const working: FigureWorking<DirectorFigure>[] = [];

  working.push(
    new FigureSteps()
      .add(`Salary ${gbp(salary)}`, salary)
      .add(`Savings income ${gbp(savings)}`, savings)
      .add(`Dividends ${gbp(dividends)}`, dividends)
      .done('totalIncome', 'Total income', shownIncome),
  );
  working.push(
    allowanceWorking(totals, p, (steps) => {
      if (c.marriage === 'transfer') addTransferStep(steps, marriageAllowance, p);
    }),
    allowanceSplitWorking(totals, p),
  );
  working.push(
    new FigureSteps()
      .add(`Total income ${gbp(totalIncome, true)}`, totalIncome)
      .add(
        `Less the personal allowance used, ${gbp(allowanceUsed, true)}`,
        -allowanceUsed,
        [parameterUse(p, 'incomeTax.personalAllowance')],
        cite(C.ita2007s23),
      )
      .done('breakdown.taxableIncome', 'Taxable income', roundTo(taxableIncome, 2)),
  );

  const bands = incomeTaxWorking(totals, p);
  working.push(bands.salary, bands.savings, bands.dividends, employeeNIWorking(totals, p));
  const allowanceCharge = annualAllowanceWorking(annualAllowance, p);
  if (allowanceCharge) working.push(allowanceCharge);
  if (childBenefitCharge.working) working.push(childBenefitCharge.working);
  if (now.marriageWorking) working.push(now.marriageWorking);

  const totalSteps = new FigureSteps()
    .add(`Tax on salary ${gbp(salaryTax, true)}`, salaryTax)
    .add(`Tax on savings ${gbp(savingsTax, true)}`, savingsTax)
    .add(`Tax on dividends ${gbp(dividendTax, true)}`, dividendTax)
    .add(`Employee National Insurance ${gbp(employeeNI, true)}`, employeeNI);
  addAdjustmentSteps(totalSteps, now, true);
  working.push(totalSteps.done('totalTax', 'Total tax', totalTax));
  const loanWorking = studentLoanWorking(loan, p);
  if (loanWorking) working.push(loanWorking);
  const netSteps = new FigureSteps()
    .add(`Total income ${gbp(shownIncome, true)}`, shownIncome)
    .add(`Less total tax ${gbp(totalTax, true)}`, -totalTax);
  if (studentLoanRepayment > 0) {
    netSteps.add(
      `Less student loan repayments ${gbp(studentLoanRepayment)}`,
      -studentLoanRepayment,
    );
  }
  working.push(netSteps.done('netIncome', 'Net income', netIncome));
  working.push(
    new FigureSteps()
      .add(
        shownIncome > 0
          ? `${gbp(totalTax, true)} ÷ ${gbp(shownIncome, true)} × 100 = ${effectiveRate}%, to 2 decimals`
          : 'No income, so no rate',
        effectiveRate,
      )
      .done('effectiveRate', 'Effective tax rate', effectiveRate),
  );
  if (c.pension > 0) working.push(pension.working);
  working.push(onSalary.working, onDividends.working);

  return {
    totalIncome: shownIncome,
    salaryTax,
    dividendTax,
    savingsTax,
    employeeNI,
    totalTax,
    netIncome,
    effectiveRate,
    studentLoanRepayment,
    pensionRelief: pension.relief,
    marginal: { salary: onSalary.marginal, dividends: onDividends.marginal },
    annualAllowanceCharge: annualAllowance.amount,
    childBenefitCharge: childBenefitCharge.amount,
    marriageAllowance,
    breakdown: {
      personalAllowance: roundTo(personalAllowance, 2),
      dividendAllowance: roundTo(p.dividends.allowance, 2),
      savingsAllowance: roundTo(psa.amount, 2),
      taxableIncome: roundTo(taxableIncome, 2),
      allowanceSplit,
    },
    working,
  };
}
