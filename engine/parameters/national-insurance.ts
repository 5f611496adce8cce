// National Insurance: Class 2 and Class 4 for the self-employed, Class 1 primary for employees.
import type { Parameter } from './parameter.ts';
import {
  EMPLOYEE_NI,
  EMPLOYER_RATES_2025,
  EMPLOYER_RATES_2026,
  NIC_REDUCTION_2023,
  NIC_REDUCTION_2024,
  SELF_EMPLOYED_NI,
  SSCBA_1992_S15,
} from './references.ts';

export const class2AnnualAmount: Parameter = {
  description:
    'Class 2 contribution payable (annual) by the self-employed with profits above the small profits threshold',
  unit: 'currency-GBP',
  values: { '2025-04-06': 0, '2026-04-06': 0 },
  reference: [SELF_EMPLOYED_NI, NIC_REDUCTION_2023],
};

export const class4LowerProfitsLimit: Parameter = {
  description: 'Class 4 lower profits limit',
  unit: 'currency-GBP',
  values: { '2025-04-06': 12_570, '2026-04-06': 12_570 },
  reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15],
};

export const class4UpperProfitsLimit: Parameter = {
  description: 'Class 4 upper profits limit',
  unit: 'currency-GBP',
  values: { '2025-04-06': 50_270, '2026-04-06': 50_270 },
  reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15],
};

export const class4MainRate: Parameter = {
  description: 'Class 4 main rate, on profits between the lower and upper profits limits',
  unit: 'rate',
  values: { '2025-04-06': 0.06, '2026-04-06': 0.06 },
  reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15, NIC_REDUCTION_2024],
};

export const class4AdditionalRate: Parameter = {
  description: 'Class 4 additional rate, on profits above the upper profits limit',
  unit: 'rate',
  values: { '2025-04-06': 0.02, '2026-04-06': 0.02 },
  reference: [SELF_EMPLOYED_NI, SSCBA_1992_S15],
};

export const class1PrimaryThreshold: Parameter = {
  description: 'Class 1 primary threshold (annual), employee contributions start above it',
  unit: 'currency-GBP',
  values: { '2025-04-06': 12_570, '2026-04-06': 12_570 },
  reference: [EMPLOYER_RATES_2025, EMPLOYER_RATES_2026],
};

export const class1UpperEarningsLimit: Parameter = {
  description: 'Class 1 upper earnings limit (annual)',
  unit: 'currency-GBP',
  values: { '2025-04-06': 50_270, '2026-04-06': 50_270 },
  reference: [EMPLOYER_RATES_2025, EMPLOYER_RATES_2026],
};

export const class1MainRate: Parameter = {
  description:
    'Employee Class 1 main rate (category letter A), primary threshold to upper earnings limit',
  unit: 'rate',
  values: { '2025-04-06': 0.08, '2026-04-06': 0.08 },
  reference: [EMPLOYEE_NI, EMPLOYER_RATES_2025, EMPLOYER_RATES_2026, NIC_REDUCTION_2024],
};

export const class1AdditionalRate: Parameter = {
  description:
    'Employee Class 1 additional rate (category letter A), above the upper earnings limit',
  unit: 'rate',
  values: { '2025-04-06': 0.02, '2026-04-06': 0.02 },
  reference: [EMPLOYEE_NI, EMPLOYER_RATES_2025, EMPLOYER_RATES_2026],
};
