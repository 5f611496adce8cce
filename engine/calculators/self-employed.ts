// Self-employed income tax and National Insurance on trading profit, following the law: the
// personal allowance is tapered above £100,000 as for every taxpayer (see engine/README.md). Each
// figure comes with its working.
import * as C from '../parameters/citations.ts';
import {
  incomeTax as incomeTaxGroup,
  mainRates,
  scottishIncomeTax,
  scottishNonSavingsRates,
} from '../parameters/income-tax.ts';
import { selfEmployedNI } from '../parameters/national-insurance.ts';
import {
  parameterUse,
  resolverFor,
  type ParametersOf,
  type Resolver,
  type UseName,
} from '../parameters/parameters-for.ts';
import { calculator } from '../parameters/practice.ts';
import {
  childBenefit,
  makingTaxDigital,
  paymentsOnAccount,
  pensions,
  studentLoans,
  trading,
} from '../parameters/self-assessment.ts';
import { entryAt } from '../parameters/parameter.ts';
import { taxYearStartingOn } from '../parameters/tax-years.ts';
import type { SelfEmployedInput, SelfEmployedResult, TradingAllowanceChoice } from '../types.ts';
import {
  addAdjustmentSteps,
  addTransferStep,
  annualAllowanceChargeOf,
  annualAllowanceWorking,
  childBenefitChargeOf,
  incomeAboveBasicRate,
  marriageReductionOf,
  marriageTransferOutcome,
  transferableAmount,
} from './adjustments.ts';
import { roundTo, safeAmount } from './arithmetic.ts';
import { paymentsOnAccountOf } from './payments-on-account.ts';
import {
  MARGINAL_STEP,
  circumstancesOf,
  extensionNote,
  marginalOf,
  pensionReliefOf,
  relievedContributions,
  nonSavingsScaleFor,
  studentLoanOf,
  studentLoanWorking,
  type Circumstances,
} from './circumstances.ts';
import { taperedAllowance } from './personal-allowance.ts';
import {
  FigureSteps,
  addNiBandSteps,
  addSlices,
  cite,
  gbp,
  present,
  slicesOnScale,
  taxOf,
} from './working.ts';

const MONTHS_PER_YEAR = 12;
// HMRC quotes a year of voluntary Class 2 as 52 weeks of it.
const CLASS_2_WEEKS = 52;

/** The parameter groups the self-employed calculator reads: no dividends, savings or company. */
export type SelfEmployedGroup =
  | 'incomeTax'
  | 'scottishIncomeTax'
  | 'studentLoans'
  | 'pensions'
  | 'childBenefit'
  | 'trading'
  | 'paymentsOnAccount'
  | 'selfEmployedNI'
  | 'calculator';

export type SelfEmployedParameters = ParametersOf<
  SelfEmployedGroup,
  'nonSavings' | 'scottishNonSavings'
>;

/** The self-employed calculator's groups and scales for a tax year. */
export const selfEmployedParameters: Resolver<SelfEmployedParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax: incomeTaxGroup,
    scottishIncomeTax,
    studentLoans,
    pensions,
    childBenefit,
    trading,
    paymentsOnAccount,
    selfEmployedNI,
    calculator,
  },
  { nonSavings: mainRates, scottishNonSavings: scottishNonSavingsRates },
);

/**
 * Income tax on the bands, Class 4 and loan repayments on a profit, each in whole pounds, with the
 * personal allowance less `transferred` (Marriage Allowance given to a spouse).
 */
