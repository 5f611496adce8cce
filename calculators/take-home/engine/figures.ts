// An employee's take-home pay: every payday of the year run through payroll as HMRC's specification
// sets it out (payday.ts), then the year as a tax return would settle it (the allowance tapered, relief
// at source above the basic rate, the Child Benefit charge, Marriage Allowance), the employer's side,
// the next £1,000 and the salary sacrifice that would restore the personal allowance. Figures only:
// working.ts explains them from the same run.
import {
  childBenefitChargeOf,
  incomeAboveBasicRate,
  marriageReductionOf,
  transferableAmount,
} from '../../../engine/rules/adjustments.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { extendScale, relievedContributions } from '../../../engine/rules/circumstances.ts';
import { taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import { slicesOnScale, taxOf } from '../../../engine/rules/working.ts';
import { employerNI } from '../../../engine/parameters/company.ts';
import {
  incomeTax,
  mainRates,
  scottishIncomeTax,
  scottishNonSavingsRates,
} from '../../../engine/parameters/income-tax.ts';
import { employeeNI } from '../../../engine/parameters/national-insurance.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
  type Scale,
} from '../../../engine/parameters/parameters-for.ts';
import {
  classOnePeriods,
  paye,
  qualifyingEarnings,
  welshIncomeTax,
  welshNonSavingsRates,
} from '../../../engine/parameters/paye.ts';
import { calculator } from '../../../engine/parameters/practice.ts';
import {
  childBenefit,
  pensions,
  studentLoans,
} from '../../../engine/parameters/self-assessment.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { MarriageAllowanceOutcome, StudentLoanPlan, TaxYear } from '../../../engine/types.ts';
import {
  FREQUENCIES,
  PAY_FREQUENCIES,
  loanRepayment,
  paydayNI,
  paydayTax,
  payrollPlans,
  qualifyingBand,
  qualifyingPay,
  ratePenceNearest,
  type FrequencyFacts,
  type PayFrequency,
  type PaydayNI,
  type PaydayTax,
} from './payday.ts';
import {
  allowanceCode,
  parseTaxCode,
  TAX_CODE_REGIONS,
  type TaxCode,
  type TaxCodeRegion,
  type TaxCodeSuffix,
} from './tax-code.ts';
import {
  PAY_BASES,
  PENSION_METHODS,
  type MoneyShare,
  type PayBasis,
  type PensionBasis,
  type PensionMethod,
  type PeriodFigures,
  type Payslip,
  type TakeHomeInput,
  type TakeHomeResult,
} from './types.ts';

export type TakeHomeGroup =
  | 'incomeTax'
  | 'scottishIncomeTax'
  | 'welshIncomeTax'
  | 'studentLoans'
  | 'pensions'
  | 'childBenefit'
  | 'employeeNI'
  | 'employerNI'
  | 'paye'
  | 'classOnePeriods'
  | 'qualifyingEarnings'
  | 'calculator';

export type TakeHomeScale = 'nonSavings' | 'scottishNonSavings' | 'welshNonSavings';
export type TakeHomeParameters = ParametersOf<TakeHomeGroup, TakeHomeScale>;

/** The take-home calculator's groups and scales for a tax year. */
export const takeHomeParameters: Resolver<TakeHomeParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax,
    scottishIncomeTax,
    welshIncomeTax,
    studentLoans,
    pensions,
    childBenefit,
    employeeNI,
    employerNI,
    paye,
    classOnePeriods,
    qualifyingEarnings,
    calculator,
  },
  {
    nonSavings: mainRates,
    scottishNonSavings: scottishNonSavingsRates,
    welshNonSavings: welshNonSavingsRates,
  },
);

/** Hours and days a week taken when a pay by the hour or day comes without them. */
export const DEFAULT_HOURS_PER_WEEK = 37.5;
export const DEFAULT_DAYS_PER_WEEK = 5;
/** The most hours and days a week has, and the most of pay a pension percentage can be. */
export const MAX_HOURS_PER_WEEK = 168;
export const MAX_DAYS_PER_WEEK = 7;
export const MAX_PERCENT = 100;
const WEEKS_IN_YEAR = 52;
const MONTHS_IN_YEAR = 12;

