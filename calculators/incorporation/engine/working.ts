// The comparison's working: each side's own working under its side's name, then the fees, the
// take-homes, the difference and the break-even profits step by step.
import { parameterUse } from '../../../engine/parameters/parameters-for.ts';
import type {
  AccountancyFee,
  AccountancyFees,
  BusinessStructureFigure,
  BusinessStructureInput,
  BusinessStructureResult,
} from './types.ts';
import type { FigureWorking, ParameterUse, TaxYear, Working } from '../../../engine/types.ts';
import { directorParameters } from '../../director/engine/calculate.ts';
import { directorWorking } from '../../director/engine/working.ts';
import {
  companyDirector,
  incorporationParameters,
  inputsFor,
  type IncorporationParameters,
} from './calculate.ts';
import { CURVE_STEP, CURVE_TOP, evaluate } from './chart.ts';
import { plannerParameters } from '../../planner/engine/calculate.ts';
import { plannerWorking } from '../../planner/engine/working.ts';
import {
  selfEmployedParameters,
  type SelfEmployedParameters,
} from '../../self-employed/engine/calculate.ts';
import type { SelfEmployedFigure } from '../../self-employed/engine/types.ts';
import { selfEmployedWorking } from '../../self-employed/engine/working.ts';
import { cite, FigureSteps, gbp, percent } from '../../../engine/rules/working.ts';
import { relievedContributions } from '../../../engine/rules/circumstances.ts';
import * as C from '../../../engine/parameters/citations.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';

interface Evaluated {
  result: BusinessStructureResult;
  /** The director calculator's working of the company side's loan repayment, when there is one. */
  loanWorking: FigureWorking | null;
  /** Both differences at a whole-pound profit, as the break-even search weighed them. */
  breakEvenAt: (profit: number) => { beforeFees: number; afterFees: number };
  /** The curve's step, which the break-even search starts from. */
  curveStep: number;
  p: IncorporationParameters;
}

function underSide<Figure extends string, Side extends string>(
  working: Working<Figure>,
  side: Side,
  sideLabel: string,
): FigureWorking<`${Side}.${Figure}`>[] {
  const entries: FigureWorking<`${Side}.${Figure}`>[] = [];
  for (const entry of working) {
    entries.push({
      ...entry,
      figure: `${side}.${entry.figure}`,
      label: `${sideLabel}: ${entry.label}`,
    });
  }
  return entries;
}

/**
 * The sole trader's profit as the comparison has it: the profit typed is already after expenses, so
 * its working starts from that profit, and the trading allowance is weighed against expenses the
 * comparison does not know rather than against none (the self-employed calculator's verdict would
 * read the profit as income with no expenses).
 */
function profitAfterExpenses(
  working: Working<SelfEmployedFigure>,
  profit: number,
  p: SelfEmployedParameters,
): Working<SelfEmployedFigure> {
  const allowance = p.trading.allowance;
  const entries: FigureWorking<SelfEmployedFigure>[] = [];
  for (const entry of working) {
    if (entry.figure !== 'profit') {
      entries.push(entry);
      continue;
    }
    const steps = new FigureSteps()
      .add(`Profit after expenses ${gbp(profit)}`, profit)
      .note(
        `This profit is already after the business's expenses: the ${gbp(allowance)} trading allowance is deducted instead of the expenses, not as well, so it would leave more only if they came to less than ${gbp(allowance)}`,
        [parameterUse(p, 'trading.allowance')],
        [C.ittoia2005s783AF, C.tradingAllowanceGuide],
      );
    entries.push(steps.done(entry.figure, entry.label, entry.value, false));
  }
  return entries;
}

/** The parameters behind a fee row's price. */
function priceUses(fee: AccountancyFee, p: IncorporationParameters): ParameterUse[] {
  switch (fee.service) {
    case 'selfEmployedReturn':
      return [parameterUse(p, 'accountancyFees.selfEmployedReturn')];
    case 'companyAccounts':
      return [parameterUse(p, 'accountancyFees.companyAccountsAnnual')];
    case 'payroll':
      return [
        parameterUse(p, 'payroll.basicMaxEmployees'),
        parameterUse(p, 'payroll.basicMonthlyFee'),
      ];
    case 'directorReturn':
      return [parameterUse(p, 'accountancyFees.personalReturn')];
  }
}

