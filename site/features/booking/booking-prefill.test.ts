import { describe, expect, it } from 'vitest';
import { bookingPrefill } from './booking-prefill.ts';
import { scenarioNotes } from './scenario-notes.ts';

describe('bookingPrefill', () => {
  it('puts a calculator scenario into the notes', () => {
    const search =
      '?scenario=director&taxYear=2025-26&salary=12570&dividends=40000&savings=0&headline=Total%20tax%20%C2%A33%2C200';
    expect(bookingPrefill(search, scenarioNotes(search))).toEqual({
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
    const search = 'email=not-an-email&name=%20%20&scenario=unknown&headline=x';
    expect(bookingPrefill(search, scenarioNotes(search))).toEqual({});
  });

  it('limits the notes length', () => {
    const notes = bookingPrefill(`notes=${'a'.repeat(2_000)}`).notes ?? '';
    expect(notes.length).toBe(500);
  });
});