const toPounds = (pence: number) => roundTo(pence / 100, 2);
const toPence = (pounds: number) => Math.round(pounds * 100);

/** `total` pence over `count` paydays: equal to the penny, the last taking what is left. */
function spread(total: number, count: number): number[] {
  const each = Math.round(total / count);
  const out: number[] = [];
  for (let i = 0; i < count; i += 1) out.push(i === count - 1 ? total - each * (count - 1) : each);
  return out;
}

/** The input made safe and laid out payday by payday, in pence. */
export interface Plan {
  frequency: PayFrequency;
  facts: FrequencyFacts;
  extra: boolean;
  /** Regular paydays, then the extra one if any. */
  paydays: number;
  per: PayBasis;
  pay: number;
  hoursPerWeek: number;
  daysPerWeek: number;
  /** The year's basic pay as the pay figure states it, pounds. */
  annual: number;
  /** Whether each regular payday's pay follows exactly from the figure (no spreading). */
  exactPeriods: boolean;
  basic: number[];
  bonus: number[];
  bonusPayday: number;
  method: PensionMethod | null;
  basis: PensionBasis;
  employeeRate: number;
  employeeAmounts: number[] | null;
  employerRate: number;
  employerAmounts: number[] | null;
  /** Salary given up on top (the allowance restorer), pence per payday. */
  extraSacrifice: number[];
  residence: TaxCodeRegion;
  typed: ReturnType<typeof parseTaxCode> | null;
  plans: readonly StudentLoanPlan[];
  overStatePensionAge: boolean;
  marriage: 'receive' | 'transfer' | null;
  blind: boolean;
  children: number;
}

const oneOf = <T extends string>(values: readonly T[], value: unknown, fallback: T): T =>
  values.indexOf(value as T) >= 0 ? (value as T) : fallback;

/** The pay of each regular payday, pence, and whether it follows exactly from the figure. */
function regularPay(
  plan: Pick<Plan, 'per' | 'pay' | 'hoursPerWeek' | 'daysPerWeek' | 'facts' | 'annual'>,
) {
  const { per, pay, facts } = plan;
  const weekly =
    per === 'week'
      ? pay
      : per === 'day'
        ? pay * plan.daysPerWeek
        : per === 'hour'
          ? pay * plan.hoursPerWeek
          : null;
  if (per === 'month' && facts.perYear === MONTHS_IN_YEAR) {
    return { each: new Array<number>(facts.paydays).fill(toPence(pay)), exact: true };
  }
  if (weekly !== null && facts.perYear === WEEKS_IN_YEAR) {
    return {
      each: new Array<number>(facts.paydays).fill(toPence(weekly * facts.length)),
      exact: true,
    };
  }
  return { each: spread(toPence(plan.annual), facts.paydays), exact: false };
}

