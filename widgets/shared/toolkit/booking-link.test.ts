import { describe, expect, it } from 'vitest';
import { STUDENT_LOAN_PLANS } from '../../../engine/index.ts';
import { buildBookingLink } from './booking-link.ts';
import { decodeFragment } from './share-fragment.ts';
import {
  CIRCUMSTANCE_ATTRIBUTES,
  TAX_YEAR_ATTRIBUTE,
  fieldAttribute,
} from '../runtime/shared-api.ts';
import { declareWidget, type CalculatorApi } from '../runtime/widget-api.ts';

// Calculators of this test's own, declared as the widgets declare theirs: the hand-off names none.
function calculator(id: string, attributes: CalculatorApi['attributes']): CalculatorApi {
  return declareWidget({
    tag: `acct-${id}`,
    name: id,
    description: id,
    className: 'X',
    calculator: { id, title: `${id} calculator`, route: `/${id}`, order: 1 },
    attributes,
    events: [],
    cssProperties: [],
    parts: [],
  });
}
const selfEmployedCalculatorApi = calculator('self-employed', [
  TAX_YEAR_ATTRIBUTE,
  fieldAttribute('income', 'Income', 'income', '1'),
  fieldAttribute('expenses', 'Expenses', 'expenses', '1'),
  ...CIRCUMSTANCE_ATTRIBUTES,
]);
const payrollCalculatorApi = calculator('payroll', [
  fieldAttribute('employees', 'Employees', 'employees', '1', { kind: 'count' }),
  fieldAttribute('average-salary', 'Average salary', 'salary', '1'),
  fieldAttribute('frequency', 'Frequency', 'frequency', 'weekly', {
    kind: 'choice',
    values: ['weekly', 'monthly'],
  }),
]);

const input = {
  income: 45000,
  expenses: 5000,
  scottishTaxpayer: true,
  studentLoanPlans: STUDENT_LOAN_PLANS.filter((plan) => plan === 'plan2'),
  pensionContributions: 0,
};

describe('buildBookingLink', () => {
  it('puts the scenario in the fragment after the URL’s anchor, and nothing in its query', () => {
    const link = buildBookingLink(
      '/contact?topic=calculator-help#booking-widget',
      selfEmployedCalculatorApi,
      '2025-26',
      input,
      'Total tax £7,486',
    );
    const url = new URL(link, 'https://www.example.co.uk');
    expect(url.pathname).toBe('/contact');
    expect(url.search).toBe('?topic=calculator-help');
    expect(url.hash.startsWith('#booking-widget&calc=self-employed&year=2025-26&')).toBe(true);
    expect(decodeFragment(selfEmployedCalculatorApi, url.hash)).toEqual({
      kind: 'self-employed',
      taxYear: '2025-26',
      fields: {
        income: '45000',
        expenses: '5000',
        scottishTaxpayer: 'true',
        studentLoanPlans: 'plan2',
        pensionContributions: '0',
      },
      headline: 'Total tax £7,486',
    });
  });

  it('starts a fragment when the URL has none, with no year for a calculator without one', () => {
    const link = buildBookingLink(
      'https://partner.example/book?ref=blog',
      payrollCalculatorApi,
      null,
      { employees: 3, averageSalary: 25000, frequency: 'monthly' },
      'Annual savings £1,000',
    );
    const url = new URL(link);
    expect(url.search).toBe('?ref=blog');
    expect(url.hash).toBe(
      '#calc=payroll&employees=3&averageSalary=25000&frequency=monthly&headline=Annual+savings+%C2%A31%2C000',
    );
  });
});
