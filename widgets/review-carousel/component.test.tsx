import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ReviewCarousel } from './component.tsx';
import { REVIEWS_SNAPSHOT } from './snapshot.ts';

const ENDPOINT = 'https://reviews.example.test/functions/v1/google-reviews';

const LONG_TEXT = `The team took over our accounts mid-year and had everything reconciled within a week. ${'They explain every figure clearly and always answer the phone. '.repeat(2)}`;

const served = {
  averageRating: 4.7,
  totalReviews: 88,
  reviews: [
    { name: 'Alice Grant', role: 'Café owner', rating: 5, text: LONG_TEXT, date: '2025-07-01' },
    { name: 'Ben Cole', role: 'Plumber', rating: 4, text: 'Quick and tidy.', date: '3 weeks ago' },
    {
      name: 'Cara Diaz',
      role: '',
      rating: 5,
      text: `${'Brilliant service '.repeat(8)}`,
      date: '2025-06-01',
    },
    {
      name: 'Dan Evans',
      role: 'Landlord',
      rating: 5,
      text: 'Not shown: only three are.',
      date: '2025-05-01',
    },
  ],
};

const fetchMock = vi.fn<typeof fetch>();
let consoleError: ReturnType<typeof vi.spyOn>;

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  consoleError.mockRestore();
  vi.useRealTimers();
});

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const summary = () => screen.getByText(/out of 5, from/).closest('p');
const SNAPSHOT_LABEL = 'Google reviews as of October 2025';
const LIVE_LABEL = 'Rating and reviews from Google';
const slide = () => screen.getAllByRole('group').find((group) => !group.hidden) as HTMLElement;

async function expectFallback() {
  expect(await screen.findByText(/from 127 Google reviews/)).toBeInTheDocument();
  expect(summary()).toHaveTextContent('4.9');
  expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  expect(slide()).toHaveTextContent(REVIEWS_SNAPSHOT.reviews[0]?.name ?? '');
  // Labelled with its date, never as live.
  expect(screen.getByText(SNAPSHOT_LABEL)).toBeInTheDocument();
  expect(screen.queryByText(LIVE_LABEL)).toBeNull();
  expect(consoleError).toHaveBeenCalled();
  // The visitor sees no error message.
  expect(screen.queryByText(/error|failed|could not/i)).toBeNull();
}

describe('ReviewCarousel', () => {
  it('shows the dated snapshot without an endpoint, and fetches nothing', () => {
    render(<ReviewCarousel />);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(summary()).toHaveTextContent('4.9');
    expect(summary()).toHaveTextContent('from 127 Google reviews');
    expect(screen.getByText(SNAPSHOT_LABEL)).toBeInTheDocument();
    expect(screen.queryByText(LIVE_LABEL)).toBeNull();
    expect(screen.getAllByRole('group', { hidden: true })).toHaveLength(3);
  });

  it('POSTs {placeId} as JSON, shows a loading state, then the first three reviews', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="ChIJ-test" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');
    expect(screen.getByRole('region')).toHaveAttribute('aria-busy', 'true');
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe(ENDPOINT);
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ placeId: 'ChIJ-test' });
    expect(screen.queryByText(SNAPSHOT_LABEL)).toBeNull();
    await act(async () => answer(json(served)));
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByText(LIVE_LABEL)).toBeInTheDocument();
    expect(screen.queryByText(SNAPSHOT_LABEL)).toBeNull();
    expect(summary()).toHaveTextContent('4.7');
    expect(summary()).toHaveTextContent('from 88 Google reviews');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides).toHaveLength(3);
    expect(slides.map((s) => within(s).getByText(/^[A-Z][a-z]+ [A-Z][a-z]+$/).textContent)).toEqual(
      ['Alice Grant', 'Ben Cole', 'Cara Diaz'],
    );
    expect(
      within(slides[0] as HTMLElement).getByRole('img', { name: 'Rated 5 out of 5' }),
    ).toBeInTheDocument();
    expect(slides[0]).toHaveTextContent('1 July 2025');
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('falls back on a 500 answer', async () => {
    fetchMock.mockResolvedValue(json({ error: 'boom' }, 500));
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await expectFallback();
  });

  it('falls back on a network error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await expectFallback();
  });

  it('falls back when a name or a text only looks blank', async () => {
    const [first, ...rest] = served.reviews;
    fetchMock.mockResolvedValue(
      json({ ...served, reviews: [{ ...first, name: '\u200B\u2060\u3164' }, ...rest] }),
    );
    const { unmount } = render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await expectFallback();
    unmount();
    fetchMock.mockResolvedValue(
      json({ ...served, reviews: [{ ...first, text: '\u200B\u200B' }, ...rest] }),
    );
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await expectFallback();
  });

  it('falls back on a malformed body', async () => {
    fetchMock.mockResolvedValue(
      json({ reviews: [{ name: 'X', rating: 'five' }], averageRating: 9 }),
    );
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await expectFallback();
  });

  it('falls back on a body that is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await expectFallback();
  });

  it('gives up after 8 seconds and falls back', async () => {
    vi.useFakeTimers();
    fetchMock.mockImplementation(
      (_url, init) =>
        new Promise((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
        }),
    );
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(7_999);
    });
    expect(screen.getByRole('status')).toHaveTextContent('Loading reviews');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    vi.useRealTimers();
    await expectFallback();
  });

  it('truncates long text and expands and collapses each card on its own', async () => {
    fetchMock.mockResolvedValue(json(served));
    const user = userEvent.setup();
    render(<ReviewCarousel reviewsEndpoint={ENDPOINT} placeId="p" />);
    await screen.findByText(/from 88 Google reviews/);
    const first = slide();
    expect(first).toHaveTextContent(
      'The team took over our accounts mid-year and had everything reconciled within a week.',
    );
    expect(first).not.toHaveTextContent('answer the phone');
    const more = within(first).getByRole('button', { name: 'Read more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    expect(first).toHaveTextContent('answer the phone');
    expect(within(first).getByRole('button', { name: 'Show less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    // The third card, with no full stop in its first 120 characters, ends in '...' and stays collapsed.
    await user.click(screen.getByRole('button', { name: /Review 3 of 3/ }));
    const third = slide();
    expect(within(third).getByText(/\.\.\.$/)).toBeInTheDocument();
    expect(within(third).getByRole('button', { name: 'Read more' })).toBeInTheDocument();
    // The short second review has no toggle.
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(within(slide()).queryByRole('button', { name: /Read more|Show less/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous review' }));
    expect(within(slide()).getByRole('button', { name: 'Show less' })).toBeInTheDocument();
  });

  it('moves between reviews with the previous/next buttons and the arrow keys', async () => {
    const user = userEvent.setup();
    render(<ReviewCarousel />);
    const names = REVIEWS_SNAPSHOT.reviews.map((review) => review.name);
    expect(slide()).toHaveTextContent(names[0] ?? '');
    const next = screen.getByRole('button', { name: 'Next review' });
    next.focus();
    await user.keyboard('{Enter}');
    expect(slide()).toHaveTextContent(names[1] ?? '');
    await user.keyboard(' ');
    expect(slide()).toHaveTextContent(names[2] ?? '');
    await user.keyboard('{Enter}');
    expect(slide()).toHaveTextContent(names[0] ?? '');
    await user.keyboard('{ArrowLeft}');
    expect(slide()).toHaveTextContent(names[2] ?? '');
    await user.keyboard('{ArrowRight}');
    expect(slide()).toHaveTextContent(names[0] ?? '');
    expect(screen.getByRole('button', { name: /Review 1 of 3/ })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
