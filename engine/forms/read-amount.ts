// Reading an amount of money as people type it: '48000', '48,000', '48 000', '£48,000.50', '48k',
// '48.5k', '1.2m'. Anything that cannot be read one way only is refused, never taken as 0; the rules
// and the reasons for them are in engine/README.md ("Amounts as people type them").
// Plain loops and regular expressions only: a partner's page may have replaced Array.prototype methods.

/** What a field says when its text is not an amount, or a required amount is missing. */
export const AMOUNT_HINT = 'Enter an amount in pounds, like 48000 or 48k';

/** An amount read from a field: its value (negative when typed so), or why there is none. */
export type AmountReading =
  { ok: true; value: number } | { ok: false; reason: 'empty' | 'unreadable' };

const EMPTY: AmountReading = { ok: false, reason: 'empty' };
const UNREADABLE: AmountReading = { ok: false, reason: 'unreadable' };

const DECIMAL_DIGIT = /^\p{Nd}$/u;
const SPACE = /^[\s\p{Zs}]$/u;
const DASHES = '-\u2010\u2011\u2012\u2013\u2212\ufe63';
const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;

/**
 * The value, 0 to 9, of a decimal digit of any script. Unicode encodes each script's digits as one
 * run of ten, 0 to 9, and runs that touch are whole runs, so the digit's place in its run is its value.
 */
function digitValue(codePoint: number): number {
  let zero = codePoint;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(zero - 1))) zero -= 1;
  return (codePoint - zero) % 10;
}

/**
 * The text in ASCII: every script's digits as 0-9, full-width forms as their ASCII letters, every kind
 * of space (non-breaking, thin, narrow) as one space, every dash and minus as '-', the Arabic decimal
 * and thousands separators as '.' and ','. Lower case, trimmed.
 */
function normalise(text: string): string {
  // Printable ASCII needs only case and spaces (the usual case, and a long hostile text stays cheap).
  if (PRINTABLE_ASCII.test(text)) return text.replace(/ {2,}/g, ' ').trim().toLowerCase();
  let out = '';
  let spaced = false;
  for (const char of text) {
    const code = char.codePointAt(0) as number;
    let ascii: string;
    if (code >= 0x30 && code <= 0x39) ascii = char;
    else if (DECIMAL_DIGIT.test(char)) ascii = String(digitValue(code));
    else if (SPACE.test(char)) ascii = ' ';
    else if (DASHES.indexOf(char) >= 0) ascii = '-';
    else if (code === 0xffe1) ascii = '£';
    else if (code === 0x066b) ascii = '.';
    else if (code === 0x066c) ascii = ',';
    else if (code === 0x2018 || code === 0x2019) ascii = "'";
    else if (code >= 0xff01 && code <= 0xff5e) ascii = String.fromCharCode(code - 0xfee0);
    else ascii = char;
    // Runs of spaces count as one.
    if (ascii === ' ') {
      if (spaced) continue;
      spaced = true;
    } else {
      spaced = false;
    }
    out += ascii;
  }
  return out.trim().toLowerCase();
}

