import { formatSnapshotMonth } from '../../widgets/index.ts';
import { PRACTICE, googleReviewsUrl } from '../content/practice.ts';
import { StarIcon } from './icons.tsx';
import { cx } from './ui.tsx';

/**
 * The Google rating summary shown in heroes: the snapshot's figures with their date, linked to the
 * practice's reviews on Google so a visitor can read them all.
 */
export function RatingLine({ dark = false }: { dark?: boolean }) {
  return (
    <p
      className={cx('mt-8 flex items-center gap-3 text-sm', dark ? 'text-ink-200' : 'text-ink-600')}
    >
      <span className="flex shrink-0 text-gold-400" aria-hidden="true">
        {Array.from({ length: 5 }, (_, index) => (
          <StarIcon key={index} className="size-5" />
        ))}
      </span>
      <span>
        <a
          href={googleReviewsUrl()}
          target="_blank"
          rel="noopener noreferrer"
          className={cx(
            'underline decoration-1 underline-offset-4 hover:decoration-2',
            dark ? 'decoration-ink-400' : 'decoration-ink-300',
          )}
        >
          <strong className={dark ? 'text-white' : 'text-ink-950'}>
            {PRACTICE.rating.average} out of 5
          </strong>{' '}
          from {PRACTICE.rating.total} Google reviews
          <span className="sr-only"> (opens in a new tab)</span>
        </a>{' '}
        <span className={dark ? 'text-ink-300' : 'text-ink-500'}>
          as of {formatSnapshotMonth(PRACTICE.rating.asOf)}
        </span>
      </span>
    </p>
  );
}
