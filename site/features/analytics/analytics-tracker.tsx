import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { siteAnalytics } from './site-analytics.ts';

/**
 * Mount once inside the router (the layout): starts consent-gated analytics and sends one page_view
 * per navigation. Renders nothing.
 */
export function AnalyticsTracker() {
  const location = useLocation();
  useEffect(() => {
    siteAnalytics.start();
  }, []);
  useEffect(() => {
    siteAnalytics.start();
    siteAnalytics.pageView(location, `${location.pathname}${location.search}`);
  }, [location]);
  return null;
}
