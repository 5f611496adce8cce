// Resolves every dated parameter to the value in force on the first day of a tax year, with the
// sources of that value, and the rate scales to bands of numbers.
import type { Citation, ExpenseCategory, ParameterUse, TaxYear } from '../types.ts';
import * as C from './citations.ts';
import {
  dividends,
  incomeTax,
  savings,
  scales,
  scottishIncomeTax,
  type BandDefinition,
  type RateParameterName,
} from './income-tax.ts';
import { corporationTax, employerNI } from './company.ts';
import { employeeNI, selfEmployedNI } from './national-insurance.ts';
import { entryAt, valuesAt, type ParameterGroup } from './parameter.ts';
import { calculator, expensePresets, expenses, payroll } from './practice.ts';
import { paymentsOnAccount, pensions, studentLoans } from './self-assessment.ts';
import { TAX_YEAR_START } from './tax-years.ts';

/** A group's parameters resolved to numbers, under the parameter files' names. */
type Resolved<Group> = { readonly [Name in keyof Group]: number };

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
}

export type Scale = readonly Band[];

export interface TaxParameters {
  taxYear: TaxYear;
  incomeTax: Resolved<typeof incomeTax>;
  dividends: Resolved<typeof dividends>;
  savings: Resolved<typeof savings>;
  scottishIncomeTax: Resolved<typeof scottishIncomeTax>;
  studentLoans: Resolved<typeof studentLoans>;
  pensions: Resolved<typeof pensions>;
  paymentsOnAccount: Resolved<typeof paymentsOnAccount>;
  selfEmployedNI: Resolved<typeof selfEmployedNI>;
  employeeNI: Resolved<typeof employeeNI>;
  employerNI: Resolved<typeof employerNI>;
  corporationTax: Resolved<typeof corporationTax>;
  expenses: Resolved<typeof expenses> & {
    presets: Readonly<Record<ExpenseCategory, number>>;
  };
  payroll: Resolved<typeof payroll>;
  inputLimit: number;
  /** The rate scales of income-tax.ts for the year. */
  bands: { readonly [Name in keyof typeof scales]: Scale };
  /** Each parameter as a working step cites it, under `group.name`. */
  uses: Readonly<Record<string, ParameterUse>>;
}

// The practice's own figures carry no per-value sources: each group cites the practice's page (and
// the GOV.UK guidance behind it).
const GROUP_CITATIONS: Readonly<Record<string, readonly Citation[]>> = {
  expensePresets: [C.selfEmployedExpenses, C.practiceCalculators],
  expenses: [C.selfEmployedExpenses, C.practiceCalculators],
  payroll: [C.practicePayrollFees, C.runningPayroll],
  calculator: [C.practiceCalculators],
};

const GROUPS: Readonly<Record<string, ParameterGroup>> = {
  incomeTax,
  dividends,
  savings,
  scottishIncomeTax,
  studentLoans,
  pensions,
  paymentsOnAccount,
  selfEmployedNI,
  employeeNI,
  employerNI,
  corporationTax,
  expensePresets,
  expenses,
  payroll,
  calculator,
};

/** The working's phrase for a parameter without a label: "comparisonHourlyRate" → "comparison hourly rate". */
function words(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => ` ${letter.toLowerCase()}`);
}

function usesOn(on: string): Record<string, ParameterUse> {
  const uses: Record<string, ParameterUse> = {};
  for (const [groupName, group] of Object.entries(GROUPS)) {
    for (const [name, parameter] of Object.entries(group)) {
      const entry = entryAt(name, parameter, on);
      const references = entry.ref.length > 0 ? entry.ref : (GROUP_CITATIONS[groupName] ?? []);
      uses[`${groupName}.${name}`] = {
        name: `${groupName}.${name}`,
        label: parameter.label ?? words(name),
        value: entry.value,
        unit: parameter.unit,
        references,
      };
    }
  }
  return uses;
}

function scaleOf(definition: readonly BandDefinition[], uses: Record<string, ParameterUse>): Scale {
  const param = (name: RateParameterName): ParameterUse => {
    const found = uses[name];
    if (found === undefined) throw new RangeError(`${name}: no such parameter`);
    return found;
  };
  return definition.map(({ from, band, rate, extended }) => {
    const fromUse = from === null ? null : param(from);
    const rateUse = param(rate);
    return {
      from: fromUse?.value ?? 0,
      rate: rateUse.value,
      band,
      fromUse,
      rateUse,
      extended: extended === true,
    };
  });
}

function resolve(taxYear: TaxYear): TaxParameters {
  const on = TAX_YEAR_START[taxYear];
  const uses = usesOn(on);
  return {
    taxYear,
    incomeTax: valuesAt(incomeTax, on),
    dividends: valuesAt(dividends, on),
    savings: valuesAt(savings, on),
    scottishIncomeTax: valuesAt(scottishIncomeTax, on),
    studentLoans: valuesAt(studentLoans, on),
    pensions: valuesAt(pensions, on),
    paymentsOnAccount: valuesAt(paymentsOnAccount, on),
    selfEmployedNI: valuesAt(selfEmployedNI, on),
    employeeNI: valuesAt(employeeNI, on),
    employerNI: valuesAt(employerNI, on),
    corporationTax: valuesAt(corporationTax, on),
    expenses: { presets: valuesAt(expensePresets, on), ...valuesAt(expenses, on) },
    payroll: valuesAt(payroll, on),
    ...valuesAt(calculator, on),
    bands: {
      nonSavings: scaleOf(scales.nonSavings, uses),
      scottishNonSavings: scaleOf(scales.scottishNonSavings, uses),
      savings: scaleOf(scales.savings, uses),
      dividends: scaleOf(scales.dividends, uses),
    },
    uses,
  };
}

const cache = new Map<TaxYear, TaxParameters>();

/** Parameters in force on the first day (6 April) of `taxYear`. */
export function parametersFor(taxYear: TaxYear): TaxParameters {
  let parameters = cache.get(taxYear);
  if (parameters === undefined) {
    parameters = deepFreeze(resolve(taxYear));
    cache.set(taxYear, parameters);
  }
  return parameters;
}

/** The parameter `name` (`group.name`) as a working step cites it. */
export function parameterUse(parameters: TaxParameters, name: string): ParameterUse {
  const found = parameters.uses[name];
  if (found === undefined) throw new RangeError(`${name}: no such parameter`);
  return found;
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
