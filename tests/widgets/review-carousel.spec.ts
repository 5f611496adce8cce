import { expect, test, type Page, type Route } from '../support/test.ts';
import { expectNoAxeViolations } from '../support/browser.ts';
import { formatSnapshotMonth } from '../../widgets/review-carousel/reviews.ts';
import { REVIEWS_SNAPSHOT } from '../../widgets/review-carousel/snapshot.ts';
import { ORIGIN, bundlePath, expectIsolation, openEmbedPage } from './embed.ts';

const TAG = 'acct-review-carousel';
const LIVE_LABEL = 'Rating and reviews from Google';
const SNAPSHOT_LABEL = `Google reviews as of ${formatSnapshotMonth(REVIEWS_SNAPSHOT.asOf)}`;
const ENDPOINT = `${ORIGIN}/embed-test/functions/v1/google-reviews`;

const REVIEWS = {
  averageRating: 4.8,
  totalReviews: 212,
  reviews: [
    {
      name: 'Helen Price',
      role: 'Director, Price Joinery Ltd',
      rating: 5,
      text: 'Our accounts were filed early and the fixed fee meant no surprises. They also set up our payroll in a day. We could not be happier with the service and the advice.',
      date: '2025-10-02',
    },
    {
      name: 'Omar Said',
      role: 'Taxi driver',
      rating: 5,
      text: 'Fast, friendly, fair.',
      date: '2025-09-12',
    },
    {
      name: 'Lucy Ward',
      role: 'Consultant',
      rating: 4,
      text: 'Helpful on my first tax return.',
      date: '2025-08-30',
    },
  ],
};

test('review carousel bundle: posts the place id, shows reviews, expands, navigates by keyboard', async ({
  page,
}) => {
  const bodies: unknown[] = [];
  await page.route(ENDPOINT, async (route) => {
    bodies.push(route.request().postDataJSON());
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(REVIEWS) });
  });
  await openEmbedPage(page, TAG, `reviews-endpoint="${ENDPOINT}" place-id="ChIJ-test-place"`);
  const widget = page.locator(TAG);
  await expect(widget.getByText('from 212 Google reviews')).toBeVisible();
  await expect(widget.getByText(LIVE_LABEL, { exact: true })).toBeVisible();
  await expect(widget.getByText(SNAPSHOT_LABEL)).toHaveCount(0);
  expect(bodies).toEqual([{ placeId: 'ChIJ-test-place' }]);
  await expectNoAxeViolations(page, TAG);

  const card = widget.getByRole('group', { name: '1 of 3' });
  await expect(card).toContainText(
    'Our accounts were filed early and the fixed fee meant no surprises.',
  );
  await expect(card).not.toContainText('We could not be happier');
  await card.getByRole('button', { name: 'Read more' }).click();
  await expect(card).toContainText('We could not be happier');
  await expect(card.getByRole('button', { name: 'Show less' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expectNoAxeViolations(page, TAG);

  await widget.getByRole('button', { name: 'Next review' }).focus();
  await page.keyboard.press('Enter');
  await expect(widget.getByRole('group', { name: '2 of 3' })).toContainText('Omar Said');
  await page.keyboard.press('ArrowRight');
  await expect(widget.getByRole('group', { name: '3 of 3' })).toContainText('Lucy Ward');
  await page.keyboard.press('ArrowLeft');
  await expect(widget.getByRole('group', { name: '2 of 3' })).toBeVisible();

  await expectIsolation(page, TAG, '.acct-review__text');
});

for (const [failure, answer] of [
  ['answers 500', (route) => route.fulfill({ status: 500, body: 'upstream error' })],
  [
    'is not configured (503)',
    (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'not_configured' }),
      }),
  ],
  ['cannot be reached', (route) => route.abort('connectionrefused')],
] as const satisfies ReadonlyArray<readonly [string, (route: Route) => Promise<void>]>) {
  test(`review carousel shows the dated snapshot, labelled as such, when the endpoint ${failure}`, async ({
    page,
  }) => {
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.route(ENDPOINT, answer);
    await openEmbedPage(page, TAG, `reviews-endpoint="${ENDPOINT}" place-id="x"`);
    const widget = page.locator(TAG);
    await expect(widget.getByText(SNAPSHOT_LABEL, { exact: true })).toBeVisible();
    await expect(widget.getByText(LIVE_LABEL)).toHaveCount(0);
    await expect(widget.getByText('from 127 Google reviews')).toBeVisible();
    await expect(widget.locator('.acct-reviews__score')).toHaveText('4.9');
    await expect(widget.getByRole('group', { name: '1 of 3' })).toBeVisible();
    expect(consoleErrors.some((text) => text.includes('Reviews could not be loaded'))).toBe(true);
    await expectNoAxeViolations(page, TAG);
  });
}

