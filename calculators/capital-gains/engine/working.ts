// How each figure of `calculateCapitalGains` was worked out: the steps are written from the figures
// the same rules give (calculate.ts), each step citing its parameters or the rule it applies.
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { FigureSteps, cite, gbp, percent, present } from '../../../engine/rules/working.ts';
import * as C from '../../../engine/parameters/citations.ts';
import { parameterUse, type UseName } from '../../../engine/parameters/parameters-for.ts';
import { knownYear } from '../../../engine/parameters/tax-years.ts';
import type { FigureWorking, ParameterUse, TaxYear, Working } from '../../../engine/types.ts';
import { listInWords } from '../../../engine/words.ts';
import { longDate } from './dates.ts';
import {
  capitalGainsFigures,
  capitalGainsParameters,
  type CapitalGainsFigures,
  type CapitalGainsParameters,
  type Charge,
  type ResidentialReturnFigures,
} from './calculate.ts';
import type { CapitalGainsDisposalResult, CapitalGainsFigure, CapitalGainsInput } from './types.ts';

type Param = UseName<'capitalGains' | 'incomeTax' | 'calculator'>;
type Params = (name: Param) => ParameterUse;

const KIND_NAMES = {
  other: 'shares and other assets',
  residential: 'residential property',
} as const;

function saleName(index: number, disposal: CapitalGainsDisposalResult): string {
  return `Sale ${index + 1} (${KIND_NAMES[disposal.kind]})`;
}

/** "£20,000 less cost £12,000 and costs £500". */
function sums(disposal: CapitalGainsDisposalResult): string {
  const costs = disposal.costs > 0 ? ` and costs ${gbp(disposal.costs)}` : '';
  return `${gbp(disposal.proceeds)} less cost ${gbp(disposal.cost)}${costs}`;
}

function gainsWorking(figures: CapitalGainsFigures): FigureWorking<CapitalGainsFigure> {
  const { disposals, gains } = figures.result;
  const steps = new FigureSteps();
  let residential = false;
  for (let index = 0; index < disposals.length; index += 1) {
    const disposal = disposals[index] as CapitalGainsDisposalResult;
    if (disposal.kind === 'residential') residential = true;
    if (disposal.gain <= 0) continue;
    steps.add(
      `${saleName(index, disposal)}: ${sums(disposal)} = a gain of ${gbp(disposal.gain)}`,
      disposal.gain,
      [],
      cite(C.tcga1992s38),
    );
  }
  if (gains === 0) steps.note('No sale made a gain', [], cite(C.tcga1992s38));
  if (residential) {
    steps.note(
      'A home that was your only or main home all the time you owned it is usually free of capital gains tax (private residence relief): this calculator does not work the relief out, so leave such a sale out',
      [],
      cite(C.tcga1992s222, C.sellingYourHome),
    );
  }
  return steps.done('gains', 'Gains', gains);
}

function lossesWorking(figures: CapitalGainsFigures): FigureWorking<CapitalGainsFigure> | null {
  const { disposals, losses } = figures.result;
  if (losses.thisYear === 0) return null;
  const steps = new FigureSteps();
  for (let index = 0; index < disposals.length; index += 1) {
    const disposal = disposals[index] as CapitalGainsDisposalResult;
    if (disposal.loss <= 0) continue;
    steps.add(
      `${saleName(index, disposal)}: ${sums(disposal)} = a loss of ${gbp(disposal.loss)}`,
      disposal.loss,
      [],
      cite(C.tcga1992s16, C.tcga1992s38),
    );
  }
  if (figures.lossesThisYearEntered > 0) {
    steps.add(
      `Other losses this year ${gbp(figures.lossesThisYearEntered)}`,
      figures.lossesThisYearEntered,
      [],
      cite(C.tcga1992s16),
    );
  }
  steps.note(
    'A loss counts only once it is reported to HMRC, within four years of the end of the tax year it was made in',
    [],
    cite(C.tcga1992s16, C.cgtLosses),
  );
  return steps.done('losses.thisYear', 'Losses this year', losses.thisYear);
}

