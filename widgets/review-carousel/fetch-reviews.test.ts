// The request itself, the network answered by a stubbed fetch (a stubbed global: its own DOM).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchReviews } from './reviews.ts';

describe('fetchReviews', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('cancels the body of an answer it refuses, so the request does not stay open unread', async () => {
    let cancelled = false;
    const body = new ReadableStream({
      start: (controller) => controller.enqueue(new TextEncoder().encode('{"error":"x"}')),
      cancel: () => {
        cancelled = true;
      },
    });
    vi.stubGlobal('fetch', async () => new Response(body, { status: 503 }));
    await expect(
      fetchReviews('https://reviews.example.test/', 'ChIJ-test', new AbortController().signal),
    ).rejects.toThrow('HTTP 503');
    await vi.waitFor(() => expect(cancelled).toBe(true));
  });
});
