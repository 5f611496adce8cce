// The landlord calculator's parameter groups, and the income tax rules it adds to the core: property
// income as a kind of its own, stacked above the other non-savings income on its own scale, with the
// personal allowance set against the two in the order the year's law sets; and the tax a company's
// dividends add to the same other income.
import { corporationTax } from '../../../engine/parameters/company.ts';
import {
  dividendRates,
  dividends as dividendsGroup,
  incomeTax as incomeTaxGroup,
  mainRates,
  savings,
  savingsRates,
  scottishIncomeTax,
  scottishNonSavingsRates,
  type scales as rateScales,
} from '../../../engine/parameters/income-tax.ts';
import { selfEmployedNI } from '../../../engine/parameters/national-insurance.ts';
import {
  resolverFor,
  type ParametersOf,
  type Resolver,
  type Scale,
} from '../../../engine/parameters/parameters-for.ts';
import { calculator } from '../../../engine/parameters/practice.ts';
import { property, propertyRates } from '../../../engine/parameters/property.ts';
import { paymentsOnAccount, studentLoans } from '../../../engine/parameters/self-assessment.ts';
import { bestSplit, savingsAllowanceFor } from '../../../engine/rules/allowance-placement.ts';
import { nonSavingsScaleFor, scalesFor } from '../../../engine/rules/circumstances.ts';
import { taperedAllowance } from '../../../engine/rules/personal-allowance.ts';
import { slicesOnScale, taxOf, type Slice } from '../../../engine/rules/working.ts';

/**
 * The groups the landlord calculator reads: income tax with the savings and dividend groups the
 * allowance's placement weighs (the company's dividends), Scottish rates, student loans, payments on
 * account, Class 4 on a trade's profit, corporation tax for the company, and property income's own.
 */
export type PropertyGroup =
  | 'incomeTax'
  | 'dividends'
  | 'savings'
  | 'scottishIncomeTax'
  | 'studentLoans'
  | 'paymentsOnAccount'
  | 'selfEmployedNI'
  | 'corporationTax'
  | 'property'
  | 'calculator';

export type PropertyScale = keyof typeof rateScales | 'property';

export type PropertyParameters = ParametersOf<PropertyGroup, PropertyScale>;

/** The landlord calculator's groups and scales for a tax year. */
export const propertyParameters: Resolver<PropertyParameters> = /* @__PURE__ */ resolverFor(
  {
    incomeTax: incomeTaxGroup,
    dividends: dividendsGroup,
    savings,
    scottishIncomeTax,
    studentLoans,
    paymentsOnAccount,
    selfEmployedNI,
    corporationTax,
    property,
    calculator,
  },
  // The scales themselves, not read from `scales`: a property read would keep every scale in the
  // bundles of calculators that do not resolve this one.
  {
    nonSavings: mainRates,
    scottishNonSavings: scottishNonSavingsRates,
    savings: savingsRates,
    dividends: dividendRates,
    property: propertyRates,
  },
);

/** Income tax on other income and property income stacked above it, before any tax reduction. */
export interface StackedTax {
  /** Other income + property profit: net income, and adjusted net income (no reliefs here). */
  income: number;
  /** The personal allowance after its taper. */
  allowance: number;
  /** What of it the income uses. */
  allowanceUsed: number;
  /** The allowance set against each kind. */
  toOther: number;
  toProperty: number;
  /** Each kind less its allowance: other income from 0, property income above it. */
  taxableOther: number;
  taxableProperty: number;
  otherScale: Scale;
  propertyScale: Scale;
  otherSlices: Slice[];
  propertySlices: Slice[];
  /** Step 5 of ITA 2007 s23: the tax on both, unrounded. */
  tax: number;
}

/**
 * The scale of property income: its own rates (the main rates until 2026-27, the property rates
 * from 2027-28); a Scottish taxpayer's, the Scottish rates, as on their other income.
 */
export function propertyScaleFor(p: PropertyParameters, scottish: boolean): Scale {
  return scottish ? p.bands.scottishNonSavings : p.bands.property;
}

function taxWith(
  taxableOther: number,
  taxable: number,
  otherScale: Scale,
  propertyScale: Scale,
): number {
  return (
    taxOf(slicesOnScale(otherScale, 0, taxableOther)) +
    taxOf(slicesOnScale(propertyScale, taxableOther, taxable))
  );
}

/**
 * Income tax on `other` non-savings income (a job's pay, a trade's profit) and `property` income
 * stacked above it (ITA 2007 s16; from 2027-28 the order Finance Act 2026 sets). The allowance goes
 * against the other income first where the year's law says so (Finance Act 2026 s6); otherwise where
 * it leaves the least tax (ITA 2007 s25(2)). The tax is straight between the band thresholds as the
 * split moves, so the least tax is at an end of the range or at a threshold: those are weighed, the
 * allowance against the other income first weighed first and kept on a tie.
 */
export function stackedTax(
  other: number,
  propertyIncome: number,
  scottish: boolean,
  p: PropertyParameters,
): StackedTax {
  const income = other + propertyIncome;
  const allowance = taperedAllowance(income, p).amount;
  const allowanceUsed = Math.min(allowance, income);
  const taxable = income - allowanceUsed;
  const otherScale = nonSavingsScaleFor(p, scottish, 0);
  const propertyScale = propertyScaleFor(p, scottish);
  // Taxable other income u: the allowance against the other income first gives the least u.
  const least = other - Math.min(other, allowanceUsed);
  const most = other - Math.max(0, allowanceUsed - propertyIncome);
  let taxableOther = least;
  if (p.incomeTax.allowanceAgainstOtherIncomeFirst !== 1 && most > least) {
    let best = taxWith(least, taxable, otherScale, propertyScale);
    const candidates = [most];
    for (const band of otherScale) candidates.push(band.from);
    for (const band of propertyScale) candidates.push(band.from);
    for (const u of candidates) {
      if (u <= least || u > most) continue;
      const tax = taxWith(u, taxable, otherScale, propertyScale);
      if (tax < best - 1e-9) {
        best = tax;
        taxableOther = u;
      }
    }
  }
  const otherSlices = slicesOnScale(otherScale, 0, taxableOther);
  const propertySlices = slicesOnScale(propertyScale, taxableOther, taxable);
  return {
    income,
    allowance,
    allowanceUsed,
    toOther: other - taxableOther,
    toProperty: allowanceUsed - (other - taxableOther),
    taxableOther,
    taxableProperty: taxable - taxableOther,
    otherScale,
    propertyScale,
    otherSlices,
    propertySlices,
    tax: taxOf(otherSlices) + taxOf(propertySlices),
  };
}

/**
 * Income tax, unrounded, on `other` non-savings income and `dividends` stacked above it, the
 * allowance placed as the core places it (the director calculator's rule): what a company's
 * dividends would be taxed with.
 */
export function taxWithDividends(
  other: number,
  dividends: number,
  scottish: boolean,
  p: PropertyParameters,
): number {
  const income = other + dividends;
  const allowanceUsed = Math.min(taperedAllowance(income, p).amount, income);
  const scales = scalesFor(p, scottish, 0);
  const psa = savingsAllowanceFor(income - allowanceUsed, scales, p);
  const { taxes } = bestSplit(
    { salary: other, savings: 0, dividends },
    allowanceUsed,
    psa,
    scales,
    p,
  );
  return taxes.salary + taxes.dividends;
}