function badrWorking(
  figures: CapitalGainsFigures,
  param: Params,
): FigureWorking<CapitalGainsFigure> | null {
  const { disposals, badr } = figures.result;
  const steps = new FigureSteps();
  const limit = param('capitalGains.badrLifetimeLimit');
  let claimed = false;
  if (badr.usedBefore > 0) {
    steps.note(
      `${gbp(badr.usedBefore)} of the ${gbp(limit.value)} lifetime limit was used in earlier years`,
      [limit],
      cite(C.tcga1992s169N),
    );
  }
  for (let index = 0; index < disposals.length; index += 1) {
    const disposal = disposals[index] as CapitalGainsDisposalResult;
    // Claimed on a gain: a loss has nothing to relieve.
    const asked = figures.claimedBadr[index] === true && disposal.gain > 0;
    if (!asked) continue;
    claimed = true;
    steps.add(
      `${saleName(index, disposal)}: ${gbp(disposal.badrGain)} of its ${gbp(disposal.gain)} gain within the lifetime limit`,
      disposal.badrGain,
      [limit],
      cite(C.tcga1992s169N, C.badrGuide),
    );
    const above = roundTo(disposal.gain - disposal.badrGain, 2);
    if (above > 0) {
      steps.note(
        `${gbp(above)} of it is above what is left of the ${gbp(limit.value)} lifetime limit: it bears the main rates`,
        [limit],
        cite(C.tcga1992s169N),
      );
    }
  }
  if (!claimed) return null;
  steps.note(
    `${gbp(badr.left)} of the lifetime limit is left for later years`,
    [limit],
    cite(C.tcga1992s169N),
  );
  return steps.done(
    'badr.usedThisYear',
    'Gains at the Business Asset Disposal Relief rate',
    badr.usedThisYear,
  );
}

function taxableGainsWorking(
  figures: CapitalGainsFigures,
  param: Params,
): FigureWorking<CapitalGainsFigure> {
  const { charge } = figures;
  const { losses, annualExemptAmount } = figures.result;
  const exemption = param('capitalGains.annualExemptAmount');
  const steps = new FigureSteps().add(
    `Gains ${gbp(charge.gains)}`,
    charge.gains,
    [],
    cite(C.tcga1992s1),
  );
  if (losses.thisYear > 0 && charge.lossesThisYearUsed === 0) {
    steps.note(
      `The year’s losses (${gbp(losses.thisYear)}) have no gains to come off`,
      [],
      cite(C.tcga1992s1, C.tcga1992s1F),
    );
  } else if (losses.thisYear > 0) {
    steps.add(
      `Less the year’s losses, in full as far as there are gains: ${gbp(charge.lossesThisYearUsed)}`,
      -charge.lossesThisYearUsed,
      [],
      cite(C.tcga1992s1, C.tcga1992s1F),
    );
    // What the losses took that the exempt amount would otherwise have covered.
    const wasted = Math.min(
      charge.lossesThisYearUsed,
      exemption.value - charge.annualExemptAmountUsed,
    );
    if (wasted > 0) {
      steps.note(
        `The year’s losses come off before the annual exempt amount, even where that leaves ${gbp(wasted)} of it unused`,
        [exemption],
        cite(C.tcga1992s1K),
      );
    }
  }
  if (charge.annualExemptAmountUsed === 0) {
    steps.note('No gains are left for the annual exempt amount', [exemption], cite(C.tcga1992s1K));
  } else {
    steps.add(
      annualExemptAmount.used < exemption.value
        ? `Less ${gbp(annualExemptAmount.used)} of the ${gbp(exemption.value)} annual exempt amount (no more than the gains left)`
        : `Less the annual exempt amount ${gbp(exemption.value)}`,
      -charge.annualExemptAmountUsed,
      [exemption],
      cite(C.tcga1992s1K),
    );
  }
  if (losses.broughtForward > 0 && charge.lossesBroughtForwardUsed === 0) {
    steps.note(
      `Losses brought forward (${gbp(losses.broughtForward)}) are not needed: no gains are left after the annual exempt amount`,
      [exemption],
      cite(C.tcga1992s1K, C.tcga1992s1F),
    );
  } else if (losses.broughtForward > 0) {
    steps.add(
      `Less losses brought forward, only as far as gains are left after the annual exempt amount: ${gbp(charge.lossesBroughtForwardUsed)} of ${gbp(losses.broughtForward)}`,
      -charge.lossesBroughtForwardUsed,
      [exemption],
      cite(C.tcga1992s1K, C.tcga1992s1F),
    );
  }
  return steps.done('taxableGains', 'Taxable gains', figures.result.taxableGains);
}

