import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CLAIMS, PRACTICE, mapsLink, officeAddress } from '../content/practice.ts';
import { contactHref } from '../content/topics.ts';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from './icons.tsx';
import { Container, buttonClass } from './ui.tsx';

const office = PRACTICE.offices[0]!;

/**
 * 'Ready to get started?' with the booking button and the four ways to reach the practice. Not on
 * /contact, whose own booking block the button leads to (`contactStrip: false` in the route table).
 */
export function ContactStrip() {
  return (
    <section
      aria-labelledby="contact-strip-title"
      className="bg-brand-900 py-16 text-white"
      data-contact-strip=""
    >
      <Container>
        <div className="flex flex-col items-start justify-between gap-6 md:flex-row md:items-center">
          <div>
            <h2 id="contact-strip-title" className="text-3xl font-bold tracking-tight text-white">
              Ready to get started?
            </h2>
            <p className="mt-2 max-w-xl text-brand-100">
              A free, no-obligation call with a {CLAIMS.credentials.member}. We reply within{' '}
              {CLAIMS.replyHours.value} hours.
            </p>
          </div>
          <Link
            to={contactHref('free-consultation', { booking: true })}
            className={buttonClass('gold', 'lg')}
          >
            Book a free call
          </Link>
        </div>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StripCard icon={<PhoneIcon />} title="Call us">
            <a href={`tel:${PRACTICE.phone.tel}`} className="hover:underline">
              {PRACTICE.phone.display}
            </a>
          </StripCard>
          <StripCard icon={<MailIcon />} title="Email us">
            <a href={`mailto:${PRACTICE.email}`} className="break-all hover:underline">
              {PRACTICE.email}
            </a>
          </StripCard>
          <StripCard icon={<PinIcon />} title="Visit us">
            <a
              href={mapsLink(office)}
              target="_blank"
              rel="noopener noreferrer"
              className="hover:underline"
            >
              {officeAddress(office)}
              <span className="sr-only"> (opens a map in a new tab)</span>
            </a>
          </StripCard>
          <StripCard icon={<ClockIcon />} title="Office hours">
            <span>{PRACTICE.hours.display}</span>
          </StripCard>
        </ul>
      </Container>
    </section>
  );
}

function StripCard({
  icon,
  title,
  children,
}: {
  icon: ReactNode;
  title: string;
  children: ReactNode;
}) {
  return (
    <li className="flex gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
      <span className="flex size-11 flex-none items-center justify-center rounded-xl bg-white/10 text-gold-300">
        {icon}
      </span>
      <div className="min-w-0">
        <h3 className="text-sm font-semibold text-white">{title}</h3>
        <p className="mt-1 text-sm leading-relaxed text-brand-100">{children}</p>
      </div>
    </li>
  );
}