export function planOf(
  input: TakeHomeInput,
  p: TakeHomeParameters,
  extraAnnual = 0,
  extraSacrificeAnnual = 0,
): Plan {
  const limit = p.calculator.inputLimit;
  const frequency = oneOf(PAY_FREQUENCIES, input.frequency, 'monthly');
  const facts = FREQUENCIES[frequency];
  const extra = input.extraPayday === true && facts.perYear === WEEKS_IN_YEAR;
  const paydays = facts.paydays + (extra ? 1 : 0);
  const per = oneOf(PAY_BASES, input.per, 'year');
  const pay = safeAmount(input.pay, limit);
  const hoursPerWeek =
    Math.min(MAX_HOURS_PER_WEEK, safeAmount(input.hoursPerWeek ?? DEFAULT_HOURS_PER_WEEK, limit)) ||
    DEFAULT_HOURS_PER_WEEK;
  const daysPerWeek =
    Math.min(MAX_DAYS_PER_WEEK, safeAmount(input.daysPerWeek ?? DEFAULT_DAYS_PER_WEEK, limit)) ||
    DEFAULT_DAYS_PER_WEEK;
  const annual =
    per === 'year'
      ? pay
      : per === 'month'
        ? pay * MONTHS_IN_YEAR
        : per === 'week'
          ? pay * WEEKS_IN_YEAR
          : per === 'day'
            ? pay * daysPerWeek * WEEKS_IN_YEAR
            : pay * hoursPerWeek * WEEKS_IN_YEAR;
  const regular = regularPay({ per, pay, hoursPerWeek, daysPerWeek, facts, annual });
  const more = extraAnnual > 0 ? spread(toPence(extraAnnual), facts.paydays) : null;
  const basic: number[] = [];
  for (let i = 0; i < paydays; i += 1) {
    const base = regular.each[Math.min(i, facts.paydays - 1)] as number;
    // The extra payday pays a regular payday's pay: the first's, as the last may carry pennies.
    basic.push(
      (i < facts.paydays ? base : (regular.each[0] as number)) +
        (more && i < facts.paydays ? (more[i] as number) : 0),
    );
  }
  const bonusPayday = Math.min(
    paydays,
    Math.max(1, Math.floor(input.bonusPayday ?? facts.paydays) || facts.paydays),
  );
  const bonus = new Array<number>(paydays).fill(0);
  bonus[bonusPayday - 1] = toPence(safeAmount(input.bonus ?? 0, limit));
  const method =
    input.pensionMethod !== undefined && PENSION_METHODS.indexOf(input.pensionMethod) >= 0
      ? input.pensionMethod
      : null;
  const amounts = (amount: number | undefined) => {
    const yearly = safeAmount(amount ?? 0, limit);
    if (yearly <= 0) return null;
    const each = spread(toPence(yearly), facts.paydays);
    if (extra) each.push(each[0] as number);
    return each;
  };
  // A percentage as a fraction of pay, at most all of it.
  const rate = (percent: number | undefined) => safeAmount(percent ?? 0, MAX_PERCENT) / MAX_PERCENT;
  const sacrificeMore =
    extraSacrificeAnnual > 0 ? spread(toPence(extraSacrificeAnnual), facts.paydays) : [];
  if (extra && sacrificeMore.length > 0) sacrificeMore.push(0);
  const typed =
    typeof input.taxCode === 'string' && input.taxCode.trim() !== ''
      ? parseTaxCode(input.taxCode)
      : null;
  const children = Math.floor(safeAmount(input.childBenefitChildren ?? 0, 20));
  return {
    frequency,
    facts,
    extra,
    paydays,
    per,
    pay,
    hoursPerWeek,
    daysPerWeek,
    annual,
    exactPeriods: regular.exact,
    basic,
    bonus,
    bonusPayday,
    method,
    basis: input.pensionBasis === 'all-pay' ? 'all-pay' : 'qualifying-earnings',
    employeeRate: method ? rate(input.pensionEmployeePercent) : 0,
    employeeAmounts:
      method && input.pensionEmployeePercent === undefined
        ? amounts(input.pensionEmployeeAmount)
        : null,
    employerRate: method ? rate(input.pensionEmployerPercent) : 0,
    employerAmounts:
      method && input.pensionEmployerPercent === undefined
        ? amounts(input.pensionEmployerAmount)
        : null,
    extraSacrifice: sacrificeMore.length > 0 ? sacrificeMore : new Array<number>(paydays).fill(0),
    residence: oneOf(TAX_CODE_REGIONS, input.residence, 'england'),
    typed,
    plans: Array.isArray(input.studentLoanPlans) ? input.studentLoanPlans : [],
    overStatePensionAge: input.overStatePensionAge === true,
    marriage:
      input.marriageAllowance === 'receive' || input.marriageAllowance === 'transfer'
        ? input.marriageAllowance
        : null,
    blind: input.blindPersonsAllowance === true,
    children,
  };
}

/** A payday before tax: its pay, the pension, NI and loans, which no tax code changes. */
export interface PaydayPay {
  gross: number;
  pensionable: number;
  qualifying: number;
  /** The employee's gross contribution (relief at source: before the scheme's relief is added). */
  employeeGross: number;
  sacrifice: number;
  /** Pay after the sacrifice: what NI and student loans are worked on. */
  earnings: number;
  netPay: number;
  /** Pay subject to tax. */
  taxable: number;
  /** Relief at source: taken from net pay, and the relief the scheme adds. */
  rasDeduction: number;
  rasRelief: number;
  ni: PaydayNI;
  niWithoutSacrifice: number;
  loans: {
    plan: StudentLoanPlan;
    pence: number;
    threshold: number;
    excess: number;
    rate: number;
  }[];
  loan: number;
  employerPension: number;
}