function onProfit(
  exactProfit: number,
  pay: number,
  /** Student loan repayments PAYE takes from the pay. */
  payeLoan: number,
  c: Circumstances,
  transferred: number,
  p: SelfEmployedParameters,
) {
  const ni = p.selfEmployedNI;
  // Pay from a job and the profit are both earnings: relief on pension contributions up to both.
  const earnings = pay + exactProfit;
  const relieved = relievedContributions(c.pension, earnings, p);
  // Pay and profit are the taxpayer's income, so adjusted net income is both less the gross
  // contributions relieved (ITA 2007 s58).
  const adjustedNetIncome = Math.max(0, earnings - relieved);
  const allowance = taperedAllowance(adjustedNetIncome, p);
  const allowanceAmount = Math.max(0, allowance.amount - transferred);
  const allowanceUsed = Math.min(allowanceAmount, earnings);
  // The pay is taxed first, the profit above it: one scale, so the order only says which is which.
  const taxable = earnings - allowanceUsed;
  const scale = nonSavingsScaleFor(p, c.scottish, relieved);
  const taxSlices = slicesOnScale(scale, 0, taxable);
  const niMain = Math.max(0, Math.min(exactProfit, ni.upperProfitsLimit) - ni.lowerProfitsLimit);
  const niAbove = Math.max(0, exactProfit - Math.max(ni.upperProfitsLimit, ni.lowerProfitsLimit));
  return {
    relieved,
    adjustedNetIncome,
    allowance,
    allowanceAmount,
    allowanceUsed,
    taxable,
    scale,
    taxSlices,
    niMain,
    niAbove,
    aboveBasicRate: incomeAboveBasicRate([{ scale, from: 0, to: taxable }]),
    loan: studentLoanOf(
      c.plans,
      earnings,
      pay > 0 ? 'pay and profit' : 'profit',
      0,
      p,
      pay > 0 ? { amount: payeLoan, from: 'pay' } : undefined,
    ),
    /** On pay and profit together, PAYE's share included. */
    incomeTax: roundTo(taxOf(taxSlices), 0),
    class4NI: roundTo(niMain * ni.mainRate + niAbove * ni.additionalRate, 0),
  };
}

/**
 * What PAYE takes from a job's pay: income tax on the pay alone with the allowance the pay alone
 * gives (a standard tax code), on the bands PAYE knows (no pension extension), and student loan
 * repayments on the pay.
 */
function payeOf(pay: number, c: Circumstances, p: SelfEmployedParameters) {
  if (pay <= 0) return { tax: 0, loan: 0 };
  const taxable = Math.max(0, pay - taperedAllowance(pay, p).amount);
  const tax = roundTo(taxOf(slicesOnScale(nonSavingsScaleFor(p, c.scottish, 0), 0, taxable)), 0);
  return { tax, loan: studentLoanOf(c.plans, pay, 'pay', 0, p).amount };
}

/**
 * Everything the profit owes beside any pay: the tax on the bands with Marriage Allowance applied
 * where the taxpayer is eligible, the annual allowance and Child Benefit charges, Class 4 and
 * repayments, less what PAYE already takes from the pay.
 */
