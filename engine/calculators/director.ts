// A company director's income tax on salary, savings and dividends, and employee NI on salary,
// following the law (see engine/README.md, "Director"). Each figure comes with its working.
import * as C from '../parameters/citations.ts';
import {
  dividends as dividendsGroup,
  incomeTax,
  savings as savingsGroup,
  scales as rateScales,
  scottishIncomeTax,
} from '../parameters/income-tax.ts';
import { employeeNI as employeeNIGroup } from '../parameters/national-insurance.ts';
import {
  parameterUse,
  resolverFor,
  type ParametersOf,
  type Resolver,
  type UseName,
} from '../parameters/parameters-for.ts';
import { calculator } from '../parameters/practice.ts';
import { childBenefit, pensions, studentLoans } from '../parameters/self-assessment.ts';
import type {
  AllowanceSplit,
  DirectorFigure,
  DirectorInput,
  DirectorResult,
  FigureWorking,
} from '../types.ts';
import {
  addAdjustmentSteps,
  addTransferStep,
  annualAllowanceChargeOf,
  childBenefitChargeOf,
  incomeAboveBasicRate,
  marriageReductionOf,
  marriageTransferOutcome,
  transferableAmount,
} from './adjustments.ts';
import { roundTo, safeAmount } from './arithmetic.ts';
import {
  MARGINAL_STEP,
  circumstancesOf,
  extensionNote,
  marginalOf,
  pensionReliefOf,
  relievedContributions,
  scalesFor,
  studentLoanOf,
  type Circumstances,
} from './circumstances.ts';
import { taperedAllowance, taperedAllowanceAmount } from './personal-allowance.ts';
import { bestSplit, layOut, savingsAllowanceFor, taxesOn } from './allowance-placement.ts';
import { FigureSteps, addSlices, cite, gbp, addNiBandSteps } from './working.ts';

/** The parameter groups the director calculator reads (the planner reads these and the company's). */
export type DirectorGroup =
  | 'incomeTax'
  | 'dividends'
  | 'savings'
  | 'scottishIncomeTax'
  | 'studentLoans'
  | 'pensions'
  | 'childBenefit'
  | 'employeeNI'
  | 'calculator';

export type DirectorParameters = ParametersOf<DirectorGroup, keyof typeof rateScales>;

/** The director calculator's groups and scales for a tax year. */
export const directorParameters: Resolver<DirectorParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax,
    dividends: dividendsGroup,
    savings: savingsGroup,
    scottishIncomeTax,
    studentLoans,
    pensions,
    childBenefit,
    employeeNI: employeeNIGroup,
    calculator,
  },
  rateScales,
);

/**
 * Income tax on each kind of income with the allowance split as given: for tests that search the
 * placements themselves.
 */
export function incomeTaxWithSplit(
  input: DirectorInput,
  split: AllowanceSplit,
  p: DirectorParameters,
): number {
  const allowanceUsed = split.salary + split.savings + split.dividends;
  const taxableIncome = input.salary + input.savings + input.dividends - allowanceUsed;
  const taxable = {
    salary: input.salary - split.salary,
    savings: input.savings - split.savings,
    dividends: input.dividends - split.dividends,
  };
  const c = circumstancesOf(input, p.inputLimit);
  const scales = scalesFor(p, c.scottish, relievedContributions(c.pension, input.salary, p));
  const taxes = taxesOn(taxable, savingsAllowanceFor(taxableIncome, scales, p), scales, p);
  return taxes.salary + taxes.savings + taxes.dividends;
}

/** Salary in employee Class 1's main band and above it, and the contributions, unrounded. */
export function employeeNIBands(salary: number, p: ParametersOf<'employeeNI'>) {
  const ni = p.employeeNI;
  const main = Math.max(0, Math.min(salary, ni.upperEarningsLimit) - ni.primaryThreshold);
  const above = Math.max(0, salary - Math.max(ni.upperEarningsLimit, ni.primaryThreshold));
  return { main, above, contributions: main * ni.mainRate + above * ni.additionalRate };
}

