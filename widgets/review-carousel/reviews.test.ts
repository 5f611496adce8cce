import { describe, expect, it } from 'vitest';
import {
  REVIEW_TEXT_LIMIT,
  formatReviewDate,
  formatSnapshotMonth,
  truncateReview,
} from './reviews.ts';

describe('truncateReview', () => {
  it('leaves text of exactly 120 characters whole', () => {
    const text = `${'a'.repeat(100)}. ${'b'.repeat(18)}`;
    expect(text).toHaveLength(REVIEW_TEXT_LIMIT);
    expect(truncateReview(text)).toEqual({ text, truncated: false });
  });

  it('cuts 121 characters at the last full stop within the first 120', () => {
    const text = `First sentence. Second sentence here. ${'c'.repeat(83)}`;
    expect(text).toHaveLength(121);
    expect(truncateReview(text)).toEqual({
      text: 'First sentence. Second sentence here.',
      truncated: true,
    });
  });

  it("adds '...' when there is no full stop in the first 120 characters", () => {
    const text = `${'word '.repeat(30)}end.`;
    const cut = truncateReview(text);
    expect(cut.truncated).toBe(true);
    expect(cut.text.endsWith('...')).toBe(true);
    expect(cut.text.length).toBeLessThanOrEqual(REVIEW_TEXT_LIMIT + 3);
    expect(text.startsWith(cut.text.slice(0, -3))).toBe(true);
  });

  it('uses a full stop at position 120 itself', () => {
    const text = `${'d'.repeat(119)}.${'e'.repeat(10)}`;
    expect(truncateReview(text).text).toBe(`${'d'.repeat(119)}.`);
  });
});

describe('formatReviewDate', () => {
  it('formats ISO dates the British way and leaves other text alone', () => {
    expect(formatReviewDate('2025-09-14')).toBe('14 September 2025');
    expect(formatReviewDate('2 weeks ago')).toBe('2 weeks ago');
  });
});

describe('formatSnapshotMonth', () => {
  it('gives the month and year of an ISO date, whatever the time zone', () => {
    expect(formatSnapshotMonth('2025-10-01')).toBe('October 2025');
    expect(formatSnapshotMonth('2026-01-31')).toBe('January 2026');
    expect(formatSnapshotMonth('not a date')).toBe('not a date');
  });
});
