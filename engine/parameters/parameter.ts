// A dated parameter: values keyed by the ISO date they come into force, each tax value with the
// sources that set it (as PolicyEngine UK records a reference per value). The sources are the compact
// citations of citations.ts, referenced as objects so a bundle keeps only those it uses; what each
// parameter means, at length, is in sources.ts, which only tests and docs import.
import type { Citation } from '../types.ts';

export type ParameterUnit =
  'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';

/** A value and the sources that set it for the dates it is in force. */
export interface CitedValue<T = number> {
  value: T;
  ref: readonly Citation[];
}

export interface Parameter<T = number> {
  unit: ParameterUnit;
  /** Short name shown in a calculator's working, e.g. "dividend ordinary rate". */
  label?: string;
  /** ISO date (YYYY-MM-DD) the value takes effect → value, or value with its sources. */
  values: Readonly<Record<string, T | CitedValue<T>>>;
}

/**
 * The sources of a whole group whose values carry none (the practice's own figures), under a symbol
 * so that a group's entries are still only its parameters. The group holds them, rather than a
 * table of every group's, so a bundle carries only the sources of the groups it resolves.
 */
export const GROUP_SOURCES: unique symbol = Symbol('group sources');

/** Parameters keyed by name; sources.ts describes each one under the same name. */
export type ParameterGroup = Readonly<Record<string, Parameter>> & {
  readonly [GROUP_SOURCES]?: readonly Citation[];
};

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
 * before it, as a value with its sources (none for an uncited value). `name` only labels the error.
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
  return isCited(entry) ? entry : { value: entry, ref: [] };
}

/** The value of parameter `name` in force on `date`. */
export function valueAt<T>(name: string, parameter: Parameter<T>, date: string): T {
  return entryAt(name, parameter, date).value;
}