/** Employee and employer contributions held at the base run's, for the marginal rate. */
type FixedPension = readonly { employeeGross: number; employerOwn: number }[];

function paydayPay(
  plan: Plan,
  i: number,
  p: TakeHomeParameters,
  fixed: FixedPension | null,
): PaydayPay {
  const gross = (plan.basic[i] as number) + (plan.bonus[i] as number);
  const band = qualifyingBand(plan.facts, p);
  const qualifying = qualifyingPay(gross, band);
  const pensionable = plan.basis === 'qualifying-earnings' ? qualifying : gross;
  let employeeGross = 0;
  let employerOwn = 0;
  if (fixed) {
    employeeGross = (fixed[i] as FixedPension[number]).employeeGross;
    employerOwn = (fixed[i] as FixedPension[number]).employerOwn;
  } else if (plan.method) {
    employeeGross = plan.employeeAmounts
      ? (plan.employeeAmounts[i] as number)
      : ratePenceNearest(pensionable, plan.employeeRate);
    employerOwn = plan.employerAmounts
      ? (plan.employerAmounts[i] as number)
      : ratePenceNearest(pensionable, plan.employerRate);
  }
  employeeGross = Math.min(employeeGross, gross);
  const sacrifice = Math.min(
    gross,
    (plan.method === 'salary-sacrifice' ? employeeGross : 0) + (plan.extraSacrifice[i] as number),
  );
  const earnings = gross - sacrifice;
  const netPay = plan.method === 'net-pay' ? Math.min(employeeGross, earnings) : 0;
  const rasDeduction =
    plan.method === 'relief-at-source'
      ? employeeGross - ratePenceNearest(employeeGross, p.pensions.reliefAtSourceRate)
      : 0;
  const rasRelief = plan.method === 'relief-at-source' ? employeeGross - rasDeduction : 0;
  const ni = paydayNI(earnings, plan.facts, plan.overStatePensionAge, p);
  const niWithoutSacrifice =
    sacrifice > 0 ? paydayNI(gross, plan.facts, plan.overStatePensionAge, p).employer : ni.employer;
  const { undergraduate, postgraduate } = payrollPlans(plan.plans, p);
  const loans: PaydayPay['loans'] = [];
  for (const loanPlan of [undergraduate, postgraduate ? 'postgraduate' : null]) {
    if (loanPlan === null) continue;
    const repayment = loanRepayment(loanPlan as StudentLoanPlan, earnings, plan.facts, p);
    loans.push({ plan: loanPlan as StudentLoanPlan, ...repayment });
  }
  let loan = 0;
  for (const each of loans) loan += each.pence;
  return {
    gross,
    pensionable,
    qualifying,
    employeeGross: plan.method === 'salary-sacrifice' ? 0 : employeeGross,
    sacrifice,
    earnings,
    netPay,
    taxable: earnings - netPay,
    rasDeduction,
    rasRelief,
    ni,
    niWithoutSacrifice,
    loans,
    loan,
    employerPension: employerOwn + sacrifice,
  };
}

/** Adjusted net income (ITA 2007 s58): taxable pay less gross relief at source contributions, pounds. */
function adjustedNetIncomeOf(days: readonly PaydayPay[], p: TakeHomeParameters) {
  let taxable = 0;
  let ras = 0;
  for (const day of days) {
    taxable += day.taxable;
    if (day.rasDeduction + day.rasRelief > 0) ras += day.rasDeduction + day.rasRelief;
  }
  const relieved = relievedContributions(ras / 100, taxable / 100, p);
  return {
    taxablePay: taxable / 100,
    relieved,
    adjustedNetIncome: Math.max(0, taxable / 100 - relieved),
  };
}

export function scaleOf(region: TaxCodeRegion, p: TakeHomeParameters): Scale {
  return region === 'scotland'
    ? p.bands.scottishNonSavings
    : region === 'wales'
      ? p.bands.welshNonSavings
      : p.bands.nonSavings;
}