/**
 * Income tax on the bands, employee NI and loan repayments on the incomes, unrounded but the loan,
 * with the personal allowance less `transferred` (Marriage Allowance given to a spouse).
 */
function onIncome(
  salary: number,
  dividends: number,
  savings: number,
  c: Circumstances,
  transferred: number,
  p: DirectorParameters,
) {
  const ni = p.employeeNI;
  const totalIncome = salary + dividends + savings;
  // Relevant UK earnings are the salary: dividends and interest do not count (FA 2004 s189).
  const relieved = relievedContributions(c.pension, salary, p);
  const adjustedNetIncome = Math.max(0, totalIncome - relieved);
  // The amount alone here, for speed: directorTax builds the allowance's working.
  const allowance = taperedAllowanceAmount(adjustedNetIncome, p);
  const allowanceAmount = Math.max(0, allowance - transferred);
  const allowanceUsed = Math.min(allowanceAmount, totalIncome);
  const taxableIncome = totalIncome - allowanceUsed;
  const scales = scalesFor(p, c.scottish, relieved);
  const psa = savingsAllowanceFor(taxableIncome, scales, p);
  const { split, taxes } = bestSplit({ salary, savings, dividends }, allowanceUsed, psa, scales, p);
  const { main: niMain, above: niAbove } = employeeNIBands(salary, p);
  const salaryTax = roundTo(taxes.salary, 2);
  const savingsTax = roundTo(taxes.savings, 2);
  const dividendTax = roundTo(taxes.dividends, 2);
  const taxedSalary = salary - split.salary;
  const taxedToSavings = taxedSalary + savings - split.savings;
  return {
    totalIncome,
    relieved,
    adjustedNetIncome,
    allowance,
    allowanceAmount,
    allowanceUsed,
    aboveBasicRate: incomeAboveBasicRate([
      { scale: scales.nonSavings, from: 0, to: taxedSalary },
      { scale: scales.savings, from: taxedSalary, to: taxedToSavings },
      { scale: scales.dividends, from: taxedToSavings, to: taxableIncome },
    ]),
    taxableIncome,
    psa,
    split,
    scales,
    niMain,
    niAbove,
    salaryTax,
    savingsTax,
    dividendTax,
    incomeTax: roundTo(salaryTax + savingsTax + dividendTax, 2),
    employeeNI: roundTo(niMain * ni.mainRate + niAbove * ni.additionalRate, 2),
    loan: studentLoanOf(c.plans, salary, 'salary', dividends + savings, p),
  };
}

/**
 * Everything the incomes owe: the tax on the bands with Marriage Allowance applied where the
 * taxpayer is eligible, the annual allowance and Child Benefit charges, NI and repayments.
 */
function liabilities(
  salary: number,
  dividends: number,
  savings: number,
  c: Circumstances,
  p: DirectorParameters,
) {
  const transferable = c.marriage === 'transfer' ? transferableAmount(p) : 0;
  let now = onIncome(salary, dividends, savings, c, transferable, p);
  const transfer =
    c.marriage === 'transfer'
      ? marriageTransferOutcome(transferable, now.aboveBasicRate, c.scottish)
      : null;
  if (transfer && !transfer.applied) now = onIncome(salary, dividends, savings, c, 0, p);
  const marriage = marriageReductionOf(
    c.marriage,
    now.incomeTax,
    now.aboveBasicRate,
    c.scottish,
    true,
    p,
  );
  const annualAllowance = annualAllowanceChargeOf(
    {
      pensionInput: c.pension,
      thresholdIncome: now.adjustedNetIncome,
      adjustedIncome: now.totalIncome,
      unused: c.unusedAnnualAllowance,
      taxableIncome: now.taxableIncome,
      scale: now.scales.nonSavings,
    },
    true,
    p,
  );
  const childBenefitCharge = childBenefitChargeOf(c.children, now.adjustedNetIncome, true, p);
  return {
    ...now,
    marriageAllowance: transfer ?? marriage.outcome,
    marriageWorking: marriage.working,
    annualAllowance,
    childBenefitCharge,
    /** Income tax with the charges and less the Marriage Allowance reduction. */
    incomeTaxDue: roundTo(
      now.incomeTax + annualAllowance.amount + childBenefitCharge.amount - marriage.outcome.amount,
      2,
    ),
  };
}

