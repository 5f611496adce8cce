import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackAdsConversion, trackConversion } from './site-analytics.ts';

// Navigations (react-router location objects) a conversion was already sent for, per event name:
// StrictMode's double effects and remounts on the same navigation must not send it twice.
const sent = new Map<string, WeakSet<object>>();

function firstTime(name: string, navigation: object): boolean {
  let seen = sent.get(name);
  if (!seen) {
    seen = new WeakSet();
    sent.set(name, seen);
  }
  if (seen.has(navigation)) return false;
  seen.add(navigation);
  return true;
}

export type ConversionOptions = {
  params?: Record<string, unknown>;
  /** Also send the Google Ads conversion (value 1, GBP). */
  ads?: boolean;
};

/** Sends the named conversion event once per visit of the page, never again on a re-render. */
export function useConversionOnce(name: string, options: ConversionOptions = {}) {
  const location = useLocation();
  const { params, ads = false } = options;
  const paramsKey = JSON.stringify(params ?? {});
  useEffect(() => {
    if (!firstTime(name, location)) return;
    trackConversion(name, JSON.parse(paramsKey) as Record<string, unknown>);
    if (ads) trackAdsConversion();
  }, [name, location, paramsKey, ads]);
}
