import { StatsGrid } from '../components/count-up.tsx';
import { Hero } from '../components/hero.tsx';
import { ClockIcon, PinIcon, ShieldIcon, SparkIcon, UsersIcon } from '../components/icons.tsx';
import { ButtonLink, CheckList, FeatureCards, Section, SectionHeader } from '../components/ui.tsx';
import { CAREERS_STATS } from '../content/stats.ts';
import { contactHref } from '../content/topics.ts';

const VALUES = [
  {
    icon: ShieldIcon,
    title: 'Reliability',
    text: 'Clients trust us with deadlines that carry penalties. We do what we say, when we say.',
  },
  {
    icon: ClockIcon,
    title: 'Flexibility',
    text: 'Work from home four days a week, with core hours that fit around life.',
  },
  {
    icon: SparkIcon,
    title: 'Growth',
    text: 'Study support, real responsibility early and a clear path to promotion.',
  },
];

const PERKS = [
  'Work from home four days a week',
  'Structured training from day one',
  'Educational support towards ACCA and AAT qualifications',
  'Rapid advancement for people who take ownership',
  'Direct client interaction, not just back-office work',
];

const ROLES = [
  {
    title: 'Bookkeeper',
    summary:
      'Keep the books of a portfolio of UK small businesses in Xero and QuickBooks: bank reconciliations, VAT workings and monthly reports.',
  },
  {
    title: 'Accountant',
    summary:
      'Prepare year-end accounts, corporation tax and self-assessment returns for UK clients, and review the work of junior colleagues.',
  },
];

const PATHS = [
  {
    title: 'Bookkeeping and management accounting',
    steps: ['Trainee bookkeeper', 'Bookkeeper', 'Senior bookkeeper', 'Management accountant'],
  },
  {
    title: 'Compliance accounts and tax',
    steps: ['Accounts assistant', 'Accountant', 'Senior accountant', 'Tax manager'],
  },
];

export function CareersPage() {
  return (
    <>
      <Hero
        title="Join Us"
        eyebrow="Careers at Ledgerline"
        lead="We are a growing team of bookkeepers and accountants looking after UK small businesses. Come and build your career with us."
        actions={
          <ButtonLink to="#roles" variant="gold" size="lg">
            See open roles
          </ButtonLink>
        }
      />

      <Section labelledBy="careers-values" reveal={false}>
        <SectionHeader id="careers-values" eyebrow="Our values" title="What we stand for" />
        <FeatureCards items={VALUES} />
      </Section>

      <Section tone="dark" labelledBy="careers-stats" className="bg-brand-950">
        <h2 id="careers-stats" className="sr-only">
          Our team in numbers
        </h2>
        <StatsGrid stats={CAREERS_STATS} dark className="mx-auto max-w-xl !grid-cols-2" />
      </Section>

      <Section tone="muted" labelledBy="careers-perks">
        <div className="grid items-center gap-10 lg:grid-cols-2">
          <SectionHeader
            id="careers-perks"
            align="left"
            eyebrow="Perks"
            title="Why people like working here"
            lead="Good work needs good conditions. Here is what we offer everyone in the team."
          />
          <CheckList items={PERKS} />
        </div>
      </Section>

      <Section id="roles" labelledBy="careers-roles">
        <SectionHeader id="careers-roles" eyebrow="Open roles" title="Current vacancies" />
        <ul className="grid gap-6 md:grid-cols-2">
          {ROLES.map((role) => (
            <li
              key={role.title}
              className="flex flex-col rounded-2xl border border-ink-100 bg-white p-7 shadow-sm"
            >
              <h3 className="text-xl font-semibold">{role.title}</h3>
              <ul className="mt-3 flex flex-wrap gap-2 text-sm text-ink-700">
                <li className="inline-flex items-center gap-1.5 rounded-full bg-ink-50 px-3 py-1">
                  <UsersIcon className="size-4" /> Full Time
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-ink-50 px-3 py-1">
                  <ClockIcon className="size-4" /> 09:00 AM – 05:00 PM
                </li>
                <li className="inline-flex items-center gap-1.5 rounded-full bg-ink-50 px-3 py-1">
                  <PinIcon className="size-4" /> Mumbai
                </li>
              </ul>
              <p className="mt-4 mb-6 text-ink-600">{role.summary}</p>
              <ButtonLink
                to={contactHref('job-application')}
                variant="outline"
                className="mt-auto self-start"
                aria-label={`Apply Now for ${role.title}`}
              >
                Apply Now
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="careers-paths">
        <SectionHeader id="careers-paths" eyebrow="Career paths" title="Where you could go" />
        <ul className="grid gap-6 md:grid-cols-2">
          {PATHS.map((path) => (
            <li key={path.title} className="rounded-2xl bg-white p-7 ring-1 ring-ink-100">
              <h3 className="text-lg font-semibold">{path.title}</h3>
              <ol className="mt-4 flex flex-wrap items-center gap-2 text-sm">
                {path.steps.map((step, index) => (
                  <li key={step} className="flex items-center gap-2">
                    <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800 ring-1 ring-brand-100">
                      {step}
                    </span>
                    {index < path.steps.length - 1 ? (
                      <span aria-hidden="true" className="text-ink-400">
                        →
                      </span>
                    ) : null}
                  </li>
                ))}
              </ol>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
