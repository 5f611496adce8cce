// What only the home page shows: the service overview cards and the sectors we work with. Kept
// apart from the fee tables and the service pages' content so the home page loads just this.
import {
  BOOKKEEPING_FEES,
  PAYROLL_FROM,
  TAX_SERVICE_FEES,
  formatPounds,
  type PriceCard,
} from './fees.ts';

export const HOME_SERVICE_CARDS: PriceCard[] = [
  {
    title: 'Tax Services',
    price: `From ${formatPounds(TAX_SERVICE_FEES.personalFrom)}`,
    description: 'Personal and business tax returns, VAT and HMRC correspondence handled for you.',
    features: ['Self-assessment', 'Corporation tax', 'VAT returns'],
  },
  {
    title: 'Bookkeeping',
    price: `From ${formatPounds(BOOKKEEPING_FEES.startup)}/month`,
    description: 'Up-to-date books in the cloud, reconciled every month by a named bookkeeper.',
    features: ['Bank reconciliation', 'Receipts and invoices', 'Monthly reports'],
  },
  {
    title: 'Payroll',
    price: `From ${formatPounds(PAYROLL_FROM)}/month`,
    description: 'Payslips, RTI submissions and pensions auto-enrolment, on time every pay day.',
    features: ['RTI to HMRC', 'Pension auto-enrolment', 'P60s and P11Ds'],
  },
  {
    title: 'Business Advisory',
    price: 'Custom pricing',
    description: 'Forecasts, funding and exit planning from accountants who know your numbers.',
    features: ['Cash-flow forecasts', 'Growth planning', 'Exit strategy'],
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
