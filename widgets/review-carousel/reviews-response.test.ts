import { describe, expect, it } from 'vitest';
import { parseReviewsResponse } from './reviews.ts';

const REVIEW = { name: 'Ann', role: 'Director', rating: 5, text: 'Great.', date: '2025-09-14' };
const BODY = { reviews: [REVIEW], averageRating: 4.8, totalReviews: 88 };

describe('parseReviewsResponse', () => {
  it('keeps the known fields, trims the name and drops unknown keys', () => {
    expect(
      parseReviewsResponse({
        ...BODY,
        reviews: [{ ...REVIEW, name: '  Ann ', photo: 'x.jpg' }],
        source: 'google',
      }),
    ).toEqual(BODY);
  });

  it.each([
    ['no reviews', { ...BODY, reviews: [] }],
    ['reviews that are not a list', { ...BODY, reviews: { 0: REVIEW } }],
    ['a blank name', { ...BODY, reviews: [{ ...REVIEW, name: '   ' }] }],
    [
      'a name of invisible characters',
      { ...BODY, reviews: [{ ...REVIEW, name: '\u200B\u2060\u3164' }] },
    ],
    ['an empty text', { ...BODY, reviews: [{ ...REVIEW, text: '' }] }],
    ['a text of zero-width spaces', { ...BODY, reviews: [{ ...REVIEW, text: '\u200B\u200B' }] }],
    ['a name too long', { ...BODY, reviews: [{ ...REVIEW, name: 'n'.repeat(201) }] }],
    ['a rating of 0', { ...BODY, reviews: [{ ...REVIEW, rating: 0 }] }],
    ['a rating as text', { ...BODY, reviews: [{ ...REVIEW, rating: '5' }] }],
    ['a missing role', { ...BODY, reviews: [{ ...REVIEW, role: undefined }] }],
    ['a text too long', { ...BODY, reviews: [{ ...REVIEW, text: 't'.repeat(10_001) }] }],
    ['an average above 5', { ...BODY, averageRating: 5.1 }],
    ['an average that is not finite', { ...BODY, averageRating: Infinity }],
    ['a fractional count', { ...BODY, totalReviews: 1.5 }],
    ['a negative count', { ...BODY, totalReviews: -1 }],
    ['a count beyond a safe integer', { ...BODY, totalReviews: 2 ** 53 }],
    ['an array', [BODY]],
    ['null', null],
    ['text', 'reviews'],
  ])('refuses %s', (_name, body) => {
    expect(parseReviewsResponse(body)).toBeNull();
  });

  it('keeps a name of 200 characters and text of 10,000', () => {
    const review = { ...REVIEW, name: 'n'.repeat(200), text: 't'.repeat(10_000) };
    expect(parseReviewsResponse({ ...BODY, reviews: [review] })?.reviews).toEqual([review]);
  });

  it('refuses, without throwing, an answer whose properties throw when read', () => {
    const throwing = Object.defineProperty({ ...BODY }, 'reviews', {
      get() {
        throw new Error('hostile');
      },
    });
    const revoked = Proxy.revocable({}, {});
    revoked.revoke();
    expect(parseReviewsResponse(throwing)).toBeNull();
    expect(parseReviewsResponse(revoked.proxy)).toBeNull();
    expect(parseReviewsResponse({ ...BODY, reviews: [revoked.proxy] })).toBeNull();
  });
});
