// PAYE for employees: what a tax code's number is worth, the regulatory limit on K codes, National
// Insurance's thresholds for a week and a month as HMRC publishes them, Welsh rates, Blind Person's
// Allowance and the qualifying earnings band a workplace pension is worked out on. Described, dated
// and cited as in income-tax.ts.
import * as C from './citations.ts';
import type { BandDefinition } from './income-tax.ts';
import type { incomeTax } from './income-tax.ts';
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

/** The tax code's arithmetic as HMRC's specification for payroll software sets it out. */
export const paye = {
  codeUnit: {
    description:
      'Each unit of a tax code’s number is this much tax-free pay (or, in a K code, pay added) a year',
    unit: 'currency-GBP',
    label: 'pay a year for each unit of the code',
    values: {
      [Y2025]: cited(10, C.payeSpecification, C.taxCodes),
      [Y2026]: unchanged(REVIEWED, C.payeSpecification),
      [Y2027]: unchanged(REVIEWED, C.payeSpecification),
    },
  },
  codeAddition: {
    description:
      'Added to the code’s number times the unit, so that the year’s pay adjustment covers the whole £10 the last digit left out',
    unit: 'currency-GBP',
    label: 'added to the code’s pay a year',
    values: {
      [Y2025]: cited(9, C.payeSpecification, C.payAdjustmentTables),
      [Y2026]: unchanged(REVIEWED, C.payeSpecification),
      [Y2027]: unchanged(REVIEWED, C.payeSpecification),
    },
  },
  codeBlock: {
    description:
      'Code numbers above this are split into blocks of it and a remainder, each block’s pay adjustment a fixed figure a period (the pay adjustment tables stop at 500)',
    unit: 'count',
    label: 'code numbers split into blocks of',
    values: {
      [Y2025]: cited(500, C.payeSpecification, C.payAdjustmentTables),
      [Y2026]: unchanged(REVIEWED, C.payeSpecification),
      [Y2027]: unchanged(REVIEWED, C.payeSpecification),
    },
  },
  overridingLimit: {
    description:
      'Tax deducted on a payday under a K code is never more than this share of the pay (the overriding, or regulatory, limit)',
    unit: 'rate',
    label: 'overriding limit, share of the pay',
    values: {
      [Y2025]: cited(0.5, C.payeRegs2003reg2, C.payeSpecification),
      [Y2026]: unchanged(REVIEWED, C.payeRegs2003reg2),
      [Y2027]: unchanged(REVIEWED, C.payeRegs2003reg2),
    },
  },
  blindPersonsAllowance: {
    description:
      "Blind Person's Allowance, added to the personal allowance (and so to the tax code's number)",
    unit: 'currency-GBP',
    label: "Blind Person's Allowance",
    values: {
      [Y2025]: cited(3_130, C.ita2007s38, C.blindPersonsAllowance),
      [Y2026]: cited(3_250, C.ita2007s38, C.ratesAndAllowances),
      // Uprated each April by CPI, by an order laid in the new year.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
} satisfies ParameterGroup;

/**
 * Class 1 thresholds for a week and for a month, as HMRC publishes them for payroll (SSCR 2001
 * reg 11): a payday's National Insurance is worked out on that payday's pay alone. An earnings
 * period of several weeks takes the week's figure times the weeks.
 */
export const classOnePeriods = {
  primaryThresholdWeekly: {
    description: 'Class 1 primary threshold for a week: employee contributions start above it',
    unit: 'currency-GBP',
    label: 'primary threshold a week',
    values: {
      [Y2025]: cited(242, C.sscr2001reg11, C.employerRates2025),
      [Y2026]: cited(242, C.sscr2001reg11, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  primaryThresholdMonthly: {
    description: 'Class 1 primary threshold for a month',
    unit: 'currency-GBP',
    label: 'primary threshold a month',
    values: {
      [Y2025]: cited(1_048, C.sscr2001reg11, C.employerRates2025),
      [Y2026]: cited(1_048, C.sscr2001reg11, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  upperEarningsLimitWeekly: {
    description: 'Class 1 upper earnings limit for a week: the main rate stops, 2% above',
    unit: 'currency-GBP',
    label: 'upper earnings limit a week',
    values: {
      [Y2025]: cited(967, C.sscr2001reg11, C.employerRates2025),
      [Y2026]: cited(967, C.sscr2001reg11, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  upperEarningsLimitMonthly: {
    description: 'Class 1 upper earnings limit for a month',
    unit: 'currency-GBP',
    label: 'upper earnings limit a month',
    values: {
      [Y2025]: cited(4_189, C.sscr2001reg11, C.employerRates2025),
      [Y2026]: cited(4_189, C.sscr2001reg11, C.employerRates2026),
      [Y2027]: announcedUnchanged(REVIEWED, C.thresholdsTo2031),
    },
  },
  secondaryThresholdWeekly: {
    description: 'Class 1 secondary threshold for a week: employer contributions start above it',
    unit: 'currency-GBP',
    label: 'secondary threshold a week',
    values: {
      [Y2025]: cited(96, C.sscr2001reg11, C.nicSecondary2025, C.employerRates2025),
      [Y2026]: cited(96, C.sscr2001reg11, C.nicSecondary2025, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.nicSecondary2025, C.thresholdsTo2031),
    },
  },
  secondaryThresholdMonthly: {
    description: 'Class 1 secondary threshold for a month',
    unit: 'currency-GBP',
    label: 'secondary threshold a month',
    values: {
      [Y2025]: cited(417, C.sscr2001reg11, C.nicSecondary2025, C.employerRates2025),
      [Y2026]: cited(417, C.sscr2001reg11, C.nicSecondary2025, C.employerRates2026),
      [Y2027]: unchanged(REVIEWED, C.nicSecondary2025, C.thresholdsTo2031),
    },
  },
} satisfies ParameterGroup;

/**
 * A Welsh taxpayer's rates on earned income (ITA 2007 s6B): the UK rates less 10 points, plus the
 * Welsh rate the Senedd sets each year (10p since 2019, so the same as England's so far). Their own
 * parameters, so that a different Welsh rate is data, not code. The bands are the UK's.
 */
export const welshIncomeTax = {
  basicRate: {
    description: 'Welsh basic rate',
    unit: 'rate',
    label: 'Welsh basic rate',
    values: {
      [Y2025]: cited(0.2, C.ita2007s6B, C.welshIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.2, C.ita2007s6B, C.welshIncomeTax, C.employerRates2026),
      // Set each year by a Welsh rate resolution of the Senedd after the Welsh budget.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  higherRate: {
    description: 'Welsh higher rate',
    unit: 'rate',
    label: 'Welsh higher rate',
    values: {
      [Y2025]: cited(0.4, C.ita2007s6B, C.welshIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.4, C.ita2007s6B, C.welshIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  additionalRate: {
    description: 'Welsh additional rate',
    unit: 'rate',
    label: 'Welsh additional rate',
    values: {
      [Y2025]: cited(0.45, C.ita2007s6B, C.welshIncomeTax, C.employerRates2025),
      [Y2026]: cited(0.45, C.ita2007s6B, C.welshIncomeTax, C.employerRates2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
} satisfies ParameterGroup;

/**
 * The qualifying earnings band for each pay reference period (Pensions Act 2008 s13), as the
 * Department for Work and Pensions publishes it each year: a workplace pension's percentage of
 * "qualifying earnings" is of the pay between the lower and upper figures of that payday.
 */
export const qualifyingEarnings = {
  lowerWeekly: {
    description: 'Qualifying earnings start above this in a week',
    unit: 'currency-GBP',
    label: 'qualifying earnings from, a week',
    values: {
      [Y2025]: cited(120, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      // Reviewed each year by the Department for Work and Pensions, announced in the new year.
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  lowerFortnightly: {
    description: 'Qualifying earnings start above this in a fortnight',
    unit: 'currency-GBP',
    label: 'qualifying earnings from, a fortnight',
    values: {
      [Y2025]: cited(240, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  lowerFourWeekly: {
    description: 'Qualifying earnings start above this in four weeks',
    unit: 'currency-GBP',
    label: 'qualifying earnings from, four weeks',
    values: {
      [Y2025]: cited(480, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  lowerMonthly: {
    description: 'Qualifying earnings start above this in a month',
    unit: 'currency-GBP',
    label: 'qualifying earnings from, a month',
    values: {
      [Y2025]: cited(520, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  upperWeekly: {
    description: 'Qualifying earnings stop at this in a week',
    unit: 'currency-GBP',
    label: 'qualifying earnings up to, a week',
    values: {
      [Y2025]: cited(967, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  upperFortnightly: {
    description: 'Qualifying earnings stop at this in a fortnight',
    unit: 'currency-GBP',
    label: 'qualifying earnings up to, a fortnight',
    values: {
      [Y2025]: cited(1_934, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  upperFourWeekly: {
    description: 'Qualifying earnings stop at this in four weeks',
    unit: 'currency-GBP',
    label: 'qualifying earnings up to, four weeks',
    values: {
      [Y2025]: cited(3_867, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
  upperMonthly: {
    description: 'Qualifying earnings stop at this in a month',
    unit: 'currency-GBP',
    label: 'qualifying earnings up to, a month',
    values: {
      [Y2025]: cited(4_189, C.pa2008s13, C.aeThresholds2025),
      [Y2026]: unchanged(REVIEWED, C.pa2008s13, C.aeThresholds2026),
      [Y2027]: notYetAnnounced(REVIEWED),
    },
  },
} satisfies ParameterGroup;

type WelshRateName =
  `incomeTax.${keyof typeof incomeTax}` | `welshIncomeTax.${keyof typeof welshIncomeTax}`;

/** A Welsh taxpayer's earned income: the UK bands at the Welsh rates (ITA 2007 s6B). */
export const welshNonSavingsRates = [
  { from: null, band: 'Welsh basic rate band', rate: 'welshIncomeTax.basicRate' },
  {
    from: 'incomeTax.basicRateBand',
    band: 'Welsh higher rate band',
    rate: 'welshIncomeTax.higherRate',
    extended: true,
    aboveBasicRate: true,
  },
  {
    from: 'incomeTax.higherRateLimit',
    band: 'Welsh additional rate band',
    rate: 'welshIncomeTax.additionalRate',
    extended: true,
    aboveBasicRate: true,
  },
] as const satisfies readonly BandDefinition<WelshRateName>[];
