// The host apps load the widgets the way a tag manager would: after the app has rendered its
// elements and set their attributes and properties. `?build=lite` (the default) or `?build=react`
// picks the classic build under test.
const TAGS = ['acct-director-calculator', 'acct-cookie-consent'] as const;

export function loadWidgetsLate() {
  // For the test: were the app's elements in the page, with the booking URL set (as a property or
  // an attribute, as the framework does it) and not yet defined, when the scripts came?
  const calculator = document.querySelector('acct-director-calculator');
  const late =
    TAGS.every((tag) => document.querySelector(tag) && !customElements.get(tag)) &&
    calculator !== null &&
    (Object.hasOwn(calculator, 'bookingUrl') || calculator.hasAttribute('booking-url'));
  document.documentElement.dataset['widgetsLoaded'] = late ? 'after-render' : 'too-early';
  const build = new URLSearchParams(location.search).get('build') === 'react' ? '' : 'lite/';
  for (const tag of TAGS) {
    const script = document.createElement('script');
    script.src = `/widgets/${build}${tag}.js`;
    document.head.append(script);
  }
}

/** What the page's log shows for a widget event, so the test reads what the framework received. */
export function describeEvent(event: Event): string {
  const detail = (event as CustomEvent<{ taxYear?: string; consent?: { analytics: boolean } }>)
    .detail;
  return event.type === 'acct-calculate'
    ? `calculate ${detail.taxYear}`
    : `consent analytics=${detail.consent?.analytics}`;
}