function bandWorking(
  figures: CapitalGainsFigures,
  param: Params,
): FigureWorking<CapitalGainsFigure> {
  const { band } = figures.result;
  const limit = param('incomeTax.basicRateBand');
  const allowance = param('incomeTax.personalAllowance');
  const taper = [
    param('incomeTax.personalAllowanceIncomeLimit'),
    param('incomeTax.personalAllowanceTaperRate'),
    param('incomeTax.personalAllowanceRoundingStep'),
  ];
  const steps = new FigureSteps().add(
    `Basic rate band ${gbp(limit.value)}`,
    limit.value,
    [limit],
    cite(C.tcga1992s1J),
  );
  const tapered = band.personalAllowance < allowance.value;
  steps.add(
    band.taxableIncome === 0
      ? `Less taxable income £0: income ${gbp(band.income)} is within the personal allowance ${gbp(band.personalAllowance)}`
      : `Less taxable income ${gbp(band.taxableIncome)}: income ${gbp(band.income)} less the personal allowance ${gbp(band.personalAllowance)}`,
    -band.taxableIncome,
    tapered ? [allowance, ...taper] : [allowance],
    cite(C.ita2007s23, C.ita2007s35),
  );
  if (tapered) {
    steps.note(
      `The allowance falls by ${percent(taper[1]!.value)} of income over ${gbp(taper[0]!.value)}, rounded up to a pound`,
      taper,
      cite(C.ita2007s35),
    );
  }
  if (band.taxableIncome > limit.value) {
    steps.add(
      'Taxable income uses all of the band: none is left for gains',
      band.taxableIncome - limit.value,
      [limit],
      cite(C.tcga1992s1I),
    );
  }
  if (figures.scottishTaxpayer) {
    steps.note(
      'A Scottish taxpayer pays Scottish income tax on earned income, but gains are charged by the UK basic rate band, as here',
      [limit],
      cite(C.tcga1992s1J, C.scottishIncomeTax),
    );
  }
  return steps.done(
    'band.basicRateBandLeft',
    'Basic rate band left for gains',
    band.basicRateBandLeft,
  );
}

/** The tax on the gains left, a step per rate: BADR's first in the band, then the others. */
function addCharge(steps: FigureSteps, charge: Charge, bandLeft: number, p: Params): void {
  const { badr, basicRate, higherRate } = charge.charge;
  if (badr.amount > 0) {
    steps.add(
      `${gbp(badr.amount)} at ${percent(badr.rate)} (Business Asset Disposal Relief) = ${gbp(badr.tax, true)}`,
      badr.tax,
      [p('capitalGains.badrRate')],
      cite(C.tcga1992s169N),
    );
    if (basicRate.amount + higherRate.amount > 0) {
      steps.note(
        `Gains at the Business Asset Disposal Relief rate use the ${gbp(bandLeft)} of the basic rate band left first: ${gbp(Math.max(0, bandLeft - badr.amount))} is left for other gains`,
        [p('incomeTax.basicRateBand')],
        cite(C.tcga1992s1I),
      );
    }
  }
  if (basicRate.amount > 0) {
    steps.add(
      `${gbp(basicRate.amount)} at ${percent(basicRate.rate)} (within the basic rate band) = ${gbp(basicRate.tax, true)}`,
      basicRate.tax,
      [p('capitalGains.basicRate'), p('incomeTax.basicRateBand')],
      cite(C.tcga1992s1H, C.tcga1992s1I),
    );
  }
  if (higherRate.amount > 0) {
    steps.add(
      `${gbp(higherRate.amount)} at ${percent(higherRate.rate)} (above the basic rate band) = ${gbp(higherRate.tax, true)}`,
      higherRate.tax,
      [p('capitalGains.higherRate'), p('incomeTax.basicRateBand')],
      cite(C.tcga1992s1H, C.tcga1992s1I),
    );
  }
  if (charge.taxableGains === 0) {
    steps.note(
      'No gains are left to tax',
      [p('capitalGains.annualExemptAmount')],
      cite(C.tcga1992s1K),
    );
  }
}

