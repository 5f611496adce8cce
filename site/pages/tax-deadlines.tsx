import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { TAX_YEARS, taxYearLabel } from '../../engine/index.ts';
import { formatLongDate } from '../../widgets/index.ts';
import { Hero } from '../components/hero.tsx';
import { ArrowRightIcon, ClockIcon } from '../components/icons.tsx';
import { ButtonLink, Section, SectionHeader, buttonClass, cx } from '../components/ui.tsx';
import { BUILD_DATE } from '../content/build.ts';
import {
  CALENDAR_FEED,
  DEADLINE_TOPICS,
  PROPERTY_RETURN,
  calendarFile,
  daysAfter,
  lastDay,
  upcomingDeadlines,
  type Deadline,
} from '../content/deadlines.ts';
import { GUIDES, guidePath } from '../content/guides.ts';
import { PRACTICE } from '../content/practice.ts';
import { useHydrated } from '../lib/use-hydrated.ts';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
/** 'Saturday 31 January 2026', written out (no Intl while the page starts). */
const longDate = (date: string) =>
  `${WEEKDAYS[utc(date).getUTCDay()]} ${formatLongDate(utc(date))}`;
const monthOf = (date: string) => formatLongDate(utc(date)).replace(/^\d+ /, '');
/** '22nd', '1st', '3rd', '11th'. */
function ordinal(day: number): string {
  const teen = day % 100 >= 11 && day % 100 <= 13;
  const suffix = teen ? 'th' : (['th', 'st', 'nd', 'rd'][day % 10] ?? 'th');
  return `${day}${suffix}`;
}

