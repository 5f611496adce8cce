import { PRACTICE } from '../content/practice.ts';
import { cx } from '../components/ui.tsx';

export function Logo({ dark = false }: { dark?: boolean }) {
  return (
    <span className="flex items-center gap-2.5">
      <svg viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" className="flex-none">
        <rect width="32" height="32" rx="8" fill={dark ? '#ffffff' : '#135e56'} />
        <path
          d="M9 8v16h14"
          fill="none"
          stroke={dark ? '#135e56' : '#ffffff'}
          strokeWidth="3"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
        <path
          d="m13 19 4-4 3 2 4-6"
          fill="none"
          stroke="#f0bd52"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      <span
        className={cx(
          'text-lg leading-none font-bold tracking-tight whitespace-nowrap',
          dark ? 'text-white' : 'text-ink-950',
        )}
      >
        {PRACTICE.shortName}
        <span
          className={cx(
            'hidden font-medium min-[400px]:inline',
            dark ? 'text-brand-200' : 'text-brand-700',
          )}
        >
          {' '}
          Accountants
        </span>
      </span>
    </span>
  );
}
