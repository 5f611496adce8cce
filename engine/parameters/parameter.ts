// A dated parameter, one entry as PolicyEngine UK keeps one: what it is (`description`), its unit,
// the short label the working shows, and its values keyed by the date they come into force, each tax
// value with the sources that set it. The sources are the citations of citations.ts, referenced as
// objects so a bundle keeps only those it uses. Descriptions, and the sources' full titles, are
// documentation: the build removes every `description` from these files' object literals
// (scripts/strip-documentation.ts), so no bundle carries them and nothing may read them at run time.
import type { Citation } from '../types.ts';

export type ParameterUnit =
  'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';

/** A source as citations.ts declares it: the working's citation and its full title. */
export interface DocumentedCitation extends Citation {
  /** The full title, for docs and tests; absent from every bundle. */
  description: string;
}

/** A value and the sources that set it for the dates it is in force. */
export interface CitedValue<T = number> {
  value: T;
  ref: readonly Citation[];
}

export interface Parameter<T = number> {
  /** What the parameter is, in full; absent from every bundle. */
  description: string;
  unit: ParameterUnit;
  /** Short name shown in a calculator's working, e.g. "dividend ordinary rate". */
  label?: string;
  /**
   * The sources of each value that cites none of its own: how the practice's own figures, plain
   * values, are cited (its pages, and the GOV.UK guidance behind them).
   */
  references?: readonly Citation[];
  /** ISO date (YYYY-MM-DD) the value takes effect → value, or value with its sources. */
  values: Readonly<Record<string, T | CitedValue<T>>>;
}

/** Parameters keyed by name, read under those names. */
export type ParameterGroup = Readonly<Record<string, Parameter>>;

function isCited<T>(entry: T | CitedValue<T>): entry is CitedValue<T> {
  return typeof entry === 'object' && entry !== null && 'ref' in entry;
}

/** Shorthand for a dated value with its sources. Marked so that an unused group's values are dropped. */
/* #__NO_SIDE_EFFECTS__ */
export function cited(value: number, ...ref: Citation[]): CitedValue {
  return { value, ref };
}

/**
 * The entry of parameter `name` in force on `date` (ISO YYYY-MM-DD): the latest one dated on or
 * before it, as a value with its sources (a plain value's are the parameter's `references`). `name`
 * only labels the error.
 */
export function entryAt<T>(name: string, parameter: Parameter<T>, date: string): CitedValue<T> {
  let bestDate: string | undefined;
  for (const key of Object.keys(parameter.values)) {
    if (key <= date && (bestDate === undefined || key > bestDate)) bestDate = key;
  }
  if (bestDate === undefined) {
    throw new RangeError(`${name}: no value in force on ${date}`);
  }
  const entry = parameter.values[bestDate] as T | CitedValue<T>;
  return isCited(entry) ? entry : { value: entry, ref: parameter.references ?? [] };
}

/** The value of parameter `name` in force on `date`. */
export function valueAt<T>(name: string, parameter: Parameter<T>, date: string): T {
  return entryAt(name, parameter, date).value;
}
