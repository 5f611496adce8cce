// The site's route table: every fact about a route in one entry. The router, the prerenderer, the
// sitemap, the header and footer menus, the layout and the tests all read it. Page modules are
// loaded on demand, so Node (the prerenderer, the tests) imports this file without a bundler.
import type { ComponentType } from 'react';
import { TAX_YEARS, taxYearLabel } from '../../engine/index.ts';
import { BUILD_TAX_YEAR } from '../content/build.ts';
import {
  COMPANY_FROM_PRICE,
  FROM_PRICES,
  formatPounds as pounds,
  fromPriceFee,
} from '../content/fees.ts';
import { GUIDES, GUIDES_PATH, guidePath, type GuideMeta } from '../content/guides.ts';
import { CLAIMS, PRACTICE } from '../content/practice.ts';
import { RESET_PASSWORD_PATH, SIGN_IN_PATH } from '../features/auth/paths.ts';
import { CALCULATOR_PAGES } from '../../calculators/pages.ts';

export type PageLoader = () => Promise<ComponentType>;

export type HeaderGroup = 'Services' | 'Resources';
export type FooterGroup = 'Services' | 'Company' | 'Resources';

/** A link in a menu: its text, and its position among its siblings (ascending). */
export type MenuPlacement<Group extends string> = { label: string; order: number; group?: Group };

export type SiteRoute = {
  path: string;
  title: string;
  description: string;
  /** The page's h1, as the tests and the prerender check look for it. */
  heading?: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** JSON-LD block added to the page head. */
  structuredData?: 'organisation' | 'faq' | 'calculator' | 'article';
  /** A guide's front matter, for its `Article` JSON-LD. */
  guide?: GuideMeta;
  /** The sitemap's priority; 0.6 when absent. */
  priority?: number;
  page: PageLoader;
  /** In the header's menu: a top-level link, or an item of a dropdown group. */
  header?: MenuPlacement<HeaderGroup>;
  /** In one of the footer's link groups. */
  footer?: MenuPlacement<FooterGroup> & { group: FooterGroup };
  /** Shows the floating WhatsApp button. */
  floatingWhatsApp?: boolean;
  /** The shared contact strip above the footer; shown unless false. */
  contactStrip?: boolean;
  /**
   * A page for the signed-in: where a browser with nobody signed in is sent, by the page's loader
   * before its scripts are fetched (scripts/page-loader.ts). The page still turns away a signed-in
   * visitor it will not serve, once it has asked the backend.
   */
  signedOutTo?: string;
};

const name = PRACTICE.name;
// The year the build date falls in ("2025/26"), which the calculator pages start on.
const taxYear = taxYearLabel(BUILD_TAX_YEAR);
const { credentials } = CLAIMS;

/** Each guide's page: one module, given the guide (see pages/guide.tsx). */
const GUIDE_ROUTES: SiteRoute[] = GUIDES.map((guide) => ({
  path: guidePath(guide.slug),
  title: `${guide.title} | ${name}`,
  description: guide.description,
  heading: guide.title,
  structuredData: 'article',
  guide,
  priority: 0.7,
  page: () =>
    import('../pages/guide.tsx').then((m) => {
      // The calculator it goes with, once the site has that page.
      const calculator = ROUTES.find((route) => route.path === guide.calculator);
      return m.guidePage(
        guide,
        calculator
          ? {
              path: calculator.path,
              name: calculator.heading ?? calculator.title,
              description: calculator.description,
            }
          : null,
      );
    }),
}));

/**
 * A calculator's page as the table holds it: its path is where its widget's api.ts says
 * (`calculator.route`), its entry what its page.tsx exports as `route`, both through the calculators'
 * index (calculators/pages.ts, which copies them, so that the main chunk carries neither the
 * calculators' declarations nor their pages).
 */
function calculatorPage({
  id: _id,
  title,
  description,
  ...entry
}: (typeof CALCULATOR_PAGES)[number]): SiteRoute {
  return {
    ...entry,
    title: `${title.replace('{year}', taxYear)} | ${name}`,
    description: description.replace('{year}', taxYear),
  };
}

