// The working of the rental income calculator's figures, written from what figures.ts works out: the
// property profit, the allowance, the income tax and the finance-cost reduction, what the rents add
// and what the return collects, then the same portfolio in a company.
import * as C from '../../../engine/parameters/citations.ts';
import { parameterUse, type UseName } from '../../../engine/parameters/parameters-for.ts';
import { knownYear, taxYearLabel } from '../../../engine/parameters/tax-years.ts';
import { MAKING_TAX_DIGITAL_GUIDE } from '../../../engine/parameters/self-assessment.ts';
import { marginalWorking, studentLoanWorking } from '../../../engine/rules/circumstances.ts';
import { paymentsOnAccountWorking } from '../../../engine/rules/payments-on-account.ts';
import { allowanceSteps, taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import { addCorporationTaxSteps } from '../../planner/engine/working.ts';
import { addClass4Steps } from '../../self-employed/engine/working.ts';
import {
  FigureSteps,
  addSlices,
  cite,
  gbp,
  percent,
  present,
  type Slice,
} from '../../../engine/rules/working.ts';
import type { FigureWorking, TaxYear, Working } from '../../../engine/types.ts';
import { evaluate, type Evaluation } from './figures.ts';
import { propertyParameters, type PropertyGroup, type PropertyParameters } from './tax.ts';
import type { PropertyFigure, PropertyInput } from './types.ts';

type Figure = FigureWorking<PropertyFigure> | null;

const param = (p: PropertyParameters, name: UseName<PropertyGroup>) => parameterUse(p, name);

/** Your share of the rents, less the expenses or the property allowance; the finance costs aside. */
function profitWorking(e: Evaluation, p: PropertyParameters): Figure {
  const { result, c, now } = e;
  const steps = new FigureSteps();
  if (c.share < 1) {
    steps.add(
      `Your ${percent(c.share)} share of rents of ${gbp(c.rents)}: ${gbp(result.rents)}`,
      result.rents,
      [],
      cite(C.jointlyOwnedProperty),
    );
  } else {
    steps.add(`Rents ${gbp(result.rents)}`, result.rents);
  }
  if (now.claimed) {
    steps.add(
      `Less the property allowance ${gbp(now.deduction)}, instead of the expenses`,
      -now.deduction,
      [param(p, 'property.allowance')],
      cite(C.ittoia2005propertyAllowance),
    );
  } else {
    steps.add(`Less allowable expenses ${gbp(now.deduction)}`, -now.deduction);
  }
  if (now.loss > 0) {
    steps.add(
      `The expenses are more than the rents: no profit, and a loss of ${gbp(now.loss)} is carried forward against future property profits`,
      now.loss,
      [],
      cite(C.ita2007s118),
    );
  }
  const finance = result.financeCosts + c.broughtForward;
  if (finance > 0) {
    steps.note(
      now.claimed
        ? `With the property allowance the finance costs are neither deducted nor relieved`
        : `Finance costs of ${gbp(result.financeCosts)} are not deducted: they reduce the tax instead`,
      [],
      now.claimed
        ? cite(C.ittoia2005s783BL, C.propertyAllowanceAndFinanceCosts)
        : cite(C.ittoia2005s272A),
    );
  }
  steps.note(
    result.propertyAllowance.verdict,
    [param(p, 'property.allowance')],
    cite(C.ittoia2005propertyAllowance, C.ittoia2005s783BL, C.tradingAllowanceGuide),
  );
  const mtd = result.makingTaxDigital;
  const turnover = c.kind === 'selfEmployment' && c.turnover > 0;
  const measured = turnover
    ? `your share of the rents and your trade's turnover, ${gbp(mtd.qualifyingIncome)}`
    : `your share of the rents, ${gbp(mtd.qualifyingIncome)}${c.kind === 'selfEmployment' && c.other > 0 ? ' (add your trade’s turnover: it counts too)' : ''}`;
  steps.note(
    mtd.appliesFrom === null || mtd.threshold === null || mtd.taxYear === null
      ? `Making Tax Digital for Income Tax: ${measured}, is under every threshold set so far`
      : `Making Tax Digital for Income Tax: ${measured}, is over ${gbp(mtd.threshold)}, so quarterly updates from ${taxYearLabel(mtd.taxYear)} if it stays there (it is measured on the year two years before)`,
    [],
    cite(C.mtdRegs2021, MAKING_TAX_DIGITAL_GUIDE),
  );
  return steps.done('propertyProfit', 'Property profit', result.propertyProfit);
}

/** The allowance, tapered on the income with the rents in it. */
function allowanceWorking(e: Evaluation, p: PropertyParameters): Figure {
  const { stacked } = e.now;
  const steps = allowanceSteps(taperedAllowance(stacked.income, p), p);
  steps.note(
    `Adjusted net income: ${gbp(e.c.other)} of ${e.o.label} and the property profit ${gbp(e.result.propertyProfit)}; finance costs do not lower it`,
    [],
    cite(C.ita2007s58, C.ittoia2005s272A),
  );
  return steps.done('personalAllowance', 'Personal allowance', stacked.allowance);
}

/** The slices with the income they tax named beside the band: "(property profit, basic rate band)". */
function named(slices: readonly Slice[], of: string): Slice[] {
  const out: Slice[] = [];
  for (const slice of slices) out.push({ ...slice, where: `${of}, ${slice.where}` });
  return out;
}

/** Whether the year taxes property income at rates of its own, not the main rates. */
const ownRates = (p: PropertyParameters) =>
  p.property.basicRate !== p.incomeTax.basicRate ||
  p.property.higherRate !== p.incomeTax.higherRate ||
  p.property.additionalRate !== p.incomeTax.additionalRate;

/** Tax on the other income, then on the property profit above it, less the reduction. */
function incomeTaxWorking(e: Evaluation, p: PropertyParameters): Figure {
  const { c, o, now, result } = e;
  const s = now.stacked;
  const otherFirst = p.incomeTax.allowanceAgainstOtherIncomeFirst === 1;
  const taxable = gbp(s.taxableOther + s.taxableProperty);
  const steps = new FigureSteps().note(
    c.other > 0
      ? `Taxable income: ${gbp(c.other)} of ${o.label} and ${gbp(result.propertyProfit)} of property profit, less the allowance ${gbp(s.allowanceUsed)} (${gbp(s.toOther)} against the ${o.label}, ${gbp(s.toProperty)} against the property profit) = ${taxable}`
      : `Taxable income: ${gbp(result.propertyProfit)} of property profit less the allowance ${gbp(s.allowanceUsed)} = ${taxable}`,
    [
      param(p, 'incomeTax.personalAllowance'),
      param(p, 'incomeTax.allowanceAgainstOtherIncomeFirst'),
    ],
    otherFirst ? cite(C.ita2007s23, C.fa2026s6) : cite(C.ita2007s23, C.ita2007s25),
  );

  if (c.scottish) {
    steps.note(
      `Scottish rates and bands on the ${o.label} and on the property profit above it: the Scottish Parliament has set no property rates of its own`,
      [],
      cite(C.scotlandAct1998s80C),
    );
  } else if (ownRates(p)) {
    steps.note(
      `In ${taxYearLabel(p.taxYear)} property income has rates of its own, taxed above the ${o.label}`,
      [
        param(p, 'property.basicRate'),
        param(p, 'property.higherRate'),
        param(p, 'property.additionalRate'),
      ],
      cite(C.fa2026s6, C.assetIncomeRates),
    );
  } else {
    steps.note(
      `The property profit is taxed above the ${o.label}, at the same rates`,
      [],
      cite(C.ita2007s16),
    );
  }
  addSlices(steps, named(now.stacked.otherSlices, o.label));
  addSlices(steps, named(now.stacked.propertySlices, 'property profit'));
  if (now.relief.reduction > 0) {
    steps.add(
      `Less the finance-cost tax reduction ${gbp(now.relief.reduction, true)}`,
      -now.relief.reduction,
      [],
      cite(C.ittoia2005s274A),
    );
  }
  return steps.done('incomeTax', 'Income tax', result.incomeTax);
}

const LIMITS = {
  financeCosts: 'the finance costs',
  propertyProfits: 'the property profits',
  adjustedTotalIncome: 'adjusted total income',
} as const;

/** The reduction on the lowest of three amounts, and what it leaves to carry forward. */
function reliefWorking(e: Evaluation, p: PropertyParameters): Figure[] {
  const { now, c } = e;
  const r = now.relief;
  if (r.financeCosts + r.broughtForward <= 0) return [];
  const refs = cite(C.ittoia2005s274A, C.ittoia2005s274AA, C.residentialLandlordsRelief);
  const steps = new FigureSteps();
  const carried = new FigureSteps();
  if (now.claimed) {
    steps.note(
      `With the property allowance no finance-cost reduction is given: it is one or the other`,
      [param(p, 'property.allowance')],
      cite(C.ittoia2005s783BL, C.propertyAllowanceAndFinanceCosts),
    );
    if (r.broughtForward > 0) {
      carried.add(
        `Finance costs brought forward ${gbp(r.broughtForward)}, unused this year with the property allowance: carried on`,
        r.broughtForward,
        [],
        cite(C.propertyAllowanceAndFinanceCosts),
      );
    }
    carried.note(
      `This year's ${gbp(r.financeCosts)} is not carried forward: with the allowance it is not a deduction at all`,
      [],
      cite(C.propertyAllowanceAndFinanceCosts),
    );
  } else {
    steps
      .note(
        r.broughtForward > 0
          ? `Finance costs ${gbp(r.financeCosts)} and ${gbp(r.broughtForward)} brought forward: ${gbp(r.relievable)}`
          : `Finance costs ${gbp(r.financeCosts)}`,
        [],
        cite(C.ittoia2005s272A, C.ittoia2005s274A),
      )
      .note(`Property profits ${gbp(now.propertyProfit)}`, [], cite(C.ittoia2005s274AA))
      .note(
        `Adjusted total income: income other than savings and dividends, above the personal allowance, ${gbp(r.adjustedTotalIncome)}`,
        [param(p, 'incomeTax.personalAllowance')],
        cite(C.ittoia2005s274AA),
      )
      .add(
        `${percent(r.rate)} of the lowest of the three, ${LIMITS[r.limitedBy]}, ${gbp(r.reliefBase)} = ${gbp(r.rate * r.reliefBase, true)}`,
        r.rate * r.reliefBase,
        [param(p, 'property.basicRate')],
        refs,
      );
    if (r.unusable > 0) {
      steps.add(
        `Less ${gbp(r.unusable, true)} the income tax of ${gbp(now.taxBefore, true)} is too small to take: it is lost, not carried forward`,
        -r.unusable,
        [],
        cite(C.ita2007s29),
      );
    }
    steps.note(
      c.scottish
        ? `At the UK ${percent(r.rate)} even for a Scottish taxpayer, whatever band the rents fall in`
        : `At ${percent(r.rate)} whatever band the rents fall in`,
      [],
      cite(C.residentialLandlordsRelief),
    );
    carried
      .add(
        `Finance costs to relieve ${gbp(r.relievable)}`,
        r.relievable,
        [],
        cite(C.ittoia2005s274A),
      )
      .add(
        `Less those relieved this year ${gbp(r.reliefBase)}`,
        -r.reliefBase,
        [],
        cite(C.ittoia2005s274AA),
      );
  }
  steps.note(
    'Furnished holiday lets have been taxed as any other letting since 6 April 2025: their finance costs are relieved this way too',
    [],
    cite(C.fhlAbolished),
  );
  return [
    steps.done('financeCostRelief.reduction', 'Finance-cost tax reduction', r.reduction),
    carried.done(
      'financeCostRelief.carriedForward',
      'Finance costs carried forward',
      r.carriedForward,
    ),
  ];
}

/** What the rents add to the income tax, and what the return collects after PAYE. */
function addedWorking(e: Evaluation): Figure[] {
  const { result, taxAlone, o, now } = e;
  const added = new FigureSteps()
    .add(`Income tax with the rents ${gbp(result.incomeTax, true)}`, result.incomeTax)
    .add(`Less income tax on your ${o.label} alone ${gbp(taxAlone, true)}`, -taxAlone);
  if (result.propertyTax < 0) {
    added.note(
      'The finance-cost reduction is more than the tax the profit adds: the rents lower your income tax',
    );
  }
  const due = o.employed
    ? new FigureSteps()
        .add(`Income tax ${gbp(result.incomeTax, true)}`, result.incomeTax)
        .add(
          `Less the ${gbp(o.paye.tax)} PAYE takes from your pay (tax on the pay alone, standard tax code): the rest is paid through the tax return`,
          -o.paye.tax,
        )
    : null;
  if (due && now.incomeTaxDue < 0) due.note('Less than PAYE took: HMRC repays the difference');
  return [
    added.done('propertyTax', 'Income tax on your rents', result.propertyTax),
    due?.done('incomeTaxDue', 'Income tax through the return', result.incomeTaxDue) ?? null,
  ];
}

/** Class 4 on a trade's profit beside the rents; none on rents, which are not earnings. */
function class4Working(e: Evaluation, p: PropertyParameters): Figure {
  const { c, o, result } = e;
  if (c.kind !== 'selfEmployment' || c.other <= 0) return null;
  const steps = addClass4Steps(new FigureSteps(), 'trading profit', c.other, o.class4, p);
  steps.note('No National Insurance on rents: they are not earnings', [], cite(C.sscba1992s15));
  return steps.done('class4NI', 'Class 4 NI', result.class4NI, false);
}

/** The year's tax through the return in words, which the payments on account are half of. */
function billSummary(e: Evaluation): string {
  const { incomeTaxDue, class4NI } = e.result;
  return class4NI > 0
    ? `Income tax through the return ${gbp(incomeTaxDue, true)} + Class 4 ${gbp(class4NI)} = ${gbp(incomeTaxDue + class4NI, true)}`
    : `Income tax through the return ${gbp(incomeTaxDue, true)}`;
}

/** What the return asks for, and the cash the rents leave. */
function totalsWorking(e: Evaluation): Figure[] {
  const { result, propertyLoan } = e;
  const bill = new FigureSteps().add(
    `Income tax through the return ${gbp(result.incomeTaxDue, true)}`,
    result.incomeTaxDue,
  );
  if (result.class4NI > 0) bill.add(`Class 4 NI ${gbp(result.class4NI)}`, result.class4NI);
  if (result.studentLoanRepayment !== 0) {
    bill.add(
      `Student loan repayments through the return ${gbp(result.studentLoanRepayment)}`,
      result.studentLoanRepayment,
    );
  }
  const cash = new FigureSteps()
    .add(`Your share of the rents ${gbp(result.rents)}`, result.rents)
    .add(`Less expenses ${gbp(result.expenses)}`, -result.expenses)
    .add(`Less finance costs ${gbp(result.financeCosts)}`, -result.financeCosts)
    .add(`Less the income tax the rents add ${gbp(result.propertyTax, true)}`, -result.propertyTax);
  if (propertyLoan !== 0) {
    cash.add(`Less the student loan repayments the rents add ${gbp(propertyLoan)}`, -propertyLoan);
  }
  if (result.propertyAllowance.claimed && result.expenses > 0) {
    cash.note(
      'The expenses are still paid when the property allowance is deducted instead of them',
    );
  }
  return [
    bill.done('selfAssessmentBill', 'Self Assessment bill for the year', result.selfAssessmentBill),
    cash.done('rentalIncomeAfterTax', 'Rental income after tax', result.rentalIncomeAfterTax),
  ];
}

/** The company's corporation tax, its profit after tax, and what each way leaves you. */
function companyWorking(e: Evaluation, p: PropertyParameters): Figure[] {
  const { result, c, o } = e;
  const k = result.company;
  const ct = new FigureSteps().note(
    `Taxable profit: rents ${gbp(c.rents)} less expenses ${gbp(c.expenses)} and finance costs ${gbp(c.financeCosts)}, all deducted: ${gbp(k.profitBeforeTax)}`,
    [],
    cite(C.cta2009loanRelationships),
  );
  ct.note(
    'A company letting to people it is not connected with pays the small profits rate and marginal relief like a trading company',
    [],
    cite(C.cta2010s34),
  );
  addCorporationTaxSteps(ct, k.profitBeforeTax, p);
  const share = new FigureSteps()
    .add(`Profit ${gbp(k.profitBeforeTax)}`, k.profitBeforeTax)
    .add(`Less corporation tax ${gbp(k.corporationTax, true)}`, -k.corporationTax);
  if (c.share < 1) {
    share.add(
      `Less the other owners' ${percent(1 - c.share)}: your ${percent(c.share)} share of ${gbp(k.profitAfterTax, true)} is ${gbp(k.yourShare, true)}`,
      k.yourShare - k.profitAfterTax,
      [],
      cite(C.jointlyOwnedProperty),
    );
  }
  const dividendTax = new FigureSteps()
    .add(
      `Income tax on your ${o.label} and ${gbp(k.paidOut.dividends)} of dividends ${gbp(e.company.taxWith, true)}`,
      e.company.taxWith,
      [
        param(p, 'dividends.allowance'),
        param(p, 'dividends.ordinaryRate'),
        param(p, 'dividends.upperRate'),
        param(p, 'dividends.additionalRate'),
      ],
      cite(C.ita2007s8, C.ita2007s13A, C.taxOnDividends),
    )
    .add(
      `Less income tax on your ${o.label} alone ${gbp(e.company.taxWithout, true)}`,
      -e.company.taxWithout,
    );
  const paidOut = new FigureSteps()
    .add(`Your share paid out as dividends ${gbp(k.paidOut.dividends)}`, k.paidOut.dividends)
    .add(
      `Less the income tax they add ${gbp(k.paidOut.dividendTax, true)}`,
      -k.paidOut.dividendTax,
    );
  if (k.yourShare < 0)
    paidOut.add(`The company made a loss: your share ${gbp(k.yourShare)}`, k.yourShare);
  if (k.paidOut.studentLoanRepayment !== 0) {
    paidOut.add(
      `Less the student loan repayments they add ${gbp(k.paidOut.studentLoanRepayment)}`,
      -k.paidOut.studentLoanRepayment,
      [param(p, 'studentLoans.unearnedIncomeLimit')],
      cite(C.studentLoanRegs2009),
    );
  }
  const kept = new FigureSteps()
    .add(`Your share kept in the company ${gbp(k.yourShare)}`, k.yourShare)
    .note('No personal tax until it is taken out', [], cite(C.taxOnDividends));
  const personal = new FigureSteps().add(
    `Rental income after tax, owning it personally ${gbp(k.personal.keeps)}`,
    k.personal.keeps,
  );
  const versus = (keeps: number, label: string) =>
    new FigureSteps()
      .add(`The company, ${label}: ${gbp(keeps)}`, keeps)
      .add(`Less owning it personally ${gbp(k.personal.keeps)}`, -k.personal.keeps);
  return [
    ct.done('company.corporationTax', 'Company: corporation tax', k.corporationTax),
    share.done('company.yourShare', 'Company: your share of the profit after tax', k.yourShare),
    dividendTax.done(
      'company.paidOut.dividendTax',
      'Company: income tax on the dividends',
      k.paidOut.dividendTax,
    ),
    paidOut.done('company.paidOut.keeps', 'Company, paid out: what you keep', k.paidOut.keeps),
    kept.done('company.kept.keeps', 'Company, kept: what stays in it', k.kept.keeps),
    personal.done('company.personal.keeps', 'Personally: what you keep', k.personal.keeps),
    versus(k.paidOut.keeps, 'paid out').done(
      'company.difference.paidOut',
      'Company paid out, against personally',
      k.difference.paidOut,
    ),
    versus(k.kept.keeps, 'kept').done(
      'company.difference.kept',
      'Company kept, against personally',
      k.difference.kept,
    ),
  ];
}

/** Every figure's working, in the order a person would redo the sums. */
export function propertyWorking(
  input: PropertyInput,
  p: PropertyParameters,
): Working<PropertyFigure> {
  const e = evaluate(input, p);
  return present(
    profitWorking(e, p),
    allowanceWorking(e, p),
    incomeTaxWorking(e, p),
    ...reliefWorking(e, p),
    ...addedWorking(e),
    class4Working(e, p),
    studentLoanWorking(
      e.now.loan,
      p,
      undefined,
      'the property profits, unearned income,',
    ) as Figure,
    ...totalsWorking(e),
    paymentsOnAccountWorking(e.poa, billSummary(e), p),
    marginalWorking('marginal.keeps', 'rent', e.extra, e.result.marginal),
    ...companyWorking(e, p),
  );
}

/** How `calculateProperty(input, taxYear)` worked out each figure. */
export function explainProperty(input: PropertyInput, taxYear: TaxYear): Working<PropertyFigure> {
  return propertyWorking(input, propertyParameters(knownYear(taxYear)));
}
