import {
  decodeFragment,
  describeScenario,
  encodeFragment,
  fragmentParams,
} from '../../../widgets/index.ts';
import { PRACTICE } from '../../content/practice.ts';

// A site path: lowercase words and hyphens, nothing that could lead off the site.
const PAGE_PATH = /^\/[a-z0-9-]{1,80}$/;

/**
 * Booking notes describing the calculator scenario a booking link carries in its fragment (which
 * never reaches a server), if any: what `decodeFragment` returns as one line, then the link that
 * opens the calculator page it came from (`link=/tax-calculator`) with the same figures, so the
 * accountant sees what the visitor saw.
 */
export function scenarioNotes(hash: string): string | undefined {
  const scenario = decodeFragment(hash);
  if (!scenario) return undefined;
  const line = describeScenario(scenario);
  const path = fragmentParams(hash)?.get('link') ?? '';
  if (!PAGE_PATH.test(path)) return line;
  const { headline: _headline, ...figures } = scenario;
  return `${line} Same figures: ${PRACTICE.siteUrl}${path}#${encodeFragment(figures)}`;
}