/** The visitor's today, YYYY-MM-DD, in their own time zone. */
function localToday(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const YEARS = TAX_YEARS.map(taxYearLabel).join(' and ');
// The year of deadlines from the build's date, which the page is rebuilt as the season moves; the
// calendar feed carries every one of the engine's years.
const BUILT_ON = BUILD_DATE.toISOString().slice(0, 10);
const HORIZON = daysAfter(BUILT_ON, 366);
const UPCOMING = upcomingDeadlines(BUILT_ON).filter((deadline) => deadline.date < HORIZON);
const DATED = UPCOMING.filter((deadline) => !deadline.monthly);
const MONTHLY = UPCOMING.filter((deadline) => deadline.monthly);
/** The first Self Assessment deadline on or after `today` (the build's day until hydrated). */
const nextSelfAssessment = (today: string | null) =>
  DATED.find(
    (deadline) =>
      deadline.topic === 'self-assessment' && (today === null || deadline.date >= today),
  );
const MONTHS = [...new Set(DATED.map((deadline) => deadline.date.slice(0, 7)))];

const FEED_URL = `${PRACTICE.siteUrl}${CALENDAR_FEED}`;
const SUBSCRIBE_URL = FEED_URL.replace(/^https?:/, 'webcal:');

export function TaxDeadlinesPage() {
  const onClient = useHydrated();
  // Only the browser knows the visitor's today: deadlines already past are marked once hydrated.
  const today = onClient ? localToday() : null;
  const next = nextSelfAssessment(today);
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Self Assessment season"
        title="Tax Deadlines"
        lead={`Every date for ${YEARS}: Self Assessment, Making Tax Digital, payroll and VAT. Add one to your calendar, or subscribe to them all and get a reminder a week before each.`}
        actions={
          <>
            {/* webcal: asks the visitor's calendar app to subscribe, so new dates arrive by themselves. */}
            <a href={SUBSCRIBE_URL} className={buttonClass('primary', 'lg')}>
              Subscribe to the calendar
            </a>
            <ButtonLink to="/quote" variant="secondary" size="lg">
              Get an instant quote
            </ButtonLink>
          </>
        }
      >
        <p className="mt-4 text-sm text-ink-600">
          Or{' '}
          <a href={CALENDAR_FEED} download className="font-medium text-brand-700 underline">
            download every deadline as one calendar file (.ics)
          </a>
          .
        </p>
      </Hero>

      {next ? (
        <Section reveal={false} className="pt-2 sm:pt-4" labelledBy="next-deadline">
          <div className="mx-auto flex max-w-4xl flex-col gap-5 rounded-2xl bg-brand-950 p-6 text-ink-100 shadow-lg sm:flex-row sm:items-center sm:p-8">
            <span className="flex size-14 flex-none items-center justify-center rounded-2xl bg-gold-400 text-ink-950">
              <ClockIcon className="size-7" />
            </span>
            <div className="flex-1">
              <p className="text-sm font-semibold tracking-wide text-gold-300 uppercase">
                The next Self Assessment deadline
              </p>
              <h2 id="next-deadline" className="mt-1 text-2xl font-bold tracking-tight text-white">
                <time dateTime={next.date}>{longDate(next.date)}</time>: {next.title}
              </h2>
              <p className="mt-2 text-ink-200">{next.detail}</p>
            </div>
            <a
              href={calendarFile(next)}
              download
              className="flex-none rounded-lg px-4 py-3 text-sm font-semibold text-white ring-1 ring-white/40 hover:bg-white/10"
            >
              Add to calendar<span className="sr-only">: {next.title}</span>
            </a>
          </div>
        </Section>
      ) : null}

      <Section labelledBy="deadlines-list" reveal={false} className="pt-4 sm:pt-6">
        <SectionHeader
          id="deadlines-list"
          eyebrow="The next twelve months"
          title="Every deadline, month by month"
          lead={`Each links to the law or HMRC page it comes from. Deadlines that fall on a weekend or a bank holiday do not move. The calendar carries every date for ${YEARS}.`}
        />
        <div className="mx-auto max-w-4xl space-y-10" data-figure="">
          {MONTHS.map((month) => (
            <section key={month} aria-labelledby={`month-${month}`}>
              <h3 id={`month-${month}`} className="text-lg font-semibold text-ink-950">
                {monthOf(`${month}-01`)}
              </h3>
              <ul className="mt-3 space-y-3">
                {DATED.filter((deadline) => deadline.date.startsWith(month)).map((deadline) => (
                  <DeadlineItem key={deadline.id} deadline={deadline} today={today} />
                ))}
              </ul>
            </section>
          ))}
          {MONTHLY.length ? (
            <section aria-labelledby="every-month">
              <h3 id="every-month" className="text-lg font-semibold text-ink-950">
                Every month
              </h3>
              <ul className="mt-3 space-y-3">
                {MONTHLY.map((deadline) => (
                  <DeadlineItem key={deadline.id} deadline={deadline} today={today} />
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </Section>

      <Section tone="muted" labelledBy="property-return">
        <div className="mx-auto grid max-w-4xl gap-8 lg:grid-cols-2 lg:items-start">
          <div>
            <SectionHeader
              id="property-return"
              align="left"
              eyebrow="Selling a UK property"
              title={`The ${PROPERTY_RETURN.days}-day return`}
              lead={`Sold a UK home that was not your main home, with capital gains tax to pay? Report it and pay within ${PROPERTY_RETURN.days} days of completion, before your Self Assessment return.`}
            />
            <p className="-mt-6 text-sm text-ink-600">
              <a
                href={PROPERTY_RETURN.source.href}
                className="font-medium text-brand-700 underline"
              >
                {PROPERTY_RETURN.source.title}
              </a>
              {' · '}
              <a href={PROPERTY_RETURN.guide.href} className="font-medium text-brand-700 underline">
                {PROPERTY_RETURN.guide.title}
              </a>
            </p>
          </div>
          <PropertyReturnDate />
        </div>
      </Section>

      <Section labelledBy="deadline-guides">
        <SectionHeader
          id="deadline-guides"
          eyebrow="Guides"
          title="Before the deadline"
          lead="Plain-English guides to the rules behind the dates."
        />
        <ul className="mx-auto grid max-w-4xl gap-4 sm:grid-cols-2">
          {GUIDES.map((guide) => (
            <li key={guide.slug}>
              <Link
                to={guidePath(guide.slug)}
                className="group flex h-full items-start justify-between gap-4 rounded-xl bg-white p-5 ring-1 ring-ink-100 transition hover:ring-brand-300"
              >
                <span>
                  <span className="block font-semibold text-brand-800">{guide.title}</span>
                  <span className="mt-1 block text-sm text-ink-600">{guide.description}</span>
                </span>
                <ArrowRightIcon className="mt-0.5 size-5 flex-none text-brand-700 transition-transform group-hover:translate-x-0.5" />
              </Link>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

function DeadlineItem({ deadline, today }: { deadline: Deadline; today: string | null }) {
  const passed = today !== null && lastDay(deadline) < today;
  return (
    <li
      className={cx(
        'flex flex-col gap-3 rounded-xl p-4 ring-1 ring-ink-100 sm:flex-row sm:items-start sm:p-5',
        // A passed date is set back by its background, not by fading its text below contrast.
        passed ? 'bg-ink-50' : 'bg-white',
      )}
      data-deadline={deadline.id}
      data-date={deadline.date}
    >
      <div className="flex-1">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm font-semibold text-brand-700">
          {deadline.monthly ? (
            `The ${ordinal(utc(deadline.date).getUTCDate())} of each month, ${monthOf(deadline.date)} to ${monthOf(lastDay(deadline))}`
          ) : (
            <time dateTime={deadline.date}>{longDate(deadline.date)}</time>
          )}
          <span className="rounded-full bg-ink-100 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-ink-700">
            {DEADLINE_TOPICS[deadline.topic]}
          </span>
          {passed ? (
            <span className="rounded-full bg-ink-700 px-2 py-0.5 text-xs font-medium whitespace-nowrap text-white">
              Passed
            </span>
          ) : null}
        </p>
        <h4 className="mt-1 font-semibold text-ink-950">{deadline.title}</h4>
        <p className="mt-1 text-sm text-ink-700">{deadline.detail}</p>
        <p className="mt-1 text-sm text-ink-600">
          For: {deadline.who}.{' '}
          <a href={deadline.source.href} className="text-brand-700 underline">
            {deadline.source.title}
          </a>
        </p>
      </div>
      <a
        href={calendarFile(deadline)}
        download
        className="flex-none self-start rounded-lg bg-white px-3.5 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-ink-200 hover:bg-ink-50"
      >
        Add to calendar<span className="sr-only">: {deadline.title}</span>
      </a>
    </li>
  );
}

/** The 60-day return's last day from a completion date the visitor enters. */
function PropertyReturnDate() {
  const id = useId();
  const [completion, setCompletion] = useState('');
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(completion);
  return (
    <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
      <label htmlFor={id} className="block text-sm font-semibold text-ink-900">
        Completion date
      </label>
      <input
        id={id}
        type="date"
        value={completion}
        onChange={(event) => setCompletion(event.currentTarget.value)}
        className="mt-2 block h-11 w-full rounded-lg border border-ink-300 bg-white px-3 py-2 text-base text-ink-900 shadow-sm focus:border-brand-700 focus:ring-2 focus:ring-brand-700/30 focus:outline-none"
      />
      <p aria-live="polite" className="mt-4 text-ink-800" data-property-return="">
        {valid ? (
          <>
            Report and pay by{' '}
            <strong className="text-ink-950">
              {longDate(daysAfter(completion, PROPERTY_RETURN.days))}
            </strong>
            .
          </>
        ) : (
          `Enter the day the sale completed to see the last day for the return.`
        )}
      </p>
    </div>
  );
}
