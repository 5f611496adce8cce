// "Personally or through a company?": the same portfolio held by a company its owners own in the
// same shares. A company deducts every expense and all its finance costs (the income tax restriction
// does not reach it: CTA 2009 Part 5), pays corporation tax as the planner works it out (CTA 2010
// s18A, s18B; a company letting to people it is not connected with is not a close investment-holding
// company, CTA 2010 s34), and what is left is paid out as dividends, taxed with the owner's other
// income, or kept in the company. Beside it: what owning the portfolio personally leaves.
import * as C from '../../../engine/parameters/citations.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import { studentLoanOf } from '../../../engine/rules/circumstances.ts';
import { corporationTaxOn } from '../../planner/engine/company.ts';
import type { StudentLoanPlan } from '../../../engine/types.ts';
import { taxWithDividends, type PropertyParameters } from './tax.ts';
import type { LandlordCompanyComparison, LeftOut } from './types.ts';

export interface CompanyInput {
  /** The whole portfolio's rents, expenses and finance costs. */
  rents: number;
  expenses: number;
  financeCosts: number;
  /** The owner's share of the company, as of the property: a fraction. */
  share: number;
  /** The owner's other income (a job's pay or a trade's profit), the dividends stacked above it. */
  otherIncome: number;
  earnedLabel: string;
  /** Student loan repayments PAYE takes from the pay, the same either way. */
  collected: { amount: number; from: string } | undefined;
  scottish: boolean;
  plans: readonly StudentLoanPlan[];
  /** What owning the portfolio personally leaves the owner: the calculator's rental income after tax. */
  personalKeeps: number;
}

/** What the company figures leave out, each with where to read more. */
export const LEFT_OUT: readonly LeftOut[] = [
  {
    topic: 'stampDutyLandTax',
    text: 'Moving properties you own into a company is a purchase by the company at market value: it pays Stamp Duty Land Tax at the higher rates for additional dwellings on each one (Land and Buildings Transaction Tax in Scotland, Land Transaction Tax in Wales)',
    references: [C.sdltResidentialRates],
  },
  {
    topic: 'capitalGainsTax',
    text: 'You would be selling the properties to your own company, a connected person, so any gain since you bought them is taxed as if sold at market value; incorporation relief applies only where the letting is a business, not an investment',
    references: [C.tcga1992s18, C.tcga1992s162],
  },
  {
    topic: 'mortgageRates',
    text: 'Lenders charge companies their own buy-to-let rates and fees, often higher, and a mortgage usually cannot move with the property: the finance costs here are your current ones',
    references: [],
  },
  {
    topic: 'extraction',
    text: 'Profit kept in the company is taxed when it is taken out later, as dividends or when the company is wound up; the figures kept in the company are before that tax',
    references: [C.taxOnDividends],
  },
  {
    topic: 'envelopedDwellings',
    text: 'A company owning a dwelling worth more than £500,000 files an Annual Tax on Enveloped Dwellings return each year, even when lettings relief removes the charge',
    references: [C.atedBasics],
  },
  {
    topic: 'runningCosts',
    text: 'A company files accounts and a corporation tax return each year, and its accountancy costs more than a landlord’s tax return',
    references: [C.companyAccountsAndTax],
  },
];

/**
 * The company's figures and the owner's side by side. Corporation tax and the dividend tax to the
 * penny; the owner's share of the profit after tax paid out whole as dividends, or kept.
 */
export function companyOf(input: CompanyInput, p: PropertyParameters) {
  const { otherIncome, scottish, plans, share } = input;
  const profitBeforeTax = roundTo(input.rents - input.expenses - input.financeCosts, 2);
  const corporationTax = roundTo(corporationTaxOn(Math.max(0, profitBeforeTax), p), 2);
  const profitAfterTax = roundTo(profitBeforeTax - corporationTax, 2);
  const yourShare = roundTo(profitAfterTax * share, 2);
  const dividends = Math.max(0, yourShare);
  // The income tax on the other income with the dividends and without them, to the penny.
  const taxWith = roundTo(taxWithDividends(otherIncome, dividends, scottish, p), 2);
  const taxWithout = roundTo(taxWithDividends(otherIncome, 0, scottish, p), 2);
  const dividendTax = roundTo(taxWith - taxWithout, 2);
  const loan = (unearned: number) =>
    studentLoanOf(plans, otherIncome, input.earnedLabel, unearned, p, input.collected).amount;
  const studentLoanRepayment = loan(dividends) - loan(0);
  const paidOutKeeps = roundTo(yourShare - dividendTax - studentLoanRepayment, 2);
  const personalKeeps = input.personalKeeps;
  const comparison: LandlordCompanyComparison = {
    profitBeforeTax,
    corporationTax,
    profitAfterTax,
    yourShare,
    paidOut: { dividends, dividendTax, studentLoanRepayment, keeps: paidOutKeeps },
    kept: { keeps: yourShare },
    personal: { keeps: personalKeeps },
    difference: {
      paidOut: roundTo(paidOutKeeps - personalKeeps, 2),
      kept: roundTo(yourShare - personalKeeps, 2),
    },
    leftOut: LEFT_OUT,
  };
  return { comparison, taxWith, taxWithout };
}
