// Type-level checks of the committed widgets/acct-widgets.d.ts, run by `tsc` (the file is part of
// the project, so its JSX and DOM augmentations are in force here). Each @ts-expect-error must fail.
import type { AcctDirectorCalculatorElement } from '../../widgets/acct-widgets.d.ts';
import type { TaxYear } from '../../engine/index.ts';

export const page = (
  <>
    <acct-self-employed-calculator tax-year="2026-27" booking-url="/contact#booking-widget" />
    <acct-director-calculator tax-year="2025-26" style={{ '--acct-color-primary': '#123456' }} />
    <acct-cookie-consent privacy-url="/privacy" />
    <acct-review-carousel reviews-endpoint="/reviews" place-id="abc" />
    {/* @ts-expect-error not a tax year the calculators know */}
    <acct-director-calculator tax-year="1999-00" />
    {/* @ts-expect-error not an element of ours */}
    <acct-unknown-widget />
  </>
);

export function listen(element: AcctDirectorCalculatorElement): void {
  element.addEventListener('acct-calculate', (event) => {
    const dividends: number = event.detail.input.dividends;
    // @ts-expect-error the result's figures are numbers
    const wrong: string = event.detail.result.totalTax;
    console.log(dividends, wrong);
  });
  const year: TaxYear | undefined = element.taxYear;
  console.log(year, document.querySelector('acct-payroll-calculator')?.bookingUrl);
}

export const svelte: svelteHTML.IntrinsicElements['acct-cookie-consent'] = {
  'privacy-url': '/privacy',
  'onacct-consent-change': (event) => console.log(event.detail.consent.analytics),
};
