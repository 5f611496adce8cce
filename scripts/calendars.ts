// The tax deadlines as iCalendar files, written by the site's build with the `ics` library: one file
// per deadline for "Add to calendar", and one feed of them all to subscribe to, each event an
// all-day event with a reminder a week before. Dated by the build (DTSTAMP), so the same sources
// build the same files.
import { createEvents, type EventAttributes } from 'ics';
import {
  CALENDAR_FEED,
  DEADLINE_TOPICS,
  calendarFile,
  daysAfter,
  type Deadline,
} from '../site/content/deadlines.ts';

type Site = { name: string; url: string };

const dateArray = (date: string) => date.split('-').map(Number) as [number, number, number];

/** One deadline as an all-day event, repeating monthly for a monthly one. */
function event(deadline: Deadline, site: Site, stamp: number): EventAttributes {
  const host = new URL(site.url).host;
  return {
    uid: `${deadline.id}@${host}`,
    // An all-day event ends on the next day (RFC 5545 3.6.1).
    start: dateArray(deadline.date),
    end: dateArray(daysAfter(deadline.date, 1)),
    title: deadline.title,
    description: `${deadline.detail}\n\nFor: ${deadline.who}.\nSource: ${deadline.source.title}, ${deadline.source.href}\n\n${site.name}: ${site.url}/tax-deadlines`,
    url: `${site.url}/tax-deadlines`,
    categories: [DEADLINE_TOPICS[deadline.topic]],
    transp: 'TRANSPARENT',
    busyStatus: 'FREE',
    ...(deadline.monthly ? { recurrenceRule: `FREQ=MONTHLY;COUNT=${deadline.monthly}` } : {}),
    alarms: [
      {
        action: 'display',
        description: `In a week: ${deadline.title}`,
        // A week before, written in hours: the library writes a day count as `P7DT`.
        trigger: { hours: 7 * 24, before: true },
      },
    ],
    // Not in the library's typings, but in its schema: the DTSTAMP, else the time of the build.
    ...({ timestamp: stamp } as object),
  };
}

function calendar(deadlines: Deadline[], site: Site, stamp: number, name: string): string {
  const { error, value } = createEvents(
    deadlines.map((deadline) => event(deadline, site, stamp)),
    { productId: `-//${site.name}//Tax deadlines//EN`, calName: name },
  );
  if (error || !value) throw error ?? new Error('No calendar');
  return value;
}

/**
 * Every calendar file of the site, by its path: `/calendar/<deadline>.ics` for each deadline and the
 * feed of them all.
 */
export function deadlineCalendars(
  deadlines: Deadline[],
  site: Site,
  builtOn: Date,
): Map<string, string> {
  const stamp = builtOn.getTime();
  const files = new Map<string, string>();
  for (const deadline of deadlines) {
    files.set(calendarFile(deadline), calendar([deadline], site, stamp, deadline.title));
  }
  files.set(CALENDAR_FEED, calendar(deadlines, site, stamp, `${site.name}: tax deadlines`));
  return files;
}
