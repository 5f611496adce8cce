// The working of the self-employed calculator's figures, written from the figures calculate.ts
// worked out: the profit, the allowance, each tax, then the totals.
import * as C from '../../../engine/parameters/citations.ts';
import {
  parameterUse,
  type ParametersOf,
  type UseName,
} from '../../../engine/parameters/parameters-for.ts';
import type { FigureWorking, Working } from '../../../engine/types.ts';
import type { SelfEmployedFigure, SelfEmployedInput } from './types.ts';
import {
  addAdjustmentSteps,
  addTransferStep,
  annualAllowanceWorking,
  childBenefitWorking,
  marriageReductionWorking,
} from '../../../engine/rules/adjustments.ts';
import {
  extensionNote,
  marginalWorking,
  pensionReliefWorking,
  studentLoanWorking,
  type Circumstances,
} from '../../../engine/rules/circumstances.ts';
import { addClass4MaximumStep } from '../../../engine/rules/class4-maximum.ts';
import { paymentsOnAccountWorking } from '../../../engine/rules/payments-on-account.ts';
import { paymentsDueWorking } from './payments-due.ts';
import { allowanceSteps } from '../../../engine/rules/personal-allowance.ts';
import {
  evaluate,
  selfEmployedParameters,
  type Liabilities,
  type SelfEmployedGroup,
  type SelfEmployedParameters,
  type SelfEmployedTotals,
} from './calculate.ts';
import { MONTHS_PER_YEAR } from '../../../engine/rules/arithmetic.ts';
import {
  FigureSteps,
  addNiBandSteps,
  addSlices,
  cite,
  gbp,
  present,
} from '../../../engine/rules/working.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { TaxYear } from '../../../engine/types.ts';

type Figure = FigureWorking<SelfEmployedFigure> | null;

/**
 * The profit (income less the expenses or the trading allowance, and which of the two leaves more),
 * the personal allowance, then income tax on what the allowance leaves of pay and profit.
 */
export function incomeWorking(
  income: number,
  deduction: number,
  exactProfit: number,
  pay: number,
  c: Circumstances,
  now: Liabilities,
  t: SelfEmployedTotals,
  p: SelfEmployedParameters,
): Figure[] {
  const param = (name: UseName<SelfEmployedGroup>) => parameterUse(p, name);
  const profit = new FigureSteps().add(`Income ${gbp(income)}`, income);
  if (t.tradingAllowance.claimed) {
    profit.add(
      `Less the trading allowance ${gbp(deduction)}, instead of the expenses`,
      -deduction,
      [param('trading.allowance')],
      cite(C.ittoia2005s783AF),
    );
  } else {
    profit.add(`Less allowable expenses ${gbp(deduction)}`, -deduction);
  }
  if (income < deduction) profit.add('A loss counts as no profit', deduction - income);
  profit.note(
    t.tradingAllowance.verdict,
    [param('trading.allowance')],
    cite(C.ittoia2005s783AF, C.tradingAllowanceGuide),
  );
  const allowance = allowanceSteps(now.allowance, p);
  if (c.marriage === 'transfer') addTransferStep(allowance, now.marriageAllowance, p);
  const { allowanceUsed, taxable, statePension, savings, dividends } = now;
  const tax = new FigureSteps();
  if (statePension > 0) {
    tax.note(
      `The State Pension of ${gbp(statePension)} is taxable pension income, paid without tax taken off and with no National Insurance on it: taxed with the profit, before it`,
      [],
      cite(C.itepa2003s577, C.ita2007s23),
    );
  }
  const before = [
    ...(pay > 0 ? [`${gbp(pay)} of pay`] : []),
    ...(statePension > 0 ? [`${gbp(statePension)} of State Pension`] : []),
  ];
  const above = [
    ...(savings > 0 ? [`${gbp(savings)} of savings interest`] : []),
    ...(dividends > 0 ? [`${gbp(dividends)} of dividends`] : []),
  ];
  const profitAndAbove = `${gbp(exactProfit)} of profit${above.length > 0 ? `, then ${above.join(' and ')} above it` : ''}`;
  tax.note(
    before.length > 0
      ? `Taxable income: ${before.join(' and ')}, taxed first, and ${profitAndAbove}, less the allowance ${gbp(allowanceUsed)} = ${gbp(taxable)}`
      : above.length > 0
        ? `Taxable income: ${profitAndAbove}, less the allowance ${gbp(allowanceUsed)} = ${gbp(taxable)}`
        : `Taxable profit: ${gbp(exactProfit)} less the allowance ${gbp(allowanceUsed)} = ${gbp(taxable)}`,
    [param('incomeTax.personalAllowance')],
    cite(C.ita2007s23),
  );
  if (c.scottish) tax.note('Scottish rates and bands on profit', [], cite(C.scotlandAct1998s80C));
  extensionNote(tax, { contributions: c.pension, relieved: now.relieved }, c.scottish, p);
  if (now.other) {
    addOtherIncomeSlices(tax, now.other, allowanceUsed, p);
  } else {
    addSlices(tax, now.taxSlices);
  }
  if (pay > 0) {
    tax.add(
      `Less the ${gbp(now.paye.tax)} PAYE takes from the pay (tax on the pay alone): the rest is paid through the tax return`,
      -now.paye.tax,
    );
  }
  return [
    profit.done('profit', 'Profit', t.profit, false),
    allowance.done('personalAllowance', 'Personal allowance', now.allowanceAmount),
    tax.done('incomeTax', 'Income tax', t.incomeTax, false),
  ];
}

