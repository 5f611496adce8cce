// Self-employed income tax and National Insurance on trading profit, following the law: the
// personal allowance is tapered above £100,000 as for every taxpayer (see engine/README.md). The
// figures only: working.ts writes their working from what `evaluate` works out.
import {
  dividends as dividendsGroup,
  incomeTax as incomeTaxGroup,
  savings as savingsGroup,
  scales as rateScales,
  scottishIncomeTax,
} from '../../../engine/parameters/income-tax.ts';
import { employeeNI, selfEmployedNI } from '../../../engine/parameters/national-insurance.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
} from '../../../engine/parameters/parameters-for.ts';
import { calculator } from '../../../engine/parameters/practice.ts';
import { vat } from '../../../engine/parameters/vat.ts';
import {
  childBenefit,
  makingTaxDigital,
  paymentsOnAccount,
  pensions,
  studentLoans,
  trading,
} from '../../../engine/parameters/self-assessment.ts';
import { entryAt } from '../../../engine/parameters/parameter.ts';
import { taxYearStartingOn } from '../../../engine/parameters/tax-years.ts';
import type { SelfEmployedInput, SelfEmployedResult, TradingAllowanceChoice } from './types.ts';
import {
  annualAllowanceChargeOf,
  childBenefitChargeOf,
  incomeAboveBasicRate,
  marriageReductionOf,
  marriageTransferOutcome,
  transferableAmount,
} from '../../../engine/rules/adjustments.ts';
import { MONTHS_PER_YEAR, roundTo, safeAmount } from '../../../engine/rules/arithmetic.ts';
import { paymentsOnAccountOf } from '../../../engine/rules/payments-on-account.ts';
import { paymentsDueOf } from './payments-due.ts';
import {
  MARGINAL_STEP,
  circumstancesOf,
  marginalOf,
  pensionReliefOf,
  relievedContributions,
  nonSavingsScaleFor,
  scalesFor,
  studentLoanOf,
  type Circumstances,
} from '../../../engine/rules/circumstances.ts';
import { class1AtMainRate, class4MaximumOf } from '../../../engine/rules/class4-maximum.ts';
import { taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import { gbp, slicesOnScale, taxOf, type Slice } from '../../../engine/rules/working.ts';
import {
  bestSplit,
  layOut,
  savingsAllowanceFor,
  type Layout,
} from '../../../engine/rules/allowance-placement.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { TaxYear } from '../../../engine/types.ts';

// HMRC quotes a year of voluntary Class 2 as 52 weeks of it.
const CLASS_2_WEEKS = 52;

/** The parameter groups the self-employed calculator reads: no company. */
export type SelfEmployedGroup =
  | 'incomeTax'
  | 'savings'
  | 'dividends'
  | 'scottishIncomeTax'
  | 'studentLoans'
  | 'pensions'
  | 'childBenefit'
  | 'trading'
  | 'paymentsOnAccount'
  | 'selfEmployedNI'
  | 'employeeNI'
  | 'vat'
  | 'calculator';

export type SelfEmployedParameters = ParametersOf<SelfEmployedGroup, keyof typeof rateScales>;

/** The self-employed calculator's groups and scales for a tax year. */
export const selfEmployedParameters: Resolver<SelfEmployedParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax: incomeTaxGroup,
    savings: savingsGroup,
    dividends: dividendsGroup,
    scottishIncomeTax,
    studentLoans,
    pensions,
    childBenefit,
    trading,
    paymentsOnAccount,
    selfEmployedNI,
    employeeNI,
    vat,
    calculator,
  },
  rateScales,
);

/**
 * Class 4 on a year's trading profit (SSCBA 1992 s15): the main rate between the lower and upper
 * profits limits, the additional rate above (`exact`), in whole pounds (`amount`). The landlord
 * calculator charges it on a trade's profit beside the rents.
 */
export function class4On(profit: number, p: ParametersOf<'selfEmployedNI'>) {
  const ni = p.selfEmployedNI;
  const main = Math.max(0, Math.min(profit, ni.upperProfitsLimit) - ni.lowerProfitsLimit);
  const above = Math.max(0, profit - Math.max(ni.upperProfitsLimit, ni.lowerProfitsLimit));
  const exact = main * ni.mainRate + above * ni.additionalRate;
  return { main, above, exact, amount: roundTo(exact, 0) };
}

