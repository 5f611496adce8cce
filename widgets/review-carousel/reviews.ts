import * as z from 'zod/mini';

export interface Review {
  name: string;
  role: string;
  rating: number;
  text: string;
  date: string;
}

export interface ReviewsData {
  reviews: Review[];
  averageRating: number;
  totalReviews: number;
}

export const REVIEW_TEXT_LIMIT = 120;
export const REVIEWS_SHOWN = 3;
export const REVIEWS_TIMEOUT_MS = 8000;

export const FALLBACK_REVIEWS: ReviewsData = {
  averageRating: 4.9,
  totalReviews: 127,
  reviews: [
    {
      name: 'Sarah Mitchell',
      role: 'Director, Mitchell Interiors Ltd',
      rating: 5,
      text: 'Switching to this practice was the best decision for our company. Our year-end accounts and corporation tax return were filed weeks early, and every question was answered within a day. Fixed fees with no surprises.',
      date: '2025-09-14',
    },
    {
      name: 'James Okafor',
      role: 'Self-employed electrician',
      rating: 5,
      text: 'They sorted out two years of late self-assessment returns and dealt with HMRC for me. Clear advice, no jargon.',
      date: '2025-08-02',
    },
    {
      name: 'Priya Shah',
      role: 'Founder, Shah Digital',
      rating: 5,
      text: 'From company registration to our first VAT return, the team made everything simple. The payroll service saves me hours every month and the bookkeeping is always up to date.',
      date: '2025-06-21',
    },
    {
      name: 'Tom Whitfield',
      role: 'Landlord',
      rating: 5,
      text: 'Friendly, responsive and thorough. My rental income return is now done properly every year.',
      date: '2025-05-10',
    },
  ],
};

const reviewSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  role: z.string().check(z.maxLength(200)),
  rating: z.number().check(z.gte(1), z.lte(5)),
  text: z.string().check(z.maxLength(10_000)),
  date: z.string().check(z.maxLength(100)),
});

export const reviewsResponseSchema = z.object({
  reviews: z.array(reviewSchema).check(z.minLength(1)),
  averageRating: z.number().check(z.gte(0), z.lte(5)),
  totalReviews: z.int().check(z.gte(0)),
});

/**
 * Fetches reviews: POST `{ placeId }` as JSON, abandoned after 8 seconds. Anything other than an OK
 * answer of the right shape throws; the caller shows the built-in reviews instead.
 */
export async function fetchReviews(
  endpoint: string,
  placeId: string | undefined,
  signal: AbortSignal,
): Promise<ReviewsData> {
  const timeout = new AbortController();
  const timer = setTimeout(
    () => timeout.abort(new Error(`Reviews request timed out after ${REVIEWS_TIMEOUT_MS} ms`)),
    REVIEWS_TIMEOUT_MS,
  );
  const abort = () => timeout.abort(signal.reason);
  signal.addEventListener('abort', abort);
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ placeId: placeId ?? '' }),
      signal: timeout.signal,
    });
    if (!response.ok) throw new Error(`Reviews request failed with HTTP ${response.status}`);
    const body: unknown = await response.json();
    return reviewsResponseSchema.parse(body);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * Shortens long review text: over 120 characters it is cut at the last full stop within the first
 * 120, or, with no full stop there, at 120 characters followed by '...'.
 */
export function truncateReview(text: string): { text: string; truncated: boolean } {
  if (text.length <= REVIEW_TEXT_LIMIT) return { text, truncated: false };
  const head = text.slice(0, REVIEW_TEXT_LIMIT);
  const stop = head.lastIndexOf('.');
  return stop > 0
    ? { text: head.slice(0, stop + 1), truncated: true }
    : { text: `${head.trimEnd()}...`, truncated: true };
}

/** ISO dates become '14 September 2025'; any other text is shown as given. */
export function formatReviewDate(date: string): string {
  if (!/^\d{4}-\d{2}-\d{2}/.test(date)) return date;
  const parsed = new Date(date);
  if (Number.isNaN(parsed.getTime())) return date;
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(parsed);
}
