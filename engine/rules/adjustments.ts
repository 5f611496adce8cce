// What a taxpayer's circumstances add to the tax on their income, shared by the self-employed and
// director calculators: the annual allowance charge on pension savings above the allowance, the
// High Income Child Benefit Charge, and Marriage Allowance (a tax reduction for the spouse who
// receives it, a smaller personal allowance for the one who transfers it). Each rule gives its
// figures; a function beside it writes their working from them.
import * as C from '../parameters/citations.ts';
import { parameterUse, type ParametersOf, type Scale } from '../parameters/parameters-for.ts';
import type { FigureWorking, MarriageAllowanceClaim, MarriageAllowanceOutcome } from '../types.ts';
import { roundTo, roundUpTo } from './arithmetic.ts';
import { FigureSteps, addSlices, cite, gbp, percent, slicesOnScale, taxOf } from './working.ts';

/** The groups these rules read; a calculator that applies them declares these too. */
export type AdjustmentGroup = 'incomeTax' | 'scottishIncomeTax' | 'pensions' | 'childBenefit';

// --- The annual allowance (FA 2004 s227, s228, s228ZA, s228A) ---

export interface AnnualAllowanceFacts {
  /** Pension savings of the year: gross personal contributions and any an employer paid. */
  pensionInput: number;
  /** Net income less gross contributions under relief at source (FA 2004 s228ZB). */
  thresholdIncome: number;
  /** Net income plus the employer's contributions (FA 2004 s228ZC). */
  adjustedIncome: number;
  /** Unused allowance carried forward from the three previous years. */
  unused: number;
  /** Taxable income the excess is stacked on, as its highest part. */
  taxableIncome: number;
  /** The taxpayer's non-savings scale: the excess is charged at their own rates. */
  scale: Scale;
}

/**
 * The year's annual allowance, tapered by £1 for every £2 of adjusted income over the limit. The
 * law counts whole pounds of reduction; `wholePounds` false gives the unrounded allowance the
 * planner's search draws its straight lines with.
 */
export function annualAllowanceFor(
  facts: Pick<AnnualAllowanceFacts, 'thresholdIncome' | 'adjustedIncome'>,
  p: ParametersOf<'pensions'>,
  wholePounds = true,
) {
  const pn = p.pensions;
  const tapered =
    facts.thresholdIncome > pn.taperThresholdIncome &&
    facts.adjustedIncome > pn.taperAdjustedIncome;
  if (!tapered) return { allowance: pn.annualAllowance, tapered };
  const exact = (facts.adjustedIncome - pn.taperAdjustedIncome) * pn.taperRate;
  const reduction = wholePounds ? Math.floor(exact) : exact;
  return {
    allowance: Math.max(pn.minimumAnnualAllowance, pn.annualAllowance - reduction),
    tapered,
  };
}

/**
 * The annual allowance charge: pension savings above the year's allowance and any carried forward
 * are taxed as the top slice of the taxpayer's income, at their own rates (FA 2004 s227). The figures
 * only, as the planner weighs them; `annualAllowanceWorking` explains them.
 */
export function annualAllowanceChargeOf(
  facts: AnnualAllowanceFacts,
  pence: boolean,
  p: ParametersOf<'pensions'>,
) {
  if (facts.pensionInput <= 0) {
    return { facts, pence, amount: 0, allowance: 0, tapered: false, excess: 0 };
  }
  const { allowance, tapered } = annualAllowanceFor(facts, p);
  const excess = Math.max(0, facts.pensionInput - allowance - facts.unused);
  const top = facts.taxableIncome + excess;
  const exact = excess > 0 ? taxOf(slicesOnScale(facts.scale, facts.taxableIncome, top)) : 0;
  return { facts, pence, amount: roundTo(exact, pence ? 2 : 0), allowance, tapered, excess };
}

export type AnnualAllowanceCharge = ReturnType<typeof annualAllowanceChargeOf>;

/**
 * How the charge was worked out: the allowance, anything carried forward, the excess's tax. `savings`
 * is the first step's text, when the caller has more to say of the savings than their amount.
 */
