// What both tax calculators share beyond the income itself: a Scottish taxpayer's bands, pension
// contributions under relief at source, student loan repayments and the marginal rate.
import * as C from '../parameters/citations.ts';
import {
  parameterUse,
  type ParametersOf,
  type Scale,
  type UseName,
} from '../parameters/parameters-for.ts';
import {
  STUDENT_LOAN_PLANS,
  STUDENT_LOAN_PLAN_NAMES,
  type FigureWorking,
  type MarginalRate,
  type ParameterUse,
  type MarriageAllowanceClaim,
  type PensionRelief,
  type StudentLoanPlan,
  type TaxpayerCircumstances,
} from '../types.ts';
import { roundTo, safeAmount } from './arithmetic.ts';
import { FigureSteps, cite, gbp, percent } from './working.ts';
import { listInWords } from '../words.ts';

/** The circumstances made safe: a boolean, known plans once each, a finite gross contribution. */
export interface Circumstances {
  scottish: boolean;
  plans: readonly StudentLoanPlan[];
  pension: number;
  /** A director's: what their company pays into their pension (pension savings, not income). */
  employerPension: number;
  unusedAnnualAllowance: number;
  /** A whole number of children. */
  children: number;
  marriage: MarriageAllowanceClaim | null;
}

export function circumstancesOf(
  input: TaxpayerCircumstances & { employerPensionContributions?: number },
  limit: number,
): Circumstances {
  const asked: readonly unknown[] = Array.isArray(input.studentLoanPlans)
    ? input.studentLoanPlans
    : [];
  const plans: StudentLoanPlan[] = [];
  for (const plan of STUDENT_LOAN_PLANS) if (asked.indexOf(plan) >= 0) plans.push(plan);
  return {
    scottish: input.scottishTaxpayer === true,
    plans,
    pension: safeAmount(input.pensionContributions ?? 0, limit),
    employerPension: safeAmount(input.employerPensionContributions ?? 0, limit),
    unusedAnnualAllowance: safeAmount(input.unusedAnnualAllowance ?? 0, limit),
    children: Math.floor(safeAmount(input.childBenefitChildren ?? 0, limit)),
    marriage:
      input.marriageAllowance === 'receive' || input.marriageAllowance === 'transfer'
        ? input.marriageAllowance
        : null,
  };
}

/** The scales a taxpayer's income is taxed on. */
export interface TaxpayerScales {
  nonSavings: Scale;
  savings: Scale;
  dividends: Scale;
}

// The last scale each was moved to: a search weighs thousands of salaries, most at the same
// contributions, and moving the scale anew for each was a fifth of the weighing's time.
const lastExtended = new WeakMap<Scale, { by: number; moved: Scale }>();

/** The scale with every extendable threshold moved up by `by` (gross relief at source contributions). */
export function extendScale(scale: Scale, by: number): Scale {
  if (by <= 0) return scale;
  const last = lastExtended.get(scale);
  if (last?.by === by) return last.moved;
  const moved: Scale[number][] = [];
  for (const band of scale) moved.push(band.extended ? { ...band, from: band.from + by } : band);
  lastExtended.set(scale, { by, moved });
  return moved;
}

/**
 * The scale of non-savings income (profit, salary): Scottish rates replace the UK ones on it.
 * Gross pension contributions under relief at source move every threshold above the basic rate
 * band's start up by their amount (FA 2004 s192(4)).
 */
export function nonSavingsScaleFor(
  p: ParametersOf<never, 'nonSavings' | 'scottishNonSavings'>,
  scottish: boolean,
  extension: number,
): Scale {
  return extendScale(scottish ? p.bands.scottishNonSavings : p.bands.nonSavings, extension);
}

/** Every scale of a taxpayer's income: savings and dividends keep the UK bands. */
export function scalesFor(
  p: ParametersOf<never, 'nonSavings' | 'scottishNonSavings' | 'savings' | 'dividends'>,
  scottish: boolean,
  extension: number,
): TaxpayerScales {
  return {
    nonSavings: nonSavingsScaleFor(p, scottish, extension),
    savings: extendScale(p.bands.savings, extension),
    dividends: extendScale(p.bands.dividends, extension),
  };
}

