// The one reader of a tax code as a payslip prints it: `1257L`, `S1257L`, `C1257L M1`, `K475`, `BR`,
// `SD2`, `NT`, `0T`, `1257L X`. It says in plain words what the code means, or refuses a code that does
// not exist and says why. Pure and the same in every year: what the code is worth in a year (its
// number times £10, plus £9) is the payroll's to work out with that year's parameters.

import { gbp } from '../../../engine/rules/working.ts';

/** Whose rates a code taxes at: a code without a prefix, S (Scotland) or C (Wales). */
export const TAX_CODE_REGIONS = ['england', 'scotland', 'wales'] as const;
export type TaxCodeRegion = (typeof TAX_CODE_REGIONS)[number];

/** The letters after a code's number (GOV.UK: Tax codes). */
export type TaxCodeSuffix = 'L' | 'M' | 'N' | 'T';

/** A code with every payday's pay at one rate: BR, D0 … (the band it names, counted from the basic rate). */
export type FlatCode = 'BR' | 'D0' | 'D1' | 'D2' | 'D3';

export interface TaxCode {
  /** The code written as HMRC writes it: `S1257L`, `K475 W1`, `CBR`. */
  code: string;
  region: TaxCodeRegion;
  /**
   * `allowance`: a number and a letter (tax-free pay; 0T none); `k`: pay added to collect tax on
   * income the allowances do not cover; `flat`: every pound at one rate; `none`: NT, no tax.
   */
  kind: 'allowance' | 'k' | 'flat' | 'none';
  /** The code's number (allowance and K codes); 0 otherwise. */
  number: number;
  suffix: TaxCodeSuffix | null;
  flat: FlatCode | null;
  /**
   * Cumulative: each payday's tax is the tax on the year's pay so far less what was taken. Week 1 or
   * month 1 (W1, M1, X): each payday is taxed on its own, as if it were the year's first.
   */
  cumulative: boolean;
  /** What the code means, in plain words. */
  meaning: string;
}

export type TaxCodeReading = { ok: true; code: TaxCode } | { ok: false; reason: string };

/** What the tax code field says when it is left empty. */
export const TAX_CODE_HINT = 'Enter your tax code as your payslip shows it, like 1257L';

const REGION_WORDS: Record<TaxCodeRegion, string> = {
  england: 'England and Northern Ireland’s rates',
  scotland: 'Scottish rates (S)',
  wales: 'Welsh rates (C)',
};

const SUFFIX_WORDS: Record<TaxCodeSuffix, string> = {
  L: 'the standard tax-free Personal Allowance',
  M: 'Marriage Allowance received from a spouse or civil partner (M)',
  N: 'Marriage Allowance transferred to a spouse or civil partner (N)',
  T: 'items HMRC wants to review, such as a tapered allowance (T)',
};

/** Each flat code's band: the number of bands above the region's basic rate band it names. */
const FLAT_WORDS: Record<TaxCodeRegion, Partial<Record<FlatCode, string>>> = {
  england: { BR: 'the basic rate', D0: 'the higher rate', D1: 'the additional rate' },
  wales: {
    BR: 'the Welsh basic rate',
    D0: 'the Welsh higher rate',
    D1: 'the Welsh additional rate',
  },
  scotland: {
    BR: 'the Scottish basic rate',
    D0: 'the Scottish intermediate rate',
    D1: 'the Scottish higher rate',
    D2: 'the Scottish advanced rate',
    D3: 'the Scottish top rate',
  },
};

// A letter prefix (S or C), then the code proper, then an emergency basis after a space or slash.
const SHAPE = /^([A-Z]?)((?:K\d+)|(?:\d+[A-Z])|(?:[A-Z]{2})|(?:D\d+))(?:[ /]*(W1|M1|X))?$/;

/**
 * Reads a tax code. Letters in either case; spaces around it, and a space or slash before W1, M1 or
 * X, are allowed. Never throws.
 */