function taxWorking(
  figures: CapitalGainsFigures,
  param: Params,
): FigureWorking<CapitalGainsFigure> {
  const { charge } = figures;
  const steps = new FigureSteps();
  // Which gains the losses and the exempt amount came off matters only with gains at two rates.
  const badrGains = figures.result.badr.usedThisYear;
  const deducted = charge.deductedFromBadr + charge.deductedFromMain;
  if (deducted > 0 && badrGains > 0 && charge.gains > badrGains) {
    steps.note(
      `The losses and the annual exempt amount (${gbp(deducted)}) come off the gains that would bear the highest rate: ${gbp(charge.deductedFromMain)} off other gains, ${gbp(charge.deductedFromBadr)} off gains at the Business Asset Disposal Relief rate`,
      [param('capitalGains.annualExemptAmount')],
      cite(C.tcga1992s1F, C.tcga1992s1K),
    );
  }
  addCharge(steps, charge, figures.result.band.basicRateBandLeft, param);
  return steps.done('capitalGainsTax', 'Capital gains tax', figures.result.capitalGainsTax);
}

/** The year's losses a return leaves out: residential ones completed later, and those of no known date. */
function lossesLeftOut(figures: CapitalGainsFigures, residential: ResidentialReturnFigures) {
  const day = residential.completionDate;
  let later = 0;
  let undated = figures.lossesThisYearEntered;
  for (const disposal of figures.result.disposals) {
    if (disposal.loss === 0) continue;
    if (disposal.completionDate === null) undated += disposal.loss;
    else if (day !== null && disposal.completionDate > day) later += disposal.loss;
  }
  return { later: roundTo(later, 2), undated: roundTo(undated, 2) };
}

function returnWorking(
  figures: CapitalGainsFigures,
  position: number,
  param: Params,
): FigureWorking<CapitalGainsFigure> {
  const residential = figures.returns[position] as ResidentialReturnFigures;
  const { disposals } = figures.result;
  const names: string[] = [];
  for (const index of residential.disposals) {
    names.push(saleName(index, disposals[index] as CapitalGainsDisposalResult));
  }
  const days = param('capitalGains.residentialReturnDays');
  const steps = new FigureSteps();
  steps.note(
    residential.completionDate !== null && residential.dueDate !== null
      ? `${listInWords(names)}, completed on ${longDate(residential.completionDate)}: report and pay by ${longDate(residential.dueDate)}, the ${days.value}th day after completion`
      : `${listInWords(names)}: no completion date given; report and pay by the ${days.value}th day after completion`,
    [days],
    cite(C.fa2019sch2, C.reportPropertyGains),
  );
  const { basis, notional } = residential;
  steps.note(
    `The tax on the year’s residential gains so far: gains ${gbp(notional.gains)}, less residential losses completed by then ${gbp(notional.lossesThisYearUsed)}, the annual exempt amount ${gbp(notional.annualExemptAmountUsed)} and losses brought forward ${gbp(notional.lossesBroughtForwardUsed)}: ${gbp(notional.taxableGains)} taxable`,
    [param('capitalGains.annualExemptAmount')],
    cite(C.fa2019sch2, C.tcga1992s1K),
  );
  addCharge(steps, notional, basis.basicRateBandLeft, param);
  if (residential.paidBefore !== 0) {
    steps.add(
      `Less paid with earlier returns this year ${gbp(residential.paidBefore, true)}`,
      -residential.paidBefore,
      [],
      cite(C.fa2019sch2),
    );
  }
  const { later, undated } = lossesLeftOut(figures, residential);
  if (later > 0) {
    steps.note(
      `Residential losses completed after this sale (${gbp(later)}) are left out: they count in the year’s tax, and on any later return`,
      [],
      cite(C.fa2019sch2),
    );
  }
  if (undated > 0) {
    steps.note(
      `Losses whose dates are not known here (${gbp(undated)}: on other assets, or entered as the year’s other losses) are left out: any made by the completion date would lower this payment`,
      [],
      cite(C.fa2019sch2),
    );
  }
  if (!residential.required) {
    steps.note('Nothing to pay: no return is needed for this sale', [], cite(C.fa2019sch2));
  }
  return steps.done(
    `residentialReturns.${position}.payment`,
    `Payment within ${days.value} days: ${listInWords(names)}`,
    residential.payment,
  );
}

