import { useRef } from 'react';
import { formatCount } from '../../widgets/index.ts';
import type { Stat } from '../content/stats.ts';
import { useCountUp } from '../lib/motion.ts';
import { cx } from './ui.tsx';

export function formatStat(stat: Stat, value: number): string {
  // Written out (toFixed is exact and the same in Node and every browser) rather than with Intl,
  // whose first formatter costs a page its locale data's loading in the middle of hydration.
  const [whole = '0', fraction] = value.toFixed(stat.decimals ?? 0).split('.');
  const number = fraction
    ? `${formatCount(Number(whole))}.${fraction}`
    : formatCount(Number(whole));
  return `${stat.prefix ?? ''}${number}${stat.suffix ?? ''}`;
}

/**
 * A count of things counts up once when it scrolls into view; any other figure shows its value as
 * it is (see stats.ts). The final text reserves the width (so nothing shifts) and is what screen
 * readers and the prerendered HTML get.
 */
export function CountUp({ stat, className }: { stat: Stat; className?: string }) {
  const ref = useRef<HTMLSpanElement>(null);
  const value = useCountUp(ref, stat.value, stat.duration ?? 2000, stat.counts === true);
  const final = formatStat(stat, stat.value);
  return (
    <span ref={ref} className={cx('inline-grid tabular-nums', className)}>
      <span className="sr-only">{final}</span>
      <span aria-hidden="true" className="invisible col-start-1 row-start-1">
        {final}
      </span>
      <span aria-hidden="true" data-testid="count-up" className="col-start-1 row-start-1">
        {formatStat(stat, value)}
      </span>
    </span>
  );
}

export function StatsGrid({
  stats,
  dark = false,
  className,
}: {
  stats: Stat[];
  dark?: boolean;
  className?: string;
}) {
  return (
    <dl
      className={cx(
        'grid gap-x-6 gap-y-10',
        // Three figures sit in one row from the smallest tablet up, so none is left alone.
        stats.length === 3 ? 'sm:grid-cols-3' : 'grid-cols-2 lg:grid-cols-4',
        className,
      )}
    >
      {stats.map((stat) => (
        <div
          key={stat.label}
          // The label comes first in the list and the figure shows above it; a reversed column ends
          // at its top, so the figures of a row line up whatever the length of their labels.
          className="flex flex-col-reverse items-center justify-end text-center"
          {...(stat.price ? { 'data-price': '' } : { 'data-figure': '' })}
        >
          <dt className={cx('mt-2 text-sm sm:text-base', dark ? 'text-ink-200' : 'text-ink-600')}>
            {stat.label}
          </dt>
          <dd
            className={cx(
              'text-4xl font-bold tracking-tight sm:text-5xl',
              dark ? 'text-white' : 'text-brand-800',
            )}
          >
            <CountUp stat={stat} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
