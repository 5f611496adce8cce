import { describe, expect, it } from 'vitest';
import { bookingPrefill } from './booking-prefill.ts';
import { scenarioNotes } from './scenario-notes.ts';

describe('bookingPrefill', () => {
  it('puts a calculator scenario into the notes', () => {
    const hash =
      '#booking-widget&calc=director&year=2025-26&salary=12570&dividends=40000&savings=0&headline=Total%20tax%20%C2%A33%2C200';
    expect(bookingPrefill('', scenarioNotes(hash))).toEqual({
      notes:
        'Director tax calculator (2025/26): salary £12,570, dividends £40,000, savings income £0. Total tax £3,200.',
    });
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

  it('adds the calculator page’s share link, rebuilt from what decodes for that calculator', () => {
    const hash =
      '#booking-widget&link=%2Fdirectors-tax-calculator&calc=director&year=2025-26&salary=12570&dividends=40000&evil=<b>&headline=Total%20tax%20%C2%A33%2C200';
    expect(scenarioNotes(hash)).toBe(
      'Director tax calculator (2025/26): salary £12,570, dividends £40,000. Total tax £3,200. Same figures: https://www.example.co.uk/directors-tax-calculator#calc=director&year=2025-26&salary=12570&dividends=40000',
    );
    // Own notes give way so the link is never cut.
    const notes = bookingPrefill(`notes=${'a'.repeat(600)}`, scenarioNotes(hash)).notes;
    expect(notes?.length).toBe(500);
    expect(notes?.endsWith('dividends=40000')).toBe(true);
  });

  it('leaves out a link that leads off the site or is for another calculator', () => {
    const base = '#booking-widget&calc=director&salary=1&headline=Total%20tax%20%C2%A30&link=';
    for (const link of [
      'https://evil.example/x#calc=director&salary=1',
      '//evil.example#calc=director&salary=1',
      '/payroll?x=1',
      'directors-tax-calculator',
    ]) {
      expect(scenarioNotes(base + encodeURIComponent(link))).not.toContain('Same figures');
    }
  });

  it('names the topic the button carried, before the scenario', () => {
    const search =
      '?topic=tax-review&scenario=director&taxYear=2025-26&salary=12570&dividends=40000&savings=0&headline=Total%20tax%20%C2%A33%2C200';
    expect(bookingPrefill(search, scenarioNotes(search)).notes).toBe(
      'About: a free tax review\nDirector tax calculator (2025/26): salary £12,570, dividends £40,000, savings income £0. Total tax £3,200.',
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