/** Holds the endpoint's answer until the returned function is called. */
async function holdAnswer(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const answered = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENDPOINT, async (route) => {
    await answered;
    await route.fulfill({ contentType: 'application/json', body: JSON.stringify(REVIEWS) });
  });
  return release;
}

test('review carousel shows an accessible loading state while the endpoint answers', async ({
  page,
}) => {
  await holdAnswer(page);
  await openEmbedPage(page, TAG, `reviews-endpoint="${ENDPOINT}"`);
  await expect(page.locator(TAG).getByRole('status')).toHaveText('Loading reviews…');
  await expectNoAxeViolations(page, TAG);
});

// The loading state is built in the reviews' own boxes and type (component.tsx), its card standing
// in with the snapshot's first review; the answer then changes the widget's height by no more than
// its first review's text takes more or fewer lines (a skeleton of four bars moved what is below it
// 200–340 px).
for (const width of [375, 1280]) {
  test(`at ${width} px the reviews take the loading state's place, but for their text's lines`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 800 });
    const release = await holdAnswer(page);
    await openEmbedPage(page, TAG, `reviews-endpoint="${ENDPOINT}"`);
    const widget = page.locator(TAG);
    await expect(widget.getByRole('status')).toHaveText('Loading reviews…');
    /** The widget's height, less its first review text's. */
    const rest = () =>
      widget.evaluate((element) => {
        const text = element.shadowRoot!.querySelector('.acct-review__text');
        return element.getBoundingClientRect().height - (text?.getBoundingClientRect().height ?? 0);
      });
    const loading = await rest();
    release();
    await expect(widget.getByText('from 212 Google reviews')).toBeVisible();
    expect(Math.abs((await rest()) - loading)).toBeLessThanOrEqual(1);
  });
}

// Apart from the axe check above: on a busy machine that can outlast the widget's request timeout,
// after which the dated snapshot rightly takes the loading state's place.
test('review carousel replaces the loading state with the reviews when they arrive', async ({
  page,
}) => {
  const release = await holdAnswer(page);
  await openEmbedPage(page, TAG, `reviews-endpoint="${ENDPOINT}"`);
  const widget = page.locator(TAG);
  await expect(widget.getByRole('status')).toHaveText('Loading reviews…');
  release();
  await expect(widget.getByText('from 212 Google reviews')).toBeVisible();
  await expect(widget.getByText('Loading reviews…')).toHaveCount(0);
});

// A partner's page that declares an older encoding reads a script served without a charset in it:
// the bundle is ASCII (scripts/widget-chunks.ts), so its "…" and "£" survive any page's encoding.
test('on a windows-1252 page, its script served without a charset, the widget’s text is as written', async ({
  page,
}) => {
  await holdAnswer(page);
  await page.route(`${ORIGIN}/legacy/${TAG}.js`, async (route) => {
    const script = await page.request.get(`${ORIGIN}${bundlePath(TAG)}`);
    await route.fulfill({ contentType: 'text/javascript', body: await script.body() });
  });
  await page.route(`${ORIGIN}/legacy/article.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="windows-1252"><title>An older blog</title></head>
<body><${TAG} reviews-endpoint="${ENDPOINT}"></${TAG}><script src="/legacy/${TAG}.js"></script></body></html>`,
    }),
  );
  await page.goto(`${ORIGIN}/legacy/article.html`);
  expect(await page.evaluate(() => document.characterSet)).toBe('windows-1252');
  await expect(page.locator(TAG).getByRole('status')).toHaveText('Loading reviews…');
});
