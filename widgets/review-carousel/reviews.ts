import { isBlankText } from '../../supabase/functions/_shared/blank-text.ts';
import { formatLongDate, formatMonthYear } from '../shared/toolkit/dates.ts';

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

/** Reviews as they stood on a date: shown, labelled with that month, when no live answer is. */
export interface ReviewsSnapshot extends ReviewsData {
  /** The day the snapshot was taken, as an ISO date (`2025-10-01`). */
  asOf: string;
}

export const REVIEW_TEXT_LIMIT = 120;
export const REVIEWS_SHOWN = 3;
export const REVIEWS_TIMEOUT_MS = 8000;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isText = (value: unknown, maxLength: number): value is string =>
  typeof value === 'string' && value.length <= maxLength;

const isNumberWithin = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max;

// Names and texts that only look blank are refused by the rule the database applies to names.
const isShown = (value: unknown, maxLength: number): value is string =>
  isText(value, maxLength) && !isBlankText(value);

function toReview(value: unknown): Review | null {
  if (!isObject(value)) return null;
  const { role, rating, text, date } = value;
  const name = typeof value.name === 'string' ? value.name.trim() : undefined;
  if (!isShown(name, 200) || !isText(role, 200) || !isNumberWithin(rating, 1, 5)) return null;
  if (!isShown(text, 10_000) || !isText(date, 100)) return null;
  return { name, role, rating, text, date };
}

/**
 * The reviews endpoint's answer, or null when it is not of the right shape: at least one review, each
 * with a name (trimmed) and a text that do not only look blank, a rating from 1 to 5 and bounded
 * text; an average rating from 0 to 5 and a whole, non-negative count. Keys we do not know are
 * dropped.
 */
export function parseReviewsResponse(body: unknown): ReviewsData | null {
  try {
    if (!isObject(body) || !Array.isArray(body.reviews) || body.reviews.length === 0) return null;
    const { averageRating, totalReviews } = body;
    if (!isNumberWithin(averageRating, 0, 5)) return null;
    if (!Number.isSafeInteger(totalReviews) || (totalReviews as number) < 0) return null;
    const reviews: Review[] = [];
    for (const item of body.reviews as unknown[]) {
      const review = toReview(item);
      if (!review) return null;
      reviews.push(review);
    }
    return { reviews, averageRating, totalReviews: totalReviews as number };
  } catch {
    // A getter or a proxy that throws: not an answer of ours.
    return null;
  }
}

/**
 * Fetches reviews: POST `{ placeId }` as JSON, abandoned after 8 seconds. Anything other than an OK
 * answer of the right shape throws; the caller shows the dated snapshot instead.
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
    if (!response.ok) {
      // Its body is not wanted: cancelled, so the request ends here rather than stay open unread.
      void response.body?.cancel().catch(() => undefined);
      throw new Error(`Reviews request failed with HTTP ${response.status}`);
    }
    const body: unknown = await response.json();
    const reviews = parseReviewsResponse(body);
    if (!reviews) throw new Error('Reviews response is not in the expected shape');
    return reviews;
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
  return Number.isNaN(parsed.getTime()) ? date : formatLongDate(parsed);
}

/** A snapshot's date as its month and year: '2025-10-01' becomes 'October 2025'. */
export function formatSnapshotMonth(asOf: string): string {
  const parsed = new Date(asOf);
  return Number.isNaN(parsed.getTime()) ? asOf : formatMonthYear(parsed);
}