/**
 * Non-savings income (pay, State Pension and profit), then savings interest above it, then dividends
 * (ITA 2007 s16), each slice at its own rate, as the director calculator lays them out.
 */
function addOtherIncomeSlices(
  tax: FigureSteps,
  other: NonNullable<Liabilities['other']>,
  allowanceUsed: number,
  p: SelfEmployedParameters,
) {
  const { parts, layout, psa, split } = other;
  if (split.savings > 0 || split.dividends > 0) {
    tax.note(
      `${p.incomeTax.allowanceAgainstOtherIncomeFirst === 1 ? 'The allowance is set against the profit and other non-savings income first, the rest where it leaves least tax' : 'The allowance goes where it leaves least tax'}: ${gbp(split.salary, true)} against the profit and other non-savings income, ${gbp(split.savings, true)} against savings and ${gbp(split.dividends, true)} against dividends, ${gbp(allowanceUsed, true)} in all`,
      [parameterUse(p, 'incomeTax.allowanceAgainstOtherIncomeFirst')],
      cite(C.ita2007s25),
    );
  }
  addSlices(tax, layout.salary);
  const stackRefs = cite(C.ita2007s16);
  if (parts.savings > 0) {
    tax.note(
      `Savings interest: ${gbp(parts.savings, true)} taxable, from ${gbp(parts.salary, true)} to ${gbp(parts.salary + parts.savings, true)} of taxable income, above the profit; the starting rate for savings shrinks by every pound of taxable non-savings income, and the personal savings allowance is set by the highest band reached`,
      [psa.use],
      cite(C.ita2007s16, C.ita2007s12, C.ita2007s12B),
    );
    addSlices(tax, layout.savings);
  }
  if (parts.dividends > 0) {
    const from = parts.salary + parts.savings;
    tax.note(
      `Dividends: ${gbp(parts.dividends, true)} taxable, from ${gbp(from, true)} to ${gbp(from + parts.dividends, true)} of taxable income, above the profit and any savings`,
      [],
      cite(C.ita2007s16, C.ita2007s13A),
    );
    addSlices(tax, layout.dividends);
  }
  if (parts.savings === 0 && parts.dividends === 0)
    tax.note('No taxable savings or dividends', [], stackRefs);
}

/**
 * Class 4 band by band on a trading profit, as `class4On` splits it (`on` names the profit in the
 * steps); the landlord calculator's trade beside the rents too.
 */
