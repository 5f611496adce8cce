// The working of a director's figures, one builder per figure, from the figures figures.ts and
// calculate.ts work out. The director calculator writes every figure's (directorWorking, in the
// order it shows them); the planner only those it shows, so its bundle carries only their builders.
import * as C from '../../../engine/parameters/citations.ts';
import { parameterUse, type UseName } from '../../../engine/parameters/parameters-for.ts';
import type { DirectorFigure, DirectorInput } from './types.ts';
import type { FigureWorking, TaxYear, Working } from '../../../engine/types.ts';
import {
  addAdjustmentSteps,
  addTransferStep,
  annualAllowanceWorking,
  childBenefitWorking,
  marriageReductionWorking,
} from '../../../engine/rules/adjustments.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import {
  extensionNote,
  marginalWorking,
  pensionReliefWorking,
  studentLoanOf,
  studentLoanWorking,
} from '../../../engine/rules/circumstances.ts';
import { evaluate } from './calculate.ts';
import { directorParameters } from './figures.ts';
import type {
  DirectorParameters,
  IncomeGroup,
  IncomeParameters,
  directorTotals,
} from './figures.ts';
import { paymentsOnAccountWorking } from '../../../engine/rules/payments-on-account.ts';
import { layOut } from '../../../engine/rules/allowance-placement.ts';
import { allowanceSteps } from '../../../engine/rules/personal-allowance.ts';
import {
  FigureSteps,
  addNiBandSteps,
  addSlices,
  cite,
  gbp,
  present,
} from '../../../engine/rules/working.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';

export type DirectorTotals = ReturnType<typeof directorTotals<IncomeParameters>>;

const parameterOf = (p: IncomeParameters, name: UseName<IncomeGroup>) => parameterUse(p, name);

/** The allowance after the taper; `more` adds the personal circumstances' steps (a transferred allowance). */
export function allowanceWorking(
  t: DirectorTotals,
  p: IncomeParameters,
  more?: (steps: FigureSteps) => void,
): FigureWorking<'breakdown.personalAllowance'> {
  const steps = allowanceSteps(t.now.allowance, p);
  more?.(steps);
  return steps.done('breakdown.personalAllowance', 'Personal allowance', t.now.allowanceAmount);
}

/** Where the allowance went: set against the kinds of income in the way that leaves least tax. */
export function allowanceSplitWorking(
  t: DirectorTotals,
  p: IncomeParameters,
): FigureWorking<'breakdown.allowanceSplit'> {
  const { split, allowanceUsed } = t.now;
  return new FigureSteps()
    .add(`${gbp(split.salary, true)} set against salary`, split.salary)
    .add(`${gbp(split.savings, true)} set against savings income`, split.savings)
    .add(`${gbp(split.dividends, true)} set against dividends`, split.dividends)
    .note(
      p.incomeTax.allowanceAgainstOtherIncomeFirst === 1
        ? 'The allowance is set against salary first; what salary leaves is set against savings and dividends in the way that leaves the least tax'
        : 'The allowance is set against the kinds of income in the way that leaves the least tax',
      [
        parameterOf(p, 'incomeTax.personalAllowance'),
        parameterOf(p, 'incomeTax.allowanceAgainstOtherIncomeFirst'),
      ],
      cite(C.ita2007s25),
    )
    .done('breakdown.allowanceSplit', 'Personal allowance used', roundTo(allowanceUsed, 2));
}