/** What the year brings beside the profit: a job's pay and a State Pension. */
interface Beside {
  pay: number;
  /** Student loan repayments PAYE takes from the pay. */
  payeLoan: number;
  statePension: number;
  /** State Pension age reached before the year began: no Class 4 (SS(C)R 2001 reg 93). */
  overStatePensionAge: boolean;
  /** Savings interest and dividends, taxed above the profit. */
  savings: number;
  dividends: number;
}

/**
 * Income tax on non-savings income (pay, State Pension, profit) with savings and dividends above it
 * (ITA 2007 s16), the allowance placed where it leaves least tax (s25(2)), as the director
 * calculator stacks them; `layout` says where each pound sits, for the working.
 */
function stacked(
  nonSavings: number,
  beside: Beside,
  allowanceUsed: number,
  taxable: number,
  scales: ReturnType<typeof scalesFor>,
  p: SelfEmployedParameters,
) {
  const { savings, dividends } = beside;
  const psa = savingsAllowanceFor(taxable, scales, p);
  const { split } = bestSplit(
    { salary: nonSavings, savings, dividends },
    allowanceUsed,
    psa,
    scales,
    p,
  );
  const parts = {
    salary: nonSavings - split.salary,
    savings: savings - split.savings,
    dividends: dividends - split.dividends,
  };
  const layout: Layout = layOut(parts, psa, scales, p);
  const taxSlices: Slice[] = [...layout.salary, ...layout.savings, ...layout.dividends];
  return { psa, split, parts, layout, taxSlices };
}

/**
 * Income tax on the bands, Class 4 and loan repayments on a profit, each in whole pounds, with the
 * personal allowance less `transferred` (Marriage Allowance given to a spouse).
 */
function onProfit(
  exactProfit: number,
  beside: Beside,
  c: Circumstances,
  transferred: number,
  p: SelfEmployedParameters,
) {
  const { pay, payeLoan, statePension, savings, dividends } = beside;
  // Pay from a job and the profit are both earnings: relief on pension contributions up to both. A
  // State Pension is pension income (ITEPA 2003 s577), not earnings.
  const earnings = pay + exactProfit;
  const nonSavings = earnings + statePension;
  const unearned = savings + dividends;
  const income = nonSavings + unearned;
  const relieved = relievedContributions(c.pension, earnings, p);
  // Pay, State Pension and profit are the taxpayer's income, so adjusted net income is all three
  // less the gross contributions relieved (ITA 2007 s58).
  const adjustedNetIncome = Math.max(0, income - relieved);
  const allowance = taperedAllowance(adjustedNetIncome, p);
  const allowanceAmount = Math.max(0, allowance.amount - transferred);
  const allowanceUsed = Math.min(allowanceAmount, income);
  // The pay and the State Pension are taxed first, the profit above them: all non-savings income on
  // one scale, so the order only says which is which.
  const taxable = income - allowanceUsed;
  const scale = nonSavingsScaleFor(p, c.scottish, relieved);
  // Without savings or dividends one scale is all there is: the comparison with a company weighs
  // this at every point of its curve.
  const other =
    unearned > 0
      ? stacked(nonSavings, beside, allowanceUsed, taxable, scalesFor(p, c.scottish, relieved), p)
      : null;
  const taxSlices = other ? other.taxSlices : slicesOnScale(scale, 0, taxable);
  const onBands = class4On(exactProfit, p);
  const bands = beside.overStatePensionAge ? { main: 0, above: 0, exact: 0 } : onBands;
  const class4OnBands = bands.exact;
  // Beside a job, Class 4 is capped by what the pay's Class 1 already paid (SS(C)R 2001 reg 100).
  const class4Maximum = class4MaximumOf(exactProfit, class1AtMainRate(pay, p), p);
  const class4 = Math.min(class4OnBands, class4Maximum?.amount ?? Infinity);
  return {
    relieved,
    adjustedNetIncome,
    allowance,
    allowanceAmount,
    allowanceUsed,
    taxable,
    scale,
    taxSlices,
    niMain: bands.main,
    niAbove: bands.above,
    class4OnBands,
    class4Maximum,
    other,
    aboveBasicRate: incomeAboveBasicRate(
      other
        ? [
            { scale, from: 0, to: other.parts.salary },
            {
              scale: scalesFor(p, c.scottish, relieved).savings,
              from: other.parts.salary,
              to: other.parts.salary + other.parts.savings,
            },
            {
              scale: scalesFor(p, c.scottish, relieved).dividends,
              from: other.parts.salary + other.parts.savings,
              to: taxable,
            },
          ]
        : [{ scale, from: 0, to: taxable }],
    ),
    loan: studentLoanOf(
      c.plans,
      earnings,
      pay > 0 ? 'pay and profit' : 'profit',
      unearned,
      p,
      pay > 0 ? { amount: payeLoan, from: 'pay' } : undefined,
    ),
    /** On pay and profit together, PAYE's share included. */
    incomeTax: roundTo(taxOf(taxSlices), 0),
    class4NI: roundTo(class4, 0),
  };
}