export const ROUTES: SiteRoute[] = [
  {
    path: '/',
    title: `${name} | Chartered Certified Accountants in London`,
    description: `Fixed-fee accounts, tax returns, bookkeeping and payroll for UK small businesses, freelancers and landlords. Instant quote and a free call with a London ${credentials.body} accountant.`,
    heading: 'Clear path ahead Real Results',
    structuredData: 'organisation',
    priority: 1,
    page: () => import('../pages/home.tsx').then((m) => m.HomePage),
    floatingWhatsApp: true,
  },
  {
    path: '/about',
    title: `About Us | ${name}`,
    description: `Meet ${name}: an ${credentials.body} practice in London helping small businesses and individuals with accounts and tax since ${CLAIMS.foundedYear}.`,
    heading: `About ${name}`,
    page: () => import('../pages/about.tsx').then((m) => m.AboutPage),
    header: { label: 'About', order: 1 },
    footer: { label: 'About Us', group: 'Company', order: 1 },
  },
  {
    path: '/team',
    title: `Our Team | ${name}`,
    description: `The ${credentials.members}, tax advisers and bookkeepers of ${name}.`,
    heading: 'Our Team',
    page: () => import('../pages/team.tsx').then((m) => m.TeamPage),
    header: { label: 'Team', order: 2 },
    footer: { label: 'Our Team', group: 'Company', order: 2 },
  },
  {
    path: '/team-admin',
    title: `Team Management | ${name}`,
    description: 'Manage the public team page.',
    noindex: true,
    page: () => import('../pages/team-admin.tsx').then((m) => m.TeamAdminPage),
    contactStrip: false,
    signedOutTo: SIGN_IN_PATH,
  },
  {
    path: SIGN_IN_PATH,
    title: `Sign In | ${name}`,
    description: 'Sign in to manage the team page.',
    heading: 'Welcome',
    noindex: true,
    page: () => import('../pages/auth.tsx').then((m) => m.AuthPage),
    contactStrip: false,
  },
  {
    path: RESET_PASSWORD_PATH,
    title: `Set a New Password | ${name}`,
    description: 'Choose a new password after following the link in a password reset email.',
    heading: 'Set a new password',
    noindex: true,
    page: () => import('../pages/reset-password.tsx').then((m) => m.ResetPasswordPage),
    contactStrip: false,
  },
  {
    path: '/company-registration',
    title: `Company Registration from ${pounds(COMPANY_FROM_PRICE.fee.gross)} | ${name}`,
    description: `Register your limited company with HMRC, VAT and PAYE set up in five days. Fixed packages from ${fromPriceFee(COMPANY_FROM_PRICE)} and a free 15-minute call.`,
    heading: 'Start Your Company the Right Way',
    priority: 0.9,
    page: () => import('../pages/company-registration.tsx').then((m) => m.CompanyRegistrationPage),
    header: { label: 'Company Setup', group: 'Services', order: 1 },
    footer: { label: 'Company Registration', group: 'Services', order: 1 },
    floatingWhatsApp: true,
  },
  {
    path: '/accounts-tax',
    title: `Company Accounts & CT600 from ${pounds(FROM_PRICES.accounts.fee.gross)} a Month | ${name}`,
    description: `Fixed-fee year-end accounts and corporation tax returns for limited companies, from ${fromPriceFee(FROM_PRICES.accounts)}. Get an instant quote.`,
    heading: 'File Company Accounts & CT600',
    priority: 0.9,
    page: () => import('../pages/accounts-tax.tsx').then((m) => m.AccountsTaxPage),
    header: { label: 'Accounts & Tax', group: 'Services', order: 2 },
    footer: { label: 'Accounts & Tax', group: 'Services', order: 2 },
    floatingWhatsApp: true,
  },
  {
    path: '/self-assessment',
    title: `Self-Assessment Tax Returns from ${pounds(FROM_PRICES.personalTax.fee.gross)} | ${name}`,
    description: `A fixed fee for every self-assessment return, including VAT: from ${pounds(FROM_PRICES.personalTax.fee.gross)}, self-employed ${pounds(FROM_PRICES.selfEmployed.fee.gross)}, landlords from ${pounds(FROM_PRICES.landlord.fee.gross)}. Express filing before the 31 January deadline.`,
    heading: `Self-Assessment Tax Returns from ${pounds(FROM_PRICES.personalTax.fee.gross)}`,
    priority: 0.9,
    page: () => import('../pages/self-assessment.tsx').then((m) => m.SelfAssessmentPage),
    header: { label: 'Self-Assessment', group: 'Services', order: 3 },
    footer: { label: 'Self-Assessment', group: 'Services', order: 3 },
    floatingWhatsApp: true,
  },
  {
    path: '/other-services',
    title: `Accounting Services | ${name}`,
    description:
      'Tax, bookkeeping, VAT, payroll, business advisory and HMRC representation for businesses across construction, e-commerce, property and more.',
    heading: 'Accounting Services for Growing Businesses',
    page: () => import('../pages/other-services.tsx').then((m) => m.OtherServicesPage),
    header: { label: 'Other Services', group: 'Services', order: 4 },
    floatingWhatsApp: true,
  },
  {
    path: '/tax-services',
    title: `Tax Services & Returns | ${name}`,
    description: `Personal tax returns ${fromPriceFee(FROM_PRICES.personalTax)}, business tax returns ${fromPriceFee(FROM_PRICES.businessTax)} and VAT returns from ${fromPriceFee(FROM_PRICES.vatReturns)}.`,
    heading: 'Tax Services That Save You Money',
    page: () => import('../pages/tax-services.tsx').then((m) => m.TaxServicesPage),
    footer: { label: 'Tax Services', group: 'Services', order: 4 },
    floatingWhatsApp: true,
  },
  {
    path: '/bookkeeping',
    title: `Bookkeeping Services from ${pounds(FROM_PRICES.bookkeeping.fee.gross)} a Month | ${name}`,
    description: `Cloud bookkeeping from ${fromPriceFee(FROM_PRICES.bookkeeping)}, with monthly reconciliations and reports. Estimate your allowable expenses with our free calculator.`,
    heading: 'Bookkeeping That Grows Your Business',
    page: () => import('../pages/bookkeeping.tsx').then((m) => m.BookkeepingPage),
    footer: { label: 'Bookkeeping', group: 'Services', order: 5 },
    floatingWhatsApp: true,
  },
  {
    path: '/payroll',
    title: `Payroll Services from ${pounds(FROM_PRICES.payroll.fee.gross)} a Month | ${name}`,
    description: `Managed payroll from ${fromPriceFee(FROM_PRICES.payroll)}: payslips, RTI, auto-enrolment pensions and CIS. Calculate your payroll costs in seconds.`,
    heading: 'Hassle-Free Payroll Services',
    page: () => import('../pages/payroll.tsx').then((m) => m.PayrollPage),
    footer: { label: 'Payroll', group: 'Services', order: 6 },
    floatingWhatsApp: true,
  },
  {
    path: '/business-advisory',
    title: `Business Advisory | ${name}`,
    description:
      'Business planning, performance analysis and exit planning from accountants who know your numbers. Book a free 30-minute strategy session.',
    heading: 'Strategic Business Advisory',
    page: () => import('../pages/business-advisory.tsx').then((m) => m.BusinessAdvisoryPage),
    footer: { label: 'Business Advisory', group: 'Services', order: 7 },
    floatingWhatsApp: true,
  },
  {
    path: '/tax-calculator',
    title: `UK Tax Calculators ${taxYear} | ${name}`,
    description: `Free UK tax calculators for the self-employed and company directors: income tax, National Insurance and dividend tax for ${taxYear}.`,
    heading: 'UK Tax Calculators',
    priority: 0.8,
    page: () => import('../pages/tax-calculator.tsx').then((m) => m.TaxCalculatorPage),
    footer: { label: 'UK Tax Calculators', group: 'Resources', order: 1 },
  },
  // The calculators' own pages, each declared in its folder (calculators/<id>/page.tsx).
  ...CALCULATOR_PAGES.map(calculatorPage),
  {
    path: '/pricing',
    title: `Pricing & Fixed Fees | ${name}`,
    description: `An instant quote for your case, then every fixed fee in one place, including VAT: company accounts from ${pounds(FROM_PRICES.accounts.fee.gross)} ${FROM_PRICES.accounts.per}, self-employed tax returns from ${pounds(FROM_PRICES.selfEmployed.fee.gross)}.`,
    heading: 'Fixed Fees, No Surprises',
    priority: 0.8,
    page: () => import('../pages/pricing.tsx').then((m) => m.PricingPage),
    header: { label: 'Pricing', order: 4 },
    footer: { label: 'Pricing', group: 'Company', order: 4 },
    floatingWhatsApp: true,
  },
  {
    path: '/quote',
    title: `Instant Fixed-Fee Quote | ${name}`,
    description:
      'Answer a few questions and see your fixed fee, per year and per month, itemised and including VAT. No ranges: the price you see is the price we charge.',
    heading: 'Your fixed fee, in a minute',
    priority: 0.9,
    page: () => import('../pages/quote.tsx').then((m) => m.QuotePage),
    header: { label: 'Instant Quote', group: 'Resources', order: 0.5 },
    footer: { label: 'Instant Quote', group: 'Resources', order: 0.5 },
  },
  {
    path: '/tax-deadlines',
    title: `Tax Deadlines ${TAX_YEARS.map(taxYearLabel).join(' and ')} | ${name}`,
    description: `Every Self Assessment, payroll, VAT and Making Tax Digital deadline for ${TAX_YEARS.map(taxYearLabel).join(' and ')}, with a calendar file for each and a calendar to subscribe to.`,
    heading: 'Tax Deadlines',
    priority: 0.8,
    page: () => import('../pages/tax-deadlines.tsx').then((m) => m.TaxDeadlinesPage),
    header: { label: 'Tax Deadlines', group: 'Resources', order: 3.2 },
    footer: { label: 'Tax Deadlines', group: 'Resources', order: 4.2 },
    floatingWhatsApp: true,
  },
  {
    path: GUIDES_PATH,
    title: `Tax Guides | ${name}`,
    description:
      'Plain-English guides to payments on account, Making Tax Digital, landlords’ mortgage interest, sole trader or company, and capital gains, with the law they rest on.',
    heading: 'Tax Guides',
    priority: 0.7,
    page: () => import('../pages/guides.tsx').then((m) => m.GuidesPage),
    header: { label: 'Guides', group: 'Resources', order: 3.4 },
    footer: { label: 'Guides', group: 'Resources', order: 4.4 },
  },
  ...GUIDE_ROUTES,
  {
    path: '/contact',
    title: `Contact Us | ${name}`,
    description: `Book a free consultation, call ${PRACTICE.phone.display} or message us on WhatsApp. Offices in the City of London and Croydon.`,
    heading: 'Talk to an Accountant',
    priority: 0.8,
    page: () => import('../pages/contact.tsx').then((m) => m.ContactPage),
    header: { label: 'Contact', order: 6 },
    footer: { label: 'Contact', group: 'Company', order: 5 },
    floatingWhatsApp: true,
    contactStrip: false,
  },
  {
    path: '/faq',
    title: `Frequently Asked Questions | ${name}`,
    description:
      'Answers about our services, fixed fees, payment terms, getting started, data security and how we keep up with tax law.',
    heading: 'Frequently Asked Questions',
    structuredData: 'faq',
    page: () => import('../pages/faq.tsx').then((m) => m.FaqPage),
    header: { label: 'FAQ', group: 'Resources', order: 3 },
    footer: { label: 'FAQ', group: 'Resources', order: 4 },
  },
  {
    path: '/careers',
    title: `Careers | ${name}`,
    description:
      'Join our team of bookkeepers and accountants: flexible working, training and study support, and rapid progression.',
    heading: 'Join Us',
    page: () => import('../pages/careers.tsx').then((m) => m.CareersPage),
    footer: { label: 'Careers', group: 'Company', order: 3 },
  },
  {
    path: '/privacy-cookies',
    title: `Privacy and Cookie Policy | ${name}`,
    description: `How ${name} collects, uses and protects personal data, and the cookies this site uses.`,
    heading: 'Privacy and Cookie Policy',
    priority: 0.3,
    page: () => import('../pages/privacy-cookies.tsx').then((m) => m.PrivacyCookiesPage),
  },
  {
    path: '/get-started',
    title: `Get Started | ${name}`,
    description:
      'Tell us who we are helping: an individual with a tax return, or a limited company with accounts to file.',
    heading: 'How Can We Help You?',
    page: () => import('../pages/get-started.tsx').then((m) => m.GetStartedPage),
    footer: { label: 'Get Started', group: 'Resources', order: 5 },
  },
  {
    path: '/booking-confirmation',
    title: `Booking Confirmed | ${name}`,
    description: 'Your consultation is booked.',
    heading: 'Thank you, your call is booked',
    noindex: true,
    page: () => import('../pages/booking-confirmation.tsx').then((m) => m.BookingConfirmationPage),
    contactStrip: false,
  },
  {
    path: '/accounts-booking-confirmation',
    title: `Accounts Consultation Booked | ${name}`,
    description: 'Your accounts consultation is booked.',
    heading: 'Thank you, your accounts consultation is booked',
    noindex: true,
    page: () =>
      import('../pages/accounts-booking-confirmation.tsx').then(
        (m) => m.AccountsBookingConfirmationPage,
      ),
    contactStrip: false,
  },
  {
    path: '/self-assessment-booking-confirmation',
    title: `Self-Assessment Call Booked | ${name}`,
    description: 'Your self-assessment call is booked.',
    heading: 'Thank you, your self-assessment call is booked',
    noindex: true,
    page: () =>
      import('../pages/self-assessment-booking-confirmation.tsx').then(
        (m) => m.SelfAssessmentBookingConfirmationPage,
      ),
    contactStrip: false,
  },
];

/** What any path outside the table shows. */
export const NOT_FOUND_META: SiteRoute = {
  path: '/404',
  title: `Page Not Found | ${name}`,
  description: 'The page you were looking for could not be found.',
  heading: 'Oops! Page not found',
  noindex: true,
  page: () => import('../pages/not-found.tsx').then((m) => m.NotFoundPage),
  contactStrip: false,
};

/** A path without its trailing slashes ('/' stays '/'). */
export function cleanPath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

const BY_PATH = new Map(ROUTES.map((route) => [route.path, route]));

/** The route of a path, or the not-found route. */
export function routeMeta(path: string): SiteRoute {
  return BY_PATH.get(cleanPath(path)) ?? NOT_FOUND_META;
}

export function canonicalUrl(path: string): string {
  return path === '/' ? `${PRACTICE.siteUrl}/` : `${PRACTICE.siteUrl}${path}`;
}
