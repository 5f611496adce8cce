// Resolves the parameter groups a calculator reads to the values in force on the first day of a tax
// year, with the sources of each value, and its rate scales to bands of numbers. Each calculator
// declares its groups (`resolverFor`), so a widget's bundle carries only those groups' data and
// citations. `parametersFor` (every group, for tests) is test support, in testing.ts.
import type { ParameterUse, TaxYear } from '../types.ts';
// Types only: a group's data is imported by the calculator that reads it, so the resolver itself
// pulls no group into a bundle (or into a page's first chunk on the site).
import type * as files from './files.ts';
import type { BandDefinition, scales } from './income-tax.ts';
import { entryAt, reviewsMissing, type GroupsIn, type ParameterGroup } from './parameter.ts';
import { taxYearStart } from './tax-years.ts';

type ParameterFile = (typeof files)[keyof typeof files];
type GroupsOfEach<File> = File extends unknown ? GroupsIn<File> : never;
type Intersection<Union> = (Union extends unknown ? (each: Union) => void : never) extends (
  all: infer All,
) => void
  ? All
  : never;

/**
 * Every parameter group, under the name a calculator declares and cites it by: each group a
 * parameter file exports (files.ts), found by its shape.
 */
export type ParameterGroups = Intersection<GroupsOfEach<ParameterFile>>;

export type GroupName = keyof ParameterGroups;

/** A group's parameters resolved to numbers, under the parameter files' names. */
type Resolved<Group> = { readonly [Name in keyof Group & string]: number };

/** A band of a scale resolved for the year: its rate applies from `from` up to the next band. */
export interface Band {
  from: number;
  rate: number;
  /** e.g. "higher rate band". */
  band: string;
  /** The threshold parameter (none for a band starting at 0). */
  fromUse: ParameterUse | null;
  rateUse: ParameterUse;
  /** Moved up by gross pension contributions under relief at source. */
  extended: boolean;
  /** Taxed above the basic (Scottish: intermediate) rate, which bars Marriage Allowance. */
  aboveBasicRate: boolean;
}

export type Scale = readonly Band[];

/** A parameter of the groups `Names`, as a working step cites it: `group.name`. */
export type UseName<Names extends GroupName> = `${Names}.${string}`;

/**
 * The groups `Names` resolved for a year, as a calculator reads them: each group under its own
 * name, and `bands` holding the scales `ScaleName` (only where the income tax groups are read). A
 * calculator's parameter type is one of these, so reading a group it did not declare is a type
 * error.
 */
export type ParametersOf<Names extends GroupName, ScaleName extends string = never> = {
  readonly taxYear: TaxYear;
  /** Each parameter of the groups as a working step cites it, under `group.name`. */
  readonly uses: Readonly<Record<UseName<Names>, ParameterUse>>;
} & { readonly [Name in Names]: Resolved<ParameterGroups[Name]> } & ([ScaleName] extends [never]
    ? unknown
    : { readonly bands: { readonly [Name in ScaleName]: Scale } });

/** Every group and every scale: what `parametersFor` resolves. */
export type TaxParameters = ParametersOf<GroupName, keyof typeof scales | 'property'>;

