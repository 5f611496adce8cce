// National Insurance: Class 2 and Class 4 for the self-employed, Class 1 primary for employees. Each
// group is `p[group]` of the calculators that declare it; a value is dated from when it or its
// source changed (the latest on or before a year's 6 April applies), every dated value cites what set it, and
// sources.ts describes every parameter under the same group and name, in the same order.
import * as C from './citations.ts';
import { cited, type ParameterGroup } from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';

/** Class 2 and Class 4, paid by the self-employed. */
export const selfEmployedNI = {
  class2: {
    unit: 'currency-GBP',
    label: 'Class 2 contributions',
    values: {
      [Y2025]: cited(0, C.nicAct2023s3, C.selfEmployedNI),
    },
  },
  smallProfitsThreshold: {
    unit: 'currency-GBP',
    label: 'small profits threshold',
    values: {
      [Y2025]: cited(6_845, C.sscba1992s11, C.selfEmployedNI),
      [Y2026]: cited(7_105, C.sscba1992s11, C.ratesAndThresholds2026),
    },
  },
  voluntaryClass2Weekly: {
    unit: 'currency-GBP',
    label: 'voluntary Class 2 a week',
    values: {
      [Y2025]: cited(3.5, C.sscba1992s11, C.selfEmployedNI),
      [Y2026]: cited(3.65, C.sscba1992s11, C.ratesAndThresholds2026),
    },
  },
  lowerProfitsLimit: {
    unit: 'currency-GBP',
    label: 'Class 4 lower profits limit',
    values: {
      [Y2025]: cited(12_570, C.sscba1992s15, C.selfEmployedNI),
    },
  },
  upperProfitsLimit: {
    unit: 'currency-GBP',
    label: 'Class 4 upper profits limit',
    values: {
      [Y2025]: cited(50_270, C.sscba1992s15, C.selfEmployedNI),
    },
  },
  mainRate: {
    unit: 'rate',
    label: 'Class 4 main rate',
    values: {
      [Y2025]: cited(0.06, C.sscba1992s15, C.nicAct2024s1, C.selfEmployedNI),
    },
  },
  additionalRate: {
    unit: 'rate',
    label: 'Class 4 additional rate',
    values: {
      [Y2025]: cited(0.02, C.sscba1992s15, C.selfEmployedNI),
    },
  },
} satisfies ParameterGroup;

/** Class 1 primary contributions, paid by employees (and directors) on earnings. */
export const employeeNI = {
  primaryThreshold: {
    unit: 'currency-GBP',
    label: 'Class 1 primary threshold',
    values: {
      [Y2025]: cited(12_570, C.employerRates2025),
      [Y2026]: cited(12_570, C.employerRates2026),
    },
  },
  upperEarningsLimit: {
    unit: 'currency-GBP',
    label: 'Class 1 upper earnings limit',
    values: {
      [Y2025]: cited(50_270, C.employerRates2025),
      [Y2026]: cited(50_270, C.employerRates2026),
    },
  },
  mainRate: {
    unit: 'rate',
    label: 'employee Class 1 main rate',
    values: {
      [Y2025]: cited(0.08, C.sscba1992s8, C.nicAct2024s1, C.employeeNI, C.employerRates2025),
      [Y2026]: cited(0.08, C.sscba1992s8, C.nicAct2024s1, C.employeeNI, C.employerRates2026),
    },
  },
  additionalRate: {
    unit: 'rate',
    label: 'employee Class 1 additional rate',
    values: {
      [Y2025]: cited(0.02, C.sscba1992s8, C.employeeNI, C.employerRates2025),
      [Y2026]: cited(0.02, C.sscba1992s8, C.employeeNI, C.employerRates2026),
    },
  },
} satisfies ParameterGroup;
