// The working of the planner's advised split: the company's figures step by step, then the director
// calculator's working for the director's, under the planner's names.
import * as C from '../../../engine/parameters/citations.ts';
import {
  parameterUse,
  type ParametersOf,
  type UseName,
} from '../../../engine/parameters/parameters-for.ts';
import type { FigureWorking, TaxYear, Working } from '../../../engine/types.ts';
import type { PlannerExactOptimum, PlannerFigure, PlannerInput, PlannerSplit } from './types.ts';
import {
  allowanceSplitWorking,
  allowanceWorking,
  employeeNIWorking,
  incomeTaxWorking,
  type DirectorTotals,
} from '../../director/engine/working.ts';
import { evaluate } from './calculate.ts';
import {
  plannerParameters,
  splitWithDirector,
  type Company,
  type PlannerGroup,
  type PlannerParameters,
} from './company.ts';
import { FigureSteps, cite, gbp, percent } from '../../../engine/rules/working.ts';
import { studentLoanOf, studentLoanWorking } from '../../../engine/rules/circumstances.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';

/** Why this salary: the most take-home of every whole-pound salary, or a rounder one close to it. */
function salarySteps(
  split: PlannerSplit,
  top: number,
  exact: PlannerExactOptimum | null,
): FigureSteps {
  const steps = new FigureSteps().note(
    exact === null
      ? `Of every whole-pound salary from £0 to ${gbp(top)} that the profit can pay, employer National Insurance included, this one leaves you the most`
      : `A salary of ${gbp(exact.salary)} leaves you the most of every whole-pound salary from £0 to ${gbp(top)}, ${gbp(exact.gain, true)} more than this rounder one`,
  );
  return steps.add(`Salary ${gbp(split.salary)}`, split.salary);
}

/** The company's profit, less its pension contributions for the director when it pays any. */
function profitSteps(split: PlannerSplit, c: Company): FigureSteps {
  const steps = new FigureSteps();
  if (split.employerPension <= 0)
    return steps.add(`Company profit ${gbp(c.profit, true)}`, c.profit);
  const profit = c.profit + split.employerPension;
  return steps
    .add(`Company profit ${gbp(profit, true)}`, profit)
    .add(
      `Less its contributions to your pension ${gbp(split.employerPension, true)}`,
      -split.employerPension,
    );
}

/** The profit less salary, employer NI and corporation tax; pennies under £1 stay in the company. */
function dividendSteps(split: PlannerSplit, c: Company): FigureSteps {
  const remainder = c.profit - split.salary - split.employerNI - split.corporationTax;
  const steps = profitSteps(split, c)
    .add(`Less salary ${gbp(split.salary, true)}`, -split.salary)
    .add(`Less employer National Insurance ${gbp(split.employerNI, true)}`, -split.employerNI)
    .add(`Less corporation tax ${gbp(split.corporationTax, true)}`, -split.corporationTax);
  if (remainder < 0) steps.add('Nothing is left to pay as dividends', -remainder);
  if (split.retained > 0) {
    steps.add(
      `${gbp(split.retained, true)} is too little to pay as a dividend: it stays in the company`,
      -split.retained,
    );
  }
  return steps;
}

export function employerNISteps(split: PlannerSplit, c: Company): FigureSteps {
  const { secondaryThreshold, rate, employmentAllowance } = c.p.employerNI;
  const param = (name: UseName<PlannerGroup>) => parameterUse(c.p, name);
  const steps = new FigureSteps();
  const above = Math.max(0, split.salary - secondaryThreshold);
  if (above === 0) {
    steps.note(`Salary ${gbp(split.salary)} is not above ${gbp(secondaryThreshold)}`, [
      param('employerNI.secondaryThreshold'),
    ]);
    return steps;
  }
  const due = above * rate;
  steps.add(
    `${gbp(above)} of salary above ${gbp(secondaryThreshold)} at ${percent(rate)} = ${gbp(due, true)}`,
    due,
    [param('employerNI.secondaryThreshold'), param('employerNI.rate')],
  );
  if (c.employmentAllowance) {
    const setOff = Math.min(due, employmentAllowance);
    steps.add(
      `Less the Employment Allowance, up to ${gbp(employmentAllowance)} a year: ${gbp(-setOff, true)}`,
      -setOff,
      [param('employerNI.employmentAllowance')],
    );
    steps.note(
      "This assumes the whole allowance is left for the director's salary: the other employees' National Insurance, which it also covers, is not counted here",
    );
  } else {
    steps.note(
      `No Employment Allowance: a company cannot claim it when the only employee paid above the secondary threshold (${gbp(secondaryThreshold)}) is a director`,
      [param('employerNI.secondaryThreshold')],
      cite(C.nicAct2014s2, C.employmentAllowanceExcluded),
    );
  }
  return steps;
}

function corporationTaxSteps(split: PlannerSplit, c: Company): FigureSteps {
  const profit = c.profit - split.salary - split.employerNI;
  const pension =
    split.employerPension > 0 ? `, pension contributions ${gbp(split.employerPension, true)}` : '';
  const steps = new FigureSteps().note(
    `Taxable profit: ${gbp(c.profit + split.employerPension, true)} less salary ${gbp(split.salary, true)}${pension} and employer National Insurance ${gbp(split.employerNI, true)} = ${gbp(profit, true)}`,
  );
  return addCorporationTaxSteps(steps, profit, c.p);
}

/**
 * Corporation tax on a taxable profit, as `corporationTaxOn` works it out: the small profits rate, or
 * the main rate less marginal relief between the limits (CTA 2010 s18A, s18B). The landlord
 * calculator's company uses it too.
 */