// Sign and currency around the number: '-£500', '£-500', '(£500)', '+500', '£ 48k'.
const SHAPE = /^(\()? ?([+-])? ?(£)? ?([+-])? ?([0-9][0-9 ,.']*|\.[0-9]+) ?([km])? ?(\))?$/;

// The number's own forms. Pence are at most two decimals; anything else is refused.
const PLAIN = /^[0-9]+(?:\.[0-9]{0,2})?$|^\.[0-9]{1,2}$/;
const GROUPED_COMMA = /^[0-9]{1,3}(?:,[0-9]{3})+(?:\.[0-9]{1,2})?$/;
const GROUPED_SPACE = /^[0-9]{1,3}(?: [0-9]{3})+(?:[.,][0-9]{1,2})?$/;
const GROUPED_APOSTROPHE = /^[0-9]{1,3}(?:'[0-9]{3})+(?:\.[0-9]{1,2})?$/;
// Dots as thousands separators only where no British reading exists: two groups or more, or a
// decimal comma after them ('1.000.000', '1.000,50'). '1.000' alone could be either, so it is refused.
const GROUPED_DOT = /^[0-9]{1,3}(?:(?:\.[0-9]{3}){2,}(?:,[0-9]{1,2})?|\.[0-9]{3},[0-9]{1,2})$/;
// With k or m, only digits and a decimal point: '1,500k' could be 1.5k or 1,500k.
const BEFORE_SUFFIX = /^[0-9]+(?:\.[0-9]*)?$|^\.[0-9]+$/;

/** The number's digits and decimals as '1234.5', or null when the text is not one of the forms. */
function plainDigits(body: string, suffix: string | undefined): string | null {
  if (suffix !== undefined) return BEFORE_SUFFIX.test(body) ? body : null;
  if (PLAIN.test(body)) return body;
  if (GROUPED_COMMA.test(body)) return body.replace(/,/g, '');
  if (GROUPED_SPACE.test(body)) return body.replace(/ /g, '').replace(',', '.');
  if (GROUPED_APOSTROPHE.test(body)) return body.replace(/'/g, '');
  if (GROUPED_DOT.test(body)) return body.replace(/\./g, '').replace(',', '.');
  return null;
}

/**
 * '1.25' with k (three places) → '1250', exactly: the decimal point moves in the text, so no binary
 * rounding creeps in (1.001 × 1000 is 1000.9999999999999 in floating point). Null when the result
 * has more than two decimals, a fraction of a penny.
 */
function shifted(digits: string, places: number): string | null {
  const point = digits.indexOf('.');
  const whole = point < 0 ? digits : digits.slice(0, point);
  let fraction = point < 0 ? '' : digits.slice(point + 1);
  while (fraction.length < places) fraction += '0';
  const moved = whole + fraction.slice(0, places);
  const rest = fraction.slice(places);
  if (rest.length > 2) return null;
  return rest.length > 0 ? `${moved}.${rest}` : moved;
}

/**
 * Reads an amount typed in a field (text) or given by a page (a number). Empty text, null and
 * undefined are empty; a finite number is taken as it is; anything else that is not one of the forms
 * above is unreadable: 'abc', 'NaN', Infinity, '1e3', '$500', '1.000' (1 or 1,000?). A well-formed
 * number too large for a double becomes ±Number.MAX_VALUE, so the field can call it too large.
 * Never -0.
 */
export function readAmount(raw: unknown): AmountReading {
  if (raw === undefined || raw === null) return EMPTY;
  if (typeof raw === 'number') {
    return Number.isFinite(raw) ? { ok: true, value: raw + 0 } : UNREADABLE;
  }
  if (typeof raw !== 'string') return UNREADABLE;
  const text = normalise(raw);
  if (text === '') return EMPTY;
  const shape = SHAPE.exec(text);
  if (shape === null) return UNREADABLE;
  const [, open, signBefore, , signAfter, rawBody, suffix, close] = shape;
  // Accounting brackets mean minus: '(100)' is -100. Brackets must pair and carry no sign of their own.
  if ((open === undefined) !== (close === undefined)) return UNREADABLE;
  if (signBefore !== undefined && signAfter !== undefined) return UNREADABLE;
  const sign = signBefore ?? signAfter;
  if (open !== undefined && sign !== undefined) return UNREADABLE;
  const digits = plainDigits((rawBody as string).trim(), suffix);
  if (digits === null) return UNREADABLE;
  const exact = suffix === undefined ? digits : shifted(digits, suffix === 'k' ? 3 : 6);
  if (exact === null) return UNREADABLE;
  const magnitude = Number(exact);
  if (Number.isNaN(magnitude)) return UNREADABLE;
  const size = Number.isFinite(magnitude) ? magnitude : Number.MAX_VALUE;
  const negative = sign === '-' || open !== undefined;
  // Adding 0 turns -0 into 0.
  return { ok: true, value: (negative ? -size : size) + 0 };
}
