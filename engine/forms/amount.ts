// The fields the calculators' forms share: amounts as people type them, switches, loan plans.
// Defined with the practice's other figures, so a page that quotes them does not carry the parsers.
import { CALCULATOR_INPUT_LIMIT } from '../practice-figures.ts';
import { STUDENT_LOAN_PLANS, type MarriageAllowanceClaim, type StudentLoanPlan } from '../types.ts';
import { accept, refuse, valueField, type FieldParser, type FormFields } from './fields.ts';
import { AMOUNT_HINT, readAmount } from './read-amount.ts';

// The annotations below let a widget's bundle drop the fields of the forms it does not use: a call
// of an unannotated function at module level would count as a side effect and be kept.

/** Whether a field may be left empty (then it counts as 0) or must be filled in. */
export type Presence = 'required' | 'optional';

/** A field parser that knows whether it may be left empty, so a widget can label it. */
export type AmountFieldParser = FieldParser<number> & { readonly presence: Presence };

/**
 * One money field: text as people type it (or a number) → a finite amount from 0 to the input limit.
 * Text that is not an amount, and an empty required field, are refused with `AMOUNT_HINT`; an
 * amount below 0 or above the limit with the field's own message (the spec's wording).
 */
/* #__NO_SIDE_EFFECTS__ */
export function amountField(
  mustBePositive: string,
  tooLarge: string,
  presence: Presence,
): AmountFieldParser {
  const parse: FieldParser<number> = (raw) => {
    const reading = readAmount(raw);
    if (!reading.ok) {
      return reading.reason === 'empty' && presence === 'optional'
        ? accept(0)
        : refuse(AMOUNT_HINT);
    }
    if (reading.value < 0) return refuse(mustBePositive);
    if (reading.value > CALCULATOR_INPUT_LIMIT) return refuse(tooLarge);
    return accept(reading.value);
  };
  return Object.assign(parse, { presence });
}

/** The names of a form's fields that may be left empty, in the form's order. */
/* #__NO_SIDE_EFFECTS__ */
export function optionalFieldsOf(fields: FormFields): readonly string[] {
  const names: string[] = [];
  for (const name in fields) {
    const parse = fields[name] as Partial<AmountFieldParser>;
    if (parse.presence === 'optional') names.push(name);
  }
  return Object.freeze(names);
}

/** A switch: true, or the text 'on' / 'true' a form or an attribute gives. */
export function toSwitch(raw: unknown): boolean {
  return raw === true || raw === 'on' || raw === 'true';
}

/**
 * Known student loan plans, once each in a fixed order, from a list or text separated by spaces or
 * commas (`'plan2 postgraduate'`); unknown names are ignored. The forms and the widgets' attribute
 * read plans with this alone.
 */
export function readStudentLoanPlans(raw: unknown): StudentLoanPlan[] {
  const asked: readonly unknown[] =
    typeof raw === 'string' ? raw.trim().split(/[\s,]+/) : Array.isArray(raw) ? raw : [];
  const plans: StudentLoanPlan[] = [];
  for (const plan of STUDENT_LOAN_PLANS) if (asked.indexOf(plan) >= 0) plans.push(plan);
  return plans;
}

/** The most children the Child Benefit field takes: more than any family the charge is asked about. */
export const MAX_CHILD_BENEFIT_CHILDREN = 20;

/** What the children field says when it holds no whole number in range. */
export const CHILDREN_HINT = `Enter a whole number of children, 0 to ${MAX_CHILD_BENEFIT_CHILDREN}`;

/** Children Child Benefit is paid for: a whole number, empty for none. */
export const childrenField: FieldParser<number> = (raw) => {
  const reading = readAmount(raw);
  if (!reading.ok) return reading.reason === 'empty' ? accept(0) : refuse(CHILDREN_HINT);
  const { value } = reading;
  return Number.isInteger(value) && value >= 0 && value <= MAX_CHILD_BENEFIT_CHILDREN
    ? accept(value)
    : refuse(CHILDREN_HINT);
};

/** What the Marriage Allowance choice says when a page passes something else. */
export const MARRIAGE_ALLOWANCE_HINT = 'Choose receive, transfer or neither';

/** 'receive' or 'transfer'; empty, absent or 'none' for neither; anything else is refused. */
export const marriageAllowanceField: FieldParser<MarriageAllowanceClaim | undefined> = (raw) => {
  if (raw === undefined || raw === null) return accept(undefined);
  const text = typeof raw === 'string' ? raw.trim().toLowerCase() : raw;
  if (text === '' || text === 'none') return accept(undefined);
  return text === 'receive' || text === 'transfer' ? accept(text) : refuse(MARRIAGE_ALLOWANCE_HINT);
};

/** A form's fields with the circumstances both tax calculators' forms share added. */
/* #__NO_SIDE_EFFECTS__ */
export function withCircumstances<Fields extends FormFields>(fields: Fields) {
  // A spread at module level would count as a side effect and keep these fields in every bundle.
  return Object.assign({}, fields, circumstancesFields(), moreAboutYouFields());
}

/**
 * A form's fields with only the circumstances that weigh on a business's profit itself (Scotland,
 * loans, pension): the sole trader or company comparison does not ask "More about you".
 */
/* #__NO_SIDE_EFFECTS__ */
export function withBusinessCircumstances<Fields extends FormFields>(fields: Fields) {
  return Object.assign({}, fields, circumstancesFields());
}

/** The circumstances every tax form asks about. */
/* #__NO_SIDE_EFFECTS__ */
function circumstancesFields() {
  return {
    scottishTaxpayer: valueField(toSwitch),
    studentLoanPlans: valueField(readStudentLoanPlans),
    pensionContributions: amountField(
      'Pension contributions must be positive',
      'Pension contributions too large',
      'optional',
    ),
  };
}

/** "More about you": what the self-employed and director calculators also ask. */
/* #__NO_SIDE_EFFECTS__ */
function moreAboutYouFields() {
  return {
    unusedAnnualAllowance: amountField(
      'Unused allowance must be positive',
      'Unused allowance too large',
      'optional',
    ),
    childBenefitChildren: childrenField,
    marriageAllowance: marriageAllowanceField,
  };
}