export function parseTaxCode(raw: unknown): TaxCodeReading {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: TAX_CODE_HINT };
  const text = raw.trim().toUpperCase().replace(/\s+/g, ' ');
  if (!/^[A-Z0-9 /]+$/.test(text)) {
    return { ok: false, reason: 'A tax code has only letters and numbers, like 1257L or K475' };
  }
  if (/^[SC]?K\d+ ?[A-Z]$/.test(text)) return { ok: false, reason: refusal(text.replace(' ', '')) };
  const shape = SHAPE.exec(text.replace(/ (?!W1$|M1$|X$)/g, ''));
  if (shape === null) return { ok: false, reason: refusal(text) };
  const [, prefix = '', body = '', emergency] = shape;
  if (/^[A-Z]{2}$/.test(body) && body !== 'BR' && body !== 'NT') {
    return { ok: false, reason: refusal(text) };
  }
  if (prefix !== '' && prefix !== 'S' && prefix !== 'C') {
    return {
      ok: false,
      reason: `${text} is not a tax code: only S (Scotland) or C (Wales) comes before the code`,
    };
  }
  const region: TaxCodeRegion = prefix === 'S' ? 'scotland' : prefix === 'C' ? 'wales' : 'england';
  const cumulative = emergency === undefined;
  const basisWords = cumulative
    ? 'on the cumulative basis: each payday’s tax is worked out on the year’s pay so far'
    : `on the emergency basis (${emergency}): each payday is taxed on its own, as if it were the first of the year`;
  const written = `${prefix}${body}${emergency ? ` ${emergency}` : ''}`;
  const made = (
    fields: Omit<TaxCode, 'code' | 'region' | 'cumulative' | 'meaning'>,
    what: string,
  ) => ({
    ok: true as const,
    code: {
      code: written,
      region,
      cumulative,
      ...fields,
      meaning: `${written}: ${what}, at ${REGION_WORDS[region]}, ${basisWords}.`,
    },
  });

  if (body === 'NT') {
    return {
      ok: true,
      code: {
        code: written,
        region,
        cumulative,
        kind: 'none',
        number: 0,
        suffix: null,
        flat: null,
        meaning: `${written}: no tax is taken from this pay (NT), usually because it is taxed some other way.`,
      },
    };
  }
  if (body === 'BR' || /^D\d+$/.test(body)) {
    const flat = body as FlatCode;
    const words = FLAT_WORDS[region][flat];
    if (words === undefined) {
      return {
        ok: false,
        reason:
          region === 'scotland'
            ? `${text} is not a tax code: Scottish D codes run from SD0 to SD3`
            : `${text} is not a tax code: D codes are D0 (higher rate) and D1 (additional rate)${region === 'england' ? '; SD2 and SD3 are Scottish' : ''}`,
      };
    }
    return made(
      { kind: 'flat', number: 0, suffix: null, flat },
      `every pound of this pay taxed at ${words}, with no tax-free pay, as for a second job`,
    );
  }
  if (body.startsWith('K')) {
    const digits = body.slice(1);
    if (digits.startsWith('0')) {
      return { ok: false, reason: `${text} is not a tax code: a K code’s number starts from 1` };
    }
    if (digits.length > 6) return { ok: false, reason: tooLong(text) };
    const number = Number(digits);
    return made(
      { kind: 'k', number, suffix: null, flat: null },
      `${gbp(number * 10 + 9)} a year is added to your pay to collect tax on income or benefits your allowances do not cover (K), though no payday’s tax is more than half that payday’s pay`,
    );
  }
  const digits = body.slice(0, -1);
  const letter = body.slice(-1);
  if (letter === 'P' || letter === 'V' || letter === 'Y') {
    return {
      ok: false,
      reason: `${text} is not a tax code any more: the P, V and Y letters went with the age-related allowances`,
    };
  }
  if (letter !== 'L' && letter !== 'M' && letter !== 'N' && letter !== 'T') {
    return {
      ok: false,
      reason: `${text} is not a tax code: the letter after the number is L, M, N or T`,
    };
  }
  if (digits.length > 6) return { ok: false, reason: tooLong(text) };
  if (digits === '0') {
    if (letter !== 'T') {
      return { ok: false, reason: `${text} is not a tax code: a code of 0 is written 0T` };
    }
    return made(
      { kind: 'allowance', number: 0, suffix: 'T', flat: null },
      'no tax-free pay: all of this pay is taxed in the bands (0T)',
    );
  }
  if (digits.startsWith('0')) {
    return { ok: false, reason: `${text} is not a tax code: its number does not start with 0` };
  }
  const number = Number(digits);
  return made(
    { kind: 'allowance', number, suffix: letter, flat: null },
    `about ${gbp(number * 10)} of pay a year free of tax, with ${SUFFIX_WORDS[letter]}`,
  );
}

function tooLong(text: string): string {
  return `${text} is not a tax code: its number has at most six digits`;
}

/** Why a code of no known shape is refused. */
function refusal(text: string): string {
  if (/^[SC]?\d+$/.test(text)) {
    return `${text} is not a whole tax code: the number is followed by a letter, L, M, N or T (1257L)`;
  }
  if (/^[SC]?K\d+[A-Z]$/.test(text)) {
    return `${text} is not a tax code: a K code has no letter after its number (K475)`;
  }
  return `${text} is not a tax code. Codes look like 1257L, S1257L, C1257L, K475, BR, D0, NT or 0T, with W1, M1 or X after an emergency code`;
}

/** The code written for a tax-free allowance: its pounds less the last digit, and the letter. */
export function allowanceCode(
  allowance: number,
  suffix: TaxCodeSuffix,
  region: TaxCodeRegion,
  codeUnit: number,
): string {
  const prefix = region === 'scotland' ? 'S' : region === 'wales' ? 'C' : '';
  const number = Math.floor(Math.max(0, allowance) / codeUnit);
  return number === 0 ? `${prefix}0T` : `${prefix}${number}${suffix}`;
}
