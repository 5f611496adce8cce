// A dated parameter: values keyed by the ISO date they come into force, each traced to its source.

export interface Reference {
  title: string;
  href: string;
}

export type ParameterUnit =
  'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';

export interface Parameter<T = number> {
  description: string;
  unit: ParameterUnit;
  /** ISO date (YYYY-MM-DD) the value takes effect → value. */
  values: Readonly<Record<string, T>>;
  reference: readonly Reference[];
}

/** The value in force on `date` (ISO YYYY-MM-DD): the latest entry dated on or before it. */
export function valueAt<T>(parameter: Parameter<T>, date: string): T {
  let bestDate: string | undefined;
  for (const key of Object.keys(parameter.values)) {
    if (key <= date && (bestDate === undefined || key > bestDate)) bestDate = key;
  }
  if (bestDate === undefined) {
    throw new RangeError(`${parameter.description}: no value in force on ${date}`);
  }
  return parameter.values[bestDate] as T;
}
