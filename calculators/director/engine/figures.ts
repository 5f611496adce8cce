// A company director's figures: income tax on salary, savings and dividends with the allowance
// placed where it leaves least tax, employee NI, the charges and repayments, following the law
// (engine/README.md, "Director"). No working here: working.ts writes it from these figures,
// and the planner weighs thousands of salaries with these alone.
import {
  dividends as dividendsGroup,
  incomeTax,
  savings as savingsGroup,
  scales as rateScales,
  scottishIncomeTax,
} from '../../../engine/parameters/income-tax.ts';
import { employeeNI as employeeNIGroup } from '../../../engine/parameters/national-insurance.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { calculator } from '../../../engine/parameters/practice.ts';
import {
  childBenefit,
  paymentsOnAccount,
  pensions,
  studentLoans,
} from '../../../engine/parameters/self-assessment.ts';
import type { DirectorInput } from './types.ts';
import type { MarriageAllowanceOutcome } from '../../../engine/types.ts';
import {
  NO_CHILD_BENEFIT_CHARGE,
  annualAllowanceChargeOf,
  childBenefitChargeOf,
  incomeAboveBasicRate,
  marriageReductionOf,
  marriageTransferOutcome,
  transferableAmount,
  type ChildBenefitCharge,
  type MarriageReduction,
} from '../../../engine/rules/adjustments.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import {
  circumstancesOf,
  relievedContributions,
  scalesFor,
  studentLoanOf,
  type Circumstances,
} from '../../../engine/rules/circumstances.ts';
import { taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import { bestSplit, savingsAllowanceFor } from '../../../engine/rules/allowance-placement.ts';

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
  | 'paymentsOnAccount'
  | 'calculator';

export type DirectorParameters = ParametersOf<DirectorGroup, keyof typeof rateScales>;

/**
 * What the figures read before the personal circumstances and the tax return: all but Child
 * Benefit's, student loans' and payments on account's.
 */
export type IncomeGroup = Exclude<
  DirectorGroup,
  'childBenefit' | 'studentLoans' | 'paymentsOnAccount'
>;
export type IncomeParameters = ParametersOf<IncomeGroup, keyof typeof rateScales>;

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
    paymentsOnAccount,
    calculator,
  },
  rateScales,
);

/** Salary in employee Class 1's main band and above it, and the contributions, unrounded. */
export function employeeNIBands(salary: number, p: ParametersOf<'employeeNI'>) {
  const ni = p.employeeNI;
  const main = Math.max(0, Math.min(salary, ni.upperEarningsLimit) - ni.primaryThreshold);
  const above = Math.max(0, salary - Math.max(ni.upperEarningsLimit, ni.primaryThreshold));
  return { main, above, contributions: main * ni.mainRate + above * ni.additionalRate };
}

/** What the director calculator's input adds beside the company's pay: the planner's has neither. */
export interface StatePensionFacts {
  /** State Pension received: pension income (ITEPA 2003 s577), taxed with the salary, no NI. */
  statePension: number;
  /** No primary Class 1 on earnings paid over pensionable age (SSCBA 1992 s6(3)). */
  overStatePensionAge: boolean;
}

const NO_STATE_PENSION: StatePensionFacts = { statePension: 0, overStatePensionAge: false };

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
  p: IncomeParameters,
  pension: StatePensionFacts,
) {
  const ni = p.employeeNI;
  // The State Pension is non-savings income: taxed with the salary, in the same slot.
  const nonSavings = salary + pension.statePension;
  const totalIncome = nonSavings + dividends + savings;
  // Relevant UK earnings are the salary: dividends and interest do not count (FA 2004 s189).
  const relieved = relievedContributions(c.pension, salary, p);
  const adjustedNetIncome = Math.max(0, totalIncome - relieved);
  const allowance = taperedAllowance(adjustedNetIncome, p);
  const allowanceAmount = Math.max(0, allowance.amount - transferred);
  const allowanceUsed = Math.min(allowanceAmount, totalIncome);
  const taxableIncome = totalIncome - allowanceUsed;
  const scales = scalesFor(p, c.scottish, relieved);
  const psa = savingsAllowanceFor(taxableIncome, scales, p);
  const { split, taxes } = bestSplit(
    { salary: nonSavings, savings, dividends },
    allowanceUsed,
    psa,
    scales,
    p,
  );
  const bands = employeeNIBands(salary, p);
  const niMain = pension.overStatePensionAge ? 0 : bands.main;
  const niAbove = pension.overStatePensionAge ? 0 : bands.above;
  const salaryTax = roundTo(taxes.salary, 2);
  const savingsTax = roundTo(taxes.savings, 2);
  const dividendTax = roundTo(taxes.dividends, 2);
  const taxedSalary = nonSavings - split.salary;
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
  };
}

type OnIncome = ReturnType<typeof onIncome>;

/**
 * What the director's personal circumstances change beyond the tax on the bands: a spouse or civil
 * partner (Marriage Allowance given, which lowers the allowance the bands use, or received, a
 * reduction of the tax), children (the High Income Child Benefit Charge) and student loans. The
 * caller chooses, so that the planner, whose input has none of them, carries none of their code.
 */
export type Personal<P extends IncomeParameters = DirectorParameters> = (
  taxOn: (transferred: number) => OnIncome,
  c: Circumstances,
  income: { salary: number; unearned: number },
  p: P,
) => {
  now: OnIncome;
  marriageAllowance: MarriageAllowanceOutcome;
  /** The reduction of income tax a received Marriage Allowance gives. */
  reduction: number;
  /** The received Marriage Allowance's reduction, as its working explains it. */
  marriage: MarriageReduction | null;
  childBenefitCharge: ChildBenefitCharge;
  loan: ReturnType<typeof studentLoanOf>;
};