function feeSteps(fees: AccountancyFees, assumption: string, p: IncorporationParameters) {
  const steps = new FigureSteps().note(assumption);
  for (const fee of fees.fees) {
    const basis = fee.vatIncluded ? 'VAT included' : '+ VAT';
    // One employee is within the Basic package: its flat monthly fee, for the year.
    const monthly = fee.service === 'payroll' ? `${gbp(p.payroll.basicMonthlyFee)} a month, ` : '';
    steps.add(`${fee.label}: ${monthly}${gbp(fee.price)} ${basis}`, fee.price, priceUses(fee, p), [
      fee.source,
    ]);
    if (fee.vat > 0) {
      const rate = p.vat.standardRate;
      steps.add(`VAT at ${percent(rate)} on ${gbp(fee.price)}: ${gbp(fee.vat, true)}`, fee.vat, [
        parameterUse(p, 'vat.standardRate'),
      ]);
    }
  }
  return steps;
}

const SOLE_TRADER_VAT =
  'A sole trader who is not VAT-registered: the fee table quotes the self-employed return with VAT, so that is the price paid';
const COMPANY_VAT =
  'A small company that is not VAT-registered: it pays VAT on the fees the table quotes before VAT and cannot reclaim it';

/** Who pays the company side's fees, and how each comes off. */
function companyFeeNotes(steps: FigureSteps, fees: AccountancyFees, p: IncorporationParameters) {
  steps.note(
    `The company pays its accounts and payroll, ${gbp(fees.byPayer.company, true)} with the VAT, and deducts them from its profits before corporation tax: the advised split is of what they leave`,
    [],
    cite(C.cta2009s54),
  );
  for (const fee of fees.fees) {
    if (fee.service !== 'directorReturn') continue;
    steps.note(
      `Dividends of more than ${gbp(p.dividends.returnAbove)} need a Self Assessment return: the director pays for it from take-home, as a sole trader pays for theirs`,
      [parameterUse(p, 'dividends.returnAbove')],
      cite(C.needReturn),
    );
  }
}

function breakEvenWorking(
  figure: 'breakEvenProfit.beforeFees' | 'breakEvenProfit.afterFees',
  e: Evaluated,
): FigureWorking<BusinessStructureFigure> | null {
  const side = figure === 'breakEvenProfit.beforeFees' ? 'beforeFees' : 'afterFees';
  const profit = e.result.breakEvenProfit[side];
  if (profit === null) return null;
  const margin = e.p.calculator.meaningfulDifference;
  const fees = side === 'afterFees' ? ', after both sides’ accountancy fees' : '';
  const steps = new FigureSteps().note(
    `The lowest profit from which a company leaves at least ${gbp(margin)} a year more${fees} at every profit up to ${gbp(CURVE_TOP)}: from the top of the curve down, each ${gbp(e.curveStep)} step halved to the pound where it may fall short`,
    [parameterUse(e.p, 'calculator.meaningfulDifference')],
  );
  steps.note(
    `At ${gbp(profit)} of profit a company leaves ${gbp(e.breakEvenAt(profit)[side], true)} more`,
  );
  if (profit > 0) {
    const before = e.breakEvenAt(profit - 1)[side];
    steps.note(
      before < 0
        ? `At ${gbp(profit - 1)} a company leaves ${gbp(-before, true)} less`
        : `At ${gbp(profit - 1)} a company leaves ${gbp(before, true)} more, short of ${gbp(margin)}`,
    );
  }
  steps.add(`Profit ${gbp(profit)}`, profit);
  const label =
    side === 'beforeFees'
      ? 'Profit from which a company stays ahead'
      : 'Profit from which a company stays ahead after fees';
  return steps.done(figure, label, profit);
}

/** Where the company leads most (or trails least), and whether that lead is worth stating. */
function leadsMostWorking(side: 'beforeFees' | 'afterFees', e: Evaluated) {
  const { profit, difference } = e.result.companyLeadsMost[side];
  const margin = e.p.calculator.meaningfulDifference;
  const fees = side === 'afterFees' ? ', after both sides’ accountancy fees,' : '';
  const steps = new FigureSteps().note(
    `The profit from ${gbp(0)} to ${gbp(CURVE_TOP)} at which a company leaves most${fees} against a sole trader: each ${gbp(e.curveStep)} step of the curve, then each step that could hold more halved to the pound`,
  );
  steps.add(
    difference >= 0
      ? `At ${gbp(profit)} of profit a company leaves ${gbp(difference, true)} more`
      : `At ${gbp(profit)} of profit a company comes closest, leaving ${gbp(-difference, true)} less`,
    difference,
  );
  steps.note(
    difference >= margin
      ? `At least ${gbp(margin)} a year: a difference worth stating`
      : `Less than ${gbp(margin)} a year at every profit: a company never leaves meaningfully more`,
    [parameterUse(e.p, 'calculator.meaningfulDifference')],
  );
  const label =
    side === 'beforeFees'
      ? 'Most a company leaves over a sole trader'
      : 'Most a company leaves over a sole trader after fees';
  return steps.done(`companyLeadsMost.${side}.difference`, label, difference);
}

