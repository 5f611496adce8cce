// Test support: every parameter group resolved at once, for tests and checks across all the
// parameters, and the means to check what a calculator's groups hold and what it reads. The
// calculators each resolve only their own groups (parameters-for.ts), and no production module
// imports this one (a lint rule refuses it), so no bundle carries every group.
import * as files from './files.ts';
import { scales } from './income-tax.ts';
import { welshNonSavingsRates } from './paye.ts';
import type { ParameterGroup } from './parameter.ts';
import {
  resolverFor,
  type ParameterGroups,
  type Resolver,
  type Scale,
  type TaxParameters,
} from './parameters-for.ts';
import { propertyRates } from './property.ts';
import type { TaxYear } from './tax-years.ts';

/** Circumstances that reach every group a taxpayer's circumstances can read: none, then all. */
export const CIRCUMSTANCES = [
  {},
  {
    scottishTaxpayer: true,
    studentLoanPlans: ['plan1' as const, 'plan5' as const, 'postgraduate' as const],
    pensionContributions: 8_000,
    childBenefitChildren: 2,
    marriageAllowance: 'receive' as const,
  },
];

/** Whether an export of a parameter file is in a group's shape: an object of dated parameters. */
export function isParameterGroup(value: unknown): value is ParameterGroup {
  const isParameter = (entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'unit' in entry && 'values' in entry;
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).length > 0 &&
    Object.values(value).every(isParameter)
  );
}

/** Whether a group's parameters are schedules, read by date rather than resolved for a year. */
export const isSchedules = (group: ParameterGroup): boolean =>
  Object.values(group).every((parameter) => parameter.schedule === true);

/**
 * Every group the parameter files export, schedules included, under its name, in the files' order:
 * what files.ts finds, as parameters-for.ts derives the groups' types from it.
 */
export const EVERY_GROUP: ReadonlyArray<readonly [name: string, group: ParameterGroup]> =
  Object.values(files).flatMap((file) =>
    Object.entries(file).flatMap(([name, value]) =>
      isParameterGroup(value) ? [[name, value] as const] : [],
    ),
  );

/**
 * Every group and scale in force on the first day (6 April) of `taxYear`. The calculators each
 * resolve only their own groups; this is for tests and for checks across all the parameters.
 */
export const parametersFor: Resolver<TaxParameters> = /* @__PURE__ */ resolverFor(
  Object.fromEntries(
    EVERY_GROUP.filter(([, group]) => !isSchedules(group)),
  ) as unknown as ParameterGroups,
  { ...scales, property: propertyRates, welshNonSavings: welshNonSavingsRates },
);

// Each calculator declares the parameter groups it reads, and a widget's bundle carries only those.
// Each calculator's groups.test.ts runs its figures and its working on its own resolver through
// `recording`, and fails when they read a group it did not declare (or it declares one they never
// read, which its bundle would carry for nothing).

interface Resolved {
  readonly uses: object;
  readonly bands?: object;
}

/** The groups a resolved set holds, from its parameters' `group.name`s. */
export function declaredGroups(p: Resolved): string[] {
  return [...new Set(Object.keys(p.uses).map((name) => name.split('.')[0] ?? ''))].sort();
}

/**
 * A copy of `p` that records each group read (directly, through `parameterUse` or through a scale)
 * and each scale.
 */
export function recording<P extends Resolved>(p: P) {
  const groups = new Set<string>();
  const scales = new Set<string>();
  const watch = (target: object, onRead: (key: string) => void): object =>
    new Proxy(
      { ...target },
      {
        get(copy, key, receiver) {
          if (typeof key === 'string') onRead(key);
          return Reflect.get(copy, key, receiver) as unknown;
        },
      },
    );
  const uses = watch(p.uses, (name) => groups.add(name.split('.')[0] ?? ''));
  // A scale is read from the groups its bands' thresholds and rates belong to.
  const bands =
    p.bands &&
    watch(p.bands, (name) => {
      scales.add(name);
      const scale = (p.bands as Readonly<Record<string, Scale | undefined>>)[name] ?? [];
      for (const { fromUse, rateUse } of scale) {
        for (const use of [fromUse, rateUse]) if (use) groups.add(use.name.split('.')[0] ?? '');
      }
    });
  // Every other key is a group, read under its own name.
  const proxy = watch(p, (key) => {
    if (key !== 'taxYear' && key !== 'uses' && key !== 'bands') groups.add(key);
  });
  Object.assign(proxy, { uses, bands });
  return {
    p: proxy as P,
    groups: () => [...groups].sort(),
    scales: () => [...scales].sort(),
  };
}

/**
 * Where a calculator's resolved groups differ from the same groups resolved with every other one:
 * the value, sources or bands of each name, as `key: what` pairs (none when they agree).
 */
export function differencesFromEveryGroup(p: Resolved, year: TaxYear): string[] {
  const all = parametersFor(year) as unknown as Readonly<Record<string, unknown>> & {
    uses: Readonly<Record<string, unknown>>;
    bands: Readonly<Record<string, unknown>>;
  };
  const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
  const differences: string[] = [];
  for (const [key, value] of Object.entries(p)) {
    if (key !== 'uses' && key !== 'bands' && !same(value, all[key])) differences.push(key);
  }
  for (const [name, use] of Object.entries(p.uses)) {
    if (!same(use, all.uses[name])) differences.push(`uses.${name}`);
  }
  for (const [name, scale] of Object.entries((p.bands ?? {}) as Readonly<Record<string, Scale>>)) {
    if (!same(scale, all.bands[name])) differences.push(`bands.${name}`);
  }
  return differences;
}

/**
 * What is wrong with a calculator's resolver in `year`: not resolving once a year, not frozen, or
 * holding a value, source or band that differs from the same one resolved with every group.
 */
export function resolverProblems(resolver: (year: TaxYear) => Resolved, year: TaxYear): string[] {
  const p = resolver(year);
  return [
    ...(resolver(year) === p ? [] : ['resolved again']),
    ...(Object.isFrozen(p) ? [] : ['not frozen']),
    ...differencesFromEveryGroup(p, year),
  ];
}