/** The allowance and code HMRC would give for the year's circumstances. */
export function expectedCode(
  income: ReturnType<typeof adjustedNetIncomeOf>,
  plan: Plan,
  region: TaxCodeRegion,
  p: TakeHomeParameters,
) {
  const personal = taperedAllowance(income.adjustedNetIncome, p).amount;
  const tapered = personal < p.incomeTax.personalAllowance;
  const blind = plan.blind ? p.paye.blindPersonsAllowance : 0;
  const scale = extendScale(scaleOf(region, p), income.relieved);
  const transferable = transferableAmount(p);
  const aboveWith = (allowance: number) =>
    incomeAboveBasicRate([{ scale, from: 0, to: Math.max(0, income.taxablePay - allowance) }]);
  let marriage: MarriageAllowanceOutcome = {
    claim: plan.marriage,
    applied: false,
    amount: 0,
    reason: null,
  };
  let allowance = personal + blind;
  let suffix: TaxCodeSuffix = tapered ? 'T' : 'L';
  if (plan.marriage === 'transfer') {
    const above = aboveWith(allowance - transferable);
    marriage =
      above > 0
        ? {
            claim: 'transfer',
            applied: false,
            amount: 0,
            reason: `Not applied: ${Math.ceil(above)} pounds of this pay would be taxed above the ${region === 'scotland' ? 'intermediate' : 'basic'} rate, which rules out Marriage Allowance`,
          }
        : { claim: 'transfer', applied: true, amount: transferable, reason: null };
    if (marriage.applied) {
      allowance -= transferable;
      suffix = 'N';
    }
  } else if (plan.marriage === 'receive') {
    const above = aboveWith(allowance);
    marriage =
      above > 0
        ? {
            claim: 'receive',
            applied: false,
            amount: 0,
            reason: `Not applied: ${Math.ceil(above)} pounds of this pay would be taxed above the ${region === 'scotland' ? 'intermediate' : 'basic'} rate, which rules out Marriage Allowance`,
          }
        : { claim: 'receive', applied: true, amount: 0, reason: null };
    if (marriage.applied) {
      allowance += transferable;
      suffix = 'M';
    }
  }
  const written = allowanceCode(allowance, suffix, region, p.paye.codeUnit);
  const reading = parseTaxCode(written);
  if (!reading.ok) throw new RangeError(`built an unreadable tax code ${written}`);
  return { code: reading.code, personal, blind, allowance, marriage, transferable };
}

export interface PaydayRun {
  index: number;
  taxPeriod: number;
  extra: boolean;
  pay: PaydayPay;
  tax: PaydayTax;
}

