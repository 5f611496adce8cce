import { describe, expect, it } from 'vitest';
import { bookingPrefill } from './booking-prefill.ts';
import { scenarioNotes } from './scenario-notes.ts';

// A booking link's fragment: the page's anchor, then the scenario.
const DIRECTOR =
  '#booking-widget&calc=director&year=2025-26&salary=12570&dividends=40000&savings=0&headline=Total%20tax%20%C2%A33%2C200';

describe('bookingPrefill', () => {
  it('puts a calculator scenario from the fragment into the notes', () => {
    expect(bookingPrefill('', scenarioNotes(DIRECTOR))).toEqual({
      notes:
        'Company director tax calculator (2025/26): Salary: £12,570; Dividends: £40,000; Savings interest: £0. Total tax £3,200.',
    });
  });

  it('carries the circumstances into the notes', () => {
    const hash =
      '#calc=self-employed&year=2026-27&income=60000&scottishTaxpayer=true&studentLoanPlans=plan2+postgraduate&pensionContributions=4000&headline=Total%20tax%20%C2%A315%2C000';
    expect(scenarioNotes(hash)).toBe(
      'Self-employed tax calculator (2026/27): Income: £60,000; Scottish taxpayer: yes; Student loan plans: plan2, postgraduate; Pension contributions: £4,000. Total tax £15,000.',
    );
  });

  it('keeps name, a valid email and the visitor’s own notes', () => {
    const prefill = bookingPrefill(
      'name=Ada%20Lovelace&email=ada@example.co.uk&notes=VAT%20question',
    );
    expect(prefill).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.co.uk',
      notes: 'VAT question',
    });
  });

  it('drops an invalid email, blank values and a scenario that is not ours', () => {
    const search = 'email=not-an-email&name=%20%20';
    expect(bookingPrefill(search, scenarioNotes('#calc=unknown&headline=x'))).toEqual({});
  });

  it('adds the link to the calculator page it came from, with the same figures', () => {
    const hash = `${DIRECTOR}&link=%2Fdirectors-tax-calculator&evil=%3Cb%3E`;
    expect(scenarioNotes(hash)).toBe(
      'Company director tax calculator (2025/26): Salary: £12,570; Dividends: £40,000; Savings interest: £0. Total tax £3,200. Same figures: https://www.example.co.uk/directors-tax-calculator#calc=director&year=2025-26&salary=12570&dividends=40000&savings=0',
    );
    // Own notes give way so the link is never cut.
    const notes = bookingPrefill(`notes=${'a'.repeat(600)}`, scenarioNotes(hash)).notes;
    expect(notes?.length).toBe(500);
    expect(notes?.endsWith('savings=0')).toBe(true);
  });

  it('leaves fields at nothing out of a long scenario’s line, never out of its link', () => {
    const fields =
      'calc=director&year=2026-27&salary=73519&dividends=18467&savings=0&statePension=0&scottishTaxpayer=true&pensionContributions=0&unusedAnnualAllowance=0&childBenefitChildren=0';
    const hash = `#booking-widget&link=%2Fdirectors-tax-calculator&${fields}&headline=Total+income+%C2%A391%2C986.00`;
    const notes = scenarioNotes(hash)!;
    expect(notes).toMatch(
      /^Company director tax calculator \(2026\/27\): Salary: £73,519; Dividends: £18,467; Scottish taxpayer: yes\. Total income £91,986\.00\. Same figures: /,
    );
    expect(notes).not.toContain('£0');
    for (const field of fields.split('&')) expect(notes).toContain(field);
    // With the topic line before it, the whole link stays within the notes' limit.
    const prefilled = bookingPrefill('?topic=calculator-help', notes).notes!;
    expect(prefilled.endsWith(notes)).toBe(true);
  });

  it('leaves out a link that leads off the site', () => {
    for (const link of [
      'https://evil.example/x',
      '//evil.example',
      '/a/../../evil',
      'javascript:alert(1)',
    ]) {
      expect(scenarioNotes(`${DIRECTOR}&link=${encodeURIComponent(link)}`)).toBe(
        'Company director tax calculator (2025/26): Salary: £12,570; Dividends: £40,000; Savings interest: £0. Total tax £3,200.',
      );
    }
  });

  it('names the topic the button carried, before the scenario', () => {
    expect(bookingPrefill('?topic=tax-review', scenarioNotes(DIRECTOR)).notes).toBe(
      'About: a free tax review\nCompany director tax calculator (2025/26): Salary: £12,570; Dividends: £40,000; Savings interest: £0. Total tax £3,200.',
    );
    expect(bookingPrefill('notes=Hello&topic=payroll-trial').notes).toBe(
      'Hello\nAbout: a free payroll trial',
    );
  });

  it('falls back to the page’s topic, and ignores a topic that is not ours', () => {
    expect(bookingPrefill('', undefined, 'company-accounts').notes).toBe(
      'About: company accounts and corporation tax',
    );
    expect(bookingPrefill('topic=tax-review', undefined, 'company-accounts').notes).toBe(
      'About: a free tax review',
    );
    expect(bookingPrefill('topic=%3Cscript%3E')).toEqual({});
    expect(bookingPrefill('topic=constructor')).toEqual({});
  });

  it('limits the notes length', () => {
    const notes = bookingPrefill(`notes=${'a'.repeat(2_000)}`).notes ?? '';
    expect(notes.length).toBe(500);
  });
});

describe('booking notes of an instant quote', () => {
  it('carry the quote, its totals and the link that opens it again', () => {
    const hash = '#booking-widget&quote=landlord&properties=3-4&gains=shares';
    expect(bookingPrefill('?topic=fixed-quote', scenarioNotes(hash)).notes).toBe(
      'About: a fixed-fee quote\nInstant quote for a landlord, 3–4 properties, capital gains: shares, funds or crypto: £600 a year including VAT, or £50 a month. Landlord’s tax return, 3–4 properties £450; Capital gains on shares, funds or crypto £150. Same quote: https://www.example.co.uk/quote#quote=landlord&properties=3-4&gains=shares',
    );
  });

  it('fit whole in the notes for the longest quote, the link never cut', () => {
    const longest =
      '#booking-widget&quote=sole-trader&turnover=250k-1m&properties=20-plus&employees=1000&vat=true&books=true&gains=both&abroad=true&express=true';
    const notes = bookingPrefill('?topic=fixed-quote', scenarioNotes(longest)).notes ?? '';
    expect(notes.length).toBeLessThanOrEqual(500);
    expect(notes).toContain('Same quote: https://www.example.co.uk/quote#quote=sole-trader');
    expect(notes.endsWith('express=true')).toBe(true);
  });
});