/** The gross contributions that get relief: up to relevant earnings, or the basic amount (FA 2004 s190). */
export function relievedContributions(
  gross: number,
  relevantEarnings: number,
  p: ParametersOf<'pensions'>,
): number {
  return Math.min(gross, Math.max(p.pensions.basicAmount, relevantEarnings));
}

/**
 * A note for the tax working: how far the bands moved, and why. Only the relieved part of what was
 * paid moves them, and a Scottish taxpayer's earnings move the Scottish thresholds, so the note
 * names those (FA 2004 s192(4)).
 */
export function extensionNote(
  steps: FigureSteps,
  relief: { readonly contributions: number; readonly relieved: number },
  scottish: boolean,
  p: ParametersOf<'incomeTax' | 'scottishIncomeTax'>,
): void {
  const { contributions: paid, relieved } = relief;
  if (relieved <= 0) return;
  const what =
    relieved < paid
      ? `Gross pension contributions: ${gbp(relieved)} relieved of the ${gbp(paid)} paid`
      : `Gross pension contributions of ${gbp(relieved)}`;
  steps.note(
    scottish
      ? `${what} raise the Scottish intermediate rate threshold and those above it by ${gbp(relieved)}`
      : `${what} raise the basic rate band and the higher thresholds by ${gbp(relieved)}`,
    scottish
      ? [
          parameterUse(p, 'scottishIncomeTax.intermediateRateFrom'),
          parameterUse(p, 'scottishIncomeTax.higherRateFrom'),
          parameterUse(p, 'scottishIncomeTax.advancedRateFrom'),
          parameterUse(p, 'scottishIncomeTax.topRateFrom'),
        ]
      : [parameterUse(p, 'incomeTax.basicRateBand'), parameterUse(p, 'incomeTax.higherRateLimit')],
    cite(C.fa2004s192),
  );
}

/** Relief on the contributions: basic rate at source, the rest as tax saved through the return. */
export function pensionReliefOf(
  gross: number,
  relieved: number,
  relevantEarnings: number,
  taxWithout: number,
  taxWith: number,
  p: ParametersOf<'pensions'>,
  pence: boolean,
) {
  const round = (amount: number) => roundTo(amount, pence ? 2 : 0);
  const atSource = round(relieved * p.pensions.reliefAtSourceRate);
  const throughReturn = round(taxWithout - taxWith);
  const relief: PensionRelief = {
    contributions: gross,
    relieved,
    atSource,
    throughReturn,
    total: atSource + throughReturn,
  };
  return { relief, relevantEarnings, taxWithout, taxWith, pence };
}

export type PensionReliefFigures = ReturnType<typeof pensionReliefOf>;

/** How the relief was worked out: what is relieved, at source, then through the return. */
export function pensionReliefWorking(
  figures: PensionReliefFigures,
  p: ParametersOf<'pensions'>,
): FigureWorking<'pensionRelief.total'> {
  const { relief, relevantEarnings, taxWithout, taxWith, pence } = figures;
  const { contributions: gross, relieved, atSource, throughReturn, total } = relief;
  const steps = new FigureSteps();
  if (relieved < gross) {
    steps.note(
      `Relief is given on ${gbp(relieved)} of the ${gbp(gross)} paid: contributions are relieved up to relevant earnings of ${gbp(relevantEarnings)}, or ${gbp(p.pensions.basicAmount)}`,
      [parameterUse(p, 'pensions.basicAmount')],
      cite(C.fa2004s190),
    );
  }
  steps
    .add(
      `${percent(p.pensions.reliefAtSourceRate)} of ${gbp(relieved)} claimed by the pension scheme and added to the pot = ${gbp(atSource, pence)}`,
      atSource,
      [parameterUse(p, 'pensions.reliefAtSourceRate')],
      cite(C.fa2004s192),
    )
    .add(
      `Income tax without the contributions ${gbp(taxWithout, pence)} less income tax with them ${gbp(taxWith, pence)}: ${gbp(throughReturn, pence)} claimed through the tax return`,
      throughReturn,
    );
  return steps.done('pensionRelief.total', 'Pension tax relief', total);
}