/** The year payday by payday, and what it adds up to. */
export function runYear(
  input: TakeHomeInput,
  p: TakeHomeParameters,
  options: { extraAnnual?: number; extraSacrifice?: number; fixed?: FixedPension } = {},
) {
  const plan = planOf(input, p, options.extraAnnual ?? 0, options.extraSacrifice ?? 0);
  const pays: PaydayPay[] = [];
  for (let i = 0; i < plan.paydays; i += 1) pays.push(paydayPay(plan, i, p, options.fixed ?? null));
  const income = adjustedNetIncomeOf(pays, p);
  const typedCode = plan.typed && plan.typed.ok ? plan.typed.code : null;
  const region = typedCode ? typedCode.region : plan.residence;
  const expected = expectedCode(income, plan, region, p);
  const code: TaxCode = typedCode ?? expected.code;
  const scale = scaleOf(region, p);
  const days: PaydayRun[] = [];
  const state = { payToDate: 0, taxToDate: 0 };
  for (let i = 0; i < plan.paydays; i += 1) {
    const extra = plan.extra && i === plan.paydays - 1;
    const taxPeriod = plan.facts.perYear === MONTHS_IN_YEAR ? i + 1 : (i + 1) * plan.facts.length;
    const pay = pays[i] as PaydayPay;
    const tax = paydayTax(code, scale, pay.taxable, taxPeriod, plan.facts, extra, state, p);
    state.payToDate += pay.taxable;
    state.taxToDate += tax.tax;
    days.push({ index: i, taxPeriod, extra, pay, tax });
  }
  const sum = (pick: (day: PaydayRun) => number) => {
    let total = 0;
    for (const day of days) total += pick(day);
    return total;
  };
  const totals = {
    gross: sum((d) => d.pay.gross),
    sacrifice: sum((d) => d.pay.sacrifice),
    taxable: sum((d) => d.pay.taxable),
    tax: sum((d) => d.tax.tax),
    heldBack: sum((d) => d.tax.heldBack),
    employeeNI: sum((d) => d.pay.ni.employee),
    loan: sum((d) => d.pay.loan),
    pensionDeducted: sum((d) => d.pay.netPay + d.pay.rasDeduction),
    employeeGross: sum((d) => d.pay.employeeGross),
    rasRelief: sum((d) => d.pay.rasRelief),
    employerNI: sum((d) => d.pay.ni.employer),
    employerNIWithout: sum((d) => d.pay.niWithoutSacrifice),
    employerPension: sum((d) => d.pay.employerPension),
  };
  const takeHome =
    totals.gross -
    totals.sacrifice -
    totals.pensionDeducted -
    totals.tax -
    totals.employeeNI -
    totals.loan;
  const afterTheYear = settle(
    plan,
    code,
    typedCode === null || typedCode.code === expected.code.code,
    region,
    income,
    totals.tax,
    takeHome,
    expected,
    p,
  );
  return { plan, days, income, code, expected, region, totals, takeHome, afterTheYear };
}

export type YearRun = ReturnType<typeof runYear>;

/** The year as a return settles it: the tax on the year's pay against what PAYE took, and the charges. */
function settle(
  plan: Plan,
  code: TaxCode,
  codeKnown: boolean,
  region: TaxCodeRegion,
  income: ReturnType<typeof adjustedNetIncomeOf>,
  payePence: number,
  takeHomePence: number,
  expected: ReturnType<typeof expectedCode>,
  p: TakeHomeParameters,
) {
  if (code.kind === 'flat' || code.kind === 'none') return null;
  const allowance =
    expected.personal +
    expected.blind -
    (expected.marriage.claim === 'transfer' && expected.marriage.applied
      ? expected.transferable
      : 0);
  const taxable = Math.max(0, income.taxablePay - allowance);
  const scale = scaleOf(region, p);
  const extended = extendScale(scale, income.relieved);
  const without = taxOf(slicesOnScale(scale, 0, taxable));
  const withRelief = taxOf(slicesOnScale(extended, 0, taxable));
  const above = incomeAboveBasicRate([{ scale: extended, from: 0, to: taxable }]);
  const marriage =
    plan.marriage === 'receive'
      ? marriageReductionOf(
          'receive',
          roundTo(withRelief, 2),
          above,
          region === 'scotland',
          true,
          p,
        )
      : null;
  const reduction = marriage ? marriage.outcome.amount : 0;
  const taxOnPay = roundTo(withRelief - reduction, 2);
  const higherRateRelief = roundTo(without - withRelief, 2);
  const payeDeducted = toPounds(payePence);
  // A code typed that is not the one the circumstances give holds adjustments (benefits, other
  // income, earlier years) this calculator cannot see: the year's tax on the pay is then unknown.
  const known = codeKnown && code.kind === 'allowance';
  const difference = known ? roundTo(taxOnPay - payeDeducted, 2) : null;
  const charge = childBenefitChargeOf(plan.children, income.adjustedNetIncome, true, p);
  const balance = roundTo((difference ?? -higherRateRelief) + charge.amount, 2);
  return {
    taxable,
    allowance,
    taxOnPay: known ? taxOnPay : null,
    payeDeducted,
    difference,
    higherRateRelief,
    childBenefitCharge: charge.amount,
    marriageAllowance: marriage ? marriage.outcome : expected.marriage,
    balance,
    takeHome: roundTo(toPounds(takeHomePence) - balance, 2),
  };
}

const MARGINAL_STEP = 1_000;

/** The year's take-home after the year is settled, pounds. */
const settledTakeHome = (run: YearRun) => run.afterTheYear?.takeHome ?? toPounds(run.takeHome);

