// National Insurance: Class 2 and Class 4 for the self-employed, Class 1 primary for employees. Each
// group is the calculators' `parametersFor(taxYear)[group]`; sources.ts describes and cites every
// parameter under the same group and name, in the same order.
import type { ParameterGroup } from './parameter.ts';

/** Class 2 and Class 4, paid by the self-employed. */
export const selfEmployedNI = {
  class2: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 0, '2026-04-06': 0 },
  },
  lowerProfitsLimit: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 12_570, '2026-04-06': 12_570 },
  },
  upperProfitsLimit: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 50_270, '2026-04-06': 50_270 },
  },
  mainRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.06, '2026-04-06': 0.06 },
  },
  additionalRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.02, '2026-04-06': 0.02 },
  },
} satisfies ParameterGroup;

/** Class 1 primary contributions, paid by employees (and directors) on earnings. */
export const employeeNI = {
  primaryThreshold: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 12_570, '2026-04-06': 12_570 },
  },
  upperEarningsLimit: {
    unit: 'currency-GBP',
    values: { '2025-04-06': 50_270, '2026-04-06': 50_270 },
  },
  mainRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.08, '2026-04-06': 0.08 },
  },
  additionalRate: {
    unit: 'rate',
    values: { '2025-04-06': 0.02, '2026-04-06': 0.02 },
  },
} satisfies ParameterGroup;
