import type { ReviewsSnapshot } from './reviews.ts';

/**
 * The practice's Google rating and reviews as they stood on `asOf`. The carousel shows them,
 * labelled "Google reviews as of <month year>", whenever the live answer is unavailable, and the
 * site's rating line and structured data quote the same figures. Refresh all of it, date included,
 * from the practice's Google reviews.
 */
export const REVIEWS_SNAPSHOT: ReviewsSnapshot = {
  asOf: '2025-10-01',
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
