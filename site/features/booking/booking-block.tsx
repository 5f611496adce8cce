// The booking section as a page block with its heading, shared by several service pages. The block,
// not its calendar, is what a booking link's anchor names: a visitor lands on the heading and what
// it says, with the calendar under it.
import { Section, SectionHeader } from '../../components/ui.tsx';
import type { TopicId } from '../../content/topics.ts';
import { BookingSection } from './booking-section.tsx';

export function BookingBlock({
  id = 'book',
  namespace = 'call',
  redirectTo,
  title = 'Book your free call',
  lead = 'Pick a time that suits you. A chartered certified accountant will call you, with no obligation.',
  tone = 'muted',
  topic,
}: {
  id?: string;
  /** What a booking from this page is about, for the notes. */
  topic: TopicId;
  namespace?: 'call' | 'personal-tax';
  redirectTo: string;
  title?: string;
  lead?: string;
  tone?: 'muted' | 'white';
}) {
  const headingId = `${id}-title`;
  return (
    <Section id={id} tone={tone} labelledBy={headingId} reveal={false}>
      <SectionHeader id={headingId} eyebrow="Free consultation" title={title} lead={lead} />
      <div className="mx-auto max-w-5xl">
        <BookingSection namespace={namespace} redirectTo={redirectTo} topic={topic} />
      </div>
    </Section>
  );
}