export function annualAllowanceWorking(
  charge: AnnualAllowanceCharge,
  p: ParametersOf<'pensions'>,
  savings = `Pension savings this year: ${gbp(charge.facts.pensionInput)} gross`,
): FigureWorking<'annualAllowanceCharge'> | null {
  const { facts, allowance, excess, amount, pence } = charge;
  if (facts.pensionInput <= 0) return null;
  const pn = p.pensions;
  const uses = [parameterUse(p, 'pensions.annualAllowance')];
  const steps = new FigureSteps().note(savings);
  if (charge.tapered) {
    steps.note(
      `Threshold income ${gbp(facts.thresholdIncome)} is over ${gbp(pn.taperThresholdIncome)} and adjusted income ${gbp(facts.adjustedIncome)} is over ${gbp(pn.taperAdjustedIncome)}: the ${gbp(pn.annualAllowance)} allowance falls by ${percent(pn.taperRate)} of the excess, to ${gbp(allowance)}${allowance === pn.minimumAnnualAllowance ? ', its minimum' : ''}`,
      [
        ...uses,
        parameterUse(p, 'pensions.taperThresholdIncome'),
        parameterUse(p, 'pensions.taperAdjustedIncome'),
        parameterUse(p, 'pensions.taperRate'),
        parameterUse(p, 'pensions.minimumAnnualAllowance'),
      ],
      cite(C.fa2004s228ZA),
    );
  } else {
    steps.note(`Annual allowance ${gbp(allowance)}`, uses, cite(C.fa2004s228));
  }
  if (facts.unused > 0) {
    steps.note(
      `With ${gbp(facts.unused)} of allowance unused in the three previous years, ${gbp(allowance + facts.unused)} can be saved without a charge`,
      [],
      cite(C.fa2004s228A),
    );
  }
  if (excess > 0) {
    steps.note(
      `${gbp(excess)} above the allowance is taxed as the top slice of taxable income, after ${gbp(facts.taxableIncome)}`,
      [],
      cite(C.fa2004s227),
    );
    addSlices(steps, slicesOnScale(facts.scale, facts.taxableIncome, facts.taxableIncome + excess));
  } else {
    steps.note('Within the allowance: no charge');
  }
  return steps.done('annualAllowanceCharge', 'Annual allowance charge', amount, pence);
}

// --- The High Income Child Benefit Charge (ITEPA 2003 s681B–s681H) ---

const DAY_MS = 86_400_000;

/**
 * Child Benefit weeks begin on a Monday: a full year's benefit is one payment for each Monday from
 * 6 April to the next 5 April (52 in most tax years, 53 in some, such as 2026-27).
 */
function benefitWeeks(taxYear: string): number {
  const start = Number(taxYear.slice(0, 4));
  const from = Date.UTC(start, 3, 6);
  const to = Date.UTC(start + 1, 3, 5);
  // getUTCDay: 0 Sunday … 1 Monday.
  const firstMonday = from + ((8 - new Date(from).getUTCDay()) % 7) * DAY_MS;
  return Math.floor((to - firstMonday) / (7 * DAY_MS)) + 1;
}

/** The charge on a year's Child Benefit for `children` at `adjustedNetIncome` (ITA 2007 s58). */
export function childBenefitChargeOf(
  children: number,
  adjustedNetIncome: number,
  pence: boolean,
  p: ParametersOf<'childBenefit'>,
) {
  if (children <= 0) return NO_CHILD_BENEFIT_CHARGE;
  const cb = p.childBenefit;
  const weeks = benefitWeeks(p.taxYear);
  const weekly = cb.eldestChildWeekly + (children - 1) * cb.otherChildWeekly;
  // ITEPA 2003 s681C(3): the year's benefit, the percentage and the charge are each rounded down
  // to a whole number (of pounds, or per cent). Rounded in pence first, so that a whole number of
  // pounds worked out in floating point is not taken a pound down.
  const benefit = Math.floor(roundTo(weekly * weeks, 2));
  const over = Math.max(0, adjustedNetIncome - cb.chargeThreshold);
  const percentage = Math.min(100, Math.floor(over / cb.chargeStep));
  const exact = (benefit * percentage) / 100;
  const amount = Math.floor(roundTo(exact, 2));
  return {
    amount,
    children,
    adjustedNetIncome,
    weekly,
    weeks,
    benefit,
    over,
    percentage,
    exact,
    pence,
  };
}

export type ChildBenefitCharge = ReturnType<typeof childBenefitChargeOf>;

/** No children, no charge: what a calculator without Child Benefit in its input carries. */
export const NO_CHILD_BENEFIT_CHARGE = {
  amount: 0,
  children: 0,
  adjustedNetIncome: 0,
  weekly: 0,
  weeks: 0,
  benefit: 0,
  over: 0,
  percentage: 0,
  exact: 0,
  pence: false,
};

