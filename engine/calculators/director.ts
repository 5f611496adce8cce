// A company director's tax on salary, dividends and savings, following HMRC's method where SPEC
// section 9 is silent or ambiguous (see engine/README.md, "Director calculator").
import type { TaxParameters } from '../parameters/parameters-for.ts';
import type { DirectorInput, DirectorResult } from '../types.ts';
import { roundTo, roundUpTo, safeAmount, slice } from './arithmetic.ts';

interface BandRates {
  basic: number;
  higher: number;
  additional: number;
}

/**
 * Tax on `amount` of taxable income stacked on top of `start` pounds already in the bands.
 * Bands are measured on taxable income (after the personal allowance): basic up to the basic rate band,
 * higher up to the higher rate limit, additional above (ITA 2007 s10).
 */
function taxInBands(
  amount: number,
  start: number,
  rates: BandRates,
  basicRateBand: number,
  higherRateLimit: number,
): number {
  const end = start + amount;
  const within = (lower: number, upper: number): number =>
    Math.max(0, Math.min(end, upper) - Math.max(start, lower));
  return (
    within(0, basicRateBand) * rates.basic +
    within(basicRateBand, higherRateLimit) * rates.higher +
    within(higherRateLimit, Infinity) * rates.additional
  );
}

export function directorTax(input: DirectorInput, parameters: TaxParameters): DirectorResult {
  const { incomeTax: it, dividends: div, savings: sav, employeeNI: ni, inputLimit } = parameters;
  const salary = safeAmount(input.salary, inputLimit);
  const dividends = safeAmount(input.dividends, inputLimit);
  const savings = safeAmount(input.savings, inputLimit);
  const totalIncome = salary + dividends + savings;

  // ITA 2007 s35(2)-(3): the allowance falls by one-half of adjusted net income above the limit, and
  // what remains is rounded up to a whole pound; never below 0.
  const taper =
    Math.max(0, totalIncome - it.personalAllowanceIncomeLimit) * it.personalAllowanceTaperRate;
  const personalAllowance = Math.max(
    0,
    roundUpTo(it.personalAllowance - taper, it.personalAllowanceRoundingStep),
  );

  // HMRC sets the allowance against non-savings income first, then savings, then dividends.
  let unusedAllowance = personalAllowance;
  const takeAllowance = (income: number): number => {
    const used = Math.min(income, unusedAllowance);
    unusedAllowance -= used;
    return income - used;
  };
  const taxableSalary = takeAllowance(salary);
  const taxableSavings = takeAllowance(savings);
  const taxableDividends = takeAllowance(dividends);
  const taxableIncome = taxableSalary + taxableSavings + taxableDividends;

  const incomeRates = { basic: it.basicRate, higher: it.higherRate, additional: it.additionalRate };
  const dividendRates = {
    basic: div.ordinaryRate,
    higher: div.upperRate,
    additional: div.additionalRate,
  };
  const bands = (amount: number, start: number, rates: BandRates): number =>
    taxInBands(amount, start, rates, it.basicRateBand, it.higherRateLimit);

  // Income is stacked salary, then savings, then dividends (ITA 2007 s16).
  let position = 0;
  const exactSalaryTax = bands(taxableSalary, position, incomeRates);
  position += taxableSalary;

  // The savings allowance depends on the highest band the taxpayer's taxable income reaches (ITA s12B).
  const savingsAllowance =
    taxableIncome > it.higherRateLimit
      ? sav.allowanceAdditional
      : taxableIncome > it.basicRateBand
        ? sav.allowanceHigher
        : sav.allowanceBasic;
  // The starting rate band shrinks by every pound of taxable non-savings income (ITA 2007 s12).
  const startingBandUsed = Math.min(
    taxableSavings,
    Math.max(0, sav.startingRateBand - taxableSalary),
  );
  position += startingBandUsed;
  // Nil-rate bands are taxed at 0% but still fill the band they sit in (ITA 2007 s12A, s13A).
  const savingsAllowanceUsed = Math.min(taxableSavings - startingBandUsed, savingsAllowance);
  position += savingsAllowanceUsed;
  const savingsAtRates = taxableSavings - startingBandUsed - savingsAllowanceUsed;
  const exactSavingsTax =
    startingBandUsed * sav.startingRate + bands(savingsAtRates, position, incomeRates);
  position += savingsAtRates;

  const dividendAllowanceUsed = Math.min(taxableDividends, div.allowance);
  position += dividendAllowanceUsed;
  const dividendsAtRates = taxableDividends - dividendAllowanceUsed;
  const exactDividendTax = bands(dividendsAtRates, position, dividendRates);

  const exactEmployeeNI =
    slice(salary, ni.primaryThreshold, ni.upperEarningsLimit) * ni.mainRate +
    slice(salary, ni.upperEarningsLimit, Infinity) * ni.additionalRate;

  // Money to 2 decimals: totals are sums of the shown figures so they add up on screen.
  const salaryTax = roundTo(exactSalaryTax, 2);
  const dividendTax = roundTo(exactDividendTax, 2);
  const savingsTax = roundTo(exactSavingsTax, 2);
  const employeeNI = roundTo(exactEmployeeNI, 2);
  const shownIncome = roundTo(totalIncome, 2);
  const totalTax = roundTo(salaryTax + dividendTax + savingsTax + employeeNI, 2);
  return {
    totalIncome: shownIncome,
    salaryTax,
    dividendTax,
    savingsTax,
    employeeNI,
    totalTax,
    netIncome: roundTo(shownIncome - totalTax, 2),
    effectiveRate: shownIncome > 0 ? roundTo((totalTax / shownIncome) * 100, 2) : 0,
    breakdown: {
      personalAllowance: roundTo(personalAllowance, 2),
      dividendAllowance: roundTo(div.allowance, 2),
      savingsAllowance: roundTo(savingsAllowance, 2),
      taxableIncome: roundTo(taxableIncome, 2),
    },
  };
}
