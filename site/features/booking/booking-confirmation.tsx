import { Link } from 'react-router-dom';
import { PRACTICE } from '../../content/practice.ts';

export type ConfirmationStep = { title: string; text: string };

export type BookingConfirmationProps = {
  heading: string;
  intro: string;
  steps: ConfirmationStep[];
  /** What to have to hand for the call. */
  prepare: string[];
};

/** A thank-you page after a booking: what happens next and how to reschedule. */
export function BookingConfirmation({ heading, intro, steps, prepare }: BookingConfirmationProps) {
  return (
    <div className="bg-ink-50">
      <section
        className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:py-24"
        aria-labelledby="confirmation-heading"
      >
        <div className="flex items-center gap-3 text-brand-700">
          <svg aria-hidden="true" viewBox="0 0 24 24" width="40" height="40" className="shrink-0">
            <circle cx="12" cy="12" r="11" fill="currentColor" />
            <path
              d="M7 12.5l3.2 3.2L17 9"
              fill="none"
              stroke="#fff"
              strokeWidth="2.2"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <p className="text-sm font-semibold uppercase tracking-wide">Booking confirmed</p>
        </div>
        <h1
          id="confirmation-heading"
          className="mt-4 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
        >
          {heading}
        </h1>
        <p className="mt-4 text-lg text-ink-700">{intro}</p>

        <h2 className="mt-12 text-2xl font-semibold text-ink-900">What happens next</h2>
        <ol className="mt-6 space-y-6">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-brand-700 font-semibold text-white"
              >
                {index + 1}
              </span>
              <div>
                <h3 className="font-semibold text-ink-900">{step.title}</h3>
                <p className="mt-1 text-ink-700">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>

        <h2 className="mt-12 text-2xl font-semibold text-ink-900">Have these to hand</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-ink-700">
          {prepare.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>

        <div className="mt-12 rounded-xl border border-ink-200 bg-white p-6">
          <h2 className="text-xl font-semibold text-ink-900">Need to reschedule?</h2>
          <p className="mt-2 text-ink-700">
            Use the link in your confirmation email, or contact us and we will move your call to a
            time that suits you ({PRACTICE.hours.display}).
          </p>
          <ul className="mt-4 space-y-2 text-ink-800">
            <li>
              Phone:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`tel:${PRACTICE.phone.tel}`}
              >
                {PRACTICE.phone.display}
              </a>
            </li>
            <li>
              Email:{' '}
              <a
                className="font-semibold text-brand-700 underline"
                href={`mailto:${PRACTICE.email}`}
              >
                {PRACTICE.email}
              </a>
            </li>
          </ul>
        </div>

        <p className="mt-12">
          <Link
            to="/"
            className="inline-block rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          >
            Back to the home page
          </Link>
        </p>
      </section>
    </div>
  );
}