/** How the charge was worked out: the year's benefit, then the share of it charged; null without children. */
export function childBenefitWorking(
  charge: ChildBenefitCharge,
  p: ParametersOf<'childBenefit'>,
): FigureWorking<'childBenefitCharge'> | null {
  const { children, adjustedNetIncome, weekly, weeks, benefit, over, percentage, exact } = charge;
  if (children <= 0) return null;
  const cb = p.childBenefit;
  const rates = [
    parameterUse(p, 'childBenefit.eldestChildWeekly'),
    ...(children > 1 ? [parameterUse(p, 'childBenefit.otherChildWeekly')] : []),
  ];
  const weeksOfBenefit = roundTo(weekly * weeks, 2);
  const steps = new FigureSteps().note(
    `Child Benefit for ${children === 1 ? 'one child' : `${children} children`}: ${gbp(weekly, true)} a week for ${weeks} weeks = ${gbp(weeksOfBenefit, true)}${weeksOfBenefit === benefit ? '' : `, rounded down to ${gbp(benefit)}`}`,
    rates,
    cite(C.childBenefitRates, C.itepa2003s681C),
  );
  const thresholdUses = [
    parameterUse(p, 'childBenefit.chargeThreshold'),
    parameterUse(p, 'childBenefit.chargeStep'),
  ];
  if (percentage === 0) {
    steps.note(
      `Adjusted net income ${gbp(adjustedNetIncome)} is not ${gbp(cb.chargeStep)} over ${gbp(cb.chargeThreshold)}: no charge`,
      thresholdUses,
      cite(C.itepa2003s681C),
    );
  } else {
    steps.add(
      `Adjusted net income ${gbp(adjustedNetIncome)} is ${gbp(over)} over ${gbp(cb.chargeThreshold)}: 1% of the benefit for every whole ${gbp(cb.chargeStep)}, ${percentage}%${percentage === 100 ? ' (the most it can be)' : ''}, = ${gbp(exact, true)}`,
      exact,
      thresholdUses,
      cite(C.itepa2003s681C),
    );
  }
  if (charge.amount !== exact) {
    steps.add(
      `Rounded down to a whole pound: ${gbp(charge.amount)}`,
      charge.amount - exact,
      [],
      cite(C.itepa2003s681C),
    );
  }
  steps.note(
    'Paid by the partner with the higher adjusted net income, through Self Assessment or, if they ask, through their tax code',
  );
  return steps.done(
    'childBenefitCharge',
    'High Income Child Benefit Charge',
    charge.amount,
    charge.pence,
  );
}

// --- Marriage Allowance (ITA 2007 s55A–s55E) ---

/** 10% of the year's personal allowance, rounded up to a multiple of £10 (s55B(4)-(5)). */
export function transferableAmount(p: ParametersOf<'incomeTax'>): number {
  const it = p.incomeTax;
  return roundUpTo(
    it.personalAllowance * it.marriageAllowanceShare,
    it.marriageAllowanceRoundingStep,
  );
}

/** A stretch of taxable income of one kind, on its scale. */
export interface IncomePart {
  scale: Scale;
  from: number;
  to: number;
}

/**
 * Taxable income that sits in a band taxed above the basic rate (for a Scottish taxpayer's
 * non-savings income, above the intermediate rate). Allowances that fill a band count where they
 * sit, as s55C(1)(ca) reads the dividend nil rate.
 */
export function incomeAboveBasicRate(parts: readonly IncomePart[]): number {
  let above = 0;
  for (const part of parts) {
    let threshold = Infinity;
    for (const band of part.scale) {
      if (band.aboveBasicRate) {
        threshold = band.from;
        break;
      }
    }
    above += Math.max(0, part.to - Math.max(part.from, threshold));
  }
  return above;
}

const notEligible = (above: number, scottish: boolean, what: string) =>
  `Not applied: ${what}${gbp(above)} of taxable income would be taxed above the ${scottish ? 'intermediate' : 'basic'} rate, and Marriage Allowance is only for those who pay no more than that`;

/** The allowance given up by a transferor, once its eligibility is known. */
export function marriageTransferOutcome(
  transferable: number,
  above: number,
  scottish: boolean,
): MarriageAllowanceOutcome {
  return above > 0
    ? {
        claim: 'transfer',
        applied: false,
        amount: 0,
        reason: notEligible(
          above,
          scottish,
          `with ${gbp(transferable)} of the allowance transferred, `,
        ),
      }
    : { claim: 'transfer', applied: true, amount: transferable, reason: null };
}

