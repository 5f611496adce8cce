// What a continuing trader pays on each date for the chosen year and the one after. The year's two
// payments on account are half of last year's bill (TMA 1970 s59A), so they are known only when
// that bill is given; the balancing payment settles the year's bill less them (s59B), beside the
// next year's first payment on account, which this year's bill sets.
import * as C from '../../../engine/parameters/citations.ts';
import { parameterUse, type ParametersOf } from '../../../engine/parameters/parameters-for.ts';
import { taxYearLabel } from '../../../engine/parameters/tax-years.ts';
import { roundTo } from '../../../engine/rules/arithmetic.ts';
import {
  instalmentsOn,
  type PaymentsOnAccountFigures,
} from '../../../engine/rules/payments-on-account.ts';
import { FigureSteps, cite, gbp, percent } from '../../../engine/rules/working.ts';
import type { FigureWorking } from '../../../engine/types.ts';
import type { PaymentDate, PaymentPart, PaymentsDue } from './types.ts';

/** '2025/26' for the year that started in 2024, when `startYear` is 2025. */
const labelOfYearStarting = (startYear: number) =>
  taxYearLabel(`${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`);

const dated = (date: string, parts: PaymentPart[]): PaymentDate => {
  let total: number | null = 0;
  for (const part of parts)
    total = part.amount === null || total === null ? null : total + part.amount;
  return { date, parts, total: total === null ? null : roundTo(total, 2) };
};

/** Last year's payments on account, from its bill, with this year's PAYE as last year's. */
export function previousInstalmentsOf(
  previousYearBill: number,
  figures: PaymentsOnAccountFigures,
  p: ParametersOf<'paymentsOnAccount'>,
) {
  return instalmentsOn(previousYearBill, figures.bill.deductedAtSource, p);
}

/** The dates and amounts; `previousYearBill` null when not given. */
export function paymentsDueOf(
  previousYearBill: number | null,
  figures: PaymentsOnAccountFigures,
  p: ParametersOf<'paymentsOnAccount'>,
): PaymentsDue {
  const { schedule, bill, startYear, yearLabel, nextLabel } = figures;
  const lastLabel = labelOfYearStarting(startYear - 1);
  const jan = (year: number) => `${year}-01-31`;
  const jul = (year: number) => `${year}-07-31`;
  const next: PaymentPart[] = [
    {
      label: schedule.due
        ? `First payment on account for ${nextLabel}`
        : `No payment on account for ${nextLabel}`,
      amount: schedule.instalment,
    },
  ];
  const nextSecond: PaymentPart = {
    label: schedule.due
      ? `Second payment on account for ${nextLabel}`
      : `No payment on account for ${nextLabel}`,
    amount: schedule.instalment,
  };

  if (previousYearBill === null) {
    const unknown = (which: string): PaymentPart => ({
      label: `${which} payment on account for ${yearLabel}, half your ${lastLabel} bill if it was due`,
      amount: null,
    });
    return {
      previousYearBill: null,
      instalment: null,
      balancingPayment: null,
      dates: [
        dated(jan(startYear + 1), [unknown('First')]),
        dated(jul(startYear + 1), [unknown('Second')]),
        dated(jan(startYear + 2), [
          {
            label: `Balancing payment for ${yearLabel}: its bill of ${gbp(bill.bill, true)} less the payments on account made for it`,
            amount: null,
          },
          ...next,
        ]),
        dated(jul(startYear + 2), [nextSecond]),
      ],
    };
  }

  const last = previousInstalmentsOf(previousYearBill, figures, p);
  const balancingPayment = roundTo(bill.bill - 2 * last.instalment, 2);
  const ours = (which: string): PaymentPart => ({
    label: last.due
      ? `${which} payment on account for ${yearLabel}`
      : `No payment on account for ${yearLabel}`,
    amount: last.instalment,
  });
  return {
    previousYearBill,
    instalment: last.instalment,
    balancingPayment,
    dates: [
      dated(jan(startYear + 1), [ours('First')]),
      dated(jul(startYear + 1), [ours('Second')]),
      dated(jan(startYear + 2), [
        {
          label:
            balancingPayment < 0
              ? `Refund or credit for ${yearLabel}: its payments on account were more than its bill`
              : `Balancing payment for ${yearLabel}`,
          amount: balancingPayment,
        },
        ...next,
      ]),
      dated(jul(startYear + 2), [nextSecond]),
    ],
  };
}

/** How the balancing payment was worked out from last year's bill; null when it was not given. */
export function paymentsDueWorking(
  due: PaymentsDue,
  figures: PaymentsOnAccountFigures,
  p: ParametersOf<'paymentsOnAccount'>,
): FigureWorking<'paymentsDue.balancingPayment'> | null {
  const { previousYearBill, balancingPayment } = due;
  if (previousYearBill === null || balancingPayment === null) return null;
  const poa = p.paymentsOnAccount;
  const param = (name: 'minimumLiability' | 'deductedAtSourceShare' | 'instalmentShare') =>
    parameterUse(p, `paymentsOnAccount.${name}`);
  const { bill, startYear, yearLabel } = figures;
  const lastLabel = labelOfYearStarting(startYear - 1);
  const last = previousInstalmentsOf(previousYearBill, figures, p);
  const steps = new FigureSteps();
  if (last.due) {
    steps.note(
      `${yearLabel}'s payments on account: ${percent(poa.instalmentShare)} of ${lastLabel}'s bill of ${gbp(previousYearBill, true)} = ${gbp(last.instalment, true)} on each of 31 January ${startYear + 1} and 31 July ${startYear + 1}`,
      [param('instalmentShare'), param('minimumLiability')],
      cite(C.tma1970s59A, C.paymentsOnAccountGuide),
    );
  } else if (last.mostlyAtSource) {
    steps.note(
      `PAYE's ${gbp(bill.deductedAtSource)} (taken as the same in ${lastLabel}) is more than ${percent(poa.deductedAtSourceShare)} of ${lastLabel}'s ${gbp(last.year, true)}: no payments on account for ${yearLabel}`,
      [param('deductedAtSourceShare')],
      cite(C.poaRegs1996reg4, C.tma1970s59A),
    );
  } else {
    steps.note(
      `${lastLabel}'s bill of ${gbp(previousYearBill, true)} is under ${gbp(poa.minimumLiability)}: no payments on account for ${yearLabel}`,
      [param('minimumLiability')],
      cite(C.poaRegs1996reg3, C.tma1970s59A),
    );
  }
  if (last.due && bill.paye) {
    steps.note(
      `PAYE's ${gbp(bill.deductedAtSource)}, taken as the same in ${lastLabel}, is not more than ${percent(poa.deductedAtSourceShare)} of its ${gbp(last.year, true)}`,
      [param('deductedAtSourceShare')],
      cite(C.poaRegs1996reg4),
    );
  }
  steps
    .add(`${yearLabel}'s bill through the return`, bill.bill, [], cite(C.tma1970s59B))
    .add(
      `Less its payments on account, 2 × ${gbp(last.instalment, true)}`,
      -2 * last.instalment,
      [],
      cite(C.tma1970s59B, C.paymentsOnAccountGuide),
    );
  if (balancingPayment < 0) {
    steps.note(
      `Below £0: HMRC owes the ${gbp(-balancingPayment, true)}, as a refund or against the next payment`,
      [],
      cite(C.tma1970s59B, C.paymentsOnAccountGuide),
    );
  }
  return steps.done(
    'paymentsDue.balancingPayment',
    `Balancing payment on 31 January ${startYear + 2}`,
    balancingPayment,
  );
}