export function marginalOf(run: YearRun, input: TakeHomeInput, p: TakeHomeParameters) {
  // The pension held as it is, so the next £1,000 shows what tax, NI and loans take of it.
  const fixed: { employeeGross: number; employerOwn: number }[] = [];
  for (const d of run.days) {
    const sacrificed = d.pay.sacrifice - (run.plan.extraSacrifice[d.index] as number);
    fixed.push({
      employeeGross: run.plan.method === 'salary-sacrifice' ? sacrificed : d.pay.employeeGross,
      employerOwn: d.pay.employerPension - d.pay.sacrifice,
    });
  }
  const next = runYear(input, p, { extraAnnual: MARGINAL_STEP, fixed });
  const keeps = roundTo(settledTakeHome(next) - settledTakeHome(run), 2);
  const it = p.incomeTax;
  const taperEnd =
    it.personalAllowanceIncomeLimit + it.personalAllowance / it.personalAllowanceTaperRate;
  const ani = run.income.adjustedNetIncome;
  return {
    next,
    marginal: {
      step: MARGINAL_STEP,
      keeps,
      rate: roundTo(((MARGINAL_STEP - keeps) / MARGINAL_STEP) * 100, 2),
      inAllowanceTaper: ani + MARGINAL_STEP > it.personalAllowanceIncomeLimit && ani < taperEnd,
      allowanceTaper: { from: it.personalAllowanceIncomeLimit, to: taperEnd },
    },
  };
}

export function restoreAllowanceOf(run: YearRun, input: TakeHomeInput, p: TakeHomeParameters) {
  const over = run.income.adjustedNetIncome - p.incomeTax.personalAllowanceIncomeLimit;
  if (over <= 0 || run.code.kind !== 'allowance' || run.plan.typed?.ok) return null;
  const sacrifice = Math.ceil(over - 1e-9);
  const restored = runYear(input, p, { extraSacrifice: sacrifice });
  const takeHomeFalls = roundTo(settledTakeHome(run) - settledTakeHome(restored), 2);
  return {
    restored,
    restore: {
      sacrifice,
      takeHomeFalls,
      pensionRises: sacrifice,
      costPerPound: roundTo(takeHomeFalls / sacrifice, 2),
    },
  };
}

function periodsOf(year: PeriodFigures): TakeHomeResult['periods'] {
  const part = (divide: number, times = 1): PeriodFigures => {
    const share = (value: number) => roundTo((value * times) / divide, 2);
    const grossPay = share(year.grossPay);
    const incomeTax = share(year.incomeTax);
    const employeeNI = share(year.employeeNI);
    const studentLoan = share(year.studentLoan);
    const pension = share(year.pension);
    return {
      grossPay,
      incomeTax,
      employeeNI,
      studentLoan,
      pension,
      takeHome: roundTo(grossPay - incomeTax - employeeNI - studentLoan - pension, 2),
    };
  };
  return {
    year,
    month: part(MONTHS_IN_YEAR),
    fourWeeks: part(WEEKS_IN_YEAR, 4),
    week: part(WEEKS_IN_YEAR),
  };
}

/** The label of a payday's tax period: 'Month 3', 'Week 12', 'Week 53'. */
export function taxPeriodLabel(run: YearRun, day: PaydayRun): string {
  if (run.plan.facts.perYear === MONTHS_IN_YEAR) return `Month ${day.taxPeriod}`;
  return `Week ${day.extra ? 52 + run.plan.facts.length : day.taxPeriod}`;
}