/** The working's phrase for a parameter without a label: "comparisonHourlyRate" → "comparison hourly rate". */
function words(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

function scaleOf(
  definition: readonly BandDefinition<string>[],
  uses: Readonly<Record<string, ParameterUse>>,
): Scale {
  const param = (name: string): ParameterUse => {
    const found = uses[name];
    if (found === undefined) throw new RangeError(`${name}: no such parameter`);
    return found;
  };
  const scale: Scale[number][] = [];
  for (const { from, band, rate, extended, aboveBasicRate } of definition) {
    const fromUse = from === null ? null : param(from);
    const rateUse = param(rate);
    scale.push({
      from: fromUse?.value ?? 0,
      rate: rateUse.value,
      band,
      fromUse,
      rateUse,
      extended: extended === true,
      aboveBasicRate: aboveBasicRate === true,
    });
  }
  return scale;
}

function resolve(
  groups: Readonly<Record<string, ParameterGroup>>,
  scaleDefinitions: Readonly<Record<string, readonly BandDefinition<string>[]>> | undefined,
  taxYear: TaxYear,
): Record<string, unknown> {
  const on = taxYearStart(taxYear);
  // A year is never inherited silently: each parameter needs an entry for it, a value or a review.
  const missing: string[] = [];
  for (const name of Object.keys(groups)) {
    for (const parameter of reviewsMissing(name, groups[name] as ParameterGroup, on)) {
      missing.push(parameter);
    }
  }
  if (missing.length > 0) {
    throw new RangeError(
      `Tax year ${taxYear} has not been reviewed for ${missing.join(', ')}: give each a value dated ${on}, or an "unchanged" entry with the date it was reviewed and the source that says so`,
    );
  }
  const resolved: Record<string, unknown> = { taxYear };
  const uses: Record<string, ParameterUse> = {};
  for (const [groupName, group] of Object.entries(groups)) {
    const values: Record<string, number> = {};
    for (const [name, parameter] of Object.entries(group)) {
      const entry = entryAt(name, parameter, on);
      values[name] = entry.value;
      uses[`${groupName}.${name}`] = {
        name: `${groupName}.${name}`,
        label: parameter.label ?? words(name),
        value: entry.value,
        unit: parameter.unit,
        references: entry.ref,
        ...(entry.provisional ? { provisional: true } : {}),
      };
    }
    resolved[groupName] = values;
  }
  if (scaleDefinitions !== undefined) {
    const bands: Record<string, Scale> = {};
    for (const [name, definition] of Object.entries(scaleDefinitions)) {
      bands[name] = scaleOf(definition, uses);
    }
    resolved['bands'] = bands;
  }
  resolved['uses'] = uses;
  return resolved;
}

/** The parameters of one set of groups for a tax year, resolved once per year and frozen. */
export type Resolver<P> = (taxYear: TaxYear) => P;

/**
 * A resolver of the groups `groups` (and the rate scales `scaleDefinitions`, whose bands must name
 * parameters of those groups): each value in force on the first day (6 April) of the tax year with
 * its sources, cached per year and frozen. A date with no value throws a RangeError naming the
 * parameter. Marked so that a resolver nothing calls is dropped from a bundle with its groups.
 */
/* #__NO_SIDE_EFFECTS__ */
export function resolverFor<Names extends GroupName, ScaleName extends string = never>(
  groups: { readonly [Name in Names]: ParameterGroups[Name] },
  scaleDefinitions?: {
    readonly [Name in ScaleName]: readonly BandDefinition<NoInfer<UseName<Names>>>[];
  },
): Resolver<ParametersOf<Names, ScaleName>> {
  const cache = new Map<TaxYear, ParametersOf<Names, ScaleName>>();
  return (taxYear) => {
    let parameters = cache.get(taxYear);
    if (parameters === undefined) {
      const resolved = resolve(groups, scaleDefinitions, taxYear);
      parameters = deepFreeze(resolved) as unknown as ParametersOf<Names, ScaleName>;
      cache.set(taxYear, parameters);
    }
    return parameters;
  };
}

/**
 * The parameter `name` (`group.name`) as a working step cites it. Only a declared group's names
 * type-check; a name that is not there still throws a RangeError.
 */
export function parameterUse<P extends { readonly uses: object }>(
  parameters: P,
  name: keyof P['uses'] & string,
): ParameterUse {
  const found = (parameters.uses as Readonly<Record<string, ParameterUse | undefined>>)[name];
  if (found === undefined) throw new RangeError(`${name}: no such parameter`);
  return found;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.getOwnPropertyNames(value)) {
      deepFreeze((value as Record<string, unknown>)[key]);
    }
  }
  return value;
}
