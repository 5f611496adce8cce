import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteAnalytics } from './site-analytics.ts';

/**
 * Mount once inside the router (the layout): starts consent-gated analytics and sends one page_view
 * per navigation, titled by `titleOf` (the document's title may not be updated yet). Renders nothing.
 */
export function AnalyticsTracker({ titleOf }: { titleOf: (pathname: string) => string }) {
  const location = useLocation();
  useEffect(() => {
    siteAnalytics.start();
  }, []);
  useEffect(() => {
    siteAnalytics.start();
    siteAnalytics.pageView(
      location,
      `${location.pathname}${location.search}`,
      titleOf(location.pathname),
    );
  }, [location, titleOf]);
  return null;
}
