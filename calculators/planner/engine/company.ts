// The company's side of a salary and dividends split (employer NI, corporation tax, dividends) and
// the director's figures on it, exactly as the director calculator computes them.
import {
  corporationTax as corporationTaxGroup,
  employerNI as employerNIGroup,
} from '../../../engine/parameters/company.ts';
import {
  dividends as dividendsGroup,
  incomeTax as incomeTaxGroup,
  savings,
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
import { pensions, studentLoans } from '../../../engine/parameters/self-assessment.ts';
import type { DirectorInput } from '../../director/engine/types.ts';
import type { PlannerSplit } from './types.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import {
  directorTotals,
  studentLoansAlone,
  type IncomeGroup,
} from '../../director/engine/figures.ts';
import type { StudentLoanPlan } from '../../../engine/types.ts';
import type { DirectorTotals } from '../../director/engine/working.ts';

/**
 * The parameter groups the planner reads: the director's figures' with student loans (its director
 * has no children in its input, so not Child Benefit's) and the company's.
 */
export type PlannerGroup = IncomeGroup | 'studentLoans' | 'employerNI' | 'corporationTax';

export type PlannerParameters = ParametersOf<PlannerGroup, keyof typeof rateScales>;

/** The planner's groups and scales for a tax year. */
export const plannerParameters: Resolver<PlannerParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax: incomeTaxGroup,
    dividends: dividendsGroup,
    savings,
    scottishIncomeTax,
    pensions,
    studentLoans,
    employeeNI: employeeNIGroup,
    calculator,
    employerNI: employerNIGroup,
    corporationTax: corporationTaxGroup,
  },
  rateScales,
);

export interface Company {
  /** What the salary, employer NI, corporation tax and dividends share: the profit less `employerPension`. */
  profit: number;
  employmentAllowance: boolean;
  /** The director's: Scottish rates on salary, gross pension contributions, student loan plans. */
  scottish?: boolean;
  pension?: number;
  plans?: readonly StudentLoanPlan[];
  /** What the company pays into the director's pension, before `profit`: deducted, no NI. */
  employerPension?: number;
  p: PlannerParameters;
}

/** Employer Class 1 on an annual salary, less the Employment Allowance when the company can claim it. */
export function employerNIOn(salary: number, c: Company): number {
  const { secondaryThreshold, rate, employmentAllowance } = c.p.employerNI;
  const due = Math.max(0, salary - secondaryThreshold) * rate;
  return Math.max(0, due - (c.employmentAllowance ? employmentAllowance : 0));
}

/**
 * Corporation tax on taxable profit: the small profits rate up to the lower limit, the main rate from
 * the upper limit, and between them the main rate less marginal relief of fraction × (upper − profit)
 * (CTA 2010 s18A, s18B; one company, 12-month period, no dividends received).
 */
export function corporationTaxOn(profit: number, p: ParametersOf<'corporationTax'>): number {
  const ct = p.corporationTax;
  if (profit <= 0) return 0;
  if (profit <= ct.lowerLimit) return profit * ct.smallProfitsRate;
  if (profit >= ct.upperLimit) return profit * ct.mainRate;
  return profit * ct.mainRate - ct.marginalReliefFraction * (ct.upperLimit - profit);
}

/** Under this, what is left after corporation tax stays in the company rather than being a dividend. */
const SMALLEST_DIVIDEND = 1;

/** The director calculator's input for the split with `salary`, and the company's figures. */
function companySide(salary: number, c: Company) {
  const employerNI = roundTo(employerNIOn(salary, c), 2);
  const corporationTax = roundTo(corporationTaxOn(c.profit - salary - employerNI, c.p), 2);
  // The remainder, so that salary + employer NI + corporation tax + dividends (+ retained) is the
  // profit exactly. Pennies are not worth a dividend: they stay in the company.
  const left = Math.max(0, roundTo(c.profit - salary - employerNI - corporationTax, 2));
  const dividends = left < SMALLEST_DIVIDEND ? 0 : left;
  const input: DirectorInput = {
    salary,
    dividends,
    savings: 0,
    scottishTaxpayer: c.scottish === true,
    pensionContributions: c.pension ?? 0,
    employerPensionContributions: c.employerPension ?? 0,
    studentLoanPlans: c.plans ?? [],
  };
  return { employerNI, corporationTax, dividends, retained: left - dividends, input };
}

/**
 * Every figure of the plan with `salary`, rounded to pence as the director calculator rounds, without
 * the director's working; `splitWithDirector` gives the director's figures too, for the salary shown.
 */
export function splitFor(salary: number, c: Company): PlannerSplit {
  return splitWithDirector(salary, c).split;
}

/** The split with `salary`, and the director's figures on its salary and dividends for the working. */
export function splitWithDirector(
  salary: number,
  c: Company,
): { split: PlannerSplit; director: DirectorTotals } {
  const { employerNI, corporationTax, dividends, retained, input } = companySide(salary, c);
  const director = directorTotals(input, studentLoansAlone, c.p);
  const split = {
    salary,
    dividends,
    retained,
    employerPension: c.employerPension ?? 0,
    employerNI,
    corporationTax,
    employeeNI: director.now.employeeNI,
    // With the annual allowance charge: the planner's director has no other adjustment.
    incomeTax: director.now.incomeTaxDue,
    annualAllowanceCharge: director.now.annualAllowance.amount,
    studentLoanRepayment: director.now.loan.amount,
    takeHome: director.netIncome,
  };
  return { split, director };
}

/** The most salary the profit pays, employer NI included: the largest whole pound that fits. */
export function maxSalary(c: Company): number {
  const fits = (s: number) => s + employerNIOn(s, c) <= c.profit + 1e-9;
  const { secondaryThreshold, rate, employmentAllowance } = c.p.employerNI;
  const setOff = c.employmentAllowance ? employmentAllowance : 0;
  // Salary with no employer NI due reaches the profit; above that, salary + NI = the profit.
  const free = secondaryThreshold + setOff / rate;
  const start =
    c.profit <= free ? c.profit : (c.profit + secondaryThreshold * rate + setOff) / (1 + rate);
  let s = Math.max(0, Math.floor(start));
  while (s > 0 && !fits(s)) s -= 1;
  while (fits(s + 1)) s += 1;
  return s;
}
