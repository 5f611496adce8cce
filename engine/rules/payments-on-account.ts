// Payments on account (TMA 1970 s59A): the Self Assessment instalments a return's bill sets, with
// the first year's timeline, and their working.
import * as C from '../parameters/citations.ts';
import { parameterUse, type ParametersOf } from '../parameters/parameters-for.ts';
import type { FigureWorking, PaymentsOnAccount, ScheduledPayment } from '../types.ts';
import { taxYearAfter, taxYearLabel } from '../parameters/tax-years.ts';
import { roundTo } from './arithmetic.ts';
import { FigureSteps, cite, gbp, percent } from './working.ts';

/** What a return assesses, for its payments on account. */
export interface ReturnBill {
  /** Income tax with its charges (and Class 4) the return collects: less what PAYE deducted. */
  liability: number;
  /** Income tax PAYE deducted, for the test of tax collected at source; 0 without PAYE. */
  deductedAtSource: number;
  /** Whether any income was under PAYE (a job's pay, a director's salary). */
  paye: boolean;
  /** What the balancing payment settles: the liability and any loan repayments through the return. */
  bill: number;
}

/** 31 January or 31 July of a calendar year, as an ISO date. */
const jan31 = (year: number) => `${year}-01-31`;
const jul31 = (year: number) => `${year}-07-31`;

/**
 * The payments: the two on account for the year when due, and the first year's timeline, in which
 * the whole year's bill and the first payment for the next year fall on the same 31 January.
 */
function scheduleOf(
  due: boolean,
  instalment: number,
  bill: number,
  startYear: number,
  yearLabel: string,
  nextLabel: string,
): Omit<PaymentsOnAccount, 'limits'> {
  const payments: ScheduledPayment[] = due
    ? [
        {
          date: jan31(startYear + 1),
          amount: instalment,
          label: `First payment on account for ${yearLabel}`,
        },
        {
          date: jul31(startYear + 1),
          amount: instalment,
          label: `Second payment on account for ${yearLabel}`,
        },
      ]
    : [];
  const dueFirstYear: ScheduledPayment[] = [
    {
      date: jan31(startYear + 2),
      // In pence: the float sum can lie a hair off it (£7,406.25 + £3,703.13).
      amount: roundTo(bill + instalment, 2),
      label: due
        ? `Balancing payment for ${yearLabel} and first payment on account for ${nextLabel}`
        : `Balancing payment for ${yearLabel}`,
    },
  ];
  if (due) {
    dueFirstYear.push({
      date: jul31(startYear + 2),
      amount: instalment,
      label: `Second payment on account for ${nextLabel}`,
    });
  }
  const firstYear: ScheduledPayment[] = [];
  for (const payment of dueFirstYear) if (payment.amount > 0) firstYear.push(payment);
  return { due, instalment, payments, firstYear };
}

/**
 * Whether a year's `liability` (not deducted at source) sets payments on account for the year after
 * it, and each one, to the penny: the test `paymentsOnAccountOf` applies, for a bill already known.
 */
export function instalmentsOn(
  liability: number,
  deductedAtSource: number,
  p: ParametersOf<'paymentsOnAccount'>,
) {
  const poa = p.paymentsOnAccount;
  const year = liability + deductedAtSource;
  // Compared in pence, so that exactly 80% is exactly 80% whatever the floating point.
  const mostlyAtSource =
    deductedAtSource > 0 && deductedAtSource > roundTo(poa.deductedAtSourceShare * year, 2);
  const due = liability >= poa.minimumLiability && !mostlyAtSource;
  const instalment = due ? roundTo(liability * poa.instalmentShare, 2) : 0;
  return { due, instalment, year, mostlyAtSource };
}

/**
 * Each payment on account is half the liability, due on 31 January in the tax year and 31 July after
 * it; none below the minimum (SI 1996/1654 reg 3) or when PAYE collected more than 80% of the year's
 * income tax (reg 4, TMA 1970 s59A(1)(d): they are due while what is not deducted at source is not
 * less than a fifth, so exactly 80% still owes them). Legally each is half of the previous year's
 * bill: this year's is the estimate.
 */
