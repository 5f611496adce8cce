// The working: which figures it explains for which input, and that each rule is cited where it is
// applied. (That each figure's steps add up to it is a property: properties.test.ts.)
import { describe, expect, it } from 'vitest';
import * as C from '../../../engine/parameters/citations.ts';
import type { Citation, TaxYear } from '../../../engine/types.ts';
import { calculateProperty } from './figures.ts';
import type { PropertyInput } from './types.ts';
import { explainProperty } from './working.ts';

const landlord: PropertyInput = {
  rents: 24_000,
  expenses: 3_000,
  financeCosts: 9_000,
  otherIncome: 45_000,
};

const figures = (input: PropertyInput, year: TaxYear = '2025-26') =>
  explainProperty(input, year).map(({ figure }) => figure);

const working = (input: PropertyInput, figure: string, year: TaxYear = '2025-26') => {
  const found = explainProperty(input, year).find((entry) => entry.figure === figure);
  if (!found) throw new Error(`no working for ${figure}`);
  return found;
};

const cited = (citations: readonly Citation[]) => citations.map(({ title }) => title);

describe('explainProperty', () => {
  it('explains, in order, the figures a landlord with a job sees', () => {
    expect(figures(landlord)).toEqual([
      'propertyProfit',
      'personalAllowance',
      'incomeTax',
      'financeCostRelief.reduction',
      'financeCostRelief.carriedForward',
      'propertyTax',
      'incomeTaxDue',
      'selfAssessmentBill',
      'rentalIncomeAfterTax',
      'paymentsOnAccount.instalment',
      'marginal.keeps',
      'company.corporationTax',
      'company.yourShare',
      'company.paidOut.dividendTax',
      'company.paidOut.keeps',
      'company.kept.keeps',
      'company.personal.keeps',
      'company.difference.paidOut',
      'company.difference.kept',
    ]);
  });

  it('adds Class 4 for a trade and student loans for a plan, drops what does not apply', () => {
    const list = figures({
      rents: 8_000,
      otherIncome: 30_000,
      otherIncomeKind: 'selfEmployment',
      studentLoanPlans: ['plan2'],
    });
    expect(list).toContain('class4NI');
    expect(list).toContain('studentLoanRepayment');
    // No PAYE, so the return collects all the income tax; no finance costs, no reduction.
    expect(list).not.toContain('incomeTaxDue');
    expect(list).not.toContain('financeCostRelief.reduction');
  });

  it('says the property profits are unearned income for student loans, counted above £2,000', () => {
    const loan = working(
      { rents: 20_000, expenses: 4_000, otherIncome: 30_000, studentLoanPlans: ['plan2'] },
      'studentLoanRepayment',
    );
    expect(loan.steps[0]?.text).toBe(
      'Income for repayments: pay £30,000; the property profits, unearned income, £16,000 count, being over £2,000',
    );
    expect(loan.value).toBe(1_440);
  });

  it('cites the restriction, the reduction’s three limits and the carry-forward where they apply', () => {
    const input = { rents: 20_000, expenses: 4_000, financeCosts: 20_000, otherIncome: 30_000 };
    const profit = working(input, 'propertyProfit');
    expect(profit.steps.flatMap((step) => cited(step.references))).toContain('ITTOIA 2005 s272A');
    const reduction = working(input, 'financeCostRelief.reduction');
    const texts = reduction.steps.map((step) => step.text);
    expect(texts).toContain(
      '20% of the lowest of the three, the property profits, £16,000 = £3,200.00',
    );
    const references = reduction.steps.flatMap((step) => step.references);
    expect(references).toContain(C.ittoia2005s274AA);
    expect(references).toContain(C.fhlAbolished);
    expect(reduction.steps.flatMap((step) => step.parameters.map(({ name }) => name))).toContain(
      'property.basicRate',
    );
    const carried = working(input, 'financeCostRelief.carriedForward');
    expect(carried.value).toBe(4_000);
  });

  it('says the property allowance and the reduction are one or the other', () => {
    const input = { ...landlord, propertyAllowance: true };
    const reduction = working(input, 'financeCostRelief.reduction');
    expect(reduction.value).toBe(0);
    expect(reduction.steps.flatMap((step) => step.references)).toContain(C.ittoia2005s783BL);
    const profit = working(input, 'propertyProfit');
    expect(profit.steps.map((step) => step.text)).toContain(
      calculateProperty(input, '2025-26').propertyAllowance.verdict,
    );
  });

  it('in 2027/28 names the property rates and marks the provisional figures', () => {
    const tax = working(landlord, 'incomeTax', '2027-28');
    const texts = tax.steps.map((step) => step.text);
    expect(texts).toContain('£5,270 at 22% (property profit, basic rate band) = £1,159.40');
    expect(texts).toContain('In 2027/28 property income has rates of its own, taxed above the pay');
    const uses = tax.steps.flatMap((step) => step.parameters);
    // The property rates are law (Finance Act 2026); the main rates for 2027-28 are not set yet.
    expect(uses.find(({ name }) => name === 'property.basicRate')?.provisional).toBeUndefined();
    expect(uses.find(({ name }) => name === 'incomeTax.basicRate')?.provisional).toBe(true);
  });

  it('works the company’s corporation tax and each way’s keep', () => {
    const dividendTax = working(landlord, 'company.paidOut.dividendTax');
    expect(dividendTax.value).toBe(1_919.25);
    expect(dividendTax.steps.map((step) => step.amount)).toEqual([8_405.25, -6_486]);
    const ct = working(landlord, 'company.corporationTax');
    expect(ct.steps.flatMap((step) => step.references)).toContain(C.cta2009loanRelationships);
    expect(ct.value).toBe(2_280);
  });

  it('refuses a year it does not have', () => {
    expect(() => explainProperty(landlord, '2028-29' as TaxYear)).toThrow(RangeError);
  });
});
