import { StatsGrid } from '../components/count-up.tsx';
import { Hero } from '../components/hero.tsx';
import { ChartIcon, ShieldIcon, SparkIcon, UsersIcon } from '../components/icons.tsx';
import { Illustration } from '../components/illustration.tsx';
import { ButtonLink, FeatureCards, Prose, Section, SectionHeader } from '../components/ui.tsx';
import { CLAIMS, PRACTICE } from '../content/practice.ts';
import { ABOUT_STATS } from '../content/stats.ts';

const VALUES = [
  {
    icon: ShieldIcon,
    title: 'Integrity',
    text: 'Honest advice, even when it is not what you hoped to hear, and fees agreed up front.',
  },
  {
    icon: UsersIcon,
    title: 'Partnership',
    text: 'A named accountant who knows your business and is on your side all year.',
  },
  {
    icon: ChartIcon,
    title: 'Clarity',
    text: 'Plain English, clear numbers and no jargon: you always know where you stand.',
  },
  {
    icon: SparkIcon,
    title: 'Progress',
    text: 'Cloud software and automation so we spend our time advising, not keying in data.',
  },
];

export function AboutPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="About us"
        title={`About ${PRACTICE.name}`}
        lead={`A chartered certified practice in London, helping small businesses, freelancers and landlords keep more of what they earn since ${CLAIMS.foundedYear}.`}
      />
      <Section reveal={false} className="pt-4 sm:pt-6">
        <div className="grid items-center gap-12 lg:grid-cols-2">
          <Prose>
            <h2>Our story</h2>
            <p>
              {PRACTICE.name} began in {CLAIMS.foundedYear} with one accountant and a simple idea:
              small businesses deserve the same careful advice as large ones, at a price agreed
              before the work starts.
            </p>
            <p>
              We now look after limited companies, sole traders and landlords across London and the
              South East from our offices in the City and Croydon, supported by our bookkeeping team
              in Mumbai. Every client still has a named accountant who knows their business.
            </p>
            <p>
              We are {CLAIMS.credentials.body} {CLAIMS.credentials.members}, supervised for
              anti-money laundering and covered by professional indemnity insurance. Today{' '}
              {CLAIMS.team.value} {CLAIMS.team.counts.toLowerCase()} act for more than{' '}
              {CLAIMS.clients.value} clients.
            </p>
          </Prose>
          <Illustration name="office" alt="Illustration of the Ledgerline office in London" />
        </div>
      </Section>

      <Section tone="dark" labelledBy="about-numbers" className="bg-brand-950">
        <h2 id="about-numbers" className="sr-only">
          Our numbers
        </h2>
        <StatsGrid stats={ABOUT_STATS} dark />
      </Section>

      <Section labelledBy="about-values">
        <SectionHeader id="about-values" eyebrow="Our values" title="How we work with you" />
        <FeatureCards items={VALUES} columns={4} />
        <div className="mt-10 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/team">Meet the team</ButtonLink>
          <ButtonLink to="/careers" variant="secondary">
            Join us
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
