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
  ParameterUse,
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
  type TaxpayerScales,
} from './circumstances.ts';
import { taperedAllowance } from './personal-allowance.ts';
import {
  FigureSteps,
  addSlices,
  cite,
  gbp,
  slicesOnScale,
  taxOf,
  type Slice,
  addNiBandSteps,
} from './working.ts';

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

/** Taxable income of each kind once the allowance is set against it. */
interface Taxable {
  salary: number;
  savings: number;
  dividends: number;
}

interface Layout {
  salary: Slice[];
  savings: Slice[];
  dividends: Slice[];
}

interface SavingsAllowance {
  amount: number;
  use: ParameterUse;
}

/**
 * The personal savings allowance, chosen by the highest band the taxpayer's taxable income reaches
 * (ITA 2007 s12B): the basic amount in the first band, the higher amount in the second, the
 * additional amount above.
 */
function savingsAllowanceFor(
  taxableIncome: number,
  scales: TaxpayerScales,
  p: DirectorParameters,
): SavingsAllowance {
  const reached = scales.savings.filter((band) => taxableIncome > band.from).length - 1;
  const name =
    reached >= 2
      ? 'savings.allowanceAdditional'
      : reached === 1
        ? 'savings.allowanceHigher'
        : 'savings.allowanceBasic';
  const use = parameterUse(p, name);
  return { amount: use.value, use };
}

/**
 * Where each pound of taxable income sits and at what rate. Income is stacked non-savings, then
 * savings, then dividends (ITA 2007 s16); the starting rate for savings, the savings allowance and
 * the dividend allowance are taxed at their own rates but still fill the bands they sit in (ITA 2007
 * s12, s12A, s13A).
 */
function layOut(
  taxable: Taxable,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: DirectorParameters,
): Layout {
  const { salary, savings, dividends } = taxable;
  const salarySlices = slicesOnScale(scales.nonSavings, 0, salary);

  const savingsSlices: Slice[] = [];
  // The starting rate band shrinks by every pound of taxable non-savings income (ITA 2007 s12).
  const starting = Math.min(savings, Math.max(0, p.savings.startingRateBand - salary));
  if (starting > 0) {
    savingsSlices.push({
      amount: starting,
      rate: p.savings.startingRate,
      where: 'starting rate for savings',
      parameters: [
        parameterUse(p, 'savings.startingRateBand'),
        parameterUse(p, 'savings.startingRate'),
      ],
    });
  }
  const allowed = Math.min(savings - starting, psa.amount);
  if (allowed > 0) {
    savingsSlices.push({
      amount: allowed,
      rate: 0,
      where: 'personal savings allowance',
      parameters: [psa.use],
    });
  }
  const savingsEnd = salary + savings;
  savingsSlices.push(...slicesOnScale(scales.savings, salary + starting + allowed, savingsEnd));

  const dividendSlices: Slice[] = [];
  const nilRate = Math.min(dividends, p.dividends.allowance);
  if (nilRate > 0) {
    dividendSlices.push({
      amount: nilRate,
      rate: 0,
      where: 'dividend allowance',
      parameters: [parameterUse(p, 'dividends.allowance')],
    });
  }
  dividendSlices.push(
    ...slicesOnScale(scales.dividends, savingsEnd + nilRate, savingsEnd + dividends),
  );
  return { salary: salarySlices, savings: savingsSlices, dividends: dividendSlices };
}

function incomeTaxOf(layout: Layout): number {
  return taxOf(layout.salary) + taxOf(layout.savings) + taxOf(layout.dividends);
}

const EPSILON = 1e-7;

/**
 * The split of `allowance` among salary, savings and dividends that gives the least income tax
 * (ITA 2007 s25(2)). Income tax is piecewise linear in the split; with u = taxable salary and
 * w = taxable salary + savings, every kink lies on a line u = c or w = c for c in the sets below,
 * and the feasible splits form a polygon bounded by such lines and by w = u, w = u + savings. The
 * least tax is therefore at a vertex: an intersection of two of these lines. engine/README.md has
 * the proof.
 */
