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

/**
 * A value and the sources that set it for the dates it is in force. `provisional`: announced for the
 * year, not yet law (the Act or regulations that will set it are still to come).
 */
export interface CitedValue<T = number> {
  value: T;
  ref: readonly Citation[];
  provisional?: true;
}

/**
 * A tax year reviewed and the value found unchanged: the latest value dated before it carries on.
 * `reviewed` is the day it was checked; `ref` the sources that say so (the Act that sets it for every
 * year, or the year's published rates). Provisional when the value carrying on is only announced, or,
 * with no source at all, not announced yet, so the year before's is assumed until it is.
 */
export interface Unchanged {
  unchanged: true;
  /** ISO date (YYYY-MM-DD) of the review. */
  reviewed: string;
  ref: readonly Citation[];
  provisional?: true;
}

/** What a parameter holds for a date: a plain value, a value with its sources, or a review. */
export type Entry<T = number> = T | CitedValue<T> | Unchanged;

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
  /**
   * ISO date (YYYY-MM-DD) the entry takes effect → its value, value with sources, or review. Every
   * tax year the engine has needs an entry dated on its first day (a year is never inherited
   * silently): `reviewsMissing` names the parameters without one. A schedule's dates are its own.
   */
  values: Readonly<Record<string, Entry<T>>>;
  /**
   * A schedule: from each of its dates, its value (Making Tax Digital's threshold). It is read by
   * date, not resolved for a tax year, so it needs no entry for each year and no calculator
   * declares its group.
   */
  schedule?: true;
}

/** Parameters keyed by name, read under those names. */
export type ParameterGroup = Readonly<Record<string, Parameter>>;

/** A group whose parameters are schedules, read by date. */
export type Schedules = Readonly<Record<string, Parameter & { schedule: true }>>;

/**
 * Of a parameter file's exports (`import * as file`), the groups a calculator can declare: those in
 * a group's shape, schedules aside.
 */
export type GroupsIn<File> = {
  readonly [
    Name in keyof File as File[Name] extends Schedules
      ? never
      : File[Name] extends ParameterGroup
        ? Name
        : never
  ]: File[Name];
};

function isReview<T>(entry: Entry<T>): entry is Unchanged {
  return typeof entry === 'object' && entry !== null && 'unchanged' in entry;
}

function isCited<T>(entry: Entry<T>): entry is CitedValue<T> {
  return typeof entry === 'object' && entry !== null && 'ref' in entry && !isReview(entry);
}

/** Shorthand for a dated value with its sources. Marked so that an unused group's values are dropped. */
/* #__NO_SIDE_EFFECTS__ */
export function cited(value: number, ...ref: Citation[]): CitedValue {
  return { value, ref };
}

/** A value announced for the year (a Budget, a draft Act or regulations) and not yet law. */
/* #__NO_SIDE_EFFECTS__ */
export function announced(value: number, ...ref: Citation[]): CitedValue {
  return { value, ref, provisional: true };
}

/**
 * The year reviewed on `reviewed` and the value found unchanged, as `ref` says: the Act that sets
 * it for every year until changed, or the year's published rates.
 */
/* #__NO_SIDE_EFFECTS__ */
export function unchanged(reviewed: string, ...ref: Citation[]): Unchanged {
  return { unchanged: true, reviewed, ref };
}

/** The value announced to carry on into the year (a freeze announced, not yet law). */
/* #__NO_SIDE_EFFECTS__ */
export function announcedUnchanged(reviewed: string, ...ref: Citation[]): Unchanged {
  return { unchanged: true, reviewed, ref, provisional: true };
}

/**
 * Nothing announced for the year yet, as of `reviewed`: the year before's value is assumed, and
 * marked provisional, until it is.
 */
/* #__NO_SIDE_EFFECTS__ */
export function notYetAnnounced(reviewed: string): Unchanged {
  return { unchanged: true, reviewed, ref: [], provisional: true };
}

/** The entry of `name` in force on `date`: a value with its sources and whether it is provisional. */
export interface EntryInForce<T = number> {
  value: T;
  /** The sources of the value, then those of the review that carried it to `date`, if any. */
  ref: readonly Citation[];
  provisional: boolean;
}

/**
 * The entry of parameter `name` in force on `date` (ISO YYYY-MM-DD): the latest one dated on or
 * before it, as a value with its sources (a plain value's are the parameter's `references`). A review
 * carries on the latest value before it and speaks for its own year: its sources are added, and it
 * says whether the year's value is provisional. `name` only labels the error.
 */
export function entryAt<T>(name: string, parameter: Parameter<T>, date: string): EntryInForce<T> {
  // Plain loops: a partner's page may have replaced Array methods.
  let valueDate: string | undefined;
  let reviewDate: string | undefined;
  for (const key of Object.keys(parameter.values)) {
    if (key > date) continue;
    if (isReview(parameter.values[key] as Entry<T>)) {
      if (reviewDate === undefined || key > reviewDate) reviewDate = key;
    } else if (valueDate === undefined || key > valueDate) {
      valueDate = key;
    }
  }
  if (valueDate === undefined) throw new RangeError(`${name}: no value in force on ${date}`);
  const entry = parameter.values[valueDate] as T | CitedValue<T>;
  const value = isCited(entry) ? entry : { value: entry, ref: parameter.references ?? [] };
  // A review older than the value speaks for no year after it.
  const review =
    reviewDate !== undefined && reviewDate > valueDate
      ? (parameter.values[reviewDate] as Unchanged)
      : undefined;
  if (review === undefined) {
    return { value: value.value, ref: value.ref, provisional: value.provisional === true };
  }
  const ref = [...value.ref];
  for (const citation of review.ref) if (ref.indexOf(citation) < 0) ref.push(citation);
  return { value: value.value, ref, provisional: review.provisional === true };
}

/** The value of parameter `name` in force on `date`. */
export function valueAt<T>(name: string, parameter: Parameter<T>, date: string): T {
  return entryAt(name, parameter, date).value;
}

/**
 * The parameters of `group` (named `prefix.name`) with no entry on `date`, the first day of a tax
 * year: each must be given a value, or reviewed and found unchanged, for that year.
 */
export function reviewsMissing(prefix: string, group: ParameterGroup, date: string): string[] {
  const missing: string[] = [];
  for (const name of Object.keys(group)) {
    if (!Object.hasOwn((group[name] as Parameter).values, date)) missing.push(`${prefix}.${name}`);
  }
  return missing;
}
