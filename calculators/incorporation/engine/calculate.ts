// Sole trader or limited company at one profit: the same profit through the self-employed calculator
// and through the planner's advised salary and dividends, each side's fees from the practice's fee
// table (the company's deducted from its profits), the difference, and the same profit inside IR35
// (engine/README.md, "Sole trader or limited company"). chart.ts weighs the difference against
// profit for the chart; working.ts writes the working.
import * as C from '../../../engine/parameters/practice-citations.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { accountancyFees, calculator, payroll } from '../../../engine/parameters/practice.ts';
import { dividends } from '../../../engine/parameters/income-tax.ts';
import { intermediaries } from '../../../engine/parameters/company.ts';
import { vat } from '../../../engine/parameters/vat.ts';
import type {
  AccountancyFee,
  AccountancyFees,
  BusinessStructureInput,
  BusinessStructureSides,
  InsideIR35,
} from './types.ts';
import type { DirectorInput } from '../../director/engine/types.ts';
import type { PlannerInput, PlannerResult, PlannerSplit } from '../../planner/engine/types.ts';
import type { SelfEmployedInput, SelfEmployedResult } from '../../self-employed/engine/types.ts';
import type { TaxYear } from '../../../engine/types.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { payrollEstimate, payrollParameters } from '../../payroll/engine/calculate.ts';
import { bestSplit, plan, plannerParameters, splitFor } from '../../planner/engine/calculate.ts';
import { selfEmployedParameters, selfEmployedTax } from '../../self-employed/engine/calculate.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { relievedContributions } from '../../../engine/rules/circumstances.ts';

/** The groups the comparison reads itself; each side's calculator resolves its own. */
export type IncorporationGroup =
  'accountancyFees' | 'payroll' | 'vat' | 'calculator' | 'dividends' | 'intermediaries';

export type IncorporationParameters = ParametersOf<IncorporationGroup>;

export const incorporationParameters: Resolver<IncorporationParameters> =
  /* @__PURE__ */ resolverFor({
    accountancyFees,
    payroll,
    vat,
    calculator,
    dividends,
    intermediaries,
  });

/** What the fee table calls the rows each side uses. */
const FEE_LABELS = {
  selfEmployedReturn: 'Self-employed tax return, one trade',
  companyAccounts: 'Company accounts and corporation tax return, up to 3 people, paid yearly',
  payroll: 'Payroll for one director (Basic package)',
  directorReturn: 'Director’s personal tax return',
} as const;

/** A fee-table row as a payer that is not VAT-registered pays it: the price with VAT. */
export function feeRow(
  service: AccountancyFee['service'],
  price: number,
  vatIncluded: boolean,
  p: IncorporationParameters,
): AccountancyFee {
  const added = vatIncluded ? 0 : roundTo(price * p.vat.standardRate, 2);
  return {
    service,
    label: FEE_LABELS[service],
    price,
    vatIncluded,
    vat: added,
    amount: roundTo(price + added, 2),
    // The company's own accounts and payroll are its trading expenses (CTA 2009 s54); the returns
    // are the owner's, paid from take-home.
    paidBy: service === 'companyAccounts' || service === 'payroll' ? 'company' : 'owner',
    source: service === 'payroll' ? C.practicePayrollFees : C.practiceFees,
  };
}

function feesOf(fees: readonly AccountancyFee[]): AccountancyFees {
  let company = 0;
  let owner = 0;
  for (const fee of fees) {
    if (fee.paidBy === 'company') company += fee.amount;
    else owner += fee.amount;
  }
  return {
    total: roundTo(company + owner, 2),
    fees,
    byPayer: { company: roundTo(company, 2), owner: roundTo(owner, 2) },
  };
}

/** A sole trader's year: the self-employed return, quoted with VAT. */
export function soleTraderFees(p: IncorporationParameters): AccountancyFees {
  return feesOf([feeRow('selfEmployedReturn', p.accountancyFees.selfEmployedReturn, true, p)]);
}

/**
 * What a one-director company pays itself a year: accounts and corporation tax return at the
 * smallest band, paid yearly, and, when the split pays a salary, the payroll calculator's price for
 * one employee; both quoted before VAT, which a company that is not VAT-registered pays and cannot
 * reclaim. It deducts them, VAT included, from its profits before corporation tax (CTA 2009 s54).
 */
export function companyFees(
  salary: number,
  year: TaxYear,
  p: IncorporationParameters,
): AccountancyFees {
  const rows = [feeRow('companyAccounts', p.accountancyFees.companyAccountsAnnual, false, p)];
  if (salary > 0) {
    const payrollYear = payrollEstimate(
      { employees: 1, averageSalary: salary, frequency: 'monthly' },
      payrollParameters(year),
    ).annualCost;
    rows.push(feeRow('payroll', payrollYear, false, p));
  }
  return feesOf(rows);
}

