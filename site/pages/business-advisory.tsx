import { CtaBand } from '../components/blocks.tsx';
import { StatsGrid } from '../components/count-up.tsx';
import { Hero } from '../components/hero.tsx';
import { Steps } from '../components/steps.tsx';
import { ButtonLink, CheckList, Section, SectionHeader } from '../components/ui.tsx';
import { ADVISORY_SERVICES, ADVISORY_STEPS, SUCCESS_STORIES } from '../content/services.ts';
import { ADVISORY_STATS } from '../content/stats.ts';
import { contactHref } from '../content/topics.ts';

export function BusinessAdvisoryPage() {
  return (
    <>
      <Hero
        title="Strategic Business Advisory"
        eyebrow="Plans built on your numbers"
        lead="Forecasts, performance reviews and exit plans from accountants who already know your business inside out."
        actions={
          <>
            <ButtonLink
              to={contactHref('strategy-session', { booking: true })}
              variant="gold"
              size="lg"
            >
              Book a free call
            </ButtonLink>
            <ButtonLink to="#case-studies" variant="ghost-light" size="lg">
              View Case Studies
            </ButtonLink>
          </>
        }
      />

      <Section labelledBy="ba-services" reveal={false}>
        <SectionHeader id="ba-services" eyebrow="Advisory services" title="Where we help most" />
        <ul className="grid gap-6 md:grid-cols-3">
          {ADVISORY_SERVICES.map((service) => (
            <li
              key={service.title}
              className="rounded-2xl border border-ink-100 bg-white p-7 shadow-sm"
            >
              <h3 className="text-xl font-semibold">{service.title}</h3>
              <p className="mt-2 text-ink-600">{service.text}</p>
              <CheckList items={service.features} className="mt-5 text-sm" />
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" id="case-studies" labelledBy="ba-stories">
        <SectionHeader
          id="ba-stories"
          eyebrow="Success stories"
          title="Results our clients can bank"
        />
        <ul className="grid gap-6 lg:grid-cols-3">
          {SUCCESS_STORIES.map((story) => (
            <li
              key={story.client}
              className="flex flex-col rounded-2xl bg-white p-7 ring-1 ring-ink-100"
            >
              <h3 className="text-lg font-semibold">{story.client}</h3>
              <dl className="mt-4 flex flex-1 flex-col gap-4 text-sm">
                <div>
                  <dt className="font-semibold text-ink-900">Challenge</dt>
                  <dd className="mt-1 text-ink-600">{story.challenge}</dd>
                </div>
                <div>
                  <dt className="font-semibold text-ink-900">Solution</dt>
                  <dd className="mt-1 text-ink-600">{story.solution}</dd>
                </div>
                {/* Results sit at the foot of each card, level across the row. */}
                <div className="mt-auto rounded-xl bg-brand-50 p-4">
                  <dt className="font-semibold text-brand-800">Result</dt>
                  {/* A client's outcome, not a fee. */}
                  <dd data-figure="" className="mt-1 text-ink-800">
                    {story.result}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="ba-process">
        <SectionHeader
          id="ba-process"
          eyebrow="Our process"
          title="From first meeting to results"
        />
        <Steps steps={ADVISORY_STEPS} />
      </Section>

      <Section tone="dark" labelledBy="ba-stats" className="bg-brand-950">
        <h2 id="ba-stats" className="sr-only">
          Advisory in numbers
        </h2>
        <StatsGrid stats={ADVISORY_STATS} dark />
      </Section>

      <CtaBand
        title="Book a free 30-minute strategy session"
        text="Bring your questions and your latest figures. You will leave with three practical actions, whether or not you work with us."
        actions={
          <ButtonLink to={contactHref('strategy-session', { booking: true })} size="lg">
            Book a free call
          </ButtonLink>
        }
      />
    </>
  );
}