/** The tax on each kind of income: where it sits in taxable income, then each band's slice. */
export function incomeTaxWorking(t: DirectorTotals, p: IncomeParameters) {
  const { salary, savings, dividends, c, now } = t;
  const { split, psa, scales } = now;
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

  const statePension = t.pension.statePension;
  const salarySteps = new FigureSteps();
  if (statePension > 0) {
    salarySteps.note(
      `The State Pension of ${gbp(statePension, true)} is pension income, with no National Insurance on it: taxed with the salary as non-savings income`,
      [],
      cite(C.itepa2003s577),
    );
  }
  salarySteps.note(
    position(0, taxable.salary, statePension > 0 ? 'salary and State Pension' : 'salary', ''),
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
  const relief = { contributions: c.pension, relieved: now.relieved };
  extensionNote(salarySteps, relief, c.scottish, p);
  addSlices(salarySteps, layout.salary);

  const savingsSteps = new FigureSteps().note(
    position(taxable.salary, taxable.savings, 'savings income', ', after salary'),
    [psa.use],
    stackRefs,
  );
  // Every band the savings and dividends fall in is the extended one too.
  extensionNote(savingsSteps, relief, false, p);
  addSlices(savingsSteps, layout.savings);

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
  extensionNote(dividendSteps, relief, false, p);
  addSlices(dividendSteps, layout.dividends);

  return {
    salary: salarySteps.done(
      'salaryTax',
      statePension > 0 ? 'Tax on salary and State Pension' : 'Tax on salary',
      now.salaryTax,
    ),
    savings: savingsSteps.done('savingsTax', 'Tax on savings', now.savingsTax),
    dividends: dividendSteps.done('dividendTax', 'Tax on dividends', now.dividendTax),
  };
}

/** Employee Class 1 on the salary, band by band; none on dividends or interest. */
export function employeeNIWorking(
  t: DirectorTotals,
  p: IncomeParameters,
): FigureWorking<'employeeNI'> {
  const ni = p.employeeNI;
  const steps = new FigureSteps();
  if (t.pension.overStatePensionAge) {
    return steps
      .note(
        'Over State Pension age: no employee National Insurance on the salary; the company still pays employer’s Class 1 on it',
        [],
        cite(C.sscba1992s6),
      )
      .note('No National Insurance is due on dividends, savings income or a State Pension')
      .done('employeeNI', 'Employee National Insurance', t.now.employeeNI);
  }
  addNiBandSteps(steps, {
    on: 'salary',
    amount: t.salary,
    main: t.now.niMain,
    above: t.now.niAbove,
    lowerLimit: ni.primaryThreshold,
    upperLimit: ni.upperEarningsLimit,
    mainRate: ni.mainRate,
    additionalRate: ni.additionalRate,
    params: {
      lower: parameterOf(p, 'employeeNI.primaryThreshold'),
      upper: parameterOf(p, 'employeeNI.upperEarningsLimit'),
      main: parameterOf(p, 'employeeNI.mainRate'),
      additional: parameterOf(p, 'employeeNI.additionalRate'),
    },
  });
  steps.note('No National Insurance is due on dividends or savings income');
  return steps.done('employeeNI', 'Employee National Insurance', t.now.employeeNI);
}

/** The working of the figures from the incomes to the effective rate. */
function incomeToRateWorking(
  t: DirectorTotals,
  effectiveRate: number,
  p: DirectorParameters,
): FigureWorking<DirectorFigure>[] {
  const { salary, dividends, savings, pension, c, now, shownIncome, totalTax } = t;
  const { totalIncome, allowanceUsed, salaryTax, savingsTax, dividendTax, employeeNI, loan } = now;
  const bands = incomeTaxWorking(t, p);
  const totalSteps = new FigureSteps()
    .add(
      `Tax on salary${t.pension.statePension > 0 ? ' and State Pension' : ''} ${gbp(salaryTax, true)}`,
      salaryTax,
    )
    .add(`Tax on savings ${gbp(savingsTax, true)}`, savingsTax)
    .add(`Tax on dividends ${gbp(dividendTax, true)}`, dividendTax)
    .add(`Employee National Insurance ${gbp(employeeNI, true)}`, employeeNI);
  addAdjustmentSteps(totalSteps, now, true);
  const netSteps = new FigureSteps()
    .add(`Total income ${gbp(shownIncome, true)}`, shownIncome)
    .add(`Less total tax ${gbp(totalTax, true)}`, -totalTax);
  if (loan.amount > 0) {
    netSteps.add(`Less student loan repayments ${gbp(loan.amount)}`, -loan.amount);
  }
  const incomeSteps = new FigureSteps().add(`Salary ${gbp(salary)}`, salary);
  if (pension.statePension > 0) {
    incomeSteps.add(`State Pension ${gbp(pension.statePension)}`, pension.statePension);
  }
  return present(
    incomeSteps
      .add(`Savings income ${gbp(savings)}`, savings)
      .add(`Dividends ${gbp(dividends)}`, dividends)
      .done('totalIncome', 'Total income', shownIncome),
    allowanceWorking(t, p, (steps) => {
      if (c.marriage === 'transfer') addTransferStep(steps, now.marriageAllowance, p);
    }),
    allowanceSplitWorking(t, p),
    new FigureSteps()
      .add(`Total income ${gbp(totalIncome, true)}`, totalIncome)
      .add(
        `Less the personal allowance used, ${gbp(allowanceUsed, true)}`,
        -allowanceUsed,
        [parameterOf(p, 'incomeTax.personalAllowance')],
        cite(C.ita2007s23),
      )
      .done('breakdown.taxableIncome', 'Taxable income', roundTo(now.taxableIncome, 2)),
    bands.salary,
    bands.savings,
    bands.dividends,
    employeeNIWorking(t, p),
    annualAllowanceWorking(
      now.annualAllowance,
      p,
      c.employerPension > 0
        ? `Pension savings this year: ${gbp(now.annualAllowance.facts.pensionInput)} gross, ${gbp(c.employerPension)} of it paid by the company (also counted in adjusted income)`
        : undefined,
    ),
    childBenefitWorking(now.childBenefitCharge, p),
    now.marriage && marriageReductionWorking(now.marriage, p),
    totalSteps.done('totalTax', 'Total tax', totalTax),
    // PAYE collects on the salary alone; the return collects what the dividends and interest add.
    studentLoanWorking(loan, p, studentLoanOf(c.plans, salary, 'salary', 0, p).amount),
    netSteps.done('netIncome', 'Net income', t.netIncome),
    new FigureSteps()
      .add(
        shownIncome > 0
          ? `${gbp(totalTax, true)} ÷ ${gbp(shownIncome, true)} × 100 = ${effectiveRate}%, to 2 decimals`
          : 'No income, so no rate',
        effectiveRate,
      )
      .done('effectiveRate', 'Effective tax rate', effectiveRate),
  );
}

/** What the tax return collects beyond PAYE, and the payments on account of its tax. */
function returnWorking(
  e: ReturnType<typeof evaluate>,
  p: DirectorParameters,
): FigureWorking<DirectorFigure>[] {
  const { result, t, sa } = e;
  const statePension = t.pension.statePension > 0;
  const bill = new FigureSteps()
    .add(`Income tax for the year ${gbp(t.now.incomeTaxDue, true)}`, t.now.incomeTaxDue)
    .add(
      `Less what PAYE takes from the salary ${gbp(sa.paye.tax, true)}: tax on the salary alone, with the allowance it alone gives (a standard tax code)`,
      -sa.paye.tax,
      [],
      cite(C.payeSpecification),
    );
  if (sa.loan > 0) {
    bill.add(
      `Student loan repayments payroll does not take ${gbp(sa.loan)}, for the dividends and interest`,
      sa.loan,
    );
  }
  bill.note(
    result.selfAssessmentBill < 0
      ? 'PAYE took more than the year’s tax: the return claims the difference back'
      : `The return collects what the dividends, interest${statePension ? ', State Pension' : ''} and any charges add, on 31 January after the year`,
    [],
    cite(C.tma1970s59B),
  );
  const working: FigureWorking<DirectorFigure>[] = [
    bill.done('selfAssessmentBill', 'Through your tax return', result.selfAssessmentBill),
  ];
  const poa = paymentsOnAccountWorking(
    sa.poa,
    `Income tax through the return ${gbp(sa.liability, true)}`,
    p,
  );
  if (poa) working.push(poa);
  return working;
}

/** Every figure's working, in the order the director calculator shows the figures. */
export function directorWorking(
  input: DirectorInput,
  p: DirectorParameters,
): FigureWorking<DirectorFigure>[] {
  const e = evaluate(input, p);
  const { result, t, pension, extra } = e;
  const working = incomeToRateWorking(t, result.effectiveRate, p);
  working.push(...returnWorking(e, p));
  if (t.c.pension > 0) working.push(pensionReliefWorking(pension, p));
  working.push(
    marginalWorking('marginal.salary.keeps', 'salary', extra.salary, result.marginal.salary),
    marginalWorking(
      'marginal.dividends.keeps',
      'dividends',
      extra.dividends,
      result.marginal.dividends,
    ),
  );
  return working;
}

/** How `calculateDirector(input, taxYear)` worked out each figure. */
export function explainDirector(input: DirectorInput, taxYear: TaxYear): Working<DirectorFigure> {
  return directorWorking(input, directorParameters(knownYear(taxYear)));
}
