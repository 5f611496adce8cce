import { Link } from 'react-router-dom';
import { formatLongDate } from '../../widgets/index.ts';
import { Hero } from '../components/hero.tsx';
import { Section } from '../components/ui.tsx';
import { GUIDES, guidePath } from '../content/guides.ts';

export function GuidesPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Guides"
        title="Tax Guides"
        lead="The rules behind the deadlines, in plain English, each with the law it rests on and checked by one of our accountants."
      />
      <Section reveal={false} className="pt-2 sm:pt-4">
        <ul className="mx-auto grid max-w-5xl gap-6 md:grid-cols-2">
          {GUIDES.map((guide) => (
            <li key={guide.slug}>
              <article className="flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm">
                <h2 className="text-xl font-semibold text-ink-950">
                  <Link to={guidePath(guide.slug)} className="hover:text-brand-800 hover:underline">
                    {guide.title}
                  </Link>
                </h2>
                <p className="mt-2 flex-1 text-ink-600" data-figure="">
                  {guide.description}
                </p>
                <p className="mt-4 text-sm text-ink-500">
                  Reviewed{' '}
                  <time dateTime={guide.reviewedOn}>
                    {formatLongDate(new Date(`${guide.reviewedOn}T00:00:00Z`))}
                  </time>
                </p>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
