// A calculator's booking hand-off: the booking URL with the scenario in its fragment, after any anchor
// the URL has (`/contact#booking-widget` → `/contact#booking-widget&calc=…&headline=…`). Browsers
// never send a fragment to a server, so the figures stay out of every server's logs; the booking page
// reads them with `decodeFragment` in the visitor's browser. The URL's path and query are kept as given.
import { fragmentFromInput } from './share-fragment.ts';
import type { TaxYear } from '../../../engine/index.ts';
import type { CalculatorApi } from '../runtime/widget-api.ts';

export function buildBookingLink(
  bookingUrl: string,
  api: CalculatorApi,
  taxYear: TaxYear | null,
  input: object,
  headline: string,
): string {
  const fragment = fragmentFromInput(api, taxYear, input, headline);
  return `${bookingUrl}${bookingUrl.includes('#') ? '&' : '#'}${fragment}`;
}