export function addCorporationTaxSteps(
  steps: FigureSteps,
  profit: number,
  p: ParametersOf<'corporationTax'>,
): FigureSteps {
  const ct = p.corporationTax;
  const param = (name: UseName<'corporationTax'>) => parameterUse(p, name);
  if (profit <= 0) return steps.note('No taxable profit, so no corporation tax');
  if (profit <= ct.lowerLimit) {
    return steps.add(
      `${gbp(profit, true)} at ${percent(ct.smallProfitsRate)} (small profits rate, profit up to ${gbp(ct.lowerLimit)}) = ${gbp(profit * ct.smallProfitsRate, true)}`,
      profit * ct.smallProfitsRate,
      [param('corporationTax.lowerLimit'), param('corporationTax.smallProfitsRate')],
    );
  }
  const main = profit * ct.mainRate;
  steps.add(
    `${gbp(profit, true)} at ${percent(ct.mainRate)} (main rate) = ${gbp(main, true)}`,
    main,
    [param('corporationTax.mainRate')],
  );
  if (profit < ct.upperLimit) {
    const relief = ct.marginalReliefFraction * (ct.upperLimit - profit);
    steps.add(
      `Less marginal relief, profit between ${gbp(ct.lowerLimit)} and ${gbp(ct.upperLimit)}: ${percent(ct.marginalReliefFraction)} of (${gbp(ct.upperLimit)} − ${gbp(profit, true)}) = ${gbp(relief, true)}`,
      -relief,
      [
        param('corporationTax.lowerLimit'),
        param('corporationTax.upperLimit'),
        param('corporationTax.marginalReliefFraction'),
      ],
    );
  }
  return steps;
}

/** A director calculator's working under the planner's name for the figure. */
function renamed<From extends string>(
  working: FigureWorking<From>,
  figure: PlannerFigure,
  label: string,
): FigureWorking<PlannerFigure> {
  return { ...working, figure, label };
}

/** How the best split was worked out, in the order a person would redo the sums. */
function workingFor(
  split: PlannerSplit,
  director: DirectorTotals,
  top: number,
  exact: PlannerExactOptimum | null,
  c: Company,
): FigureWorking<PlannerFigure>[] {
  const bands = incomeTaxWorking(director, c.p);
  const charge = director.now.annualAllowance;
  const incomeTax = new FigureSteps()
    .add(`Income tax on salary ${gbp(bands.salary.value, true)}`, bands.salary.value)
    .add(`Income tax on dividends ${gbp(bands.dividends.value, true)}`, bands.dividends.value);
  if (charge.amount > 0) {
    // The director calculator's working explains the charge step by step; here, what it is on.
    incomeTax.add(
      `Annual allowance charge: ${gbp(charge.excess)} of pension savings (yours and the company's) above the ${gbp(charge.allowance)} allowance, taxed at your top rates = ${gbp(charge.amount, true)}`,
      charge.amount,
      [],
      cite(C.fa2004s227),
    );
  }
  const takeHome = new FigureSteps()
    .add(`Salary ${gbp(split.salary, true)}`, split.salary)
    .add(`Dividends ${gbp(split.dividends, true)}`, split.dividends)
    .add(`Less employee National Insurance ${gbp(split.employeeNI, true)}`, -split.employeeNI)
    .add(`Less income tax ${gbp(split.incomeTax, true)}`, -split.incomeTax);
  if ((c.plans ?? []).length > 0) {
    takeHome.add(
      `Less student loan repayments ${gbp(split.studentLoanRepayment)}`,
      -split.studentLoanRepayment,
    );
  }
  // As the director calculator says it: payroll takes the salary's part, the return the rest.
  const loan = studentLoanWorking(
    director.now.loan,
    c.p,
    studentLoanOf(c.plans ?? [], split.salary, 'salary', 0, c.p).amount,
  );
  return [
    salarySteps(split, top, exact).done('best.salary', 'Salary', split.salary),
    employerNISteps(split, c).done(
      'best.employerNI',
      'Employer National Insurance',
      split.employerNI,
    ),
    corporationTaxSteps(split, c).done(
      'best.corporationTax',
      'Corporation tax',
      split.corporationTax,
    ),
    dividendSteps(split, c).done('best.dividends', 'Dividends', split.dividends),
    renamed(allowanceWorking(director, c.p), 'personalAllowance', 'Personal allowance'),
    renamed(allowanceSplitWorking(director, c.p), 'allowanceSplit', 'Personal allowance used'),
    renamed(bands.salary, 'salaryTax', 'Income tax on salary'),
    renamed(bands.dividends, 'dividendTax', 'Income tax on dividends'),
    incomeTax.done('best.incomeTax', 'Income tax', split.incomeTax),
    renamed(employeeNIWorking(director, c.p), 'best.employeeNI', 'Employee National Insurance'),
    ...(loan ? [renamed(loan, 'best.studentLoanRepayment', 'Student loan repayments')] : []),
    takeHome.done('best.takeHome', 'Take-home', split.takeHome),
  ];
}

/** The working of the plan's advised split, as the planner shows it. */
export function plannerWorking(
  input: PlannerInput,
  p: PlannerParameters,
): FigureWorking<PlannerFigure>[] {
  const { result, c, top } = evaluate(input, p);
  const chosen = splitWithDirector(result.best.salary, c);
  return workingFor(chosen.split, chosen.director, top, result.exactOptimum, c);
}

/** How `planSalaryAndDividends(input, taxYear)` worked out the advised split's figures. */
export function explainSalaryAndDividends(
  input: PlannerInput,
  taxYear: TaxYear,
): Working<PlannerFigure> {
  return plannerWorking(input, plannerParameters(knownYear(taxYear)));
}
