import { describe, expect, it } from 'vitest';
import {
  bookingFragmentParam,
  buildBookingLink,
  describeBookingScenario,
  parseBookingScenario,
  type BookingScenario,
} from './booking-link.ts';

const selfEmployed: BookingScenario = {
  scenario: 'self-employed',
  taxYear: '2025-26',
  inputs: { income: '45000', expenses: '5000' },
  headline: 'Total tax £7,486',
};

describe('buildBookingLink', () => {
  it('puts the scenario in the fragment after the anchor, never in the query string', () => {
    const link = buildBookingLink('/contact#booking-widget', selfEmployed);
    const [beforeHash, hash = ''] = link.split('#');
    expect(beforeHash).toBe('/contact');
    expect(hash.startsWith('booking-widget&')).toBe(true);
    const params = new URLSearchParams(hash.slice('booking-widget&'.length));
    expect(params.get('calc')).toBe('self-employed');
    expect(params.get('year')).toBe('2025-26');
    expect(params.get('income')).toBe('45000');
    expect(params.get('expenses')).toBe('5000');
    expect(params.get('headline')).toBe('Total tax £7,486');
  });

  it('keeps the query (a partner reference, a topic) as it is and works without an anchor', () => {
    const link = buildBookingLink('https://example.co.uk/book?topic=payroll', selfEmployed);
    const url = new URL(link);
    expect(url.pathname).toBe('/book');
    expect(url.search).toBe('?topic=payroll');
    expect(new URLSearchParams(url.hash.slice(1)).get('calc')).toBe('self-employed');
  });

  it('keeps parameters the page put in the fragment', () => {
    const link = buildBookingLink('/contact#booking-widget&link=%2Ftax-calculator', selfEmployed);
    expect(bookingFragmentParam(link.slice(link.indexOf('#')), 'link')).toBe('/tax-calculator');
    expect(link.startsWith('/contact#booking-widget&')).toBe(true);
  });
});

describe('parseBookingScenario', () => {
  it('reads back what buildBookingLink wrote', () => {
    const link = buildBookingLink('/contact#booking-widget', selfEmployed);
    expect(parseBookingScenario(link.slice(link.indexOf('#')))).toEqual(selfEmployed);
  });

  it('returns null without a known scenario or a headline', () => {
    expect(parseBookingScenario('')).toBeNull();
    expect(parseBookingScenario('#booking-widget')).toBeNull();
    expect(parseBookingScenario('calc=mortgage&headline=Total%20tax%20%C2%A31')).toBeNull();
    expect(parseBookingScenario('calc=director')).toBeNull();
  });

  it('drops values a calculator could not have produced', () => {
    const parsed = parseBookingScenario(
      '#booking-widget&calc=expenses&year=2025-26&monthlyRevenue=5000&categories=office+casino&additionalExpenses=abc&headline=Estimated%20savings%20%C2%A31,040',
    );
    expect(parsed).toEqual({
      scenario: 'expenses',
      inputs: { monthlyRevenue: '5000' },
      headline: 'Estimated savings £1,040',
    });
  });

  it('refuses markup in the headline', () => {
    expect(
      parseBookingScenario('calc=payroll&headline=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'),
    ).toBeNull();
  });
});

describe('describeBookingScenario', () => {
  it('writes one line of booking notes', () => {
    expect(describeBookingScenario(selfEmployed)).toBe(
      'Self-employed tax calculator (2025/26): income £45,000, expenses £5,000. Total tax £7,486.',
    );
    expect(
      describeBookingScenario({
        scenario: 'payroll',
        inputs: { employees: '8', averageSalary: '28000', frequency: 'weekly' },
        headline: 'Annual savings £8,864',
      }),
    ).toBe(
      'Payroll cost calculator: employees 8, average salary £28,000, payroll frequency weekly. Annual savings £8,864.',
    );
  });
});
