import {
  decodeFragment,
  describeScenario,
  encodeFragment,
  fragmentParams,
} from '../../../widgets/index.ts';
import { PRACTICE } from '../../content/practice.ts';
import { decodeQuote, describeQuote, encodeQuote } from '../../content/quote.ts';

/** Where a quote's link in the notes leads: the quote page, which opens it again. */
const QUOTE_PAGE = '/quote';
/**
 * The longest a quote's or a scenario's notes may be in full: the notes' limit (500) less room for
 * the topic line before them. Longer, a quote's items give way, and a scenario's fields left at
 * nothing (£0, no children); the link still opens the whole quote or scenario.
 */
const NOTES_IN_FULL = 440;

// A site path: lowercase words and hyphens, nothing that could lead off the site.
const PAGE_PATH = /^\/[a-z0-9-]{1,80}$/;

/**
 * Booking notes describing the instant quote or the calculator scenario a booking link carries in
 * its fragment (which never reaches a server), if any. A quote: its answers, totals and items, then
 * the link that opens the same quote. A scenario: what `decodeFragment` returns as one line, then
 * the link that opens the calculator page it came from (`link=/tax-calculator`) with the same
 * figures, so the accountant sees what the visitor saw.
 */
export function scenarioNotes(hash: string): string | undefined {
  const answers = decodeQuote(hash);
  if (answers) {
    const link = `Same quote: ${PRACTICE.siteUrl}${QUOTE_PAGE}#${encodeQuote(answers)}`;
    const full = `${describeQuote(answers)} ${link}`;
    return full.length <= NOTES_IN_FULL
      ? full
      : `${describeQuote(answers, { items: false })} ${link}`;
  }
  const scenario = decodeFragment(hash);
  if (!scenario) return undefined;
  const line = describeScenario(scenario);
  const path = fragmentParams(hash)?.get('link') ?? '';
  if (!PAGE_PATH.test(path)) return line;
  const { headline: _headline, ...figures } = scenario;
  const link = `Same figures: ${PRACTICE.siteUrl}${path}#${encodeFragment(figures)}`;
  const full = `${line} ${link}`;
  if (full.length <= NOTES_IN_FULL) return full;
  const given: Record<string, string> = {};
  for (const [name, value] of Object.entries(scenario.fields)) {
    if (value !== '0' && value !== '' && value !== 'false') given[name] = value;
  }
  return `${describeScenario({ ...scenario, fields: given })} ${link}`;
}
