// Class 4 beside a job: the annual maximum of the Social Security (Contributions) Regulations 2001
// reg 100. Someone who pays Class 1 on a salary and Class 4 on a profit pays no more Class 4 than
// the main rate on the whole profits band less the Class 1 paid at the main primary rate, and at
// least the additional rate on all their profits above the lower limit (HMRC's NIM24175–NIM24178).
import { parameterUse, type ParametersOf } from '../parameters/parameters-for.ts';
import * as C from '../parameters/citations.ts';
import { cite, gbp, percent, type FigureSteps } from './working.ts';

type NiParameters = ParametersOf<'selfEmployedNI' | 'employeeNI'>;

/** Class 1 primary contributions at the main rate on a year's pay, as an annual earnings period. */
export function class1AtMainRate(pay: number, p: ParametersOf<'employeeNI'>): number {
  const e = p.employeeNI;
  return Math.max(0, Math.min(pay, e.upperEarningsLimit) - e.primaryThreshold) * e.mainRate;
}

export interface Class4Maximum {
  /** Class 1 paid at the main primary rate. */
  class1: number;
  /** Step Two: the main rate on the whole band between the profits limits. */
  fullBand: number;
  /** Step Four: the most Class 4 at the main rate, never below nil (Case 3). */
  atMainRate: number;
  /** Steps Five and Six: the profits above the lower limit left for the additional rate. */
  atAdditionalRate: number;
  /** The maximum: Step Four plus Step Seven (Cases 2 and 3), or Step Four alone (Case 1). */
  amount: number;
}

/**
 * The reg 100 maximum on `profit` beside `class1` of Class 1 at the main rate; null when no Class 1
 * is paid, and the regulation does not apply. Case 1's maximum is never below the Class 4 due, so
 * taking the lesser of the two is the law in every case.
 */
export function class4MaximumOf(profit: number, class1: number, p: NiParameters) {
  if (class1 <= 0) return null;
  const ni = p.selfEmployedNI;
  const fullBand = (ni.upperProfitsLimit - ni.lowerProfitsLimit) * ni.mainRate;
  const atMainRate = Math.max(0, fullBand - class1);
  const aboveLower = Math.max(0, profit - ni.lowerProfitsLimit);
  const atAdditionalRate = Math.max(0, aboveLower - atMainRate / ni.mainRate);
  const amount = atMainRate + atAdditionalRate * ni.additionalRate;
  return { class1, fullBand, atMainRate, atAdditionalRate, amount } satisfies Class4Maximum;
}

/**
 * The step that brings Class 4 down to the maximum, when it does: `class4` is the Class 4 the
 * profit's bands give.
 */
export function addClass4MaximumStep(
  steps: FigureSteps,
  class4: number,
  maximum: Class4Maximum | null,
  p: NiParameters,
): void {
  if (maximum === null || maximum.amount >= class4) return;
  const ni = p.selfEmployedNI;
  const uses = [
    parameterUse(p, 'employeeNI.primaryThreshold'),
    parameterUse(p, 'employeeNI.upperEarningsLimit'),
    parameterUse(p, 'employeeNI.mainRate'),
    parameterUse(p, 'selfEmployedNI.lowerProfitsLimit'),
    parameterUse(p, 'selfEmployedNI.upperProfitsLimit'),
    parameterUse(p, 'selfEmployedNI.mainRate'),
    parameterUse(p, 'selfEmployedNI.additionalRate'),
  ];
  const band = `${percent(ni.mainRate)} of the profits between ${gbp(ni.lowerProfitsLimit)} and ${gbp(ni.upperProfitsLimit)}, ${gbp(maximum.fullBand, true)}`;
  const job = `the job's ${gbp(maximum.class1, true)} of Class 1 at the main rate`;
  steps.add(
    maximum.atMainRate > 0
      ? `Annual maximum beside a job: ${band}, less ${job} leaves ${gbp(maximum.atMainRate, true)}; with ${percent(ni.additionalRate)} on the other ${gbp(maximum.atAdditionalRate, true)} of profit above ${gbp(ni.lowerProfitsLimit)}, at most ${gbp(maximum.amount, true)}`
      : `Annual maximum beside a job: ${job} is more than ${band}, so only ${percent(ni.additionalRate)} on the ${gbp(maximum.atAdditionalRate, true)} of profit above ${gbp(ni.lowerProfitsLimit)}, at most ${gbp(maximum.amount, true)}`,
    maximum.amount - class4,
    uses,
    cite(C.sscr2001reg100),
  );
}