/**
 * Student loan repayments as self assessment works them out: 9% of income above the threshold of
 * the undergraduate plan held (the lowest when more than one, as HMRC's guidance describes), and 6%
 * above the postgraduate threshold, each rounded down to whole pounds. Unearned income counts in
 * full once it is above £2,000, and not at all below. The figures only; `studentLoanWorking`
 * explains them.
 */
export function studentLoanOf(
  plans: readonly StudentLoanPlan[],
  earned: number,
  earnedLabel: string,
  unearned: number,
  p: ParametersOf<'studentLoans'>,
  /** Repayments an employer already takes through PAYE, and from what; the return collects the rest. */
  collected?: { amount: number; from: string },
) {
  const sl = p.studentLoans;
  const counted = unearned > sl.unearnedIncomeLimit ? unearned : 0;
  const income = earned + counted;
  const undergraduate: UndergraduatePlan[] = [];
  for (const plan of plans) {
    if (plan !== 'postgraduate' && (plan !== 'plan5' || sl.plan5Repayable === 1)) {
      undergraduate.push(plan);
    }
  }
  let lowest: UndergraduatePlan | null = null;
  for (const plan of undergraduate) {
    if (
      lowest === null ||
      parameterUse(p, THRESHOLDS[plan]).value < parameterUse(p, THRESHOLDS[lowest]).value
    )
      lowest = plan;
  }
  const repayments: Repayment[] = [];
  const repay = (
    plan: StudentLoanPlan,
    threshold: UseName<'studentLoans'>,
    rate: UseName<'studentLoans'>,
  ) => {
    const from = parameterUse(p, threshold);
    const rateUse = parameterUse(p, rate);
    const above = Math.max(0, income - from.value);
    const exact = above * rateUse.value;
    repayments.push({ plan, from, rate: rateUse, above, exact, whole: Math.floor(exact + 1e-9) });
  };
  if (lowest !== null) repay(lowest, THRESHOLDS[lowest], 'studentLoans.undergraduateRate');
  if (plans.indexOf('postgraduate') >= 0) {
    repay('postgraduate', 'studentLoans.postgraduateThreshold', 'studentLoans.postgraduateRate');
  }
  let amount = 0;
  for (const repayment of repayments) amount += repayment.whole;
  const paid = plans.length > 0 && collected && collected.amount > 0 ? collected : null;
  if (paid) amount -= paid.amount;
  return {
    plans,
    earned,
    earnedLabel,
    unearned,
    counted,
    undergraduate,
    lowest,
    repayments,
    paid,
    amount,
  };
}

type UndergraduatePlan = Exclude<StudentLoanPlan, 'postgraduate'>;

const THRESHOLDS: Record<UndergraduatePlan, UseName<'studentLoans'>> = {
  plan1: 'studentLoans.plan1Threshold',
  plan2: 'studentLoans.plan2Threshold',
  plan4: 'studentLoans.plan4Threshold',
  plan5: 'studentLoans.plan5Threshold',
};

export interface Repayment {
  plan: StudentLoanPlan;
  from: ParameterUse;
  rate: ParameterUse;
  above: number;
  exact: number;
  whole: number;
}

