import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import {
  REVIEWS_SHOWN,
  fetchReviews,
  formatReviewDate,
  formatSnapshotMonth,
  truncateReview,
  type Review,
  type ReviewsData,
} from './reviews.ts';
import { REVIEWS_SNAPSHOT } from './snapshot.ts';
import { formatCount } from '../shared/toolkit/money.ts';

export interface ReviewCarouselProps {
  /** URL the reviews are POSTed for; without it the dated snapshot is shown. */
  reviewsEndpoint?: string;
  /** Google place id sent to the endpoint. */
  placeId?: string;
  className?: string;
}

interface Loaded {
  /** Which endpoint and place the data answers, so a changed attribute shows loading again. */
  key: string;
  /** The live answer, or null when it was unavailable and the snapshot is shown. */
  live: ReviewsData | null;
}

// Never presented as live: the snapshot always carries its date.
const SNAPSHOT_LABEL = `Google reviews as of ${formatSnapshotMonth(REVIEWS_SNAPSHOT.asOf)}`;
const LIVE_LABEL = 'Rating and reviews from Google';
/** The toggle's label on a truncated review, and the stand-in card's width for it. */
const READ_MORE = 'Read more';

export function ReviewCarousel({ reviewsEndpoint, placeId, className }: ReviewCarouselProps) {
  const requestKey = reviewsEndpoint ? `${reviewsEndpoint}\n${placeId ?? ''}` : '';
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [index, setIndex] = useState(0);
  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const titleId = useId();

  useEffect(() => {
    if (!reviewsEndpoint) return;
    const controller = new AbortController();
    fetchReviews(reviewsEndpoint, placeId, controller.signal)
      .then((live) => setLoaded({ key: requestKey, live }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        // No error message to the visitor: log it and show the snapshot, labelled with its date.
        console.error('Reviews could not be loaded; showing the dated snapshot.', error);
        setLoaded({ key: requestKey, live: null });
      });
    return () => controller.abort();
  }, [reviewsEndpoint, placeId, requestKey]);

  const answered = reviewsEndpoint && loaded?.key === requestKey ? loaded : null;
  const live = answered?.live ?? null;
  const data: ReviewsData | null = !reviewsEndpoint || answered ? (live ?? REVIEWS_SNAPSHOT) : null;
  const reviews = data ? data.reviews.slice(0, REVIEWS_SHOWN) : [];
  const current = reviews.length ? Math.min(index, reviews.length - 1) : 0;

  const go = (step: number) => {
    if (reviews.length) setIndex((current + step + reviews.length) % reviews.length);
  };

  function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(-1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(1);
    }
  }

  const toggle = (card: number) =>
    setExpanded((previous) => {
      const next = new Set(previous);
      if (next.has(card)) next.delete(card);
      else next.add(card);
      return next;
    });

  return (
    <section
      className={`acct-root acct-reviews${className ? ` ${className}` : ''}`}
      part="root"
      aria-labelledby={titleId}
      aria-roledescription="carousel"
      aria-busy={data ? undefined : true}
      onKeyDown={onKeyDown}
    >
      <div className="acct-reviews__header">
        <h2 className="acct-reviews__title" id={titleId} part="title">
          What our clients say
        </h2>
        {data ? (
          <>
            <p className="acct-reviews__summary" part="summary">
              <span className="acct-reviews__score">{data.averageRating.toFixed(1)}</span>
              <Stars rating={data.averageRating} />
              <span className="acct-reviews__count">
                out of 5, from {formatCount(data.totalReviews)} Google reviews
              </span>
            </p>
            <p className="acct-reviews__source" part="source">
              {live ? LIVE_LABEL : SNAPSHOT_LABEL}
            </p>
          </>
        ) : (
          <HeaderSkeleton />
        )}
      </div>

      {data ? (
        <>
          <div className="acct-reviews__viewport">
            {reviews.map((review, card) => (
              <ReviewCard
                key={card}
                review={review}
                position={card + 1}
                count={reviews.length}
                hidden={card !== current}
                expanded={expanded.has(card)}
                onToggle={() => toggle(card)}
              />
            ))}
          </div>
          {reviews.length > 1 ? (
            <div className="acct-reviews__controls" part="controls">
              <button
                type="button"
                className="acct-reviews__arrow"
                part="button previous"
                aria-label="Previous review"
                onClick={() => go(-1)}
              >
                <Chevron direction="left" />
              </button>
              <div className="acct-reviews__dots">
                {reviews.map((review, card) => (
                  <button
                    key={card}
                    type="button"
                    className="acct-reviews__dot"
                    part="dot"
                    aria-label={`Review ${card + 1} of ${reviews.length}, by ${review.name}`}
                    aria-current={card === current ? 'true' : undefined}
                    onClick={() => setIndex(card)}
                  />
                ))}
              </div>
              <button
                type="button"
                className="acct-reviews__arrow"
                part="button next"
                aria-label="Next review"
                onClick={() => go(1)}
              >
                <Chevron direction="right" />
              </button>
            </div>
          ) : null}
          <p className="acct-visually-hidden" aria-live="polite">
            {reviews[current]
              ? `Review ${current + 1} of ${reviews.length}, by ${reviews[current].name}`
              : ''}
          </p>
        </>
      ) : (
        <div className="acct-reviews__skeleton" part="loading">
          <span className="acct-visually-hidden" role="status">
            Loading reviews…
          </span>
          <CardSkeleton />
        </div>
      )}
    </section>
  );
}

