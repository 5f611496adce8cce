import {
  bookingFragmentParam,
  decodeFragment,
  describeBookingScenario,
  encodeFragment,
  parseBookingScenario,
  type ShareKind,
} from '../../../widgets/index.ts';
import { PRACTICE } from '../../content/practice.ts';

// A site path: lowercase words and hyphens, nothing that could lead off the site.
const PAGE_PATH = /^\/[a-z0-9-]{1,80}$/;

/**
 * The link that opens the calculator page the visitor booked from (`link=/tax-calculator` in the
 * fragment) with the same figures, rebuilt from what decodes for the scenario's calculator;
 * undefined when the page is missing or not ours.
 */
function shareLink(hash: string, kind: ShareKind): string | undefined {
  const path = bookingFragmentParam(hash, 'link') ?? '';
  const decoded = PAGE_PATH.test(path) ? decodeFragment(kind, hash) : null;
  return decoded ? `${PRACTICE.siteUrl}${path}#${encodeFragment(decoded)}` : undefined;
}

/**
 * Booking notes describing the calculator scenario a booking link carries in its fragment (which
 * never reaches a server), if any: one line, then the link that opens the calculator with the same
 * figures, so the accountant sees what the visitor saw.
 */
export function scenarioNotes(hash: string): string | undefined {
  const scenario = parseBookingScenario(hash);
  if (!scenario) return undefined;
  const link = shareLink(hash, scenario.scenario);
  const line = describeBookingScenario(scenario);
  return link ? `${line} Same figures: ${link}` : line;
}