/**
 * The director's own personal tax return, when the dividends need one (over £10,000 a year, HMRC's
 * line): quoted with VAT, paid from take-home, as the sole trader's return is.
 */
export function directorFees(dividendsPaid: number, p: IncorporationParameters): AccountancyFee[] {
  return dividendsPaid > p.dividends.returnAbove
    ? [feeRow('directorReturn', p.accountancyFees.personalReturn, true, p)]
    : [];
}

/**
 * The director calculator's input for a split, with the loan plans: what the planner weighed it as,
 * and what the working quotes the loan repayment from; null without a loan plan.
 */
export function companyDirector(
  best: PlannerSplit,
  input: BusinessStructureInput,
): DirectorInput | null {
  const plans = input.studentLoanPlans ?? [];
  if (plans.length === 0) return null;
  return {
    salary: best.salary,
    dividends: best.dividends,
    savings: 0,
    scottishTaxpayer: input.scottishTaxpayer,
    studentLoanPlans: plans,
    pensionContributions: input.pensionContributions,
  };
}

/** The two calculators' inputs for one profit, each with only the circumstances it takes. */
export function inputsFor(profit: number, input: BusinessStructureInput) {
  const soleTrader: SelfEmployedInput = {
    income: profit,
    expenses: 0,
    scottishTaxpayer: input.scottishTaxpayer,
    studentLoanPlans: input.studentLoanPlans,
    pensionContributions: input.pensionContributions,
  };
  const company: PlannerInput = {
    companyProfit: profit,
    scottishTaxpayer: input.scottishTaxpayer,
    studentLoanPlans: input.studentLoanPlans,
    pensionContributions: input.pensionContributions,
    employmentAllowance: input.employmentAllowance,
  };
  return { soleTrader, company };
}

export type Side = 'beforeFees' | 'afterFees';

/** Each side's take-home at one profit, before or after its fees. */
export interface TakeHomes {
  company: number;
  soleTrader: number;
}

/** The company's year with the practice's fees: the split of what its own fees leave, then the owner's. */
interface CompanyWithFees {
  /** The profit the advised split divides: the profit less the company's own fees, not below £0. */
  companyProfit: number;
  split: PlannerSplit;
  fees: AccountancyFees;
  loan: number;
  /** Relief at source recovered on contributions above the split's salary. */
  recovered: number;
  /** The company's own fees beyond its whole profit, which the owner funds. */
  unfunded: number;
  takeHome: number;
}

/**
 * The company's own fees come off its profits before corporation tax, so the split is of what they
 * leave. Payroll is among them only while the split pays a salary: the split is weighed with it
 * first, and again without it when that split pays none. Fees beyond the whole profit are the
 * owner's to fund; the director's return comes off take-home.
 */
function companyWithFees(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
  gross: number,
  splitOf: (companyProfit: number) => PlannerSplit,
): CompanyWithFees {
  const weigh = (salary: number) => {
    const own = companyFees(salary, year, p);
    const companyProfit = roundTo(Math.max(0, profit - own.total), 2);
    return { own, companyProfit, split: splitOf(companyProfit) };
  };
  let found = weigh(1);
  if (found.split.salary === 0) found = weigh(0);
  const { own, companyProfit, split } = found;
  const fees = feesOf([...own.fees, ...directorFees(split.dividends, p)]);
  const unfunded = roundTo(Math.max(0, own.total - Math.max(0, profit)), 2);
  const recovered = directorReliefRecovered(gross, split.salary, year);
  return {
    companyProfit,
    split,
    fees,
    loan: split.studentLoanRepayment,
    recovered,
    unfunded,
    takeHome: roundTo(split.takeHome - recovered - fees.byPayer.owner - unfunded, 2),
  };
}

/**
 * The company inside IR35 at one profit, its client small, so the company works out the deemed
 * employment payment itself (ITEPA 2003 s54): the income less the flat allowance for running costs
 * is paid out as employment income, what it leaves after the employer NI on it (no Employment
 * Allowance: the director is its only employee). The allowance is all that stays in the company:
 * its fees, when they count, come out of it, then corporation tax, and the rest is paid as dividends.
 */
