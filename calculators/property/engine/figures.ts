// The rental income calculator's figures: a landlord's share of the rents less the expenses (or the
// £1,000 property allowance), taxed as property income above any other income, the finance costs
// relieved as a tax reduction and the rest carried forward, then what the tax return collects, the
// payments on account, Making Tax Digital, and the same portfolio in a company beside it. The figures
// only: working.ts writes their working from what `evaluate` works out.
import { MARGINAL_STEP, marginalOf } from '../../../engine/rules/circumstances.ts';
import { roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { paymentsOnAccountOf } from '../../../engine/rules/payments-on-account.ts';
import { class4On, makingTaxDigitalFor, payeOf } from '../../self-employed/engine/calculate.ts';
import { studentLoanOf } from '../../../engine/rules/circumstances.ts';
import { gbp } from '../../../engine/rules/working.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import { STUDENT_LOAN_PLANS, type StudentLoanPlan, type TaxYear } from '../../../engine/types.ts';
import { companyOf } from './company.ts';
import { financeCostReliefOf } from './relief.ts';
import { propertyParameters, stackedTax, type PropertyParameters } from './tax.ts';
import type {
  OtherIncomeKind,
  PropertyAllowanceChoice,
  PropertyInput,
  PropertyResult,
} from './types.ts';

/** The input made safe: amounts finite and within the limit, the share a fraction from 1% to 100%. */
export interface Circumstances {
  rents: number;
  expenses: number;
  financeCosts: number;
  share: number;
  claimed: boolean;
  broughtForward: number;
  other: number;
  kind: OtherIncomeKind;
  turnover: number;
  scottish: boolean;
  plans: readonly StudentLoanPlan[];
}

export function circumstancesOf(input: PropertyInput, limit: number): Circumstances {
  const percentage = Number.isFinite(input.ownershipShare) ? (input.ownershipShare as number) : 100;
  const asked: readonly unknown[] = Array.isArray(input.studentLoanPlans)
    ? input.studentLoanPlans
    : [];
  const plans: StudentLoanPlan[] = [];
  for (const plan of STUDENT_LOAN_PLANS) if (asked.indexOf(plan) >= 0) plans.push(plan);
  return {
    rents: safeAmount(input.rents, limit),
    expenses: safeAmount(input.expenses ?? 0, limit),
    financeCosts: safeAmount(input.financeCosts ?? 0, limit),
    share: Math.min(100, Math.max(1, percentage)) / 100,
    claimed: input.propertyAllowance === true,
    broughtForward: safeAmount(input.financeCostsBroughtForward ?? 0, limit),
    other: safeAmount(input.otherIncome ?? 0, limit),
    kind: input.otherIncomeKind === 'selfEmployment' ? 'selfEmployment' : 'employment',
    turnover: safeAmount(input.tradingTurnover ?? 0, limit),
    scottish: input.scottishTaxpayer === true,
    plans,
  };
}

/** Your share of an amount of the whole property's, to the penny. */
const shareOf = (amount: number, share: number) => roundTo(amount * share, 2);

/** What the other income is called in the working. */
export const otherIncomeLabel = (c: Circumstances) =>
  c.kind === 'employment' ? 'pay' : 'trading profit';

/** The other income, what PAYE takes from a job's pay, and Class 4 on a trade's profit. */
function otherIncomeOf(c: Circumstances, p: PropertyParameters) {
  const employed = c.kind === 'employment' && c.other > 0;
  const paye = employed ? payeOf(c.other, c, p, 2) : { tax: 0, loan: 0 };
  const class4 = class4On(c.kind === 'selfEmployment' ? c.other : 0, p);
  const collected = employed && c.plans.length > 0 ? { amount: paye.loan, from: 'pay' } : undefined;
  return { employed, paye, class4, collected, label: otherIncomeLabel(c) };
}

type Other = ReturnType<typeof otherIncomeOf>;

/**
 * The tax on `rents` (your share) with the expenses, or the property allowance instead of them
 * (`claimed`), and the other income: the property profit, income tax before and after the finance
 * cost reduction, what the return collects, and student loan repayments.
 */
function assess(
  rents: number,
  claimed: boolean,
  c: Circumstances,
  o: Other,
  p: PropertyParameters,
) {
  const expenses = shareOf(c.expenses, c.share);
  // Full relief when the rents are within the allowance, partial relief above it: the allowance (at
  // most the rents) comes off the rents, and no expense does (ITTOIA 2005 Part 6A Chapter 2).
  const deduction = claimed ? Math.min(p.property.allowance, rents) : expenses;
  const propertyProfit = roundTo(Math.max(0, rents - deduction), 2);
  const loss = roundTo(Math.max(0, deduction - rents), 2);
  const stacked = stackedTax(c.other, propertyProfit, c.scottish, p);
  const taxBefore = roundTo(stacked.tax, 2);
  const relief = financeCostReliefOf(
    {
      financeCosts: shareOf(c.financeCosts, c.share),
      broughtForward: c.broughtForward,
      allowanceClaimed: claimed,
      propertyProfit,
      adjustedTotalIncome: stacked.income - stacked.allowanceUsed,
      taxBeforeReductions: taxBefore,
    },
    p,
  );
  const incomeTax = roundTo(taxBefore - relief.reduction, 2);
  const incomeTaxDue = roundTo(incomeTax - o.paye.tax, 2);
  const loan = studentLoanOf(c.plans, c.other, o.label, propertyProfit, p, o.collected);
  return {
    rents,
    claimed,
    deduction,
    propertyProfit,
    /** Expenses above the rents; with the allowance, none (it cannot make a loss). */
    loss: claimed ? 0 : loss,
    stacked,
    taxBefore,
    relief,
    incomeTax,
    incomeTaxDue,
    loan,
  };
}

export type Assessment = ReturnType<typeof assess>;

/** What each way owes that the other does not: income tax through the return and repayments. */
const owes = (a: Assessment) => a.incomeTaxDue + a.loan.amount;

/**
 * The property allowance against the expenses and the finance-cost reduction (ITTOIA 2005 s783BL:
 * one or the other), `other` being what the way not chosen would owe this year.
 */
function allowanceChoice(
  now: Assessment,
  other: Assessment,
  relievable: boolean,
  p: PropertyParameters,
): PropertyAllowanceChoice {
  const gain = roundTo(owes(other) - owes(now), 2);
  const chosen = now.claimed ? 'allowance' : 'expenses';
  const unchosen = now.claimed ? 'expenses' : 'allowance';
  const better = gain === 0 ? 'either' : gain > 0 ? chosen : unchosen;
  const difference = Math.abs(gain);
  const allowance = gbp(p.property.allowance);
  const expenses = relievable ? 'The expenses and the finance-cost reduction' : 'The expenses';
  return {
    claimed: now.claimed,
    allowance: p.property.allowance,
    better,
    difference,
    verdict:
      better === 'either'
        ? `The ${allowance} property allowance and the expenses leave the same this year`
        : better === 'allowance'
          ? `The ${allowance} property allowance instead of the expenses leaves ${gbp(difference)} more this year`
          : `${expenses} leave ${gbp(difference)} more this year than the ${allowance} property allowance would`,
  };
}

/** Every figure of the result, with what the working is written from. */
export function evaluate(input: PropertyInput, p: PropertyParameters) {
  const c = circumstancesOf(input, p.calculator.inputLimit);
  const o = otherIncomeOf(c, p);
  const rents = shareOf(c.rents, c.share);
  const expenses = shareOf(c.expenses, c.share);
  const financeCosts = shareOf(c.financeCosts, c.share);

  const now = assess(rents, c.claimed, c, o, p);
  const other = assess(rents, !c.claimed, c, o, p);
  const choice = allowanceChoice(now, other, financeCosts + c.broughtForward > 0, p);
  // The other income alone: what the rents add is the difference.
  const alone = stackedTax(c.other, 0, c.scottish, p);
  const taxAlone = roundTo(alone.tax, 2);
  const loanAlone = studentLoanOf(c.plans, c.other, o.label, 0, p, o.collected);
  const propertyTax = roundTo(now.incomeTax - taxAlone, 2);
  const propertyLoan = now.loan.amount - loanAlone.amount;
  const class4NI = o.class4.amount;
  const studentLoanRepayment = now.loan.amount;
  const selfAssessmentBill = roundTo(now.incomeTaxDue + class4NI + studentLoanRepayment, 2);
  const rentalIncomeAfterTax = roundTo(
    rents - expenses - financeCosts - propertyTax - propertyLoan,
    2,
  );

  const poa = paymentsOnAccountOf(
    {
      liability: roundTo(now.incomeTaxDue + class4NI, 2),
      deductedAtSource: o.paye.tax,
      paye: o.employed,
      bill: selfAssessmentBill,
    },
    p,
  );
  const next = assess(rents + MARGINAL_STEP, c.claimed, c, o, p);
  const extra = {
    tax: roundTo(next.incomeTaxDue - now.incomeTaxDue, 2),
    ni: 0,
    loan: next.loan.amount - now.loan.amount,
  };
  const marginal = marginalOf(extra);
  const qualifyingIncome = roundTo(rents + (c.kind === 'selfEmployment' ? c.turnover : 0), 2);
  const company = companyOf(
    {
      rents: c.rents,
      expenses: c.expenses,
      financeCosts: c.financeCosts,
      share: c.share,
      otherIncome: c.other,
      earnedLabel: o.label,
      collected: o.collected,
      scottish: c.scottish,
      plans: c.plans,
      personalKeeps: rentalIncomeAfterTax,
    },
    p,
  );

  const result: PropertyResult = {
    share: c.share,
    rents,
    expenses,
    financeCosts,
    propertyAllowance: choice,
    propertyProfit: now.propertyProfit,
    lossCarriedForward: now.loss,
    otherIncome:
      c.other > 0
        ? {
            kind: c.kind,
            amount: c.other,
            taxDeductedAtSource: o.paye.tax,
            studentLoanDeductedAtSource: o.collected?.amount ?? 0,
          }
        : null,
    personalAllowance: now.stacked.allowance,
    financeCostRelief: now.relief,
    incomeTax: now.incomeTax,
    propertyTax,
    incomeTaxDue: now.incomeTaxDue,
    class4NI,
    studentLoanRepayment,
    selfAssessmentBill,
    rentalIncomeAfterTax,
    paymentsOnAccount: poa.schedule,
    makingTaxDigital: makingTaxDigitalFor(qualifyingIncome),
    marginal,
    company: company.comparison,
  };
  return { result, c, o, now, other, taxAlone, propertyLoan, poa, extra, company };
}

export type Evaluation = ReturnType<typeof evaluate>;

/**
 * Income tax on a landlord's rents (their share) beside their other income, the finance-cost
 * reduction and its carry-forward, what the tax return collects, payments on account, Making Tax
 * Digital, and the same portfolio held by a company.
 */
export function calculateProperty(input: PropertyInput, taxYear: TaxYear): PropertyResult {
  return evaluate(input, propertyParameters(knownYear(taxYear))).result;
}