/** A step for the allowance's working: what a transfer took off it, or why it did not. */
export function addTransferStep(
  steps: FigureSteps,
  outcome: MarriageAllowanceOutcome,
  p: ParametersOf<'incomeTax'>,
) {
  const uses = [
    parameterUse(p, 'incomeTax.marriageAllowanceShare'),
    parameterUse(p, 'incomeTax.marriageAllowanceRoundingStep'),
  ];
  if (outcome.applied) {
    steps.add(
      `Less ${gbp(outcome.amount)} transferred to a spouse or civil partner as Marriage Allowance`,
      -outcome.amount,
      uses,
      cite(C.ita2007s55B, C.ita2007s55C),
    );
  } else if (outcome.reason) {
    steps.note(outcome.reason, uses, cite(C.ita2007s55C));
  }
}

/**
 * The recipient's tax reduction: the basic rate (a Scottish taxpayer's Scottish basic rate) on the
 * transferable amount, never more than the income tax it reduces (s55B(1)-(3)).
 */
export function marriageReductionOf(
  claim: MarriageAllowanceClaim | null,
  incomeTax: number,
  above: number,
  scottish: boolean,
  pence: boolean,
  p: ParametersOf<'incomeTax' | 'scottishIncomeTax'>,
) {
  const none: MarriageAllowanceOutcome = { claim, applied: false, amount: 0, reason: null };
  if (claim !== 'receive') return { outcome: none, incomeTax, scottish, pence, full: 0, exact: 0 };
  if (above > 0) {
    const outcome = { ...none, reason: notEligible(above, scottish, '') };
    return { outcome, incomeTax, scottish, pence, full: 0, exact: 0 };
  }
  const rate = scottish ? p.scottishIncomeTax.basicRate : p.incomeTax.basicRate;
  const full = transferableAmount(p) * rate;
  const exact = Math.min(full, incomeTax);
  const outcome = { claim, applied: true, amount: roundTo(exact, pence ? 2 : 0), reason: null };
  return { outcome, incomeTax, scottish, pence, full, exact };
}

export type MarriageReduction = ReturnType<typeof marriageReductionOf>;

/** How the reduction was worked out, or why there is none; null when it was not asked for. */
export function marriageReductionWorking(
  reduction: MarriageReduction,
  p: ParametersOf<'incomeTax' | 'scottishIncomeTax'>,
): FigureWorking<'marriageAllowance.amount'> | null {
  const { outcome, incomeTax, scottish, pence, full, exact } = reduction;
  if (outcome.claim !== 'receive') return null;
  const steps = new FigureSteps();
  if (!outcome.applied) {
    steps.note(outcome.reason ?? '', [], cite(C.ita2007s55B));
    return steps.done('marriageAllowance.amount', 'Marriage Allowance', 0);
  }
  const rateUse = parameterUse(p, scottish ? 'scottishIncomeTax.basicRate' : 'incomeTax.basicRate');
  steps.add(
    `${percent(rateUse.value)} of the ${gbp(transferableAmount(p))} your spouse or civil partner transfers = ${gbp(full, true)}`,
    full,
    [
      rateUse,
      parameterUse(p, 'incomeTax.marriageAllowanceShare'),
      parameterUse(p, 'incomeTax.marriageAllowanceRoundingStep'),
    ],
    cite(C.ita2007s55B, C.marriageAllowance),
  );
  if (exact < full) {
    steps.add(`Limited to the income tax it reduces, ${gbp(incomeTax, true)}`, exact - full);
  }
  return steps.done(
    'marriageAllowance.amount',
    'Marriage Allowance tax reduction',
    outcome.amount,
    pence,
  );
}

/** The lines the adjustments add to a total tax's working. */
export function addAdjustmentSteps(
  steps: FigureSteps,
  adjustments: {
    annualAllowance: { amount: number };
    childBenefitCharge: { amount: number };
    marriageAllowance: MarriageAllowanceOutcome;
  },
  pence: boolean,
): void {
  const { annualAllowance, childBenefitCharge, marriageAllowance } = adjustments;
  if (annualAllowance.amount > 0) {
    steps.add(
      `Annual allowance charge ${gbp(annualAllowance.amount, pence)}`,
      annualAllowance.amount,
    );
  }
  if (childBenefitCharge.amount > 0) {
    steps.add(
      `High Income Child Benefit Charge ${gbp(childBenefitCharge.amount, pence)}`,
      childBenefitCharge.amount,
    );
  }
  if (marriageAllowance.claim === 'receive' && marriageAllowance.amount > 0) {
    steps.add(
      `Less the Marriage Allowance tax reduction ${gbp(marriageAllowance.amount, pence)}`,
      -marriageAllowance.amount,
    );
  }
}