export function addClass4Steps(
  steps: FigureSteps,
  on: string,
  profit: number,
  bands: { main: number; above: number },
  p: ParametersOf<'selfEmployedNI'>,
): FigureSteps {
  const ni = p.selfEmployedNI;
  const param = (name: UseName<'selfEmployedNI'>) => parameterUse(p, name);
  addNiBandSteps(steps, {
    on,
    amount: profit,
    main: bands.main,
    above: bands.above,
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
  return steps;
}

/** Class 2 (nothing to pay, but whether the year counts for the State Pension), then Class 4. */
export function niWorking(
  exactProfit: number,
  now: Liabilities,
  t: SelfEmployedTotals,
  p: SelfEmployedParameters,
): Figure[] {
  const ni = p.selfEmployedNI;
  const param = (name: UseName<SelfEmployedGroup>) => parameterUse(p, name);
  const { credited, voluntaryClass2Year } = t.statePensionYear;
  if (now.overStatePensionAge) {
    return [
      new FigureSteps()
        .add(`Class 2 contributions ${gbp(t.class2NI)}`, t.class2NI)
        .note(
          'State Pension age was reached before the tax year began: no Class 2 is due, and a year after State Pension age does not add to a State Pension',
          [],
          cite(C.sscba1992s11),
        )
        .done('class2NI', 'Class 2 NI', t.class2NI, false),
      new FigureSteps()
        .note(
          'State Pension age was reached before 6 April, the first day of the tax year: no Class 4 is due for the year',
          [],
          cite(C.sscba1992s15, C.sscr2001reg93),
        )
        .done('class4NI', 'Class 4 NI', t.class4NI, false),
    ];
  }
  const class4 = addClass4Steps(
    new FigureSteps(),
    'profit',
    exactProfit,
    {
      main: now.niMain,
      above: now.niAbove,
    },
    p,
  );
  addClass4MaximumStep(class4, now.class4OnBands, now.class4Maximum, p);
  return [
    new FigureSteps()
      .add(`Class 2 contributions ${gbp(t.class2NI)}`, t.class2NI, [param('selfEmployedNI.class2')])
      .note(
        credited
          ? `Profit is above the small profits threshold of ${gbp(ni.smallProfitsThreshold)}: the year counts towards the State Pension with nothing to pay`
          : `Profit is not above the small profits threshold of ${gbp(ni.smallProfitsThreshold)}: the year will not count towards the State Pension unless you pay voluntary Class 2, ${gbp(ni.voluntaryClass2Weekly, true)} a week (${gbp(voluntaryClass2Year, true)} for the year)`,
        [
          param('selfEmployedNI.smallProfitsThreshold'),
          ...(credited ? [] : [param('selfEmployedNI.voluntaryClass2Weekly')]),
        ],
        cite(C.sscba1992s11),
      )
      .done('class2NI', 'Class 2 NI', t.class2NI, false),
    class4.done('class4NI', 'Class 4 NI', t.class4NI, false),
  ];
}

/** The charges and the reduction, total tax, loan repayments, what is left and the rate. */
export function totalsWorking(
  now: Liabilities,
  t: SelfEmployedTotals,
  p: SelfEmployedParameters,
): Figure[] {
  const {
    profit,
    statePension,
    incomeTax,
    class2NI,
    class4NI,
    totalTax,
    netIncome,
    effectiveRate,
  } = t;
  const received = profit + statePension + t.savings + t.dividends;
  const others = statePension + t.savings + t.dividends;
  const loan = t.studentLoanRepayment;
  const totalSteps = new FigureSteps()
    .add(`Income tax ${gbp(incomeTax)}`, incomeTax)
    .add(`Class 2 NI ${gbp(class2NI)}`, class2NI)
    .add(`Class 4 NI ${gbp(class4NI)}`, class4NI);
  addAdjustmentSteps(totalSteps, now, false);
  const netSteps = new FigureSteps().add(`Profit ${gbp(profit)}`, profit);
  if (statePension > 0) netSteps.add(`State Pension ${gbp(statePension)}`, statePension);
  if (t.savings > 0) netSteps.add(`Savings interest ${gbp(t.savings)}`, t.savings);
  if (t.dividends > 0) netSteps.add(`Dividends ${gbp(t.dividends)}`, t.dividends);
  netSteps.add(`Less total tax ${gbp(totalTax)}`, -totalTax);
  if (loan > 0) netSteps.add(`Less student loan repayments ${gbp(loan)}`, -loan);
  return [
    annualAllowanceWorking(now.annualAllowance, p),
    childBenefitWorking(now.childBenefitCharge, p),
    marriageReductionWorking(now.marriage, p),
    totalSteps.done('totalTax', 'Total tax', totalTax),
    studentLoanWorking(now.loan, p),
    netSteps.done('netIncome', 'Net income', netIncome),
    new FigureSteps()
      .add(`${gbp(netIncome)} ÷ ${MONTHS_PER_YEAR}`, netIncome / MONTHS_PER_YEAR)
      .done('monthlyNet', 'Monthly net', t.monthlyNet, false),
    new FigureSteps()
      .add(
        received > 0
          ? `${gbp(totalTax)} ÷ ${others > 0 ? `(profit and other income) ${gbp(received)}` : gbp(profit)} × 100 = ${effectiveRate}%, to 2 decimals`
          : 'No profit, so no rate',
        effectiveRate,
      )
      .done('effectiveRate', 'Effective tax rate', effectiveRate),
  ];
}

/** The year's tax that payments on account are half of, in words, as their working starts. */
function billSummary(now: Liabilities, t: SelfEmployedTotals): string {
  const liability = now.incomeTaxDue + t.class4NI;
  return now.incomeTaxDue === t.incomeTax
    ? `Income tax ${gbp(t.incomeTax)} + Class 4 ${gbp(t.class4NI)} = ${gbp(liability)}`
    : `Income tax with its charges and reductions ${gbp(now.incomeTaxDue)} + Class 4 ${gbp(t.class4NI)} = ${gbp(liability)}`;
}

/** Every figure's working, in the order a person would redo the sums. */
export function selfEmployedWorking(
  input: SelfEmployedInput,
  p: SelfEmployedParameters,
): Working<SelfEmployedFigure> {
  const { income, deduction, exactProfit, pay, c, now, t, pension, extra, poa, result } = evaluate(
    input,
    p,
  );
  return present(
    ...incomeWorking(income, deduction, exactProfit, pay, c, now, t, p),
    ...niWorking(exactProfit, now, t, p),
    ...totalsWorking(now, t, p),
    c.pension > 0 ? pensionReliefWorking(pension, p) : null,
    paymentsOnAccountWorking(poa, billSummary(now, t), p),
    paymentsDueWorking(result.paymentsDue, poa, p),
    marginalWorking('marginal.keeps', 'profit', extra, result.marginal),
  );
}

/** How `calculateSelfEmployed(input, taxYear)` worked out each figure. */
export function explainSelfEmployed(
  input: SelfEmployedInput,
  taxYear: TaxYear,
): Working<SelfEmployedFigure> {
  return selfEmployedWorking(input, selfEmployedParameters(knownYear(taxYear)));
}