/** The company's loan repayment: the director calculator's steps on the advised split. */
function companyLoanWorking(e: Evaluated) {
  const { limitedCompany } = e.result;
  if (e.loanWorking === null) return null;
  const steps = new FigureSteps().note(
    `The director calculator’s repayment on the advised salary of ${gbp(limitedCompany.salary)} and dividends of ${gbp(limitedCompany.dividends, true)}, the split that is best with the loan repaid, as the planner weighs it`,
  );
  for (const step of e.loanWorking.steps) {
    if (step.amount === null) steps.note(step.text, step.parameters, step.references);
    else steps.add(step.text, step.amount, step.parameters, step.references);
  }
  return steps.done(
    'limitedCompany.studentLoanRepayment',
    'Limited company: student loan repayment',
    limitedCompany.studentLoanRepayment,
  );
}

/** Each side's fees, row by row with the VAT on them, when they are included. */
function feesWorking(e: Evaluated) {
  const { soleTrader, limitedCompany } = e.result;
  const working: FigureWorking<BusinessStructureFigure>[] = [];
  if (soleTrader.accountancyFees !== null) {
    working.push(
      feeSteps(soleTrader.accountancyFees, SOLE_TRADER_VAT, e.p).done(
        'soleTrader.accountancyFees.total',
        'Sole trader: our fees a year',
        soleTrader.accountancyFees.total,
      ),
    );
  }
  if (limitedCompany.accountancyFees !== null) {
    const steps = feeSteps(limitedCompany.accountancyFees, COMPANY_VAT, e.p);
    companyFeeNotes(steps, limitedCompany.accountancyFees, e.p);
    working.push(
      steps.done(
        'limitedCompany.accountancyFees.total',
        'Limited company: our fees a year',
        limitedCompany.accountancyFees.total,
      ),
    );
  }
  return working;
}

/**
 * Relief at source the scheme claims on contributions above what can be relieved, which HMRC
 * recovers: a step taking it off, when there is any.
 */
function recoveredStep(
  steps: FigureSteps,
  recovered: number,
  gross: number,
  relieved: number,
  earnings: string,
  year: TaxYear,
) {
  if (recovered <= 0) return;
  const p = plannerParameters(year);
  steps.add(
    `Less basic-rate relief at source on the ${gbp(gross - relieved, true)} of contributions above the ${gbp(relieved, true)} that can be relieved (relevant earnings, ${earnings}, or ${gbp(p.pensions.basicAmount)}), which HMRC recovers: ${gbp(recovered, true)}`,
    -recovered,
    [parameterUse(p, 'pensions.basicAmount'), parameterUse(p, 'pensions.reliefAtSourceRate')],
    cite(C.fa2004s190),
  );
}

