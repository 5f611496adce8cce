// Turns the query string a visitor arrived with into Cal.com's prefill config, so the practice sees
// what the visitor was looking at when they booked.

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
 * Reads `name`, `email` and `notes` from the query string, and appends `scenarioNotes` (one line
 * describing a calculator's scenario) to the notes.
 */
export function bookingPrefill(
  search: string | URLSearchParams,
  scenarioNotes?: string,
): BookingPrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefill: BookingPrefill = {};
  const name = clean(params.get('name'), 100);
  if (name) prefill.name = name;
  const email = clean(params.get('email'), 200);
  if (email && EMAIL.test(email)) prefill.email = email;
  // The scenario (with its link) is kept whole; the visitor's own notes give way to it.
  const scenario = clean(scenarioNotes ?? null, NOTES_LIMIT);
  const own = clean(params.get('notes'), NOTES_LIMIT - (scenario ? scenario.length + 1 : 0));
  const notes = [own, scenario].filter((part): part is string => Boolean(part)).join('\n');
  if (notes) prefill.notes = notes.slice(0, NOTES_LIMIT);
  return prefill;
}
