import type { ReactNode } from 'react';
import type { PriceCard } from '../content/fees.ts';
import { contactHref, type TopicId } from '../content/topics.ts';
import { ButtonLink, CheckList, cx } from './ui.tsx';

/** Every card's button: the booking action, with its one label. */
export const PRICE_CARD_ACTION = 'Book a free call';

/**
 * Packages side by side; one may be highlighted as the most popular. Each button books a free call
 * about the card's package: on the page's own calendar (`href`), or on the contact page with the
 * card's topic (or the section's).
 */
export function PriceCards({
  cards,
  topic = 'free-consultation',
  note,
}: {
  cards: PriceCard[];
  /** What the buttons ask for when a card names no topic of its own. */
  topic?: TopicId;
  note?: ReactNode;
}) {
  return (
    <div>
      <div
        className={cx(
          'grid gap-6',
          // Four cards pair up on tablets; three stay in one column until they fit in one row, so
          // none is left alone on a row of its own.
          cards.length === 4
            ? 'md:grid-cols-2 xl:grid-cols-4'
            : 'mx-auto max-w-xl lg:max-w-none lg:grid-cols-3',
        )}
      >
        {cards.map((card) => (
          <article
            key={card.title}
            aria-label={card.title}
            className={cx(
              'relative flex flex-col rounded-2xl bg-white p-7 shadow-sm',
              card.highlighted ? 'ring-2 ring-brand-600' : 'ring-1 ring-ink-100',
            )}
          >
            {card.highlighted ? (
              <p className="absolute -top-3 left-7 rounded-full bg-brand-700 px-3 py-0.5 text-xs font-semibold text-white">
                Most popular
              </p>
            ) : null}
            <h3 className="text-xl font-semibold">{card.title}</h3>
            {card.band ? <p className="mt-1 text-sm text-ink-600">{card.band}</p> : null}
            <div data-price="" className="mt-4">
              <p className="text-3xl font-bold tracking-tight text-ink-950">
                {card.price}
                {card.priceNote ? (
                  <span className="ml-1.5 text-base font-medium tracking-normal text-ink-600">
                    {card.priceNote}
                  </span>
                ) : null}
              </p>
              <p className="mt-1 text-sm text-ink-500">{card.qualifier}</p>
            </div>
            <p className="mt-3 text-ink-600">{card.description}</p>
            <CheckList items={card.features} className="mt-6 mb-8 text-sm" />
            <ButtonLink
              to={card.href ?? contactHref(card.topic ?? topic, { booking: true })}
              variant="outline"
              className="mt-auto w-full"
              aria-label={`${PRICE_CARD_ACTION}: ${card.title}`}
            >
              {PRICE_CARD_ACTION}
            </ButtonLink>
          </article>
        ))}
      </div>
      {note ? <p className="mt-8 text-center text-sm text-ink-600">{note}</p> : null}
    </div>
  );
}
