import { describeBookingScenario, parseBookingScenario } from '../../../widgets/index.ts';
import { PRACTICE } from '../../content/practice.ts';
import { decodeFragment, encodeFragment } from '../../lib/share-fragment.ts';

// A site path: lowercase words and hyphens, nothing that could lead off the site.
const PAGE_PATH = /^\/[a-z0-9-]{1,80}$/;

/**
 * The calculator page's share link a booking link carries as `link` (`/directors-tax-calculator#calc=…`),
 * rebuilt from what decodes for the scenario's calculator; undefined when it is missing or not ours.
 */
function shareLink(params: URLSearchParams, scenario: string): string | undefined {
  const link = params.get('link') ?? '';
  const hashAt = link.indexOf('#');
  if (hashAt < 0) return undefined;
  const path = link.slice(0, hashAt);
  const kind = scenario as Parameters<typeof decodeFragment>[0];
  const decoded = PAGE_PATH.test(path) ? decodeFragment(kind, link.slice(hashAt)) : null;
  return decoded ? `${PRACTICE.siteUrl}${path}#${encodeFragment(decoded)}` : undefined;
}

/**
 * Booking notes describing a calculator's scenario in the query string, if any: one line, then the
 * link that opens the calculator with the same figures, so the accountant sees what the visitor saw.
 */
export function scenarioNotes(search: string | URLSearchParams): string | undefined {
  const params =
    typeof search === 'string' ? new URLSearchParams(search.replace(/^\?/, '')) : search;
  const scenario = parseBookingScenario(params);
  if (!scenario) return undefined;
  const link = shareLink(params, scenario.scenario);
  const line = describeBookingScenario(scenario);
  return link ? `${line} Same figures: ${link}` : line;
}
