import { Link } from 'react-router-dom';
import { Hero } from '../components/hero.tsx';
import { CheckList, Section } from '../components/ui.tsx';
import { QuoteTool } from '../features/quote/quote-tool.tsx';

const PROMISES = [
  'Every answer has a price: no ranges, nothing “confirmed on the call”',
  'Including VAT, with the price before VAT for businesses',
  'Pay yearly, or monthly by direct debit',
];

export function QuotePage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Instant quote"
        title="Your fixed fee, in a minute"
        lead="Tell us who you are and what you need. Your fee shows as you answer, from the same fee table we charge from."
      />
      <Section reveal={false} className="pt-2 sm:pt-4" labelledBy="quote-title">
        <h2 id="quote-title" className="sr-only">
          Your quote
        </h2>
        <QuoteTool share headingLevel={3} />
        <div className="mx-auto mt-10 max-w-3xl">
          <CheckList items={PROMISES} />
          <p className="mt-6 text-ink-600">
            Prefer to read every fee? See our{' '}
            <Link to="/pricing" className="font-medium text-brand-700 underline">
              fee table
            </Link>
            .
          </p>
        </div>
      </Section>
    </>
  );
}
