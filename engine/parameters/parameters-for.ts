// Resolves every dated parameter to the value in force on the first day of a tax year.
import type { ExpenseCategory, TaxYear } from '../types.ts';
import { dividends, incomeTax, savings } from './income-tax.ts';
import { employeeNI, selfEmployedNI } from './national-insurance.ts';
import { valuesAt } from './parameter.ts';
import { calculator, expensePresets, expenses, payroll } from './practice.ts';
import { TAX_YEAR_START } from './tax-years.ts';

/** A group's parameters resolved to numbers, under the parameter files' names. */
type Resolved<Group> = { readonly [Name in keyof Group]: number };

export interface TaxParameters {
  taxYear: TaxYear;
  incomeTax: Resolved<typeof incomeTax>;
  dividends: Resolved<typeof dividends>;
  savings: Resolved<typeof savings>;
  selfEmployedNI: Resolved<typeof selfEmployedNI>;
  employeeNI: Resolved<typeof employeeNI>;
  expenses: Resolved<typeof expenses> & {
    presets: Readonly<Record<ExpenseCategory, number>>;
  };
  payroll: Resolved<typeof payroll>;
  inputLimit: number;
}

function resolve(taxYear: TaxYear): TaxParameters {
  const on = TAX_YEAR_START[taxYear];
  return {
    taxYear,
    incomeTax: valuesAt(incomeTax, on),
    dividends: valuesAt(dividends, on),
    savings: valuesAt(savings, on),
    selfEmployedNI: valuesAt(selfEmployedNI, on),
    employeeNI: valuesAt(employeeNI, on),
    expenses: { presets: valuesAt(expensePresets, on), ...valuesAt(expenses, on) },
    payroll: valuesAt(payroll, on),
    ...valuesAt(calculator, on),
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

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
