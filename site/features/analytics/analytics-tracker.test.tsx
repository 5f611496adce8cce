import { act, render } from '@testing-library/react';
import { StrictMode, useEffect, useState } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { AnalyticsTracker } from './analytics-tracker.tsx';
import { useConversionOnce } from './use-conversion-once.ts';

// The real analytics logic with test ids and a visitor who accepted everything.
vi.mock('./site-analytics.ts', async () => {
  const { createAnalytics } = await import('./analytics.ts');
  const siteAnalytics = createAnalytics(
    { measurementId: 'G-UNIT00002', adsId: 'AW-UNIT00002', adsConversionLabel: 'booked' },
    () => ({ analytics: true, marketing: true }),
  );
  return {
    siteAnalytics,
    trackConversion: (name: string, params?: Record<string, unknown>) => {
      siteAnalytics.start();
      siteAnalytics.trackConversion(name, params);
    },
    trackAdsConversion: () => {
      siteAnalytics.start();
      siteAnalytics.trackAdsConversion();
    },
  };
});

const commands = () =>
  (window.dataLayer ?? []).map((item) => Array.from(item as ArrayLike<unknown>));
const events = (name: string) =>
  commands().filter((command) => command[0] === 'event' && command[1] === name);

let go: (path: string) => void = () => {};

function Navigator({ onReady }: { onReady: (navigate: (path: string) => void) => void }) {
  const navigate = useNavigate();
  useEffect(() => onReady((path) => void navigate(path)), [navigate, onReady]);
  return null;
}

const keepNavigate = (navigate: (path: string) => void) => {
  go = navigate;
};

function ConfirmationProbe() {
  const [, setCount] = useState(0);
  useConversionOnce('booking_completed', { ads: true });
  return (
    <button type="button" onClick={() => setCount((count) => count + 1)}>
      re-render
    </button>
  );
}

const titleOf = (pathname: string) => `Title of ${pathname}`;

describe('AnalyticsTracker under StrictMode', () => {
  it('sends exactly one page_view per navigation and one conversion per visit', async () => {
    const { getByRole } = render(
      <StrictMode>
        <MemoryRouter initialEntries={['/']}>
          <AnalyticsTracker titleOf={titleOf} />
          <Navigator onReady={keepNavigate} />
          <ConfirmationProbe />
        </MemoryRouter>
      </StrictMode>,
    );
    // What gtag.js's load does for the site: its analytics can send.
    const script = document.head.querySelector('script[src*="googletagmanager"]');
    expect(script).not.toBeNull();
    act(() => {
      script?.dispatchEvent(new Event('load'));
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 600));
    });
    expect(events('page_view')).toHaveLength(1);
    expect(events('booking_completed')).toHaveLength(1);
    expect(events('conversion')).toEqual([
      ['event', 'conversion', { send_to: 'AW-UNIT00002/booked', value: 1, currency: 'GBP' }],
    ]);

    act(() => getByRole('button', { name: 're-render' }).click());
    act(() => go('/about'));
    act(() => go('/pricing'));
    expect(
      events('page_view').map((command) => (command[2] as { page_path: string }).page_path),
    ).toEqual(['/', '/about', '/pricing']);
    expect(
      events('page_view').map((command) => (command[2] as { page_title: string }).page_title),
    ).toEqual(['Title of /', 'Title of /about', 'Title of /pricing']);
    // Each navigation is a new visit of the probe's page; a re-render is not.
    expect(events('booking_completed')).toHaveLength(3);
  });
});
