// Parsing a form without a validation library: each field turns its raw value into a typed value or
// refuses it with a message, and a form gives every value or the first message of each refused field.
// A few lines of our own instead of a library keep a widget's bundle small (docs/decisions.md).
import type { FormResult } from '../types.ts';

/** A field's answer: its value, or the message it refuses the input with. */
export type FieldResult<Value> = { ok: true; value: Value } | { ok: false; message: string };

/** Reads one raw value (form text, a number, anything a page passes). */
export type FieldParser<Value> = (raw: unknown) => FieldResult<Value>;

export type FormFields = Readonly<Record<string, FieldParser<unknown>>>;

/** The values a form's fields give, by field name. */
export type FormValues<Fields extends FormFields> = {
  [Name in keyof Fields]: Fields[Name] extends FieldParser<infer Value> ? Value : never;
};

export const accept = <Value>(value: Value): FieldResult<Value> => ({ ok: true, value });
export const refuse = (message: string): FieldResult<never> => ({ ok: false, message });

// The annotations let a widget's bundle drop the fields of the forms it does not use: a call of an
// unannotated function at module level would count as a side effect and be kept.

/** A field that accepts whatever `read` makes of the raw value. */
/* #__NO_SIDE_EFFECTS__ */
export function valueField<Value>(read: (raw: unknown) => Value): FieldParser<Value> {
  return (raw) => accept(read(raw));
}

/** Reads a property of form input that may not even be an object, without ever throwing. */
export function field(raw: unknown, name: string): unknown {
  if (typeof raw !== 'object' || raw === null) return undefined;
  try {
    return (raw as Record<string, unknown>)[name];
  } catch {
    return undefined;
  }
}

/**
 * Parses `raw` field by field, in the fields' order. Never throws: a value that throws when read
 * (a getter, a revoked proxy) counts as missing.
 */
export function parseFields<Fields extends FormFields, Field extends string>(
  fields: Fields,
  raw: unknown,
): FormResult<FormValues<Fields>, Field> {
  const data: Record<string, unknown> = {};
  const errors: Partial<Record<string, string>> = {};
  let refused = false;
  // for…in rather than Object.keys, which old libraries on partners' pages replace.
  for (const name in fields) {
    const parse = fields[name] as FieldParser<unknown>;
    let result: FieldResult<unknown>;
    try {
      result = parse(field(raw, name));
    } catch {
      result = parse(undefined);
    }
    if (result.ok) {
      data[name] = result.value;
    } else {
      errors[name] = result.message;
      refused = true;
    }
  }
  return refused
    ? { success: false, errors: errors as Partial<Record<Field, string>> }
    : { success: true, data: data as FormValues<Fields> };
}