/**
 * The director's taxes and what is left, as `directorTax` reports them but without the working or
 * the marginal rates: what the planner weighs each salary it tries by.
 */
export function directorTotals(input: DirectorInput, p: DirectorParameters) {
  const salary = safeAmount(input.salary, p.inputLimit);
  const dividends = safeAmount(input.dividends, p.inputLimit);
  const savings = safeAmount(input.savings, p.inputLimit);
  const c = circumstancesOf(input, p.inputLimit);
  const now = liabilities(salary, dividends, savings, c, p);
  // Money to 2 decimals: totals are sums of the shown figures so they add up on screen.
  const shownIncome = roundTo(now.totalIncome, 2);
  const totalTax = roundTo(now.incomeTaxDue + now.employeeNI, 2);
  const netIncome = roundTo(shownIncome - totalTax - now.loan.amount, 2);
  return { salary, dividends, savings, c, now, shownIncome, totalTax, netIncome };
}

export function directorTax(input: DirectorInput, p: DirectorParameters): DirectorResult {
  const ni = p.employeeNI;
  const { salary, dividends, savings, c, now, shownIncome, totalTax, netIncome } = directorTotals(
    input,
    p,
  );
  const { totalIncome, allowanceUsed, taxableIncome, psa, split, scales } = now;
  const { niMain, niAbove, salaryTax, savingsTax, dividendTax, employeeNI, loan, relieved } = now;
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
      ? liabilities(salary, dividends, savings, { ...c, pension: 0 }, p).incomeTax
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
    next: ReturnType<typeof liabilities>,
  ) =>
    marginalOf(figure, of, {
      tax: roundTo(next.incomeTaxDue - now.incomeTaxDue, 2),
      ni: roundTo(next.employeeNI - employeeNI, 2),
      loan: next.loan.amount - studentLoanRepayment,
    });
  const onSalary = marginalFor(
    'marginal.salary.keeps',
    'salary',
    liabilities(salary + MARGINAL_STEP, dividends, savings, c, p),
  );
  const onDividends = marginalFor(
    'marginal.dividends.keeps',
    'dividends',
    liabilities(salary, dividends + MARGINAL_STEP, savings, c, p),
  );

  // The working, figure by figure.
  const param = (name: UseName<DirectorGroup>) => parameterUse(p, name);
  const working: FigureWorking<DirectorFigure>[] = [];

  working.push(
    new FigureSteps()
      .add(`Salary ${gbp(salary)}`, salary)
      .add(`Savings income ${gbp(savings)}`, savings)
      .add(`Dividends ${gbp(dividends)}`, dividends)
      .done('totalIncome', 'Total income', shownIncome),
  );

  const allowanceSteps = taperedAllowance(now.adjustedNetIncome, p).steps;
  if (c.marriage === 'transfer') addTransferStep(allowanceSteps, marriageAllowance, p);
  working.push(
    allowanceSteps.done('breakdown.personalAllowance', 'Personal allowance', personalAllowance),
  );

  const splitSteps = new FigureSteps()
    .add(`${gbp(split.salary, true)} set against salary`, split.salary)
    .add(`${gbp(split.savings, true)} set against savings income`, split.savings)
    .add(`${gbp(split.dividends, true)} set against dividends`, split.dividends)
    .note(
      'The allowance is set against the kinds of income in the way that leaves the least tax',
      [param('incomeTax.personalAllowance')],
      cite(C.ita2007s25),
    );
  working.push(
    splitSteps.done(
      'breakdown.allowanceSplit',
      'Personal allowance used',
      roundTo(allowanceUsed, 2),
    ),
  );

  working.push(
    new FigureSteps()
      .add(`Total income ${gbp(totalIncome, true)}`, totalIncome)
      .add(
        `Less the personal allowance used, ${gbp(allowanceUsed, true)}`,
        -allowanceUsed,
        [param('incomeTax.personalAllowance')],
        cite(C.ita2007s23),
      )
      .done('breakdown.taxableIncome', 'Taxable income', roundTo(taxableIncome, 2)),
  );

  const stackRefs = cite(C.ita2007s16);
  const taxable = {
    salary: salary - split.salary,
    savings: savings - split.savings,
    dividends: dividends - split.dividends,
  };
  const layout = layOut(taxable, psa, scales, p);
  const position = (from: number, amount: number, kind: string, after: string) =>
    amount > 0
      ? `Taxable ${kind} ${gbp(amount, true)} fill taxable income from ${gbp(from, true)} to ${gbp(from + amount, true)}${after}`
      : `No taxable ${kind}`;

  const salarySteps = new FigureSteps().note(
    position(0, taxable.salary, 'salary', ''),
    [],
    stackRefs,
  );
  if (c.scottish) {
    salarySteps.note(
      'Scottish rates and bands on salary; savings and dividends keep the UK rates and bands',
      [],
      cite(C.scotlandAct1998s80C),
    );
  }
  extensionNote(salarySteps, relieved, p);
  addSlices(salarySteps, layout.salary);
  working.push(salarySteps.done('salaryTax', 'Tax on salary', salaryTax));

  const savingsSteps = new FigureSteps().note(
    position(taxable.salary, taxable.savings, 'savings income', ', after salary'),
    [psa.use],
    stackRefs,
  );
  addSlices(savingsSteps, layout.savings);
  working.push(savingsSteps.done('savingsTax', 'Tax on savings', savingsTax));

  const dividendSteps = new FigureSteps().note(
    position(
      taxable.salary + taxable.savings,
      taxable.dividends,
      'dividends',
      ', after salary and savings',
    ),
    [],
    stackRefs,
  );
  addSlices(dividendSteps, layout.dividends);
  working.push(dividendSteps.done('dividendTax', 'Tax on dividends', dividendTax));

  const niSteps = new FigureSteps();
  addNiBandSteps(niSteps, {
    on: 'salary',
    amount: salary,
    main: niMain,
    above: niAbove,
    lowerLimit: ni.primaryThreshold,
    upperLimit: ni.upperEarningsLimit,
    mainRate: ni.mainRate,
    additionalRate: ni.additionalRate,
    params: {
      lower: param('employeeNI.primaryThreshold'),
      upper: param('employeeNI.upperEarningsLimit'),
      main: param('employeeNI.mainRate'),
      additional: param('employeeNI.additionalRate'),
    },
  });
  niSteps.note('No National Insurance is due on dividends or savings income');
  working.push(niSteps.done('employeeNI', 'Employee National Insurance', employeeNI));
  if (annualAllowance.working) working.push(annualAllowance.working);
  if (childBenefitCharge.working) working.push(childBenefitCharge.working);
  if (now.marriageWorking) working.push(now.marriageWorking);

  const totalSteps = new FigureSteps()
    .add(`Tax on salary ${gbp(salaryTax, true)}`, salaryTax)
    .add(`Tax on savings ${gbp(savingsTax, true)}`, savingsTax)
    .add(`Tax on dividends ${gbp(dividendTax, true)}`, dividendTax)
    .add(`Employee National Insurance ${gbp(employeeNI, true)}`, employeeNI);
  addAdjustmentSteps(totalSteps, now, true);
  working.push(totalSteps.done('totalTax', 'Total tax', totalTax));
  if (loan.working) working.push(loan.working);
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