/** The director calculator's: Marriage Allowance where eligible, the charge, loan repayments. */
export const personalCircumstances: Personal = (taxOn, c, income, p) => {
  const transferable = c.marriage === 'transfer' ? transferableAmount(p) : 0;
  let now = taxOn(transferable);
  const transfer =
    c.marriage === 'transfer'
      ? marriageTransferOutcome(transferable, now.aboveBasicRate, c.scottish)
      : null;
  if (transfer && !transfer.applied) now = taxOn(0);
  const marriage = marriageReductionOf(
    c.marriage,
    now.incomeTax,
    now.aboveBasicRate,
    c.scottish,
    true,
    p,
  );
  return {
    now,
    marriageAllowance: transfer ?? marriage.outcome,
    reduction: marriage.outcome.amount,
    marriage,
    childBenefitCharge: childBenefitChargeOf(c.children, now.adjustedNetIncome, true, p),
    loan: studentLoanOf(c.plans, income.salary, 'salary', income.unearned, p),
  };
};

const NO_LOAN: ReturnType<typeof studentLoanOf> = {
  plans: [],
  earned: 0,
  earnedLabel: '',
  unearned: 0,
  counted: 0,
  undergraduate: [],
  lowest: null,
  repayments: [],
  paid: null,
  amount: 0,
};

/** None: a director with no spouse, children or student loan. */
export const noPersonalCircumstances: Personal<IncomeParameters> = (taxOn) => ({
  now: taxOn(0),
  marriageAllowance: { claim: null, applied: false, amount: 0, reason: null },
  reduction: 0,
  marriage: null,
  childBenefitCharge: NO_CHILD_BENEFIT_CHARGE,
  loan: NO_LOAN,
});

/** The parameters the figures read with student loans: the planner's director has those alone. */
export type LoanParameters = IncomeParameters & ParametersOf<'studentLoans'>;

/**
 * Student loans alone: the planner's director, whose input has no spouse or children. The
 * repayments are the director calculator's, on the same incomes.
 */
export const studentLoansAlone: Personal<LoanParameters> = (taxOn, c, income, p) => ({
  ...noPersonalCircumstances(taxOn, c, income, p),
  loan:
    c.plans.length > 0
      ? studentLoanOf(c.plans, income.salary, 'salary', income.unearned, p)
      : NO_LOAN,
});

/**
 * Everything the incomes owe: the tax on the bands with the personal circumstances' adjustments, the annual
 * allowance charge, NI and repayments.
 */
export function liabilities<P extends IncomeParameters>(
  salary: number,
  dividends: number,
  savings: number,
  c: Circumstances,
  personal: Personal<P>,
  p: P,
  pension: StatePensionFacts = NO_STATE_PENSION,
) {
  const adjusted = personal(
    (transferred) => onIncome(salary, dividends, savings, c, transferred, p, pension),
    c,
    { salary, unearned: dividends + savings },
    p,
  );
  const { now, reduction } = adjusted;
  const annualAllowance = annualAllowanceChargeOf(
    {
      pensionInput: c.pension + c.employerPension,
      thresholdIncome: now.adjustedNetIncome,
      adjustedIncome: now.totalIncome + c.employerPension,
      unused: c.unusedAnnualAllowance,
      taxableIncome: now.taxableIncome,
      scale: now.scales.nonSavings,
    },
    true,
    p,
  );
  // Added to `now`, a fresh object: a spread copy with fields added was a slow object to V8 that
  // took three quarters of the time of every salary the planner weighs.
  return Object.assign(now, {
    marriageAllowance: adjusted.marriageAllowance,
    marriage: adjusted.marriage,
    childBenefitCharge: adjusted.childBenefitCharge,
    loan: adjusted.loan,
    annualAllowance,
    /** Income tax with the charges and less the Marriage Allowance reduction. */
    incomeTaxDue: roundTo(
      now.incomeTax + annualAllowance.amount + adjusted.childBenefitCharge.amount - reduction,
      2,
    ),
  });
}

export type Liabilities = ReturnType<typeof liabilities>;

/**
 * The director's taxes and what is left, as `directorTax` reports them but without the working or
 * the marginal rates: what the planner weighs each salary it tries by.
 */
export function directorTotals<P extends IncomeParameters>(
  input: DirectorInput,
  personal: Personal<P>,
  p: P,
) {
  const salary = safeAmount(input.salary, p.calculator.inputLimit);
  const dividends = safeAmount(input.dividends, p.calculator.inputLimit);
  const savings = safeAmount(input.savings, p.calculator.inputLimit);
  const c = circumstancesOf(input, p.calculator.inputLimit);
  const pension: StatePensionFacts = {
    statePension: safeAmount(input.statePension ?? 0, p.calculator.inputLimit),
    overStatePensionAge: input.overStatePensionAge === true,
  };
  const now = liabilities(salary, dividends, savings, c, personal, p, pension);
  // Money to 2 decimals: totals are sums of the shown figures so they add up on screen.
  const shownIncome = roundTo(now.totalIncome, 2);
  const totalTax = roundTo(now.incomeTaxDue + now.employeeNI, 2);
  const netIncome = roundTo(shownIncome - totalTax - now.loan.amount, 2);
  return { salary, dividends, savings, pension, c, now, shownIncome, totalTax, netIncome };
}
