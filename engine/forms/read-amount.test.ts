import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readAmount } from './read-amount.ts';

const ARABIC_INDIC = (digits: string) =>
  digits.replace(/[0-9]/g, (d) => String.fromCharCode(0x0660 + Number(d)));
const FULL_WIDTH = (digits: string) =>
  digits.replace(/[0-9]/g, (d) => String.fromCharCode(0xff10 + Number(d)));

describe('readAmount: amounts as people type them', () => {
  it.each([
    // The forms the issue lists.
    ['48000', 48_000],
    ['48,000', 48_000],
    ['48 000', 48_000],
    ['£48,000.50', 48_000.5],
    ['48k', 48_000],
    ['48K', 48_000],
    ['48.5k', 48_500],
    ['1.2m', 1_200_000],
    ['1.2M', 1_200_000],
    ['50k', 50_000],
    ['£48k', 48_000],
    ['48 k', 48_000],
    // Non-breaking, thin, narrow and figure spaces as thousands separators.
    ['48\u00a0000', 48_000],
    ['48\u2009000', 48_000],
    ['48\u202f000', 48_000],
    ['1\u2007000\u2007000', 1_000_000],
    [' £ 1,234.56 ', 1_234.56],
    ["1'000", 1_000],
    ['1,000,000', 1_000_000],
    ['48000.', 48_000],
    ['.5', 0.5],
    ['0', 0],
    ['+42', 42],
    // Exactly, with no binary rounding: 1.001 × 1000 is 1000.9999999999999 in floating point.
    ['1.001k', 1_001],
    ['48.12345k', 48_123.45],
    ['0.0001m', 100],
    // Other scripts' digits are converted: each digit has one value.
    [FULL_WIDTH('48000'), 48_000],
    [`\uffe1${FULL_WIDTH('48')}\uff0c${FULL_WIDTH('000')}`, 48_000],
    [`${FULL_WIDTH('48')}\uff4b`, 48_000],
    [ARABIC_INDIC('48000'), 48_000],
    // Arabic thousands and decimal separators.
    [`${ARABIC_INDIC('48')}\u066c${ARABIC_INDIC('000')}\u066b${ARABIC_INDIC('5')}`, 48_000.5],
    ['\u06f4\u06f8\u06f0\u06f0\u06f0', 48_000],
    ['\u096a\u096e\u0966\u0966\u0966', 48_000],
    // European forms where no British reading exists.
    ['1.000,50', 1_000.5],
    ['1.000.000', 1_000_000],
    ['1.000.000,5', 1_000_000.5],
    ['1 000,50', 1_000.5],
    // Minus signs: the field then says it must be positive.
    ['-500', -500],
    ['\u2212500', -500],
    ['-£500', -500],
    ['£-500', -500],
    ['(100)', -100],
    ['(£1,000)', -1_000],
    // Too large for a double, but clearly a number: the field calls it too large.
    ['9'.repeat(400), Number.MAX_VALUE],
    [`-${'9'.repeat(400)}`, -Number.MAX_VALUE],
  ])('%j → %d', (text, expected) => {
    expect(readAmount(text)).toEqual({ ok: true, value: expected });
  });

  it.each([
    'abc',
    'NaN',
    'Infinity',
    '-Infinity',
    '12abc',
    'fifty',
    '0x10',
    '1e3',
    '1e400',
    '$500',
    '€500',
    '500 GBP',
    // British 1.000 is one pound, continental 1.000 a thousand: refused rather than guessed.
    '1.000',
    '48.000',
    // Fractions of a penny.
    '0.125',
    '48000.505',
    '1.2345678901m',
    // Grouping that is not in threes, mixed or misplaced. A lone comma before one or two digits
    // could be a decimal comma (48.00) or a thousands comma short of a digit (48,000): asked.
    '4,8000',
    '48,00',
    '48,50',
    '1,5',
    '48,00,000',
    '1,000,5',
    '1.000.00',
    '1,000.000',
    '1 00 000',
    '1,000 000',
    // Suffixes with grouping are ambiguous ('1,500k'), others unknown.
    '1,500k',
    '1,5k',
    '48kk',
    '48bn',
    'k',
    '.',
    '-',
    '£',
    '()',
    '(100',
    '100)',
    '(-100)',
    '--5',
    '-£-5',
    '1 2 3',
    'x'.repeat(10_000),
  ])('%j is not an amount', (text) => {
    expect(readAmount(text)).toEqual({ ok: false, reason: 'unreadable' });
  });

  it('tells empty from unreadable', () => {
    for (const empty of ['', '   ', '\u00a0', undefined, null]) {
      expect(readAmount(empty)).toEqual({ ok: false, reason: 'empty' });
    }
  });

  it('takes finite numbers as they are and refuses NaN, Infinity and other types', () => {
    expect(readAmount(12.5)).toEqual({ ok: true, value: 12.5 });
    expect(Object.is((readAmount(-0) as { value: number }).value, 0)).toBe(true);
    expect(Object.is((readAmount('-0') as { value: number }).value, 0)).toBe(true);
    for (const bad of [Number.NaN, Infinity, -Infinity, true, {}, { valueOf: () => 5 }, [5]]) {
      expect(readAmount(bad)).toEqual({ ok: false, reason: 'unreadable' });
    }
  });

  it('is total over arbitrary strings: a finite amount, never -0, or a reason', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: 'binary' })), (text) => {
        const reading = readAmount(text);
        if (reading.ok) {
          expect(Number.isFinite(reading.value)).toBe(true);
          expect(Object.is(reading.value, -0)).toBe(false);
        } else {
          expect(['empty', 'unreadable']).toContain(reading.reason);
        }
      }),
    );
  }, 30_000);

  it('reads back amounts written the British way, with or without the pound sign', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_00 }), fc.boolean(), (pence, sign) => {
        const pounds = pence / 100;
        const written = pounds.toLocaleString('en-GB', { minimumFractionDigits: 2 });
        expect(readAmount(`${sign ? '£' : ''}${written}`)).toEqual({ ok: true, value: pounds });
      }),
    );
  });

  it('reads thousands with k exactly as the same amount written out', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 9_999_999 }), (thousandths) => {
        const k = `${Math.floor(thousandths / 1000)}.${String(thousandths % 1000).padStart(3, '0')}k`;
        expect(readAmount(k)).toEqual({ ok: true, value: thousandths });
      }),
    );
  });
});