/*
 * The loading state has the shape of what replaces it, in the same type and boxes, so the answer
 * arriving moves nothing below it, nor what a visitor who opened the page further down is reading
 * (a four-bar skeleton was 200–340 px shorter than the reviews). The card stands in with the
 * snapshot's first review, its words drawn as bars, so that it wraps as a review does.
 */
const STAND_IN = REVIEWS_SNAPSHOT.reviews[0]!;
const STAND_IN_TEXT = truncateReview(STAND_IN.text);

function HeaderSkeleton() {
  return (
    <>
      <div className="acct-reviews__summary" aria-hidden="true">
        <Bone className="acct-reviews__bone--rating" />
        <Bone className="acct-reviews__bone--count" />
      </div>
      <div className="acct-reviews__source" aria-hidden="true">
        <Bone className="acct-reviews__bone--source" />
      </div>
    </>
  );
}

function CardSkeleton() {
  return (
    <>
      <div className="acct-review" aria-hidden="true" inert>
        <Stars rating={0} />
        <Words className="acct-review__text">{STAND_IN_TEXT.text}</Words>
        {STAND_IN_TEXT.truncated ? (
          <Words className="acct-review__toggle">{READ_MORE}</Words>
        ) : null}
        <div className="acct-review__author">
          <span className="acct-review__avatar acct-reviews__bone" />
          <span className="acct-review__who">
            <Words className="acct-review__name">{STAND_IN.name}</Words>
            {STAND_IN.role ? <Words className="acct-review__role">{STAND_IN.role}</Words> : null}
          </span>
          <Words className="acct-review__date">{formatReviewDate(STAND_IN.date)}</Words>
        </div>
      </div>
      <div className="acct-reviews__controls" aria-hidden="true" inert>
        <span className="acct-reviews__bone acct-reviews__bone--arrow" />
        <Bone className="acct-reviews__bone--dots" />
        <span className="acct-reviews__bone acct-reviews__bone--arrow" />
      </div>
    </>
  );
}

/** A line of text still to come: as tall as a line of the type around it, drawn as a thinner bar. */
function Bone({ className }: { className: string }) {
  return <span className={`acct-reviews__bone acct-reviews__line ${className}`} />;
}

/** Stand-in words in a text's own box and type, unseen, each of their lines drawn as a bar. */
function Words({ className, children }: { className: string; children: string }) {
  return (
    <span className={`${className} acct-reviews__words`}>
      <span className="acct-reviews__bone">{children}</span>
    </span>
  );
}

function ReviewCard({
  review,
  position,
  count,
  hidden,
  expanded,
  onToggle,
}: {
  review: Review;
  position: number;
  count: number;
  hidden: boolean;
  expanded: boolean;
  onToggle: () => void;
}) {
  const textId = useId();
  const short = truncateReview(review.text);
  return (
    // A div, not an article: an article may not take the group role a carousel slide needs.
    <div
      className="acct-review"
      part="card"
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${count}`}
      hidden={hidden}
    >
      <Stars rating={review.rating} />
      <blockquote className="acct-review__quote">
        <p className="acct-review__text" id={textId}>
          {expanded || !short.truncated ? review.text : short.text}
        </p>
      </blockquote>
      {short.truncated ? (
        <button
          type="button"
          className="acct-review__toggle"
          part="button toggle"
          aria-expanded={expanded}
          aria-controls={textId}
          onClick={onToggle}
        >
          {expanded ? 'Show less' : READ_MORE}
        </button>
      ) : null}
      <footer className="acct-review__author">
        <span className="acct-review__avatar" aria-hidden="true">
          {review.name.trim().charAt(0).toUpperCase()}
        </span>
        <span className="acct-review__who">
          <span className="acct-review__name">{review.name}</span>
          {review.role ? <span className="acct-review__role">{review.role}</span> : null}
        </span>
        <span className="acct-review__date">{formatReviewDate(review.date)}</span>
      </footer>
    </div>
  );
}

function Stars({ rating }: { rating: number }) {
  const rounded = Math.round(rating);
  return (
    <span
      className="acct-stars"
      part="stars"
      role="img"
      aria-label={`Rated ${Math.round(rating * 10) / 10} out of 5`}
    >
      {[1, 2, 3, 4, 5].map((star) => (
        <svg
          key={star}
          className={`acct-stars__star${star <= rounded ? ' acct-stars__star--on' : ''}`}
          viewBox="0 0 20 20"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </span>
  );
}

function Chevron({ direction }: { direction: 'left' | 'right' }) {
  return (
    <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'left' ? 'M12.5 4.5 7 10l5.5 5.5' : 'M7.5 4.5 13 10l-5.5 5.5'}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
