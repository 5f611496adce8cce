// The result per year, month or week, and a bar of where each pound goes. The bar is drawn for
// sighted visitors and hidden from assistive technology; the list beside it, with every amount and
// share, is its text alternative and what a screen reader reads.
import { useId, useState } from 'react';
import { formatMoney } from './money.ts';

export const PERIODS = [
  { id: 'year', label: 'Yearly', per: 'a year', divisor: 1 },
  { id: 'month', label: 'Monthly', per: 'a month', divisor: 12 },
  { id: 'week', label: 'Weekly', per: 'a week', divisor: 52 },
] as const;

export type Period = (typeof PERIODS)[number]['id'];

export type ShareKind = 'take-home' | 'income-tax' | 'ni' | 'student-loan' | 'pension';

export interface MoneyShare {
  kind: ShareKind;
  label: string;
  /** A year's amount; parts of nothing are left out. */
  amount: number;
}

const percent = new Intl.NumberFormat('en-GB', { style: 'percent', maximumFractionDigits: 0 });

/** The shares with an amount, each with its part of the whole (0 to 1). */
export function shareParts(shares: readonly MoneyShare[]) {
  const shown = shares.filter((share) => share.amount > 0);
  let total = 0;
  for (const share of shown) total += share.amount;
  return shown.map((share) => ({ ...share, part: total > 0 ? share.amount / total : 0 }));
}

const BAR_WIDTH = 1000;

/** Each share's place on the bar, left to right. */
function bars(parts: ReturnType<typeof shareParts>) {
  let x = 0;
  return parts.map(({ kind, part }) => {
    const width = part * BAR_WIDTH;
    const bar = { kind, x, width };
    x += width;
    return bar;
  });
}

export function WhereMoneyGoes({
  shares,
  of,
}: {
  shares: readonly MoneyShare[];
  /** What is shared out, e.g. "your profit" or "your income". */
  of: string;
}) {
  const [period, setPeriod] = useState<Period>('year');
  const name = useId();
  const titleId = `${name}-title`;
  const chosen = PERIODS.find((p) => p.id === period) ?? PERIODS[0];
  const parts = shareParts(shares);
  if (parts.length === 0) return null;
  return (
    <section className="acct-split" part="split" aria-labelledby={titleId}>
      <h4 className="acct-results__subtitle" id={titleId}>
        Where {of} goes
      </h4>
      <fieldset className="acct-period" part="period">
        <legend className="acct-visually-hidden">Show amounts</legend>
        {PERIODS.map((p) => (
          <label key={p.id} className="acct-period__option">
            <input
              className="acct-period__input"
              type="radio"
              name={name}
              value={p.id}
              checked={p.id === period}
              onChange={() => setPeriod(p.id)}
            />
            <span className="acct-period__text">{p.label}</span>
          </label>
        ))}
      </fieldset>
      {/* SVG attributes rather than inline styles: a page's strict CSP allows them. */}
      <svg
        className="acct-split__bar"
        viewBox={`0 0 ${BAR_WIDTH} 1`}
        preserveAspectRatio="none"
        aria-hidden="true"
        focusable="false"
      >
        {bars(parts).map(({ kind, x, width }) => (
          <rect
            key={kind}
            className={`acct-split__segment acct-split__segment--${kind}`}
            x={x}
            y={0}
            width={width}
            height={1}
          />
        ))}
      </svg>
      <ul className="acct-split__legend">
        {parts.map((share) => (
          <li key={share.kind} className="acct-split__item">
            <span
              className={`acct-split__swatch acct-split__segment--${share.kind}`}
              aria-hidden="true"
            />
            <span className="acct-split__label">{share.label}</span>{' '}
            <span className="acct-split__amount">
              {formatMoney(share.amount / chosen.divisor)} {chosen.per}
            </span>{' '}
            <span className="acct-split__part">({percent.format(share.part)})</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
