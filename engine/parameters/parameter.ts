// A dated parameter: values keyed by the ISO date they come into force. What each parameter means
// and where its values come from is recorded under the same name in sources.ts, which only tests and
// docs import, so the calculators carry the figures without their citations.

export type ParameterUnit =
  'currency-GBP' | 'rate' | 'count' | 'currency-GBP-per-employee' | 'hours';

export interface Parameter<T = number> {
  unit: ParameterUnit;
  /** ISO date (YYYY-MM-DD) the value takes effect → value. */
  values: Readonly<Record<string, T>>;
}

/** Parameters keyed by name; sources.ts describes and cites each one under the same name. */
export type ParameterGroup = Readonly<Record<string, Parameter>>;

/**
 * The value of parameter `name` in force on `date` (ISO YYYY-MM-DD): the latest entry dated on or
 * before it. `name` only labels the error.
 */
export function valueAt<T>(name: string, parameter: Parameter<T>, date: string): T {
  let bestDate: string | undefined;
  for (const key of Object.keys(parameter.values)) {
    if (key <= date && (bestDate === undefined || key > bestDate)) bestDate = key;
  }
  if (bestDate === undefined) {
    throw new RangeError(`${name}: no value in force on ${date}`);
  }
  return parameter.values[bestDate] as T;
}

/** Every parameter of `group` as in force on `date`, under the same names. */
export function valuesAt<Group extends ParameterGroup>(
  group: Group,
  date: string,
): { readonly [Name in keyof Group]: number } {
  const values: Record<string, number> = {};
  for (const [name, parameter] of Object.entries(group)) {
    values[name] = valueAt(name, parameter, date);
  }
  return values as { readonly [Name in keyof Group]: number };
}
