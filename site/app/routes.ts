// The site's routes with their search metadata: one list shared by the router, the prerender
// step, the sitemap and the tests. Pure data, so Node can import it without a bundler.
import { PRACTICE } from '../content/practice.ts';

export type RouteMeta = {
  path: string;
  title: string;
  description: string;
  /** The page's h1, as the tests and the prerender check look for it. */
  heading?: string;
  /** Kept out of search engines and the sitemap. */
  noindex?: boolean;
  /** JSON-LD block added to the page head. */
  structuredData?: 'organisation' | 'faq';
  priority?: number;
};

const name = PRACTICE.name;

export const ROUTES: RouteMeta[] = [
  {
    path: '/',
    title: `${name} | Chartered Certified Accountants in London`,
    description:
      'Fixed-fee accounts, tax returns, bookkeeping and payroll for UK small businesses, freelancers and landlords. Free call with a London ACCA accountant.',
    heading: 'Clear path ahead Real Results',
    structuredData: 'organisation',
    priority: 1,
  },
  {
    path: '/about',
    title: `About Us | ${name}`,
    description: `Meet ${name}: an ACCA practice in London helping small businesses and individuals with accounts and tax for over 15 years.`,
    heading: `About ${name}`,
  },
  {
    path: '/team',
    title: `Our Team | ${name}`,
    description: `The chartered certified accountants, tax advisers and bookkeepers of ${name}.`,
    heading: 'Our Team',
  },
  {
    path: '/team-admin',
    title: `Team Management | ${name}`,
    description: 'Manage the public team page.',
    noindex: true,
  },
  {
    path: '/auth',
    title: `Sign In | ${name}`,
    description: 'Sign in to manage the team page.',
    heading: 'Welcome',
    noindex: true,
  },
  {
    path: '/company-registration',
    title: `Company Registration from £200 | ${name}`,
    description:
      'Register your limited company with HMRC, VAT and PAYE set up in five days. Fixed packages from £200 + VAT and a free 15-minute consultation.',
    heading: 'Start Your Company the Right Way',
    priority: 0.9,
  },
  {
    path: '/accounts-tax',
    title: `Company Accounts & CT600 from £65/month | ${name}`,
    description:
      'Fixed-fee year-end accounts and corporation tax returns for limited companies, from £65 a month. Book a free call with a chartered certified accountant.',
    heading: 'File Company Accounts & CT600',
    priority: 0.9,
  },
  {
    path: '/self-assessment',
    title: `Self-Assessment Tax Returns from £300 | ${name}`,
    description:
      'Self-assessment tax returns for the self-employed, landlords and investors, from £300 including VAT. Express filing available before the 31 January deadline.',
    heading: 'Self-Assessment Tax Returns from £300',
    priority: 0.9,
  },
  {
    path: '/other-services',
    title: `Accounting Services | ${name}`,
    description:
      'Tax, bookkeeping, VAT, payroll, business advisory and HMRC representation for businesses across construction, e-commerce, property and more.',
    heading: 'Accounting Services for Growing Businesses',
  },
  {
    path: '/tax-services',
    title: `Tax Services & Returns | ${name}`,
    description:
      'Personal tax returns from £150, business tax returns from £400 and VAT from £80 a quarter. Estimate your self-employed tax with our free calculator.',
    heading: 'Tax Services That Save You Money',
  },
  {
    path: '/bookkeeping',
    title: `Bookkeeping Services from £150/month | ${name}`,
    description:
      'Cloud bookkeeping from £150 a month with monthly reconciliations and reports. Estimate your allowable expenses with our free calculator.',
    heading: 'Bookkeeping That Grows Your Business',
  },
  {
    path: '/payroll',
    title: `Payroll Services from £25/month | ${name}`,
    description:
      'Managed payroll from £25 a month: payslips, RTI, auto-enrolment pensions and CIS. Calculate your payroll costs in seconds.',
    heading: 'Hassle-Free Payroll Services',
  },
  {
    path: '/business-advisory',
    title: `Business Advisory | ${name}`,
    description:
      'Business planning, performance analysis and exit planning from accountants who know your numbers. Book a free 30-minute strategy session.',
    heading: 'Strategic Business Advisory',
  },
  {
    path: '/tax-calculator',
    title: `UK Tax Calculators 2025/26 | ${name}`,
    description:
      'Free UK tax calculators for the self-employed and company directors: income tax, National Insurance and dividend tax for 2025/26.',
    heading: 'UK Tax Calculators',
    priority: 0.8,
  },
  {
    path: '/self-employed-tax-calculator',
    title: `Self-Employed Tax Calculator 2025/26 | ${name}`,
    description:
      'Work out income tax and Class 4 National Insurance on your self-employed profit for 2025/26, free and instantly.',
    heading: 'Self-Employed Tax Calculator',
    priority: 0.8,
  },
  {
    path: '/directors-tax-calculator',
    title: `Company Director Tax Calculator 2025/26 | ${name}`,
    description:
      'Estimate income tax, dividend tax and National Insurance on a director’s salary, dividends and savings for 2025/26.',
    heading: 'Directors Tax Calculator',
    priority: 0.8,
  },
  {
    path: '/pricing',
    title: `Pricing & Fixed Fees | ${name}`,
    description:
      'Every fixed fee in one place: company accounts from £65 a month, self-assessment from £300, bookkeeping from £150 a month, payroll from £25 a month.',
    heading: 'Fixed Fees, No Surprises',
    priority: 0.8,
  },
  {
    path: '/contact',
    title: `Contact Us | ${name}`,
    description: `Book a free consultation, call ${PRACTICE.phone.display} or message us on WhatsApp. Offices in the City of London and Croydon.`,
    heading: 'Talk to an Accountant',
    priority: 0.8,
  },
  {
    path: '/faq',
    title: `Frequently Asked Questions | ${name}`,
    description:
      'Answers about our services, fixed fees, payment terms, getting started, data security and how we keep up with tax law.',
    heading: 'Frequently Asked Questions',
    structuredData: 'faq',
  },
  {
    path: '/careers',
    title: `Careers | ${name}`,
    description:
      'Join our team of bookkeepers and accountants: flexible working, training and study support, and rapid progression.',
    heading: 'Join Us',
  },
  {
    path: '/privacy-cookies',
    title: `Privacy and Cookie Policy | ${name}`,
    description: `How ${name} collects, uses and protects personal data, and the cookies this site uses.`,
    heading: 'Privacy and Cookie Policy',
    priority: 0.3,
  },
  {
    path: '/get-started',
    title: `Get Started | ${name}`,
    description:
      'Tell us who we are helping: an individual with a tax return, or a limited company with accounts to file.',
    heading: 'How Can We Help You?',
  },
  {
    path: '/booking-confirmation',
    title: `Booking Confirmed | ${name}`,
    description: 'Your consultation is booked.',
    heading: 'Thank you, your call is booked',
    noindex: true,
  },
  {
    path: '/accounts-booking-confirmation',
    title: `Accounts Consultation Booked | ${name}`,
    description: 'Your accounts consultation is booked.',
    heading: 'Thank you, your accounts consultation is booked',
    noindex: true,
  },
  {
    path: '/self-assessment-booking-confirmation',
    title: `Self-Assessment Call Booked | ${name}`,
    description: 'Your self-assessment call is booked.',
    heading: 'Thank you, your self-assessment call is booked',
    noindex: true,
  },
];

export const NOT_FOUND_META: RouteMeta = {
  path: '/404',
  title: `Page Not Found | ${name}`,
  description: 'The page you were looking for could not be found.',
  heading: 'Oops! Page not found',
  noindex: true,
};

export function routeMeta(path: string): RouteMeta {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  return ROUTES.find((route) => route.path === clean) ?? NOT_FOUND_META;
}

export function canonicalUrl(path: string): string {
  return path === '/' ? `${PRACTICE.siteUrl}/` : `${PRACTICE.siteUrl}${path}`;
}
