// The one tax code reader: every kind of code a payslip shows, and the codes that do not exist.
import { describe, expect, it } from 'vitest';
import { parseTaxCode, TAX_CODE_HINT } from './tax-code.ts';

describe('parseTaxCode', () => {
  it.each([
    // [typed, written, kind, region, number, cumulative, flat]
    ['1257L', '1257L', 'allowance', 'england', 1257, true, null],
    [' s1257l ', 'S1257L', 'allowance', 'scotland', 1257, true, null],
    ['C1257L', 'C1257L', 'allowance', 'wales', 1257, true, null],
    ['1383M', '1383M', 'allowance', 'england', 1383, true, null],
    ['1131N', '1131N', 'allowance', 'england', 1131, true, null],
    ['1057T', '1057T', 'allowance', 'england', 1057, true, null],
    ['0T', '0T', 'allowance', 'england', 0, true, null],
    ['K475', 'K475', 'k', 'england', 475, true, null],
    ['SK475', 'SK475', 'k', 'scotland', 475, true, null],
    ['BR', 'BR', 'flat', 'england', 0, true, 'BR'],
    ['D0', 'D0', 'flat', 'england', 0, true, 'D0'],
    ['D1', 'D1', 'flat', 'england', 0, true, 'D1'],
    ['SD3', 'SD3', 'flat', 'scotland', 0, true, 'D3'],
    ['CD1', 'CD1', 'flat', 'wales', 0, true, 'D1'],
    ['NT', 'NT', 'none', 'england', 0, true, null],
    ['1257L W1', '1257L W1', 'allowance', 'england', 1257, false, null],
    ['1257L/M1', '1257L M1', 'allowance', 'england', 1257, false, null],
    ['1257LX', '1257L X', 'allowance', 'england', 1257, false, null],
    ['BR M1', 'BR M1', 'flat', 'england', 0, false, 'BR'],
  ] as const)('%s', (typed, written, kind, region, number, cumulative, flat) => {
    const reading = parseTaxCode(typed);
    expect(reading.ok).toBe(true);
    if (!reading.ok) return;
    expect(reading.code).toMatchObject({ code: written, kind, region, number, cumulative, flat });
    expect(reading.code.meaning.startsWith(`${written}:`)).toBe(true);
  });

  it('says what a code means in plain words', () => {
    const meaning = (text: string) =>
      (parseTaxCode(text) as { code: { meaning: string } }).code.meaning;
    expect(meaning('1257L')).toContain('about £12,570 of pay a year free of tax');
    expect(meaning('K475')).toContain('£4,759 a year is added to your pay');
    expect(meaning('K475')).toContain('no payday’s tax is more than half');
    expect(meaning('BR')).toContain('taxed at the basic rate');
    expect(meaning('SD0')).toContain('Scottish intermediate rate');
    expect(meaning('1257L M1')).toContain('emergency basis');
    expect(meaning('NT')).toContain('no tax is taken');
  });

  it.each([
    ['', TAX_CODE_HINT],
    ['1257', 'the number is followed by a letter'],
    ['1257P', 'P, V and Y letters'],
    ['1257Q', 'L, M, N or T'],
    ['0L', 'written 0T'],
    ['K0', 'starts from 1'],
    ['K475L', 'no letter after its number'],
    ['D2', 'D0 (higher rate) and D1'],
    ['SD4', 'SD0 to SD3'],
    ['X1257L', 'only S (Scotland) or C (Wales)'],
    ['12345678L', 'at most six digits'],
    ['XX', 'is not a tax code'],
    ['12£57L', 'only letters and numbers'],
    ['01257L', 'does not start with 0'],
  ])('refuses %j', (typed, reason) => {
    const reading = parseTaxCode(typed);
    expect(reading.ok).toBe(false);
    if (!reading.ok) expect(reading.reason).toContain(reason);
  });

  it('refuses what is not text, without throwing', () => {
    for (const raw of [undefined, null, 1257, {}, []]) expect(parseTaxCode(raw).ok).toBe(false);
  });
});