/** What each side leaves the owner: its calculator's take-home less loan repayments and fees. */
function takeHomesWorking(result: Evaluated['result'], year: TaxYear) {
  const { soleTrader, limitedCompany } = result;
  const sole = new FigureSteps().add(
    `Net income from the self-employed calculator ${gbp(soleTrader.selfEmployed.netIncome, true)}`,
    soleTrader.selfEmployed.netIncome,
  );
  const { contributions: gross, relieved } = soleTrader.selfEmployed.pensionRelief;
  recoveredStep(sole, soleTrader.reliefRecovered, gross, relieved, 'the profit', year);
  if (soleTrader.accountancyFees !== null) {
    sole.add(
      `Less our fees ${gbp(soleTrader.accountancyFees.total, true)}`,
      -soleTrader.accountancyFees.total,
    );
  }
  const fees = limitedCompany.accountancyFees;
  const loan =
    limitedCompany.studentLoanRepayment > 0
      ? `, after its student loan repayment of ${gbp(limitedCompany.studentLoanRepayment, true)},`
      : '';
  const company = new FigureSteps().add(
    fees === null
      ? `Take-home of the planner’s advised split${loan} ${gbp(limitedCompany.planner.best.takeHome, true)}`
      : `Take-home of the planner’s advised split of ${gbp(limitedCompany.companyProfit, true)}, the profit less the company’s own fees${loan} ${gbp(limitedCompany.planner.best.takeHome, true)}`,
    limitedCompany.planner.best.takeHome,
  );
  const plannerYear = plannerParameters(year);
  recoveredStep(
    company,
    limitedCompany.reliefRecovered,
    gross,
    relievedContributions(gross, limitedCompany.salary, plannerYear),
    'the salary (dividends are not earnings)',
    year,
  );
  if (limitedCompany.reliefRecovered > 0) {
    company.note(
      'The advised salary is the planner’s, which does not weigh this: a higher salary would have more of the contributions relieved, or the company could pay them as employer contributions, deducted before corporation tax with no relief at source needed',
    );
  }
  const ownerPays = fees?.byPayer.owner ?? 0;
  if (ownerPays > 0) {
    company.add(`Less the director’s tax return ${gbp(ownerPays, true)}`, -ownerPays);
  }
  // Fees beyond the whole profit leave the company nothing to split: the owner funds the rest.
  const { unfundedFees } = limitedCompany;
  if (unfundedFees > 0) {
    company.add(
      `Less the company’s fees beyond its profit, which the owner funds ${gbp(unfundedFees, true)}`,
      -unfundedFees,
    );
  }
  // The year's State Pension rests on the salary alone: dividends carry no NI. The sole trader's
  // side says the same of the profit in its Class 2 working.
  const { salary, statePensionYear } = limitedCompany;
  const limit = gbp(statePensionYear.lowerEarningsLimit);
  company.note(
    statePensionYear.credited
      ? `The salary of ${gbp(salary)} is at least the lower earnings limit of ${limit}: the year counts towards the State Pension`
      : `The salary of ${gbp(salary)} is below the lower earnings limit of ${limit}: the year does not count towards the State Pension (dividends never do) unless it is filled another way, such as voluntary Class 3`,
    [parameterUse(plannerParameters(year), 'employerNI.lowerEarningsLimit')],
    cite(C.pensionsAct2014s2, C.sscba1992s22),
  );
  return [
    sole.done('soleTrader.takeHome', 'Sole trader: take-home', soleTrader.takeHome),
    company.done('limitedCompany.takeHome', 'Limited company: take-home', limitedCompany.takeHome),
  ] as const;
}

/** The company's take-home less the sole trader's, before fees and after them. */
function differencesWorking(result: Evaluated['result']) {
  const { soleTrader, limitedCompany } = result;
  return [
    new FigureSteps()
      .add(
        `Limited company before fees ${gbp(limitedCompany.takeHomeBeforeFees, true)}`,
        limitedCompany.takeHomeBeforeFees,
      )
      .add(
        `Less sole trader before fees ${gbp(soleTrader.takeHomeBeforeFees, true)}`,
        -soleTrader.takeHomeBeforeFees,
      )
      .done('differenceBeforeFees', 'Difference before fees', result.differenceBeforeFees),
    new FigureSteps()
      .add(`Limited company ${gbp(limitedCompany.takeHome, true)}`, limitedCompany.takeHome)
      .add(`Less sole trader ${gbp(soleTrader.takeHome, true)}`, -soleTrader.takeHome)
      .done('difference', 'Difference (positive: a company leaves more)', result.difference),
  ] as const;
}