/**
 * What PAYE takes from a job's pay: income tax on the pay alone with the allowance the pay alone
 * gives (a standard tax code), on the bands PAYE knows (no pension extension), and student loan
 * repayments on the pay. The tax in whole pounds, or to the penny (`decimals` 2) for a calculator
 * that works in pence.
 */
export function payeOf(
  pay: number,
  c: Pick<Circumstances, 'scottish' | 'plans'>,
  p: ParametersOf<
    'incomeTax' | 'scottishIncomeTax' | 'studentLoans',
    'nonSavings' | 'scottishNonSavings'
  >,
  decimals = 0,
) {
  if (pay <= 0) return { tax: 0, loan: 0 };
  const taxable = Math.max(0, pay - taperedAllowance(pay, p).amount);
  const scale = nonSavingsScaleFor(p, c.scottish, 0);
  const tax = roundTo(taxOf(slicesOnScale(scale, 0, taxable)), decimals);
  return { tax, loan: studentLoanOf(c.plans, pay, 'pay', 0, p).amount };
}

/**
 * Everything the profit owes beside any pay: the tax on the bands with Marriage Allowance applied
 * where the taxpayer is eligible, the annual allowance and Child Benefit charges, Class 4 and
 * repayments, less what PAYE already takes from the pay.
 */
function liabilities(
  exactProfit: number,
  other: Omit<Beside, 'payeLoan'>,
  c: Circumstances,
  p: SelfEmployedParameters,
) {
  const { pay, statePension, savings, dividends } = other;
  const paye = payeOf(pay, c, p);
  const beside = { ...other, payeLoan: paye.loan };
  const transferable = c.marriage === 'transfer' ? transferableAmount(p) : 0;
  let now = onProfit(exactProfit, beside, c, transferable, p);
  const transfer =
    c.marriage === 'transfer'
      ? marriageTransferOutcome(transferable, now.aboveBasicRate, c.scottish)
      : null;
  if (transfer && !transfer.applied) now = onProfit(exactProfit, beside, c, 0, p);
  const marriage = marriageReductionOf(
    c.marriage,
    now.incomeTax,
    now.aboveBasicRate,
    c.scottish,
    false,
    p,
  );
  const annualAllowance = annualAllowanceChargeOf(
    {
      pensionInput: c.pension,
      thresholdIncome: now.adjustedNetIncome,
      adjustedIncome: exactProfit + pay + statePension + savings + dividends,
      unused: c.unusedAnnualAllowance,
      taxableIncome: now.taxable,
      scale: now.scale,
    },
    false,
    p,
  );
  const childBenefitCharge = childBenefitChargeOf(c.children, now.adjustedNetIncome, false, p);
  // Added to `now`, a fresh object: a spread copy with fields added is a slow object to V8, and the
  // comparison with a company weighs this at every point of its curve.
  return Object.assign(now, {
    statePension,
    overStatePensionAge: other.overStatePensionAge,
    savings,
    dividends,
    marriageAllowance: transfer ?? marriage.outcome,
    marriage,
    annualAllowance,
    childBenefitCharge,
    paye,
    /** Income tax through the return: with the charges, less Marriage Allowance and PAYE. */
    incomeTaxDue:
      now.incomeTax +
      annualAllowance.amount +
      childBenefitCharge.amount -
      marriage.outcome.amount -
      paye.tax,
  });
}

/**
 * Making Tax Digital for Income Tax on `qualifyingIncome` of gross receipts, were it the same each
 * year: the first date from which the threshold in force is below it.
 */
