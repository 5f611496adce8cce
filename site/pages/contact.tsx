import { useLocation } from 'react-router-dom';
import type { ReactNode } from 'react';
import { Hero } from '../components/hero.tsx';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon, WhatsAppIcon } from '../components/icons.tsx';
import { Section, SectionHeader } from '../components/ui.tsx';
import { CLAIMS, PRACTICE, mapsLink, officeAddress, whatsappLink } from '../content/practice.ts';
import { CONTACT_BOOKING_FRAGMENT, topicFromSearch, topicLine } from '../content/topics.ts';
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

/** One way to reach the practice, other than booking. */
function Way({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-ink-100">
      <span className="flex size-11 flex-none items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-ink-900">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-ink-700">{children}</p>
      </div>
    </li>
  );
}

export function ContactPage() {
  return (
    <>
      <Hero
        tone="light"
        eyebrow="Contact"
        title="Talk to an Accountant"
        lead={`Book a free 30-minute call below, or call, email or message us on WhatsApp. We reply within ${CLAIMS.replyHours.value} hours, Monday to Friday.`}
      >
        <TopicGreeting />
      </Hero>

      {/* The page's one booking block: its calendar, with the notes a calculator or quote sent. A
          booking link lands on the block, so its heading shows above the calendar. */}
      <Section
        id={CONTACT_BOOKING_FRAGMENT.slice(1)}
        tone="muted"
        labelledBy="booking-title"
        reveal={false}
        className="pt-10 sm:pt-12"
      >
        <SectionHeader
          id="booking-title"
          eyebrow="Free consultation"
          title="Book a free 30-minute call"
          lead={`Choose a time and a ${CLAIMS.credentials.member} will call you. If you came from our instant quote or a calculator, your figures are already in the notes.`}
        />
        <div className="mx-auto max-w-5xl">
          <BookingSection namespace="call" redirectTo="/booking-confirmation" />
        </div>
      </Section>

      <Section labelledBy="ways-title">
        <SectionHeader id="ways-title" eyebrow="Other ways" title="Call, write or message us" />
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <Way icon={<PhoneIcon />} title="Call us">
            <a href={`tel:${PRACTICE.phone.tel}`} className="font-medium text-brand-700 underline">
              {PRACTICE.phone.display}
            </a>
            <br />
            {PRACTICE.hours.display}
          </Way>
          <Way icon={<MailIcon />} title="Email us">
            <a
              href={`mailto:${PRACTICE.email}`}
              className="font-medium break-all text-brand-700 underline"
            >
              {PRACTICE.email}
            </a>
          </Way>
          <Way icon={<WhatsAppIcon />} title="WhatsApp us">
            <a
              href={whatsappLink()}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium text-brand-700 underline"
            >
              Message {PRACTICE.whatsapp.display}
              <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
            </a>
          </Way>
        </ul>
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
