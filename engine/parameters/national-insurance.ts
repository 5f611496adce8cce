// National Insurance: Class 2 and Class 4 for the self-employed, Class 1 primary for employees.
// Described, dated and cited as in income-tax.ts.
import * as C from './citations.ts';
import {
  announcedUnchanged,
  cited,
  notYetAnnounced,
  unchanged,
  type ParameterGroup,
} from './parameter.ts';

const Y2025 = '2025-04-06';
const Y2026 = '2026-04-06';
const Y2027 = '2027-04-06';
// The day the years' values were last checked against the law and HMRC's published rates.
const REVIEWED = '2026-11-28';

/** Class 2 and Class 4, paid by the self-employed. */
export const selfEmployedNI = {
  class2: {
    description:
      'Class 2 contribution payable (annual) by the self-employed with profits above the small profits threshold',
    unit: 'currency-GBP',
    label: 'Class 2 contributions',
    values: {
      [Y2025]: cited(0, C.nicAct2023s3, C.selfEmployedNI),
      [Y2026]: unchanged(REVIEWED, C.nicAct2023s3),
      [Y2027]: unchanged(REVIEWED, C.nicAct2023s3),
    },
  },
  smallProfitsThreshold: {
    description:
      'Profits above this count the year towards the State Pension with no Class 2 to pay; below it, voluntary Class 2 keeps the year',
    unit: 'currency-GBP',
    label: 'small profits threshold',
    values: {
      [Y2025]: cited(6_845, C.sscba1992s11, C.selfEmployedNI),
      [Y2026]: cited(7_105, C.sscba1992s11, C.selfEmployedNI),
      // Uprated each April by regulations, after September's CPI.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  voluntaryClass2Weekly: {
    description:
      'Voluntary Class 2 contribution a week, for profits below the small profits threshold',
    unit: 'currency-GBP',
    label: 'voluntary Class 2 a week',
    values: {
      [Y2025]: cited(3.5, C.sscba1992s11, C.selfEmployedNI),
      [Y2026]: cited(3.65, C.sscba1992s11, C.selfEmployedNI),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  lowerProfitsLimit: {
    description: 'Class 4 lower profits limit',
    unit: 'currency-GBP',
    label: 'Class 4 lower profits limit',
    values: {
      [Y2025]: cited(12_570, C.sscba1992s15, C.selfEmployedNI),
      [Y2026]: unchanged(REVIEWED, C.sscba1992s15, C.selfEmployedNI),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  upperProfitsLimit: {
    description: 'Class 4 upper profits limit',
    unit: 'currency-GBP',
    label: 'Class 4 upper profits limit',
    values: {
      [Y2025]: cited(50_270, C.sscba1992s15, C.selfEmployedNI),
      [Y2026]: unchanged(REVIEWED, C.sscba1992s15, C.selfEmployedNI),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  mainRate: {
    description: 'Class 4 main rate, on profits between the lower and upper profits limits',
    unit: 'rate',
    label: 'Class 4 main rate',
    values: {
      [Y2025]: cited(0.06, C.sscba1992s15, C.nicAct2024s1, C.selfEmployedNI),
      [Y2026]: unchanged(REVIEWED, C.sscba1992s15),
      [Y2027]: unchanged(REVIEWED, C.sscba1992s15),
    },
  },
  additionalRate: {
    description: 'Class 4 additional rate, on profits above the upper profits limit',
    unit: 'rate',
    label: 'Class 4 additional rate',
    values: {
      [Y2025]: cited(0.02, C.sscba1992s15, C.selfEmployedNI),
      [Y2026]: unchanged(REVIEWED, C.sscba1992s15),
      [Y2027]: unchanged(REVIEWED, C.sscba1992s15),
    },
  },
} satisfies ParameterGroup;

/** Class 1 primary contributions, paid by employees (and directors) on earnings. */
export const employeeNI = {
  primaryThreshold: {
    description: 'Class 1 primary threshold (annual), employee contributions start above it',
    unit: 'currency-GBP',
    label: 'Class 1 primary threshold',
    values: {
      [Y2025]: cited(12_570, C.employerRates2025),
      [Y2026]: cited(12_570, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  upperEarningsLimit: {
    description: 'Class 1 upper earnings limit (annual)',
    unit: 'currency-GBP',
    label: 'Class 1 upper earnings limit',
    values: {
      [Y2025]: cited(50_270, C.employerRates2025),
      [Y2026]: cited(50_270, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  mainRate: {
    description:
      'Employee Class 1 main rate (category letter A), primary threshold to upper earnings limit',
    unit: 'rate',
    label: 'employee Class 1 main rate',
    values: {
      [Y2025]: cited(0.08, C.sscba1992s8, C.nicAct2024s1, C.employeeNI, C.employerRates2025),
      [Y2026]: cited(0.08, C.sscba1992s8, C.nicAct2024s1, C.employeeNI, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.sscba1992s8),
    },
  },
  additionalRate: {
    description:
      'Employee Class 1 additional rate (category letter A), above the upper earnings limit',
    unit: 'rate',
    label: 'employee Class 1 additional rate',
    values: {
      [Y2025]: cited(0.02, C.sscba1992s8, C.employeeNI, C.employerRates2025),
      [Y2026]: cited(0.02, C.sscba1992s8, C.employeeNI, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.sscba1992s8),
    },
  },
} satisfies ParameterGroup;
