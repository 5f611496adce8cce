// Service descriptions, processes and stories shown across the service pages.
import { contactHref, type TopicId } from './topics.ts';

/** One step of a process or timeline. */
export type Step = { title: string; text: string; when?: string };

/** A service in the overview: `to` is its own page, or the contact page with its topic. */
export type ServiceCard = {
  title: string;
  description: string;
  features: string[];
  to: string;
  /** Set when the service has no page of its own and the card asks about it on the contact page. */
  topic?: TopicId;
};

const HMRC_TOPIC: TopicId = 'hmrc-representation';

export const OTHER_SERVICES: ServiceCard[] = [
  {
    title: 'Tax Services',
    description: 'Personal and business tax returns prepared, checked and filed on time.',
    features: ['Self-assessment returns', 'Corporation tax (CT600)', 'Tax planning reviews'],
    to: '/tax-services',
  },
  {
    title: 'Bookkeeping',
    description: 'Clean, reconciled books every month, in the cloud software you prefer.',
    features: ['Bank reconciliations', 'Sales and purchase ledgers', 'Management reports'],
    to: '/bookkeeping',
  },
  {
    title: 'VAT Returns',
    description: 'Registration, scheme advice and quarterly Making Tax Digital returns.',
    features: ['VAT registration', 'Flat rate and cash schemes', 'MTD quarterly filing'],
    to: '/tax-services',
  },
  {
    title: 'Payroll',
    description: 'Payslips, RTI submissions and pensions, processed on time every pay day.',
    features: ['RTI to HMRC', 'Auto-enrolment pensions', 'CIS returns'],
    to: '/payroll',
  },
  {
    title: 'Business Advisory',
    description: 'Forecasts, funding applications and exit planning grounded in your numbers.',
    features: ['Cash-flow forecasting', 'KPI dashboards', 'Exit and succession planning'],
    to: '/business-advisory',
  },
  {
    title: 'HMRC Representation',
    description: 'We deal with HMRC for you, from routine letters to formal enquiries.',
    features: ['Compliance checks', 'Tax investigations', 'Penalty appeals'],
    to: contactHref(HMRC_TOPIC, { booking: true }),
    topic: HMRC_TOPIC,
  },
];

export const INDUSTRIES = [
  {
    title: 'Construction',
    text: 'CIS returns, subcontractor verification and reverse-charge VAT.',
  },
  { title: 'E-commerce', text: 'Marketplace fees, stock and overseas VAT made sense of.' },
  { title: 'Professional services', text: 'Consultants, agencies and IR35 status reviews.' },
  { title: 'Property', text: 'Landlords, portfolios, incorporation and capital gains.' },
  { title: 'Hospitality', text: 'Tronc schemes, tips and seasonal payroll.' },
  { title: 'Technology', text: 'R&D tax relief, share schemes and investor reporting.' },
  { title: 'Manufacturing', text: 'Costing, capital allowances and stock valuation.' },
  { title: 'Import/export', text: 'Customs duty, postponed VAT accounting and currency.' },
];

export const HOW_WE_WORK: Step[] = [
  {
    title: 'Free consultation',
    text: 'A 30-minute call to understand your business and what you need from us.',
  },
  {
    title: 'Fixed-fee proposal',
    text: 'A written quote with exactly what is included, agreed before any work starts.',
  },
  {
    title: 'Smooth onboarding',
    text: 'We contact your previous accountant and HMRC and set up your software.',
  },
  {
    title: 'Ongoing support',
    text: 'Deadlines met, questions answered within 24 hours, and a yearly review.',
  },
];

export const ACCOUNTS_STEPS: Step[] = [
  {
    title: 'Book a call',
    text: 'Tell us about your company on a free 30-minute call and get a fixed quote.',
  },
  {
    title: 'Share your data',
    text: 'Connect your bank or bookkeeping software, or send us your records securely.',
  },
  {
    title: 'We prepare, you approve, we file',
    text: 'We prepare your accounts and CT600, you approve them, and we file with Companies House and HMRC.',
  },
];

