import { Hero } from '../components/hero.tsx';
import { Steps } from '../components/steps.tsx';
import { ButtonLink, CheckList, Section, SectionHeader } from '../components/ui.tsx';
import { HOW_WE_WORK, INDUSTRIES, OTHER_SERVICES } from '../content/services.ts';
import { contactHref } from '../content/topics.ts';

export function OtherServicesPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Our services"
        title="Accounting Services for Growing Businesses"
        lead="From your first VAT return to selling the business: fixed-fee support from accountants who know your sector."
        actions={
          <>
            <ButtonLink to="/quote" size="lg">
              Get an instant quote
            </ButtonLink>
            <ButtonLink to="/pricing" variant="secondary" size="lg">
              See our fixed fees
            </ButtonLink>
          </>
        }
      />

      <Section labelledBy="os-services" reveal={false}>
        <SectionHeader id="os-services" title="What we can do for you" />
        <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {OTHER_SERVICES.map((service) => (
            <li
              key={service.title}
              className="flex flex-col rounded-2xl border border-ink-100 bg-white p-7 shadow-sm"
            >
              <h3 className="text-xl font-semibold">{service.title}</h3>
              <p className="mt-2 text-ink-600">{service.description}</p>
              <CheckList items={service.features} className="mt-5 mb-6 text-sm" />
              <ButtonLink to={service.to} variant="outline" className="mt-auto">
                {/* The visible words start the accessible name, so voice control can use them. */}
                {service.topic ? 'Book a free call' : 'Learn more'}
                <span className="sr-only"> about {service.title}</span>
              </ButtonLink>
            </li>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="os-industries">
        <SectionHeader
          id="os-industries"
          eyebrow="Industries"
          title="Sector knowledge that saves you tax"
          lead="Each sector has its own schemes, reliefs and pitfalls. We know them."
        />
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {INDUSTRIES.map((industry) => (
            <li key={industry.title} className="rounded-2xl bg-white p-6 ring-1 ring-ink-100">
              <h3 className="font-semibold">{industry.title}</h3>
              <p className="mt-2 text-sm text-ink-600">{industry.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <Section labelledBy="os-how">
        <SectionHeader
          id="os-how"
          eyebrow="Our process"
          title="How We Work"
          lead="Four steps from first call to an accountant who knows your business."
        />
        <Steps steps={HOW_WE_WORK} />
        <div className="mt-10 text-center">
          <ButtonLink to={contactHref('free-consultation', { booking: true })} size="lg">
            Book a free call
          </ButtonLink>
        </div>
      </Section>
    </>
  );
}