export function makingTaxDigitalFor(qualifyingIncome: number) {
  const schedule = makingTaxDigital.qualifyingIncomeThreshold;
  const dates = Object.keys(schedule.values).sort();
  for (const date of dates) {
    const threshold = entryAt('makingTaxDigital.qualifyingIncomeThreshold', schedule, date).value;
    if (qualifyingIncome > threshold) {
      return { qualifyingIncome, appliesFrom: date, taxYear: taxYearStartingOn(date), threshold };
    }
  }
  return { qualifyingIncome, appliesFrom: null, taxYear: null, threshold: null };
}

export type Liabilities = ReturnType<typeof liabilities>;

/**
 * The trading allowance against the expenses (ITTOIA 2005 s783AF), `other` being what the way not
 * chosen would owe. The money spent is the same either way: what differs is what each way owes
 * (Class 2 aside).
 */
function tradingAllowanceChoice(
  claimed: boolean,
  now: Liabilities,
  other: Liabilities,
  p: SelfEmployedParameters,
): TradingAllowanceChoice {
  const owes = (l: Liabilities) => l.incomeTaxDue + l.class4NI + l.loan.amount;
  const gain = owes(other) - owes(now);
  const chosen = claimed ? 'allowance' : 'expenses';
  const unchosen = claimed ? 'expenses' : 'allowance';
  const better = gain === 0 ? 'either' : gain > 0 ? chosen : unchosen;
  const difference = Math.abs(gain);
  return {
    claimed,
    allowance: p.trading.allowance,
    better,
    difference,
    verdict:
      better === 'either'
        ? `The ${gbp(p.trading.allowance)} trading allowance and the expenses leave the same`
        : better === 'allowance'
          ? `The ${gbp(p.trading.allowance)} trading allowance instead of the expenses leaves ${gbp(difference)} more`
          : `The expenses leave ${gbp(difference)} more than the ${gbp(p.trading.allowance)} trading allowance would`,
  };
}

/**
 * The profit, its taxes and the totals, as the result shows them first. Whole pounds: each figure is
 * rounded once and the totals are sums of the shown figures, so net + total tax + loan repayments =
 * profit exactly.
 */
function profitAndTotals(
  income: number,
  exactProfit: number,
  pay: number,
  now: Liabilities,
  tradingAllowance: TradingAllowanceChoice,
  p: SelfEmployedParameters,
) {
  const ni = p.selfEmployedNI;
  const { annualAllowance, childBenefitCharge, marriageAllowance } = now;
  const profit = roundTo(exactProfit, 0);
  // Beside a job, the return's income tax: on pay and profit, less what PAYE took from the pay.
  const incomeTax = now.incomeTax - now.paye.tax;
  const class2NI = exactProfit > 0 && !now.overStatePensionAge ? roundTo(ni.class2, 0) : 0;
  const class4NI = now.class4NI;
  const totalTax =
    incomeTax +
    class2NI +
    class4NI +
    annualAllowance.amount +
    childBenefitCharge.amount -
    (marriageAllowance.claim === 'receive' ? marriageAllowance.amount : 0);
  const studentLoanRepayment = now.loan.amount;
  const statePension = roundTo(now.statePension, 0);
  const received = profit + statePension + now.savings + now.dividends;
  const netIncome = received - totalTax - studentLoanRepayment;
  return {
    profit,
    statePension,
    savings: now.savings,
    dividends: now.dividends,
    personalAllowance: now.allowanceAmount,
    incomeTax,
    class2NI,
    statePensionYear: {
      credited: !now.overStatePensionAge && exactProfit > ni.smallProfitsThreshold,
      overStatePensionAge: now.overStatePensionAge,
      smallProfitsThreshold: ni.smallProfitsThreshold,
      voluntaryClass2Weekly: ni.voluntaryClass2Weekly,
      voluntaryClass2Year: roundTo(ni.voluntaryClass2Weekly * CLASS_2_WEEKS, 2),
    },
    tradingAllowance,
    makingTaxDigital: makingTaxDigitalFor(income),
    vatRegistration: {
      turnover: income,
      threshold: p.vat.registrationThreshold,
      over: income > p.vat.registrationThreshold,
    },
    employment:
      pay > 0
        ? {
            pay,
            taxDeductedAtSource: now.paye.tax,
            studentLoanDeductedAtSource: now.paye.loan,
          }
        : null,
    class4NI,
    totalTax,
    netIncome,
    effectiveRate: received > 0 ? roundTo((totalTax / received) * 100, 2) : 0,
    monthlyNet: roundTo(netIncome / MONTHS_PER_YEAR, 0),
    studentLoanRepayment,
  };
}

