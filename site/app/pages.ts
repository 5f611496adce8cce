// Each route's page module, loaded on demand. The loader promise is remembered and marked as
// settled, so once preloaded (before hydration, or before prerendering) a page renders
// synchronously through React's `use` and matches the server HTML.
import type { ComponentType } from 'react';

export type PageLoader = () => Promise<ComponentType>;

type TrackedPromise = Promise<ComponentType> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: ComponentType;
  reason?: unknown;
};

export const PAGES: Record<string, PageLoader> = {
  '/': () => import('../pages/home.tsx').then((m) => m.HomePage),
  '/about': () => import('../pages/about.tsx').then((m) => m.AboutPage),
  '/team': () => import('../pages/team.tsx').then((m) => m.TeamPage),
  '/team-admin': () => import('../pages/team-admin.tsx').then((m) => m.TeamAdminPage),
  '/auth': () => import('../pages/auth.tsx').then((m) => m.AuthPage),
  '/company-registration': () =>
    import('../pages/company-registration.tsx').then((m) => m.CompanyRegistrationPage),
  '/accounts-tax': () => import('../pages/accounts-tax.tsx').then((m) => m.AccountsTaxPage),
  '/self-assessment': () =>
    import('../pages/self-assessment.tsx').then((m) => m.SelfAssessmentPage),
  '/other-services': () => import('../pages/other-services.tsx').then((m) => m.OtherServicesPage),
  '/tax-services': () => import('../pages/tax-services.tsx').then((m) => m.TaxServicesPage),
  '/bookkeeping': () => import('../pages/bookkeeping.tsx').then((m) => m.BookkeepingPage),
  '/payroll': () => import('../pages/payroll.tsx').then((m) => m.PayrollPage),
  '/business-advisory': () =>
    import('../pages/business-advisory.tsx').then((m) => m.BusinessAdvisoryPage),
  '/tax-calculator': () => import('../pages/tax-calculator.tsx').then((m) => m.TaxCalculatorPage),
  '/self-employed-tax-calculator': () =>
    import('../pages/self-employed-tax-calculator.tsx').then(
      (m) => m.SelfEmployedTaxCalculatorPage,
    ),
  '/directors-tax-calculator': () =>
    import('../pages/directors-tax-calculator.tsx').then((m) => m.DirectorsTaxCalculatorPage),
  '/pricing': () => import('../pages/pricing.tsx').then((m) => m.PricingPage),
  '/contact': () => import('../pages/contact.tsx').then((m) => m.ContactPage),
  '/faq': () => import('../pages/faq.tsx').then((m) => m.FaqPage),
  '/careers': () => import('../pages/careers.tsx').then((m) => m.CareersPage),
  '/privacy-cookies': () =>
    import('../pages/privacy-cookies.tsx').then((m) => m.PrivacyCookiesPage),
  '/get-started': () => import('../pages/get-started.tsx').then((m) => m.GetStartedPage),
  '/booking-confirmation': () =>
    import('../pages/booking-confirmation.tsx').then((m) => m.BookingConfirmationPage),
  '/accounts-booking-confirmation': () =>
    import('../pages/accounts-booking-confirmation.tsx').then(
      (m) => m.AccountsBookingConfirmationPage,
    ),
  '/self-assessment-booking-confirmation': () =>
    import('../pages/self-assessment-booking-confirmation.tsx').then(
      (m) => m.SelfAssessmentBookingConfirmationPage,
    ),
};

export const notFoundLoader: PageLoader = () =>
  import('../pages/not-found.tsx').then((m) => m.NotFoundPage);

const loaded = new Map<PageLoader, TrackedPromise>();

export function loadPage(loader: PageLoader): TrackedPromise {
  let promise = loaded.get(loader);
  if (!promise) {
    const tracked: TrackedPromise = loader();
    tracked.status = 'pending';
    tracked.then(
      (value) => {
        tracked.status = 'fulfilled';
        tracked.value = value;
      },
      (reason: unknown) => {
        tracked.status = 'rejected';
        tracked.reason = reason;
      },
    );
    loaded.set(loader, tracked);
    promise = tracked;
  }
  return promise;
}

export function loaderFor(pathname: string): PageLoader {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES[path] ?? notFoundLoader;
}

/** Loads the page module for a path, so the first render needs no suspense. */
export async function preloadPage(pathname: string): Promise<void> {
  await loadPage(loaderFor(pathname));
}
