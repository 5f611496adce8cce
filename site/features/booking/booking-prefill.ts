// Turns the query string a visitor arrived with into Cal.com's prefill config, so the practice sees
// what the visitor was looking at when they booked.
import { topicFromSearch, topicLine, type TopicId } from '../../content/topics.ts';

/** The subset of Cal.com's embed config this site fills in. */
export type BookingPrefill = { notes?: string; name?: string; email?: string };

const NOTES_LIMIT = 500;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function clean(value: string | null, limit: number): string | undefined {
  if (value === null) return undefined;
  const trimmed = value.replace(/\s+/g, ' ').trim();
  return trimmed === '' ? undefined : trimmed.slice(0, limit);
}

/**
 * Reads `name`, `email` and `notes` from the query string, and appends what was asked for (the
 * `topic` the button carried, else the page's `pageTopic`: "About: a free tax review") and
 * `scenarioNotes` (one line describing a calculator's scenario) to the notes.
 */
export function bookingPrefill(
  search: string | URLSearchParams,
  scenarioNotes?: string,
  pageTopic?: TopicId,
): BookingPrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefill: BookingPrefill = {};
  const name = clean(params.get('name'), 100);
  if (name) prefill.name = name;
  const email = clean(params.get('email'), 200);
  if (email && EMAIL.test(email)) prefill.email = email;
  const topic = topicFromSearch(params) ?? pageTopic;
  // The topic and the scenario (with its link) are kept whole; the visitor's own notes give way.
  const kept = [topic ? topicLine(topic) : undefined, clean(scenarioNotes ?? null, NOTES_LIMIT)]
    .filter((part): part is string => Boolean(part))
    .join('\n');
  const own = clean(params.get('notes'), NOTES_LIMIT - (kept ? kept.length + 1 : 0));
  const notes = [own, kept].filter((part): part is string => Boolean(part)).join('\n');
  if (notes) prefill.notes = notes.slice(0, NOTES_LIMIT);
  return prefill;
}