function balancingWorking(figures: CapitalGainsFigures): FigureWorking<CapitalGainsFigure> {
  const { capitalGainsTax, balancingPayment } = figures.result;
  const steps = new FigureSteps().add(
    `Capital gains tax for the year ${gbp(capitalGainsTax, true)}`,
    capitalGainsTax,
    [],
    cite(C.tma1970s59B),
  );
  for (const residential of figures.returns) {
    if (residential.payment === 0) continue;
    steps.add(
      residential.completionDate === null
        ? `Less paid within 60 days of completion ${gbp(residential.payment, true)}`
        : `Less paid within 60 days of ${longDate(residential.completionDate)} ${gbp(residential.payment, true)}`,
      -residential.payment,
      [],
      cite(C.fa2019sch2),
    );
  }
  steps.note(
    balancingPayment.amount < 0
      ? `More was paid within 60 days than the year’s tax: the difference is repaid once the year’s Self Assessment return is in (due by ${longDate(balancingPayment.date)})`
      : `Due on ${longDate(balancingPayment.date)}, with the year’s Self Assessment return`,
    [],
    cite(C.tma1970s59B, C.fa2019sch2),
  );
  steps.note(
    'No payments on account are due on capital gains tax: the payments on account of 31 January and 31 July are of income tax and Class 4 National Insurance only',
    [],
    cite(C.tma1970s59A, C.paymentsOnAccountGuide),
  );
  return steps.done(
    'balancingPayment.amount',
    'Left to pay on 31 January',
    balancingPayment.amount,
  );
}

function carriedForwardWorking(
  figures: CapitalGainsFigures,
): FigureWorking<CapitalGainsFigure> | null {
  const { losses } = figures.result;
  if (losses.carriedForward === 0) return null;
  const steps = new FigureSteps();
  const thisYear = roundTo(losses.thisYear - losses.thisYearUsed, 2);
  if (thisYear > 0) {
    steps.add(
      `The year’s losses beyond its gains ${gbp(thisYear)}`,
      thisYear,
      [],
      cite(C.tcga1992s1, C.tcga1992s1F),
    );
  }
  const broughtForward = roundTo(losses.broughtForward - losses.broughtForwardUsed, 2);
  if (broughtForward > 0) {
    steps.add(
      `Losses brought forward not needed this year ${gbp(broughtForward)}`,
      broughtForward,
      [],
      cite(C.tcga1992s1, C.tcga1992s1K),
    );
  }
  return steps.done('losses.carriedForward', 'Losses to carry forward', losses.carriedForward);
}

/** Each figure's working, in the order a person would redo the sums. */
export function capitalGainsWorking(
  input: CapitalGainsInput,
  p: CapitalGainsParameters,
): Working<CapitalGainsFigure> {
  const figures = capitalGainsFigures(input, p);
  const param: Params = (name) => parameterUse(p, name);
  const returns: FigureWorking<CapitalGainsFigure>[] = [];
  for (let position = 0; position < figures.returns.length; position += 1) {
    returns.push(returnWorking(figures, position, param));
  }
  return [
    ...present(
      gainsWorking(figures),
      lossesWorking(figures),
      badrWorking(figures, param),
      taxableGainsWorking(figures, param),
      bandWorking(figures, param),
      taxWorking(figures, param),
    ),
    ...returns,
    ...present(balancingWorking(figures), carriedForwardWorking(figures)),
  ];
}

/** How `calculateCapitalGains(input, taxYear)` worked out each figure. */
export function explainCapitalGains(
  input: CapitalGainsInput,
  taxYear: TaxYear,
): Working<CapitalGainsFigure> {
  return capitalGainsWorking(input, capitalGainsParameters(knownYear(taxYear)));
}
