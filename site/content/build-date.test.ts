import { describe, expect, it } from 'vitest';
import { TEST_DATE, TEST_SOURCE_DATE_EPOCH } from '../../tests/support/clock.ts';
import { buildDate } from './build-date.ts';

const NOW = Date.UTC(2027, 0, 15, 9, 30);

describe('the build date', () => {
  it('is SOURCE_DATE_EPOCH, in seconds, when it is set', () => {
    expect(buildDate({ SOURCE_DATE_EPOCH: TEST_SOURCE_DATE_EPOCH }, NOW)).toEqual(TEST_DATE);
  });

  it('is now when SOURCE_DATE_EPOCH is unset or empty', () => {
    expect(buildDate({}, NOW).getTime()).toBe(NOW);
    expect(buildDate({ SOURCE_DATE_EPOCH: '' }, NOW).getTime()).toBe(NOW);
  });

  it('is the date baked into the bundle, whatever the environment says', () => {
    const baked = '2026-05-01T08:00:00.000Z';
    expect(
      buildDate({ VITE_BUILD_DATE: baked, SOURCE_DATE_EPOCH: TEST_SOURCE_DATE_EPOCH }, NOW),
    ).toEqual(new Date(baked));
  });

  // What vite.config.ts does: the date it bakes in reads back as itself, so a second bundle of the
  // same build (the prerenderer's) gets the same date even when the clock has moved on.
  it('reads back the date it was baked as', () => {
    const first = buildDate({}, NOW).toISOString();
    expect(buildDate({ VITE_BUILD_DATE: first }, NOW + 60_000).toISOString()).toBe(first);
  });

  it.each(['1764072000.5', '17e8', 'yesterday', '-1'])(
    'refuses SOURCE_DATE_EPOCH=%s rather than build for another year',
    (epoch) => {
      expect(() => buildDate({ SOURCE_DATE_EPOCH: epoch }, NOW)).toThrow(/SOURCE_DATE_EPOCH/);
    },
  );

  it('refuses a baked date that is not a date', () => {
    expect(() => buildDate({ VITE_BUILD_DATE: 'soon' }, NOW)).toThrow(/VITE_BUILD_DATE/);
  });
});
