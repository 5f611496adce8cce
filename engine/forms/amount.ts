// Turning what people type into a finite number, and the fields the calculators' forms share.
// Defined with the practice's other figures, so a page that quotes them does not carry the parsers.
import { CALCULATOR_INPUT_LIMIT } from '../practice-figures.ts';
import { STUDENT_LOAN_PLANS, type StudentLoanPlan } from '../types.ts';
import { accept, refuse, valueField, type FieldParser, type FormFields } from './fields.ts';

// Currency signs, thousands separators and every kind of space (including non-breaking and thin ones).
const DECORATION = /[£$€,_\s\u00a0\u2007\u2009\u202f']/g;
const DECIMAL_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[+-]?\d+)?$/i;

/**
 * The number a field holds. Text that is not a plain decimal number ('', 'abc', 'NaN', 'Infinity', '0x10')
 * counts as 0, as the spec says of non-numeric input. A well-formed number too large for a double
 * (for example '1e400') becomes ±Number.MAX_VALUE, so it fails the "too large" or "must be positive"
 * check instead of turning into Infinity or silently into 0. The result is always finite and never -0.
 */
export function toAmount(raw: unknown): number {
  if (typeof raw === 'number') return Number.isFinite(raw) ? raw + 0 : 0;
  if (typeof raw !== 'string') return 0;
  const text = raw.replace(/[\u2212\u2012\u2013]/g, '-').replace(DECORATION, '');
  if (!DECIMAL_NUMBER.test(text)) return 0;
  const value = Number(text);
  if (Number.isNaN(value)) return 0;
  if (!Number.isFinite(value)) return value > 0 ? Number.MAX_VALUE : -Number.MAX_VALUE;
  // Adding 0 turns -0 into 0.
  return value + 0;
}

// The annotations below let a widget's bundle drop the fields of the forms it does not use: a call
// of an unannotated function at module level would count as a side effect and be kept.

/**
 * One money field: raw text (or a number) → finite number, refused with the given messages below 0
 * or above the input limit.
 */
/* #__NO_SIDE_EFFECTS__ */
export function amountField(mustBePositive: string, tooLarge: string): FieldParser<number> {
  return (raw) => {
    const value = toAmount(raw);
    if (value < 0) return refuse(mustBePositive);
    if (value > CALCULATOR_INPUT_LIMIT) return refuse(tooLarge);
    return accept(value);
  };
}

/** Limits of a field with no validation in the spec: the amount is clamped into range instead. */
/* #__NO_SIDE_EFFECTS__ */
export function clampedAmountField(limit: number): FieldParser<number> {
  return valueField((raw) => Math.min(limit, Math.max(0, toAmount(raw))));
}

/** A switch: true, or the text 'on' / 'true' a form or an attribute gives. */
export function toSwitch(raw: unknown): boolean {
  return raw === true || raw === 'on' || raw === 'true';
}

/** Known student loan plans, once each in a fixed order, from a list or space-separated text. */
export function toPlans(raw: unknown): StudentLoanPlan[] {
  const asked: unknown[] =
    typeof raw === 'string' ? raw.trim().split(/[\s,]+/) : Array.isArray(raw) ? raw : [];
  return STUDENT_LOAN_PLANS.filter((plan) => asked.includes(plan));
}

/** A form's fields with the circumstances both tax calculators' forms share added. */
/* #__NO_SIDE_EFFECTS__ */
export function withCircumstances<Fields extends FormFields>(fields: Fields) {
  // A spread at module level would count as a side effect and keep these fields in every bundle.
  return Object.assign({}, fields, circumstancesFields());
}

/** The fields of the circumstances both tax calculators' forms share. */
/* #__NO_SIDE_EFFECTS__ */
function circumstancesFields() {
  return {
    scottishTaxpayer: valueField(toSwitch),
    studentLoanPlans: valueField(toPlans),
    pensionContributions: amountField(
      'Pension contributions must be positive',
      'Pension contributions too large',
    ),
  };
}
