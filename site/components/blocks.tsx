// Page blocks shared by several service pages: reviews, call-to-action band.
import type { ReactNode } from 'react';
import { ReviewCarousel } from '../../widgets/index.ts';
import { PRACTICE, reviewsEndpoint } from '../content/practice.ts';
import { contactHref } from '../content/topics.ts';
import { ButtonLink, Section } from './ui.tsx';

export function ReviewsBlock() {
  return (
    <Section tone="white">
      <div className="mx-auto max-w-5xl">
        <ReviewCarousel reviewsEndpoint={reviewsEndpoint()} placeId={PRACTICE.googlePlaceId} />
      </div>
    </Section>
  );
}

export function CtaBand({
  title,
  text,
  actions,
}: {
  title: string;
  text: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Section tone="brand">
      <div className="flex flex-col items-start justify-between gap-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-brand-100 sm:p-10 md:flex-row md:items-center">
        <div className="max-w-2xl">
          <h2 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h2>
          <p className="mt-3 text-ink-600">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          {actions ?? (
            <ButtonLink to={contactHref('free-consultation', { booking: true })} size="lg">
              Book a free call
            </ButtonLink>
          )}
        </div>
      </div>
    </Section>
  );
}
