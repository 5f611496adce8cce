import { PRACTICE } from '../content/practice.ts';
import { StarIcon } from './icons.tsx';
import { cx } from './ui.tsx';

/** The Google rating summary shown in heroes. */
export function RatingLine({ dark = false }: { dark?: boolean }) {
  return (
    <p
      className={cx('mt-8 flex items-center gap-3 text-sm', dark ? 'text-ink-200' : 'text-ink-600')}
    >
      <span className="flex text-gold-400" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} className="size-5" />
        ))}
      </span>
      <span>
        <strong className={dark ? 'text-white' : 'text-ink-950'}>
          {PRACTICE.rating.average} out of 5
        </strong>{' '}
        from {PRACTICE.rating.total} Google reviews
      </span>
    </p>
  );
}
