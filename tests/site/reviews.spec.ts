// Honest reviews on the site: the rating line links to the practice's Google reviews and gives its
// date; the carousel labels the live answer as such and the snapshot with its month.
import { expect, test } from '../support/test.ts';
import { PRACTICE, googleReviewsUrl } from '../../site/content/practice.ts';
import { formatSnapshotMonth } from '../../widgets/review-carousel/reviews.ts';
import { blockExternal, storeConsent } from './site-support.ts';

const SNAPSHOT_MONTH = formatSnapshotMonth(PRACTICE.rating.asOf);
const LIVE = {
  averageRating: 4.8,
  totalReviews: 131,
  reviews: [
    {
      name: 'Sam Whitfield',
      role: 'Google review',
      rating: 5,
      text: 'Clear advice on my self-assessment.',
      date: '2025-11-02',
    },
  ],
};

test.beforeEach(async ({ context, page }) => {
  await storeConsent(context);
  await blockExternal(page);
});

for (const path of ['/', '/self-assessment']) {
  test(`the rating line on ${path} links to the practice's Google reviews`, async ({ page }) => {
    await page.goto(path);
    const link = page.getByRole('link', {
      name: `${PRACTICE.rating.average} out of 5 from ${PRACTICE.rating.total} Google reviews (opens in a new tab)`,
    });
    await expect(link).toHaveAttribute('href', googleReviewsUrl());
    expect(googleReviewsUrl()).toBe(
      `https://search.google.com/local/reviews?placeid=${PRACTICE.googlePlaceId}`,
    );
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link.locator('xpath=..')).toContainText(`as of ${SNAPSHOT_MONTH}`);
  });
}

test('the carousel shows the dated snapshot when the reviews function answers 500', async ({
  page,
}) => {
  await page.route('**/functions/v1/google-reviews', (route) =>
    route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
  );
  await page.goto('/self-assessment');
  const carousel = page.getByRole('region', { name: 'What our clients say' });
  await expect(carousel.getByText(`Google reviews as of ${SNAPSHOT_MONTH}`)).toBeVisible();
  await expect(carousel.getByText('Rating and reviews from Google')).toHaveCount(0);
  await expect(carousel).toContainText(`from ${PRACTICE.rating.total} Google reviews`);
});

test('the carousel labels a live answer "from Google"', async ({ page }) => {
  await page.route('**/functions/v1/google-reviews', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify(LIVE) }),
  );
  await page.goto('/self-assessment');
  const carousel = page.getByRole('region', { name: 'What our clients say' });
  await expect(carousel.getByText('Rating and reviews from Google')).toBeVisible();
  await expect(carousel.getByText(/Google reviews as of/)).toHaveCount(0);
  await expect(carousel).toContainText('from 131 Google reviews');
});