function insideIR35At(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
  gross: number,
  included: boolean,
  soleTraderTakeHome: number,
): InsideIR35 {
  const plannerYear = plannerParameters(year);
  const income = roundTo(safeAmount(profit, p.calculator.inputLimit), 2);
  const allowance = roundTo(income * p.intermediaries.flatRateAllowance, 2);
  const paidOut = roundTo(income - allowance, 2);
  // The employment income with the employer NI on it comes to what is paid out.
  const { secondaryThreshold, rate } = plannerYear.employerNI;
  const employment =
    paidOut <= secondaryThreshold
      ? paidOut
      : roundTo((paidOut + secondaryThreshold * rate) / (1 + rate), 2);
  const own = included ? companyFees(employment, year, p) : null;
  const ownTotal = own === null ? 0 : own.total;
  const split = splitFor(employment, {
    profit: roundTo(Math.max(0, income - ownTotal), 2),
    employmentAllowance: false,
    scottish: input.scottishTaxpayer === true,
    pension: gross,
    plans: input.studentLoanPlans ?? [],
    employerPension: 0,
    p: plannerYear,
  });
  const fees = own === null ? null : feesOf([...own.fees, ...directorFees(split.dividends, p)]);
  const ownerPays = fees === null ? 0 : fees.byPayer.owner;
  // Fees beyond what the allowance leaves the company are the owner's to fund.
  const unfunded = Math.max(0, roundTo(employment + split.employerNI + ownTotal - income, 2));
  const recovered = directorReliefRecovered(gross, employment, year);
  const takeHome = roundTo(split.takeHome - recovered - ownerPays - unfunded, 2);
  return {
    runningCostsAllowance: allowance,
    employmentIncome: employment,
    employerNI: split.employerNI,
    employeeNI: split.employeeNI,
    incomeTax: split.incomeTax,
    corporationTax: split.corporationTax,
    dividends: split.dividends,
    studentLoanRepayment: split.studentLoanRepayment,
    reliefRecovered: recovered,
    accountancyFees: fees,
    unfundedFees: unfunded,
    takeHome,
    difference: roundTo(takeHome - soleTraderTakeHome, 2),
  };
}

/** Both sides at one profit: each calculator's whole result, the loan, the fees and the take-homes. */
export function sidesAt(
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
) {
  const inputs = inputsFor(profit, input);
  const selfEmployed: SelfEmployedResult = selfEmployedTax(
    inputs.soleTrader,
    selfEmployedParameters(year),
  );
  const plannerYear = plannerParameters(year);
  const planner: PlannerResult = plan(inputs.company, plannerYear);
  const takeHomes = afterTax(profit, selfEmployed, planner.best, input, year, p);
  // The plan whose figures the company side shows when the fees count: of the profit its own fees
  // leave. Worked out only then, as an answer without fees has no use for it.
  const plannerWithFees = () =>
    plan({ ...inputs.company, companyProfit: takeHomes.company.companyProfit }, plannerYear);
  return { selfEmployed, planner, plannerWithFees, ...takeHomes };
}

/** Whether a split's salary makes the year count towards the State Pension. */
function statePensionYearOf(split: PlannerSplit, year: TaxYear) {
  const { lowerEarningsLimit } = plannerParameters(year).employerNI;
  return { credited: split.salary >= lowerEarningsLimit, lowerEarningsLimit };
}

/**
 * Each side's take-home at one profit, before or after fees, and no more: what the curve and the
 * searches weigh. Each series weighs only its own company split.
 */
export function takeHomesAt(
  side: Side,
  profit: number,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
): TakeHomes {
  const inputs = inputsFor(profit, input);
  const se = selfEmployedTax(inputs.soleTrader, selfEmployedParameters(year));
  const sole = soleTraderKeeps(se, year);
  const plannerYear = plannerParameters(year);
  if (side === 'beforeFees') {
    const best = bestSplit(inputs.company, plannerYear);
    return { company: companyBeforeFees(best, year, se).takeHome, soleTrader: sole.keeps };
  }
  const company = companyWithFees(profit, input, year, p, se.pensionRelief.contributions, (c) =>
    bestSplit({ ...inputs.company, companyProfit: c }, plannerYear),
  );
  return {
    company: company.takeHome,
    soleTrader: roundTo(sole.keeps - soleTraderFees(p).total, 2),
  };
}

/**
 * The company's take-home before fees: the split's (after the loan repayment, which the planner
 * weighs), less any relief recovered.
 */
function companyBeforeFees(best: PlannerSplit, year: TaxYear, se: SelfEmployedResult) {
  const recovered = directorReliefRecovered(se.pensionRelief.contributions, best.salary, year);
  return {
    loan: best.studentLoanRepayment,
    recovered,
    takeHome: roundTo(best.takeHome - recovered, 2),
  };
}

/**
 * Basic-rate relief at source on gross contributions above what can be relieved (relevant earnings,
 * or the basic amount: FA 2004 s190): the scheme claims it on all of them, and HMRC recovers the
 * part that is not due. A director's relevant earnings are the salary, never the dividends.
 */
export function reliefRecovered(gross: number, relieved: number, year: TaxYear): number {
  return roundTo((gross - relieved) * plannerParameters(year).pensions.reliefAtSourceRate, 2);
}

