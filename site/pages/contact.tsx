import { useLocation } from 'react-router-dom';
import { ContactStrip } from '../components/contact-strip.tsx';
import { Hero } from '../components/hero.tsx';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../components/icons.tsx';
import { ButtonLink, Section, SectionHeader } from '../components/ui.tsx';
import { PRACTICE, mapsLink, officeAddress, whatsappLink } from '../content/practice.ts';
import { topicFromSearch, topicLine } from '../content/topics.ts';
import { BookingSection } from '../features/booking/booking-section.tsx';
import { useHydrated } from '../lib/use-hydrated.ts';

/**
 * What the button that brought the visitor here asked for ("About: a free tax review"). The
 * prerendered page has no query string, so it shows once the page has hydrated.
 */
function TopicGreeting() {
  const { search } = useLocation();
  const hydrated = useHydrated();
  const topic = hydrated ? topicFromSearch(search) : undefined;
  if (!topic) return null;
  return (
    <p
      data-topic={topic}
      className="mx-auto mt-8 max-w-xl rounded-xl bg-white px-5 py-4 text-left text-ink-700 shadow-sm ring-1 ring-brand-200"
    >
      <strong className="block font-semibold text-brand-800">{topicLine(topic)}</strong>
      <span className="mt-1 block text-sm">
        Book a time below and it will be in the notes for your accountant, or call us on{' '}
        <a href={`tel:${PRACTICE.phone.tel}`} className="font-medium text-brand-700 underline">
          {PRACTICE.phone.display}
        </a>
        .
      </span>
    </p>
  );
}

export function ContactPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Contact"
        title="Talk to an Accountant"
        lead="Book a free consultation below, call, email or message us on WhatsApp. We reply within 24 hours, Monday to Friday."
        actions={
          <>
            <ButtonLink to="#booking-widget" size="lg">
              Book a free consultation
            </ButtonLink>
            <ButtonLink to={whatsappLink()} variant="whatsapp" size="lg">
              <WhatsAppIcon className="size-5" />
              WhatsApp us
            </ButtonLink>
          </>
        }
      >
        <TopicGreeting />
      </Hero>

      <ContactStrip />

      <Section tone="muted" labelledBy="booking-title" reveal={false}>
        <SectionHeader
          id="booking-title"
          eyebrow="Free consultation"
          title="Book a free 30-minute call"
          lead="Choose a time and a chartered certified accountant will call you. If you came from one of our calculators, your figures are already in the notes."
        />
        <div className="mx-auto max-w-5xl">
          <BookingSection id="booking-widget" namespace="call" redirectTo="/booking-confirmation" />
        </div>
      </Section>

      <Section labelledBy="offices-title">
        <SectionHeader
          id="offices-title"
          eyebrow="Our offices"
          title="Meet us face to face"
          lead="Appointments at either office, by arrangement."
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {PRACTICE.offices.map((office) => (
            <li
              key={office.id}
              className="rounded-2xl border border-ink-100 bg-white p-7 shadow-sm"
            >
              <h3 className="text-lg font-semibold">{office.name}</h3>
              <ul className="mt-4 space-y-3 text-ink-700">
                <li className="flex gap-3">
                  <PinIcon className="size-5 flex-none text-brand-700" />
                  <a
                    href={mapsLink(office)}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="hover:underline"
                  >
                    {officeAddress(office)}
                    <span className="sr-only"> (opens a map in a new tab)</span>
                  </a>
                </li>
                <li className="flex gap-3">
                  <ClockIcon className="size-5 flex-none text-brand-700" />
                  {PRACTICE.hours.display}
                </li>
                <li className="flex gap-3">
                  <PhoneIcon className="size-5 flex-none text-brand-700" />
                  <a href={`tel:${PRACTICE.phone.tel}`} className="hover:underline">
                    {PRACTICE.phone.display}
                  </a>
                </li>
                <li className="flex gap-3">
                  <MailIcon className="size-5 flex-none text-brand-700" />
                  <a href={`mailto:${PRACTICE.email}`} className="hover:underline">
                    {PRACTICE.email}
                  </a>
                </li>
              </ul>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