/** The company inside IR35: the deemed employment payment and what the flat allowance leaves. */
function insideIR35Working(
  result: BusinessStructureResult,
  year: TaxYear,
  p: IncorporationParameters,
) {
  const inside = result.insideIR35;
  const plannerYear = plannerParameters(year);
  const { secondaryThreshold, rate } = plannerYear.employerNI;
  const share = p.intermediaries.flatRateAllowance;
  const steps = new FigureSteps().note(
    'Inside IR35, with a small client the company works out a deemed employment payment: the profit, less a flat allowance for running costs, is paid out as employment income through PAYE with the employer NI on it (no Employment Allowance: the director is its only employee)',
    [parameterUse(p, 'intermediaries.flatRateAllowance')],
    cite(C.itepa2003s54, C.ir35Guide),
  );
  steps.add(
    `Employment income: ${gbp(result.profit, true)} less ${percent(share)}, less employer NI at ${percent(rate)} above ${gbp(secondaryThreshold)} on the payment itself = ${gbp(inside.employmentIncome, true)}`,
    inside.employmentIncome,
    [
      parameterUse(plannerYear, 'employerNI.secondaryThreshold'),
      parameterUse(plannerYear, 'employerNI.rate'),
    ],
  );
  const fees = inside.accountancyFees;
  const ownerPays = fees?.byPayer.owner ?? 0;
  steps.add(
    `Dividends: what the ${percent(share)} leaves${fees === null ? '' : ` after the company’s fees of ${gbp(fees.byPayer.company, true)}`} and corporation tax of ${gbp(inside.corporationTax, true)}: ${gbp(inside.dividends, true)}`,
    inside.dividends,
  );
  steps.add(`Less employee NI ${gbp(inside.employeeNI, true)}`, -inside.employeeNI);
  steps.add(`Less income tax ${gbp(inside.incomeTax, true)}`, -inside.incomeTax);
  if (inside.studentLoanRepayment > 0) {
    steps.add(
      `Less student loan repayment ${gbp(inside.studentLoanRepayment, true)}`,
      -inside.studentLoanRepayment,
    );
  }
  if (inside.reliefRecovered > 0) {
    steps.add(
      `Less relief at source recovered on contributions above the employment income ${gbp(inside.reliefRecovered, true)}`,
      -inside.reliefRecovered,
      [],
      cite(C.fa2004s190),
    );
  }
  if (ownerPays > 0)
    steps.add(`Less the director’s tax return ${gbp(ownerPays, true)}`, -ownerPays);
  if (inside.unfundedFees > 0) {
    steps.add(
      `Less the company’s fees beyond what the allowance leaves it, which the owner funds ${gbp(inside.unfundedFees, true)}`,
      -inside.unfundedFees,
    );
  }
  return steps.done(
    'insideIR35.takeHome',
    'Limited company inside IR35: take-home',
    inside.takeHome,
  );
}

/** The director calculator's working of the company's loan repayment; null without a loan plan. */
function loanWorkingOf(
  result: BusinessStructureResult,
  input: BusinessStructureInput,
  year: TaxYear,
): FigureWorking | null {
  const director = companyDirector(result.limitedCompany.planner.best, input);
  if (director === null) return null;
  // A loop, not Array#find: partners' pages may replace the iteration methods.
  let working: FigureWorking | null = null;
  for (const entry of directorWorking(director, directorParameters(year))) {
    if (entry.figure === 'studentLoanRepayment') working = entry;
  }
  return working;
}

/**
 * Both calculators' working under their side's name, then the company's loan repayment, the fees,
 * both take-homes, both differences and each break-even profit found.
 */
export function comparisonWorking(
  input: BusinessStructureInput,
  year: TaxYear,
  p: IncorporationParameters,
): Working<BusinessStructureFigure> {
  const { result, breakEvenAt } = evaluate(input, year, p);
  const e: Evaluated = {
    result,
    loanWorking: loanWorkingOf(result, input, year),
    breakEvenAt,
    curveStep: CURVE_STEP,
    p,
  };
  // Each side worked out at the profit as given, as the figures were; the company's split of what
  // its own fees leave when they are included.
  const sides = inputsFor(input.profit, input);
  if (input.includeAccountancyFees === true) {
    sides.company = { ...sides.company, companyProfit: result.limitedCompany.companyProfit };
  }
  const working: FigureWorking<BusinessStructureFigure>[] = [
    ...underSide(
      profitAfterExpenses(
        selfEmployedWorking(sides.soleTrader, selfEmployedParameters(year)),
        input.profit,
        selfEmployedParameters(year),
      ),
      'soleTrader',
      'Sole trader',
    ),
    ...underSide(
      plannerWorking(sides.company, plannerParameters(year)),
      'limitedCompany',
      'Limited company',
    ),
  ];
  const loan = companyLoanWorking(e);
  if (loan !== null) working.push(loan);
  working.push(
    ...feesWorking(e),
    ...takeHomesWorking(e.result, year),
    ...differencesWorking(e.result),
    insideIR35Working(e.result, year, p),
  );
  for (const figure of ['breakEvenProfit.beforeFees', 'breakEvenProfit.afterFees'] as const) {
    const entry = breakEvenWorking(figure, e);
    if (entry !== null) working.push(entry);
  }
  working.push(leadsMostWorking('beforeFees', e));
  if (input.includeAccountancyFees === true) working.push(leadsMostWorking('afterFees', e));
  return working;
}

/**
 * How `compareBusinessStructures(input, taxYear)` worked out its figures: the sole trader's working,
 * then the company's (the planner's), each figure under its side's name, then the comparison's own.
 */
export function explainBusinessStructures(
  input: BusinessStructureInput,
  taxYear: TaxYear,
): Working<BusinessStructureFigure> {
  const year = knownYear(taxYear);
  return comparisonWorking(input, year, incorporationParameters(year));
}
