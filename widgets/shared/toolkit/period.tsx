// The period a result's figures are shown for: a year as worked out, or a twelfth or a fifty-second
// of it, as the UK's salary calculators offer. A view of the same result, not an input: switching it
// works nothing out again and fires no event.
import { MONTHS_PER_YEAR, WEEKS_PER_YEAR } from '../../../engine/index.ts';
import { Segmented } from './segmented.tsx';

export type Period = 'year' | 'month' | 'week';

const PER_YEAR: Readonly<Record<Period, number>> = {
  year: 1,
  month: MONTHS_PER_YEAR,
  week: WEEKS_PER_YEAR,
};

/** An annual amount for the period shown. */
export const perPeriod = (amount: number, period: Period) => amount / PER_YEAR[period];

/** "a year", "a month", "a week": said after a figure's name. */
export const periodPhrase = (period: Period) => `a ${period}`;

export function PeriodSwitch({
  value,
  onChange,
}: {
  value: Period;
  onChange: (period: Period) => void;
}) {
  return (
    <Segmented
      legend="Show figures"
      part="period-switch"
      options={[
        ['year', 'Yearly'],
        ['month', 'Monthly'],
        ['week', 'Weekly'],
      ]}
      value={value}
      onChange={onChange}
    />
  );
}