function bestSplit(
  income: Taxable,
  allowance: number,
  psa: SavingsAllowance,
  scales: TaxpayerScales,
  p: DirectorParameters,
): { split: AllowanceSplit; layout: Layout } {
  const { salary: S, savings: V, dividends: D } = income;
  const T = S + V + D - allowance;
  // Every threshold of the taxpayer's own scales: Scottish ones on non-savings income, and each
  // moved up by pension contributions where the law moves it.
  const edges = new Set<number>();
  for (const scale of Object.values(scales)) for (const band of scale) edges.add(band.from);
  const srb = p.savings.startingRateBand;
  const da = p.dividends.allowance;
  const onU = [0, S, srb];
  const onW = [S + V - allowance, T, srb, srb + psa.amount, T - da];
  for (const edge of edges) {
    onU.push(edge, edge - psa.amount);
    onW.push(edge, edge - da);
  }
  const points: [number, number][] = [];
  for (const u of onU) {
    points.push([u, u], [u, u + V]);
    for (const w of onW) points.push([u, w]);
  }
  for (const w of onW) points.push([w, w], [w - V, w]);

  const evaluate = (split: AllowanceSplit) => {
    const taxable = {
      salary: S - split.salary,
      savings: V - split.savings,
      dividends: D - split.dividends,
    };
    const layout = layOut(taxable, psa, scales, p);
    return { split, layout, tax: incomeTaxOf(layout) };
  };

  // HMRC's usual order (salary, savings, dividends) first: another split must save tax to replace it.
  const toSalary = Math.min(S, allowance);
  const toSavings = Math.min(V, allowance - toSalary);
  let best = evaluate({
    salary: toSalary,
    savings: toSavings,
    dividends: allowance - toSalary - toSavings,
  });
  for (const [u, w] of points) {
    const toS = S - u;
    const toV = V - (w - u);
    const toD = allowance - toS - toV;
    if (
      toS < -EPSILON ||
      toS > S + EPSILON ||
      toV < -EPSILON ||
      toV > V + EPSILON ||
      toD < -EPSILON ||
      toD > D + EPSILON
    ) {
      continue;
    }
    const salary = Math.min(S, Math.max(0, toS));
    const savings = Math.min(V, Math.max(0, toV));
    const candidate = evaluate({
      salary,
      savings,
      dividends: Math.min(D, Math.max(0, allowance - salary - savings)),
    });
    if (candidate.tax < best.tax - 1e-9) best = candidate;
  }
  return { split: best.split, layout: best.layout };
}

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
  return incomeTaxOf(layOut(taxable, savingsAllowanceFor(taxableIncome, scales, p), scales, p));
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
  const allowance = taperedAllowance(adjustedNetIncome, p);
  const allowanceAmount = Math.max(0, allowance.amount - transferred);
  const allowanceUsed = Math.min(allowanceAmount, totalIncome);
  const taxableIncome = totalIncome - allowanceUsed;
  const scales = scalesFor(p, c.scottish, relieved);
  const psa = savingsAllowanceFor(taxableIncome, scales, p);
  const { split, layout } = bestSplit(
    { salary, savings, dividends },
    allowanceUsed,
    psa,
    scales,
    p,
  );
  const niMain = Math.max(0, Math.min(salary, ni.upperEarningsLimit) - ni.primaryThreshold);
  const niAbove = Math.max(0, salary - Math.max(ni.upperEarningsLimit, ni.primaryThreshold));
  const salaryTax = roundTo(taxOf(layout.salary), 2);
  const savingsTax = roundTo(taxOf(layout.savings), 2);
  const dividendTax = roundTo(taxOf(layout.dividends), 2);
  const taxedSalary = salary - split.salary;
  const taxedToSavings = taxedSalary + savings - split.savings;
  return {
    totalIncome,
    relieved,
    adjustedNetIncome,
    allowance,
    allowanceAmount,
    allowanceUsed,
    scales,
    aboveBasicRate: incomeAboveBasicRate([
      { scale: scales.nonSavings, from: 0, to: taxedSalary },
      { scale: scales.savings, from: taxedSalary, to: taxedToSavings },
      { scale: scales.dividends, from: taxedToSavings, to: taxableIncome },
    ]),
    taxableIncome,
    psa,
    split,
    layout,
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
  const { totalIncome, allowance, allowanceUsed, taxableIncome, psa, split, layout } = now;
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

  const allowanceSteps = allowance.steps;
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