/** The same for a director: relieved up to the salary. */
function directorReliefRecovered(gross: number, salary: number, year: TaxYear): number {
  return reliefRecovered(
    gross,
    relievedContributions(gross, salary, plannerParameters(year)),
    year,
  );
}

/** The sole trader's side: net income less any relief at source recovered, and that relief. */
function soleTraderKeeps(se: SelfEmployedResult, year: TaxYear) {
  const recovered = reliefRecovered(
    se.pensionRelief.contributions,
    se.pensionRelief.relieved,
    year,
  );
  return { recovered, keeps: roundTo(se.netIncome - recovered, 2) };
}

/** Each side's take-home before and after its fees, from the sole trader's and the advised split. */
function afterTax(
  profit: number,
  se: SelfEmployedResult,
  best: PlannerSplit,
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
) {
  const plannerYear = plannerParameters(year);
  const companyInput = inputsFor(profit, input).company;
  const gross = se.pensionRelief.contributions;
  const sole = soleTraderKeeps(se, year);
  const soleBefore = sole.keeps;
  const before = companyBeforeFees(best, year, se);
  const loan = { amount: before.loan };
  const recovered = { soleTrader: sole.recovered, company: before.recovered };
  const soleFees = soleTraderFees(p);
  const company = companyWithFees(profit, input, year, p, gross, (companyProfit) =>
    bestSplit({ ...companyInput, companyProfit }, plannerYear),
  );
  const ltdBefore = before.takeHome;
  const takeHomes: Record<Side, TakeHomes> = {
    beforeFees: { company: ltdBefore, soleTrader: soleBefore },
    afterFees: {
      company: company.takeHome,
      soleTrader: roundTo(soleBefore - soleFees.total, 2),
    },
  };
  return { loan, recovered, soleFees, company, takeHomes };
}

export function differenceOf(takeHomes: TakeHomes): number {
  return roundTo(takeHomes.company - takeHomes.soleTrader, 2);
}

/** Each side at the profit asked, with and without fees, and the difference between them. */
export function sidesOf(
  here: ReturnType<typeof sidesAt>,
  input: BusinessStructureInput,
  profit: number,
  included: boolean,
  year: TaxYear,
  p: IncorporationParameters,
): BusinessStructureSides {
  const taken = here.takeHomes[included ? 'afterFees' : 'beforeFees'];
  const planner = included ? here.plannerWithFees() : here.planner;
  const best = planner.best;
  const se = here.selfEmployed;
  return {
    profit,
    soleTrader: {
      profit: se.profit,
      incomeTax: se.incomeTax,
      class2NI: se.class2NI,
      class4NI: se.class4NI,
      statePensionYear: se.statePensionYear,
      studentLoanRepayment: se.studentLoanRepayment,
      reliefRecovered: here.recovered.soleTrader,
      totalTax: se.totalTax,
      takeHomeBeforeFees: here.takeHomes.beforeFees.soleTrader,
      accountancyFees: included ? here.soleFees : null,
      takeHome: taken.soleTrader,
      selfEmployed: se,
    },
    limitedCompany: {
      companyProfit: included ? here.company.companyProfit : profit,
      salary: best.salary,
      dividends: best.dividends,
      retained: best.retained,
      employerNI: best.employerNI,
      corporationTax: best.corporationTax,
      employeeNI: best.employeeNI,
      incomeTax: best.incomeTax,
      statePensionYear: statePensionYearOf(best, year),
      studentLoanRepayment: included ? here.company.loan : here.loan.amount,
      reliefRecovered: included ? here.company.recovered : here.recovered.company,
      takeHomeBeforeFees: here.takeHomes.beforeFees.company,
      accountancyFees: included ? here.company.fees : null,
      unfundedFees: included ? here.company.unfunded : 0,
      takeHome: taken.company,
      planner,
    },
    difference: roundTo(taken.company - taken.soleTrader, 2),
    differenceBeforeFees: differenceOf(here.takeHomes.beforeFees),
    insideIR35: insideIR35At(
      profit,
      input,
      year,
      p,
      se.pensionRelief.contributions,
      included,
      taken.soleTrader,
    ),
    meaningfulDifference: p.calculator.meaningfulDifference,
  };
}

/**
 * The same profit as a sole trader and as a one-director company paying the planner's advised
 * salary and dividends: each side's take-home, optionally after the practice's fees, the difference
 * and the same profit inside IR35. The chart's curve and the profits where a company stays ahead or
 * leads most are `businessStructureChart` (chart.ts); `compareBusinessStructures` gives both.
 */
export function businessStructureSides(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): BusinessStructureSides {
  const year = knownYear(taxYear);
  const p = incorporationParameters(year);
  const profit = roundTo(safeAmount(input.profit, p.calculator.inputLimit), 2);
  const here = sidesAt(input.profit, input, year, p);
  return sidesOf(here, input, profit, input.includeAccountancyFees === true, year, p);
}