/** Every figure, from one run of the year (and the reruns the marginal rate and the allowance need). */
export function takeHomeFigures(input: TakeHomeInput, p: TakeHomeParameters) {
  const run = runYear(input, p);
  const { totals } = run;
  const marginal = marginalOf(run, input, p);
  const restore = restoreAllowanceOf(run, input, p);
  const payslips: Payslip[] = [];
  for (const day of run.days) {
    const d = day.pay;
    payslips.push({
      payday: day.index + 1,
      taxPeriod: taxPeriodLabel(run, day),
      basicPay: toPounds(run.plan.basic[day.index] as number),
      bonus: toPounds(run.plan.bonus[day.index] as number),
      sacrifice: toPounds(d.sacrifice),
      taxablePay: toPounds(d.taxable),
      basis: day.tax.basis,
      payAdjustment: toPounds(day.tax.adjustment),
      incomeTax: toPounds(day.tax.tax),
      heldBack: toPounds(day.tax.heldBack),
      employeeNI: toPounds(d.ni.employee),
      studentLoan: toPounds(d.loan),
      pension: toPounds(d.netPay + d.rasDeduction),
      takeHome: toPounds(
        d.gross - d.sacrifice - d.netPay - d.rasDeduction - day.tax.tax - d.ni.employee - d.loan,
      ),
      employerNI: toPounds(d.ni.employer),
      employerPension: toPounds(d.employerPension),
    });
  }
  const year: PeriodFigures = {
    grossPay: toPounds(totals.gross),
    incomeTax: toPounds(totals.tax),
    employeeNI: toPounds(totals.employeeNI),
    studentLoan: toPounds(totals.loan),
    pension: toPounds(totals.pensionDeducted + totals.sacrifice),
    takeHome: toPounds(run.takeHome),
  };
  const breakdown: MoneyShare[] = [
    { part: 'takeHome', label: 'Take-home pay', amount: year.takeHome },
    { part: 'incomeTax', label: 'Income Tax', amount: year.incomeTax },
    { part: 'employeeNI', label: 'National Insurance', amount: year.employeeNI },
    { part: 'studentLoan', label: 'Student loan', amount: year.studentLoan },
    { part: 'pension', label: 'Your pension', amount: year.pension },
  ];
  const result: TakeHomeResult = {
    taxCode: {
      code: run.code.code,
      meaning: run.code.meaning,
      built: !(run.plan.typed && run.plan.typed.ok),
      expected: run.expected.code.code,
      refused: run.plan.typed && !run.plan.typed.ok ? run.plan.typed.reason : null,
    },
    frequency: run.plan.frequency,
    paydays: run.plan.paydays,
    grossPay: year.grossPay,
    incomeTax: year.incomeTax,
    employeeNI: year.employeeNI,
    studentLoan: year.studentLoan,
    pensionDeducted: toPounds(totals.pensionDeducted),
    takeHome: year.takeHome,
    periods: periodsOf(year),
    payslips,
    adjustedNetIncome: roundTo(run.income.adjustedNetIncome, 2),
    pension: {
      method: run.plan.method,
      basis: run.plan.basis,
      employee: toPounds(totals.employeeGross),
      reliefAtSource: toPounds(totals.rasRelief),
      employer: toPounds(totals.employerPension),
      total: toPounds(totals.employeeGross + totals.employerPension),
      higherRateRelief: run.afterTheYear?.higherRateRelief ?? 0,
    },
    employer: {
      employerNI: toPounds(totals.employerNI),
      employerPension: toPounds(totals.employerPension),
      niSaving: toPounds(totals.employerNIWithout - totals.employerNI),
      cost: toPounds(totals.gross - totals.sacrifice + totals.employerNI + totals.employerPension),
    },
    afterTheYear: run.afterTheYear
      ? {
          taxOnPay: run.afterTheYear.taxOnPay,
          payeDeducted: run.afterTheYear.payeDeducted,
          difference: run.afterTheYear.difference,
          higherRateRelief: run.afterTheYear.higherRateRelief,
          childBenefitCharge: run.afterTheYear.childBenefitCharge,
          marriageAllowance: run.afterTheYear.marriageAllowance,
          balance: run.afterTheYear.balance,
          takeHome: run.afterTheYear.takeHome,
        }
      : null,
    marginal: marginal.marginal,
    restoreAllowance: restore ? restore.restore : null,
    breakdown,
  };
  return { run, marginal, restore, result };
}

/** What an employee takes home from a job: every payday through PAYE, NI and loans, and the year settled. */
export function calculateTakeHome(input: TakeHomeInput, taxYear: TaxYear): TakeHomeResult {
  return takeHomeFigures(input, takeHomeParameters(knownYear(taxYear))).result;
}
