import Cal, { getCalApi } from '@calcom/embed-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PRACTICE } from '../../content/practice.ts';
import type { TopicId } from '../../content/topics.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { bookingPrefill } from './booking-prefill.ts';
import { loadEmbedScript } from './embed-loader.ts';
import { scenarioNotes } from './scenario-notes.ts';

export type BookingNamespace = keyof typeof PRACTICE.cal.links;

/** What each namespace books, as the fallback and the loading text name it. */
export const BOOKING_EVENTS: Record<BookingNamespace, string> = {
  call: '30-minute call',
  'personal-tax': '30-minute personal tax call',
};

export type BookingSectionProps = {
  namespace: BookingNamespace;
  /** The confirmation route the browser goes to after a successful booking. */
  redirectTo: string;
  /** What a booking here is about when the visitor's link names no topic of its own. */
  topic?: TopicId;
  className?: string;
};

export type BookingWidgetProps = BookingSectionProps & {
  calLink: string;
  embedScriptUrl?: string;
  calOrigin?: string;
  brandColor?: string;
};

type Status = 'waiting' | 'ready' | 'failed';

// How far below the viewport the section starts loading Cal.com, so it is ready when scrolled to.
const NEAR_VIEWPORT = '600px 0px';

/** The practice's booking calendar for one namespace, with its Cal link from the content file. */
export function BookingSection(props: BookingSectionProps) {
  return <BookingWidget {...props} calLink={PRACTICE.cal.links[props.namespace]} />;
}

/**
 * An inline Cal.com booking calendar. Cal's script loads only once the section is near the
 * viewport; a skeleton of the calendar's height holds the space meanwhile, and a fallback with the
 * practice's phone, email and booking page replaces it when the script cannot load.
 */
export function BookingWidget({
  namespace,
  redirectTo,
  calLink,
  embedScriptUrl = PRACTICE.cal.embedScriptUrl,
  calOrigin = PRACTICE.cal.origin,
  brandColor = PRACTICE.cal.brandColor,
  topic,
  className,
}: BookingWidgetProps) {
  // The library throws this during render when the link is missing; fail the same way, early.
  if (!calLink) throw new Error('calLink is required');

  const navigate = useNavigate();
  const { search, hash } = useLocation();
  const onClient = useHydrated();
  const containerRef = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  const [status, setStatus] = useState<Status>('waiting');

  const redirectRef = useRef({ navigate, redirectTo });
  useEffect(() => {
    redirectRef.current = { navigate, redirectTo };
  }, [navigate, redirectTo]);

  // Topic and prefill come from the URL the visitor arrived with: a button's topic (the page's
  // otherwise), name, email and notes from the query, a calculator's scenario from the fragment,
  // which no server sees.
  const scenario = useMemo(() => scenarioNotes(hash), [hash]);
  const config = useMemo(() => {
    const prefill = bookingPrefill(search, scenario, topic);
    return { layout: 'month_view', theme: 'light', ...prefill } as Record<string, string>;
  }, [search, scenario, topic]);

  useEffect(() => {
    const element = containerRef.current;
    if (!element) return;
    if (typeof IntersectionObserver === 'undefined') {
      // No observer to wait for: load straight away, after this render.
      const timer = window.setTimeout(() => setNear(true), 0);
      return () => window.clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: NEAR_VIEWPORT },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!near) return;
    let active = true;
    let booked = false;
    loadEmbedScript(embedScriptUrl, namespace).then(
      () => active && setStatus('ready'),
      () => active && setStatus('failed'),
    );

    const onBooked = () => {
      // Cal can report one booking more than once; navigate a single time.
      if (!active || booked) return;
      booked = true;
      const { navigate: go, redirectTo: target } = redirectRef.current;
      go(target);
    };
    const onLinkFailed = () => {
      if (active) setStatus('failed');
    };

    let api: Awaited<ReturnType<typeof getCalApi>> | undefined;
    void getCalApi({ embedJsUrl: embedScriptUrl, namespace }).then((cal) => {
      if (!active) return;
      api = cal;
      cal('ui', {
        theme: 'light',
        layout: 'month_view',
        hideEventTypeDetails: false,
        styles: { branding: { brandColor } },
        cssVarsPerTheme: {
          light: { 'cal-brand': brandColor },
          dark: { 'cal-brand': brandColor },
        },
      });
      cal('on', { action: 'bookingSuccessful', callback: onBooked });
      cal('on', { action: 'linkFailed', callback: onLinkFailed });
    });

    return () => {
      active = false;
      // The namespace outlives this page; a listener left behind would redirect from another page.
      api?.('off', { action: 'bookingSuccessful', callback: onBooked });
      api?.('off', { action: 'linkFailed', callback: onLinkFailed });
    };
  }, [near, embedScriptUrl, namespace, brandColor]);

  const event = BOOKING_EVENTS[namespace];
  const bookingPageUrl = `${calOrigin.replace(/\/+$/, '')}/${calLink}`;

  return (
    <div
      ref={containerRef}
      className={['relative', className].filter(Boolean).join(' ')}
      data-booking-namespace={namespace}
      data-booking-status={status}
    >
      {/* The fragment is the browser's alone: the prerendered page has none, so read it once hydrated. */}
      {onClient && scenario && config.notes ? <NotesPreview notes={config.notes} /> : null}
      {status === 'failed' ? (
        <BookingFallback event={event} bookingPageUrl={bookingPageUrl} />
      ) : (
        <div className="relative min-h-[700px] md:min-h-[640px]" aria-busy={status !== 'ready'}>
          {near ? (
            <Cal
              namespace={namespace}
              calLink={calLink}
              calOrigin={calOrigin}
              embedJsUrl={embedScriptUrl}
              config={config}
              className="min-h-[700px] w-full overflow-auto md:min-h-[640px]"
            />
          ) : null}
          {status === 'ready' ? null : <BookingSkeleton event={event} />}
        </div>
      )}
    </div>
  );
}