/** How the repayments were worked out; null without a plan. */
export function studentLoanWorking(
  loan: ReturnType<typeof studentLoanOf>,
  p: ParametersOf<'studentLoans'>,
  /**
   * For an employee who collects the repayments on their own pay (a director): what PAYE takes
   * from the salary alone, so the working says what the tax return collects on top.
   */
  throughPaye?: number,
  /** What the unearned income is (a landlord's: property profits). */
  unearnedLabel = 'dividends and interest',
): FigureWorking<'studentLoanRepayment'> | null {
  const { plans, earned, earnedLabel, unearned, counted, undergraduate, lowest, paid } = loan;
  if (plans.length === 0) return null;
  const sl = p.studentLoans;
  const param = (name: UseName<'studentLoans'>) => parameterUse(p, name);
  const refs = cite(C.studentLoanRegs2009, C.studentLoanRepay);
  const steps = new FigureSteps().note(
    unearned > 0
      ? `Income for repayments: ${earnedLabel} ${gbp(earned)}; ${unearnedLabel} ${gbp(unearned)} ${counted > 0 ? 'count, being' : 'do not count, not being'} over ${gbp(sl.unearnedIncomeLimit)}`
      : `Income for repayments: ${earnedLabel} ${gbp(earned)}`,
    [param('studentLoans.unearnedIncomeLimit')],
    refs,
  );
  if (plans.indexOf('plan5') >= 0 && sl.plan5Repayable !== 1) {
    steps.note('Plan 5 repayments start in April 2026: none are due for this year', [
      param('studentLoans.plan5Repayable'),
    ]);
  }
  if (undergraduate.length > 1 && lowest !== null) {
    const names: string[] = [];
    for (const plan of undergraduate) names.push(STUDENT_LOAN_PLAN_NAMES[plan]);
    steps.note(
      `With ${listInWords(names)}, repayments start at the lowest threshold, ${STUDENT_LOAN_PLAN_NAMES[lowest]}'s`,
      [],
      refs,
    );
  }
  for (const { plan, from, rate, above, exact, whole } of loan.repayments) {
    const name = STUDENT_LOAN_PLAN_NAMES[plan];
    steps.add(
      above > 0
        ? `${name}: ${percent(rate.value)} of ${gbp(above)} above ${gbp(from.value)} = ${gbp(exact, true)}`
        : `${name}: income not above ${gbp(from.value)}`,
      exact,
      [from, rate],
    );
    if (whole !== exact) steps.add(`Rounded down to whole pounds: ${gbp(whole)}`, whole - exact);
  }
  if (paid) {
    steps.add(
      `Less ${gbp(paid.amount)} your employer takes from the ${paid.from} through PAYE: the rest is paid through the tax return`,
      -paid.amount,
    );
  }
  if (throughPaye !== undefined && loan.amount > 0) {
    steps.note(
      throughPaye < loan.amount
        ? `Payroll takes ${gbp(throughPaye)} of it from the ${earnedLabel} through PAYE; the other ${gbp(loan.amount - throughPaye)}, for the dividends and interest, is paid through the tax return`
        : `Payroll takes all of it from the ${earnedLabel} through PAYE`,
      [],
      refs,
    );
  }
  steps.note('Not a tax: it is not in the total tax, and it is taken off net income');
  return steps.done('studentLoanRepayment', 'Student loan repayments', loan.amount);
}

export const MARGINAL_STEP = 1_000;

/** What is left of the next £1,000 once tax, National Insurance and loan repayments grow. */
export function marginalOf(extra: MarginalExtra): MarginalRate {
  const keeps = roundTo(MARGINAL_STEP - extra.tax - extra.ni - extra.loan, 2);
  const rate = roundTo(((MARGINAL_STEP - keeps) / MARGINAL_STEP) * 100, 2);
  return { step: MARGINAL_STEP, keeps, rate };
}

/** What the next £1,000 adds to income tax, National Insurance and loan repayments. */
export interface MarginalExtra {
  tax: number;
  ni: number;
  loan: number;
}

/** How the marginal rate was worked out: the step, less what each grows by. */
export function marginalWorking<Figure extends string>(
  figure: Figure,
  of: string,
  extra: MarginalExtra,
  marginal: MarginalRate,
): FigureWorking<Figure> {
  const steps = new FigureSteps().add(`The next ${gbp(MARGINAL_STEP)} of ${of}`, MARGINAL_STEP);
  if (extra.tax !== 0) steps.add(`Less the extra income tax ${gbp(extra.tax, true)}`, -extra.tax);
  if (extra.ni !== 0)
    steps.add(`Less the extra National Insurance ${gbp(extra.ni, true)}`, -extra.ni);
  if (extra.loan !== 0) {
    steps.add(`Less the extra student loan repayments ${gbp(extra.loan, true)}`, -extra.loan);
  }
  steps.note(`${marginal.rate}% of it goes in tax, National Insurance and repayments`);
  return steps.done(figure, `Your next ${gbp(MARGINAL_STEP)} of ${of}`, marginal.keeps);
}