export function paymentsOnAccountOf(bill: ReturnBill, p: ParametersOf<'paymentsOnAccount'>) {
  const { due, instalment, year, mostlyAtSource } = instalmentsOn(
    bill.liability,
    bill.deductedAtSource,
    p,
  );
  const startYear = Number(p.taxYear.slice(0, 4));
  const yearLabel = taxYearLabel(p.taxYear);
  const nextLabel = taxYearLabel(taxYearAfter(p.taxYear));
  const { minimumLiability, deductedAtSourceShare } = p.paymentsOnAccount;
  const schedule: PaymentsOnAccount = {
    ...scheduleOf(due, instalment, bill.bill, startYear, yearLabel, nextLabel),
    limits: { minimumLiability, deductedAtSourceShare },
  };
  return { schedule, bill, year, mostlyAtSource, startYear, yearLabel, nextLabel };
}

export type PaymentsOnAccountFigures = ReturnType<typeof paymentsOnAccountOf>;

/**
 * How the instalments were worked out, after `summary`, the year's tax before PAYE in words; null
 * when nothing is owed.
 */
export function paymentsOnAccountWorking(
  figures: PaymentsOnAccountFigures,
  summary: string,
  p: ParametersOf<'paymentsOnAccount'>,
): FigureWorking<'paymentsOnAccount.instalment'> | null {
  const poa = p.paymentsOnAccount;
  const param = (name: 'minimumLiability' | 'deductedAtSourceShare' | 'instalmentShare') =>
    parameterUse(p, `paymentsOnAccount.${name}`);
  const { schedule, bill, year, mostlyAtSource, startYear, yearLabel, nextLabel } = figures;
  const { due, instalment } = schedule;
  const { liability, deductedAtSource } = bill;
  if (!due && liability <= 0) return null;

  const steps = new FigureSteps().note(summary);
  if (due) {
    steps
      .add(
        `${percent(poa.instalmentShare)} of ${gbp(liability)} on each of 31 January and 31 July`,
        liability * poa.instalmentShare,
        [param('instalmentShare')],
        cite(C.tma1970s59A),
      )
      .note(
        `By law each payment on account for ${yearLabel} is half the previous year's bill; this estimate uses ${yearLabel}'s bill, as ${nextLabel}'s payments will`,
        [],
        cite(C.tma1970s59A),
      )
      .note(
        bill.paye
          ? `PAYE's ${gbp(deductedAtSource)} is not more than ${percent(poa.deductedAtSourceShare)} of the year's ${gbp(year)}, so payments on account are due`
          : `With no PAYE, the ${percent(poa.deductedAtSourceShare)} test of tax collected at source cannot apply`,
        [param('deductedAtSourceShare')],
        cite(C.poaRegs1996reg4),
      )
      .note(
        `In the first year: the whole ${yearLabel} bill and the first payment for ${nextLabel} together on 31 January ${startYear + 2}`,
        [],
        cite(C.tma1970s59B),
      );
  } else if (mostlyAtSource) {
    steps.note(
      `PAYE's ${gbp(deductedAtSource)} is more than ${percent(poa.deductedAtSourceShare)} of the year's ${gbp(year)}: no payments on account; the rest is paid on 31 January ${startYear + 2}`,
      [param('deductedAtSourceShare')],
      cite(C.poaRegs1996reg4, C.tma1970s59B),
    );
  } else {
    steps.note(
      `Below ${gbp(poa.minimumLiability)}: no payments on account; the bill is paid on 31 January ${startYear + 2}`,
      [param('minimumLiability')],
      cite(C.poaRegs1996reg3, C.tma1970s59B),
    );
  }
  return steps.done('paymentsOnAccount.instalment', 'Each payment on account', instalment);
}