/** What the booking notes will carry, shown before the visitor books. */
function NotesPreview({ notes }: { notes: string }) {
  return (
    <section
      aria-labelledby="booking-notes-preview"
      className="mb-4 rounded-xl border border-ink-200 bg-white p-4 text-left sm:p-5"
      data-booking-notes-preview=""
    >
      <h3 id="booking-notes-preview" className="font-semibold text-ink-900">
        Your booking notes
      </h3>
      <p className="mt-1 text-sm text-ink-700">
        When you book, these notes go with your booking, so the accountant has your figures before
        the call. Until then they stay in your browser: they came here in the part of the link after
        the #, which browsers never send to a server.
      </p>
      <p className="mt-3 whitespace-pre-line break-words rounded-lg bg-ink-50 p-3 text-sm text-ink-900">
        {notes}
      </p>
    </section>
  );
}

function BookingSkeleton({ event }: { event: string }) {
  return (
    <div
      className="absolute inset-0 flex flex-col gap-4 rounded-xl border border-ink-200 bg-white p-6 md:flex-row"
      role="status"
    >
      <span className="sr-only">Loading the booking calendar for a {event}…</span>
      <div aria-hidden="true" className="flex flex-col gap-3 md:w-1/3">
        <div className="h-10 w-10 animate-pulse rounded-full bg-ink-200" />
        <div className="h-4 w-3/4 animate-pulse rounded bg-ink-200" />
        <div className="h-6 w-2/3 animate-pulse rounded bg-ink-200" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-ink-100" />
      </div>
      <div aria-hidden="true" className="flex-1">
        <div className="mb-4 h-6 w-40 animate-pulse rounded bg-ink-200" />
        <div className="grid grid-cols-7 gap-2">
          {Array.from({ length: 35 }, (_, day) => (
            <div key={day} className="aspect-square animate-pulse rounded-md bg-ink-100" />
          ))}
        </div>
      </div>
    </div>
  );
}

function BookingFallback({ event, bookingPageUrl }: { event: string; bookingPageUrl: string }) {
  return (
    <div
      className="flex min-h-[700px] flex-col items-center justify-center gap-6 rounded-xl border border-ink-200 bg-white p-8 text-center md:min-h-[640px]"
      role="region"
      aria-labelledby={`booking-fallback-${event.replace(/\W+/g, '-')}`}
      data-booking-fallback=""
    >
      <h3
        id={`booking-fallback-${event.replace(/\W+/g, '-')}`}
        className="text-xl font-semibold text-ink-900"
      >
        The booking calendar could not load
      </h3>
      <p className="max-w-md text-ink-700">
        You can still book your free {event}: open our booking page, or call or email us and we will
        find a time that suits you.
      </p>
      <a
        href={bookingPageUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="rounded-lg bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
      >
        Open the booking page<span className="sr-only"> (opens in a new tab)</span>
      </a>
      <ul className="flex flex-col gap-2 text-ink-800 sm:flex-row sm:gap-8">
        <li>
          Call{' '}
          <a className="font-semibold text-brand-700 underline" href={`tel:${PRACTICE.phone.tel}`}>
            {PRACTICE.phone.display}
          </a>
        </li>
        <li>
          Email{' '}
          <a className="font-semibold text-brand-700 underline" href={`mailto:${PRACTICE.email}`}>
            {PRACTICE.email}
          </a>
        </li>
      </ul>
      <p className="text-sm text-ink-600">{PRACTICE.hours.display}</p>
    </div>
  );
}
