// Before any browser test: the built site must be prerendered for the year the tests' clock is in,
// or every page that starts on the build's year would fail for a reason far from its cause.
import { existsSync, readFileSync } from 'node:fs';
import { taxYearOn } from '../../engine/index.ts';
import { TEST_SOURCE_DATE_EPOCH, TEST_TAX_YEAR } from './clock.ts';

const SITEMAP = 'dist/site/sitemap.xml';

// eslint-disable-next-line import-x/no-default-export -- Playwright loads a global setup by its default export
export default function checkBuildDate() {
  if (!existsSync(SITEMAP)) return;
  // The sitemap's lastmod is the build's date (scripts/build-site.ts).
  const built = /<lastmod>([\d-]+)<\/lastmod>/.exec(readFileSync(SITEMAP, 'utf8'))?.[1];
  const year = built ? taxYearOn(new Date(`${built}T12:00:00Z`)) : undefined;
  if (year !== TEST_TAX_YEAR) {
    throw new Error(
      `dist/site was built on ${built ?? 'an unknown date'}, for ${year ?? 'no known year'}; the browser tests run in ${TEST_TAX_YEAR}. Build with SOURCE_DATE_EPOCH=${TEST_SOURCE_DATE_EPOCH} (npm test does).`,
    );
  }
}