export const SELF_ASSESSMENT_STEPS: Step[] = [
  {
    title: 'Book a call',
    text: 'A free 30-minute call to confirm your fee and what we need from you.',
  },
  {
    title: 'Send your records',
    text: 'Upload income, expenses and statements through our secure portal.',
  },
  {
    title: 'We file your return',
    text: 'We prepare your return, you approve it, and we submit it to HMRC.',
  },
];

export const BOOKKEEPING_STEPS: Step[] = [
  {
    title: 'Setup',
    text: 'We connect your bank feeds and set up cloud software with the right categories.',
  },
  {
    title: 'Organize',
    text: 'Every transaction reconciled and every receipt matched, every month.',
  },
  { title: 'Report', text: 'Clear monthly reports: profit, cash, what you owe and are owed.' },
  { title: 'Advise', text: 'We flag tax savings and cash risks early, while you can act on them.' },
];

export const ADVISORY_STEPS: Step[] = [
  {
    when: 'Week 1',
    title: 'Discover',
    text: 'We learn your goals, your market and your numbers in a working session.',
  },
  {
    when: 'Weeks 2–3',
    title: 'Analyze',
    text: 'We benchmark your margins, cash cycle and costs against your sector.',
  },
  {
    when: 'Week 4',
    title: 'Strategize',
    text: 'A written plan with priorities, forecasts and measures of success.',
  },
  {
    when: 'Ongoing',
    title: 'Execute',
    text: 'Monthly reviews keep the plan on track and adjust it as you grow.',
  },
];

export const ADVISORY_SERVICES = [
  {
    title: 'Business Planning',
    text: 'Three-year plans, budgets and cash-flow forecasts that lenders and investors trust.',
    features: ['Budgets and forecasts', 'Funding applications', 'Pricing reviews'],
  },
  {
    title: 'Performance Analysis',
    text: 'Monthly KPI dashboards that show what drives your profit and where cash goes.',
    features: ['KPI dashboards', 'Margin analysis', 'Sector benchmarking'],
  },
  {
    title: 'Exit Planning',
    text: 'Preparing your business for sale or succession, with the tax reliefs in place.',
    features: ['Valuation preparation', 'Business Asset Disposal Relief', 'Succession planning'],
  },
];

export const SUCCESS_STORIES = [
  {
    client: 'Family-run construction firm, Kent',
    challenge: 'Strong turnover but cash ran short every quarter when VAT and CIS fell due.',
    solution: 'A 13-week rolling cash-flow forecast and a change to stage-payment invoicing.',
    result: 'Overdraft cleared within eight months and £40k set aside for new equipment.',
  },
  {
    client: 'Online homeware retailer, London',
    challenge: 'Sales grew 60% but profit stayed flat and nobody knew why.',
    solution: 'Product-level margin analysis including marketplace fees and returns.',
    result: 'Loss-making lines dropped; net margin up from 6% to 14% in a year.',
  },
  {
    client: 'IT consultancy, Croydon',
    challenge: 'The founders wanted to retire within three years without a buyer lined up.',
    solution: 'A staged management buyout plan with a valuation and tax clearance.',
    result: 'Sale completed on schedule with Business Asset Disposal Relief secured.',
  },
];

export const PAYROLL_REASONS = [
  {
    title: 'Same-day processing',
    text: 'Changes submitted by 2pm are processed the same day, so pay day never slips.',
  },
  {
    title: 'Fully compliant',
    text: 'RTI, pensions and statutory pay handled to HMRC and Pensions Regulator rules.',
  },
  {
    title: 'Secure employee portal',
    text: 'Staff download payslips, P60s and P45s themselves, any time.',
  },
  {
    title: 'A named payroll specialist',
    text: 'One person who knows your team, reachable by phone and email.',
  },
];

export const PAYROLL_COMPLIANCE = [
  {
    title: 'Real Time Information',
    text: 'Full Payment Submissions sent to HMRC on or before every pay day, with Employer Payment Summaries each month.',
  },
  {
    title: 'Auto Enrolment Pensions',
    text: 'Assessment of every employee, enrolment, contribution uploads and re-enrolment every three years.',
  },
  {
    title: 'Statutory Sick Pay',
    text: 'SSP, maternity, paternity and shared parental pay worked out correctly and recorded.',
  },
  {
    title: 'Construction Industry Scheme',
    text: 'Subcontractor verification, deductions and monthly CIS returns for contractors.',
  },
];