function liabilities(
  exactProfit: number,
  pay: number,
  c: Circumstances,
  p: SelfEmployedParameters,
) {
  const paye = payeOf(pay, c, p);
  const transferable = c.marriage === 'transfer' ? transferableAmount(p) : 0;
  let now = onProfit(exactProfit, pay, paye.loan, c, transferable, p);
  const transfer =
    c.marriage === 'transfer'
      ? marriageTransferOutcome(transferable, now.aboveBasicRate, c.scottish)
      : null;
  if (transfer && !transfer.applied) now = onProfit(exactProfit, pay, paye.loan, c, 0, p);
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
      adjustedIncome: exactProfit + pay,
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
    marriageAllowance: transfer ?? marriage.outcome,
    marriageWorking: marriage.working,
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

type Liabilities = ReturnType<typeof liabilities>;

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

export function selfEmployedTax(
  input: SelfEmployedInput,
  p: SelfEmployedParameters,
): SelfEmployedResult {
  const { selfEmployedNI: ni } = p;
  const { inputLimit } = p.calculator;
  const param = (name: UseName<SelfEmployedGroup>) => parameterUse(p, name);
  const income = safeAmount(input.income, inputLimit);
  const expenses = safeAmount(input.expenses, inputLimit);
  const c = circumstancesOf(input, inputLimit);
  // The trading allowance replaces the expenses when claimed (ITTOIA 2005 s783AF); the other
  // way is worked out too, to say which leaves more.
  const claimed = input.tradingAllowance === true;
  const deduction = claimed ? p.trading.allowance : expenses;
  const otherDeduction = claimed ? expenses : p.trading.allowance;
  const exactProfit = Math.max(0, income - deduction);
  const pay = safeAmount(input.employmentIncome ?? 0, inputLimit);

  const now = liabilities(exactProfit, pay, c, p);
  const otherProfit = Math.max(0, income - otherDeduction);
  const tradingAllowance = tradingAllowanceChoice(
    claimed,
    now,
    otherProfit === exactProfit ? now : liabilities(otherProfit, pay, c, p),
    p,
  );

  const { allowance, allowanceUsed, taxable, taxSlices, niMain, niAbove, loan, relieved } = now;
  const { annualAllowance, childBenefitCharge, marriageAllowance } = now;

  // Whole pounds: each figure is rounded once and the totals are sums of the shown figures, so
  // net + total tax + loan repayments = profit exactly.
  const profit = roundTo(exactProfit, 0);
  // Beside a job, the return's income tax: on pay and profit, less what PAYE took from the pay.
  const incomeTax = now.incomeTax - now.paye.tax;
  const class2NI = exactProfit > 0 ? roundTo(ni.class2, 0) : 0;
  const statePensionYear = {
    credited: exactProfit > ni.smallProfitsThreshold,
    smallProfitsThreshold: ni.smallProfitsThreshold,
    voluntaryClass2Weekly: ni.voluntaryClass2Weekly,
    voluntaryClass2Year: roundTo(ni.voluntaryClass2Weekly * CLASS_2_WEEKS, 2),
  };
  const class4NI = now.class4NI;
  const totalTax =
    incomeTax +
    class2NI +
    class4NI +
    annualAllowance.amount +
    childBenefitCharge.amount -
    (marriageAllowance.claim === 'receive' ? marriageAllowance.amount : 0);
  const studentLoanRepayment = loan.amount;
  const netIncome = profit - totalTax - studentLoanRepayment;
  const effectiveRate = profit > 0 ? roundTo((totalTax / profit) * 100, 2) : 0;
  const monthlyNet = roundTo(netIncome / MONTHS_PER_YEAR, 0);

  const withoutPension =
    c.pension > 0
      ? liabilities(exactProfit, pay, { ...c, pension: 0 }, p).incomeTax
      : now.incomeTax;
  const pension = pensionReliefOf(
    c.pension,
    relieved,
    exactProfit + pay,
    withoutPension,
    now.incomeTax,
    p,
    false,
  );

  const next = liabilities(exactProfit + MARGINAL_STEP, pay, c, p);
  const marginal = marginalOf('marginal.keeps', 'profit', {
    tax: next.incomeTaxDue - now.incomeTaxDue,
    ni: next.class4NI - class4NI,
    loan: next.loan.amount - studentLoanRepayment,
  });

  // Payments on account (TMA 1970 s59A) on the year's income tax (with its charges and reductions)
  // and Class 4, less what PAYE already took from any pay.
  const liability = now.incomeTaxDue + class4NI;
  const poa = paymentsOnAccountOf(
    {
      liability,
      deductedAtSource: now.paye.tax,
      paye: pay > 0,
      bill: totalTax + studentLoanRepayment,
      summary:
        now.incomeTaxDue === incomeTax
          ? `Income tax ${gbp(incomeTax)} + Class 4 ${gbp(class4NI)} = ${gbp(liability)}`
          : `Income tax with its charges and reductions ${gbp(now.incomeTaxDue)} + Class 4 ${gbp(class4NI)} = ${gbp(liability)}`,
    },
    p,
  );

  const profitSteps = new FigureSteps().add(`Income ${gbp(income)}`, income);
  if (claimed) {
    profitSteps.add(
      `Less the trading allowance ${gbp(deduction)}, instead of the expenses`,
      -deduction,
      [param('trading.allowance')],
      cite(C.ittoia2005s783AF),
    );
  } else {
    profitSteps.add(`Less allowable expenses ${gbp(deduction)}`, -deduction);
  }
  if (income < deduction) profitSteps.add('A loss counts as no profit', deduction - income);
  profitSteps.note(
    tradingAllowance.verdict,
    [param('trading.allowance')],
    cite(C.ittoia2005s783AF, C.tradingAllowanceGuide),
  );
  if (c.marriage === 'transfer') addTransferStep(allowance.steps, marriageAllowance, p);

  const taxSteps = new FigureSteps().note(
    pay > 0
      ? `Taxable pay and profit: ${gbp(pay)} of pay, taxed first, and ${gbp(exactProfit)} of profit, less the allowance ${gbp(allowanceUsed)} = ${gbp(taxable)}`
      : `Taxable profit: ${gbp(exactProfit)} less the allowance ${gbp(allowanceUsed)} = ${gbp(taxable)}`,
    [param('incomeTax.personalAllowance')],
    cite(C.ita2007s23),
  );
  if (c.scottish) {
    taxSteps.note('Scottish rates and bands on profit', [], cite(C.scotlandAct1998s80C));
  }
  extensionNote(taxSteps, relieved, p);
  addSlices(taxSteps, taxSlices);
  if (pay > 0) {
    taxSteps.add(
      `Less the ${gbp(now.paye.tax)} PAYE takes from the pay (tax on the pay alone): the rest is paid through the tax return`,
      -now.paye.tax,
    );
  }

  const niSteps = new FigureSteps();
  addNiBandSteps(niSteps, {
    on: 'profit',
    amount: exactProfit,
    main: niMain,
    above: niAbove,
    lowerLimit: ni.lowerProfitsLimit,
    upperLimit: ni.upperProfitsLimit,
    mainRate: ni.mainRate,
    additionalRate: ni.additionalRate,
    params: {
      lower: param('selfEmployedNI.lowerProfitsLimit'),
      upper: param('selfEmployedNI.upperProfitsLimit'),
      main: param('selfEmployedNI.mainRate'),
      additional: param('selfEmployedNI.additionalRate'),
    },
  });
  const totalSteps = new FigureSteps()
    .add(`Income tax ${gbp(incomeTax)}`, incomeTax)
    .add(`Class 2 NI ${gbp(class2NI)}`, class2NI)
    .add(`Class 4 NI ${gbp(class4NI)}`, class4NI);
  addAdjustmentSteps(totalSteps, now, false);
  const netSteps = new FigureSteps()
    .add(`Profit ${gbp(profit)}`, profit)
    .add(`Less total tax ${gbp(totalTax)}`, -totalTax);
  if (studentLoanRepayment > 0) {
    netSteps.add(
      `Less student loan repayments ${gbp(studentLoanRepayment)}`,
      -studentLoanRepayment,
    );
  }
  const working = present(
    profitSteps.done('profit', 'Profit', profit, false),
    allowance.steps.done('personalAllowance', 'Personal allowance', now.allowanceAmount),
    taxSteps.done('incomeTax', 'Income tax', incomeTax, false),
    new FigureSteps()
      .add(`Class 2 contributions ${gbp(class2NI)}`, class2NI, [param('selfEmployedNI.class2')])
      .note(
        statePensionYear.credited
          ? `Profit is above the small profits threshold of ${gbp(ni.smallProfitsThreshold)}: the year counts towards the State Pension with nothing to pay`
          : `Profit is not above the small profits threshold of ${gbp(ni.smallProfitsThreshold)}: the year will not count towards the State Pension unless you pay voluntary Class 2, ${gbp(ni.voluntaryClass2Weekly, true)} a week (${gbp(statePensionYear.voluntaryClass2Year, true)} for the year)`,
        [
          param('selfEmployedNI.smallProfitsThreshold'),
          ...(statePensionYear.credited ? [] : [param('selfEmployedNI.voluntaryClass2Weekly')]),
        ],
        cite(C.sscba1992s11),
      )
      .done('class2NI', 'Class 2 NI', class2NI, false),
    niSteps.done('class4NI', 'Class 4 NI', class4NI, false),
    annualAllowanceWorking(annualAllowance, p),
    childBenefitCharge.working,
    now.marriageWorking,
    totalSteps.done('totalTax', 'Total tax', totalTax),
    studentLoanWorking(loan, p),
    netSteps.done('netIncome', 'Net income', netIncome),
    new FigureSteps()
      .add(`${gbp(netIncome)} ÷ ${MONTHS_PER_YEAR}`, netIncome / MONTHS_PER_YEAR)
      .done('monthlyNet', 'Monthly net', monthlyNet, false),
    new FigureSteps()
      .add(
        profit > 0
          ? `${gbp(totalTax)} ÷ ${gbp(profit)} × 100 = ${effectiveRate}%, to 2 decimals`
          : 'No profit, so no rate',
        effectiveRate,
      )
      .done('effectiveRate', 'Effective tax rate', effectiveRate),
    c.pension > 0 ? pension.working : null,
    poa.working,
    marginal.working,
  );

  return {
    profit,
    personalAllowance: now.allowanceAmount,
    incomeTax,
    class2NI,
    statePensionYear,
    tradingAllowance,
    makingTaxDigital: makingTaxDigitalFor(income),
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
    effectiveRate,
    monthlyNet,
    studentLoanRepayment,
    pensionRelief: pension.relief,
    paymentsOnAccount: poa.schedule,
    marginal: marginal.marginal,
    annualAllowanceCharge: annualAllowance.amount,
    childBenefitCharge: childBenefitCharge.amount,
    marriageAllowance,
    working,
  };
}
