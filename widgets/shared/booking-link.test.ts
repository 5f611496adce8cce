import { describe, expect, it } from 'vitest';
import {
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
  it('puts the scenario in the query string before the hash', () => {
    const link = buildBookingLink('/contact#booking-widget', selfEmployed);
    const [beforeHash, hash] = link.split('#');
    expect(hash).toBe('booking-widget');
    const params = new URLSearchParams(beforeHash?.split('?')[1]);
    expect(beforeHash?.startsWith('/contact?')).toBe(true);
    expect(params.get('scenario')).toBe('self-employed');
    expect(params.get('taxYear')).toBe('2025-26');
    expect(params.get('income')).toBe('45000');
    expect(params.get('expenses')).toBe('5000');
    expect(params.get('headline')).toBe('Total tax £7,486');
  });

  it('keeps an existing query and works without a hash', () => {
    const link = buildBookingLink('https://example.co.uk/book?ref=partner', selfEmployed);
    const url = new URL(link);
    expect(url.pathname).toBe('/book');
    expect(url.searchParams.get('ref')).toBe('partner');
    expect(url.searchParams.get('scenario')).toBe('self-employed');
    expect(url.hash).toBe('');
  });
});

describe('parseBookingScenario', () => {
  it('reads back what buildBookingLink wrote', () => {
    const link = buildBookingLink('/contact#booking-widget', selfEmployed);
    const search = link.slice(link.indexOf('?'), link.indexOf('#'));
    expect(parseBookingScenario(search)).toEqual(selfEmployed);
    expect(parseBookingScenario(new URLSearchParams(search))).toEqual(selfEmployed);
  });

  it('returns null without a known scenario or a headline', () => {
    expect(parseBookingScenario('')).toBeNull();
    expect(parseBookingScenario('scenario=mortgage&headline=Total%20tax%20%C2%A31')).toBeNull();
    expect(parseBookingScenario('scenario=director')).toBeNull();
  });

  it('drops values a calculator could not have produced', () => {
    const parsed = parseBookingScenario(
      'scenario=expenses&taxYear=2025-26&monthlyRevenue=5000&categories=office,casino&additionalExpenses=abc&headline=Estimated%20savings%20%C2%A31,040',
    );
    expect(parsed).toEqual({
      scenario: 'expenses',
      inputs: { monthlyRevenue: '5000' },
      headline: 'Estimated savings £1,040',
    });
  });

  it('refuses markup in the headline', () => {
    expect(
      parseBookingScenario('scenario=payroll&headline=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'),
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
