// What the practice says about itself is said once, in practice.ts: no page or content file writes a
// number of years, a founding year or a count of clients of its own, the stats count only things,
// and the Google reviews snapshot the site quotes is never more than a year old.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TEST_DATE } from '../../tests/support/clock.ts';
import { REVIEWS_SNAPSHOT } from '../../widgets/index.ts';
import { BUILD_DATE } from './build.ts';
import { CLAIMS, PRACTICE } from './practice.ts';
import * as STATS from './stats.ts';

const SITE = join(import.meta.dirname, '..');

/** The site's page, app, component and content sources, tests and the claims' own file aside. */
function sources(): { file: string; text: string }[] {
  return ['pages', 'app', 'components', 'content', 'features']
    .flatMap((folder) =>
      readdirSync(join(SITE, folder), { recursive: true, encoding: 'utf8' }).map((name) =>
        join(folder, name),
      ),
    )
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .filter((file) => file !== join('content', 'practice.ts'))
    .map((file) => ({ file, text: readFileSync(join(SITE, file), 'utf8') }));
}

describe('claims from one place', () => {
  it('no source writes a count of years, the founding year or the client count itself', () => {
    const claims = [
      // '15+ years', '20 years', '18 years of experience'
      /\b\d{1,2}\+?\s*years\b/i,
      new RegExp(`\\b(since|in|began in) ${CLAIMS.foundedYear}\\b`),
      new RegExp(`\\b${CLAIMS.clients.value}\\+`),
    ];
    const found = sources().flatMap(({ file, text }) =>
      claims.flatMap((claim) => {
        const match = claim.exec(text);
        return match ? [`${file}: "${match[0]}"`] : [];
      }),
    );
    expect(found).toEqual([]);
  });

  it('counts the years in practice from the founding year to the build’s', () => {
    expect(CLAIMS.yearsInPractice).toBe(BUILD_DATE.getUTCFullYear() - CLAIMS.foundedYear);
    expect(PRACTICE.foundedYear).toBe(CLAIMS.foundedYear);
  });

  it('counts up only a count of things: a figure with a unit shows as it is', () => {
    const stats = Object.values(STATS).filter(Array.isArray).flat() as STATS.Stat[];
    expect(stats.length).toBeGreaterThan(0);
    for (const stat of stats) {
      const unit = /[a-z%]/i.test(`${stat.prefix ?? ''}${stat.suffix ?? ''}`);
      if (unit) expect(stat.counts, stat.label).not.toBe(true);
    }
    expect(stats.some((stat) => stat.counts)).toBe(true);
  });
});

describe('the Google reviews snapshot', () => {
  it('is no more than a year old on the tests’ date', () => {
    const taken = new Date(`${REVIEWS_SNAPSHOT.asOf}T00:00:00Z`);
    const yearLater = new Date(taken);
    yearLater.setUTCFullYear(taken.getUTCFullYear() + 1);
    expect(taken.getTime()).toBeLessThanOrEqual(TEST_DATE.getTime());
    expect(
      TEST_DATE.getTime(),
      `the snapshot of ${REVIEWS_SNAPSHOT.asOf} is over a year old: refresh widgets/review-carousel/snapshot.ts`,
    ).toBeLessThan(yearLater.getTime());
  });

  it('is what the practice quotes, with its date', () => {
    expect(PRACTICE.rating).toEqual({
      average: REVIEWS_SNAPSHOT.averageRating,
      total: REVIEWS_SNAPSHOT.totalReviews,
      asOf: REVIEWS_SNAPSHOT.asOf,
    });
  });
});
