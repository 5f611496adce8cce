// Self-employed income tax and National Insurance on trading profit, following the law: the
// personal allowance is tapered above £100,000 as for every taxpayer (see engine/README.md). Each
// figure comes with its working.
import { parameterUse, type TaxParameters } from '../parameters/parameters-for.ts';
import type {
  FigureWorking,
  SelfEmployedFigure,
  SelfEmployedInput,
  SelfEmployedResult,
} from '../types.ts';
import { roundTo, safeAmount } from './arithmetic.ts';
import { taperedAllowance } from './personal-allowance.ts';
import { FigureSteps, addSlices, cite, gbp, percent, slicesOnScale, taxOf } from './working.ts';

const MONTHS_PER_YEAR = 12;

export function selfEmployedTax(input: SelfEmployedInput, p: TaxParameters): SelfEmployedResult {
  const { selfEmployedNI: ni, inputLimit } = p;
  const param = (name: string) => parameterUse(p, name);
  const income = safeAmount(input.income, inputLimit);
  const expenses = safeAmount(input.expenses, inputLimit);
  const exactProfit = Math.max(0, income - expenses);

  // Profit is the taxpayer's only income here, so it is also adjusted net income for the taper.
  const allowance = taperedAllowance(exactProfit, p);
  const allowanceUsed = Math.min(allowance.amount, exactProfit);
  const taxable = exactProfit - allowanceUsed;
  const taxSlices = slicesOnScale(p.bands.nonSavings, 0, taxable);

  const niMain = Math.max(0, Math.min(exactProfit, ni.upperProfitsLimit) - ni.lowerProfitsLimit);
  const niAbove = Math.max(0, exactProfit - Math.max(ni.upperProfitsLimit, ni.lowerProfitsLimit));

  // Whole pounds: each figure is rounded once and the totals are sums of the shown figures, so
  // net + total tax = profit exactly.
  const profit = roundTo(exactProfit, 0);
  const incomeTax = roundTo(taxOf(taxSlices), 0);
  const class2NI = exactProfit > 0 ? roundTo(ni.class2, 0) : 0;
  const class4NI = roundTo(niMain * ni.mainRate + niAbove * ni.additionalRate, 0);
  const totalTax = incomeTax + class2NI + class4NI;
  const netIncome = profit - totalTax;
  const effectiveRate = profit > 0 ? roundTo((totalTax / profit) * 100, 2) : 0;
  const monthlyNet = roundTo(netIncome / MONTHS_PER_YEAR, 0);
  const pounds = 'Rounded to the nearest pound';

  const working: FigureWorking<SelfEmployedFigure>[] = [];
  const profitSteps = new FigureSteps()
    .add(`Income ${gbp(income)}`, income)
    .add(`Less allowable expenses ${gbp(expenses)}`, -expenses);
  if (income < expenses) profitSteps.add('A loss counts as no profit', expenses - income);
  working.push(profitSteps.done('profit', 'Profit', profit, pounds));
  working.push(allowance.steps.done('personalAllowance', 'Personal allowance', allowance.amount));

  const taxSteps = new FigureSteps().note(
    `Taxable profit: ${gbp(exactProfit)} less the allowance ${gbp(allowanceUsed)} = ${gbp(taxable)}`,
    [param('incomeTax.personalAllowance')],
    cite('ita2007s23'),
  );
  addSlices(taxSteps, taxSlices);
  working.push(taxSteps.done('incomeTax', 'Income tax', incomeTax, pounds));

  working.push(
    new FigureSteps()
      .add(`Class 2 contributions ${gbp(class2NI)}`, class2NI, [param('selfEmployedNI.class2')])
      .done('class2NI', 'Class 2 NI', class2NI, pounds),
  );

  const niSteps = new FigureSteps();
  const lower = param('selfEmployedNI.lowerProfitsLimit');
  const upper = param('selfEmployedNI.upperProfitsLimit');
  if (niMain + niAbove === 0) {
    niSteps.note(`Profit ${gbp(exactProfit)} is not above ${gbp(ni.lowerProfitsLimit)}`, [lower]);
  }
  if (niMain > 0) {
    niSteps.add(
      `${gbp(niMain)} of profit between ${gbp(ni.lowerProfitsLimit)} and ${gbp(ni.upperProfitsLimit)} at ${percent(ni.mainRate)} = ${gbp(niMain * ni.mainRate, true)}`,
      niMain * ni.mainRate,
      [lower, upper, param('selfEmployedNI.mainRate')],
    );
  }
  if (niAbove > 0) {
    niSteps.add(
      `${gbp(niAbove)} of profit above ${gbp(ni.upperProfitsLimit)} at ${percent(ni.additionalRate)} = ${gbp(niAbove * ni.additionalRate, true)}`,
      niAbove * ni.additionalRate,
      [upper, param('selfEmployedNI.additionalRate')],
    );
  }
  working.push(niSteps.done('class4NI', 'Class 4 NI', class4NI, pounds));

  working.push(
    new FigureSteps()
      .add(`Income tax ${gbp(incomeTax)}`, incomeTax)
      .add(`Class 2 NI ${gbp(class2NI)}`, class2NI)
      .add(`Class 4 NI ${gbp(class4NI)}`, class4NI)
      .done('totalTax', 'Total tax', totalTax),
  );
  working.push(
    new FigureSteps()
      .add(`Profit ${gbp(profit)}`, profit)
      .add(`Less total tax ${gbp(totalTax)}`, -totalTax)
      .done('netIncome', 'Net income', netIncome),
  );
  working.push(
    new FigureSteps()
      .add(`${gbp(netIncome)} ÷ ${MONTHS_PER_YEAR}`, netIncome / MONTHS_PER_YEAR)
      .done('monthlyNet', 'Monthly net', monthlyNet, pounds),
  );
  working.push(
    new FigureSteps()
      .add(
        profit > 0
          ? `${gbp(totalTax)} ÷ ${gbp(profit)} × 100 = ${effectiveRate}%, to 2 decimals`
          : 'No profit, so no rate',
        effectiveRate,
      )
      .done('effectiveRate', 'Effective tax rate', effectiveRate),
  );

  return {
    profit,
    personalAllowance: allowance.amount,
    incomeTax,
    class2NI,
    class4NI,
    totalTax,
    netIncome,
    effectiveRate,
    monthlyNet,
    working,
  };
}
