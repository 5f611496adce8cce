import { Link } from 'react-router-dom';
import { StatsGrid } from '../components/count-up.tsx';
import { Hero } from '../components/hero.tsx';
import {
  ArrowRightIcon,
  CalculatorIcon,
  ChartIcon,
  DocumentIcon,
  ShieldIcon,
  UsersIcon,
  BoltIcon,
} from '../components/icons.tsx';
import { Illustration } from '../components/illustration.tsx';
import { RatingLine } from '../components/rating-line.tsx';
import { ButtonLink, IconBadge, Section, SectionHeader } from '../components/ui.tsx';
import { HOME_MORE_SERVICES, HOME_SERVICE_CARDS, SECTORS } from '../content/home.ts';
import { CLAIMS, PRACTICE } from '../content/practice.ts';
import { HOME_STATS } from '../content/stats.ts';
import { formatPounds } from '../content/fees.ts';

const SERVICE_ICONS = [DocumentIcon, CalculatorIcon, UsersIcon, ChartIcon];

const REASONS = [
  {
    icon: ShieldIcon,
    title: 'Fixed fees, agreed up front',
    text: 'You know the price before we start. No hourly billing and no surprise invoices.',
  },
  {
    icon: BoltIcon,
    title: `Answers within ${CLAIMS.replyHours.value} hours`,
    text: 'A named accountant who knows your business and replies the same working day.',
  },
  {
    icon: ChartIcon,
    title: 'Tax savings, not just filing',
    text: `We look for reliefs and allowances every year, worth ${formatPounds(CLAIMS.averageSaving.value)} on average to our clients last year.`,
  },
];

export function HomePage() {
  return (
    <>
      <Hero
        eyebrow={`${CLAIMS.credentials.body} ${PRACTICE.tagline}`}
        title={
          <>
            Clear path ahead <span className="block text-gold-400">Real Results</span>
          </>
        }
        lead="Accounts, tax returns, bookkeeping and payroll for small businesses, freelancers and landlords, at fixed fees, with a named accountant who answers within a day."
        actions={
          <>
            <ButtonLink to="/quote" variant="gold" size="lg">
              Get an instant quote
            </ButtonLink>
            <ButtonLink to="/tax-calculator" variant="ghost-light" size="lg">
              Calculate your tax
            </ButtonLink>
          </>
        }
        aside={
          <Illustration
            name="growth"
            eager
            alt="Illustration of a rising profit chart beside a tax return marked as filed"
            className="mx-auto max-w-md lg:max-w-none"
          />
        }
      >
        <RatingLine dark />
      </Hero>

      <Section labelledBy="home-services">
        <SectionHeader
          id="home-services"
          eyebrow="What we do"
          title="Everything your business needs from an accountant"
          lead="Pick one service or hand us the lot. Every fee is fixed and agreed before we start."
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {HOME_SERVICE_CARDS.map((card, index) => {
            const Icon = SERVICE_ICONS[index] ?? DocumentIcon;
            return (
              <li key={card.title}>
                <Link
                  to={card.href ?? '/other-services'}
                  className="group flex h-full flex-col rounded-2xl border border-ink-100 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-md"
                >
                  <IconBadge>
                    <Icon />
                  </IconBadge>
                  <h3 className="mt-5 text-lg font-semibold text-ink-950">{card.title}</h3>
                  <div data-price="" className="mt-1">
                    <p className="font-semibold text-brand-700">{card.price}</p>
                    <p className="mt-0.5 text-xs leading-snug text-ink-500">{card.qualifier}</p>
                  </div>
                  <p className="mt-3 flex-1 text-sm leading-relaxed text-ink-600">
                    {card.description}
                  </p>
                  <span className="mt-5 inline-flex items-center gap-1 text-sm font-semibold text-brand-700">
                    Learn more
                    <ArrowRightIcon className="size-4 transition-transform group-hover:translate-x-0.5" />
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
        <div className="mt-10 rounded-2xl bg-ink-50 p-6 ring-1 ring-ink-100 sm:p-8">
          <h3 className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
            Limited companies and individuals
          </h3>
          <ul className="mt-4 grid gap-4 md:grid-cols-3">
            {HOME_MORE_SERVICES.map((service) => (
              <li key={service.to}>
                <Link
                  to={service.to}
                  className="group flex h-full items-start justify-between gap-3 rounded-xl bg-white p-4 ring-1 ring-ink-100 transition hover:ring-brand-300"
                >
                  <span>
                    <span className="block font-semibold text-ink-950">{service.title}</span>
                    <span data-price="" className="mt-1 block text-sm text-ink-600">
                      {service.price}
                    </span>
                  </span>
                  <ArrowRightIcon className="mt-0.5 size-5 flex-none text-brand-700 transition-transform group-hover:translate-x-0.5" />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-5 text-sm">
            <Link
              to="/other-services"
              className="font-semibold text-brand-700 underline-offset-4 hover:underline"
            >
              See all our services
            </Link>
          </p>
        </div>
      </Section>

      <Section tone="dark" labelledBy="home-stats" className="bg-brand-950">
        <h2 id="home-stats" className="sr-only">
          Our results in numbers
        </h2>
        <StatsGrid stats={HOME_STATS} dark />
      </Section>

      <Section tone="muted" labelledBy="home-why">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <div>
            <SectionHeader
              id="home-why"
              align="left"
              eyebrow="Why Ledgerline"
              title="An accountant in your corner, all year"
              lead="We are a small London practice, big enough to cover every deadline and small enough to know your name."
            />
            <ul className="space-y-6">
              {REASONS.map(({ icon: Icon, title, text }) => (
                <li key={title} className="flex gap-4">
                  <IconBadge className="flex-none">
                    <Icon />
                  </IconBadge>
                  <div>
                    <h3 className="font-semibold">{title}</h3>
                    {/* A client outcome, not a fee. */}
                    <p data-figure="" className="mt-1 text-ink-600">
                      {text}
                    </p>
                  </div>
                </li>
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to="/get-started">Find the right service</ButtonLink>
              <ButtonLink to="/pricing" variant="secondary">
                See our fixed fees
              </ButtonLink>
            </div>
          </div>
          <Illustration
            name="documents"
            alt="Illustration of organised receipts, a laptop ledger and a calendar of deadlines"
          />
        </div>
      </Section>

      <Section labelledBy="home-sectors">
        <SectionHeader
          id="home-sectors"
          eyebrow="Who we work with"
          title="Specialists in the sectors we serve"
        />
        <ul className="flex flex-wrap justify-center gap-3">
          {SECTORS.map((sector) => (
            <li
              key={sector}
              className="rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-800 ring-1 ring-brand-100"
            >
              {sector}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
