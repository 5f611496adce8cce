// The calendar files the build writes, read back by a maintained iCalendar parser (ical.js), as a
// calendar app would read them.
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import {
  CALENDAR_FEED,
  allDeadlines,
  calendarFile,
  deadlinesOf,
} from '../site/content/deadlines.ts';
import { deadlineCalendars } from './calendars.ts';

const SITE = { name: 'Ledgerline Accountants', url: 'https://www.example.co.uk' };
const BUILT = new Date('2025-11-25T12:00:00Z');
const files = deadlineCalendars(allDeadlines(), SITE, BUILT);

function events(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    calendar,
    events: calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent)),
  };
}

describe('the deadlines as calendar files', () => {
  it('one file per deadline, and the feed', () => {
    expect([...files.keys()].sort()).toEqual(
      [...allDeadlines().map(calendarFile), CALENDAR_FEED].sort(),
    );
  });

  it.each(allDeadlines().map((deadline) => [deadline.id, deadline] as const))(
    '%s: one all-day event on its date, with a reminder a week before',
    (_id, deadline) => {
      const {
        events: [event],
        calendar,
      } = events(files.get(calendarFile(deadline))!);
      expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
      expect(event!.summary).toBe(deadline.title);
      expect(event!.uid).toBe(`${deadline.id}@www.example.co.uk`);
      expect(event!.startDate.isDate).toBe(true);
      expect(event!.startDate.toString()).toBe(deadline.date);
      expect(event!.endDate.toString()).toBe(
        new Date(Date.parse(`${deadline.date}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10),
      );
      const alarm = event!.component.getFirstSubcomponent('valarm');
      expect(alarm?.getFirstPropertyValue('trigger')?.toString()).toBe('-PT168H');
      expect(event!.description).toContain(deadline.source.href);
    },
  );

  it('a monthly deadline repeats on the same day for each month of its year', () => {
    const paye = deadlinesOf('2025-26').find(({ id }) => id === 'paye-2025-26')!;
    const {
      events: [event],
    } = events(files.get(calendarFile(paye))!);
    expect(event!.isRecurring()).toBe(true);
    const iterator = event!.iterator();
    const dates: string[] = [];
    for (let next = iterator.next(); next; next = iterator.next()) dates.push(next.toString());
    expect(dates).toEqual([
      '2025-05-22',
      '2025-06-22',
      '2025-07-22',
      '2025-08-22',
      '2025-09-22',
      '2025-10-22',
      '2025-11-22',
      '2025-12-22',
      '2026-01-22',
      '2026-02-22',
      '2026-03-22',
      '2026-04-22',
    ]);
  });

  it('the feed holds every deadline once, named, and dated by the build', () => {
    const { calendar, events: all } = events(files.get(CALENDAR_FEED)!);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(
      'Ledgerline Accountants: tax deadlines',
    );
    expect(all.map((event) => event.uid).sort()).toEqual(
      allDeadlines()
        .map(({ id }) => `${id}@www.example.co.uk`)
        .sort(),
    );
    for (const event of all) {
      expect(event.component.getFirstPropertyValue('dtstamp')?.toString()).toBe(
        '2025-11-25T12:00:00Z',
      );
    }
  });
});
