// What only the home page shows: the service overview cards and the sectors we work with. Kept
// apart from the fee tables and the service pages' content so the home page loads just this.
import {
  COMPANY_FROM_PRICE,
  FROM_PRICES,
  formatPounds,
  fromPriceQualifier,
  fromPriceText,
  type PriceCard,
} from './fees.ts';

export const HOME_SERVICE_CARDS: PriceCard[] = [
  {
    title: 'Tax Services',
    price: `From ${formatPounds(FROM_PRICES.personalTax.fee.gross)}`,
    qualifier: fromPriceQualifier(FROM_PRICES.personalTax),
    href: '/tax-services',
    description: 'Personal and business tax returns, VAT and HMRC correspondence handled for you.',
    features: ['Self-assessment', 'Corporation tax', 'VAT returns'],
  },
  {
    title: 'Bookkeeping',
    price: `From ${formatPounds(FROM_PRICES.bookkeeping.fee.gross)}/month`,
    qualifier: fromPriceQualifier(FROM_PRICES.bookkeeping),
    href: '/bookkeeping',
    description: 'Up-to-date books in the cloud, reconciled every month by a named bookkeeper.',
    features: ['Bank reconciliation', 'Receipts and invoices', 'Monthly reports'],
  },
  {
    title: 'Payroll',
    price: `From ${formatPounds(FROM_PRICES.payroll.fee.gross)}/month`,
    qualifier: fromPriceQualifier(FROM_PRICES.payroll),
    href: '/payroll',
    description: 'Payslips, RTI submissions and pensions auto-enrolment, on time every pay day.',
    features: ['RTI to HMRC', 'Pension auto-enrolment', 'P60s and P11Ds'],
  },
  {
    title: 'Business Advisory',
    price: 'Fixed project fee',
    qualifier: 'A fixed quote for each project, agreed before we start',
    href: '/business-advisory',
    description: 'Forecasts, funding and exit planning from accountants who know your numbers.',
    features: ['Cash-flow forecasts', 'Growth planning', 'Exit strategy'],
  },
];

/** The services with a page of their own that the four cards above do not lead to. */
export const HOME_MORE_SERVICES = [
  {
    title: 'Company registration',
    to: '/company-registration',
    price: fromPriceText(COMPANY_FROM_PRICE),
  },
  {
    title: 'Company accounts and corporation tax',
    to: '/accounts-tax',
    price: fromPriceText(FROM_PRICES.accounts),
  },
  {
    title: 'Self-assessment tax returns',
    to: '/self-assessment',
    price: fromPriceText(FROM_PRICES.selfEmployed),
  },
];

export const SECTORS = [
  'Construction',
  'E-commerce',
  'Professional services',
  'Property',
  'Hospitality',
  'Technology',
  'Manufacturing',
  'Import/export',
  'Retail',
];
