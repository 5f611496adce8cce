// Shared parts of the calculator pages: their route entry's shape, resource links, benefit tiles and
// the disclaimer.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { TAX_YEARS, listInWords, taxYearLabel } from '../../engine/index.ts';
import { BUILD_TAX_YEAR } from '../content/build.ts';
import { ArrowRightIcon, CalculatorIcon, ClockIcon, ShieldIcon, SparkIcon } from './icons.tsx';
import { FROM_PRICES, fromPriceText } from '../content/fees.ts';
import { guidePath, guidesFor } from '../content/guides.ts';
import { CLAIMS } from '../content/practice.ts';
import { contactHref } from '../content/topics.ts';
import { FeatureCards, Section, SectionHeader, cx } from './ui.tsx';

/**
 * A calculator page's entry in the site's route table, exported from its page.tsx as `route` (plain
 * literals: `npm run calculators:index` copies it into the index the route table reads, so the site's
 * first chunk carries it without the page). The path is the one the calculator declares
 * (`calculator.route`); `{year}` in the title and description is the year the build is for, and the
 * title ends with the practice's name.
 */
export interface CalculatorPageRoute {
  title: string;
  description: string;
  heading: string;
  structuredData?: 'calculator';
  priority?: number;
  header?: { label: string; group: 'Resources'; order: number };
  footer?: { label: string; group: 'Resources'; order: number };
}

export type ResourceLink = { label: string; to: string; text: string };

/** The instant quote, as the calculator pages' help links name it. */
const QUOTE_LINK: ResourceLink = {
  label: 'Get an instant quote',
  to: '/quote',
  text: 'What we would charge for your case, itemised and including VAT.',
};

export const CALCULATOR_LINKS: ResourceLink[] = [
  QUOTE_LINK,
  {
    label: 'Self Assessment Services',
    to: '/self-assessment',
    text: `${fromPriceText(FROM_PRICES.selfEmployed)}, prepared and filed for you.`,
  },
  {
    label: 'Tax Deadlines',
    to: '/tax-deadlines',
    text: 'Every date of the season, to add to your calendar.',
  },
  {
    label: 'Book a free call',
    to: contactHref('calculator-help', { booking: true }),
    text: `Talk your figures through with a ${CLAIMS.credentials.member}, free for 30 minutes.`,
  },
];

export const DIRECTOR_LINKS: ResourceLink[] = [
  QUOTE_LINK,
  {
    label: 'Company Accounts Services',
    to: '/accounts-tax',
    text: `${fromPriceText(FROM_PRICES.accounts)}.`,
  },
  {
    label: 'Book a free call',
    to: contactHref('calculator-help', { booking: true }),
    text: 'Plan your salary and dividends with an accountant.',
  },
];

export function ResourceLinks({ title, links }: { title: string; links: ResourceLink[] }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-lg font-semibold">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.label}>
            <Link
              to={link.to}
              className="group flex items-start justify-between gap-4 rounded-xl bg-white p-4 ring-1 ring-ink-100 transition hover:ring-brand-300"
            >
              <span>
                <span className="block font-semibold text-brand-800">{link.label}</span>
                <span className="mt-0.5 block text-sm text-ink-600">{link.text}</span>
              </span>
              <ArrowRightIcon className="mt-0.5 size-5 flex-none text-brand-700 transition-transform group-hover:translate-x-0.5" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The hero line of the calculator pages, naming the year they start on (the build's). */
export const CALCULATOR_EYEBROW = `Free · ${taxYearLabel(BUILD_TAX_YEAR)} rates`;

const BENEFITS = [
  {
    icon: SparkIcon,
    title: 'Latest tax rates',
    text: `${taxYearLabel(BUILD_TAX_YEAR)} rates and thresholds, with ${listInWords(
      TAX_YEARS.filter((year) => year !== BUILD_TAX_YEAR).map(taxYearLabel),
    )} to compare.`,
  },
  { icon: ClockIcon, title: 'Instant results', text: 'Your estimate in seconds, no sign-up.' },
  {
    icon: ShieldIcon,
    title: 'Private by design',
    text: 'Your figures travel only in the part of a link after the #, which browsers never send to a server; they reach us only if you book a call with them.',
  },
  {
    icon: CalculatorIcon,
    title: 'Built by accountants',
    text: 'The same rules we use when we prepare real returns.',
  },
];

export function BenefitTiles() {
  return (
    <Section labelledBy="calc-benefits">
      <SectionHeader id="calc-benefits" title="Why use our calculators?" />
      <FeatureCards items={BENEFITS} columns={4} />
    </Section>
  );
}

export function Disclaimer({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <aside
      aria-label="Disclaimer"
      className={cx(
        'rounded-2xl border border-gold-400/60 bg-gold-300/20 p-5 text-sm leading-relaxed text-ink-800',
        className,
      )}
    >
      <strong className="font-semibold">Disclaimer: </strong>
      {children}
    </aside>
  );
}

export const ESTIMATES_DISCLAIMER =
  'Results are estimates only, based on the rates and thresholds shown for the tax year selected. They do not take account of every relief, allowance or personal circumstance and are not tax advice. Speak to an accountant before making decisions.';

/** The guides that go with a calculator's page (their front matter names the page). */
export function RelatedGuides({ path }: { path: string }) {
  const guides = guidesFor(path);
  if (guides.length === 0) return null;
  return (
    <ResourceLinks
      title="Guides"
      links={guides.map((guide) => ({
        label: guide.title,
        to: guidePath(guide.slug),
        text: guide.description,
      }))}
    />
  );
}