export type SelfEmployedTotals = ReturnType<typeof profitAndTotals>;

/**
 * Payments on account (TMA 1970 s59A) on the year's income tax (with its charges and reductions)
 * and Class 4, less what PAYE already took from any pay.
 */
function paymentsOnAccountFor(
  pay: number,
  now: Liabilities,
  t: SelfEmployedTotals,
  p: SelfEmployedParameters,
) {
  return paymentsOnAccountOf(
    {
      liability: now.incomeTaxDue + t.class4NI,
      deductedAtSource: now.paye.tax,
      paye: pay > 0,
      bill: t.totalTax + t.studentLoanRepayment,
    },
    p,
  );
}

/** Every figure of the result, with what the working is written from. */
export function evaluate(input: SelfEmployedInput, p: SelfEmployedParameters) {
  const { inputLimit } = p.calculator;
  const income = safeAmount(input.income, inputLimit);
  const expenses = safeAmount(input.expenses, inputLimit);
  const c = circumstancesOf(input, inputLimit);
  // The trading allowance replaces the expenses when claimed (ITTOIA 2005 s783AF); the other
  // way is worked out too, to say which leaves more.
  const claimed = input.tradingAllowance === true;
  const deduction = claimed ? p.trading.allowance : expenses;
  const exactProfit = Math.max(0, income - deduction);
  const otherProfit = Math.max(0, income - (claimed ? expenses : p.trading.allowance));
  const pay = safeAmount(input.employmentIncome ?? 0, inputLimit);
  const beside = {
    pay,
    statePension: safeAmount(input.statePension ?? 0, inputLimit),
    overStatePensionAge: input.overStatePensionAge === true,
    savings: safeAmount(input.savings ?? 0, inputLimit),
    dividends: safeAmount(input.dividends ?? 0, inputLimit),
  };

  const now = liabilities(exactProfit, beside, c, p);
  const other = otherProfit === exactProfit ? now : liabilities(otherProfit, beside, c, p);
  const t = profitAndTotals(
    income,
    exactProfit,
    pay,
    now,
    tradingAllowanceChoice(claimed, now, other, p),
    p,
  );
  const withoutPension =
    c.pension > 0
      ? liabilities(exactProfit, beside, { ...c, pension: 0 }, p).incomeTax
      : now.incomeTax;
  const pension = pensionReliefOf(
    c.pension,
    now.relieved,
    exactProfit + pay,
    withoutPension,
    now.incomeTax,
    p,
    false,
  );
  const next = liabilities(exactProfit + MARGINAL_STEP, beside, c, p);
  const extra = {
    tax: next.incomeTaxDue - now.incomeTaxDue,
    ni: next.class4NI - now.class4NI,
    loan: next.loan.amount - now.loan.amount,
  };
  const marginal = marginalOf(extra);
  const poa = paymentsOnAccountFor(pay, now, t, p);
  const previousYearBill =
    input.previousYearBill === undefined || input.previousYearBill === null
      ? null
      : safeAmount(input.previousYearBill, inputLimit);
  const paymentsDue = paymentsDueOf(previousYearBill, poa, p);

  const result: SelfEmployedResult = {
    ...t,
    pensionRelief: pension.relief,
    paymentsOnAccount: poa.schedule,
    paymentsDue,
    marginal,
    annualAllowanceCharge: now.annualAllowance.amount,
    childBenefitCharge: now.childBenefitCharge.amount,
    marriageAllowance: now.marriageAllowance,
  };
  return { result, income, deduction, exactProfit, pay, c, now, t, pension, extra, poa };
}

export type SelfEmployedEvaluation = ReturnType<typeof evaluate>;

/** Every figure of the self-employed calculator. */
export function selfEmployedTax(
  input: SelfEmployedInput,
  p: SelfEmployedParameters,
): SelfEmployedResult {
  return evaluate(input, p).result;
}

/**
 * Income tax, National Insurance, take-home and what is paid when, for a sole trader's year: the
 * figures only (`explainSelfEmployed` gives their working). Throws a RangeError for an unknown year.
 */
export function calculateSelfEmployed(
  input: SelfEmployedInput,
  taxYear: TaxYear,
): SelfEmployedResult {
  return selfEmployedTax(input, selfEmployedParameters(knownYear(taxYear)));
}
